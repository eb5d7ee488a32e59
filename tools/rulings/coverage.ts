/**
 * Coverage: which normative clauses have passed (clause status `passed`, tools/rulings/status.ts),
 * and which have not. The same definition as the per-clause reports: a clause with a failing
 * ruling is never covered.
 */
import type { Clause } from '../spec/model.ts';
import type { Ruling } from './load.ts';
import { clauseStatuses, type ClauseResult } from './status.ts';

export { rulingsByClause } from './status.ts';

export interface Coverage {
  normative: number;
  /** The IDs of the normative clauses counted. */
  ids: string[];
  covered: number;
  /** Normative clauses whose status is not `passed`, with the status. */
  uncovered: (Clause & { status: ClauseResult['status']; result: ClauseResult })[];
}

/** A range of spec chapters, by the number that begins each chapter file's name (`01-overview.md` is chapter 1). */
export interface ChapterRange {
  from: number;
  to: number;
}

/** Reads `01-19` or `7` as a chapter range; undefined if it is not one. */
export function parseChapters(text: string): ChapterRange | undefined {
  const m = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(text);
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  return from <= to ? { from, to } : undefined;
}

/** The chapter a clause's file belongs to (the number its file name begins with), or undefined. */
export function chapterOf(clause: Pick<Clause, 'file'>): number | undefined {
  const m = /(?:^|\/)(\d+)-[^/]*$/.exec(clause.file);
  return m ? Number(m[1]) : undefined;
}

export function coverage(clauses: readonly Clause[], rulings: readonly Ruling[], book?: string, chapters?: ChapterRange): Coverage {
  if (chapters) {
    clauses = clauses.filter((c) => {
      const n = chapterOf(c);
      return n !== undefined && n >= chapters.from && n <= chapters.to;
    });
  }
  const byId = new Map(clauses.map((c) => [c.id, c]));
  const results = clauseStatuses(clauses, rulings, book);
  const uncovered = results.filter((r) => r.status !== 'passed').map((r) => ({ ...byId.get(r.id)!, status: r.status, result: r }));
  return { normative: results.length, ids: results.map((r) => r.id), covered: results.length - uncovered.length, uncovered };
}
