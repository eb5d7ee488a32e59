/**
 * Known gaps: the normative clauses a book's coverage check tolerates as untested for now,
 * each with the reason, in a committed list that may only shrink. A clause on the list that
 * has come to pass must leave it; a failing ruling is never excused; an entry must name a
 * normative clause of the selection.
 *
 * The list is plain text: one `<clause-id> <reason>` per line; `#` starts a comment line.
 */
import type { Coverage } from './coverage.ts';

export interface KnownGaps {
  /** Clause ID → its line and reason. */
  entries: Map<string, { line: number; reason: string }>;
  errors: string[];
}

export function readKnownGaps(text: string, file: string): KnownGaps {
  const entries = new Map<string, { line: number; reason: string }>();
  const errors: string[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const m = /^(\S+)\s+(.+)$/.exec(line);
    if (!m) return void errors.push(`${file}:${i + 1}: '${line}' gives no reason (write '<clause-id> <reason>')`);
    if (entries.has(m[1]!)) return void errors.push(`${file}:${i + 1}: ${m[1]} is listed twice (first at line ${entries.get(m[1]!)!.line})`);
    entries.set(m[1]!, { line: i + 1, reason: m[2]! });
  });
  return { entries, errors };
}

export interface GapCheck {
  /** Uncovered clauses the list does not excuse (as in Coverage.uncovered). */
  unexcused: Coverage['uncovered'];
  /** Uncovered clauses the list excuses. */
  excused: Coverage['uncovered'];
  errors: string[];
}

/** Applies the list to a coverage result over the clauses whose IDs are `normativeIds`. */
export function checkGaps(result: Coverage, gaps: KnownGaps, file: string, normativeIds: ReadonlySet<string>): GapCheck {
  const errors = [...gaps.errors];
  const uncoveredIds = new Set(result.uncovered.map((c) => c.id));
  for (const [id, { line }] of gaps.entries) {
    if (!normativeIds.has(id)) errors.push(`${file}:${line}: ${id} is not a normative clause of this coverage check`);
    else if (!uncoveredIds.has(id)) errors.push(`${file}:${line}: ${id} has a passing ruling now: remove it from the known gaps`);
  }
  const excusable = (c: Coverage['uncovered'][number]) => gaps.entries.has(c.id) && c.status === 'untested';
  return { unexcused: result.uncovered.filter((c) => !excusable(c)), excused: result.uncovered.filter(excusable), errors };
}
