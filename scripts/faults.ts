/**
 * npm run faults -- [--book <book>] [--fault <id> …] [--list] [--verbose] [--jobs <n>] [--timeout <ms>]
 *
 * Runs a book's seeded faults (tools/faults/<book>.ts, docs/seeded-faults.md): for each fault,
 * the rulings tagged with the fault's clauses run against the book's reference engine served
 * over the protocol with that one fault applied (node --import ./tools/faults/hook.ts
 * tools/protocol/serve.ts <book>, TCG_SEEDED_FAULT=<book>:<id>; tools/faults/run.ts). A fault
 * is caught when at least one of those rulings fails, and escaped when all pass. First, once,
 * the same rulings run against the served engine with the hook and no fault: they must all
 * pass, or the result would mean nothing.
 *
 * Before anything runs, the set itself is checked: ids, clauses of the spec, rulings tagged
 * with every fault's clauses, each find text occurring exactly once in its file.
 *
 * With --jobs n (default 2) the faults are shared among n worker processes (this script with
 * --worker), each with its own Cucumber and engine, and each checking first its own share's
 * rulings without a fault.
 *
 * A ruling that fails without a fault is listed, and the faults it is tagged for are UNTESTED
 * (not run; the run fails); the other faults run.
 *
 * Prints one line per fault — caught (with the rulings that failed), ESCAPED (with the
 * rulings that passed), or BROKEN (the faulty engine crashed or did not answer in time, or
 * never loaded the fault's file) — then `N of M seeded faults caught (T s)`.
 * Exit codes: 0 every fault caught; 1 a fault escaped or was broken, or a ruling failed
 * without a fault; 2 a usage error or a fault set that does not check.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { checkFaultSet, type SeededFault } from '../tools/faults/fault.ts';
import { firstLine, prepare, type Outcome, type Verdict } from '../tools/faults/run.ts';
import { FAULT_SETS } from '../tools/faults/sets.ts';
import { loadRulings } from '../tools/rulings/load.ts';
import { loadSpec } from '../tools/spec/load.ts';
import { integerArgument, usageError } from './lib/cli.ts';

const root = process.cwd();
const USAGE = `usage: npm run faults -- [--book <book>] [--fault <id> …] [--list] [--verbose] [--jobs <n>] [--timeout <ms>]
  --book, -p   the book whose seeded faults run (have: ${Object.keys(FAULT_SETS).join(', ')}); default: every book with a set
  --fault      one fault by id (repeatable); default: every fault of the book
  --list       print the faults with their clauses and rulings, run nothing
  --verbose    print each failing ruling's message
  --jobs       worker processes, 1 to 16 (default 2)
  --timeout    milliseconds the engine may take to answer one request, 1 to 3600000 (default 60000: a loaded machine
               must not pass a slow answer off as a caught fault)
exit codes: 0 every fault caught; 1 a fault escaped, was broken or untested (its rulings fail without it); 2 usage error or a fault set that does not check`;

let args;
try {
  args = parseArgs({
    options: {
      book: { type: 'string', short: 'p', multiple: true },
      fault: { type: 'string', multiple: true },
      list: { type: 'boolean' },
      verbose: { type: 'boolean', short: 'v' },
      jobs: { type: 'string' },
      timeout: { type: 'string' },
      worker: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (e) {
  usageError((e as Error).message, USAGE);
}
const opts = args.values;
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}
const books = opts.book?.length ? opts.book : Object.keys(FAULT_SETS);
for (const b of books) if (!Object.hasOwn(FAULT_SETS, b)) usageError(`no seeded-fault set for the book '${b}' (have: ${Object.keys(FAULT_SETS).join(', ')})`, USAGE);
function integer(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const r = integerArgument(name, text, min, max);
  if (!r.ok) usageError(r.message, USAGE);
  return r.value;
}
const timeout = integer('--timeout', opts.timeout, 60_000, 1, 3_600_000);
const jobs = integer('--jobs', opts.jobs, 2, 1, 16);
const wanted = opts.fault ?? [];
for (const id of wanted) {
  if (!books.some((b) => FAULT_SETS[b]!.faults.some((f) => f.id === id))) usageError(`unknown fault '${id}' in ${books.map((b) => `tools/faults/${b}.ts`).join(', ')} (npm run faults -- --list)`, USAGE);
}

// 1. The sets check: every problem of every book, then stop if any.
interface Planned {
  book: string;
  fault: SeededFault;
  rulings: number;
}
const plan: Planned[] = [];
if (!opts.worker) {
  const clauseIds = new Set(loadSpec(root).clauses.map((c) => c.id));
  const rulings = loadRulings(root, []);
  const readSource = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined);
  const problems: string[] = [];
  for (const book of books) {
    const set = FAULT_SETS[book]!;
    problems.push(...checkFaultSet(set, readSource, clauseIds));
    for (const fault of set.faults) {
      if (wanted.length && !wanted.includes(fault.id)) continue;
      const tagged = rulings.filter((r) => r.book === book && r.clauseIds.some((c) => fault.clauses.includes(c)));
      if (!tagged.length) problems.push(`tools/faults/${book}.ts: fault ${fault.id}: no ruling of features/${book}/ is tagged with its clauses ${fault.clauses.join(', ')}`);
      plan.push({ book, fault, rulings: tagged.length });
    }
  }
  if (problems.length) {
    process.stderr.write(`the seeded-fault set does not check:\n  ${problems.join('\n  ')}\n`);
    process.exit(2);
  }
  if (opts.list) {
    for (const p of plan) console.log(`${p.book}:${p.fault.id}  ${p.fault.file} ${p.fault.function}  [${p.fault.clauses.join(' ')}]  ${p.rulings} rulings\n    ${p.fault.why}`);
    process.exit(0);
  }
} else {
  for (const book of books) for (const fault of FAULT_SETS[book]!.faults) if (!wanted.length || wanted.includes(fault.id)) plan.push({ book, fault, rulings: 0 });
}

/** What a worker reports, one JSON line each. */
type Report =
  | { kind: 'clean'; book: string; total: number; failing: Outcome[]; seconds: number }
  | { kind: 'fault'; book: string; id: string; verdict: Verdict; seconds: number }
  | { kind: 'untested'; book: string; id: string; failing: string[] };

