import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSpec } from '../../../../tools/spec/load.ts';
import { fixture, GOOD } from '../fixture.ts';

test('each clause carries the contract fields: id, book, kind, number, title, text, file, line', () => {
  const spec = loadSpec(fixture({ 'spec/demo/03-demo.md': GOOD }));
  assert.deepEqual(spec.diagnostics, []);
  const [first, second] = spec.clauses;
  assert.deepEqual(
    { id: first!.id, book: first!.book, kind: first!.kind, number: first!.number, title: first!.title, text: first!.text, file: first!.file, line: first!.line },
    { id: 'demo.section.first', book: 'demo', kind: 'rule', number: '3.1.1', title: '節', text: '最初の規則。', file: 'spec/demo/03-demo.md', line: 5 },
  );
  assert.equal(second!.text, '二つ目の規則は最初の規則を参照する。');
  assert.deepEqual(second!.refs, ['demo.section.first']);
});

test('the label line is not part of the clause text; owned lists and tables are', () => {
  const spec = loadSpec(fixture({ 'spec/demo/01-a.md': '# A\n\nrule[demo.a.one]\n次の表による。\n\n| 名前 | 値 |\n| --- | --- |\n| 攻撃 | 3 |\n\n- 補足\n' }));
  assert.deepEqual(spec.diagnostics, []);
  assert.equal(spec.clauses[0]!.text, '次の表による。\n名前 | 値\n攻撃 | 3\n補足');
});

test('a definition carries its term', () => {
  const spec = loadSpec(fixture({ 'spec/demo/01-a.md': '# A\n\ndefinition[demo.a.power]\n**パワー**（略記 Pow）は強さの値である。\n' }));
  assert.equal(spec.clauses[0]!.term, 'パワー');
});
