/**
 * The results of `npm run twgp:options` as data (`--json FILE`): what the site's charts of the
 * TWGP options read (site/src/data/simulations/), and what test/scripts/twgp-options-results
 * replays a sample of to show the committed file is current. No timestamp and no timing, so
 * the same engine, decks and arguments always write the same file.
 */
import type { Played } from './twgp-simulate.ts';
import { withPrerequisites } from '../../engine/twgp/options.ts';

/**
 * The value a key that takes a number is switched on with, by `npm run twgp:options` and the
 * TWGP playground (twgp.attack.assault.surge-count: 2 surge a direct instead of 3;
 * twgp.sublimation.variant.gap: a gap of 2; twgp.resource.deck.select: 40 cards brought);
 * every other key is `true`.
 */
export const NUMERIC_OPTION_VALUES: Readonly<Record<string, number>> = { 'surge-count': 2, 'sublimation-gap': 2, 'deck-select': 40 };

/** The setup's options that switch `keys` on: each with the keys it presupposes (twgp.options.dependencies, twgp.options.variants), each with its value. */
export function optionsOn(keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(withPrerequisites(keys).map((k) => [k, NUMERIC_OPTION_VALUES[k] ?? true]));
}

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
