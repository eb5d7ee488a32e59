/**
 * The corpus of malformed inputs (test/corpus/, issue 10 point 6): every input is fed to the
 * real command or function that reads it, and must be answered with its located error.
 *
 * Next to each input `<name>.<ext>` is `<name>.expected`: one substring per line that the
 * answer must contain (file:line[:column] for text inputs, a JSON path for JSON inputs, a
 * clause ID where a rule forbids it). `#` starts a comment line; a line `todo: <why>` marks a
 * known gap (the case runs and is reported, but does not fail the suite); for character
 * sheets, lines starting `start: ` are checked against the engine's `start` instead of the
 * command. Every answer must also be a failure (non-zero exit, a failure value), carry no
 * stack trace (no "    at " line) and come within the time limit.
 *
 * Kinds (one folder each):
 *   spec/      chapter files, linted in process by tools/spec loadSpec as spec/demo/<name>
 *   features/  <book>/<name>.feature: parse errors through tools/rulings loadRulings (what the
 *              site and coverage read); the rest in one cucumber-js run with the support hook that checks
 *              clause tags, option tags and steps (steps/support/clause-tags.ts)
 *   decks/     トミーウォーカーTCG deck files: npm run simulate -- --decks <input> <good deck>
 *   sheets/    革新的なTCG sheets (.txt, .json): npm run kakushin:battle -- <input> <input>, two
 *              inputs a run (it reports both sheets), and JSON sheets with `start: ` lines also
 *              as the first character of the kakushin engine's start
 *   logs/      game logs: npm run simulate -- --replay <input>
 *   protocol/  <book>/<name>.jsonl request lines for one `serve.ts <book>` process per book
 *              (`all`: no book argument); every line but the last must succeed, the last must
 *              fail; "$game" stands for the handle of the last game started
 *   states/    <book>/<name>.json values given to checkState, pending, apply and observe of
 *              the book's reference engine (engine/reference.ts) through core/total.ts
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { total } from '../../engine/core/total.ts';
import { REFERENCE_ENGINES } from '../../engine/reference.ts';
import { loadRulings } from '../../tools/rulings/load.ts';
import { formatDiagnostic } from '../../tools/spec/diagnostics.ts';
import { loadSpec } from '../../tools/spec/load.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CORPUS = join(ROOT, 'test/corpus');
/** The machine may be loaded: a command has this long to answer. */
const TIMEOUT_MS = 60_000;

interface Expected {
  substrings: string[];
  start: string[];
  todo?: string;
}

interface Case {
  kind: string;
  /** Path from the repository root, with forward slashes. */
  input: string;
  name: string;
  expected: Expected;
}

interface Answer {
  /** What the reader said (stderr and stdout, the diagnostics, the JSON answer). */
  output: string;
  /** The reader refused the input: non-zero exit, diagnostics, ok: false. */
  failed: boolean;
  /** It did not finish within the time limit (or the process was killed). */
  timedOut?: boolean;
}

function readExpected(file: string): Expected {
  const e: Expected = { substrings: [], start: [] };
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (line.startsWith('todo: ')) e.todo = line.slice('todo: '.length);
    else if (line.startsWith('start: ')) e.start.push(line.slice('start: '.length));
    else e.substrings.push(line);
  }
  return e;
}

/** Every input of a kind: each file with a sibling .expected, in sorted order. */
function cases(kind: string): Case[] {
  const out: Case[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (readdirSync(dir, { withFileTypes: true }).find((d) => d.name === name)!.isDirectory()) walk(path);
      else if (!name.endsWith('.expected')) {
        const exp = join(dir, `${name.slice(0, name.length - extname(name).length)}.expected`);
        if (!existsSync(exp)) throw new Error(`${relative(ROOT, path)} has no ${basename(exp)}`);
        out.push({ kind, input: relative(ROOT, path).split('\\').join('/'), name: relative(join(CORPUS, kind), path), expected: readExpected(exp) });
      }
    }
  };
  walk(join(CORPUS, kind));
  return out;
}

