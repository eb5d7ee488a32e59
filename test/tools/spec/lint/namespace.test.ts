import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint } from '../fixture.ts';

test('an ID whose first segment is not the rulebook folder is reported', () => {
  const problems = lint({ 'spec/demo/01-a.md': '# A\n\nrule[other.a.one]\n本文。\n' });
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /^spec\/demo\/01-a\.md:3:1: clause ID 'other\.a\.one' is in namespace 'other' but this file belongs to rulebook 'demo'/);
});
