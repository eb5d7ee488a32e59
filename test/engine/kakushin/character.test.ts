/** Character sheets (spec chapter 01): every problem names its clause and where it is; nothing throws. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildCharacter, parseSheetText, type CharacterSheet } from '../../../engine/kakushin/index.ts';

const valid = (): CharacterSheet => ({
  name: '剣士',
  points: { vitality: 13, fire: 0, water: 0, wind: 0, earth: 0, sword: 3 },
  skills: ['斬撃', '沙羅双樹'],
  plan: '剣パネルが3個以上の時、沙羅双樹を優先する。',
});

const errorsOf = (sheet: unknown) => {
  const r = buildCharacter(sheet);
  assert.equal(r.ok, false, 'the sheet was accepted');
  return r.ok ? [] : r.errors.map((e) => [e.clause, e.path]);
};

test('a valid sheet builds a character with HP 体力×8 and 知性 = number of skills', () => {
  const r = buildCharacter(valid());
  assert.ok(r.ok);
  assert.equal(r.character.maxHp, 104);
  assert.equal(r.character.points.intellect, 2);
  assert.deepEqual(r.warnings, []);
});

test('each broken rule is reported with its clause and JSON path, all at once', () => {
  const sheet = { ...valid(), name: '', points: { vitality: 0, fire: 1.5, water: 0, wind: 0, earth: 0, sword: 3 }, skills: ['斬撃', '句読点', '息吹', '宣告', '宣告：斬撃'] };
  assert.deepEqual(errorsOf(sheet), [
    ['kakushin.character.sheet.name', 'name'],
    ['kakushin.character.sheet.points', 'points.fire'],
    ['kakushin.character.skills.banned', 'skills[1]'],
    ['kakushin.character.skills.pool', 'skills[2]'],
    ['kakushin.canon.declare.form', 'skills[3]'],
    ['kakushin.canon.declare.one', 'skills[4]'],
  ]);
});

test('point totals, 体力 and 知性 are checked against their clauses', () => {
  assert.deepEqual(errorsOf({ ...valid(), points: { ...valid().points, sword: 4 } }), [['kakushin.character.points.total', 'points']]);
  assert.deepEqual(errorsOf({ ...valid(), points: { vitality: 0, fire: 0, water: 0, wind: 0, earth: 0, sword: 16 } }), [['kakushin.character.points.vitality-positive', 'points.vitality']]);
  assert.deepEqual(errorsOf({ ...valid(), points: { ...valid().points, intellect: 3, vitality: 12 } }), [['kakushin.character.points.intellect', 'points.intellect']]);
});

test('garbage input is rejected with located errors, never thrown', () => {
  for (const junk of [null, undefined, 42, 'sheet', [], { points: null }, { name: 'x', points: { vitality: 'a' }, skills: [null], plan: {} }]) {
    const r = buildCharacter(junk);
    assert.equal(r.ok, false, JSON.stringify(junk));
    if (!r.ok) assert.ok(r.errors.length > 0 && r.errors.every((e) => typeof e.clause === 'string' && e.clause.startsWith('kakushin.') && typeof e.path === 'string'));
  }
});

test('void plan sentences are warnings located by sentence and offset; the character stays valid', () => {
  const r = buildCharacter({ ...valid(), plan: '斬撃を使用しない。潮をふく。' });
  assert.ok(r.ok);
  assert.deepEqual(r.warnings.map((w) => [w.clause, w.path, w.sentence, w.offset]), [['kakushin.plan.void.unreadable', 'plan', 2, 9]]);
});

test('the source template is read with the line of every field, and bad numbers are located by line', () => {
  const text = ['名前', 'くじら', '体力 15', '火 0', '水 2', '風 0', '地 0', '剣 0', 'スキル（1個1点）', '・水弾', 'プラン', '水弾を使う。', '設定', 'くじら'].join('\n');
  const parsed = parseSheetText(text);
  assert.ok(parsed.ok);
  assert.deepEqual(parsed.sheet.points, { vitality: 15, fire: 0, water: 2, wind: 0, earth: 0, sword: 0 });
  assert.deepEqual(parsed.sheet.skills, ['水弾']);
  assert.equal(parsed.lines['skills[0]'], 10);
  assert.equal(parsed.lines['points.water'], 5);
  assert.ok(buildCharacter(parsed.sheet).ok);

  const bad = parseSheetText(text.replace('水 2', '水 たくさん'));
  assert.equal(bad.ok, false);
  if (!bad.ok) assert.deepEqual(bad.errors.map((e) => [e.line, e.clause]), [[5, 'kakushin.character.sheet.points']]);
  const missing = parseSheetText(text.replace('剣 0\n', ''));
  assert.equal(missing.ok, false);
  if (!missing.ok) assert.ok(missing.errors.some((e) => e.message.includes('剣')));
});

test('sheets may use the template\'s Japanese keys and any of the 宣告 spellings', () => {
  const r = buildCharacter({ 名前: '宣告者', 体力: 14, 火: 1, 水: 0, 風: 0, 地: 0, 剣: 1, スキル: ['宣告[空圧]', '火球'], プラン: '' });
  assert.ok(r.ok, JSON.stringify(!r.ok && r.errors));
  assert.equal(r.character.skills[0]!.declared, '空圧');
  for (const spelling of ['宣告：空圧', '宣告:空圧', '[宣告：空圧]', '宣告（空圧）', '宣告〔空圧〕']) {
    const b = buildCharacter({ ...valid(), points: { ...valid().points, vitality: 12 }, skills: ['斬撃', '沙羅双樹', spelling] });
    assert.ok(b.ok, spelling);
    assert.equal(b.character.skills[2]!.declared, '空圧', spelling);
  }
});
