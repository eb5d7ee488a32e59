/**
 * npm run faults -- [--book <book>] [--fault <id> …] [--list] [--verbose] [--timeout <ms>]
 *
 * Runs a book's seeded faults (tools/faults/<book>.ts, docs/seeded-faults.md): for each fault,
 * the rulings tagged with the fault's clauses run against the book's reference engine served
 * over the protocol with that one fault applied (node --import tools/faults/hook.ts
 * tools/protocol/serve.ts <book>, TCG_SEEDED_FAULT=<book>:<id>). A fault is caught when at
 * least one of those rulings fails, and escaped when all pass. First, once, the same rulings
 * run against the served engine with the hook and no fault: they must all pass, or the result
 * would mean nothing.
 *
 * Before anything runs, the set itself is checked: ids, clauses of the spec, rulings tagged
 * with every fault's clauses, and each find text occurring exactly once in its file.
 *
 * Cucumber runs in this process through its API, its support code loaded once; the steps'
 * protocol driver keeps one engine command (TCG_ENGINE, set here) and starts it again after
 * each run, and the new engine process reads TCG_SEEDED_FAULT from this process's
 * environment, which is set before each run.
 *
 * Prints one line per fault (caught, with the rulings that failed; ESCAPED; or BROKEN when the
 * faulty engine did not start or never loaded the fault's file), then
 * `N of M seeded faults caught` and the time taken.
 * Exit codes: 0 every fault caught; 1 a fault escaped or was broken, or the rulings failed
 * without a fault; 2 a usage error or a fault set that does not check.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { Envelope } from '@cucumber/messages';
import { loadConfiguration, loadSupport, runCucumber } from '@cucumber/cucumber/api';
import { checkFaultSet, FAULT_ENV, faultName, REPORT_ENV, type FaultSet, type SeededFault } from '../tools/faults/fault.ts';
import { FAULT_SETS } from '../tools/faults/sets.ts';
import { loadSpec } from '../tools/spec/load.ts';
import { loadRulings, NOT_APPLICABLE, type Ruling } from '../tools/rulings/load.ts';
import { integerArgument, usageError } from './lib/cli.ts';

const root = process.cwd();
const USAGE = `usage: npm run faults -- [--book <book>] [--fault <id> …] [--list] [--verbose] [--timeout <ms>]
  --book, -p   the book whose seeded faults run (have: ${Object.keys(FAULT_SETS).join(', ')}); default: every book with a set
  --fault      one fault by id (repeatable); default: every fault of the book
  --list       print the faults with their clauses and rulings, run nothing
  --verbose    print each failing ruling's message
  --timeout    milliseconds the engine may take to answer one request, 1 to 3600000 (default 10000)
exit codes: 0 every fault caught, 1 a fault escaped or was broken (or the rulings fail without a fault), 2 usage error or a fault set that does not check`;

let args;
try {
  args = parseArgs({
    options: {
      book: { type: 'string', short: 'p', multiple: true },
      fault: { type: 'string', multiple: true },
      list: { type: 'boolean' },
      verbose: { type: 'boolean', short: 'v' },
      timeout: { type: 'string' },
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
let timeout = 10_000;
if (opts.timeout !== undefined) {
  const r = integerArgument('--timeout', opts.timeout, 1, 3_600_000);
  if (!r.ok) usageError(r.message, USAGE);
  timeout = r.value;
}
const wanted = opts.fault ?? [];
for (const id of wanted) {
  if (!books.some((b) => FAULT_SETS[b]!.faults.some((f) => f.id === id))) usageError(`unknown fault '${id}' in ${books.map((b) => `tools/faults/${b}.ts`).join(', ')} (npm run faults -- --list)`, USAGE);
}

// 1. The sets check: every problem of every book, then stop if any.
const clauseIds = new Set(loadSpec(root).clauses.map((c) => c.id));
const rulings = loadRulings(root, []);
const readSource = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined);
interface Planned {
  set: FaultSet;
  fault: SeededFault;
  rulings: Ruling[];
}
const plan: Planned[] = [];
const problems: string[] = [];
for (const book of books) {
  const set = FAULT_SETS[book]!;
  problems.push(...checkFaultSet(set, readSource, clauseIds));
  for (const fault of set.faults) {
    if (wanted.length && !wanted.includes(fault.id)) continue;
    const tagged = rulings.filter((r) => r.book === book && r.clauseIds.some((c) => fault.clauses.includes(c)));
    if (!tagged.length) problems.push(`tools/faults/${book}.ts: fault ${fault.id}: no ruling of features/${book}/ is tagged with its clauses ${fault.clauses.join(', ')}`);
    plan.push({ set, fault, rulings: tagged });
  }
}
if (problems.length) {
  process.stderr.write(`the seeded-fault set does not check:\n  ${problems.join('\n  ')}\n`);
  process.exit(2);
}

const where = (r: Ruling) => `${r.uri}:${r.line}`;
if (opts.list) {
  for (const p of plan) {
    console.log(`${faultName(p.set.book, p.fault)}  ${p.fault.file} ${p.fault.function}  [${p.fault.clauses.join(' ')}]  ${p.rulings.length} rulings\n    ${p.fault.why}`);
  }
  process.exit(0);
}

// 2. Cucumber, loaded once per book; the engine is the served reference with the hook.
const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const work = mkdtempSync(join(tmpdir(), 'seeded-faults-'));
const quiet = new Writable({ write: (_c, _e, done) => done() });
const tagExpression = (clauses: readonly string[]) => [...new Set(clauses)].map((c) => `@${c}`).join(' or ');

interface Outcome {
  ruling: string;
  status: 'passed' | 'failed' | 'not-applicable';
  message: string;
}

/** Runs the rulings tagged with `clauses` of `book` and returns each one's outcome. */
async function runRulings(book: string, clauses: readonly string[], prepared: Awaited<ReturnType<typeof prepare>>): Promise<Outcome[]> {
  const pickles = new Map<string, { name: string; uri: string; line: number }>();
  const cases = new Map<string, string>();
  const startedCases = new Map<string, string>();
  const worst = new Map<string, { failed: boolean; message: string; notApplicable: boolean }>();
  const lines = new Map<string, number>();
  const onMessage = (e: Envelope) => {
    if (e.gherkinDocument?.feature) {
      const visit = (children: readonly { scenario?: { id: string; location: { line: number } }; rule?: { children: readonly { scenario?: { id: string; location: { line: number } } }[] } }[]) => {
        for (const c of children) {
          if (c.scenario) lines.set(c.scenario.id, c.scenario.location.line);
          if (c.rule) visit(c.rule.children);
        }
      };
      visit(e.gherkinDocument.feature.children);
    }
    if (e.pickle) pickles.set(e.pickle.id, { name: e.pickle.name, uri: e.pickle.uri, line: lines.get(e.pickle.astNodeIds[0] ?? '') ?? 0 });
    if (e.testCase) cases.set(e.testCase.id, e.testCase.pickleId);
    if (e.testCaseStarted) {
      startedCases.set(e.testCaseStarted.id, e.testCaseStarted.testCaseId);
      worst.set(e.testCaseStarted.id, { failed: false, message: '', notApplicable: false });
    }
    if (e.attachment?.testCaseStartedId && e.attachment.body.startsWith(NOT_APPLICABLE)) worst.get(e.attachment.testCaseStartedId)!.notApplicable = true;
    if (e.testStepFinished) {
      const w = worst.get(e.testStepFinished.testCaseStartedId)!;
      const r = e.testStepFinished.testStepResult;
      if (!w.failed && r.status !== 'PASSED' && r.status !== 'SKIPPED') {
        w.failed = true;
        w.message = r.message ?? `step ${r.status.toLowerCase()}`;
      }
    }
  };
  const options = {
    ...prepared.runConfiguration,
    sources: { ...prepared.runConfiguration.sources, tagExpression: tagExpression(clauses) },
    formats: { stdout: 'summary', files: {}, publish: false as const, options: {} },
    support: prepared.support,
  };
  await runCucumber(options, { cwd: root, stdout: quiet, stderr: process.stderr }, onMessage);
  return [...worst.entries()].map(([id, w]) => {
    const p = pickles.get(cases.get(startedCases.get(id)!)!)!;
    return { ruling: `${p.uri}:${p.line} ${p.name}`, status: w.failed ? 'failed' : w.notApplicable ? 'not-applicable' : 'passed', message: w.message };
  });
}