function assertAnswer(answer: Answer, substrings: readonly string[], what: string): void {
  assert.ok(!answer.timedOut, `${what}: no answer within ${TIMEOUT_MS} ms`);
  assert.ok(answer.failed, `${what}: accepted (no failure); output:\n${answer.output}`);
  assert.doesNotMatch(answer.output, /^ {4}at /m, `${what}: a stack trace:\n${answer.output}`);
  for (const s of substrings) assert.ok(answer.output.includes(s), `${what}: the answer lacks '${s}':\n${answer.output}`);
}

/** Registers one test per case; `answer` computes (or awaits) what the reader said. */
function register(kind: string, answer: (c: Case) => Promise<Answer> | Answer, extra?: (c: Case) => Promise<void> | void): void {
  const all = cases(kind);
  // Every answer is asked for now, so that the commands of all kinds run side by side (a
  // few at a time) while the tests read them in order.
  const answers = new Map(all.map((c) => {
    const p = Promise.resolve().then(() => answer(c));
    p.catch(() => {});
    return [c.input, p] as const;
  }));
  describe(`corpus: ${kind} (${all.length} inputs)`, () => {
    for (const c of all) {
      const options = c.expected.todo ? { todo: c.expected.todo } : {};
      test(c.name, options, async () => {
        assert.ok(c.expected.substrings.length || c.expected.start.length, `${c.input}: its .expected names no substring`);
        const a = await answers.get(c.input)!;
        if (c.expected.substrings.length) assertAnswer(a, c.expected.substrings, c.input);
        await extra?.(c);
      });
    }
  });
}

// ---- processes -------------------------------------------------------------------------

interface Ran {
  code: number | null;
  out: string;
  timedOut: boolean;
}

/** `node <args>` from the repository root, asynchronously, killed after the time limit. */
function node(args: string[], timeoutMs = TIMEOUT_MS): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, TCG_DEBUG: '', NO_COLOR: '1', FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let timedOut = false;
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out, timedOut });
    });
  });
}

/** At most `limit` commands at once (the machine is shared). */
const queue: (() => void)[] = [];
let running = 0;
function limited<T>(f: () => Promise<T>, limit = 4): Promise<T> {
  return new Promise((resolve, reject) => {
    const go = () => {
      running++;
      f().then(resolve, reject).finally(() => {
        running--;
        queue.shift()?.();
      });
    };
    if (running < limit) go();
    else queue.push(go);
  });
}

const memo = new Map<string, Promise<Answer>>();
function once(key: string, f: () => Promise<Answer>): Promise<Answer> {
  if (!memo.has(key)) memo.set(key, f());
  return memo.get(key)!;
}

function command(args: string[]): Promise<Answer> {
  return once(args.join('\u0000'), () =>
    limited(() => node(args)).then((r) => ({ output: r.out, failed: r.code !== 0, timedOut: r.timedOut })),
  );
}

// ---- spec ------------------------------------------------------------------------------

register('spec', (c) => {
  const root = mkdtempSync(join(tmpdir(), 'corpus-spec-'));
  mkdirSync(join(root, 'spec/demo'), { recursive: true });
  copyFileSync(join(ROOT, c.input), join(root, 'spec/demo', basename(c.input)));
  try {
    const diagnostics = loadSpec(root).diagnostics;
    return { output: diagnostics.map(formatDiagnostic).join('\n'), failed: diagnostics.length > 0 };
  } catch (e) {
    return { output: `threw: ${(e as Error).stack}`, failed: true };
  }
});

// ---- features --------------------------------------------------------------------------

const featureRoot = mkdtempSync(join(tmpdir(), 'corpus-features-'));
/** The message of each failed scenario of the cucumber run, by feature file name. */
let cucumberRun: Promise<{ ran: Ran; messages: Map<string, string[]> }> | undefined;

