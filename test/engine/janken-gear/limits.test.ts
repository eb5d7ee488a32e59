/**
 * じゃんけん・ギア's bounds on what a user may submit (engine/janken-gear/README.md, Limits):
 * deck and zone sizes, the number of players and their names, the janken throws. Each is
 * refused through the contract with a clause or a located error; nothing throws, and nothing
 * is timed: the inputs are bounded and the tests assert that they finish.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jankenGearEngine as engine } from '../../../engine/janken-gear/contract.ts';
import { MAX_JANKEN_THROWS } from '../../../engine/janken-gear/contract.ts';
import { MAX_DECK_ENTRIES, MAX_ZONE_CARDS } from '../../../engine/janken-gear/deck.ts';
import { MAX_NAME_LENGTH } from '../../../engine/core/text.ts';

const DECK = '♠A ♠2 ♠3 ♠4 ♠5 ♥A ♥2 ♥3 ♥4 ♥5 ♣A ♣2 ♣3 ♣4 ♣5 ◆2 ◆3 ◆J ◆A ジョーカー'.split(' ');
const setup = (extra: Record<string, unknown> = {}) => ({ players: ['A', 'B'], seed: 5, decks: [[...DECK], [...DECK]], ...extra });
const position = (extra: Record<string, unknown> = {}, seat: Record<string, unknown> = {}) => ({
  players: ['A', 'B'],
  turnPlayer: 'A',
  seats: [{ hand: ['◆3'], field: [{ id: 'a1', cards: ['♠5'] }], vitals: ['♣2'], ...seat }, { vitals: ['♣3'] }],
  ...extra,
});
const paths = (r: { ok: boolean }) => {
  assert.ok(!r.ok && 'malformed' in r, JSON.stringify(r).slice(0, 300));
  return (r as unknown as { malformed: { path: string }[] }).malformed.map((e) => e.path);
};

test('a deck of a million entries is one janken-gear.deck.size problem, its cards unread', () => {
  for (const huge of [Array(1_000_000).fill('♠A'), Array(1_000_000).fill(7)]) {
    const r = engine.start(setup({ decks: [[...DECK], huge] }));
    assert.ok(!r.ok && 'violation' in r, JSON.stringify(r).slice(0, 300));
    const v = r.violation as unknown as { clause: string; problems: unknown[] };
    assert.equal(v.clause, 'janken-gear.deck.size');
    assert.equal(v.problems.length, 1);
  }
  // Up to the most cards the copy limits allow, each card is still checked and located.
  const r = engine.start(setup({ decks: [[...DECK], [...DECK, ...Array(MAX_DECK_ENTRIES - 20).fill('♠A')]] }));
  assert.ok(!r.ok && 'violation' in r && r.violation.clause === 'janken-gear.deck.two-copies');
});

test('a list of players is read in linear time, and more than two is refused by janken-gear.setup.players', () => {
  const many = Array.from({ length: 1_000_000 }, (_, i) => `P${i}`);
  assert.deepEqual(paths(engine.start(setup({ players: many, decks: [] }))), ['setup.players', 'setup.decks']);
  const three = engine.start(setup({ players: ['A', 'B', 'C'], decks: [[...DECK], [...DECK], [...DECK]] }));
  assert.ok(!three.ok && 'violation' in three && three.violation.clause === 'janken-gear.setup.players');
});

test('player names: no control or bidirectional formatting character, at most the name bound', () => {
  for (const bad of ['A\u202eB', 'A\u2069', '\u0000', 'A\tB', '\u0080', 'x'.repeat(MAX_NAME_LENGTH + 1)]) {
    assert.deepEqual(paths(engine.start(setup({ players: ['A', bad] }))), ['setup.players[1]'], JSON.stringify(bad));
    assert.deepEqual(paths(engine.position(position({ players: [bad, 'B'] }))), ['position.players[0]'], JSON.stringify(bad));
  }
});

test('a player named like an inherited property gets a seat of its own that survives a JSON round trip', () => {
  for (const name of ['__proto__', 'constructor', 'toString']) {
    const r = engine.start(setup({ players: [name, 'B'] }));
    assert.ok(r.ok, JSON.stringify(r).slice(0, 300));
    const copy = JSON.parse(JSON.stringify(r.state));
    assert.deepEqual(engine.observe(copy), engine.observe(r.state));
    assert.ok(Object.hasOwn(r.state.areas, name));
    const p = engine.position(position({ players: [name, 'B'], turnPlayer: name }));
    assert.ok(p.ok, JSON.stringify(p).slice(0, 300));
    assert.ok(Object.hasOwn(p.state.areas, name));
  }
});

test(`a zone of a position holds at most the game's ${MAX_ZONE_CARDS} cards`, () => {
  const many = Array(MAX_ZONE_CARDS + 1).fill('♠5');
  for (const zone of ['hand', 'deck', 'vitals', 'lostVitals', 'discard']) {
    assert.deepEqual(paths(engine.position(position({}, { [zone]: many }))), [`position.seats[0].${zone}`], zone);
  }
  assert.deepEqual(paths(engine.position(position({}, { field: Array(MAX_ZONE_CARDS + 1).fill({ id: 'x', cards: ['♠5'] }) }))), ['position.seats[0].field']);
  assert.deepEqual(paths(engine.position(position({}, { field: [{ id: 'a1', cards: many }] }))), ['position.seats[0].field[0].cards']);
  assert.deepEqual(paths(engine.position(position({ attacked: Array(1_000_000).fill('a1') }))), ['position.attacked']);
  assert.deepEqual(paths(engine.position(position({ lostLastVitalThisTurn: ['B', 'B', 'B'] }))), ['position.lostLastVitalThisTurn']);
});

test(`a setup gives at most ${MAX_JANKEN_THROWS} janken throws`, () => {
  const ties = (n: number) => [...Array(n - 1).fill(['グー', 'グー']), ['グー', 'パー']];
  assert.ok(engine.start(setup({ janken: ties(MAX_JANKEN_THROWS) })).ok);
  assert.deepEqual(paths(engine.start(setup({ janken: ties(MAX_JANKEN_THROWS + 1) }))), ['setup.janken']);
});
