import { test } from 'node:test';
import assert from 'node:assert/strict';
import { twgpEngine, type ChargeBoostAction, type TwgpState } from '../../../engine/twgp/index.ts';
import { table } from './helpers.ts';

const A0 = { player: 'A', square: 0 };
const B0 = { player: 'B', square: 0 };
const boost = (downloads: number, target = B0): ChargeBoostAction => ({ type: 'charge-boost', attacker: A0, target, downloads });
/** Declares the charge boost and, if it is accepted, lets the defender answer with no declaration. */
function chargeBoost(state: TwgpState, player: string, action: ChargeBoostAction) {
  const declared = twgpEngine.apply(state, player, action as never);
  if (!declared.ok) return declared;
  const accepted = twgpEngine.apply(declared.state, declared.state.right!, { type: 'accept' });
  return accepted.ok ? { ...accepted, events: [...declared.events, ...accepted.events] } : accepted;
}
const defuse = (state: TwgpState, player: string, action: { type: 'defuse'; unit: { player: string; square: number } }) => twgpEngine.apply(state, player, action);
const clauseOf = (r: ReturnType<typeof chargeBoost>) => ('violation' in r ? r.violation.clause : r.ok ? 'ok' : 'malformed');

test('twgp.attack.charge-boost.zero-limit: a base-00 unit cannot charge boost', () => {
  assert.equal(clauseOf(chargeBoost(table([{ name: 'a', power: 0 }], [{ name: 't', power: 1 }]), 'A', boost(2))), 'twgp.attack.charge-boost.zero-limit');
});

test('twgp.attack.charge-boost.target: a sideways target cannot be chosen', () => {
  const s = table([{ name: 'a', power: 3 }], [{ name: 't', power: 6, mode: 'Save' }]);
  assert.equal(clauseOf(chargeBoost(s, 'A', boost(3))), 'twgp.attack.charge-boost.target');
});

test('twgp.attack.charge-boost.target: the attacker cannot target its own side', () => {
  const s = table([{ name: 'a', power: 3 }, { name: 't', power: 6 }]);
  assert.equal(clauseOf(chargeBoost(s, 'A', boost(3, { player: 'A', square: 1 }))), 'twgp.attack.charge-boost.target');
});

test('twgp.attack.declare-upright: a sideways attacker cannot attack', () => {
  const s = table([{ name: 'a', power: 3, mode: 'Save' }], [{ name: 't', power: 6 }]);
  assert.equal(clauseOf(chargeBoost(s, 'A', boost(3))), 'twgp.attack.declare-upright');
});

test('twgp.attack.charge-boost.timing: only the holder of the right to target charge boosts', () => {
  const s = table([{ name: 'a', power: 3 }], [{ name: 't', power: 6 }], { turn: { player: 'A', sequence: 'build' } });
  assert.equal(clauseOf(chargeBoost(s, 'A', boost(3))), 'twgp.attack.charge-boost.timing');
});

test('twgp.attack.charge-boost.downloads: a negative or fractional download count is a violation', () => {
  const s = table([{ name: 'a', power: 3 }], [{ name: 't', power: 6 }]);
  assert.equal(clauseOf(chargeBoost(s, 'A', boost(-1))), 'twgp.attack.charge-boost.downloads');
  assert.equal(clauseOf(chargeBoost(s, 'A', boost(1.5))), 'twgp.attack.charge-boost.downloads');
});

test('twgp.field.note.charge-capacity: downloads need empty charge squares', () => {
  const s = table([{ name: 'a', power: 3 }], [{ name: 't', power: 6 }]);
  assert.equal(clauseOf(chargeBoost(s, 'A', boost(6))), 'twgp.field.charge-grid.capacity');
  assert.equal(clauseOf(chargeBoost(s, 'A', boost(5))), 'ok');
});

