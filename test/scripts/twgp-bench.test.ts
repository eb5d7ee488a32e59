// node bench/twgp.ts: the measuring time is a number of seconds from 0.1 to 600; a run prints
// complete games per second by the clock and per CPU second, and the target of issue 16.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertRefused, runScript } from './command-line.ts';

test('node bench/twgp.ts: a measuring time that is not 0.1 to 600 seconds is refused', () => {
  for (const s of ['0', '601', 'x', '-1', '1e3']) {
    assertRefused(runScript('bench/twgp.ts', [s]), 2, new RegExp(`^the measuring time must be a number of seconds from 0\\.1 to 600, got '${s.replace('.', '\\.')}'`), 3);
  }
  assertRefused(runScript('bench/twgp.ts', ['1', '2']), 2, /^one argument at most/, 3);
  assert.equal(runScript('bench/twgp.ts', ['--help']).status, 0);
});

test('node bench/twgp.ts 0.1 prints complete games per second and the target', () => {
  const r = runScript('bench/twgp.ts', ['0.1'], { timeoutMs: 300_000 });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^random vs random: \d+ complete games in [\d.]+ s \([\d.]+ s of CPU\): [\d.]+ games\/s by the clock, [\d.]+ games per CPU second, \d+ actions per CPU second/m);
  assert.match(r.stdout, /^heuristic vs heuristic: \d+ complete games/m);
  assert.match(r.stdout, /^  \d+ of its \d+ games ended by the judged deadlock/m);
  assert.match(r.stdout, /^target: 1000 complete random games per second on one core \(issue 16\), measured in CPU seconds: (reached|not reached \([\d.]+% of it\))$/m);
});
