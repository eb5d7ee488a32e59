/**
 * Other engines' per-clause conformance reports (docs/conformance.md), as the website's
 * conformance dashboard reads them. Where they are found:
 *
 * - every `reports/engines/<engine>/<book>.json`, where `npm run conformance -- --engine …`
 *   writes them by default;
 * - every file named in the environment variable CONFORMANCE_REPORTS (paths separated by the
 *   platform's path delimiter, `:` on Linux; relative paths from the repository root), for
 *   reports written elsewhere with `--report`.
 *
 * The statuses are the ones the report holds: the conformance runner computed them with the
 * one clause-status definition (tools/rulings/status.ts), so nothing is computed again. A
 * report that is not JSON, or not of the report's shape, or names a book or clause the spec
 * does not have, is refused with its file and the JSON path of the fault. Of several reports
 * of one engine on one book the newest (`generated`) is taken.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { delimiter, isAbsolute, join, relative } from 'node:path';
import type { Clause } from '../spec/model.ts';
import { CLAUSE_STATUSES, type ClauseStatus } from './status.ts';

export interface EngineClause {
  id: string;
  status: ClauseStatus;
}

export interface EngineReport {
  /** The file it was read from, relative to the repository root. */
  file: string;
  engine: { name: string; version: string; command: string };
  book: string;
  /** When the run finished (ISO 8601). */
  generated: string;
  /** The tag expression of a partial run (`--tags`). */
  selection?: string;
  clauses: EngineClause[];
}

/** The report files the dashboard reads: reports/engines/<engine>/<book>.json, then CONFORMANCE_REPORTS's. */
export function engineReportFiles(root: string, env: string | undefined = process.env.CONFORMANCE_REPORTS): string[] {
  const dir = join(root, 'reports', 'engines');
  const found: string[] = [];
  if (existsSync(dir)) {
    for (const engine of readdirSync(dir).sort()) {
      const sub = join(dir, engine);
      if (!statSync(sub).isDirectory()) continue;
      for (const name of readdirSync(sub).sort()) if (name.endsWith('.json')) found.push(join(sub, name));
    }
  }
  const listed = (env ?? '').split(delimiter).map((p) => p.trim()).filter(Boolean).map((p) => (isAbsolute(p) ? p : join(root, p)));
  for (const file of listed) if (!existsSync(file)) throw new Error(`CONFORMANCE_REPORTS names ${file}, which does not exist`);
  return [...new Set([...found, ...listed])];
}

type Json = unknown;

/** Checks one report's shape and its clause IDs against the spec; the error names file and JSON path. */
export function parseEngineReport(file: string, text: string, clauses: readonly Pick<Clause, 'id' | 'book'>[]): EngineReport {
  const fault = (path: string, message: string): never => {
    throw new Error(`${file}: ${path}: ${message} (a per-clause report of npm run conformance, docs/conformance.md)`);
  };
  let value: Json;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message})`);
  }
  const object = (v: Json, path: string): Record<string, Json> =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, Json>) : fault(path, 'must be an object');
  const string = (v: Json, path: string): string => (typeof v === 'string' && v !== '' ? v : fault(path, 'must be a non-empty string'));
  const top = object(value, '$');
  const engine = object(top.engine, '$.engine');
  const book = string(top.book, '$.book');
  const known = new Map(clauses.filter((c) => c.book === book).map((c) => [c.id, c]));
  if (known.size === 0) fault('$.book', `no book '${book}' in spec/`);
  const generated = string(top.generated, '$.generated');
  if (!/^\d{4}-\d\d-\d\dT/.test(generated) || Number.isNaN(Date.parse(generated))) fault('$.generated', `'${generated}' is not an ISO 8601 time`);
  if (top.selection !== undefined) string(top.selection, '$.selection');
  if (!Array.isArray(top.clauses)) fault('$.clauses', 'must be an array');
  const seen = new Set<string>();
  const list = (top.clauses as Json[]).map((c, i): EngineClause => {
    const at = `$.clauses[${i}]`;
    const entry = object(c, at);
    const id = string(entry.id, `${at}.id`);
    if (!known.has(id)) fault(`${at}.id`, `'${id}' is no clause of ${book} in spec/ (the report may be older than the spec: run the engine again)`);
    if (seen.has(id)) fault(`${at}.id`, `'${id}' is listed twice`);
    seen.add(id);
    const status = entry.status;
    if (!CLAUSE_STATUSES.includes(status as ClauseStatus)) fault(`${at}.status`, `must be one of ${CLAUSE_STATUSES.join(', ')}, got ${JSON.stringify(status)}`);
    return { id, status: status as ClauseStatus };
  });
  return {
    file,
    engine: { name: string(engine.name, '$.engine.name'), version: typeof engine.version === 'string' ? engine.version : '', command: typeof engine.command === 'string' ? engine.command : '' },
    book,
    generated,
    ...(typeof top.selection === 'string' ? { selection: top.selection } : {}),
    clauses: list,
  };
}

/** Every other engine's report, the newest per engine and book, in engine-name then book order. */
export function loadEngineReports(root: string, clauses: readonly Pick<Clause, 'id' | 'book'>[], files: readonly string[] = engineReportFiles(root)): EngineReport[] {
  const newest = new Map<string, EngineReport>();
  for (const path of files) {
    const file = relative(root, path).split('\\').join('/');
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      throw new Error(`${file}: cannot read the report (${(error as Error).message})`);
    }
    const report = parseEngineReport(file, text, clauses);
    const key = `${report.engine.name}\u0000${report.book}`;
    const old = newest.get(key);
    if (!old || Date.parse(report.generated) > Date.parse(old.generated)) newest.set(key, report);
  }
  return [...newest.values()].sort((a, b) => a.engine.name.localeCompare(b.engine.name) || a.book.localeCompare(b.book));
}
