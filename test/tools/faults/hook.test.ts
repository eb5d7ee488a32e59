/**
 * The seeded faults (tools/faults/): applying a fault refuses a find text that is missing or
 * not unique, naming the fault and its file; the set checks (ids, clauses, files); the TWGP set
 * matches the engine's current code and every fault has rulings to catch it; and the hook, in a
 * process of its own, applies exactly the one fault named, fails loudly on an unknown fault, a
 * missing or duplicated find text and a fault whose file is never loaded, and does nothing
 * without TCG_SEEDED_FAULT.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyFault, checkFaultSet, FaultError, occurrences, type FaultSet, type SeededFault } from '../../../tools/faults/fault.ts';
import { FAULT_SETS } from '../../../tools/faults/sets.ts';
import { loadRulings } from '../../../tools/rulings/load.ts';
import { loadSpec } from '../../../tools/spec/load.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => (existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : undefined);

const fault = (over: Partial<SeededFault> = {}): SeededFault => ({
  id: 'speed-ignores-weapons',
  file: 'engine/twgp/status.ts',
  function: 'computedSpeed',
  clauses: ['twgp.status.speed.weapon'],
  find: 'a + b',
  replace: 'a - b',
  why: 'test',
  ...over,
});

describe('applyFault', () => {
  test('replaces the one occurrence of the find text', () => {
    assert.equal(applyFault('twgp', fault(), 'x = a + b;'), 'x = a - b;');
  });
  test('refuses a find text that does not occur, naming the fault and the file', () => {
    assert.throws(() => applyFault('twgp', fault(), 'x = a * b;'), (e: Error) => e instanceof FaultError && /twgp:speed-ignores-weapons/.test(e.message) && /engine\/twgp\/status\.ts/.test(e.message) && /does not occur/.test(e.message));
  });
  test('refuses a find text that occurs more than once', () => {
    assert.throws(() => applyFault('twgp', fault(), 'a + b; a + b;'), /occurs 2 times in engine\/twgp\/status\.ts/);
  });
  test('counts occurrences without overlaps', () => {
    assert.equal(occurrences('aaaa', 'aa'), 2);
    assert.equal(occurrences('abc', ''), 0);
  });
});

describe('checkFaultSet', () => {
  const set = (faults: SeededFault[]): FaultSet => ({ book: 'twgp', serve: ['twgp'], faults });
  const source = (file: string) => (file === 'engine/twgp/status.ts' ? 'x = a + b;' : undefined);
  test('a good set has no problems', () => {
    assert.deepEqual(checkFaultSet(set([fault()]), source, new Set(['twgp.status.speed.weapon'])), []);
  });
  test('reports ids that are not kebab-case or repeat, unknown clauses, missing files, and finds that do not apply', () => {
    const problems = checkFaultSet(
      set([fault({ id: 'Not Kebab' }), fault(), fault(), fault({ id: 'other', clauses: ['twgp.nope'] }), fault({ id: 'gone', file: 'engine/twgp/none.ts' }), fault({ id: 'stale', find: 'a * b' }), fault({ id: 'outside', file: 'tools/x.ts' }), fault({ id: 'same', replace: 'a + b' })]),
      source,
      new Set(['twgp.status.speed.weapon']),
    ).join('\n');
    for (const m of [/fault 1 \(Not Kebab\): id must be kebab-case/, /fault 3 \(speed-ignores-weapons\): duplicate id/, /clause twgp\.nope is not a clause/, /no such file engine\/twgp\/none\.ts/, /twgp:stale: its find text does not occur/, /fault 7 \(outside\): file must be an engine file/, /fault 8 \(same\): replace is the same as find/]) {
      assert.match(problems, m);
    }
  });
});

describe('the fault sets', () => {
  const clauseIds = new Set(loadSpec(ROOT).clauses.map((c) => c.id));
  const rulings = loadRulings(ROOT, []);
  for (const [book, set] of Object.entries(FAULT_SETS)) {
    test(`${book}: every fault applies to the engine's current code, names clauses of the spec, and has rulings tagged with them`, () => {
      assert.equal(set.book, book);
      assert.deepEqual(checkFaultSet(set, read, clauseIds), []);
      const untested = set.faults.filter((f) => !rulings.some((r) => r.book === book && r.clauseIds.some((c) => f.clauses.includes(c))));
      assert.deepEqual(untested.map((f) => f.id), [], 'faults with no ruling tagged with their clauses');
    });
  }
});

/** Runs `node --import ./tools/faults/hook.ts` with `args` and the fault environment. */
function hooked(args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, ['--import', './tools/faults/hook.ts', ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, TCG_SEEDED_FAULT: '', TCG_SEEDED_FAULT_SET: '', TCG_SEEDED_FAULT_REPORT: '', ...env }, timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// A unit with base power 5 and two weapons: speed 99 − 7 = 92; with speed ignoring weapons, 94.
const SPEED = ['--input-type=module', '-e', "const s = await import('./engine/twgp/status.ts'); console.log(s.computedSpeed({ card: { name: 'x', power: 5 }, weapons: [{ name: 'w' }, { name: 'w' }], plus: 0, down: 0, accel: false }));"];

/** A fault set module (FAULT_SET) in a temporary folder, for TCG_SEEDED_FAULT_SET. */
function setModule(faults: SeededFault[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'fault-set-')), 'set.mjs');
  writeFileSync(file, `export const FAULT_SET = ${JSON.stringify({ book: 'twgp', serve: ['twgp'], faults })};\n`);
  return file;
}

