/**
 * Reading a Stryker JSON report (mutation-testing-report-schema, as mutation/base.mjs writes it
 * to reports/mutation/<book>.json): the score of each module and the mutants the rulings let
 * through. The score counts a mutant as caught when a ruling failed (Killed) or the run did
 * not end (Timeout); Survived and NoCoverage (no ruling reached it) are not caught; Ignored
 * (prose: mutation/ignore-messages.mjs), CompileError and RuntimeError mutants are left out, and
 * so are the equivalent mutants mutation/equivalent.json lists (tools/mutation/equivalent.ts).
 */
import { readFileSync } from 'node:fs';

export interface ReportMutant {
  id: string;
  mutatorName: string;
  status: string;
  replacement?: string;
  location: { start: { line: number; column: number } };
}

export interface ModuleScore {
  file: string;
  caught: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  /** Not caught, but listed as equivalent (no behaviour changes): left out of the score. */
  equivalent: number;
  /** Caught over caught and not caught, in percent; null when nothing counted. */
  score: number | null;
  /** The mutants not caught, by line. */
  missed: (ReportMutant & { file: string })[];
}

const CAUGHT = new Set(['Killed', 'Timeout']);

export function readMutationReport(path: string): Record<string, { source?: string; mutants: ReportMutant[] }> {
  let report: unknown;
  try {
    report = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: not a readable Stryker JSON report (${(error as Error).message})`);
  }
  const files = (report as { files?: unknown }).files;
  if (typeof files !== 'object' || files === null) throw new Error(`${path}: files: missing; not a mutation-testing-report-schema report`);
  return files as Record<string, { mutants: ReportMutant[] }>;
}

/** Each module's score; `equivalent` holds the ids of mutants listed as equivalent. */
export function moduleScores(files: Record<string, { mutants: ReportMutant[] }>, equivalent: ReadonlySet<string> = new Set()): ModuleScore[] {
  return Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, all]) => {
      const mutants = all.mutants.filter((m) => !equivalent.has(m.id));
      const count = (s: string) => mutants.filter((m) => m.status === s).length;
      const caught = mutants.filter((m) => CAUGHT.has(m.status)).length;
      const survived = count('Survived');
      const noCoverage = count('NoCoverage');
      const counted = caught + survived + noCoverage;
      const missed = mutants
        .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
        .map((m) => ({ ...m, file }))
        .sort((a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column);
      return { file, caught, survived, noCoverage, ignored: count('Ignored'), equivalent: all.mutants.length - mutants.length, score: counted ? (100 * caught) / counted : null, missed };
    });
}

/** The whole book's score from its modules' counts. */
export function totalScore(modules: readonly ModuleScore[]): { caught: number; counted: number; score: number | null } {
  const caught = modules.reduce((n, m) => n + m.caught, 0);
  const counted = modules.reduce((n, m) => n + m.caught + m.survived + m.noCoverage, 0);
  return { caught, counted, score: counted ? (100 * caught) / counted : null };
}
