import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyAction, plainUnit, seedRng, type TwgpState } from '../../../engine/twgp/index.ts';

function state(...units: ReturnType<typeof plainUnit>[]): TwgpState {
  return { turnPlayer: 'A', units, discard: { A: [], B: [] }, rng: seedRng(7) };
}

const violationOf = (r: ReturnType<typeof applyAction>) => ('violation' in r ? r.violation.clause : r.ok ? 'ok' : 'malformed');

test('twgp.attack.charge-boost.zero-limit: a base-00 unit cannot charge boost', () => {
  const r = applyAction(state(plainUnit('a', 'A', 0), plainUnit('t', 'B', 1)), { type: 'charge-boost', attacker: 'a', target: 't', downloads: 2 });
  assert.equal(violationOf(r), 'twgp.attack.charge-boost.zero-limit');
});

test('twgp.attack.charge-boost.target: a sideways target cannot be chosen', () => {
  const t = { ...plainUnit('t', 'B', 6), orientation: 'sideways' as const };
  const r = applyAction(state(plainUnit('a', 'A', 3), t), { type: 'charge-boost', attacker: 'a', target: 't', downloads: 3 });
  assert.equal(violationOf(r), 'twgp.attack.charge-boost.target');
});

test('twgp.attack.charge-boost.target: the attacker cannot target its own side', () => {
  const r = applyAction(state(plainUnit('a', 'A', 3), plainUnit('t', 'A', 6)), { type: 'charge-boost', attacker: 'a', target: 't', downloads: 3 });
  assert.equal(violationOf(r), 'twgp.attack.charge-boost.target');
});

test('twgp.attack.declare-upright: a sideways attacker cannot attack', () => {
  const a = { ...plainUnit('a', 'A', 3), orientation: 'sideways' as const };
  const r = applyAction(state(a, plainUnit('t', 'B', 6)), { type: 'charge-boost', attacker: 'a', target: 't', downloads: 3 });
  assert.equal(violationOf(r), 'twgp.attack.declare-upright');
});

test('twgp.attack.charge-boost.downloads: a negative download count is a violation', () => {
  const r = applyAction(state(plainUnit('a', 'A', 3), plainUnit('t', 'B', 6)), { type: 'charge-boost', attacker: 'a', target: 't', downloads: -1 });
  assert.equal(violationOf(r), 'twgp.attack.charge-boost.downloads');
});

test('an achieved boost moves the target to its owner\'s discard pile and loses no card', () => {
  const s = state(plainUnit('a', 'A', 3), plainUnit('t', 'B', 6));
  const r = applyAction(s, { type: 'charge-boost', attacker: 'a', target: 't', downloads: 3 });
  assert.ok(r.ok);
  assert.deepEqual(r.state.units.map((u) => u.id), ['a']);
  assert.deepEqual(r.state.discard.B!.map((u) => u.id), ['t']);
  assert.deepEqual(s.units.map((u) => u.id), ['a', 't'], 'the input state is not modified');
});

test('state and results survive a JSON round trip unchanged', () => {
  const s = state(plainUnit('a', 'A', 3), plainUnit('t', 'B', 6));
  const r = applyAction(JSON.parse(JSON.stringify(s)), { type: 'charge-boost', attacker: 'a', target: 't', downloads: 3 });
  assert.deepEqual(JSON.parse(JSON.stringify(r)), r);
});

test('malformed state is reported by JSON path, not thrown', () => {
  const bad = { ...state(plainUnit('a', 'A', 3)), units: [{ ...plainUnit('a', 'A', 3), basePower: 120 }] };
  const r = applyAction(bad, { type: 'charge-boost', attacker: 'a', target: 'a', downloads: 0 });
  assert.ok(!r.ok && 'malformed' in r);
  assert.deepEqual(r.malformed, [{ path: 'units[0].basePower', message: 'must be an integer from 0 to 99' }]);
});

test('an unknown action type is reported as malformed', () => {
  const r = applyAction(state(), { type: 'fly' } as never);
  assert.ok(!r.ok && 'malformed' in r);
  assert.equal(r.malformed[0]!.path, 'action.type');
});

test('twgp.attack.charge-boost.note.defusion: a fusion carrying weapons cannot be undone', () => {
  const t = { ...plainUnit('t', 'B', 6), materials: [3, 3], weapons: 1 };
  const r = applyAction(state(t), { type: 'defuse', unit: 't' });
  assert.equal(violationOf(r), 'twgp.attack.charge-boost.note.defusion');
});