function parseError(c: Case): string | undefined {
  const root = mkdtempSync(join(tmpdir(), 'corpus-feature-'));
  const target = join(root, 'features', c.name);
  mkdirSync(join(target, '..'), { recursive: true });
  copyFileSync(join(ROOT, c.input), target);
  try {
    loadRulings(root, []);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

function runCucumber(all: Case[]) {
  for (const c of all) {
    const target = join(featureRoot, 'features', c.name);
    mkdirSync(join(target, '..'), { recursive: true });
    copyFileSync(join(ROOT, c.input), target);
  }
  const config = join(featureRoot, 'cucumber.mjs');
  const json = join(featureRoot, 'report.json');
  writeFileSync(config, `export default ${JSON.stringify({
    paths: [`${relative(ROOT, featureRoot)}/features/**/*.feature`],
    // The hook that checks tags and shape (steps/support/clause-tags.ts) runs before any step; the
    // other support files (the protocol session) are not needed to reach it.
    import: ['steps/support/clause-tags.ts'],
    loader: ['ts-node/esm/transpile-only'],
    strict: true,
    format: ['summary', `json:${json}`],
  })};\n`);
  return node([join(ROOT, 'node_modules/@cucumber/cucumber/bin/cucumber.js'), '--config', relative(ROOT, config)], 600_000).then((ran) => {
    const messages = new Map<string, string[]>();
    if (existsSync(json) && readFileSync(json, 'utf8').trim()) {
      for (const feature of JSON.parse(readFileSync(json, 'utf8')) as { uri: string; elements?: { before?: { result: { error_message?: string } }[]; steps?: { result: { error_message?: string } }[] }[] }[]) {
        const key = feature.uri.split('/features/').pop()!;
        const list = messages.get(key) ?? [];
        for (const el of feature.elements ?? []) {
          for (const h of [...(el.before ?? []), ...(el.steps ?? [])]) {
            // The located error is the message; cucumber adds the hook's stack after it.
            const m = h.result.error_message;
            if (m) list.push(m.split('\n').filter((l, i, ls) => !ls.slice(0, i + 1).some((x) => /^\s+at /.test(x))).join('\n'));
          }
        }
        messages.set(key, list);
      }
    }
    return { ran, messages };
  });
}

{
  const all = cases('features');
  const parsed = new Map(all.map((c) => [c.input, parseError(c)]));
  const runnable = all.filter((c) => parsed.get(c.input) === undefined);
  cucumberRun = limited(() => runCucumber(runnable));
  register('features', async (c) => {
    const error = parsed.get(c.input);
    if (error !== undefined) return { output: error, failed: true };
    const { ran, messages } = await cucumberRun!;
    const list = messages.get(c.name) ?? [];
    return { output: list.length ? list.join('\n') : `no failure reported for ${c.name}; cucumber said:\n${ran.out}`, failed: list.length > 0 && ran.code !== 0, timedOut: ran.timedOut };
  });
}

// ---- decks, sheets, logs ---------------------------------------------------------------

register('decks', (c) => command(['scripts/simulate.ts', '--decks', c.input, 'decks/tommy-walker/a.txt', '--games', '1']));

const kakushin = REFERENCE_ENGINES.find((e) => e.book === 'kakushin')!;
const GOOD_SHEET = JSON.parse(readFileSync(join(ROOT, 'examples/kakushin/guardian.json'), 'utf8')) as unknown;
/**
 * Sheets go two by two (kakushin:battle reads and reports both before it stops): an input is
 * refused when the command fails and says something other than a warning about that file.
 */
const sheetCases = cases('sheets');
function sheetAnswer(c: Case): Promise<Answer> {
  const i = sheetCases.findIndex((x) => x.input === c.input);
  const partner = sheetCases[i % 2 === 0 ? i + 1 : i - 1]?.input ?? 'examples/kakushin/swordsman.txt';
  const pair = i % 2 === 0 ? [c.input, partner] : [partner, c.input];
  return command(['scripts/kakushin-battle.ts', ...pair]).then((a) => {
    const own = a.output.split('\n').filter((l) => l.startsWith(`${c.input}`));
    return { ...a, output: own.length ? own.join('\n') : a.output, failed: a.failed && own.some((l) => !l.includes(': warning: ')) };
  });
}
register(
  'sheets',
  sheetAnswer,
  (c) => {
    if (!c.expected.start.length) return;
    let sheet: unknown;
    try {
      sheet = JSON.parse(readFileSync(join(ROOT, c.input), 'utf8'));
    } catch {
      assert.fail(`${c.input}: start: lines need a JSON sheet`);
    }
    const r = total(kakushin).start({ players: ['A', 'B'], seed: 1, characters: [sheet, GOOD_SHEET] });
    assert.ok(r.ok, `start threw: ${!r.ok && r.error}`);
    assertAnswer({ output: JSON.stringify(r.value), failed: !r.value.ok }, c.expected.start, `${c.input} (engine start)`);
  },
);

register('logs', (c) => command(['scripts/simulate.ts', '--replay', c.input]));

// ---- protocol --------------------------------------------------------------------------

/** One serve.ts process per folder; its cases' lines are sent in order, each after a reset. */
const servers = new Map<string, Promise<Map<string, Answer>>>();

function serveFolder(folder: string, all: Case[]): Promise<Map<string, Answer>> {
  return limited(
    () =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, ['tools/protocol/serve.ts', ...(folder === 'all' ? [] : [folder])], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
        let stderr = '';
        child.stderr.on('data', (d) => (stderr += d));
        const lines = createInterface({ input: child.stdout });
        const waiting: ((line: string | null) => void)[] = [];
        const buffered: string[] = [];
        lines.on('line', (l) => (waiting.length ? waiting.shift()!(l) : buffered.push(l)));
        child.on('close', () => {
          while (waiting.length) waiting.shift()!(null);
        });
        const next = (ms: number) =>
          new Promise<string | null>((res) => {
            if (buffered.length) return res(buffered.shift()!);
            const timer = setTimeout(() => res(null), ms);
            waiting.push((l) => {
              clearTimeout(timer);
              res(l);
            });
          });
        const answers = new Map<string, Answer>();
        (async () => {
          let n = 0;
          for (const c of all) {
            const sent = readFileSync(join(ROOT, c.input), 'utf8').split('\n').filter((l) => l !== '');
            child.stdin.write(`{"id":"reset-${n++}","op":"reset"}\n`);
            const reset = await next(TIMEOUT_MS);
            if (reset === null) {
              answers.set(c.input, { output: `the server did not answer a reset; its stderr:\n${stderr}`, failed: false, timedOut: true });
              continue;
            }
            let game = '';
            let answer: Answer = { output: '', failed: false };
            for (const [i, raw] of sent.entries()) {
              child.stdin.write(`${raw.replaceAll('$game', game)}\n`);
              const line = await next(TIMEOUT_MS);
              if (line === null) {
                answer = { output: `no answer to line ${i + 1}; the server's stderr:\n${stderr}`, failed: false, timedOut: true };
                break;
              }
              let response: { ok?: unknown; game?: unknown };
              try {
                response = JSON.parse(line) as typeof response;
              } catch {
                answer = { output: `line ${i + 1} was answered by a line that is not JSON: ${line}`, failed: false };
                break;
              }
              if (typeof response.game === 'string') game = response.game;
              const last = i === sent.length - 1;
              if (!last && response.ok !== true) {
                answer = { output: `line ${i + 1} (a preparation) was refused: ${line}`, failed: false };
                break;
              }
              if (last) answer = { output: line, failed: response.ok === false };
            }
            answers.set(c.input, answer);
          }
          child.stdin.end();
          resolve(answers);
        })();
      }),
  );
}

