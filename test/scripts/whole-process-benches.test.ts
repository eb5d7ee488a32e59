// node bench/conformance.ts and bench/lint.ts: the number of pairs is an integer from 1 to 20
// (and --jobs of the conformance benchmark one from 1 to 16); anything else is refused with
// exit code 2 before any run starts. The benchmarks themselves are not run here: they take
// minutes (npm run bench -- conformance lint).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertRefused, runScript } from './command-line.ts';

for (const script of ['bench/conformance.ts', 'bench/lint.ts']) {
  test(`node ${script}: a number of pairs that is not an integer from 1 to 20 is refused`, () => {
    for (const s of ['0', '21', 'x', '1e3', '2.5', '']) {
      assertRefused(runScript(script, [s]), 2, new RegExp(`^pairs must be an integer from 1 to 20, got '${s.replace('.', '\\.')}'`), 3);
    }
    assertRefused(runScript(script, ['1', '2']), 2, /^one (positional )?argument at most/, 3);
    assertRefused(runScript(script, ['--fast']), 2, /unknown option '--fast'/i, 3);
    const help = runScript(script, ['--help']);
    assert.equal(help.status, 0);
    assert.match(help.stdout, new RegExp(`^usage: node ${script.replace('.', '\\.')} \\[pairs\\]`));
  });
}

test('node bench/conformance.ts: --jobs that is not an integer from 1 to 16 is refused', () => {
  for (const s of ['0', '17', 'two']) assertRefused(runScript('bench/conformance.ts', ['--jobs', s]), 2, new RegExp(`^--jobs must be an integer from 1 to 16, got '${s}'`), 3);
  assertRefused(runScript('bench/conformance.ts', ['--jobs']), 2, /--jobs/, 3);
});
