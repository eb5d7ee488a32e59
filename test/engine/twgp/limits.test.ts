/**
 * TWGP's bounds on what a user may submit (engine/twgp/README.md, Limits): the number of
 * players, their names and card names, pile sizes, a unit's materials and the trial battle's
 * vitals. Each is refused through the contract with a located error; nothing throws, and
 * nothing is timed: the inputs are bounded and the tests assert that they finish.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { twgpEngine as engine } from '../../../engine/twgp/contract.ts';
import { MAX_PLAYERS, MAX_VITAL_COUNT, MAX_ZONE_CARDS } from '../../../engine/twgp/position.ts';
import { MAX_NAME_LENGTH } from '../../../engine/core/text.ts';
import { deckFor, setupFor } from './decks.ts';

const cards = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `札${i + 1}` }));
const position = (seat: Record<string, unknown> = {}, more: Record<string, unknown> = {}) => ({
  players: ['A', 'B'],
  seed: 3,
  turn: { player: 'A', sequence: 'build' },
  seats: [{ deck: cards(10), ...seat }, { deck: cards(10) }],
  ...more,
});
const paths = (r: { ok: boolean }) => {
  assert.ok(!r.ok && 'malformed' in r, JSON.stringify(r).slice(0, 300));
  return (r as unknown as { malformed: { path: string }[] }).malformed.map((e) => e.path);
};

test(`at most ${MAX_PLAYERS} players, even a million listed, read without comparing each with each`, () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i}`);
  assert.ok(engine.start(setupFor('half', 1, names(MAX_PLAYERS))).ok);
  assert.deepEqual(paths(engine.start(setupFor('half', 1, names(MAX_PLAYERS + 1)))), ['setup.players']);
  assert.deepEqual(paths(engine.start({ ...setupFor('half'), players: Array(1_000_000).fill('P') })), ['setup.players']);
});

test('player and card names: no control or bidirectional formatting character, at most the name bound', () => {
  for (const bad of ['A\u202eB', 'A\u2066', '\u0000', 'A\nB', '\u009f', 'x'.repeat(MAX_NAME_LENGTH + 1)]) {
    assert.deepEqual(paths(engine.start({ ...setupFor('half'), players: ['A', bad] })), ['setup.players[1]'], JSON.stringify(bad));
    assert.deepEqual(paths(engine.position(position({ hand: [{ name: `札${bad}` }] }))), ['position.seats[0].hand[0].name'], JSON.stringify(bad));
  }
});

test(`a pile or a unit's materials list at most ${MAX_ZONE_CARDS} cards`, () => {
  for (const zone of ['deck', 'hand', 'storage']) {
    assert.deepEqual(paths(engine.position(position({ [zone]: cards(MAX_ZONE_CARDS + 1) }))), [`position.seats[0].${zone}`], zone);
    assert.deepEqual(paths(engine.position(position({ [zone]: Array(1_000_000).fill(0) }))), [`position.seats[0].${zone}`], zone);
  }
  assert.ok(engine.position(position({ deck: cards(MAX_ZONE_CARDS) })).ok);
  const unit = { name: '融合', power: 6, materials: Array(MAX_ZONE_CARDS + 1).fill({ name: '甲', power: 3 }) };
  assert.deepEqual(paths(engine.position(position({ battleGrid: [unit] }))), ['position.seats[0].battleGrid[0].materials']);
});

test(`a trial battle has at most ${MAX_VITAL_COUNT} vitals`, () => {
  const trial = (vitalCount: number) => ({ players: ['A', 'B'], seed: 1, format: 'trial', vitalCount, decks: ['A', 'B'].map((p) => deckFor(p, 'trial', { vitalCount })) });
  const most = engine.start(trial(MAX_VITAL_COUNT));
  assert.ok(most.ok, JSON.stringify(most).slice(0, 300));
  assert.equal(most.state.seats[0]!.vitalGrid.length, MAX_VITAL_COUNT);
  const r = engine.start(trial(MAX_VITAL_COUNT + 2));
  assert.deepEqual(paths(r), ['setup.vitalCount']);
  assert.match(JSON.stringify(r), new RegExp(`at most ${MAX_VITAL_COUNT}`));
});
