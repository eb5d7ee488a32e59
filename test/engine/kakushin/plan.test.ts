/** Plans (spec chapter 04): sentences outside the grammar are void and located; parsing never throws. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePlan, planLength } from '../../../engine/kakushin/index.ts';

test('the source sentence forms are read', () => {
  const p = parsePlan([
    '剣パネルが3個以上の時、沙羅双樹を優先する。',
    '剣パネルが3個以上の時、斬撃を使用しない。',
    '相手の知力が４以上の場合、灼熱波を使ったとき、一番上にあるプランにBindを与える。',
    '空圧を使った場合、火のパネルを対象とする。',
    '先攻を放棄する。',
    'ターン終了時に鉄壁の維持を解除する。',
  ].join('\n'));
  assert.deepEqual(p.diagnostics, []);
  assert.deepEqual(p.statements.map((s) => s.directive.kind), ['prefer', 'forbid', 'target', 'target', 'give-up-first', 'release']);
  assert.deepEqual(p.statements[2]!.directive, { kind: 'target', target: { kind: 'plan', index: 1 }, ailment: 'Bind' });
});

test('void sentences carry sentence number, offset, line, column and clause', () => {
  const p = parsePlan('斬撃を使用しない。\n\n  ・雨なら、斬撃を使う。\n沙羅双樹を、ぶん回す。');
  assert.equal(p.statements.length, 1);
  assert.deepEqual(p.diagnostics.map((d) => [d.sentence, d.offset, d.line, d.column, d.clause]), [
    [2, 14, 3, 0, 'kakushin.plan.void.unreadable'],
    [3, 25, 4, 6, 'kakushin.plan.void.unreadable'],
  ]);
});

test('the length counts code points without line breaks', () => {
  assert.equal(planLength('斬撃\n𠮷'), 3);
  assert.equal(parsePlan('あ'.repeat(1001)).length, 1001);
});

test('random text never throws and every sentence is either a statement or a diagnostic', () => {
  const alphabet = ['剣', 'パネル', 'が', '3', '個', '以上', 'の時', '、', '。', '斬撃', 'を', '使用しない', '優先する', '\n', '「', '」', '相手', 'の', 'HP', '%', '𠮷', ' ', '！', '維持', '解除する', '白', 'コスト', 'には', 'を対象とする'];
  let seed = 12345;
  const next = () => ((seed = (seed * 1103515245 + 12345) >>> 0) % alphabet.length);
  for (let i = 0; i < 500; i++) {
    const text = Array.from({ length: 1 + (i % 40) }, () => alphabet[next()]).join('');
    const p = parsePlan(text);
    const numbers = [...p.statements.map((s) => s.sentence), ...p.diagnostics.map((d) => d.sentence)].sort((a, b) => a - b);
    assert.deepEqual(numbers, numbers.map((_, k) => k + 1), text);
    for (const d of p.diagnostics) assert.ok(d.clause.startsWith('kakushin.plan.void') || d.clause === 'kakushin.qa.declare-fixed', d.clause);
  }
  assert.doesNotThrow(() => parsePlan(undefined as unknown as string));
});

test('every example sentence in docs/kakushin-plan-grammar.md is read as a statement', async () => {
  const { readFileSync } = await import('node:fs');
  const doc = readFileSync('docs/kakushin-plan-grammar.md', 'utf8');
  const block = doc.slice(doc.lastIndexOf('```\n・'), doc.lastIndexOf('```'));
  const sentences = block.split('\n').filter((l) => l.startsWith('・'));
  assert.ok(sentences.length >= 10);
  for (const s of sentences) {
    const p = parsePlan(s);
    assert.deepEqual(p.diagnostics, [], s);
    assert.equal(p.statements.length, 1, s);
  }
  // The source's plan examples in the table of section 8.
  const sourceRows = [...doc.matchAll(/^\| `(剣パネルが[^`]+)` \|/gmu)].map((m) => m[1]!);
  assert.equal(sourceRows.length, 3);
  for (const s of sourceRows) assert.deepEqual(parsePlan(s).diagnostics, [], s);
});
