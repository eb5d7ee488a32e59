import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint } from '../fixture.ts';

test('a variant without an option key is reported', () => {
  const problems = lint({ 'spec/demo/01-a.md': '# A\n\nvariant[demo.a.alt]\n別の規則。\n' });
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /^spec\/demo\/01-a\.md:3:1: variant clause 'demo\.a\.alt' needs an option key/);
});

test('a variant with an option key and an edition is accepted', () => {
  assert.deepEqual(lint({ 'spec/demo/01-a.md': '# A\n\nvariant[demo.a.alt] option=alt-rule edition=2012\n別の規則。\n' }), []);
});

test('unknown and malformed attributes are reported', () => {
  const unknown = lint({ 'spec/demo/01-a.md': '# A\n\nrule[demo.a.one] colour=red\n本文。\n' });
  assert.match(unknown[0]!, /^spec\/demo\/01-a\.md:3:1: clause 'demo\.a\.one': unknown attribute 'colour'/);
  const bad = lint({ 'spec/demo/01-a.md': '# A\n\nvariant[demo.a.one] option=Bad_Key\n本文。\n' });
  assert.match(bad[0]!, /attribute option='Bad_Key' must be a lowercase kebab-case option key/);
});

test('chapter files must be named NN-slug.md and have one title heading', () => {
  const name = lint({ 'spec/demo/attack.md': '# A\n\nrule[demo.a.one]\n本文。\n' });
  assert.match(name[0]!, /^spec\/demo\/attack\.md:1:1: chapter file name 'attack\.md' must look like NN-slug\.md/);
  const twoTitles = lint({ 'spec/demo/01-a.md': '# A\n\nrule[demo.a.one]\n本文。\n\n# B\n' });
  assert.match(twoTitles[0]!, /^spec\/demo\/01-a\.md:6:1: a chapter file has exactly one level-1 heading/);
  const skipped = lint({ 'spec/demo/01-a.md': '# A\n\n### 深すぎる\n\nrule[demo.a.one]\n本文。\n' });
  assert.match(skipped[0]!, /^spec\/demo\/01-a\.md:3:1: heading level 3 follows level 1/);
});

test('a definition names its term in bold; the index records it', () => {
  const problems = lint({ 'spec/demo/01-a.md': '# A\n\ndefinition[demo.a.term]\n太字のない定義。\n' });
  assert.deepEqual(problems, ["spec/demo/01-a.md:3:1: definition 'demo.a.term' has no term: write the term in **bold** at the start of its text"]);
});
