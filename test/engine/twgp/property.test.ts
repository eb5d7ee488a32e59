/**
 * Unit tests of chapters 11, 13, 14, 16, 18 and 19's modules: the effect vocabulary's reader,
 * the activation offers matching their refusals, the counts' orientations, the coin-dice
 * conversions, the cost's refusals and the judge's action.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import { coinFromDie, dieFromCoins } from '../../../engine/twgp/coin-dice.ts';
import { costRefusal, costToPay } from '../../../engine/twgp/cost.ts';
import { orientation } from '../../../engine/twgp/count.ts';
import { readEffect } from '../../../engine/twgp/effect.ts';
import { judgeRule } from '../../../engine/twgp/judge.ts';
import { activateRule, propertyOf } from '../../../engine/twgp/property.ts';
import { readPosition, twgpEngine } from '../../../engine/twgp/index.ts';

const trap = (steps: unknown[], extra: Record<string, unknown> = {}) => ({ name: '罠', effect: { property: 'charge-trap', do: steps, ...extra } });

function position(b: Record<string, unknown>, a: Record<string, unknown> = {}) {
  const r = readPosition({ players: ['A', 'B'], turn: { player: 'A', sequence: 'battle' }, seats: [{ battleGrid: [], ...a }, { battleGrid: [], ...b }] });
  if (!r.ok) throw new Error(JSON.stringify(r.malformed));
  return r.state;
}

test('the effect reader reports each problem by its JSON path', () => {
  const errors: { path: string; message: string }[] = [];
  assert.equal(readEffect({ property: 'trap', cost: { kind: 'gold', count: 0 }, do: [{ type: 'multiply', factor: 1 }, { type: 'fly' }] }, 'e', errors), undefined);
  assert.deepEqual(errors.map((e) => e.path), ['e.property', 'e.cost.kind', 'e.cost.count', 'e.do[0].factor', 'e.do[1].type']);
  const ok: typeof errors = [];
  assert.deepEqual(readEffect({ do: [{ type: 'deck-select' }], cost: { instant: 700 } }, 'e', ok), { do: [{ type: 'deck-select', unit: false }], cost: { instant: 700 } });
  assert.deepEqual(ok, []);
});

test("a unit's or a weapon's text gives it no property (matrix 06)", () => {
  assert.equal(propertyOf({ name: 'u', kind: 'ユニット', power: 3, effect: { property: 'log-counter', do: [{ type: 'search' }] } }), null);
  assert.equal(propertyOf({ name: 'w', kind: 'ウェポン', effect: { property: 'charge-trap', do: [{ type: 'search' }] } }), null);
  assert.equal(propertyOf({ name: 'l', kind: 'ログ・カウンター' }), 'log-counter');
});

test('activation offers are exactly the activations their refusal accepts', () => {
  const s = position(
    { battleGrid: [{ name: '三', power: 3 }], chargeGrid: [trap([{ type: 'log-out' }]), trap([{ type: 'search' }], { cost: { kind: 'close', count: 2 } }), trap([{ type: 'vital-loss', count: 1 }])], vitalGrid: [{ name: 'v', effect: { property: 'vital-trap', do: [{ type: 'search' }] } }], hand: [{ name: 'h' }] },
    { battleGrid: [{ name: '五', power: 5 }] },
  );
  const offered = activateRule.offers(s, 'B');
  for (const a of offered) assert.equal(activateRule.refusal(s, 'B', a), null, JSON.stringify(a));
  // Every combination of zone, square and target: refused unless offered.
  const targets = [undefined, { player: 'A', square: 0 }, { player: 'B', square: 0 }];
  for (const zone of ['charge', 'vital', 'hand'] as const) {
    for (let square = 0; square < 5; square++) {
      for (const target of targets) {
        const a = target ? { type: 'activate' as const, zone, square, target } : { type: 'activate' as const, zone, square };
        const isOffered = offered.some((o) => JSON.stringify(o) === JSON.stringify(a));
        assert.equal(activateRule.refusal(s, 'B', a) === null, isOffered, JSON.stringify(a));
      }
    }
  }
  assert.deepEqual(offered.map((a) => [a.zone, a.square, a.target?.player ?? null]), [['charge', 0, 'A'], ['charge', 2, null], ['vital', 0, null]]);
});

const clauseOf = (f: ReturnType<typeof costRefusal>) => (f && 'violation' in f ? f.violation.clause : null);

test('costs: a printed numeric cost is 1 damage; link log is never payable; the rest in full or not at all', () => {
  assert.deepEqual(costToPay({ instant: 2000 }), { kind: 'damage', count: 1 });
  const s = position({ surge: [{ name: 's1' }, { name: 's2' }], hand: [{ name: 'h' }] });
  assert.equal(costRefusal(s, 'B', { kind: 'surge', count: 2 }, null), null);
  assert.equal(clauseOf(costRefusal(s, 'B', { kind: 'surge', count: 3 }, null)), 'twgp.cost.pay-in-full');
  assert.equal(clauseOf(costRefusal(s, 'B', { kind: 'link-log', count: 1 }, null)), 'twgp.cost.link-log.unpayable');
  assert.equal(costRefusal(s, 'B', { kind: 'recharge', count: 1 }, null), null);
  assert.equal(clauseOf(costRefusal(s, 'B', { kind: 'damage', count: 1 }, null)), 'twgp.cost.pay-in-full');
});

test('count orientations follow the tables of chapter 14', () => {
  assert.deepEqual([1, 2, 3, 4].map((step) => orientation({ kind: 'effect', step })), ['表タテ', '表左', '表逆', '表右']);
  assert.deepEqual([1, 2, 3, 4].map((step) => orientation({ kind: 'vital-decrease', step })), ['裏右', '裏逆', '裏左', '表タテ']);
  assert.deepEqual([0, 1, 2, 3].map((step) => orientation({ kind: 'vital-increase', step })), ['表ヨコ', '表逆', '表左', '裏タテ']);
  assert.deepEqual([0, 1, 2, 3].map((step) => orientation({ kind: 'count-e', step })), ['表タテ', '表右', '表逆', '表左']);
});

test('coins as a die and a die as a coin (twgp.coin-dice.example)', () => {
  assert.deepEqual([0, 3, 5].map(dieFromCoins), [1, 4, 6]);
  assert.deepEqual([1, 2, 3, 4, 5, 6].map(coinFromDie), ['tails', 'heads', 'tails', 'heads', 'tails', 'heads']);
});

test("the judge's action is never offered, and a deadlock leaves no winner", () => {
  const s = position({});
  assert.deepEqual(judgeRule.offers(s, 'A'), []);
  assert.ok(twgpEngine.pending(s).every((d) => d.options.every((o) => o.type !== 'judge')));
  const done = twgpEngine.apply(s, 'B', { type: 'judge', event: 'deadlock' });
  assert.ok(done.ok);
  assert.equal(twgpEngine.result(done.state)?.winner, null);
  const bad = twgpEngine.apply(s, 'B', { type: 'judge', event: 'deadlock', player: 'A' });
  assert.ok(!bad.ok && 'malformed' in bad && bad.malformed[0]!.path === 'action.player');
});
