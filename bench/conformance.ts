/**
 * node bench/conformance.ts [pairs] [--jobs <n>]   (npm run bench -- conformance)
 *
 * The whole rulings suite against its floor (issue 16, goal at most 1.3×). The real run is
 * what `npm run conformance` spawns: one cucumber process per book (`-p <book>`, the book's
 * steps through ts-node, its progress formatter, and the message and HTML formatters), `jobs`
 * books at a time. The floor is cucumber itself with the same features, the same formatters
 * and options, and no-op step definitions in plain JavaScript: no support code, no world, no
 * engine, no TypeScript loader. Runs alternate real/floor for `pairs` pairs (default 3); each
 * prints its whole-process time (from the first book's start to the last one's end) and the
 * CPU seconds of its processes (Linux: the children's times of /proc/self/stat), then the
 * medians and their ratio. Every file it writes is under os.tmpdir() and removed at the end.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { AstBuilder, GherkinClassicTokenMatcher, Parser, compile } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { integerArgument, usageError } from '../scripts/lib/cli.ts';
import { childCpuSeconds, median, ratioLine } from './lib/process-time.ts';

const USAGE = 'usage: node bench/conformance.ts [pairs] [--jobs <n>]   (pairs of real and floor runs, an integer from 1 to 20, default 3; --jobs: books run at the same time, 1 to 16, default 2 as npm run conformance)';
const GOAL = 1.3;

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { jobs: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
} catch (e) {
  usageError((e as Error).message, USAGE);
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (parsed.positionals.length > 1) usageError('one positional argument at most (the number of pairs)', USAGE);
const pairsArg = integerArgument('pairs', parsed.positionals[0] ?? '3', 1, 20);
if (!pairsArg.ok) usageError(pairsArg.message, USAGE);
const jobsArg = parsed.values.jobs === undefined ? ({ ok: true, value: 2 } as const) : integerArgument('--jobs', parsed.values.jobs, 1, 16);
if (!jobsArg.ok) usageError(jobsArg.message, USAGE);
const pairs = pairsArg.value;
const jobs = jobsArg.value;

const root = fileURLToPath(new URL('..', import.meta.url));
const cucumber = join(root, 'node_modules', '@cucumber', 'cucumber', 'bin', 'cucumber.js');
const books = readdirSync(join(root, 'features')).filter((d) => !d.startsWith('.')).sort();

/** Every .feature file below `dir`. */
function featureFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.feature'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/**
 * The step texts (after outline substitution) that carry a data table or doc string, and the
 * number of scenarios (pickles), over every book's features.
 */
function stepShapes(): { withArgument: Set<string>; withoutArgument: Set<string>; pickles: number } {
  const withArgument = new Set<string>();
  const withoutArgument = new Set<string>();
  let pickles = 0;
  const newId = IdGenerator.incrementing();
  for (const book of books) {
    for (const path of featureFiles(join(root, 'features', book))) {
      const uri = relative(root, path);
      const parser = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher());
      const document = parser.parse(readFileSync(path, 'utf8'));
      for (const pickle of compile(document, uri, newId)) {
        pickles++;
        for (const step of pickle.steps) (step.argument ? withArgument : withoutArgument).add(step.text);
      }
    }
  }
  return { withArgument, withoutArgument, pickles };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The floor's step definitions and configuration, in a fresh folder of os.tmpdir(). */
function writeFloor(dir: string): { config: string; pickles: number; texts: number } {
  const { withArgument, withoutArgument, pickles } = stepShapes();
  const both = [...withArgument].filter((t) => withoutArgument.has(t));
  if (both.length) throw new Error(`a step text occurs both with and without a data table or doc string, so no one no-op step fits it: ${both[0]}`);
  const alternatives = [...withArgument].map(escape).join('|') || '(?!)';
  const cucumberUrl = import.meta.resolve('@cucumber/cucumber');
  const steps = join(dir, 'noop.steps.mjs');
  writeFileSync(
    steps,
    [
      `import { defineStep } from ${JSON.stringify(cucumberUrl)};`,
      `const withArgument = ${JSON.stringify(alternatives)};`,
      `defineStep(new RegExp('^(?:' + withArgument + ')$'), function (argument) {});`,
      `defineStep(new RegExp('^(?!(?:' + withArgument + ')$).*$'), function () {});`,
      '',
    ].join('\n'),
  );
  const config = join(dir, 'cucumber.floor.mjs');
  // The floor's profiles: each book's real profile with the no-op steps instead of its own.
  writeFileSync(
    config,
    [
      `import * as real from ${JSON.stringify(pathToFileURL(join(root, 'cucumber.mjs')).href)};`,
      `const floor = (p) => ({ ...p, import: [${JSON.stringify(steps)}], loader: [], require: [], requireModule: [] });`,
      `export default floor(real.default);`,
      ...books.map((b) => `export const ${JSON.stringify(b).slice(1, -1).replace(/-/g, '_')} = floor(real[${JSON.stringify(b)}]);`),
      `export { ${books.filter((b) => b.includes('-')).map((b) => `${b.replace(/-/g, '_')} as ${JSON.stringify(b)}`).join(', ')} };`,
      '',
    ].join('\n'),
  );
  // cucumber reads --config relative to the working folder, the repository's root.
  return { config, pickles, texts: withArgument.size + withoutArgument.size };
}