register('protocol', (c) => {
  const folder = c.name.split(/[\\/]/)[0]!;
  if (!servers.has(folder)) servers.set(folder, serveFolder(folder, cases('protocol').filter((x) => x.name.split(/[\\/]/)[0] === folder)));
  return servers.get(folder)!.then((answers) => answers.get(c.input) ?? { output: 'not sent', failed: false });
});

// ---- states ----------------------------------------------------------------------------

register('states', (c) => {
  const book = c.name.split(/[\\/]/)[0]!;
  const engine = REFERENCE_ENGINES.find((e) => e.book === book);
  assert.ok(engine, `states/${book}: no reference engine of that book`);
  const value = JSON.parse(readFileSync(join(ROOT, c.input), 'utf8')) as unknown;
  const t = total(engine);
  const problems = engine.checkState(value);
  const pending = t.pending(value);
  const applied = t.apply(value, 'A', { type: 'pass' });
  const observed = t.observe(value);
  const threw = [pending, applied, observed].filter((r) => !r.ok).map((r) => (r.ok ? '' : r.error));
  const refused = applied.ok && !applied.value.ok && 'malformed' in applied.value;
  return {
    output: JSON.stringify({ checkState: problems, apply: applied.ok ? applied.value : applied, threw }),
    failed: problems.length > 0 && refused && threw.length === 0,
  };
});
