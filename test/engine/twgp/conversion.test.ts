// The conversion of printed values to base power (twgp.status.power.conversion and its notes):
// every example of the spec's table, the notes' examples, the text forms and the refusals.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { convertPrinted, CONVERSION_TABLE, TCG_NAMES } from '../../../engine/twgp/conversion.ts';
import { printedFromText } from '../../../engine/twgp/printed-text.ts';

const power = (game: string, value: unknown, item?: string) => {
  const r = convertPrinted({ game, ...(item === undefined ? {} : { item }), value });
  assert.ok(r.ok, JSON.stringify(r));
  return r.power;
};
const clauses = (game: string, value: unknown) => {
  const r = convertPrinted({ game, value });
  assert.ok(r.ok, JSON.stringify(r));
  return r.clauses;
};
const refused = (printed: unknown) => {
  const r = convertPrinted(printed);
  assert.ok(!r.ok, JSON.stringify(r));
  return r;
};

test('twgp.status.power.conversion: the table lists the spec\'s ten TCGs in its order with their items', () => {
  assert.deepEqual(CONVERSION_TABLE.map((r) => `${r.game}/${r.item}`), [
    'ドラクエ・バトルロード/HP', 'マジック・ザ・ギャザリング/マナ・コスト', 'ヴァイスシュヴァルツ/パワー', 'デュエル・マスターズ/コスト',
    'バトルスピリッツ/コスト', 'ヴァンガード/パワー', '恐竜キング/強さ', 'ライブオン/トルク', 'ポケモン/HP', '遊戯王/☆',
  ]);
  assert.equal(TCG_NAMES.length, 10);
});

test('twgp.status.power.conversion: ドラクエ・バトルロード HP, the thousands and hundreds digits (481 → 04, 8700 → 87)', () => {
  assert.equal(power('ドラクエ・バトルロード', 481, 'HP'), 4);
  assert.equal(power('ドラクエ・バトルロード', 8700, 'HP'), 87);
  assert.equal(power('ドラクエ・バトルロード', 99), 0);
});

test('twgp.status.power.conversion: マジック・ザ・ギャザリング mana cost, the value itself (2 → 02, 14 → 14)', () => {
  assert.equal(power('マジック・ザ・ギャザリング', 2, 'マナ・コスト'), 2);
  assert.equal(power('マジック・ザ・ギャザリング', 14), 14);
});

test('twgp.status.power.conversion: ヴァイスシュヴァルツ power, the ten-thousands and thousands digits (500 → 00, 2500 → 02, 10000 → 10)', () => {
  assert.equal(power('ヴァイスシュヴァルツ', 500, 'パワー'), 0);
  assert.equal(power('ヴァイスシュヴァルツ', 2500), 2);
  assert.equal(power('ヴァイスシュヴァルツ', 10000), 10);
});

test('twgp.status.power.conversion: デュエル・マスターズ and バトルスピリッツ cost, the value itself (2 → 02, 9 → 09, 12 → 12)', () => {
  assert.equal(power('デュエル・マスターズ', 2, 'コスト'), 2);
  assert.equal(power('デュエル・マスターズ', 9), 9);
  assert.equal(power('バトルスピリッツ', 2), 2);
  assert.equal(power('バトルスピリッツ', 12, 'コスト'), 12);
});

test('twgp.status.power.conversion: ヴァンガード power (3000 → 03, 11000 → 11) and 恐竜キング strength (900 → 09, 2000 → 20)', () => {
  assert.equal(power('ヴァンガード', 3000), 3);
  assert.equal(power('ヴァンガード', 11000, 'パワー'), 11);
  assert.equal(power('恐竜キング', 900, '強さ'), 9);
  assert.equal(power('恐竜キング', 2000), 20);
});

test('twgp.status.power.conversion: ライブオン, every torque counted (赤 × 2 ＋ 無色 × 1 → 03)', () => {
  assert.equal(power('ライブオン', { '赤': 2, '無色': 1 }, 'トルク'), 3);
  assert.equal(power('ライブオン', 3), 3);
  assert.equal(power('ライブオン', {}), 0);
});

