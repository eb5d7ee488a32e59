/**
 * The conformance dashboard's data (issue 13, point 3): per book, one column per engine report
 * (the reference engines first, then every other engine's report, tools/rulings/engine-reports.ts)
 * and per chapter the normative clauses of each status.
 *
 * The reference column's statuses come from the rulings the site already shows (siteData: each
 * book's reports/<book>.ndjson, which the full run and the one-book run both write, so a book's
 * newest run is what is shown), through the one clause-status definition that coverage and the
 * per-clause reports use (clauseStatuses). Other engines' statuses are those of their reports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clauseStatuses, CLAUSE_STATUSES, type ClauseStatus } from '../../../tools/rulings/status.ts';
import { loadEngineReports } from '../../../tools/rulings/engine-reports.ts';
import { NORMATIVE_KINDS } from '../../../tools/spec/syntax.ts';
import type { Chapter, Clause } from '../../../tools/spec/model.ts';
import { ROOT, chaptersOf, orderedBooks, siteData } from './data.ts';

export { CLAUSE_STATUSES, type ClauseStatus };

export const CLAUSE_STATUS_LABEL: Record<ClauseStatus, string> = {
  passed: '合格',
  failed: '不合格',
  untested: '未検証',
  'not-applicable': '対象外',
};

/** One engine's report on one book. */
export interface Column {
  /** Address segment of its clause lists: `reference`, or the engine's name made into a slug. */
  slug: string;
  name: string;
  version: string;
  command: string;
  reference: boolean;
  book: string;
  /** When the run finished (ISO 8601); undefined when the reference has no report of the book. */
  generated?: string;
  /** The report file, relative to the repository root. */
  file: string;
  selection?: string;
  status: Map<string, ClauseStatus>;
  /** Normative clauses of the spec the report does not hold (counted as untested). */
  missing: number;
}

/** A book's chapter and its normative clauses, in spec order. */
export interface Row {
  chapter: Chapter;
  clauses: Clause[];
}

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'engine';

/** When a Cucumber message stream's run finished (its testRunFinished message), or undefined. */
function runFinished(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    if (!lines[i]!.includes('"testRunFinished"')) continue;
    const t = (JSON.parse(lines[i]!) as { testRunFinished: { timestamp: { seconds: number; nanos: number } } }).testRunFinished.timestamp;
    return new Date(t.seconds * 1000 + Math.floor(t.nanos / 1e6)).toISOString();
  }
  return undefined;
}

function referenceColumn(book: string): Column {
  const { spec, rulings } = siteData();
  const results = clauseStatuses(spec.clauses, rulings, book);
  const file = `reports/${book}.ndjson`;
  const generated = runFinished(join(ROOT, file));
  return { slug: 'reference', name: '参照エンジン', version: '', command: 'npm run conformance', reference: true, book, ...(generated ? { generated } : {}), file, status: new Map(results.map((r) => [r.id, r.status])), missing: 0 };
}

let cached: Map<string, Column[]> | undefined;

/** Every book's columns: the reference first, then the other engines by name. */
function allColumns(): Map<string, Column[]> {
  if (cached) return cached;
  const { spec } = siteData();
  const normative = (book: string) => spec.clauses.filter((c) => c.book === book && NORMATIVE_KINDS.includes(c.kind));
  const used = new Set(['reference']);
  const slugs = new Map<string, string>();
  const slugFor = (name: string) => {
    if (!slugs.has(name)) {
      let s = slugOf(name);
      for (let n = 2; used.has(s); n++) s = `${slugOf(name)}-${n}`;
      used.add(s);
      slugs.set(name, s);
    }
    return slugs.get(name)!;
  };
  cached = new Map(orderedBooks().map((b) => [b, [referenceColumn(b)]]));
  for (const r of loadEngineReports(ROOT, spec.clauses)) {
    const status = new Map(r.clauses.map((c) => [c.id, c.status]));
    const ids = normative(r.book).map((c) => c.id);
    cached.get(r.book)!.push({
      slug: slugFor(r.engine.name),
      name: r.engine.name,
      version: r.engine.version,
      command: r.engine.command,
      reference: false,
      book: r.book,
      generated: r.generated,
      file: r.file,
      ...(r.selection ? { selection: r.selection } : {}),
      status,
      missing: ids.filter((id) => !status.has(id)).length,
    });
  }
  return cached;
}

export function columnsOf(book: string): Column[] {
  return allColumns().get(book) ?? [];
}

/** Every engine that has a report of some book, reference first, each once (by slug). */
export function engines(): Pick<Column, 'slug' | 'name' | 'reference'>[] {
  const seen = new Map<string, Pick<Column, 'slug' | 'name' | 'reference'>>();
  for (const cols of allColumns().values()) for (const c of cols) if (!seen.has(c.slug)) seen.set(c.slug, { slug: c.slug, name: c.name, reference: c.reference });
  return [...seen.values()];
}

/** The chapters of a book that hold normative clauses, each with them. */
export function rowsOf(book: string): Row[] {
  const { spec } = siteData();
  return chaptersOf(book)
    .map((chapter) => ({ chapter, clauses: spec.clauses.filter((c) => c.file === chapter.file && NORMATIVE_KINDS.includes(c.kind)) }))
    .filter((r) => r.clauses.length > 0);
}

/** A clause's status in a column: a clause the report does not hold is untested. */
export function statusIn(column: Column, id: string): ClauseStatus {
  return column.status.get(id) ?? 'untested';
}

/** The clauses of each status in a column. */
export function byStatus(column: Column, clauses: readonly Clause[]): Record<ClauseStatus, Clause[]> {
  const out = Object.fromEntries(CLAUSE_STATUSES.map((s) => [s, [] as Clause[]])) as Record<ClauseStatus, Clause[]>;
  for (const c of clauses) out[statusIn(column, c.id)].push(c);
  return out;
}

/** Page of a column's clause lists, and the anchor of one status (of one chapter). */
export function listPath(column: Pick<Column, 'book' | 'slug'>, status?: ClauseStatus, chapter?: Chapter): string {
  return `/conformance/${column.book}/${column.slug}/${status ? `#${status}${chapter ? `-${chapter.slug}` : ''}` : ''}`;
}

/** A report time for readers: `2026-12-01 11:38 UTC`. */
export function when(iso: string | undefined): string {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : 'レポートなし';
}