async function prepare(book: string) {
  const { runConfiguration } = await loadConfiguration({ profiles: [book], provided: { format: [] } }, { cwd: root, stdout: quiet, stderr: process.stderr });
  const support = await loadSupport(runConfiguration, { cwd: root, stdout: quiet, stderr: process.stderr });
  return { runConfiguration, support };
}

const firstLine = (m: string) => m.split('\n').find((l) => l.trim() !== '')?.trim() ?? '';
let caught = 0;
let total = 0;
let bad = false;
for (const book of books) {
  const mine = plan.filter((p) => p.set.book === book);
  if (!mine.length) continue;
  const set = FAULT_SETS[book]!;
  const report = join(work, `${book}.applied`);
  process.env.TCG_ENGINE = [JSON.stringify(process.execPath), '--import', './tools/faults/hook.ts', 'tools/protocol/serve.ts', ...set.serve].join(' ');
  process.env.TCG_ENGINE_TIMEOUT_MS = String(timeout);
  process.env[REPORT_ENV] = report;
  delete process.env[FAULT_ENV];
  const prepared = await prepare(book);

  // 3. Without a fault, every ruling of the plan passes.
  const clean = await runRulings(book, mine.flatMap((p) => p.fault.clauses), prepared);
  const failing = clean.filter((o) => o.status === 'failed');
  if (failing.length) {
    console.log(`${book}: ${failing.length} of ${clean.length} rulings fail without a fault (the hook loaded, no fault applied); the faults' results would mean nothing:`);
    for (const o of failing) console.log(`  ${o.ruling}\n    ${firstLine(o.message)}`);
    bad = true;
    continue;
  }
  console.log(`${book}: ${clean.length} rulings pass without a fault (${seconds(Date.now() - started)})`);

  // 4. One fault at a time.
  for (const p of mine) {
    const name = faultName(book, p.fault);
    rmSync(report, { force: true });
    process.env[FAULT_ENV] = name;
    const t = Date.now();
    const outcomes = await runRulings(book, p.fault.clauses, prepared);
    const failed = outcomes.filter((o) => o.status === 'failed');
    const applied = existsSync(report) && readFileSync(report, 'utf8').split('\n').includes(name);
    const crash = failed.find((o) => /engine exited|could not be started/.test(o.message));
    total++;
    const took = seconds(Date.now() - t);
    if (!applied || crash) {
      bad = true;
      console.log(`BROKEN   ${p.fault.id}: ${!applied ? `the engine never loaded ${p.fault.file} with the fault applied` : `the faulty engine crashed: ${firstLine(crash!.message)}`} (${took})`);
      continue;
    }
    if (failed.length) {
      caught++;
      console.log(`caught   ${p.fault.id}: ${failed.length} of ${outcomes.length} rulings failed (${took})`);
      for (const o of failed) console.log(`           ${o.ruling}${opts.verbose ? `\n             ${firstLine(o.message)}` : ''}`);
    } else {
      bad = true;
      console.log(`ESCAPED  ${p.fault.id}: all ${outcomes.length} rulings tagged ${p.fault.clauses.join(', ')} passed (${took})`);
      for (const o of outcomes) console.log(`           ${o.status === 'passed' ? '' : `(${o.status}) `}${o.ruling}`);
    }
  }
  delete process.env[FAULT_ENV];
}
rmSync(work, { recursive: true, force: true });
console.log(`\n${caught} of ${total} seeded faults caught (${seconds(Date.now() - started)})`);
process.exit(bad || caught < total ? 1 : 0);