test('twgp.status.power.conversion: ポケモン HP, the hundreds and tens digits (40 → 04, 120 → 12)', () => {
  assert.equal(power('ポケモン', 40, 'HP'), 4);
  assert.equal(power('ポケモン', 120), 12);
});

test('twgp.status.power.conversion: 遊戯王, the number of stars', () => {
  assert.equal(power('遊戯王', { stars: 4, atk: 1800, def: 1000 }, '☆'), 4);
  assert.equal(power('遊戯王', { stars: 12, atk: 4000, def: 4000 }), 12);
});

test('twgp.status.power.yugioh-zero: ATK or DEF 0 makes power 00 whatever the stars', () => {
  assert.equal(power('遊戯王', { stars: 8, atk: 0, def: 2000 }), 0);
  assert.equal(power('遊戯王', { stars: 4, atk: 1500, def: 0 }), 0);
  assert.deepEqual(clauses('遊戯王', { stars: 4, atk: 1500, def: 0 }), ['twgp.status.power.yugioh-zero']);
});

test('twgp.status.power.note.yugioh-stars: a card without ATK or DEF (a link monster) is 00; a rank counts as stars', () => {
  assert.equal(power('遊戯王', { atk: 2300, def: null }), 0);
  assert.deepEqual(clauses('遊戯王', { atk: 2300, def: null }), ['twgp.status.power.note.yugioh-stars']);
  assert.equal(power('遊戯王', { stars: 4, atk: 2500, def: 2000 }), 4);
  assert.equal(refused({ game: '遊戯王', value: { atk: 1000, def: 1000 } }).field, 'value.stars');
  assert.equal(refused({ game: '遊戯王', value: { stars: 4, atk: 1000 } }).field, 'value.def');
});

test('twgp.status.power.conversion.overflow (twgp.status.power.note.digit-overflow): digits above the two are divided in, capped at 99 (HP 12000 → 99)', () => {
  assert.equal(power('ドラクエ・バトルロード', 12000), 99);
  assert.equal(power('ドラクエ・バトルロード', 9999), 99);
  assert.equal(power('ポケモン', 1000), 99);
  assert.equal(power('ポケモン', 340), 34);
  assert.equal(power('ヴァンガード', 100000), 99);
  assert.deepEqual(clauses('ドラクエ・バトルロード', 12000), ['twgp.status.power.conversion', 'twgp.status.power.conversion.overflow']);
  assert.deepEqual(clauses('ドラクエ・バトルロード', 8700), ['twgp.status.power.conversion']);
  assert.deepEqual(clauses('ポケモン', 1000), ['twgp.status.power.conversion', 'twgp.status.power.conversion.overflow']);
});

test('twgp.status.power.digits: a value taken as it is above 99 is capped at 99', () => {
  assert.equal(power('バトルスピリッツ', 150), 99);
  assert.deepEqual(clauses('バトルスピリッツ', 150), ['twgp.status.power.conversion', 'twgp.status.power.digits']);
  assert.equal(power('マジック・ザ・ギャザリング', '{1000000}'), 99);
  assert.equal(power('ライブオン', { '赤': 99, '青': 99 }), 99);
});

test('twgp.status.power.note.mana-cost: the sum of every mana symbol, X counted 0', () => {
  assert.equal(power('マジック・ザ・ギャザリング', '{3}{R}{R}'), 5);
  assert.equal(power('マジック・ザ・ギャザリング', '3RR'), 5);
  assert.equal(power('マジック・ザ・ギャザリング', '{X}{X}{G}'), 1);
  assert.equal(power('マジック・ザ・ギャザリング', '{10}{U}{U}{B}{B}'), 14);
  assert.equal(power('マジック・ザ・ギャザリング', '{2/W}{W/U}{G/P}'), 4);
  assert.equal(power('マジック・ザ・ギャザリング', '{C}{C}'), 2);
  assert.deepEqual(clauses('マジック・ザ・ギャザリング', '{1}{G}'), ['twgp.status.power.conversion', 'twgp.status.power.note.mana-cost']);
  const r = refused({ game: 'マジック・ザ・ギャザリング', value: '{2}{Q}' });
  assert.equal(r.clause, 'twgp.status.power.note.mana-cost');
  assert.match(r.message, /\{Q\}/);
  assert.match(refused({ game: 'マジック・ザ・ギャザリング', value: '2R!' }).message, /character 3/);
});