describe('the hook', { concurrency: 2 }, () => {
  test('without TCG_SEEDED_FAULT it changes nothing', () => {
    const r = hooked(SPEED, {});
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout.trim(), '92');
  });
  test('applies the one fault named, at load, and reports it applied', () => {
    const report = join(mkdtempSync(join(tmpdir(), 'fault-report-')), 'applied');
    const r = hooked(SPEED, { TCG_SEEDED_FAULT: 'twgp:speed-ignores-weapons', TCG_SEEDED_FAULT_REPORT: report });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout.trim(), '94');
    assert.equal(readFileSync(report, 'utf8'), 'twgp:speed-ignores-weapons\n');
    assert.match(readFileSync(join(ROOT, 'engine/twgp/status.ts'), 'utf8'), /basePower\(unit\) \+ weaponCount\(unit\) \+ slowing - effectiveDown\(unit\)/, 'the file on disk is untouched');
  });
  test('an unknown fault id fails loudly, naming it', () => {
    const r = hooked(SPEED, { TCG_SEEDED_FAULT: 'twgp:no-such-fault' });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /unknown fault 'no-such-fault' in tools\/faults\/twgp\.ts/);
    assert.equal(r.stdout, '', 'the program did not run');
  });
  test('an unknown book or a value without a book fails loudly', () => {
    assert.match(hooked(SPEED, { TCG_SEEDED_FAULT: 'nobook:speed-ignores-weapons' }).stderr, /no seeded-fault set for the book 'nobook'/);
    const r = hooked(SPEED, { TCG_SEEDED_FAULT: 'speed-ignores-weapons' });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /must be <book>:<fault id>/);
  });
  test('a find text missing from its file fails loudly, naming the fault and the file', () => {
    const r = hooked(SPEED, { TCG_SEEDED_FAULT: 'twgp:stale', TCG_SEEDED_FAULT_SET: setModule([fault({ id: 'stale', find: 'this text is not in the file', replace: 'x' })]) });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /seeded fault twgp:stale: its find text does not occur in engine\/twgp\/status\.ts/);
    assert.equal(r.stdout, '');
  });
  test('a find text that occurs more than once fails loudly', () => {
    const r = hooked(SPEED, { TCG_SEEDED_FAULT: 'twgp:ambiguous', TCG_SEEDED_FAULT_SET: setModule([fault({ id: 'ambiguous', find: 'basePower(unit)', replace: '0' })]) });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /seeded fault twgp:ambiguous: its find text occurs \d+ times in engine\/twgp\/status\.ts/);
  });
  test('a fault whose file the program never loads fails when the program ends', () => {
    const r = hooked(['-e', '1'], { TCG_SEEDED_FAULT: 'twgp:speed-ignores-weapons' });
    assert.equal(r.status, 3);
    assert.match(r.stderr, /seeded fault twgp:speed-ignores-weapons was never applied: the program did not load engine\/twgp\/status\.ts/);
  });
  test('a TCG_SEEDED_FAULT_SET module that exports no set fails loudly', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fault-set-')), 'empty.mjs');
    writeFileSync(file, 'export const nothing = 1;\n');
    const r = hooked(SPEED, { TCG_SEEDED_FAULT: 'twgp:x', TCG_SEEDED_FAULT_SET: file });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /exports no FAULT_SET/);
  });
});
