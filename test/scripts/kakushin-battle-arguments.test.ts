// npm run kakushin:battle: bad arguments are usage errors (exit 2); a sheet that cannot be read
// or is invalid is exit 1 naming the file; none of them prints a stack trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertRefused, runScript, scratch } from './command-line.ts';

const A = 'examples/kakushin/swordsman.txt';
const B = 'examples/kakushin/heatwave.txt';
const battle = (...args: string[]) => runScript('scripts/kakushin-battle.ts', args);

test('a seed that is not a safe integer from 0 is refused, not rounded', () => {
  for (const seed of ['1e300', '9007199254740993', '-1', '2.5', '0x10', 'abc', '']) {
    assertRefused(battle(A, B, '--seed', seed), 2, new RegExp(`^--seed must be an integer from 0 to 9007199254740991, got '${seed.replace(/[.]/g, '\\.')}'`), 3);
  }
  assertRefused(battle(A, B, '--seed'), 2, /^--seed needs a value/, 3);
  assertRefused(battle(A, B, '--seed=1e3'), 2, /^--seed must be an integer/, 3);
});

test('unknown options and a wrong number of sheets are usage errors with the usage line', () => {
  assertRefused(battle(A, B, '-x'), 2, /^unknown option -x\nusage: node scripts\/kakushin-battle\.ts/, 3);
  assertRefused(battle(A, B, '--constructor'), 2, /^unknown option --constructor/, 3);
  assertRefused(battle(A), 2, /^give exactly two character sheets, got 1/, 3);
  assertRefused(battle(A, B, A), 2, /^give exactly two character sheets, got 3/, 3);
});

test('a sheet that is missing, a folder or too large is refused by name (exit 1), with no battle', () => {
  const dir = scratch('kakushin-args');
  const big = join(dir, 'big.txt');
  writeFileSync(big, 'x'.repeat((1 << 20) + 1));
  assertRefused(battle(A, join(dir, 'none.txt')), 1, /none\.txt: cannot read the character sheet \(no such file\)/, 3);
  assertRefused(battle(dir, B), 1, /: cannot read the character sheet \(it is a folder, not a file\)/, 3);
  assertRefused(battle(big, B), 1, /big\.txt: cannot read the character sheet \(the file has 1048577 bytes; at most 1048576 are read\)/, 3);
});

test('a JSON sheet that is not an object or not JSON is an invalid sheet (exit 1), named by file', () => {
  const dir = scratch('kakushin-json');
  for (const [name, text, message] of [
    ['null.json', 'null', /null\.json: kakushin\.character\.sheet \(sheet\): a character sheet must be an object/],
    ['list.json', '[1]', /list\.json: kakushin\.character\.sheet \(sheet\): a character sheet must be an object/],
    ['cut.json', '{"name": "x", "poi', /cut\.json: not JSON: /],
  ] as const) {
    const file = join(dir, name);
    writeFileSync(file, text);
    assertRefused(battle(file, B), 1, message, 20);
  }
});

test('--help prints the options and exit codes; `--` ends the options', () => {
  const h = battle('--help');
  assert.equal(h.status, 0);
  assert.match(h.stdout, /--seed N +seed of the battle's dice, an integer from 0 to 9007199254740991/);
  assert.match(h.stdout, /exit codes: 0 a battle was played; 1 a sheet cannot be read or is invalid; 2 usage error/);
  const ok = battle('--seed', '3', '--', A, B);
  assert.equal(ok.status, 0, ok.stderr);
});
