/**
 * The results of `npm run twgp:options` as data (`--json FILE`): what the site's charts of the
 * TWGP options read (site/src/data/simulations/), and what test/scripts/twgp-options-results
 * replays a sample of to show the committed file is current. No timestamp and no timing, so
 * the same engine, decks and arguments always write the same file.
 */
import type { Played } from './twgp-simulate.ts';

/** One game: the winning deck ('A', 'B'), '-' for a game without a winner, '?' unfinished; its turns and actions. */
export interface GameOutcome {
  winner: 'A' | 'B' | '-' | '?';
  turns: number;
  actions: number;
}

export interface OptionsRow {
  /** '' for the base system, else the option or variant key of the row. */
  key: string;
  /** Every key switched on, with its value. */
  options: Record<string, unknown>;
  /** Why the engine refused the row's setup; then no games were played. */
  refused?: string;
  /** Per game, in seed order: the winning deck, or '-' (no winner) or '?' (unfinished). */
  winners: string;
  turns: number[];
  actions: number[];
}

export interface OptionsResults {
  command: string;
  decks: [string, string];
  agents: [string, string];
  games: number;
  seed: number;
  stallTurns: number;
  rows: OptionsRow[];
}

/** What one game gives the results file; the players are named after the decks (A, B). */
export function outcomeOf(played: Played): GameOutcome {
  const result = played.state.result;
  const winner = !result ? '?' : result.winner === 'A' || result.winner === 'B' ? result.winner : '-';
  return { winner, turns: played.state.turn.number, actions: played.log.entries.length };
}

export function rowOf(key: string, options: Record<string, unknown>, outcomes: readonly GameOutcome[], refused?: string): OptionsRow {
  return {
    key,
    options,
    ...(refused !== undefined ? { refused } : {}),
    winners: outcomes.map((o) => o.winner).join(''),
    turns: outcomes.map((o) => o.turns),
    actions: outcomes.map((o) => o.actions),
  };
}
