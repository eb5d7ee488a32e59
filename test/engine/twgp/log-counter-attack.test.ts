/**
 * Unit test of a log counter's attack (log-counter-attack.ts): in the window `log-counter` the
 * offers are exactly the aims apply accepts — checked over every aim of a small grid and along
 * seeded walks that start from counters set off by a grid blast (several from grid squares,
 * which combine), by a hacked unit's grid blast (its owner's own side) and from the pile in
 * the sweep.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import { twgpEngine as engine } from '../../../engine/twgp/contract.ts';
import type { TwgpState } from '../../../engine/twgp/state.ts';
import { walkCheckingOffers } from './offer-walk.ts';
import { readEffect } from '../../../engine/twgp/effect.ts';

const counter = (name: string, step: Record<string, unknown>) => ({ name, effect: { property: 'log-counter', do: [step] } });
const vitals = [{ name: 'v1' }, { name: 'v2' }, { name: 'v3' }];
const deck = Array.from({ length: 10 }, (_, i) => ({ name: `d${i}` }));
const hand = Array.from({ length: 4 }, (_, i) => ({ name: `h${i}` }));

function position(p: Record<string, unknown>): TwgpState {
  const r = engine.position({ players: ['A', 'B'], format: 'full', options: { 'deck-card-types': true }, ...p });
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r.state;
}

function act(state: TwgpState, player: string, action: Record<string, unknown>): TwgpState {
  const r = engine.apply(state, player, action as never);
  assert.ok(r.ok, JSON.stringify(r).slice(0, 400));
  return r.state;
}

/** B's turn; A grid-blasts with 五 after B's assault on 四; B's charge grid holds the counters given. */
function gridBlasted(counters: Record<string, unknown>[], hacked = false): TwgpState {
  const gb = { name: '五', power: 5, mode: 'GB-Prompt', ...(hacked ? { controller: 'A' } : {}) };
  const state = position({
    turn: { player: 'B', sequence: 'battle', number: 2 },
    seats: [
      { hand, deck, vitalGrid: vitals, battleGrid: hacked ? [{ name: '三', power: 3 }] : [gb, { name: '四', power: 4 }, { name: '二', power: 2, mode: 'Stealth' }] },
      { deck, vitalGrid: vitals, battleGrid: hacked ? [gb, { name: '攻撃', power: 2 }] : [{ name: '攻撃', power: 2 }], chargeGrid: counters },
    ],
  });
  const declared = act(state, 'B', hacked ? { type: 'assault', attacker: { player: 'B', square: 1 }, target: { player: 'A', square: 0 } } : { type: 'assault', attacker: { player: 'B', square: 0 }, target: { player: 'A', square: 1 } });
  return act(declared, 'A', { type: 'grid-blast', unit: { player: hacked ? 'B' : 'A', square: 0 } });
}

/** Every aim of the form apply reads, on squares 0–3 of both grids, with every set of stack indices 0–3. */
function everyAim(): Record<string, unknown>[] {
  const sets = [[], [0], [1], [2], [3], [1, 2], [2, 3], [1, 3], [1, 2, 3]];
  const out: Record<string, unknown>[] = [{ type: 'log-counter-attack' }, { type: 'log-counter-attack', direct: true }, { type: 'log-counter-attack', direct: true, with: [1] }];
  for (const player of ['A', 'B']) for (const square of [0, 1, 2, 3]) for (const s of sets) out.push(s.length ? { type: 'log-counter-attack', target: { player, square }, with: s } : { type: 'log-counter-attack', target: { player, square } });
  return out;
}

function assertOffersExact(state: TwgpState, label: string): number {
  const offered = engine.pending(state).flatMap((d) => d.options.map((o) => `${d.player} ${JSON.stringify(o)}`));
  // While a counter waits for its aim nothing else is offered to anyone (the sweep or the grid blast is held).
  assert.deepEqual(engine.pending(state).flatMap((d) => d.options.filter((o) => (o as { type: string }).type !== 'log-counter-attack')), [], label);
  assert.deepEqual(engine.pending(state).map((d) => [d.player, d.kind]), [[state.window.kind === 'log-counter' ? state.window.player : '', 'log-counter']], label);
  let accepted = 0;
  for (const player of ['A', 'B']) {
    for (const aim of everyAim()) {
      const r = engine.apply(state, player, aim as never);
      const key = `${player} ${JSON.stringify(aim)}`;
      assert.equal(r.ok, offered.includes(key), `${label}: ${key} ${r.ok ? 'applies but is not offered' : `is offered but refused: ${JSON.stringify(r)}`}`);
      if (r.ok) accepted++;
    }
  }
  return accepted;
}

