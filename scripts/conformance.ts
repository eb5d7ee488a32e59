/**
 * npm run conformance -- [--book <book>] [--engine "<command>"] [--report <file.json>] [--tags <expression>] [--timeout <ms>] [--jobs <n>]
 *
 * Runs rulebooks' rulings against an engine and writes, per book, the Cucumber message stream
 * and the per-clause report (docs/conformance.md). Without --engine the reference engines
 * answer in process; with it, the command is started and spoken to over the protocol
 * (docs/protocol.md). Without --book every book is run.
 *
 * Where the files go:
 *   reference:   reports/<book>.ndjson, reports/<book>.html, reports/<book>.json
 *   --engine:    reports/engines/<engine name>/<book>.{ndjson,json}, or --report <file.json>
 *                (one book) with the message stream beside it as <file>.ndjson
 * Exits 0 when every ruling that ran passed, 1 when any failed, 2 on a usage error or an
 * engine that cannot be started or does not play the book.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync, accessSync, constants } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadSpec } from '../tools/spec/load.ts';
import { loadRulings } from '../tools/rulings/load.ts';
import { buildReport, summaryLine } from '../tools/rulings/report.ts';
import { connect, DEFAULT_TIMEOUT_MS } from '../tools/protocol/connect.ts';
import type { Handshake } from '../tools/protocol/driver.ts';
import { integerArgument, unwritableReason } from './lib/cli.ts';

const root = process.cwd();
const USAGE = `usage: npm run conformance -- [--book <book>] [--engine "<command>"] [--report <file.json>] [--tags <expression>] [--timeout <ms>] [--jobs <n>]
  --book, -p   one rulebook (folder under features/); default: every book
  --engine     a command that speaks docs/protocol.md; default: the reference engines, in process
  --report     where to write the per-clause report of the one --book (JSON)
  --tags       run only the rulings this Cucumber tag expression selects (e.g. "@twgp.attack.assault");
               needs --report, so that a partial run never replaces a whole one
  --timeout    milliseconds an engine may take to answer one request, 1 to 3600000 (default ${DEFAULT_TIMEOUT_MS})
  --jobs       books run at the same time (default 2)`;

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      book: { type: 'string', short: 'p', multiple: true },
      engine: { type: 'string' },
      report: { type: 'string' },
      tags: { type: 'string' },
      timeout: { type: 'string' },
      jobs: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (e) {
  usage((e as Error).message);
}
const opts = args.values;
if (opts.help) {
  console.log(USAGE);
  process.exit(0);
}

const available = existsSync(join(root, 'features')) ? readdirSync(join(root, 'features')).filter((d) => !d.startsWith('.')).sort() : [];
const books = opts.book?.length ? opts.book : available;
for (const b of books) if (!available.includes(b)) usage(`unknown book '${b}' (have: ${available.join(', ')})`);
if (opts.report && books.length !== 1) usage('--report needs exactly one --book');
const selection = opts.tags?.trim() || undefined;
if (opts.tags !== undefined && !selection) usage('--tags needs a tag expression');
if (selection && !opts.report) usage('--tags needs --report <file.json>: a run of some rulings must not replace the whole run\'s report');
/** A whole-number option in decimal digits (not `1e3`, `0x10` or `12ms`), within its bounds. */
function integerOption(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const r = integerArgument(name, text, min, max);
  if (!r.ok) usage(r.message);
  return r.value;
}
const timeout = integerOption('--timeout', opts.timeout, DEFAULT_TIMEOUT_MS, 1, 3_600_000);
const jobs = integerOption('--jobs', opts.jobs, 2, 1, 16);
const command = opts.engine?.trim() || undefined;
if (opts.engine !== undefined && !command) usage('--engine needs a command');

/** Checks before the work starts that a report path can be written (its folder is made if missing). */
function writable(path: string): void {
  const dir = dirname(path);
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (e) {
    usage(`cannot write the report ${path}: ${(e as Error).message}`);
  }
  const why = unwritableReason(path);
  if (why) usage(`cannot write the report ${path}: ${why}`);
}

