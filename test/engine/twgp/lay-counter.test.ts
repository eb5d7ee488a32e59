/**
 * Unit test of laying log counters (twgp.stealth.other-cards): the offers on either grid are
 * exactly the layings the refusal accepts, and a battle-grid laying is a stealth drive (two
 * downloads first, the square then taken).
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import { layCounterRule, type LayCounterAction } from '../../../engine/twgp/stealth.ts';
import { readPosition } from '../../../engine/twgp/index.ts';
import { squareFree } from '../../../engine/twgp/field.ts';

test('log counters are offered on every empty charge square and free battle square, and nowhere else', () => {
  const r = readPosition({
    players: ['A', 'B'], turn: { player: 'A', sequence: 'battle' },
    seats: [{ battleGrid: [{ name: '五', power: 5 }], chargeGrid: [{ name: 'c' }], hand: [{ name: '報復', kind: 'ログ・カウンター' }, { name: '兵', kind: 'ユニット', power: 2 }], deck: [{ name: 'd1' }, { name: 'd2' }, { name: 'd3' }] }, { battleGrid: [] }],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.malformed));
  const offered = layCounterRule.offers(r.state, 'A');
  const key = (a: LayCounterAction) => JSON.stringify([a.card, a.square, a.grid ?? null]);
  const keys = new Set(offered.map(key));
  for (const card of [0, 1, 2]) for (const square of [0, 1, 2, 3, 4, 5]) for (const grid of [undefined, 'battle' as const]) {
    const a: LayCounterAction = grid ? { type: 'lay-counter', card, square, grid } : { type: 'lay-counter', card, square };
    assert.equal(layCounterRule.refusal(r.state, 'A', a) === null, keys.has(key(a)), key(a));
  }
  assert.deepEqual([...keys].sort(), ['[0,1,"battle"]', '[0,1,null]', '[0,2,"battle"]', '[0,2,null]', '[0,3,"battle"]', '[0,3,null]', '[0,4,"battle"]', '[0,4,null]']);
  const done = layCounterRule.perform(r.state, 'A', { type: 'lay-counter', card: 0, square: 2, grid: 'battle' });
  const seat = done.state.seats[0]!;
  assert.deepEqual(seat.counters?.map((c) => [c.square, c.card.name]), [[2, '報復']]);
  assert.equal(seat.deck.length, 1);
  assert.deepEqual(seat.hand.map((c) => c.name), ['兵']);
  // The square is taken now: nothing more is laid or summoned there (twgp.field.battle-grid.one-unit).
  assert.equal(squareFree(seat, 2), false);
  assert.equal(squareFree(seat, 1), true);
});
