/**
 * mutation/equivalent.json: the surviving mutants that are no wrong engine (equivalent
 * mutants), each with the reason, per book. A mutant the list names is left out of the score
 * (it cannot be caught by any ruling) and printed apart; an entry that names no mutant of the
 * report is stale and reported, so the list cannot quietly outlive the code it describes.
 *
 * An entry names a mutant by what it changes, not by its position alone: the file, Stryker's
 * mutator, the replacement and the original code; `line` is the line it was found on, used
 * only to tell apart two mutants that change the same code the same way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReportMutant } from './report.ts';

export interface EquivalentEntry {
  file: string;
  line: number;
  mutator: string;
  /** The code as written, at the mutant's location. */
  original: string;
  /** The mutant's code, as the report gives it. */
  replacement: string;
  /** Why no engine-visible behaviour changes. */
  reason: string;
}

export const EQUIVALENT_FILE = join('mutation', 'equivalent.json');

/** The book's entries; a malformed file or entry is refused with its JSON path. */
export function readEquivalents(root: string, book: string): EquivalentEntry[] {
  const path = join(root, EQUIVALENT_FILE);
  if (!existsSync(path)) return [];
  let all: unknown;
  try {
    all = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${EQUIVALENT_FILE}: not valid JSON (${(error as Error).message})`);
  }
  if (typeof all !== 'object' || all === null || Array.isArray(all)) throw new Error(`${EQUIVALENT_FILE}: must be an object of books`);
  const entries = (all as Record<string, unknown>)[book];
  if (entries === undefined) return [];
  if (!Array.isArray(entries)) throw new Error(`${EQUIVALENT_FILE}: ${book}: must be an array of entries`);
  entries.forEach((e, i) => {
    const at = `${EQUIVALENT_FILE}: ${book}[${i}]`;
    if (typeof e !== 'object' || e === null) throw new Error(`${at}: must be an object`);
    for (const key of ['file', 'mutator', 'original', 'replacement', 'reason'] as const) {
      if (typeof (e as Record<string, unknown>)[key] !== 'string' || (e as Record<string, string>)[key] === '') throw new Error(`${at}.${key}: must be a non-empty string`);
    }
    if (!Number.isSafeInteger((e as { line?: unknown }).line) || (e as { line: number }).line < 1) throw new Error(`${at}.line: must be a positive integer`);
  });
  return entries as EquivalentEntry[];
}

interface Located extends ReportMutant {
  location: { start: { line: number; column: number }; end?: { line: number; column: number } };
}

/** The code a mutant replaces, cut from its file's source by its location (lines and columns from 1). */
export function originalCode(source: string, m: Located): string | undefined {
  if (!m.location.end) return undefined;
  const lines = source.split('\n');
  const { start, end } = m.location;
  if (start.line === end.line) return lines[start.line - 1]?.slice(start.column - 1, end.column - 1);
  const first = lines[start.line - 1]?.slice(start.column - 1) ?? '';
  const middle = lines.slice(start.line, end.line - 1);
  const last = lines[end.line - 1]?.slice(0, end.column - 1) ?? '';
  return [first, ...middle, last].join('\n');
}

/**
 * Which mutants of the report the entries name: mutant ids by entry, and the entries that name
 * none (stale). Among mutants changing the same code the same way, an entry takes the one
 * nearest its line not taken by another entry.
 */
export function matchEquivalents(files: Record<string, { source?: string; mutants: Located[] }>, entries: readonly EquivalentEntry[]): { ids: Set<string>; stale: EquivalentEntry[] } {
  const ids = new Set<string>();
  const stale: EquivalentEntry[] = [];
  for (const e of entries) {
    const f = files[e.file];
    const candidates = (f?.mutants ?? []).filter((m) =>
      !ids.has(m.id) && (m.status === 'Survived' || m.status === 'NoCoverage') && m.mutatorName === e.mutator && m.replacement === e.replacement && f!.source !== undefined && originalCode(f!.source, m) === e.original);
    const nearest = candidates.sort((a, b) => Math.abs(a.location.start.line - e.line) - Math.abs(b.location.start.line - e.line))[0];
    if (nearest) ids.add(nearest.id);
    else stale.push(e);
  }
  return { ids, stale };
}
