/**
 * `npm test`: every check of the project, ending with one line `N passed, N failed`.
 * Stages: spec lint, feature lint, stale rulings, type check, rulings against the reference
 * engines in process (writes reports/), clause coverage of every book, protocol tests (the
 * served reference, the Python engine, engines with faults; they compare with reports/ and
 * add the Python engine's report), site build (reads reports/), tests of the built site,
 * browser tests; the unit tests run alongside the last three and print their output after.
 * Each stage runs even if an earlier one failed, except those that need its output.
 * Before the last line it prints how long each stage took (wall-clock seconds, and the CPU
 * seconds of its processes where /proc tells), so that every run, CI's included, leaves the
 * figures of where the time goes (issue 16).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cucumberCounts, nodeTestCounts, run, type RunResult } from './lib/run.ts';
import { ensureChromium } from './lib/chromium.ts';
import { childCpuSeconds } from '../bench/lib/process-time.ts';

if (process.argv.length > 2) {
  const help = process.argv.includes('--help') || process.argv.includes('-h');
  (help ? process.stdout : process.stderr).write(`${help ? '' : `npm test takes no arguments, got ${process.argv.slice(2).map((a) => `'${a}'`).join(' ')}\n`}usage: npm test   (one stage alone: see the scripts of package.json, e.g. npm run test:unit)\n`);
  process.exit(help ? 0 : 2);
}

// Node's module compile cache for every process this run starts (the stages, the tests and
// the command lines the tests start in turn, hundreds of them): a TypeScript module is
// stripped of its types and compiled once, not in every process. It takes a command's start
// from about 0.35 s to 0.11 s here, and the unit tests from 145 s to 79 s (docs/performance.md).
// Node keys each entry by the module's contents, so an edited file is compiled afresh; an
// environment that sets NODE_COMPILE_CACHE or NODE_DISABLE_COMPILE_CACHE keeps its choice.
if (!process.env.NODE_COMPILE_CACHE && !process.env.NODE_DISABLE_COMPILE_CACHE) {
  process.env.NODE_COMPILE_CACHE = join(tmpdir(), 'node-compile-cache');
}

let passed = 0;
let failed = 0;
const failures: string[] = [];

/**
 * Each stage's title, wall-clock milliseconds and CPU seconds (its processes' user + system
 * time; undefined without /proc, and for the stages the unit tests run alongside, whose CPU
 * seconds are only known together), in order; the open stage's start.
 */
const timings: { title: string; ms: number; cpu?: number }[] = [];
let open: { title: string; start: number; cpu?: number } | null = null;
const runStart = performance.now();
/** While the unit tests run alongside, a stage's CPU seconds include theirs: not its own. */
let unitRunning = false;

/** CPU seconds of the children ended since `from`. */
function cpuSince(from: number | undefined): number | undefined {
  const now = childCpuSeconds();
  return now !== undefined && from !== undefined ? now - from : undefined;
}

function closeStage() {
  if (open) timings.push({ title: open.title, ms: performance.now() - open.start, cpu: unitRunning ? undefined : cpuSince(open.cpu) });
  open = null;
}

function banner(title: string) {
  closeStage();
  open = { title, start: performance.now(), cpu: childCpuSeconds() };
  console.log(`\n=== ${title}`);
}

/** `overlapped`: the unit tests' clock, and the CPU seconds of the stages they ran beside, theirs included. */
function printTimings(overlapped: { unitMs: number; cpu: number | undefined }) {
  closeStage();
  const line = (clock: number | undefined, cpu: number | undefined, title: string) =>
    `${clock === undefined ? ' '.repeat(10) : `${clock.toFixed(1).padStart(8)} s`}${cpu === undefined ? ' '.repeat(14) : `${cpu.toFixed(1).padStart(8)} s CPU`}  ${title}`;
  console.log('\n=== time per stage (wall clock, and CPU seconds of its processes)');
  for (const t of timings) console.log(line(t.ms / 1000, t.cpu, t.title));
  console.log(line(overlapped.unitMs / 1000, undefined, 'unit tests (alongside the site stages)'));
  console.log(line(undefined, overlapped.cpu, 'the site stages and the unit tests together'));
  const cpu = childCpuSeconds();
  console.log(line((performance.now() - runStart) / 1000, cpu, 'in all'));
}

/** Processes stopped because they ran too long or outlived their stage, said again at the end. */
const stoppedNotes: string[] = [];

/** A stage's name in the failures line, with why it was stopped if it was. */
function failure(name: string, result: RunResult): string {
  return result.stopped ? `${name} (stopped)` : name;
}

/** A stage that is one check: it passes or fails as a whole. */
function single(name: string, result: RunResult) {
  if (result.stopped) stoppedNotes.push(result.stopped);
  if (result.code === 0) passed++;
  else {
    failed++;
    failures.push(failure(name, result));
  }
}

/** A stage whose runner reports its own counts; a crash without counts is one failure. */
function counted(name: string, result: RunResult, counts: { passed: number; failed: number } | null) {
  if (result.stopped) stoppedNotes.push(result.stopped);
  if (!counts) {
    failed++;
    failures.push(`${failure(name, result)} (no test summary; exit code ${result.code})`);
    return;
  }
  passed += counts.passed;
  failed += counts.failed;
  if (counts.failed || result.code !== 0) failures.push(failure(name, result));
  if (!counts.failed && result.code !== 0) failed++;
}