// 1. Handshake: who the engine is, and which books and options it announces.
let hello: Handshake;
const probe = connect(command, timeout);
try {
  hello = await probe.handshake();
} catch (e) {
  console.error(`conformance: the engine ${command ? `'${command}'` : '(reference)'} did not complete the handshake: ${(e as Error).message}`);
  process.exit(2);
} finally {
  probe.close();
}
for (const b of books) {
  if (!hello.books.some((x) => x.book === b)) {
    console.error(`conformance: the engine '${hello.engine.name}' does not announce the book '${b}' (it announces: ${hello.books.map((x) => x.book).join(', ') || 'none'})`);
    process.exit(2);
  }
}

const slug = hello.engine.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'engine';
function paths(book: string) {
  if (opts.report) {
    const json = resolve(opts.report);
    return { json, ndjson: json.replace(/\.json$/i, '') + '.ndjson' };
  }
  const dir = command ? join(root, 'reports', 'engines', slug) : join(root, 'reports');
  return { json: join(dir, `${book}.json`), ndjson: join(dir, `${book}.ndjson`), html: command ? undefined : join(dir, `${book}.html`) };
}
for (const b of books) {
  const p = paths(b);
  for (const file of [p.json, p.ndjson, p.html]) if (file) writable(file);
}

// 2. One cucumber run per book (its own steps only), `jobs` at a time; output kept per book.
const cucumber = join(root, 'node_modules', '@cucumber', 'cucumber', 'bin', 'cucumber.js');
function runBook(book: string): Promise<{ book: string; code: number; output: string }> {
  const p = paths(book);
  const cli = [cucumber, '-p', book, '--format', `message:${p.ndjson}`, ...(p.html ? ['--format', `html:${p.html}`] : []), ...(selection ? ['--tags', selection] : [])];
  const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --disable-warning=DEP0180`.trim(), TCG_ENGINE: command ?? '', TCG_ENGINE_TIMEOUT_MS: String(timeout) };
  return new Promise((done) => {
    const child = spawn(process.execPath, cli, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', (e) => done({ book, code: 127, output: `${output}\n${e.message}` }));
    child.on('close', (code) => done({ book, code: code ?? 1, output }));
  });
}

const queue = [...books];
const finished: { book: string; code: number; output: string }[] = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, books.length) }, async () => {
    for (let b = queue.shift(); b !== undefined; b = queue.shift()) {
      const r = await runBook(b);
      console.log(`\n=== rulings: ${b}${command ? ` against '${command}'` : ''}\n${r.output.trimEnd()}`);
      finished.push(r);
    }
  }),
);

// 3. The per-clause reports.
let spec;
try {
  spec = loadSpec(root);
} catch (e) {
  console.error(`conformance: cannot read the spec: ${(e as Error).message}`);
  process.exit(2);
}
let failed = false;
const lines: string[] = [];
for (const b of books) {
  const r = finished.find((f) => f.book === b)!;
  const p = paths(b);
  if (!existsSync(p.ndjson)) {
    console.error(`conformance: the run of ${b} wrote no message stream (exit code ${r.code})`);
    failed = true;
    continue;
  }
  let rulings;
  try {
    rulings = loadRulings(root, [p.ndjson]);
  } catch (e) {
    console.error(`conformance: the run of ${b} (exit code ${r.code}): ${(e as Error).message}`);
    failed = true;
    continue;
  }
  const report = buildReport({
    clauses: spec.clauses,
    rulings,
    book: b,
    engine: { ...hello.engine, command: command ?? 'reference (in process)' },
    protocol: hello.protocol,
    options: hello.books.find((x) => x.book === b)?.options ?? [],
    readings: hello.books.find((x) => x.book === b)?.readings ?? [],
    ...(selection ? { selection } : {}),
  });
  try {
    writeFileSync(p.json, JSON.stringify(report, null, 2) + '\n');
  } catch (e) {
    console.error(`conformance: cannot write the report of ${b}: ${(e as Error).message}`);
    failed = true;
    continue;
  }
  lines.push(summaryLine(report, relative(root, p.json)));
  if (r.code !== 0 || report.totals.failed) failed = true;
}
console.log('');
for (const l of lines) console.log(l);
process.exit(failed ? 1 : 0);
