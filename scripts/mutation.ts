/**
 * npm run mutation -- <book> [--mutate <file or glob> …] [--concurrency N]
 *
 * Mutation testing of a book's engine against its rulings (Stryker with its cucumber runner;
 * the configuration is mutation/<book>.stryker.mjs). Prints the score of every module and
 * each mutant the rulings let through with its file:line, and leaves the HTML and JSON
 * reports in reports/mutation/<book>.{html,json}. --mutate narrows the run to some files
 * (a quicker check of one module); --concurrency sets how many test runners Stryker starts
 * (the configuration's 2 by default; 1 leaves a core free on a busy machine). A full run records the book's score in mutation/scores.json
 * (tools/mutation/scores.ts). Mutants mutation/equivalent.json lists as equivalent, with the
 * reason, are left out of the score and printed apart (tools/mutation/equivalent.ts). Exit codes: 0 the run finished (whatever the score);
 * 1 Stryker failed; 2 usage error.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fail, parseCommandLine } from '../tools/command-line.ts';
import { moduleScores, readMutationReport, totalScore } from '../tools/mutation/report.ts';
import { readScores, recordScore, SCORES_FILE } from '../tools/mutation/scores.ts';
import { EQUIVALENT_FILE, matchEquivalents, readEquivalents } from '../tools/mutation/equivalent.ts';

const USAGE = `usage: npm run mutation -- <book> [--mutate <file or glob> …] [--concurrency N] [--from-report]
  <book>     one of the books with a configuration in mutation/ (mutation/<book>.stryker.mjs)
  --mutate   mutate only these files of the book's engine (repeatable), e.g. engine/janken-gear/battle.ts
  --concurrency N
             how many test runners Stryker starts in parallel (default: the configuration's, 2)
  --from-report
             run no mutant: read the last run's report again (after editing mutation/equivalent.json)
Prints each module's mutation score and the mutants no ruling catches (file:line); the reports
are written to reports/mutation/<book>.html and .json.
exit codes: 0 finished; 1 Stryker failed; 2 usage error.`;

const root = process.cwd();
const { values, positionals } = parseCommandLine(USAGE, { mutate: { type: 'string', multiple: true, default: [] }, concurrency: { type: 'string' }, 'from-report': { type: 'boolean', default: false } });
const books = readdirSync(join(root, 'mutation')).filter((f) => f.endsWith('.stryker.mjs')).map((f) => f.replace(/\.stryker\.mjs$/, '')).sort();
if (positionals.length !== 1) fail(`name one book (${books.join(', ')})\n${USAGE}`);
const book = positionals[0]!;
if (!books.includes(book)) fail(`no mutation configuration for '${book}' (have: ${books.join(', ')})\n${USAGE}`);
for (const m of values.mutate) if (!m.startsWith(`engine/${book}/`)) fail(`--mutate ${m}: only files of engine/${book}/ are mutated for ${book}`);

const concurrency = values.concurrency;
if (concurrency !== undefined && !/^[1-9][0-9]?$/.test(concurrency)) fail(`--concurrency ${concurrency}: must be a whole number from 1 to 99\n${USAGE}`);

const stryker = join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
if (!existsSync(stryker)) fail(`Stryker is not installed (${stryker}); run npm ci`);
const args = [stryker, 'run', `mutation/${book}.stryker.mjs`, ...(values.mutate.length ? ['--mutate', values.mutate.join(',')] : []), ...(concurrency ? ['--concurrency', concurrency] : [])];
const started = Date.now();
const fromReport = values['from-report'];
if (fromReport && (values.mutate.length || concurrency)) fail(`--from-report runs no mutant: it takes neither --mutate nor --concurrency\n${USAGE}`);
// The files a --mutate run was narrowed to, kept beside its report, so that --from-report
// never records the score of some modules as the book's. Written before a narrowed run and
// removed only after a whole run has finished: a run that fails or is stopped part way leaves
// the report it found, and the marker must still describe that report.
const narrowedFile = join(root, 'reports', 'mutation', `${book}.narrowed.json`);
if (!fromReport) {
  if (values.mutate.length) {
    mkdirSync(dirname(narrowedFile), { recursive: true });
    writeFileSync(narrowedFile, `${JSON.stringify(values.mutate)}\n`);
  }
  const run = spawnSync(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'], cwd: root });
  if (run.status !== 0) fail(`Stryker failed (exit ${run.status ?? run.signal}); see its output above`, 1);
  if (!values.mutate.length) rmSync(narrowedFile, { force: true });
}
const narrowedTo: string[] = values.mutate.length ? values.mutate : existsSync(narrowedFile) ? (JSON.parse(readFileSync(narrowedFile, 'utf8')) as string[]) : [];

const reportFile = join('reports', 'mutation', `${book}.json`);
if (fromReport && !existsSync(join(root, reportFile))) fail(`--from-report: no report ${reportFile}; run npm run mutation -- ${book} first`, 1);
const files = readMutationReport(join(root, reportFile));
let equivalents;
try {
  equivalents = matchEquivalents(files, readEquivalents(root, book));
} catch (error) {
  fail((error as Error).message, 1);
}
const modules = moduleScores(files, equivalents.ids);
const pct = (s: number | null) => (s === null ? '   -  ' : `${s.toFixed(1).padStart(5)}%`);
console.log(`\nmutation score of engine/${book}/ against features/${book}/ (${fromReport ? `from ${reportFile}` : `${((Date.now() - started) / 60000).toFixed(1)} min`}):`);
for (const m of modules) console.log(`  ${pct(m.score)}  ${m.file}: ${m.caught} caught, ${m.survived} survived, ${m.noCoverage} reached by no ruling, ${m.ignored} ignored (prose)${m.equivalent ? `, ${m.equivalent} equivalent (${EQUIVALENT_FILE})` : ''}`);
const total = totalScore(modules);
console.log(`  ${pct(total.score)}  all: ${total.caught} of ${total.counted} mutants caught`);
const missed = modules.flatMap((m) => m.missed);
if (missed.length) {
  console.log(`\nmutants no ruling catches (${missed.length}):`);
  for (const m of missed) console.log(`  ${m.file}:${m.location.start.line}:${m.location.start.column}: ${m.status === 'NoCoverage' ? 'reached by no ruling' : 'survived'}: ${m.mutatorName}${m.replacement !== undefined ? ` → ${JSON.stringify(m.replacement).slice(0, 80)}` : ''}`);
}
if (equivalents.stale.length) {
  console.log(`\nentries of ${EQUIVALENT_FILE} that name no surviving mutant (caught now, or the code changed; update or remove them):`);
  for (const e of equivalents.stale) console.log(`  ${e.file}:${e.line}: ${e.mutator} ${JSON.stringify(e.original)} → ${JSON.stringify(e.replacement)}`);
}
console.log(`\nreports: reports/mutation/${book}.html, ${reportFile}`);
if (narrowedTo.length) {
  console.log(`not recorded in ${SCORES_FILE}: the report is of a run narrowed to ${narrowedTo.join(', ')}; a run of the whole book records its score`);
} else {
  // Read again from the report, the figures keep the run's date and commit.
  const entry = recordScore(root, book, modules, fromReport ? readScores(root)[book] : undefined);
  console.log(`recorded in ${SCORES_FILE}: ${book} ${entry.score}% on ${entry.date} at ${entry.commit} (commit it, and update the table in docs/conformance.md)`);
}
