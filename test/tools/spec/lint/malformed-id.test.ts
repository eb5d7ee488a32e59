import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint } from '../fixture.ts';

for (const bad of ['Demo.a.one', 'demo', 'demo..a', 'demo.a_b', 'demo.a.-x', 'demo.チャージ']) {
  test(`malformed clause ID '${bad}' is reported with its location`, () => {
    const problems = lint({ 'spec/demo/01-a.md': `# A\n\nrule[${bad}]\n本文。\n` });
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.ok(problems[0]!.startsWith(`spec/demo/01-a.md:3:1: malformed clause ID '${bad}'`), problems[0]);
  });
}

test('an unknown clause kind is reported, not read as prose', () => {
  const problems = lint({ 'spec/demo/01-a.md': '# A\n\nrul[demo.a.one]\n本文。\n' });
  assert.deepEqual(problems, ["spec/demo/01-a.md:3:1: unknown clause kind 'rul' (expected one of rule, definition, example, note, variant)"]);
});
