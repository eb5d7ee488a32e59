// The protocol's card form (engine/twgp/card.ts): name, kind, power or printed, game; every
// problem by JSON path under the path given.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ShapeError } from '../../../engine/core/violation.ts';
import { readCard } from '../../../engine/twgp/card.ts';

const read = (v: unknown, path = 'card', extra: string[] = []) => {
  const errors: ShapeError[] = [];
  const card = readCard(v, path, errors, extra);
  return { card, errors, paths: errors.map((e) => e.path) };
};

test('a card as today: name, kind, power', () => {
  assert.deepEqual(read({ name: '大魔王ゾーマ', kind: 'ユニット', power: 87 }).card, { name: '大魔王ゾーマ', kind: 'ユニット', power: 87 });
  assert.deepEqual(read({ name: '鋼の剣', kind: 'ウェポン' }).card, { name: '鋼の剣', kind: 'ウェポン' });
  assert.deepEqual(read({ name: '山札1' }).card, { name: '山札1' });
});

test('a printed value is converted to the base power and names the game (twgp.status.power.conversion)', () => {
  const zoma = read({ name: '大魔王ゾーマ', kind: 'ユニット', printed: { game: 'ドラクエ・バトルロード', item: 'HP', value: 8700 } });
  assert.deepEqual(zoma.errors, []);
  assert.deepEqual(zoma.card, { name: '大魔王ゾーマ', kind: 'ユニット', power: 87, game: 'ドラクエ・バトルロード' });
  assert.equal(read({ name: 'p', kind: 'ユニット', printed: { game: 'ポケモン', value: 120 } }).card?.power, 12);
  assert.equal(read({ name: 'm', kind: 'ユニット', printed: { game: 'マジック・ザ・ギャザリング', value: '{3}{R}{R}' } }).card?.power, 5);
  assert.equal(read({ name: 'y', kind: 'ユニット', printed: { game: '遊戯王', value: { stars: 4, atk: 0, def: 1000 } } }).card?.power, 0);
});

test('game names the source TCG of any card, also one outside the table', () => {
  assert.deepEqual(read({ name: '炎の剣', kind: 'ウェポン', game: 'ドルサーガ' }).card, { name: '炎の剣', kind: 'ウェポン', game: 'ドルサーガ' });
  assert.deepEqual(read({ name: 'p', power: 3, game: 'ポケモン' }).card, { name: 'p', power: 3, game: 'ポケモン' });
  assert.deepEqual(read({ name: 'p', printed: { game: 'ポケモン', value: 30 }, game: 'ポケモン' }).errors, []);
  assert.deepEqual(read({ name: 'p', printed: { game: 'ポケモン', value: 30 }, game: '遊戯王' }).paths, ['card.game']);
  assert.deepEqual(read({ name: 'p', game: '' }).paths, ['card.game']);
  assert.match(read({ name: 'p', game: 'a\u202eb' }).errors[0]!.message, /U\+202E/);
});

test('power and printed together, or a unit with neither, are malformed', () => {
  const both = read({ name: 'p', kind: 'ユニット', power: 3, printed: { game: 'ポケモン', value: 30 } });
  assert.deepEqual(both.paths, ['card.printed']);
  assert.match(both.errors[0]!.message, /either as power or as printed/);
  const neither = read({ name: 'p', kind: 'ユニット' });
  assert.deepEqual(neither.paths, ['card.power']);
  assert.match(neither.errors[0]!.message, /twgp\.status\.power\.base/);
});

test('a printed value that does not convert is malformed at its field, citing the clause', () => {
  const other = read({ name: 'p', kind: 'ユニット', printed: { game: 'ドルサーガ', value: 5 } }, 'setup.decks[0].entry.pile[3]');
  assert.deepEqual(other.paths, ['setup.decks[0].entry.pile[3].printed.game']);
  assert.match(other.errors[0]!.message, /twgp\.status\.power\.note\.other-tcg/);
  assert.equal(other.card, undefined);
  assert.deepEqual(read({ name: 'p', printed: { game: 'ポケモン', value: -1 } }, 'setup.decks[0].entry.pile[3]').paths, ['setup.decks[0].entry.pile[3].printed.value']);
  assert.deepEqual(read({ name: 'p', printed: { game: '遊戯王', value: { stars: 4, atk: 1 } } }).paths, ['card.printed.value.def']);
  assert.deepEqual(read({ name: 'p', printed: { game: 'ライブオン', value: { '赤': 1.5 } } }).paths, ['card.printed.value["赤"]']);
  assert.deepEqual(read({ name: 'p', printed: 'HP 8700' }).paths, ['card.printed']);
  assert.match(read({ name: 'p', printed: { game: 'ポケモン', value: 'x' } }).errors[0]!.message, /twgp\.status\.power\.conversion/);
});

test('the checks of the position form: name, kind, power 0–99, unknown fields', () => {
  assert.deepEqual(read({ name: '', power: 1 }).paths, ['card.name']);
  assert.deepEqual(read({ power: 1 }).paths, ['card.name']);
  assert.deepEqual(read({ name: 'x'.repeat(101) }).paths, ['card.name']);
  assert.match(read({ name: 'a\u0000b' }).errors[0]!.message, /U\+0000/);
  assert.deepEqual(read({ name: 'p', kind: 'モンスター' }).paths, ['card.kind']);
  assert.deepEqual(read({ name: 'p', power: 100 }).paths, ['card.power']);
  assert.deepEqual(read({ name: 'p', power: 1.5 }).paths, ['card.power']);
  assert.deepEqual(read({ name: 'p', colour: 'red' }).paths, ['card.colour']);
  assert.deepEqual(read(JSON.parse('{"name": "p", "__proto__": {"power": 3}}')).paths, ['card.__proto__']);
  assert.deepEqual(read({ name: 'p', mode: 'Active' }, 'u', ['mode']).errors, []);
  for (const bad of [null, 3, 'p', [], undefined]) assert.deepEqual(read(bad).paths, ['card']);
});
