// node bench/janken-gear.ts and bench/kakushin.ts (bench/lib/harness.ts): the measuring time
// is a number of seconds from 0.1 to 600; a run prints complete games (battles) and decisions
// per second by the clock and per CPU second, and the target of issue 16.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertRefused, runScript } from './command-line.ts';

const BENCHES = [
  { script: 'bench/janken-gear.ts', line: /^random vs random: \d+ complete games in [\d.]+ s \([\d.]+ s of CPU\): [\d.]+ games\/s by the clock, [\d.]+ games per CPU second, \d+ decisions per CPU second \([\d.]+ decisions per game\)$/m, target: /^target: 10000 complete random games per second on one core \(issue 16\), measured in CPU seconds: (reached|not reached \([\d.]+% of it\))$/m },
  { script: 'bench/kakushin.ts', line: /^random characters: \d+ complete battles in [\d.]+ s \([\d.]+ s of CPU\): [\d.]+ battles\/s by the clock, [\d.]+ battles per CPU second, \d+ turns per CPU second \([\d.]+ turns per battle\)$/m, target: /^target: 10000 complete battles between random valid characters per second on one core \(issue 16\), measured in CPU seconds: (reached|not reached \([\d.]+% of it\))$/m },
];

for (const { script, line, target } of BENCHES) {
  test(`node ${script}: a measuring time that is not 0.1 to 600 seconds is refused`, () => {
    for (const s of ['0', '601', 'x', '-1', '1e3']) {
      assertRefused(runScript(script, [s]), 2, new RegExp(`^the measuring time must be a number of seconds from 0\\.1 to 600, got '${s}'`), 2);
    }
    assertRefused(runScript(script, ['1', '2']), 2, /^one argument at most/, 2);
    assert.equal(runScript(script, ['--help']).status, 0);
  });

  test(`node ${script} 0.1 prints complete games and decisions per second, and the target`, () => {
    const r = runScript(script, ['0.1'], { timeoutMs: 120_000 });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, line);
    assert.match(r.stdout, target);
  });
}
