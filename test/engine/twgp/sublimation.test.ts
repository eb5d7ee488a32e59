/**
 * Unit tests of the tricky parts of chapters 12, 15 and 17: vital losses of one sweep joining
 * one damage window, the sublimation check (first only, turn order when several meet the
 * condition at once, waiting for every loss to be chosen), the surge converter's canonical
 * sources, and offers listing exactly the actions their refusal accepts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readPosition, type TwgpState } from '../../../engine/twgp/index.ts';
import { loseVitals } from '../../../engine/twgp/damage.ts';
import { alchemyRule, converterOffer, sublimationCheck, vitalGap } from '../../../engine/twgp/sublimation.ts';
import { directRule, directRefusal } from '../../../engine/twgp/direct.ts';

const vitals = (n: number, p: string) => Array.from({ length: n }, (_, i) => ({ name: `${p}V${i}` }));
const deck = (p: string) => Array.from({ length: 10 }, (_, i) => ({ name: `${p}${i}` }));

function position(extra: Record<string, unknown>, seats: Record<string, unknown>[], players = ['A', 'B']): TwgpState {
  const r = readPosition({ players, turn: { player: players[0], sequence: 'battle' }, seats, ...extra });
  if (!r.ok) throw new Error(JSON.stringify(r.malformed));
  return r.state;
}

test('losses of one sweep for the same player and dealer join one damage window', () => {
  const s = position({}, [{ vitalGrid: vitals(5, 'A'), deck: deck('A') }, { vitalGrid: vitals(5, 'B'), deck: deck('B') }]);
  const inSweep = { ...s, window: { kind: 'respond' as const } };
  const one = loseVitals(inSweep, 'B', 1, 'A', 'log-counter');
  const two = loseVitals(one.state, 'B', 2, 'A', 'normal-direct');
  const damage = two.state.queue.filter((w) => w.kind === 'damage');
  assert.equal(damage.length, 1);
  assert.equal(damage[0]!.kind === 'damage' && damage[0]!.count, 3);
  // The joined total is what must fit in the vitals left: two more would exceed five.
  const out = loseVitals(two.state, 'B', 3, 'A', 'surge-direct');
  assert.ok(out.state.seats[1]!.lost, 'B must lose 6 of 5 vitals and leaves the game');
  assert.ok(out.events.some((e) => e.clause === 'twgp.direct.unstoppable'));
});

test('three players meeting the condition at once: only the earlier in turn order sublimates', () => {
  const s = position({}, [{ vitalGrid: vitals(5, 'A') }, { vitalGrid: vitals(2, 'B') }, { vitalGrid: vitals(2, 'C') }], ['A', 'B', 'C']);
  assert.equal(vitalGap(s, 'B'), 3);
  assert.equal(vitalGap(s, 'C'), 3);
  const done = sublimationCheck(s);
  assert.equal(done.state.sublimated, 'B');
  assert.equal(sublimationCheck({ ...done.state, queue: [] }).state.sublimated, 'B');
});

test('the check waits while a loss of vitals is still to be chosen', () => {
  const s = position({}, [{ vitalGrid: vitals(5, 'A') }, { vitalGrid: vitals(2, 'B') }]);
  const waiting = { ...s, queue: [{ kind: 'damage' as const, player: 'B', count: 1, dealer: 'A', chosen: [] }] };
  assert.equal(sublimationCheck(waiting).state.sublimated, null);
  assert.equal(sublimationCheck(s).state.sublimated, 'B');
});

test('the converter offers pile cards from the top, then charge cards, only to the sublimated player', () => {
  const s = position({ sublimated: 'A' }, [{ deck: deck('A').slice(0, 1), chargeGrid: [{ name: 'c0' }, null, { name: 'c2' }] }, {}]);
  assert.deepEqual(converterOffer(s, 'A', 3), [{ from: 'pile' }, { from: 'charge', square: 0 }, { from: 'charge', square: 2 }]);
  assert.equal(converterOffer(s, 'A', 4), null);
  assert.equal(converterOffer(s, 'B', 1), null);
});

test('alchemy and direct offers are exactly the actions their refusals accept', () => {
  const s = position({ sublimated: 'A' }, [
    { battleGrid: [{ name: 'x', power: 3 }], storage: [{ name: 's0' }], surge: [{ name: 'g0' }], hand: [{ name: 'h0' }], vitalGrid: vitals(2, 'A') },
    { battleGrid: [{ name: 'y', power: 2, mode: 'Save' }], vitalGrid: vitals(5, 'B') },
  ]);
  const offered = alchemyRule.offers(s, 'A');
  for (const from of ['hand', 'storage', 'surge'] as const) {
    for (const to of ['hand', 'storage', 'surge'] as const) {
      for (const index of [0, 1]) {
        const a = { type: 'alchemy' as const, from, index, to };
        const ok = alchemyRule.refusal(s, 'A', a) === null;
        assert.equal(offered.some((o) => JSON.stringify(o) === JSON.stringify(a)), ok, JSON.stringify(a));
      }
    }
  }
  const directs = directRule.offers(s, 'A');
  assert.deepEqual(directs, [{ type: 'direct', method: 'assault', attacker: { player: 'A', square: 0 }, player: 'B' }]);
  assert.equal(directRefusal(s, 'A', directs[0]!), null);
});
