/**
 * Agents for TWGP games: the random agent of engine/core/play.ts and a heuristic agent. Both
 * see only their player's view (observe.ts) and choose among the options `pending` offers,
 * so they never break a rule; both are pure and seeded (the generator they are given).
 *
 * The heuristic agent plays a plain, aggressive game: it takes setups and re-actives in the
 * build sequence, drives units, directs whenever it can, makes the assaults and charge boosts
 * it wins on the numbers it sees, answers declarations with no declaration, takes every
 * process of its damage routine that refills it, and otherwise ends the turn. Of the options'
 * actions it uses only a few, plainly: it turns up surge earths against a surge direct, sets
 * surge earths, master drives, takes the phase device's cards into a hand of at most four, traces leaving
 * units and continues a hacked attack; it ignores bonds, over skills, charge effects, the
 * other unit skills and master skills. It is not a strong player; it is a reference opponent
 * for the simulator and the benchmark.
 */
import type { Agent, Decision } from '../core/game.ts';
import { nextInt, type Rng } from '../core/rng.ts';
import { randomAgent } from '../core/play.ts';
import type { TwgpView, UnitObservation } from './observe.ts';

export type TwgpOption = { type: string } & Record<string, unknown>;
type Ref = { player: string; square: number };

/** The face-up unit at a square of the view, if the viewer can see it. */
function unitIn(view: TwgpView, ref: unknown): UnitObservation | undefined {
  const r = ref as Ref | undefined;
  const seat = view.seats.find((s) => s.player === r?.player);
  const u = seat?.battleGrid[r?.square ?? -1];
  return u && !('hidden' in u) ? (u as UnitObservation) : undefined;
}

/** The vital power of a direct by method A (twgp.direct.method.assault). */
const VITAL_POWER = 1;

/**
 * How much the agent wants an option, higher first; below 0: only if nothing else is left
 * (never chosen over the window's own ending action). The numbers are the agent's taste.
 */
function score(view: TwgpView, o: TwgpOption): number {
  switch (o.type) {
    case 'order':
      return 10 - (o.place as number); // play first
    case 'setup':
      return 50; // cards into the hand: drives later
    case 're-active':
      return o.stealth ? 5 : 45;
    case 'power-drive':
      return 42 - (o.materials as unknown[]).length;
    case 'charge-drive':
      return o.face === 'up' ? 40 : 1;
    case 'direct': {
      const a = unitIn(view, o.attacker);
      return a && a.power > VITAL_POWER ? 60 + a.power : -5;
    }
    case 'assault': {
      const a = unitIn(view, o.attacker);
      const t = unitIn(view, o.target);
      if (!a || !t || a.basePower === 0 || t.basePower === 0 || a.power <= t.power) return -5;
      // A surge direct on top of a won assault takes vitals too (twgp.attack.assault.surge-direct).
      const surge = (o.surge as unknown[] | undefined)?.length ?? 0;
      return 30 + (a.basePower >= 6 ? surge : 0) - surge / 10;
    }
    case 'charge-boost': {
      const a = unitIn(view, o.attacker);
      const t = unitIn(view, o.target);
      const downloads = o.downloads as number;
      if (!a || !t || a.speed <= t.speed || a.power + downloads < t.power) return -5;
      // The fewest downloads that achieve it (twgp.attack.charge-boost.achieve).
      return 35 - downloads;
    }
    case 'full-charge':
      return 20 + (o.count as number);
    case 'routine':
      return o.step === 'full-charge' || o.step === 'setup' || o.step === 're-active' ? 25 : -10;
    case 'bonus':
      return 15;
    case 'bonus-shuffle':
      return 14 - (o.shuffles as number);
    case 'end-reload':
      return 12 - (o.shuffles as number);
    case 'end-setup':
    case 'end-build':
    case 'end-step':
    case 'end-routine':
    case 'end-turn':
    case 'accept':
    case 'no-bonus':
      return 0;
    case 'damage':
    case 'vital-effect':
    case 'install-choice':
      return 1;
    // Options: turn up as many surge earths as the surge direct allows, trace every leaving unit (surge-earth.ts, unit-skills.ts).
    case 'surge-earth':
      return 10 + (o.squares as unknown[]).length + ((o.counters as unknown[] | undefined)?.length ?? 0) + ((o.battleCounters as unknown[] | undefined)?.length ?? 0);
    case 'tracer':
      return 10 + (o.units as unknown[]).length;
    // Option charge-effects: go on with a hacked unit's attack rather than let it end (hack-continue.ts).
    case 'continue-attack':
      return o.target ? 5 : 0;
    case 'burst-setup':
      return 1;
    // A log counter's aim (log-counter-attack.ts): a direct when it can, else any unit.
    case 'log-counter-attack':
      return o.direct ? 30 : 10;
    // Option surge-earth: set a surge earth face down like a charge drive, below driving a unit face up (surge-earth.ts).
    case 'surge-earth-set':
      return 38;
    // Option master-drive: summon the master unit (a 06 with two downloads) onto a free square, like a face-up charge drive (master-drive.ts).
    case 'master-drive':
      return 39;
    // Option phase-device (phase-device.ts, which offers the move to the hand): take a phase card into a hand of at most
    // four cards, below the drives; a fuller hand is left room for setups (a full hand of cards it cannot drive stalls the game).
    case 'phase-device': {
      if (o.play) return score(view, o.play as TwgpOption) + 1;
      const hand = view.seats.find((s) => s.player === view.player)?.handCount ?? 6;
      return hand <= 4 ? 20 : -20;
    }
    default:
      return -20; // stealth, defuse, intercept, … : not in this agent's plain game
  }
}

/** Picks uniformly among the best-scored options with the agent's own generator. */
function best(view: TwgpView, decision: Decision<TwgpOption>, rng: Rng): { action: TwgpOption; rng: Rng } {
  let top = -Infinity;
  let chosen: TwgpOption[] = [];
  for (const o of decision.options) {
    const s = score(view, o);
    if (s > top) [top, chosen] = [s, [o]];
    else if (s === top) chosen.push(o);
  }
  const [i, next] = nextInt(rng, chosen.length);
  return { action: chosen[i]!, rng: next };
}

/** The heuristic agent (see the module's comment). */
export const heuristicAgent: Agent<TwgpOption, TwgpView> = (view, decision, rng) => best(view, decision, rng);

/** The agents by the names the simulator takes. */
export const TWGP_AGENTS: Readonly<Record<string, Agent<TwgpOption, TwgpView>>> = Object.freeze({
  random: randomAgent as Agent<TwgpOption, TwgpView>,
  heuristic: heuristicAgent,
});