const node = process.execPath;

// No stage may hang the run (CI gives the whole of it 90 minutes, and once spent 80 of them
// waiting after a stage's last line): each is stopped past a limit of some times what it
// takes on these machines, and every test under node:test past its own, so that the test
// that hangs is named. The figures each stage takes are printed at the end of every run.
const MINUTE = 60_000;
const limit = (minutes: number) => ({ timeoutMs: minutes * MINUTE });
const testTimeout = (minutes: number) => `--test-timeout=${minutes * MINUTE}`;

banner('spec lint');
single('spec lint', await run(node, ['tools/spec/cli.ts', 'lint'], {}, limit(3)));

banner('feature lint');
single('feature lint', await run(node, ['tools/rulings/lint.ts'], {}, limit(3)));

banner('stale rulings (clauses changed since their rulings were reviewed)');
single('stale rulings', await run(node, ['tools/rulings/stale-cli.ts', 'stale'], {}, limit(3)));

banner('type check (tsc --noEmit)');
single('type check', await run('tsc', ['--noEmit', '-p', '.'], {}, limit(5)));

banner('rulings (cucumber-js, every book, reference engines in process)');
const rulings = await run(node, ['scripts/conformance.ts'], {}, limit(10));
counted('rulings', rulings, cucumberCounts(rulings.output));

// Books whose every normative clause must have a passing ruling: all four (TWGP's base system
// since issue 11, its options and variants since issue 12).
const FULLY_COVERED = ['tommy-walker', 'kakushin', 'janken-gear', 'twgp'];
for (const book of FULLY_COVERED) {
  banner(`coverage: ${book}`);
  single(`coverage of ${book}`, await run(node, ['tools/rulings/cli.ts', 'coverage', book, '--report', `reports/${book}.ndjson`], {}, limit(3)));
}

banner('protocol tests (served reference, Python engine, faulty engines)');
const protocol = await run(node, ['--test', '--test-reporter=spec', '--test-concurrency=2', testTimeout(8), 'test/protocol/**/*.test.ts'], {}, limit(15));
counted('protocol tests', protocol, nodeTestCounts(protocol.output));

// The unit tests need nothing of the stages before or after them, so they run alongside the
// site's stages, which leave a core idle much of the time (the browser tests took 288 s of
// clock on 198 CPU seconds), rather than on their own before the rulings. Their output is
// kept and printed whole once they end. Two test files at a time (node's default on two
// cores is one): the files share no written path (each writes under its own mkdtemp folder).
closeStage(); // the protocol tests' figures are their own
const unitStart = performance.now();
const unitCpuStart = childCpuSeconds();
unitRunning = true;
const unitRun = run(node, ['--test', '--test-reporter=spec', '--test-concurrency=2', testTimeout(5), 'test/tools/**/*.test.ts', 'test/engine/**/*.test.ts', 'test/scripts/**/*.test.ts'], {}, { echo: false, ...limit(30) })
  .then((result) => ({ result, ms: performance.now() - unitStart }));

banner('site build (the unit tests run alongside from here)');
// Astro's telemetry posts an event from every build, and its process lives until the post is
// answered: a test run sends nothing out of the machine, nor waits on a network that may not answer.
const build = await run('astro', ['build', '--root', 'site'], { ASTRO_TELEMETRY_DISABLED: '1' }, limit(10));
single('site build', build);

if (build.code === 0) {
  banner('site tests (built HTML)');
  // Two files at a time: they only read the built pages.
  const site = await run(node, ['--test', '--test-reporter=spec', '--test-concurrency=2', testTimeout(5), 'test/site/**/*.test.ts'], {}, limit(10));
  counted('site tests', site, nodeTestCounts(site.output));

  banner('browser tests (Chromium)');
  const chromium = await ensureChromium();
  if (chromium.ok) {
    // Two files at a time, each with its own Chromium: the phone-overflow test mostly waits on
    // navigations, which leaves room for the others' work (332 s against 376 s one at a time).
    const browser = await run(node, ['--test', '--test-reporter=spec', '--test-concurrency=2', testTimeout(10), 'test/browser/**/*.test.ts'], {}, limit(25));
    counted('browser tests', browser, nodeTestCounts(browser.output));
  } else {
    console.error(chromium.message);
    failed++;
    failures.push('browser tests (no Chromium)');
  }
} else {
  failed++;
  failures.push('site and browser tests (site did not build)');
}

closeStage();
const { result: unit, ms: unitMs } = await unitRun;
unitRunning = false;
console.log('\n=== unit tests (run alongside the site stages; their output as it was)');
process.stdout.write(unit.output);
counted('unit tests', unit, nodeTestCounts(unit.output));

printTimings({ unitMs, cpu: cpuSince(unitCpuStart) });
console.log('');
for (const note of stoppedNotes) console.log(`stopped: ${note}`);
if (failures.length) console.log(`failed stages: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
