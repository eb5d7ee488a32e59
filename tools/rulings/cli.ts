/**
 * node tools/rulings/cli.ts coverage [book] [--report reports/<file>.ndjson …]
 *   lists the normative clauses (rule, variant) whose status in the run is not `passed`
 *   (failed, untested, not-applicable; tools/rulings/status.ts), with file:line and why; exits
 *   1 if any. The default reports are each book's reports/<book>.ndjson, written by
 *   `npm run conformance`.
 *   Exit codes: 0 every normative clause passed; 1 some did not; 2 usage error (unknown option
 *   or book, a report that is missing, unreadable, truncated or not a Cucumber message stream).
 */
import { join, resolve } from 'node:path';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fail, parseCommandLine } from '../command-line.ts';
import { loadSpec } from '../spec/load.ts';
import { coverage, parseChapters } from './coverage.ts';
import { checkGaps, readKnownGaps, type GapCheck } from './known-gaps.ts';
import { checkReport, defaultReports, loadRulings } from './load.ts';

const USAGE = 'usage: node tools/rulings/cli.ts coverage [book] [--chapters N-M] [--known-gaps FILE] [--report reports/<file>.ndjson …]';
const HELP = `${USAGE}

Lists the normative clauses (rule, variant) of the book (default: every book) whose status in
the reports is not passed, as file:line:column, and exits 1 if there are any.
  --report FILE   a Cucumber message stream (NDJSON) to read; may be given more than once
                  (default: reports/<book>.ndjson, written by npm run conformance)
  --chapters N-M  only the clauses of chapters N to M (the number each spec file's name
                  begins with: spec/twgp/07-attack.md is chapter 7); one book required
  --known-gaps F  tolerate the untested clauses listed in F ('<clause-id> <reason>' per line,
                  '#' comments) as known gaps; an entry that now passes, names no normative
                  clause of the check or is listed twice is an error, so the list only shrinks;
                  a failing ruling is never excused
  --help          this text
exit codes: 0 all passed; 1 some did not; 2 usage error or a report that is missing, truncated
or not a Cucumber message stream.`;
const root = process.cwd();

const parsed = parseCommandLine(USAGE, { report: { type: 'string', multiple: true }, chapters: { type: 'string' }, 'known-gaps': { type: 'string' } }, { help: HELP });
const [command, book, ...extra] = parsed.positionals;
if (command !== 'coverage') fail(command === undefined ? USAGE : `unknown command '${command}'\n${USAGE}`);
const chaptersText = parsed.values.chapters;
const chapters = chaptersText === undefined ? undefined : parseChapters(chaptersText);
if (chaptersText !== undefined && !chapters) fail(`--chapters takes a chapter or a range such as 01-19, got '${chaptersText}'\n${USAGE}`);
if (chapters && !book) fail(`--chapters needs a book (chapter numbers are each book's own)\n${USAGE}`);
if (extra.length) fail(`one book at most, got ${parsed.positionals.length - 1}: ${parsed.positionals.slice(1).join(' ')}\n${USAGE}`);
// The cheap checks first (the book's folder, the reports), the slow reading of spec and features after.
const bookFolders = () => {
  try {
    return readdirSync(join(root, 'spec'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  } catch {
    return fail(`no spec/ folder in ${root}: run coverage from the repository root`);
  }
};
if (book && !bookFolders().includes(book)) fail(`unknown rulebook '${book}' (have: ${bookFolders().join(', ')})`);
const reports = parsed.values.report?.length
  ? parsed.values.report.map((r) => resolve(r))
  : book && existsSync(join(root, 'reports', `${book}.ndjson`))
    ? [join(root, 'reports', `${book}.ndjson`)]
    : defaultReports(root);
const missing = reports.filter((r) => !existsSync(r));
if (missing.length) fail(`no report at ${missing.join(', ')}: run npm run conformance first`);
const folders = reports.filter((r) => statSync(r).isDirectory());
if (folders.length) fail(`${folders.join(', ')}: a report is a file (reports/<book>.ndjson), not a folder`);
if (!reports.length) fail(`no report in reports/: run npm run conformance${book ? ` -- --book ${book}` : ''} first`);
let spec;
let rulings;
try {
  for (const r of reports) checkReport(r);
  spec = loadSpec(root);
  if (book && !spec.books.includes(book)) fail(`unknown rulebook '${book}' (have: ${spec.books.join(', ')})`);
  rulings = loadRulings(root, reports);
} catch (error) {
  fail((error as Error).message);
}
const notRun = rulings.filter((r) => r.status === 'not-run' && (!book || r.book === book)).length;
const result = coverage(spec.clauses, rulings, book, chapters);
const gapsFile = parsed.values['known-gaps'];
let gapCheck: GapCheck = { unexcused: result.uncovered, excused: [], errors: [] };
if (gapsFile !== undefined) {
  let text: string;
  try {
    text = readFileSync(gapsFile, 'utf8');
  } catch (error) {
    fail(`cannot read the known gaps ${gapsFile}: ${(error as Error).message}`);
  }
  gapCheck = checkGaps(result, readKnownGaps(text, gapsFile), gapsFile, new Set(result.ids));
}
for (const c of gapCheck.unexcused) {
  const why =
    c.status === 'failed'
      ? `has ${c.result.failures!.length} failing ruling(s): ${c.result.failures!.map((f) => `${f.file}:${f.line} '${f.ruling}'`).join(', ')}`
      : c.status === 'not-applicable'
        ? `is not applicable (${c.result.notApplicable!.join('; ')})`
        : 'has no passing ruling';
  console.log(`${c.file}:${c.line}:${c.column}: ${c.kind} ${c.id} ${why}`);
}
for (const e of gapCheck.errors) console.log(e);
const excused = gapCheck.excused.length ? `; ${gapCheck.excused.length} untested known gaps listed in ${gapsFile}` : '';
console.log(`${book ?? 'all rulebooks'}${chapters ? ` chapters ${chaptersText}` : ''}: ${result.covered}/${result.normative} normative clauses passed${excused}${notRun ? ` (${notRun} rulings not in the report)` : ''}`);
process.exit(gapCheck.unexcused.length || gapCheck.errors.length ? 1 : 0);
