/**
 * The status of a normative clause for one run of the rulings: the one definition that the
 * per-clause reports, `npm run coverage` and the site share.
 *
 * - failed: a ruling tagged with the clause failed (every failing ruling is listed);
 * - untested: no ruling is tagged with it, or none of its rulings is in the run;
 * - passed: at least one of its rulings passed, and every one that ran passed;
 * - not-applicable: every ruling of it that the run holds needs an option the engine does
 *   not announce.
 *
 * So a clause is never "covered" while one of its rulings fails.
 */
import type { Clause } from '../spec/model.ts';
import { NORMATIVE_KINDS } from '../spec/syntax.ts';
import type { Ruling } from './load.ts';

export type ClauseStatus = 'passed' | 'failed' | 'untested' | 'not-applicable';

export const CLAUSE_STATUSES: readonly ClauseStatus[] = ['passed', 'failed', 'untested', 'not-applicable'];

export interface FailingRuling {
  ruling: string;
  file: string;
  line: number;
  /** The failing step as written (keyword and text), when a step failed rather than a hook. */
  step?: string;
  message: string;
}

export interface ClauseResult {
  id: string;
  kind: string;
  file: string;
  line: number;
  status: ClauseStatus;
  /** How many rulings are tagged with the clause, and how many of each status. */
  rulings: { total: number; passed: number; failed: number; notApplicable: number; notRun: number };
  failures?: FailingRuling[];
  /** Why the clause is not applicable: the options its rulings need. */
  notApplicable?: string[];
}

/** Rulings that name each clause ID in their tags. */
export function rulingsByClause(rulings: readonly Ruling[]): Map<string, Ruling[]> {
  const map = new Map<string, Ruling[]>();
  for (const r of rulings) for (const id of r.clauseIds) {
    const list = map.get(id);
    if (list) list.push(r);
    else map.set(id, [r]);
  }
  return map;
}

function failing(r: Ruling): FailingRuling {
  const step = r.failedStep ? r.steps[r.failedStep - 1] : undefined;
  return {
    ruling: r.name,
    file: r.uri,
    line: r.line,
    ...(step ? { step: `${step.keyword} ${step.text}` } : {}),
    // The message without its stack trace (the ruling's file and line say where), at most 20 lines.
    message: (r.message ?? 'failed')
      .split('\n')
      .filter((l) => !/^\s+at /.test(l))
      .slice(0, 20)
      .join('\n')
      .trimEnd(),
  };
}

export function clauseStatus(clause: Clause, rulings: readonly Ruling[]): ClauseResult {
  const count = (s: Ruling['status']) => rulings.filter((r) => r.status === s).length;
  const counts = { total: rulings.length, passed: count('passed'), failed: count('failed'), notApplicable: count('not-applicable'), notRun: count('not-run') };
  const base = { id: clause.id, kind: clause.kind, file: clause.file, line: clause.line, rulings: counts };
  if (counts.failed) return { ...base, status: 'failed', failures: rulings.filter((r) => r.status === 'failed').map(failing) };
  if (counts.passed) return { ...base, status: 'passed' };
  if (counts.notApplicable) {
    return { ...base, status: 'not-applicable', notApplicable: [...new Set(rulings.filter((r) => r.status === 'not-applicable').map((r) => r.message ?? ''))] };
  }
  return { ...base, status: 'untested' };
}

/** The status of every normative clause (rule, variant) of a book, or of every book. */
export function clauseStatuses(clauses: readonly Clause[], rulings: readonly Ruling[], book?: string): ClauseResult[] {
  const byClause = rulingsByClause(rulings);
  return clauses
    .filter((c) => (!book || c.book === book) && NORMATIVE_KINDS.includes(c.kind))
    .map((c) => clauseStatus(c, byClause.get(c.id) ?? []));
}

export function totals(results: readonly ClauseResult[]): Record<ClauseStatus, number> & { clauses: number } {
  const t = { clauses: results.length, passed: 0, failed: 0, untested: 0, 'not-applicable': 0 };
  for (const r of results) t[r.status]++;
  return t;
}
