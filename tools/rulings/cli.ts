/**
 * node tools/rulings/cli.ts coverage [book] [--report reports/<file>.ndjson …]
 *   lists the normative clauses (rule, variant) whose status in the run is not `passed`
 *   (failed, untested, not-applicable; tools/rulings/status.ts), with file:line and why; exits
 *   1 if any. The default reports are each book's reports/<book>.ndjson, written by
 *   `npm run conformance`.
 */
import { join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadSpec } from '../spec/load.ts';
import { coverage } from './coverage.ts';
import { defaultReports, loadRulings } from './load.ts';

const USAGE = 'usage: node tools/rulings/cli.ts coverage [book] [--report reports/<file>.ndjson …]';
const root = process.cwd();

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { report: { type: 'string', multiple: true } } });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const [command, book, ...extra] = parsed.positionals;
if (command !== 'coverage' || extra.length) fail(USAGE);
const spec = loadSpec(root);
if (book && !spec.books.includes(book)) fail(`unknown rulebook '${book}' (have: ${spec.books.join(', ')})`);
const reports = parsed.values.report?.length
  ? parsed.values.report.map((r) => resolve(r))
  : book && existsSync(join(root, 'reports', `${book}.ndjson`))
    ? [join(root, 'reports', `${book}.ndjson`)]
    : defaultReports(root);
const missing = reports.filter((r) => !existsSync(r));
if (missing.length) fail(`no report at ${missing.join(', ')}: run npm run conformance first`);
if (!reports.length) fail(`no report in reports/: run npm run conformance${book ? ` -- --book ${book}` : ''} first`);
let rulings;
try {
  rulings = loadRulings(root, reports);
} catch (error) {
  fail((error as Error).message);
}
const notRun = rulings.filter((r) => r.status === 'not-run' && (!book || r.book === book)).length;
const result = coverage(spec.clauses, rulings, book);
for (const c of result.uncovered) {
  const why =
    c.status === 'failed'
      ? `has ${c.result.failures!.length} failing ruling(s): ${c.result.failures!.map((f) => `${f.file}:${f.line} '${f.ruling}'`).join(', ')}`
      : c.status === 'not-applicable'
        ? `is not applicable (${c.result.notApplicable!.join('; ')})`
        : 'has no passing ruling';
  console.log(`${c.file}:${c.line}:${c.column}: ${c.kind} ${c.id} ${why}`);
}
console.log(`${book ?? 'all rulebooks'}: ${result.covered}/${result.normative} normative clauses passed${notRun ? ` (${notRun} rulings not in the report)` : ''}`);
process.exit(result.uncovered.length ? 1 : 0);
