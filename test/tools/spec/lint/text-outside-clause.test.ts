import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint } from '../fixture.ts';

test('a paragraph with no label is rule text outside any clause', () => {
  const problems = lint({ 'spec/demo/01-a.md': '# A\n\nrule[demo.a.one]\n本文。\n\nラベルのない段落。\n' });
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /^spec\/demo\/01-a\.md:6:1: text outside any clause/);
});

test('a blockquote is commentary and is allowed', () => {
  assert.deepEqual(lint({ 'spec/demo/01-a.md': '# A\n\n> 解説の文章。\n\nrule[demo.a.one]\n本文。\n' }), []);
});

test('a list that follows a clause belongs to it; one after commentary does not', () => {
  assert.deepEqual(lint({ 'spec/demo/01-a.md': '# A\n\nrule[demo.a.one]\n次のとおり。\n\n- 一\n- 二\n' }), []);
  const problems = lint({ 'spec/demo/01-a.md': '# A\n\nrule[demo.a.one]\n次のとおり。\n\n> 解説\n\n- 一\n' });
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /^spec\/demo\/01-a\.md:8:1: list item outside any clause/);
});

test('a label in the middle of a paragraph must start its own paragraph', () => {
  const problems = lint({ 'spec/demo/01-a.md': '# A\n\nrule[demo.a.one]\n本文。\nrule[demo.a.two]\n続き。\n' });
  assert.deepEqual(problems, ["spec/demo/01-a.md:5:1: clause label 'rule[demo.a.two]' must start its own paragraph: put a blank line before it"]);
});

test('a clause with a label and no text is reported', () => {
  const problems = lint({ 'spec/demo/01-a.md': '# A\n\nrule[demo.a.one]\n' });
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /^spec\/demo\/01-a\.md:3:1: clause 'demo\.a\.one' has no text/);
});
