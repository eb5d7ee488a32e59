/**
 * node bench/lint.ts [pairs]   (npm run bench -- lint)
 *
 * The spec lint against its parser (issue 16), whole processes, alternating real and floor
 * runs `pairs` times (default 3), each with its CPU seconds (Linux: /proc/self/stat):
 *
 * 1. `node tools/spec/cli.ts lint` (npm run -s spec:lint) on the spec against
 *    bench/lib/parse-floor.ts, which only parses the same files with unified + remark-parse +
 *    remark-gfm: the ratio, goal at most 1.3×.
 * 2. The same on a synthetic spec ten times the size (the spec and nine copies of it whose
 *    books and clause IDs are renamed, so that it lints clean), with the lint's time as a ratio
 *    to its 1× time: goal at most 10×.
 * 3. One chapter file of 12,500, 25,000 and 50,000 clauses (headings, rules with references
 *    back and far, nested clauses in lists, definitions, commentary), through
 *    bench/lib/lint-unsaved.ts: the CLI refuses a chapter over 256 KiB by design, so the text
 *    goes to the same loader as an editor's unsaved buffer. Each doubling should take at most
 *    about twice as long: a step that grows faster than the number of clauses shows here.
 *
 * Every synthetic file is written under os.tmpdir() and removed at the end.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { integerArgument, usageError } from '../scripts/lib/cli.ts';
import { childCpuSeconds, median, ratioLine } from './lib/process-time.ts';

const USAGE = 'usage: node bench/lint.ts [pairs]   (pairs of real and floor runs per size, an integer from 1 to 20, default 3)';
const args = process.argv.slice(2);
if (args[0] === '--help' || args[0] === '-h') {
  console.log(USAGE);
  process.exit(0);
}
if (args.length > 1) usageError('one argument at most (the number of pairs)', USAGE);
if (args[0]?.startsWith('-')) usageError(`unknown option '${args[0]}'`, USAGE);
const pairsArg = integerArgument('pairs', args[0] ?? '3', 1, 20);
if (!pairsArg.ok) usageError(pairsArg.message, USAGE);
const pairs = pairsArg.value;

const root = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(root, 'tools', 'spec', 'cli.ts');
const FLOOR = join(root, 'bench', 'lib', 'parse-floor.ts');
const UNSAVED = join(root, 'bench', 'lib', 'lint-unsaved.ts');

interface Timed {
  wall: number;
  cpu: number | undefined;
  stdout: string;
}

/** One whole process, `node <script> …args` with SPEC_ROOT=`specRoot`; it must exit 0. */
function time(script: string, args: string[], specRoot: string): Timed {
  const cpuBefore = childCpuSeconds();
  const start = performance.now();
  const r = spawnSync(process.execPath, [script, ...args], { cwd: root, env: { ...process.env, SPEC_ROOT: specRoot }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const wall = (performance.now() - start) / 1000;
  const cpuAfter = childCpuSeconds();
  if (r.status !== 0) throw new Error(`node ${script} ${args.join(' ')} (SPEC_ROOT=${specRoot}) exited with ${r.status ?? r.signal}:\n${`${r.stdout}${r.stderr}`.trimEnd().split('\n').slice(0, 12).join('\n')}`);
  return { wall, cpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore, stdout: r.stdout.trim() };
}

interface Compared {
  real: number;
  floor: number;
  realCpu: number | undefined;
  floorCpu: number | undefined;
}

/** `pairs` alternating runs of `real` and `floor`; prints each and the medians. */
function compare(label: string, real: [string, string[]], floor: [string, string[]], specRoot: string): Compared {
  const r: Timed[] = [];
  const f: Timed[] = [];
  const show = (t: Timed) => `${t.wall.toFixed(2)} s${t.cpu === undefined ? '' : ` (${t.cpu.toFixed(2)} s of CPU)`}`;
  for (let i = 1; i <= pairs; i++) {
    r.push(time(real[0], real[1], specRoot));
    f.push(time(floor[0], floor[1], specRoot));
    console.log(`  ${label} pair ${i}: lint ${show(r.at(-1)!)}, floor ${show(f.at(-1)!)}`);
  }
  console.log(`  lint: ${r[0]!.stdout.split('\n').at(-1)}; floor: ${f[0]!.stdout}`);
  const cpu = (ts: Timed[]) => (ts.every((t) => t.cpu !== undefined) ? median(ts.map((t) => t.cpu!)) : undefined);
  const out = { real: median(r.map((t) => t.wall)), floor: median(f.map((t) => t.wall)), realCpu: cpu(r), floorCpu: cpu(f) };
  console.log(ratioLine(`${label}: lint against the bare parse`, out.real, out.floor, 1.3, out.realCpu, out.floorCpu));
  return out;
}

const BOOKS = readdirSync(join(root, 'spec')).filter((d) => !d.startsWith('.')).sort();

/** The spec and nine renamed copies of it (books `<book>-copyN`, IDs and links renamed alike). */
function tenfold(dir: string): void {
  cpSync(join(root, 'spec'), join(dir, 'spec'), { recursive: true });
  const prefix = new RegExp(`(?<![a-z0-9-])(${BOOKS.map((b) => b.replace(/-/g, '\\-')).join('|')})\\.(?=[a-z0-9])`, 'g');
  for (let k = 1; k <= 9; k++) {
    for (const book of BOOKS) {
      const to = join(dir, 'spec', `${book}-copy${k}`);
      mkdirSync(to);
      for (const name of readdirSync(join(root, 'spec', book)).filter((n) => n.endsWith('.md'))) {
        writeFileSync(join(to, name), readFileSync(join(root, 'spec', book, name), 'utf8').replace(prefix, `$1-copy${k}.`));
      }
    }
  }
}

/** One chapter of `n` clauses: sections of 100, rules referring back and far, list clauses, definitions, commentary. */
function bigChapter(n: number): string {
  const id = (i: number) => `bench.big.c${i}`;
  const lines = ['# 大きな章', ''];
  for (let i = 1; i <= n; i++) {
    if (i % 100 === 1) lines.push(`## 節 ${(i - 1) / 100 + 1}`, '', '> 注釈の段落です。条項ではありません。', '');
    if (i % 50 === 0) {
      lines.push(`definition[${id(i)}] reading=ようご en="term ${i}"`, `**用語${i}**は条項 ${i} で定める語である。`, '');
    } else if (i % 10 === 0 && i + 2 <= n) {
      // A rule owning a list whose two items are clauses of their own.
      lines.push(`rule[${id(i)}]`, `規則 ${i} は次の二つからなる。[前の条項](#${id(i - 1)})を参照する。`, '', `- rule[${id(i + 1)}]`, `  項目 ${i + 1}。`, `- rule[${id(i + 2)}]`, `  項目 ${i + 2}。[遠くの条項](#${id(Math.max(1, i - 5000))})を見よ。`, '');
      i += 2;
    } else {
      const back = i > 1 ? `[前の条項](#${id(i - 1)})と[はじめの条項](#${id(1 + ((i * 7919) % Math.max(1, i - 1)))})に従う。` : '最初の規則である。';
      lines.push(`rule[${id(i)}]`, `規則 ${i}：${back}`, '');
    }
  }
  return lines.join('\n');
}

const dir = mkdtempSync(join(tmpdir(), 'bench-lint-'));
let failed = false;
try {
  const load = (await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(', ');
  console.log(`${pairs} pair${pairs === 1 ? '' : 's'} per size; load average ${load}`);
  const one = compare('1× spec', [CLI, ['lint']], [FLOOR, []], root);

  const ten = join(dir, 'ten');
  tenfold(ten);
  const tenfoldRun = compare('10× spec', [CLI, ['lint']], [FLOOR, []], ten);
  const tr = tenfoldRun.real / one.real;
  const cpuRatio = tenfoldRun.realCpu !== undefined && one.realCpu !== undefined ? `; CPU seconds ${tenfoldRun.realCpu.toFixed(2)} against ${one.realCpu.toFixed(2)}, ${(tenfoldRun.realCpu / one.realCpu).toFixed(2)}×` : '';
  console.log(`10× spec against 1×: lint median ${tenfoldRun.real.toFixed(2)} s against ${one.real.toFixed(2)} s: ${tr.toFixed(2)}× (goal at most 10×: ${tr <= 10 ? 'met' : 'not met'})${cpuRatio}`);

  let previous: Compared | undefined;
  for (const n of [12_500, 25_000, 50_000]) {
    const big = join(dir, `big-${n}`);
    mkdirSync(join(big, 'spec', 'bench'), { recursive: true });
    writeFileSync(join(big, 'spec', 'bench', '01-big.md'), bigChapter(n));
    const c = compare(`one file of ${n} clauses`, [UNSAVED, []], [FLOOR, []], big);
    if (previous) {
      const g = c.real / previous.real;
      const gc = c.realCpu !== undefined && previous.realCpu !== undefined ? `, CPU seconds ${(c.realCpu / previous.realCpu).toFixed(2)}×` : '';
      console.log(`  twice the clauses: lint ${g.toFixed(2)}× as long${gc} (linear: about 2×; the bare parse ${(c.floor / previous.floor).toFixed(2)}×)`);
    }
    previous = c;
    rmSync(big, { recursive: true, force: true });
  }
} catch (e) {
  console.error(`bench/lint.ts: ${(e as Error).message}`);
  failed = true;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