test('twgp.status.power.note.other-tcg: a TCG not in the table is refused citing the note', () => {
  const r = refused({ game: 'ドルサーガ', value: 5 });
  assert.equal(r.clause, 'twgp.status.power.note.other-tcg');
  assert.equal(r.field, 'game');
  assert.match(r.message, /'ドルサーガ' is not a TCG of the conversion table/);
  assert.equal(refused({ game: 'ポケモンカード', value: 120 }).clause, 'twgp.status.power.note.other-tcg');
});

test('malformed printed values are refused with the field and the clause, never thrown', () => {
  assert.equal(refused(null).field, '');
  assert.equal(refused([1]).field, '');
  assert.equal(refused({ game: 5, value: 1 }).field, 'game');
  assert.equal(refused({ game: 'ポケモン', item: 'ATK', value: 1 }).field, 'item');
  assert.equal(refused({ game: 'ポケモン', value: -10 }).field, 'value');
  assert.equal(refused({ game: 'ポケモン', value: 1.5 }).field, 'value');
  assert.equal(refused({ game: 'ポケモン', value: '120' }).field, 'value');
  assert.equal(refused({ game: 'ポケモン', value: 120, hp: 1 }).field, 'hp');
  assert.equal(refused({ game: 'ライブオン', value: { '赤': -1 } }).field, 'value["赤"]');
  assert.match(refused({ game: 'ドル\u202eサーガ', value: 1 }).message, /U\+202E/);
  assert.match(refused({ game: 'マジック・ザ・ギャザリング', value: '{1}\u0007' }).message, /U\+0007/);
  assert.match(refused({ game: 'マジック・ザ・ギャザリング', value: 'R'.repeat(101) }).message, /practical bound/);
  for (const bad of [undefined, 1, 'x', { game: 'ポケモン' }, { game: '遊戯王', value: 4 }, { game: '遊戯王', value: { stars: 4, atk: '1', def: 1 } }]) {
    assert.equal(convertPrinted(bad).ok, false);
  }
});

test('printed values as written: the item may lead, full-width digits and thousands separators are read', () => {
  const read = (game: string, text: string) => {
    const r = printedFromText(game, text);
    assert.ok(r.ok, JSON.stringify(r));
    const c = convertPrinted(r.printed);
    assert.ok(c.ok, JSON.stringify(c));
    return c.power;
  };
  assert.equal(read('ドラクエ・バトルロード', 'HP 8700'), 87);
  assert.equal(read('ドラクエ・バトルロード', '8,700'), 87);
  assert.equal(read('ポケモン', 'ＨＰ１２０'), 12);
  assert.equal(read('ヴァイスシュヴァルツ', 'パワー 10000'), 10);
  assert.equal(read('マジック・ザ・ギャザリング', 'マナ・コスト {X}{2}{R}'), 3);
  assert.equal(read('ライブオン', '赤×2 無色×1'), 3);
  assert.equal(read('ライブオン', 'トルク 赤 x 2 + 無色'), 3);
  assert.equal(read('遊戯王', '☆4 ATK 1800 DEF 1000'), 4);
  assert.equal(read('遊戯王', '★★★ ATK 1200 DEF 900'), 3);
  assert.equal(read('遊戯王', 'ランク4 ATK 2500 DEF 2000'), 4);
  assert.equal(read('遊戯王', 'ATK 2300 DEF -'), 0);
  const bad = printedFromText('遊戯王', '☆4 ATK 1800');
  assert.ok(!bad.ok);
  assert.match(bad.message, /DEF is missing/);
  const other = printedFromText('ドルサーガ', '5');
  assert.ok(!other.ok && other.clause === 'twgp.status.power.note.other-tcg');
  const word = printedFromText('ポケモン', 'HP 百二十');
  assert.ok(!word.ok && /not a whole number/.test(word.message));
  assert.ok(!printedFromText('ポケモン', '1'.repeat(300)).ok);
});
