/**
 * node tools/rulings/cli.ts coverage [book]
 *   lists normative clauses (rule, variant) with no passing ruling, from the last run's
 *   reports/cucumber.ndjson; exits 1 if any.
 */
import { loadSpec } from '../spec/load.ts';
import { coverage } from './coverage.ts';
import { loadRulings } from './load.ts';

const [command, book] = process.argv.slice(2);
const root = process.cwd();
if (command !== 'coverage') {
  console.error('usage: node tools/rulings/cli.ts coverage [book]');
  process.exit(2);
}
const spec = loadSpec(root);
if (book && !spec.books.includes(book)) {
  console.error(`unknown rulebook '${book}' (have: ${spec.books.join(', ')})`);
  process.exit(2);
}
const rulings = loadRulings(root);
const notRun = rulings.filter((r) => r.status === 'not-run' && (!book || r.book === book)).length;
const result = coverage(spec.clauses, rulings, book);
for (const c of result.uncovered) console.log(`${c.file}:${c.line}:${c.column}: ${c.kind} ${c.id} has no passing ruling`);
console.log(`${book ?? 'all rulebooks'}: ${result.covered}/${result.normative} normative clauses covered by a passing ruling${notRun ? ` (${notRun} rulings not in the last report: run npm run conformance)` : ''}`);
process.exit(result.uncovered.length ? 1 : 0);
