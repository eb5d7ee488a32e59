/**
 * node tools/rulings/cli.ts coverage [book] [--report reports/<file>.ndjson]
 *   lists normative clauses (rule, variant) with no passing ruling in a run's report
 *   (default reports/cucumber.ndjson, written by `npm run conformance`); exits 1 if any.
 */
import { join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadSpec } from '../spec/load.ts';
import { coverage } from './coverage.ts';
import { loadRulings } from './load.ts';

const USAGE = 'usage: node tools/rulings/cli.ts coverage [book] [--report reports/<file>.ndjson]';
const root = process.cwd();
let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { report: { type: 'string' } } });
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const [command, book, ...extra] = parsed.positionals;
if (command !== 'coverage' || extra.length) {
  console.error(USAGE);
  process.exit(2);
}
const report = parsed.values.report ? resolve(parsed.values.report) : join(root, 'reports', 'cucumber.ndjson');
if (!existsSync(report)) {
  console.error(`no report at ${report}: run npm run conformance first`);
  process.exit(2);
}
const spec = loadSpec(root);
if (book && !spec.books.includes(book)) {
  console.error(`unknown rulebook '${book}' (have: ${spec.books.join(', ')})`);
  process.exit(2);
}
const rulings = loadRulings(root, report);
const notRun = rulings.filter((r) => r.status === 'not-run' && (!book || r.book === book)).length;
const result = coverage(spec.clauses, rulings, book);
for (const c of result.uncovered) console.log(`${c.file}:${c.line}:${c.column}: ${c.kind} ${c.id} has no passing ruling`);
console.log(`${book ?? 'all rulebooks'}: ${result.covered}/${result.normative} normative clauses covered by a passing ruling${notRun ? ` (${notRun} rulings not in the report)` : ''}`);
process.exit(result.uncovered.length ? 1 : 0);