test("an achieved boost logs the target and its weapons out to its owner's surge and loses no card", () => {
  const s = table([{ name: 'a', power: 3 }], [{ name: 't', power: 6, weapons: [{ name: 'w' }] }]);
  const r = chargeBoost(s, 'A', boost(4));
  assert.ok(r.ok);
  assert.equal(r.state.seats[1]!.battleGrid[0], null);
  assert.deepEqual(r.state.seats[1]!.surge.map((c) => c.name), ['t', 'w']);
  assert.deepEqual(r.state.seats[0]!.chargeGrid.filter(Boolean).length, 4);
  assert.equal(r.state.seats[0]!.deck.length, 6);
  assert.equal(r.state.seats[0]!.battleGrid[0]!.mode, 'Save');
  assert.equal(s.seats[1]!.battleGrid[0]!.card.name, 't', 'the input state is not modified');
});

test('twgp.field.surge.overflow: with six cards in the surge, a logged-out card goes to the storage', () => {
  const surge = Array.from({ length: 6 }, (_, i) => ({ name: `s${i}` }));
  const s = table([{ name: 'a', power: 3 }], [{ name: 't', power: 6 }]);
  s.seats[1]!.surge = surge;
  const r = chargeBoost(s, 'A', boost(3));
  assert.ok(r.ok);
  assert.deepEqual(r.state.seats[1]!.storage.map((c) => c.name), ['t']);
});

test('state and results survive a JSON round trip unchanged', () => {
  const s = table([{ name: 'a', power: 3 }], [{ name: 't', power: 6 }]);
  const r = chargeBoost(JSON.parse(JSON.stringify(s)), 'A', boost(3));
  assert.deepEqual(JSON.parse(JSON.stringify(r)), r);
});

/** A declares a charge boost on B's unit at square 0: B now holds the right of action (twgp.sequence.battle.right-transfer). */
function targetedBy(state: TwgpState) {
  const r = twgpEngine.apply(state, 'A', boost(0) as never);
  assert.ok(r.ok, JSON.stringify(r));
  assert.equal(r.state.right, 'B');
  return r.state;
}

const fusion = { name: 't', power: 6, materials: [{ name: 'm1', power: 3 }, { name: 'm2', power: 3 }] };

test('twgp.attack.charge-boost.note.defusion: undoing a fusion needs the right of action', () => {
  const s = table([{ name: 'a', power: 3 }], [fusion]);
  assert.equal(clauseOf(defuse(s, 'B', { type: 'defuse', unit: B0 })), 'twgp.declare.requires-right');
});

test('twgp.attack.charge-boost.note.defusion: a fusion carrying weapons cannot be undone', () => {
  const s = targetedBy(table([{ name: 'a', power: 3 }], [{ ...fusion, weapons: [{ name: 'w' }] }]));
  assert.equal(clauseOf(defuse(s, 'B', { type: 'defuse', unit: B0 })), 'twgp.attack.charge-boost.defusion');
});

test('twgp.attack.charge-boost.note.defusion: a fusion splits onto free squares and needs enough of them', () => {
  const r = defuse(targetedBy(table([{ name: 'a', power: 3 }], [fusion])), 'B', { type: 'defuse', unit: B0 });
  assert.ok(r.ok, JSON.stringify(r));
  assert.deepEqual(r.state.seats[1]!.battleGrid.map((u) => u?.card.name ?? null), ['m1', 'm2', null, null, null]);
  assert.deepEqual(r.state.seats[1]!.surge.map((c) => c.name), ['t']);
  // The right stays with B (an inner operation): B accepts, and the boost misses its split target (twgp.attack.charge-boost.example.defusion).
  assert.equal(r.state.right, 'B');
  const accepted = twgpEngine.apply(r.state, 'B', { type: 'accept' });
  assert.ok(accepted.ok, JSON.stringify(accepted));
  assert.equal(accepted.events.find((e) => e.type === 'charge-boost')?.outcome, 'miss');
  const full = targetedBy(table([{ name: 'a', power: 3 }], [fusion, ...['x1', 'x2', 'x3', 'x4'].map((name) => ({ name, power: 1 }))]));
  assert.equal(clauseOf(defuse(full, 'B', { type: 'defuse', unit: B0 })), 'twgp.attack.charge-boost.defusion');
});
