/**
 * Extra steps for the independent 革新的なTCG rulings (features/kakushin/independent-*.feature).
 * Thin like the others: they hand text to the engine and read what it returned.
 */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { parsePlan } from '../../engine/kakushin/index.ts';
import { scene, type W } from './kakushin-world.ts';

When('革新のプラン {string} を読む', function (this: W, text: string) {
  scene(this).plan = parsePlan(text, { pool: scene(this).pool });
});

Then('革新の受け付けたキャラクターのスキル欄は {string} である', function (this: W, names: string) {
  const b = scene(this).build;
  assert.ok(b?.ok, `the sheet was rejected: ${JSON.stringify(b && !b.ok && b.errors)}`);
  const got = b.character.skills.map((slot) => (slot.declared === undefined ? slot.skill.name : `${slot.skill.name}：${slot.declared}`));
  assert.deepEqual(got, names.split('、'));
});

Then('革新のシートの警告は {int} 件である', function (this: W, n: number) {
  const b = scene(this).build;
  assert.ok(b, 'no sheet was submitted');
  assert.equal(b.warnings.length, n, JSON.stringify(b.warnings));
});

Then('革新のシートの拒否理由はどれも条項IDと箇所を示している', function (this: W) {
  const b = scene(this).build;
  assert.ok(b && !b.ok, 'the sheet was accepted');
  for (const e of b.errors) {
    assert.match(e.clause, /^kakushin\.[a-z0-9.-]+$/u, JSON.stringify(e));
    assert.equal(typeof e.path, 'string');
    assert.ok(e.message.length > 0);
  }
});

Then('革新のプランの無効な文はどれも、示された開始位置からその文の本文が始まっている', function (this: W) {
  const p = scene(this).plan;
  assert.ok(p, 'no plan has been read');
  const chars = [...p.text];
  for (const d of p.diagnostics) {
    assert.equal(chars.slice(d.offset, d.offset + [...d.text].length).join(''), d.text, JSON.stringify(d));
    assert.equal(d.line, 1 + chars.slice(0, d.offset).filter((c) => c === '\n').length, JSON.stringify(d));
    assert.ok(d.column >= 0 && d.column <= [...d.text].length, JSON.stringify(d));
  }
});
