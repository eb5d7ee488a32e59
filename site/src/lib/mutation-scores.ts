/**
 * The mutation scores the dashboard shows (issue 17): mutation/scores.json as the last full
 * `npm run mutation -- <book>` run recorded it (tools/mutation/scores.ts), one entry per book,
 * or none for a book never measured.
 */
import { readScores, type BookMutationScore } from '../../../tools/mutation/scores.ts';
import { ROOT } from './data.ts';

export type { BookMutationScore };

let cached: Record<string, BookMutationScore> | undefined;

/** The recorded score of `book`, or undefined when no full run is recorded. */
export function mutationScore(book: string): BookMutationScore | undefined {
  cached ??= readScores(ROOT);
  return Object.hasOwn(cached, book) ? cached[book] : undefined;
}

/** A percentage as the page writes it: one decimal and a percent sign. */
export const percent = (n: number): string => `${n.toFixed(1)}%`;
