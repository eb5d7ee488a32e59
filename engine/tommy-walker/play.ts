/**
 * Plays a whole game between two agents through the decision interface: each agent sees
 * only its own view and its own decision. When both players have a decision at once (the
 * draw phase), the one to answer next is picked at random, as if both acted in parallel.
 */
import type { Agent } from '../core/game.ts';
import { nextInt, seedRng, type Rng } from '../core/rng.ts';
import { apply, pending } from './engine.ts';
import type { TwAction } from './events.ts';
import type { GameLog } from './log.ts';
import { newGame, type GameSetup } from './setup.ts';
import type { TwState } from './state.ts';
import { view, type TwView } from './view.ts';

export type TwAgent = Agent<TwAction, TwView>;

export interface PlayedGame {
  state: TwState;
  log: GameLog;
  decisions: number;
}

/** A guard against an engine bug that would never end a game; no real game comes near it. */
const MAX_DECISIONS = 200_000;

/**
 * Plays `setup` to the end. `agents` answer for the players of the same index; `seed`
 * seeds the agents' generators and the order of simultaneous decisions. Set `record` to
 * false to skip building the log (benchmarks).
 */
export function playGame(setup: GameSetup, agents: [TwAgent, TwAgent], seed: number, record = true): PlayedGame {
  const start = newGame(setup);
  if (!start.ok) throw new Error(`bad setup: ${JSON.stringify('violation' in start ? start.violation : start.malformed)}`);
  let state = start.state;
  let order: Rng = seedRng(seed ^ 0x5bd1e995);
  const rngs: [Rng, Rng] = [seedRng(seed), seedRng(seed + 0x9e3779b9)];
  const entries: GameLog['entries'] = [];
  let decisions = 0;
  for (;;) {
    const ds = pending(state);
    if (ds.length === 0) break;
    let d = ds[0]!;
    if (ds.length > 1) {
      const [i, next] = nextInt(order, ds.length);
      order = next;
      d = ds[i]!;
    }
    const seat = d.player === setup.players[0] ? 0 : 1;
    const answer = agents[seat](view(state, d.player), d, rngs[seat]);
    rngs[seat] = answer.rng;
    const r = apply(state, d.player, answer.action);
    if (!r.ok) throw new Error(`agent of ${d.player} answered an illegal action ${JSON.stringify(answer.action)}: ${JSON.stringify('violation' in r ? r.violation : r.malformed)}`);
    state = r.state;
    if (record) entries.push({ player: d.player, action: answer.action });
    if (++decisions > MAX_DECISIONS) throw new Error(`game did not end after ${MAX_DECISIONS} decisions (seed ${seed})`);
  }
  return { state, log: { setup, entries, result: state.result }, decisions };
}
