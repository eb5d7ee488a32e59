/**
 * Two agents for simulations. Both decide from their own view only (view.ts).
 *
 * - `randomAgent` is the shared one of engine/core/play.ts: uniformly among the legal options.
 * - `greedyAgent` plays sensibly: it keeps a small hand without wasting its deck, places its
 *   strongest legal card, and in the attack phase looks one or two revenge actions ahead
 *   for the cheapest way to get above (or at least level with) the opponent.
 */
import type { Decision } from '../core/game.ts';
import { randomAgent as coreRandomAgent } from '../core/play.ts';
import { info, powerOf } from './abilities.ts';
import { revenge } from './attack.ts';
import { isRideOnly } from './cards.ts';
import { resolveAppear } from './check.ts';
import type { TwAction } from './events.ts';
import type { TwAgent } from './play.ts';
import { cloneState, other, top, type CardId, type Seat, type TwState } from './state.ts';
import type { TwView } from './view.ts';

/** The shared random agent (engine/core/play.ts). */
export const randomAgent: TwAgent = coreRandomAgent;

const power = (card: CardId): number => info(card).data.power;

function seatOf(v: TwView): Seat {
  return v.players[0] === v.viewer ? 0 : 1;
}

/** Hand size the greedy agent draws up to while its deck can afford it. */
const HAND_TARGET = 3;
/** Deck cards the greedy agent keeps in reserve against damage. */
const DECK_RESERVE = 4;

function drawPhase(v: TwView, d: Decision<TwAction>): TwAction {
  const me = v.seats[seatOf(v)];
  const canDraw = d.options.some((o) => o.type === 'draw');
  const places = d.options.filter((o): o is Extract<TwAction, { type: 'place' }> => o.type === 'place');
  const playable = places.filter((o) => !isRideOnly(info(o.card).data));
  if (canDraw && (places.length === 0 || (playable.length === 0 && me.deck.length > 1) || (me.hand.length < HAND_TARGET && me.deck.length > DECK_RESERVE))) {
    return { type: 'draw' };
  }
  const pool = playable.length ? playable : places;
  return pool.reduce((best, o) => (power(o.card) > power(best.card) ? o : best));
}

/** Power difference (mine minus theirs) after resolving my own pending on-appear decisions in my favour. */
function previewMargin(s: TwState, seat: Seat): number {
  for (let guard = 0; guard < 8 && s.queue.length && s.queue[0]!.seat === seat && s.queue[0]!.t === 'appear'; guard++) {
    const before = powerOf(s, seat);
    const trial = cloneState(s);
    if (resolveAppear(trial, seat, { type: 'use' }, []) === null && powerOf(trial, seat) > before) Object.assign(s, trial);
    else if (resolveAppear(s, seat, { type: 'decline' }, []) !== null) break;
  }
  return powerOf(s, seat) - powerOf(s, other(seat));
}

/** Hand cards an action spends: cards cost, activating a conditional AT is free. */
function cost(a: TwAction): number {
  if (a.type === 'activate') return a.discard?.length ?? 0;
  if (a.type === 'hand') return 0.9; // a 結界 keeps working in later rounds
  return a.type === 'ride' ? 1 : 0;
}

function afterAction(v: TwView, seat: Seat, a: TwAction): TwState | null {
  const s = cloneState(v);
  return revenge(s, seat, a, []) === null ? s : null;
}

function revengePhase(v: TwView, d: Decision<TwAction>): TwAction {
  const seat = seatOf(v);
  const first = d.options.filter((o) => o.type !== 'end');
  let best: { action: TwAction; score: number } | null = null;
  const consider = (action: TwAction, margin: number, spent: number) => {
    // Above beats level beats below; then fewer cards spent; then a wider margin.
    const tier = margin > 0 ? 2 : margin === 0 ? 1 : 0;
    if (tier === 0) return;
    const score = tier * 1e6 - spent * 1e4 + Math.min(margin, 9999);
    if (!best || score > best.score) best = { action, score };
  };
  const afterFirst: [TwAction, TwState][] = [];
  for (const a of first) {
    const s = afterAction(v, seat, a);
    if (!s) continue;
    consider(a, previewMargin(s, seat), cost(a));
    afterFirst.push([a, s]);
  }
  if (!best && first.length <= 40) {
    // Two steps: the first action is worth taking only if some second one completes it.
    for (const [a, s] of afterFirst) {
      if (s.phase !== 'attack' || s.queue.length) continue;
      const margin = powerOf(s, seat) - powerOf(s, other(seat));
      if (margin >= 0) continue;
      for (const b of first) {
        if (b.type === 'ride' && a.type === 'ride') continue;
        const s2 = cloneState(s);
        if (revenge(s2, seat, b, []) !== null) continue;
        consider(a, previewMargin(s2, seat), cost(a) + cost(b));
      }
    }
  }
  return best ? (best as { action: TwAction }).action : { type: 'end' };
}

function appearDecision(v: TwView, d: Decision<TwAction>): TwAction {
  const seat = seatOf(v);
  const o = d.options;
  if (o.some((x) => x.type === 'use')) {
    const trial = cloneState(v);
    const before = powerOf(trial, seat);
    return resolveAppear(trial, seat, { type: 'use' }, []) === null && powerOf(trial, seat) > before ? { type: 'use' } : { type: 'decline' };
  }
  const takes = o.filter((x): x is Extract<TwAction, { type: 'take' }> => x.type === 'take');
  if (takes.length) return takes.reduce((b, x) => (power(x.card) > power(b.card) ? x : b));
  const returns = o.filter((x): x is Extract<TwAction, { type: 'return' }> => x.type === 'return');
  // Put back only what exceeds a comfortable hand: the weakest card first.
  if (returns.length && v.seats[seat].hand.length > HAND_TARGET + 1) return returns.reduce((b, x) => (power(x.card) < power(b.card) ? x : b));
  return { type: 'decline' };
}

function afterDamage(v: TwView, d: Decision<TwAction>): TwAction {
  const seat = seatOf(v);
  const mine = top(v.seats[seat]);
  const swaps = d.options.filter((x): x is Extract<TwAction, { type: 'swap' }> => x.type === 'swap');
  if (!mine || !swaps.length) return { type: 'decline' };
  const weakest = swaps.reduce((b, x) => (power(x.card) < power(b.card) ? x : b));
  return power(weakest.card) < power(mine) ? weakest : { type: 'decline' };
}

export const greedyAgent: TwAgent = (v, d, rng) => {
  switch (d.kind) {
    case 'draw-phase':
      return { action: drawPhase(v, d), rng };
    case 'revenge':
      return { action: revengePhase(v, d), rng };
    case 'appear':
    case 'copy-appear':
      return { action: appearDecision(v, d), rng };
    default:
      return { action: afterDamage(v, d), rng };
  }
};

export const AGENTS: Record<string, TwAgent> = { random: randomAgent, greedy: greedyAgent };
