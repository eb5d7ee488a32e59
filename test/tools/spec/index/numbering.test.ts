import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSpec } from '../../../../tools/spec/load.ts';
import { fixture } from '../fixture.ts';

const chapter = `# 攻撃

rule[demo.attack.general]
通則。

## 一つ目

rule[demo.attack.one.a]
一。

rule[demo.attack.one.b]
二は次のとおり。

1. rule[demo.attack.one.b.sub]
   入れ子の規則。
2. 入れ子でない項目。

### 細目

example[demo.attack.one.detail]
例。

## 二つ目

1. rule[demo.attack.two.a]
   項目の規則。
`;

test('display numbers follow chapter, headings and clause order; nested clauses number under their parent', () => {
  const spec = loadSpec(fixture({ 'spec/demo/07-attack.md': chapter }));
  assert.deepEqual(spec.diagnostics, []);
  const numbers = Object.fromEntries(spec.clauses.map((c) => [c.id, c.number]));
  assert.deepEqual(numbers, {
    'demo.attack.general': '7.1',
    'demo.attack.one.a': '7.2.1',
    'demo.attack.one.b': '7.2.2',
    'demo.attack.one.b.sub': '7.2.2.1',
    'demo.attack.one.detail': '7.2.3.1',
    'demo.attack.two.a': '7.3.1',
  });
  const sub = spec.clauses.find((c) => c.id === 'demo.attack.one.b.sub')!;
  assert.equal(sub.parent, 'demo.attack.one.b');
  const parent = spec.clauses.find((c) => c.id === 'demo.attack.one.b')!;
  assert.equal(parent.text, '二は次のとおり。\n入れ子でない項目。', 'nested clause text stays out of its parent');
});

test('inserting a clause renumbers the others but never changes their IDs', () => {
  const before = loadSpec(fixture({ 'spec/demo/07-attack.md': chapter })).clauses;
  const inserted = chapter.replace('## 一つ目\n', '## 一つ目\n\nrule[demo.attack.one.new]\n新しい規則。\n');
  const after = loadSpec(fixture({ 'spec/demo/07-attack.md': inserted })).clauses;
  assert.equal(after.find((c) => c.id === 'demo.attack.one.a')!.number, '7.2.2');
  assert.deepEqual(after.map((c) => c.id).filter((id) => id !== 'demo.attack.one.new'), before.map((c) => c.id));
});
