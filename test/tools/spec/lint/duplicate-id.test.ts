import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint } from '../fixture.ts';

test('a clause ID defined twice is reported at the second definition, naming the first', () => {
  const problems = lint({
    'spec/demo/01-a.md': '# A\n\nrule[demo.a.one]\n本文。\n',
    'spec/demo/02-b.md': '# B\n\ntext\n'.replace('text', 'rule[demo.b.two]\n本文。\n\nrule[demo.a.one]\n重複。'),
  });
  assert.deepEqual(problems, [
    "spec/demo/02-b.md:6:1: duplicate clause ID 'demo.a.one' (first defined at spec/demo/01-a.md:3:1)",
  ]);
});

test('a duplicate within one file is reported too', () => {
  const problems = lint({ 'spec/demo/01-a.md': '# A\n\nrule[demo.a.one]\n一。\n\nnote[demo.a.one]\n二。\n' });
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /^spec\/demo\/01-a\.md:6:1: duplicate clause ID 'demo\.a\.one'/);
});