const started = Date.now();
const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

// 2a. A worker (or a run with one job): the faults in this process, one report line each.
async function work(emit: (r: Report) => void): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'seeded-faults-'));
  try {
    for (const book of books) {
      const mine = plan.filter((p) => p.book === book);
      if (!mine.length) continue;
      const runner = await prepare(root, FAULT_SETS[book]!, timeout, join(dir, `${book}.applied`));
      const t = Date.now();
      const clean = await runner.clean(mine.flatMap((p) => p.fault.clauses));
      const failing = clean.filter((o) => o.status === 'failed');
      emit({ kind: 'clean', book, total: clean.length, failing, seconds: seconds(t) });
      for (const p of mine) {
        // A fault whose rulings fail without it cannot be judged by them.
        const own = failing.filter((o) => o.clauses.some((c) => p.fault.clauses.includes(c)));
        if (own.length) {
          emit({ kind: 'untested', book, id: p.fault.id, failing: own.map((o) => o.ruling) });
          continue;
        }
        const t = Date.now();
        // Only the feature files of its rulings are read again.
        const verdict = await runner.fault(p.fault, clean.filter((o) => o.clauses.some((c) => p.fault.clauses.includes(c))).map((o) => o.uri));
        emit({ kind: 'fault', book, id: p.fault.id, verdict, seconds: seconds(t) });
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (opts.worker) {
  await work((r) => process.stdout.write(JSON.stringify(r) + '\n'));
  process.exit(0);
}

// 2b. The faults shared among the workers, the ones with most rulings first, each to the least loaded.
let caught = 0;
let bad = false;
function print(r: Report) {
  if (r.kind === 'clean') {
    if (!r.failing.length) return console.log(`${r.book}: ${r.total} rulings pass without a fault (${r.seconds} s)`);
    bad = true;
    console.log(`${r.book}: ${r.failing.length} of ${r.total} rulings fail without a fault (the hook loaded, no fault applied); the faults they are tagged for are not run:`);
    for (const o of r.failing) console.log(`  ${o.ruling}\n    ${o.message.split('\n').filter((l) => l.trim() && !/^\s+at /.test(l)).slice(0, 4).join('\n    ')}`);
    return;
  }
  if (r.kind === 'untested') {
    bad = true;
    return console.log(`UNTESTED ${r.id}: its rulings fail without the fault:\n${r.failing.map((f) => `           ${f}`).join('\n')}`);
  }
  const v = r.verdict;
  if (v.status === 'caught') {
    caught++;
    console.log(`caught   ${r.id}: ${v.failed.length} of ${v.outcomes} rulings failed (${r.seconds} s)`);
    for (const o of v.failed) console.log(`           ${o.ruling}${opts.verbose ? `\n             ${firstLine(o.message)}` : ''}`);
    return;
  }
  bad = true;
  if (v.status === 'broken') return console.log(`BROKEN   ${r.id}: ${v.reason} (${r.seconds} s)`);
  const fault = FAULT_SETS[r.book]!.faults.find((f) => f.id === r.id)!;
  console.log(`ESCAPED  ${r.id}: all ${v.outcomes.length} rulings tagged ${fault.clauses.join(', ')} passed (${r.seconds} s)`);
  for (const o of v.outcomes) console.log(`           ${o.status === 'passed' ? '' : `(${o.status}) `}${o.ruling}`);
}

const shares: Planned[][] = Array.from({ length: Math.min(jobs, plan.length) }, () => []);
const load = shares.map(() => 0);
for (const p of [...plan].sort((a, b) => b.rulings - a.rulings)) {
  const i = load.indexOf(Math.min(...load));
  shares[i]!.push(p);
  load[i]! += p.rulings + 2; // a fault's cost: its rulings and the engine's start
}
if (shares.length <= 1) await work(print);
else {
  await Promise.all(
    shares.map(
      (share) =>
        new Promise<void>((done) => {
          const argv = ['scripts/faults.ts', '--worker', '--timeout', String(timeout), ...[...new Set(share.map((p) => p.book))].flatMap((b) => ['--book', b]), ...share.flatMap((p) => ['--fault', p.fault.id])];
          const child = spawn(process.execPath, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --disable-warning=DEP0180`.trim() } });
          let stderr = '';
          child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
          createInterface({ input: child.stdout }).on('line', (line) => {
            try {
              print(JSON.parse(line) as Report);
            } catch {
              console.log(line);
            }
          });
          child.on('close', (code) => {
            if (code !== 0) {
              bad = true;
              console.log(`a worker failed (exit ${code}) running ${share.map((p) => p.fault.id).join(', ')}:\n${stderr.trimEnd()}`);
            }
            done();
          });
        }),
    ),
  );
}
console.log(`\n${caught} of ${plan.length} seeded faults caught (${seconds(started)} s${shares.length > 1 ? `, ${shares.length} workers` : ''})`);
process.exit(bad || caught < plan.length ? 1 : 0);
