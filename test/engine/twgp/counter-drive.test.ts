/**
 * Intercept (chapter 08) and counter drive (chapter 09): the offers are exactly legal actions,
 * and the tricky parts — runs of base powers, the canonical material choice, the kept
 * identity, drop-out — behave as the clauses say.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { twgpEngine, type TwgpState } from '../../../engine/twgp/index.ts';
import { counterDriveRule, counterDriveRefusal, type CounterDriveAction } from '../../../engine/twgp/counter-drive.ts';
import { interceptRule, synchroDefenders } from '../../../engine/twgp/intercept.ts';
import type { AssaultDeclaration } from '../../../engine/twgp/state.ts';
import { table } from './helpers.ts';

const A0 = { player: 'A', square: 0 };
const B0 = { player: 'B', square: 0 };

/** A assaults B's first unit; the answer is B's. */
function assaulted(a: Record<string, unknown>[], b: Record<string, unknown>[], hand: Record<string, unknown>[] = []): TwgpState {
  const s = table(a as never, b as never);
  const withHand = { ...s, seats: s.seats.map((seat) => (seat.player === 'B' ? { ...seat, hand: hand.map((c) => ({ kind: 'ユニット' as const, ...c }) as never) } : seat)) };
  const r = twgpEngine.apply(withHand, 'A', { type: 'assault', attacker: A0, target: B0, surge: [] });
  assert.ok(r.ok, JSON.stringify(r));
  return r.state;
}

test('counter drive offers only actions whose refusal is null, the example among them', () => {
  const s = assaulted([{ name: 'a', power: 5 }], [{ name: 't', power: 3 }, { name: 'two', power: 2 }], [{ name: 'four', power: 4 }, { name: 'five', power: 5 }, { name: 'giant', power: 14 }]);
  const offers = counterDriveRule.offers(s, 'B');
  assert.ok(offers.length > 0);
  for (const o of offers) assert.equal(counterDriveRefusal(s, 'B', o), null, JSON.stringify(o));
  // The book's example (twgp.drive.counter.example): 02 from the grid, 04 and 05 from the hand, 14 summoned.
  assert.ok(offers.some((o) => o.card === 2 && o.grid.length === 1 && o.grid[0] === 1 && [...o.hand].sort().join() === '0,1'));
  // Nobody else has a counter drive to offer.
  assert.deepEqual(counterDriveRule.offers(s, 'A'), []);
});

test('twgp.drive.counter.sequence: a run both ways is legal, a gap or a repeated base power is not', () => {
  const s = assaulted([{ name: 'a', power: 5 }], [{ name: 't', power: 3 }], [{ name: 'four', power: 4 }, { name: 'two', power: 2 }, { name: 'six', power: 6 }, { name: 'four-b', power: 4 }, { name: 'top', power: 9 }]);
  const act = (hand: number[]): CounterDriveAction => ({ type: 'counter-drive', card: 4, core: B0, hand, grid: [] });
  const clause = (f: ReturnType<typeof counterDriveRefusal>) => (f && 'violation' in f ? f.violation.clause : null);
  assert.equal(counterDriveRefusal(s, 'B', act([0, 1])), null); // 02·03·04 → 09
  assert.equal(clause(counterDriveRefusal(s, 'B', act([2]))), 'twgp.drive.counter.sequence'); // 03 then 06: a gap
  assert.equal(clause(counterDriveRefusal(s, 'B', act([0, 3]))), 'twgp.drive.counter.sequence'); // 04 twice
});

test('twgp.drive.counter.continue: the summoned bundle keeps the core identity, so the assault is judged against it', () => {
  const s = assaulted([{ name: 'a', power: 5 }], [{ name: 't', power: 3 }], [{ name: 'four', power: 4 }, { name: 'seven', power: 7 }]);
  const before = s.seats[1]!.battleGrid[0]!.uid;
  const r = twgpEngine.apply(s, 'B', { type: 'counter-drive', card: 1, core: B0, hand: [0], grid: [] });
  assert.ok(r.ok, JSON.stringify(r));
  assert.equal(r.state.seats[1]!.battleGrid[0]!.uid, before);
  assert.equal(r.state.seats[1]!.battleGrid[0]!.card.name, 'seven');
  const done = twgpEngine.apply(r.state, 'B', { type: 'accept' });
  assert.ok(done.ok);
  const judged = done.events.find((e) => e.type === 'assault') as { defensePower: number; outcome: string } | undefined;
  assert.deepEqual([judged?.defensePower, judged?.outcome], [7, 'lose']);
});

test('intercept offers exactly the faster face-up upright units of the defender, and a joined unit that left drops out', () => {
  const s = assaulted([{ name: 'a', power: 4 }], [{ name: 't', power: 6 }, { name: 'fast', power: 3 }, { name: 'slow', power: 5 }, { name: 'tired', power: 1, mode: 'Save' }]);
  assert.deepEqual(interceptRule.offers(s, 'B').map((o) => o.unit.square), [1]);
  const joined = twgpEngine.apply(s, 'B', { type: 'intercept', unit: { player: 'B', square: 1 } });
  assert.ok(joined.ok);
  const d = joined.state.stack.at(-1) as AssaultDeclaration;
  assert.equal(synchroDefenders(joined.state, d).length, 2);
  // The joined unit leaves the grid: it drops out (twgp.intercept.drop-out).
  const gone = { ...joined.state, seats: joined.state.seats.map((seat) => (seat.player === 'B' ? { ...seat, battleGrid: seat.battleGrid.map((u, i) => (i === 1 ? null : u)) } : seat)) };
  assert.deepEqual(synchroDefenders(gone, d), [B0]);
});
