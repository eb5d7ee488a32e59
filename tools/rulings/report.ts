/**
 * The per-clause conformance report of one engine on one book (docs/conformance.md): the
 * engine, the book, the protocol, one entry per normative clause with its status
 * (tools/rulings/status.ts) and the failing rulings, and totals (overall and, where the
 * book's clauses carry an `edition=`, per edition).
 */
import type { Clause } from '../spec/model.ts';
import type { Ruling } from './load.ts';
import { clauseStatuses, totals, type ClauseResult } from './status.ts';

export interface ConformanceReport {
  engine: { name: string; version: string; command: string };
  book: string;
  protocol: string;
  /** When the run finished (ISO 8601). */
  generated: string;
  /** Options the engine announced for the book. */
  options: string[];
  /** Alternative readings (note clauses' option= keys) the engine announced it follows without being asked (protocol 1.1); none: the adopted readings. */
  readings: string[];
  /** The tag expression that selected the rulings run (`--tags`), when not all were run. */
  selection?: string;
  totals: ReturnType<typeof totals> & { rulings: Record<Ruling['status'], number> };
  /** Totals per `edition=` of the clauses, when the book marks editions. */
  editions?: Record<string, ReturnType<typeof totals>>;
  clauses: (ClauseResult & { edition?: string })[];
}

export function buildReport(input: {
  clauses: readonly Clause[];
  rulings: readonly Ruling[];
  book: string;
  engine: ConformanceReport['engine'];
  protocol: string;
  options: string[];
  readings?: string[];
  selection?: string;
  generated?: Date;
}): ConformanceReport {
  const byId = new Map(input.clauses.map((c) => [c.id, c]));
  const bookRulings = input.rulings.filter((r) => r.book === input.book);
  const results = clauseStatuses(input.clauses, bookRulings, input.book).map((r): ClauseResult & { edition?: string } => {
    const attrs = byId.get(r.id)!.attrs;
    return Object.hasOwn(attrs, 'edition') ? { ...r, edition: attrs.edition! } : r;
  });
  const rulingTotals = { passed: 0, failed: 0, 'not-applicable': 0, 'not-run': 0 } as Record<Ruling['status'], number>;
  for (const r of bookRulings) rulingTotals[r.status]++;
  const editions = [...new Set(results.map((r) => r.edition).filter((e): e is string => e !== undefined))].sort();
  return {
    engine: input.engine,
    book: input.book,
    protocol: input.protocol,
    generated: (input.generated ?? new Date()).toISOString(),
    options: input.options,
    readings: input.readings ?? [],
    ...(input.selection ? { selection: input.selection } : {}),
    totals: { ...totals(results), rulings: rulingTotals },
    ...(editions.length ? { editions: Object.fromEntries(editions.map((e) => [e, totals(results.filter((r) => r.edition === e))])) } : {}),
    clauses: results,
  };
}

/** One line per book for the terminal. */
export function summaryLine(report: ConformanceReport, path: string): string {
  const t = report.totals;
  const ed = report.editions ? ` [${Object.entries(report.editions).map(([e, x]) => `${e}: ${x.passed}/${x.clauses} passed`).join(', ')}]` : '';
  const only = report.selection ? `; only the rulings selected by ${JSON.stringify(report.selection)}` : '';
  return `${report.book}: ${t.clauses} normative clauses: ${t.passed} passed, ${t.failed} failed, ${t.untested} untested, ${t['not-applicable']} not applicable${ed} (${report.engine.name} ${report.engine.version}; ${path}${only})`;
}
