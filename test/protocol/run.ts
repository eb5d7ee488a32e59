/**
 * Runs `npm run conformance` (scripts/conformance.ts) for one book against an engine command
 * and reads its per-clause report: what the protocol tests compare.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConformanceReport } from '../../tools/rulings/report.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Run {
  code: number;
  output: string;
  report: ConformanceReport;
}

/** `out`: where the report goes (by default a temporary folder). */
export function conformance(book: string, engine: string | undefined, extra: string[] = [], out = join(mkdtempSync(join(tmpdir(), `conformance-${book}-`)), `${book}.json`)): Promise<Run> {
  const args = ['scripts/conformance.ts', '--book', book, '--report', out, ...(engine ? ['--engine', engine] : []), ...extra];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => {
      if (!existsSync(out)) return reject(new Error(`no report was written (exit ${code}):\n${output}`));
      resolve({ code: code ?? 1, output, report: JSON.parse(readFileSync(out, 'utf8')) as ConformanceReport });
    });
  });
}

/** The reference's in-process report of the last `npm run conformance` (the rulings stage), or a fresh one. */
export async function referenceReport(book: string): Promise<ConformanceReport> {
  const path = join(ROOT, 'reports', `${book}.json`);
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as ConformanceReport;
  return (await conformance(book, undefined)).report;
}

export const statuses = (r: ConformanceReport) => Object.fromEntries(r.clauses.map((c) => [c.id, c.status]));

/** The serve command for the reference engine of a book, with an optional fault. */
export const served = (book: string, fault?: string) => `${JSON.stringify(process.execPath)} tools/protocol/serve.ts ${book}${fault ? ` --fault ${fault}` : ''}`;
