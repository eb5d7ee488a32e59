/**
 * Traceability between clauses and rulings: which rulings verify each clause, and which
 * normative clauses no passing ruling verifies yet.
 */
import type { Clause } from '../spec/model.ts';
import { NORMATIVE_KINDS } from '../spec/syntax.ts';
import type { Ruling } from './load.ts';

/** Rulings that name each clause ID in their tags. */
export function rulingsByClause(rulings: readonly Ruling[]): Map<string, Ruling[]> {
  const map = new Map<string, Ruling[]>();
  for (const r of rulings) for (const id of r.clauseIds) map.set(id, [...(map.get(id) ?? []), r]);
  return map;
}

export interface Coverage {
  normative: number;
  covered: number;
  /** Normative clauses with no passing ruling. */
  uncovered: Clause[];
}

export function coverage(clauses: readonly Clause[], rulings: readonly Ruling[], book?: string): Coverage {
  const byClause = rulingsByClause(rulings);
  const normative = clauses.filter((c) => (!book || c.book === book) && NORMATIVE_KINDS.includes(c.kind));
  const uncovered = normative.filter((c) => !(byClause.get(c.id) ?? []).some((r) => r.status === 'passed'));
  return { normative: normative.length, covered: normative.length - uncovered.length, uncovered };
}
