import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint } from '../fixture.ts';

test('a link to a clause ID that does not exist is reported where the link is', () => {
  const problems = lint({ 'spec/demo/01-a.md': '# A\n\nrule[demo.a.one]\n本文は[どこか](#demo.a.missing)を参照する。\n' });
  assert.deepEqual(problems, ["spec/demo/01-a.md:4:4: reference to unknown clause ID 'demo.a.missing'"]);
});

test('a link to a clause in another file of the book resolves', () => {
  assert.deepEqual(
    lint({
      'spec/demo/01-a.md': '# A\n\nrule[demo.a.one]\n[次](#demo.b.two)を見よ。\n',
      'spec/demo/02-b.md': '# B\n\nrule[demo.b.two]\n本文。\n',
    }),
    [],
  );
});

test('an in-page link that is not a clause ID is reported', () => {
  const problems = lint({ 'spec/demo/01-a.md': '# A\n\nrule[demo.a.one]\n[見出し](#somewhere)へ。\n' });
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /^spec\/demo\/01-a\.md:4:1: link target '#somewhere' is not a clause ID/);
});
