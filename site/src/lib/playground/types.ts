/**
 * What the playground (session.ts, client.ts) needs from one book: the book's engine
 * behind the contract (engine/core/contract.ts), its agent, and its text in the spec's
 * terms. One module per book (tommy-walker.ts, janken-gear.ts) implements it, with its
 * Japanese labels in a module of their own.
 */
import type { BookEngine } from '../../../../engine/core/contract.ts';
import type { Decision, GameResult, PlayerId } from '../../../../engine/core/game.ts';
import type { Rng } from '../../../../engine/core/rng.ts';

/** A line of the game log, or a label: text in the spec's terms, with the clause it names if any. */
export interface Line {
  text: string;
  clause?: string;
}


/** One row of the board: a heading (a player, the battle) and what is there. */
export interface BoardRow {
  label: string;
  value: string;
}

export interface PlayBook<S, A = unknown> {
  book: string;
  /** The contract engine; the page calls start, pending, apply, view and result only. */
  engine: BookEngine<S, A, { type: string } & Record<string, unknown>, unknown, unknown>;
  /** Seat names: the reader plays `human`, the engine's agent plays `agent`. */
  human: PlayerId;
  agent: PlayerId;
  /**
   * The decision kinds the agent answers before the reader's decision when both have one, as
   * the simulator does (TWGP's setups: the turn player's build decision can end only once every
   * setup has ended, while the reader always has inner operations to make). Default: none.
   */
  agentFirst?: readonly string[];
  /** The contract setup of a new game from a seed (decks, options). */
  setup(seed: number): unknown;
  /** The agent's answer to a decision of its own, from its view only, and its next generator. */
  agentMove(state: S, decision: Decision<A>, rng: Rng): { action: A; rng: Rng };
  /** A legal or illegal action as a button reads (the state names its field cards). */
  actionLabel(action: A, state: S): string;
  /** What a decision asks, as a heading above its options. */
  decisionLabel(decision: Decision<A>): string;
  /** The log lines of an event the engine reported, with the states after and before the move (to name the cards it moved). */
  eventLines(event: { type: string } & Record<string, unknown>, after: S, before: S): Line[];
  /** A few more actions a player might try now, legal or not (the page shows those the engine does not offer). */
  tries(state: S, player: PlayerId): A[];
  /** What the reader may see now, from their view. */
  board(state: S): BoardRow[];
  /** The result in words. */
  resultText(result: GameResult): string;
  /** The downloaded log: its file name, and the value the command line replays. */
  replayLog(setup: unknown, moves: readonly { player: PlayerId; action: A; before: S }[], result: GameResult | null): object;
  /** The command that replays the downloaded file, for the page to show. */
  replayCommand: string;
}