test('counters set off together from grid squares: the aims offered are exactly those apply accepts, combinations included', () => {
  const state = gridBlasted([counter('一', { type: 'attack', power: 2 }), counter('二', { type: 'attack' }), counter('三', { type: 'attack', power: 3 }), counter('封', { type: 'face-down' })]);
  assert.equal(state.window.kind, 'log-counter');
  // 封 is on top: a text that aims at a unit without an attack joins nothing and never directs.
  assert.equal(assertOffersExact(state, 'face-down counter'), 3);
  const next = act(state, 'B', { type: 'log-counter-attack', target: { player: 'A', square: 2 } });
  assert.equal(next.window.kind, 'log-counter');
  // 三 now: three units of A's (the stealth one included) with every set of 一 and 二 joined.
  assert.equal(assertOffersExact(next, 'attack counter'), 3 * 4);
  for (const seed of [1, 2, 3, 4, 5]) walkCheckingOffers(next, ['log-counter-attack'], seed, 40, null);
});

test("a hacked unit's grid blast: the owner aims at its own grid or at nothing, never directs", () => {
  const state = gridBlasted([counter('一', { type: 'attack', power: 6 }), counter('二', { type: 'attack', power: 1 })], true);
  assert.equal(state.window.kind, 'log-counter');
  assert.equal(state.right, 'B');
  assert.equal(assertOffersExact(state, 'hacked'), 2 * 2 + 1);
  for (const seed of [1, 2, 3]) walkCheckingOffers(state, ['log-counter-attack'], seed, 40, null);
});

test('counters from the pile in the sweep: each aims alone, the sweep waits and goes on', () => {
  const state = position({
    turn: { player: 'A', sequence: 'battle' },
    seats: [
      { deck: [counter('山一', { type: 'attack', power: 3 }), counter('山二', { type: 'attack', power: 6 }), ...deck], vitalGrid: vitals },
      { deck, vitalGrid: vitals, battleGrid: [{ name: '五', power: 5 }], chargeGrid: [{ name: '山崩し', effect: { property: 'charge-trap', do: [{ type: 'deck-reduce', count: 2 }] } }] },
    ],
  });
  const trapped = act(act(state, 'B', { type: 'activate', zone: 'charge', square: 0 }), 'A', { type: 'accept' });
  const waiting = act(trapped, 'B', { type: 'accept' });
  assert.equal(waiting.window.kind, 'log-counter');
  assert.equal(assertOffersExact(waiting, 'pile'), 1);
  const second = act(waiting, 'A', { type: 'log-counter-attack', target: { player: 'B', square: 0 } });
  // 山二 (06) logged 五 (05) out; 山一 waits for its aim: B has no face-up upright unit left, so a direct only.
  assert.equal(second.seats[1]!.battleGrid[0], null);
  assert.equal(second.window.kind, 'log-counter');
  assert.deepEqual(engine.pending(second).flatMap((d) => d.options), [{ type: 'log-counter-attack', direct: true }]);
  const done = act(second, 'A', { type: 'log-counter-attack', direct: true });
  // The sweep is over; B's loss of one vital is chosen next.
  assert.equal(done.stack.length, 0);
  assert.equal(done.window.kind, 'damage');
});

test('an attack step and an aim that do not fit are malformed at their paths', () => {
  const errors: { path: string; message: string }[] = [];
  assert.equal(readEffect({ property: 'log-counter', do: [{ type: 'attack', power: 100 }, { type: 'attack', count: 1 }] }, 'card.effect', errors), undefined);
  assert.deepEqual(errors.map((e) => e.path), ['card.effect.do[0].power', 'card.effect.do[1].count']);
  assert.deepEqual(readEffect({ do: [{ type: 'attack' }] }, 'card.effect', []), { do: [{ type: 'attack' }] });
  const state = gridBlasted([counter('一', { type: 'attack', power: 2 })]);
  for (const [action, path] of [[{ direct: false }, 'action.direct'], [{ direct: true, target: { player: 'A', square: 0 } }, 'action.direct'], [{ target: { player: 'A', square: 0 }, with: [] }, 'action.with'], [{ with: [-1] }, 'action.with']] as const) {
    const r = engine.apply(state, 'B', { type: 'log-counter-attack', ...action } as never);
    assert.ok(!r.ok && 'malformed' in r && r.malformed.some((m) => m.path === path), `${JSON.stringify(action)}: ${JSON.stringify(r)}`);
  }
  // Another player than the owner has no aim to send (twgp.property).
  const other = engine.apply(state, 'A', { type: 'log-counter-attack', target: { player: 'A', square: 0 } } as never);
  assert.ok(!other.ok && 'violation' in other && other.violation.clause === 'twgp.property');
});
