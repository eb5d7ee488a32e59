/**
 * Chapter 16, コインとダイス (spec/twgp/16-coin-dice.md): coins and dice stand in for each
 * other (twgp.coin-dice). Which of them each player has brought is real-world information
 * (twgp.overview.note.real-world): the setup's or position's `tools` lists it per player
 * (`["die", "coins"]` each by default). Throws use the state's generator.
 *
 * A die for player P: P's own die; else another player's (twgp.coin-dice.borrow); else five
 * of P's coins, the die showing the heads plus one (twgp.coin-dice.coins-as-die). A coin for
 * P: P's coins; else a die (their own, else borrowed), even = heads, odd = tails
 * (twgp.coin-dice.die-as-coin).
 */
import { nextInt } from '../core/rng.ts';
import type { Performed, TwgpEvent } from './rules.ts';
import type { PlayerId, TwgpState } from './state.ts';
import type { Reader } from './position.ts';

export type Tool = 'die' | 'coins';
export const TOOLS: readonly Tool[] = ['die', 'coins'];

/** What `player` has brought (default: a die and coins). */
export function toolsOf(state: TwgpState, player: PlayerId): readonly Tool[] {
  return state.tools?.[player] ?? TOOLS;
}

/** The die's face from five coins (twgp.coin-dice.coins-as-die): heads + 1. */
export function dieFromCoins(heads: number): number {
  return heads + 1;
}

/** The coin's face from a die (twgp.coin-dice.die-as-coin): even (丁) heads, odd (半) tails. */
export function coinFromDie(value: number): 'heads' | 'tails' {
  return value % 2 === 0 ? 'heads' : 'tails';
}

/** Whose die `player` rolls: their own, else the first other player's who brought one, else none. */
function dieOwner(state: TwgpState, player: PlayerId): PlayerId | null {
  if (toolsOf(state, player).includes('die')) return player;
  return state.seats.find((s) => s.player !== player && toolsOf(state, s.player).includes('die'))?.player ?? null;
}

/** A coin toss or a die roll asked for by card text. */
export function tossOrRoll(state: TwgpState, player: PlayerId, what: 'coin' | 'die'): Performed {
  let rng = state.rng;
  const roll = () => {
    const [n, r] = nextInt(rng, 6);
    rng = r;
    return n + 1;
  };
  const toss = () => {
    const [n, r] = nextInt(rng, 2);
    rng = r;
    return n === 0;
  };
  const owner = dieOwner(state, player);
  const borrowed = owner && owner !== player ? { borrowedFrom: owner } : {};
  let event: TwgpEvent;
  if (what === 'die') {
    if (owner || !toolsOf(state, player).includes('coins')) {
      event = { type: 'die', player, value: roll(), with: 'die', ...borrowed, clause: owner !== player && owner ? 'twgp.coin-dice.borrow' : 'twgp.coin-dice' };
    } else {
      const coins = Array.from({ length: 5 }, () => (toss() ? 'heads' : 'tails'));
      const heads = coins.filter((c) => c === 'heads').length;
      event = { type: 'die', player, value: dieFromCoins(heads), with: 'coins', coins, clause: 'twgp.coin-dice.coins-as-die' };
    }
  } else if (toolsOf(state, player).includes('coins') || !owner) {
    event = { type: 'coin', player, face: toss() ? 'heads' : 'tails', with: 'coins', clause: 'twgp.coin-dice' };
  } else {
    const value = roll();
    event = { type: 'coin', player, face: coinFromDie(value), with: 'die', die: value, ...borrowed, clause: 'twgp.coin-dice.die-as-coin' };
  }
  return { state: { ...state, rng }, events: [event] };
}

/** Reads `tools` of a setup or position: per player, the list of what they brought. */
export function readTools(r: Reader, v: unknown, path: string, players: string[]): Record<PlayerId, Tool[]> | undefined {
  if (v === undefined) return undefined;
  const o = r.object(v, path);
  if (!o) return undefined;
  r.only(o, path, players);
  const out: Record<PlayerId, Tool[]> = {};
  for (const [p, list] of Object.entries(o)) {
    if (!Array.isArray(list) || list.some((t, i) => !TOOLS.includes(t as Tool) || list.indexOf(t) !== i)) r.fail(`${path}.${p}`, 'must list what the player brought: "die", "coins" (each once; [] for nothing)');
    else out[p] = list as Tool[];
  }
  return out;
}
