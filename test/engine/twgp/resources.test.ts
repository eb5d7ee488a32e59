/** Chapter 2 and 3 helpers: duplicates, the check after the game, the directed cut, the layout, the install window. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { auditAfterGame, duplicatesOf } from '../../../engine/twgp/deck-legality.ts';
import { tableLayout } from '../../../engine/twgp/field.ts';
import { cut } from '../../../engine/twgp/resources.ts';
import { seedRng } from '../../../engine/core/rng.ts';
import { twgpEngine } from '../../../engine/twgp/contract.ts';
import { allRules } from '../../../engine/twgp/rules.ts';
import { table } from './helpers.ts';

const names = (n: number, p = 'c') => Array.from({ length: n }, (_, i) => ({ name: `${p}${i + 1}` }));

test('twgp.resource.no-duplicates: a name twice, or the same effect under two names, is a duplicate; the same power is not', () => {
  assert.equal(duplicatesOf([{ name: 'x' }, { name: 'y' }, { name: 'x' }], 'g').length, 1);
  const effect = { property: 'charge-trap', do: [{ type: 'vital-loss', count: 1 }] };
  assert.equal(duplicatesOf([{ name: 'x', effect }, { name: 'y', effect }] as never, 'g').length, 1);
  assert.equal(duplicatesOf([{ name: 'x', power: 5 }, { name: 'y', power: 5 }], 'g').length, 0);
});

test('auditAfterGame: a fouled winner loses to the one clean player; a clean winner keeps the result', () => {
  const base = table([], []);
  const foul = { player: 'A', clause: 'twgp.resource.no-duplicates', reason: 'r' };
  const won = auditAfterGame({ ...base, result: { winner: 'A', clause: 'twgp.judge.loss.timeout', reason: '' }, fouls: [foul] });
  assert.equal(won.state.result?.winner, 'B');
  assert.equal(won.state.result?.clause, 'twgp.resource.no-duplicates');
  const kept = auditAfterGame({ ...base, result: { winner: 'B', clause: 'twgp.judge.loss.timeout', reason: '' }, fouls: [foul] });
  assert.equal(kept.state.result?.clause, 'twgp.judge.loss.timeout');
  assert.deepEqual(kept.events.map((e) => e.type), ['foul']);
  assert.deepEqual(kept.state.fouls, []);
});

test('twgp.resource.deck.cut: dealt into six heaps, stacked in the directed order', () => {
  const { pile } = cut(names(12), seedRng(1), [0, 1, 2, 3, 4, 5]);
  assert.deepEqual(pile.map((c) => c.name), ['c7', 'c1', 'c8', 'c2', 'c9', 'c3', 'c10', 'c4', 'c11', 'c5', 'c12', 'c6']);
});

test('twgp.field.layout: three players — two far sides of three rows, then the viewer\'s own', () => {
  const r = twgpEngine.position({ players: ['A', 'B', 'C'], turn: { player: 'A', sequence: 'battle' }, seats: [{}, {}, {}] });
  assert.ok(r.ok);
  const rows = tableLayout(r.state, 'B');
  assert.equal(rows.length, 9);
  assert.deepEqual(rows.map((x) => x.center.player), ['C', 'C', 'C', 'A', 'A', 'A', 'B', 'B', 'B']);
  assert.deepEqual(rows.slice(6).map((x) => x.right?.zone), ['storage', 'deck', 'surge']);
});

test('the install window offers exactly the actions that are not refused', () => {
  const state = table([{ name: 'a', power: 2 }], [{ name: 't', power: 4 }], {});
  const seats = state.seats.map((s) => (s.player === 'A' ? { ...s, deck: names(1), reserves: [names(3, 'r'), names(3, 'b')] } : s));
  const declared = twgpEngine.apply({ ...state, seats }, 'A', { type: 'charge-boost', attacker: { player: 'A', square: 0 }, target: { player: 'B', square: 0 }, downloads: 2 });
  assert.ok(declared.ok);
  const s = declared.state;
  assert.equal(s.window.kind, 'install');
  for (const rule of allRules()) {
    for (const player of ['A', 'B']) {
      for (const a of rule.offers(s, player)) assert.equal(rule.refusal(s, player, a), null, `${rule.type} offered to ${player} but refused`);
    }
  }
  assert.ok(twgpEngine.apply(s, 'A', { type: 'install', bundle: 5 }).ok === false);
  const done = twgpEngine.apply(s, 'A', { type: 'install', bundle: 1 });
  assert.ok(done.ok);
  assert.deepEqual(done.state.seats[0]!.reserves.map((b) => b[0]!.name), ['r1']);
  assert.equal(done.state.seats[0]!.chargeGrid.filter(Boolean).length, 2);
  assert.equal(done.state.window.kind, 'respond');
  assert.equal(done.state.right, 'B');
});
