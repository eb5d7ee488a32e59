/**
 * The decision interface shared by the game engines (トミーウォーカーTCG, じゃんけん・ギア, …).
 *
 * A game is a pure state machine. The engine says which decisions are pending, each with
 * its legal options; agents answer; `apply` checks an answer against the rules. Hidden
 * information is respected by giving each agent only `view(state, player)`, never the
 * state itself. Randomness lives in the state (core/rng.ts), so a game is reproducible
 * from its initial state and its list of actions.
 */
import type { Rng } from './rng.ts';
import type { Applied } from './violation.ts';

export type PlayerId = string;

/** A choice a player must make now. Several may be pending at once (simultaneous hidden choices). */
export interface Decision<A> {
  player: PlayerId;
  /** What kind of choice this is, for agents and logs (e.g. 'attack-card'). */
  kind: string;
  /** Every legal action for this decision; never empty. */
  options: A[];
}

export interface GameResult {
  /** The winner, or null for a draw. */
  winner: PlayerId | null;
  /** The clause that decided the result. */
  clause: string;
  reason: string;
}

export interface GameEngine<S, A, E, V = unknown> {
  /** Decisions awaited in this state; empty once the game is over. */
  pending(state: S): Decision<A>[];
  /** Applies one player's action; an illegal one returns a violation citing a clause. */
  apply(state: S, player: PlayerId, action: A): Applied<S, E>;
  /** What `player` may see of the state: hidden cards of others are not in it. */
  view(state: S, player: PlayerId): V;
  /** The result once the game is over, else null. */
  result(state: S): GameResult | null;
}

/** An agent answers a decision from what its player can see, with its own seeded generator. */
export type Agent<A, V> = (view: V, decision: Decision<A>, rng: Rng) => { action: A; rng: Rng };

/** One applied action, as recorded in a game log. */
export interface LogEntry<A> {
  player: PlayerId;
  action: A;
}
