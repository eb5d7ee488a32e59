/**
 * トミーウォーカーTCG's bounds on what a user may submit (engine/tommy-walker/README.md, Limits):
 * deck and zone sizes, the round limit, player names. Each is refused through the contract
 * with a clause or a located error; nothing throws, and nothing is timed: the inputs are
 * bounded and the tests assert that they finish.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tommyWalkerEngine as tw } from '../../../engine/tommy-walker/contract.ts';
import { MAX_NAME_LENGTH } from '../../../engine/core/text.ts';
import { parseDeckFile } from '../../../engine/tommy-walker/deck-file.ts';
import { MAX_ROUND_LIMIT, MAX_ZONE_CARDS, newGame } from '../../../engine/tommy-walker/setup.ts';

const deck = (name: string, n = 16) => new Array<string>(n).fill(name);
const setup = (over: Record<string, unknown> = {}) => ({ players: ['A', 'B'], seed: 3, decks: [deck('悪路王'), deck('デモノイド')], ...over });
const paths = (r: { ok: boolean }) => {
  assert.ok(!r.ok && 'malformed' in r, JSON.stringify(r).slice(0, 300));
  return (r as unknown as { malformed: { path: string }[] }).malformed.map((e) => e.path);
};

test('a deck of a million entries is refused by tommy-walker.setup.deck-size without reading its cards', () => {
  for (const huge of [deck('悪路王', 1_000_000), new Array(1_000_000).fill(7)]) {
    const r = tw.start(setup({ decks: [deck('悪路王'), huge] }));
    assert.ok(!r.ok && 'violation' in r, JSON.stringify(r).slice(0, 300));
    assert.equal(r.violation.clause, 'tommy-walker.setup.deck-size');
    assert.match(r.violation.message, /^setup\.decks\[1\] has 1000000 cards/);
  }
  const api = newGame({ players: ['A', 'B'], decks: [Array(1_000_000).fill('x'), []], seed: 1 });
  assert.ok(!api.ok && 'violation' in api && api.violation.clause === 'tommy-walker.setup.deck-size');
});

test(`a zone of a position holds at most the game's ${MAX_ZONE_CARDS} cards`, () => {
  for (const zone of ['deck', 'hand', 'discard', 'stack']) {
    const r = tw.position({ players: ['A', 'B'], seats: [{ [zone]: deck('悪路王', MAX_ZONE_CARDS + 1) }, {}] });
    assert.deepEqual(paths(r), [`position.seats[0].${zone}`]);
  }
  assert.ok(tw.position({ players: ['A', 'B'], seats: [{ deck: deck('悪路王', MAX_ZONE_CARDS) }, {}] }).ok);
});

test(`the round limit is at most ${MAX_ROUND_LIMIT}`, () => {
  assert.ok(tw.start(setup({ options: { 'round-limit': MAX_ROUND_LIMIT } })).ok);
  assert.deepEqual(paths(tw.start(setup({ options: { 'round-limit': MAX_ROUND_LIMIT + 1 } }))), ['setup.options.round-limit']);
  assert.deepEqual(paths(tw.position({ players: ['A', 'B'], options: { 'round-limit': Number.MAX_SAFE_INTEGER }, seats: [{}, {}] })), ['position.options.round-limit']);
  const api = newGame({ players: ['A', 'B'], decks: [deck('akuroou'), deck('akuroou')], seed: 1, roundLimit: MAX_ROUND_LIMIT + 1 });
  assert.ok(!api.ok && 'malformed' in api && api.malformed[0]!.path === 'roundLimit');
});

test('player names: no control or bidirectional formatting character, at most the name bound', () => {
  for (const bad of ['A\u202eB', 'A\u2067', '\u0007', 'A\nB', '\u009b', 'x'.repeat(MAX_NAME_LENGTH + 1)]) {
    assert.deepEqual(paths(tw.start(setup({ players: ['A', bad] }))), ['setup.players[1]'], JSON.stringify(bad));
    assert.deepEqual(paths(tw.position({ players: [bad, 'B'], seats: [{}, {}] })), ['position.players[0]'], JSON.stringify(bad));
  }
  assert.ok(tw.start(setup({ players: ['太郎', 'x'.repeat(MAX_NAME_LENGTH)] })).ok);
});

test('a deck file of a million lines with a huge count is read line by line into an error, never a huge deck', () => {
  const r = parseDeckFile(`${'悪路王\n'.repeat(1_000_000)}99999999999999999999 x 悪路王\n`);
  assert.ok(!r.ok);
  assert.match(r.errors[0]!.message, /tommy-walker\.setup\.deck-size/);
});

test('a deck file line with a control or bidirectional formatting character is refused at its line, the character not echoed', () => {
  const r = parseDeckFile('悪路王\n\u001b[2J悪路王\n\u202e王路悪\n');
  assert.ok(!r.ok);
  assert.deepEqual(r.errors.map((e) => e.line), [2, 3]);
  for (const e of r.errors) assert.doesNotMatch(e.message, /[\u001b\u202e]/u);
});