interface Run {
  wall: number;
  cpu: number | undefined;
  books: Map<string, number>;
}

/** One book's cucumber process, as scripts/conformance.ts spawns it; its output is kept only on failure. */
function runBook(book: string, out: string, config: string | undefined): Promise<{ code: number; output: string; seconds: number }> {
  const cli = [cucumber, ...(config ? ['--config', relative(root, config)] : []), '-p', book, '--format', `message:${join(out, `${book}.ndjson`)}`, '--format', `html:${join(out, `${book}.html`)}`];
  const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --disable-warning=DEP0180`.trim(), TCG_ENGINE: '', TCG_ENGINE_TIMEOUT_MS: '10000' };
  const start = performance.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, cli, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', (e) => done({ code: 127, output: `${output}\n${e.message}`, seconds: (performance.now() - start) / 1000 }));
    child.on('close', (code) => done({ code: code ?? 1, output, seconds: (performance.now() - start) / 1000 }));
  });
}

/** Every book, `jobs` at a time; the whole time and the CPU seconds of the processes. */
async function runAll(out: string, config: string | undefined): Promise<Run> {
  const cpuBefore = childCpuSeconds();
  const start = performance.now();
  const queue = [...books];
  const times = new Map<string, number>();
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: Math.min(jobs, books.length) }, async () => {
      for (let b = queue.shift(); b !== undefined; b = queue.shift()) {
        const r = await runBook(b, out, config);
        times.set(b, r.seconds);
        if (r.code !== 0) failures.push(`${b} (exit code ${r.code}):\n${r.output.trimEnd().split('\n').slice(-15).join('\n')}`);
      }
    }),
  );
  const wall = (performance.now() - start) / 1000;
  const cpuAfter = childCpuSeconds();
  if (failures.length) throw new Error(`the ${config ? 'floor' : 'real'} run failed: ${failures[0]}`);
  return { wall, cpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore, books: times };
}

const dir = mkdtempSync(join(tmpdir(), 'bench-conformance-'));
let failed = false;
try {
  const floor = writeFloor(dir);
  console.log(`${books.length} books (${books.join(', ')}), ${floor.pickles} scenarios, ${floor.texts} distinct step texts; ${pairs} pair${pairs === 1 ? '' : 's'}, ${jobs} book${jobs === 1 ? '' : 's'} at a time`);
  const real: Run[] = [];
  const bare: Run[] = [];
  const fmt = (r: Run) => `${r.wall.toFixed(2)} s${r.cpu === undefined ? '' : ` (${r.cpu.toFixed(2)} s of CPU)`}  [${books.map((b) => `${b} ${r.books.get(b)!.toFixed(2)}`).join(', ')}]`;
  for (let i = 1; i <= pairs; i++) {
    for (const kind of ['real', 'floor'] as const) {
      const out = join(dir, `${kind}-${i}`);
      rmSync(out, { recursive: true, force: true });
      const r = await runAll(out, kind === 'floor' ? floor.config : undefined);
      (kind === 'real' ? real : bare).push(r);
      console.log(`pair ${i} ${kind.padEnd(5)}: ${fmt(r)}`);
      rmSync(out, { recursive: true, force: true });
    }
  }
  const cpu = (runs: Run[]) => (runs.every((r) => r.cpu !== undefined) ? median(runs.map((r) => r.cpu!)) : undefined);
  console.log(ratioLine('whole-process time', median(real.map((r) => r.wall)), median(bare.map((r) => r.wall)), GOAL, cpu(real), cpu(bare)));
  for (const b of books) {
    const rb = median(real.map((r) => r.books.get(b)!));
    const fb = median(bare.map((r) => r.books.get(b)!));
    console.log(`  ${b}: median ${rb.toFixed(2)} s against ${fb.toFixed(2)} s (${(rb / fb).toFixed(2)}×)`);
  }
} catch (e) {
  console.error(`bench/conformance.ts: ${(e as Error).message}`);
  failed = true;
} finally {
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
