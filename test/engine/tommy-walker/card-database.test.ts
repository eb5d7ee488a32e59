// The card database: all 36 cards of the card list, with ids usable in URLs and abilities
// in the typed model.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CARDS, CARD_BY_ID, CARD_BY_NAME, SERIES, hasAttribute, isRideOnly } from '../../../engine/tommy-walker/cards.ts';

test('there are 36 cards: 2 of TW1, 9 of TW2, 12 of TW3 and 13 of TW4', () => {
  assert.equal(CARDS.length, 36);
  const count = (s: string) => CARDS.filter((c) => c.series === s).length;
  assert.deepEqual([count('TW1'), count('TW2'), count('TW3'), count('TW4')], [2, 9, 12, 13]);
  assert.deepEqual(Object.keys(SERIES), ['TW1', 'TW2', 'TW3', 'TW4']);
});

test('ids are unique lowercase ASCII slugs that start with the series, and names are unique', () => {
  assert.equal(CARD_BY_ID.size, 36);
  assert.equal(CARD_BY_NAME.size, 36);
  for (const c of CARDS) {
    assert.match(c.id, /^tw[1-4]-[a-z0-9]+(-[a-z0-9]+)*$/, c.id);
    assert.ok(c.id.startsWith(c.series.toLowerCase() + '-'), c.id);
  }
});

test('every card has one gender, one or two stats, 1–4 stars, a positive power and at least one ability', () => {
  for (const c of CARDS) {
    assert.ok(c.gender === '男' || c.gender === '女', c.name);
    assert.ok(c.stats.length === 1 || (c.stats.length === 2 && c.name === '清廉騎士カリスト'), c.name);
    assert.equal(c.attributeText, `${c.gender}/${c.stats.join('')}`);
    assert.ok(c.stars >= 1 && c.stars <= 4, c.name);
    assert.ok(c.power > 0, c.name);
    assert.ok(c.abilities.length >= 1, c.name);
  }
});

test('清廉騎士カリスト (printed ST) has both S and T', () => {
  const c = CARD_BY_NAME.get('清廉騎士カリスト')!;
  assert.ok(hasAttribute(c, 'S') && hasAttribute(c, 'T') && hasAttribute(c, '男'));
  assert.ok(!hasAttribute(c, 'P') && !hasAttribute(c, '女'));
});

test('exactly ゲルマンシャーク and ラブリンスター are ride-only, and every hand ability is a 結界', () => {
  assert.deepEqual(CARDS.filter(isRideOnly).map((c) => c.name), ['ゲルマンシャーク', 'ラブリンスター']);
  const hand = CARDS.flatMap((c) => c.abilities.filter((a) => a.timing === 'hand'));
  assert.equal(hand.length, 8);
  assert.ok(hand.every((a) => a.timing === 'hand' && a.barrier));
});

test('the database is plain data: it survives a JSON round trip unchanged', () => {
  assert.deepEqual(JSON.parse(JSON.stringify(CARDS)), CARDS);
});

test('each ability text starts with its timing as printed', () => {
  const prefix = { appear: '登場', at: 'AT', hand: '手札', dmg: 'DMG', weakness: '弱点' } as const;
  for (const c of CARDS) for (const a of c.abilities) assert.ok(a.text.startsWith(prefix[a.timing]), `${c.name}: ${a.text}`);
});
