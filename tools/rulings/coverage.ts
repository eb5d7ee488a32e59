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
  covered: number;
  /** Normative clauses whose status is not `passed`, with the status. */
  uncovered: (Clause & { status: ClauseResult['status']; result: ClauseResult })[];
}

export function coverage(clauses: readonly Clause[], rulings: readonly Ruling[], book?: string): Coverage {
  const byId = new Map(clauses.map((c) => [c.id, c]));
  const results = clauseStatuses(clauses, rulings, book);
  const uncovered = results.filter((r) => r.status !== 'passed').map((r) => ({ ...byId.get(r.id)!, status: r.status, result: r }));
  return { normative: results.length, covered: results.length - uncovered.length, uncovered };
}
