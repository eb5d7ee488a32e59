/**
 * Unit tests of chapter 11's payment choice (engine/twgp/cost-choice.ts, twgp.cost.choice):
 * for a trap of every cost kind, the activations offered are exactly the payments whose
 * refusal is null, tried against every small payment a player could write.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import { activateRule } from '../../../engine/twgp/property.ts';
import { readPosition } from '../../../engine/twgp/index.ts';
import type { ActivateAction } from '../../../engine/twgp/property.ts';

const trap = (cost: Record<string, unknown>) => ({ name: '罠', effect: { property: 'charge-trap', cost, do: [{ type: 'search' }] } });

function position(b: Record<string, unknown>) {
  const r = readPosition({ players: ['A', 'B'], turn: { player: 'A', sequence: 'battle' }, seats: [{ battleGrid: [] }, { battleGrid: [], ...b }] });
  if (!r.ok) throw new Error(JSON.stringify(r.malformed));
  return r.state;
}

/** Every list of at most `n` picks from `items` (in any order, repeats allowed): the payments a player could write. */
function writable<T>(items: T[], n: number): T[][] {
  let out: T[][] = [[]];
  let level: T[][] = [[]];
  for (let k = 0; k < n; k++) {
    level = level.flatMap((l) => items.map((i) => [...l, i]));
    out = out.concat(level);
  }
  return out;
}

const unit = { name: '融合', power: 6, weapons: [{ name: 'w1' }, { name: 'w2' }], materials: [{ name: 'm1', power: 3 }, { name: 'm2', power: 3 }] };
const seatWith = (cost: Record<string, unknown>) => ({
  battleGrid: [unit, { name: '二', power: 2 }],
  chargeGrid: [trap(cost), { name: 'c1' }, { name: 'c2' }],
  surge: [{ name: 's1' }, { name: 's2' }, { name: 's3' }],
  hand: [{ name: 'h1' }, { name: 'h2' }],
  vitalGrid: [{ name: 'v1' }, { name: 'v2' }, { name: 'v3' }],
});

const kinds: [string, number][] = [['surge', 2], ['close', 1], ['recharge', 1], ['damage', 2], ['shut-down', 1], ['charge-log', 2], ['unit-log', 1], ['weapon-log', 2], ['frame-log', 1], ['download', 1], ['deck-log', 1]];

test('a trap with a cost is offered once per legal payment, and every other payment is refused', () => {
  for (const [kind, count] of kinds) {
    const s = position({ ...seatWith({ kind, count }), deck: [{ name: 'd1' }, { name: 'd2' }] });
    const offered = activateRule.offers(s, 'B').filter((a) => a.zone === 'charge' && a.square === 0);
    const key = (a: ActivateAction) => JSON.stringify([a.pay ?? null, a.vital ?? null]);
    const offeredKeys = new Set(offered.map(key));
    assert.equal(offeredKeys.size, offered.length, `${kind}: no payment offered twice`);
    const picks: unknown[] = kind === 'weapon-log' || kind === 'frame-log' ? [{ square: 0, index: 0 }, { square: 0, index: 1 }, { square: 1, index: 0 }, 0] : [0, 1, 2, 3];
    const vitals = [undefined, 0, 1, 2];
    let accepted = 0;
    for (const pay of [undefined, ...writable(picks, count + 1)]) {
      for (const vital of vitals) {
        const a = { type: 'activate', zone: 'charge', square: 0 } as ActivateAction;
        if (pay) a.pay = pay as ActivateAction['pay'];
        if (vital !== undefined) a.vital = vital;
        const ok = activateRule.refusal(s, 'B', a) === null;
        assert.equal(ok, offeredKeys.has(key(a)), `${kind}: ${JSON.stringify(a)}`);
        if (ok) accepted++;
      }
    }
    assert.equal(accepted, offered.length, `${kind}: every offered payment is one a player could write`);
    assert.ok(offered.length >= 1, `${kind}: payable`);
  }
});

test('the payment chosen is the one paid', () => {
  const s = position(seatWith({ kind: 'surge', count: 2 }));
  const done = activateRule.perform(s, 'B', { type: 'activate', zone: 'charge', square: 0, pay: [0, 2] });
  const seat = done.state.seats[1]!;
  assert.deepEqual(seat.surge.map((c) => c.name), ['s2']);
  assert.deepEqual(seat.storage.map((c) => c.name), ['s1', 's3']);
  const w = activateRule.perform(position(seatWith({ kind: 'weapon-log', count: 1 })), 'B', { type: 'activate', zone: 'charge', square: 0, pay: [{ square: 0, index: 1 }] });
  assert.deepEqual(w.state.seats[1]!.battleGrid[0]!.weapons.map((c) => c.name), ['w1']);
});
