// npm run simulate: every bad argument is a usage error (exit 2) before any game is played.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertRefused, runScript, scratch } from './command-line.ts';

const DECKS = ['--decks', 'decks/tommy-walker/a.txt', 'decks/tommy-walker/b.txt'];
const simulate = (...args: string[]) => runScript('scripts/simulate.ts', args);

test('an unknown agent name is refused, inherited property names included', () => {
  for (const agents of ['constructor,greedy', 'greedy,toString', '__proto__,random', 'greedy', 'greedy,random,greedy', '']) {
    assertRefused(simulate(...DECKS, '--games', '1', '--agents', agents), 2, /^--agents takes two of random, greedy separated by a comma/, 2);
  }
});

test('a seed or a count that is not a safe integer in range is refused, not rounded', () => {
  const cases: [string, string][] = [
    ['--seed', '1e300'], ['--seed', '9007199254740993'], ['--seed', '1.5'], ['--seed', '-1'], ['--seed', '0x10'], ['--seed', 'Infinity'],
    ['--games', '0'], ['--games', '1e30'], ['--games', '1000001'],
    ['--round-limit', '-1'], ['--round-limit', '10001'],
  ];
  for (const [option, value] of cases) {
    assertRefused(simulate(...DECKS, option, value), 2, new RegExp(`^${option} must be an integer from \\d+ to \\d+, got '${value.replace(/[.+]/g, '\\$&')}'`), 2);
  }
  assertRefused(simulate(...DECKS, '--seed', '9007199254740991', '--games', '2'), 2, /^--seed 9007199254740991 with --games 2 gives seeds beyond 9007199254740991/, 2);
});

test('a missing value, an unknown argument and a missing --decks are usage errors', () => {
  assertRefused(simulate('--decks', 'decks/tommy-walker/a.txt'), 2, /^--decks needs a value/, 2);
  assertRefused(simulate(...DECKS, '--seed'), 2, /^--seed needs a value/, 2);
  assertRefused(simulate(...DECKS, '--games', '--seed', '3'), 2, /^--games must be an integer/, 2);
  assertRefused(simulate(...DECKS, '--save-log', '--games', '3'), 2, /^--save-log needs a value/, 2);
  assertRefused(simulate(...DECKS, '--bogus'), 2, /^unknown argument '--bogus'/, 2);
  assertRefused(simulate(), 2, /^give two deck files with --decks/, 2);
  assertRefused(simulate('--replay', 'x.json', ...DECKS), 2, /^--replay replays a saved log; it takes no --decks/, 2);
});

test('an output path that cannot be written is refused before the games start', () => {
  const dir = scratch('sim-out');
  const file = join(dir, 'plain');
  writeFileSync(file, 'x');
  const readOnly = join(dir, 'ro');
  writeFileSync(readOnly, 'keep');
  chmodSync(readOnly, 0o444);
  for (const [path, why] of [
    [join(dir, 'missing', 'log.json'), /the folder .*missing does not exist/],
    [dir, /it is a folder/],
    [join(file, 'log.json'), /is not a folder/],
    ['/proc/no-such-log.json', /ENOENT|EACCES|EROFS/],
  ] as const) {
    // 1,000,000 games would take minutes: the refusal must come first.
    const r = simulate(...DECKS, '--games', '1000000', '--save-log', path);
    assertRefused(r, 2, new RegExp(`^--save-log .*: cannot write the log there \\(.*(${why.source})`), 2);
    assert.equal(r.stdout, '');
  }
  // A read-only file: root may write it anyway, so only a refusal is checked when there is one.
  const ro = simulate(...DECKS, '--games', '1', '--save-log', readOnly);
  if (ro.status !== 0) assertRefused(ro, 2, /cannot write the log there \(EACCES/, 2);
  assert.ok(existsSync(readOnly));
});

test('a deck path that is a folder, missing or too large is a usage error naming the file', () => {
  const dir = scratch('sim-deck');
  const big = join(dir, 'big.txt');
  writeFileSync(big, '#'.repeat(2 << 20));
  assertRefused(simulate('--decks', dir, 'decks/tommy-walker/b.txt'), 2, /: cannot read the deck file \(it is a folder, not a file\)/, 2);
  assertRefused(simulate('--decks', join(dir, 'none.txt'), 'decks/tommy-walker/b.txt'), 2, /none\.txt: cannot read the deck file \(no such file\)/, 2);
  assertRefused(simulate('--decks', big, 'decks/tommy-walker/b.txt'), 2, /big\.txt: cannot read the deck file \(the file has \d+ bytes; at most 1048576 are read\)/, 2);
});

test('--help documents the limits, the digest and the exit codes', () => {
  const h = simulate('--help');
  assert.equal(h.status, 0);
  assert.match(h.stdout, /1 to 1000000/);
  assert.match(h.stdout, /MAX_SAFE_INTEGER/);
  assert.match(h.stdout, /digest/);
  assert.match(h.stdout, /exit codes: 0 done; 1 .*; 2 usage error/);
});
