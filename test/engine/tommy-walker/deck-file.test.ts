// Deck files: one card name per line, # comments, "N x name" counts; errors say the line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDeckFile } from '../../../engine/tommy-walker/index.ts';

test('names, counts with x or ×, card ids and comments are read', () => {
  const r = parseDeckFile('# test deck\n10 x 悪路王\n3×デモノイド  # T\ntw3-maria\n\n2 x 崩落のマリア\r\n');
  assert.ok(r.ok, JSON.stringify(r));
  assert.equal(r.deck.length, 16);
  assert.equal(r.deck.filter((c) => c === 'tw3-maria').length, 3);
});

test('unknown names are reported with their line and a suggestion', () => {
  const r = parseDeckFile('15 x 悪路王\nマリア\n');
  assert.ok(!r.ok);
  assert.equal(r.errors[0]!.line, 2);
  assert.match(r.errors[0]!.message, /unknown card 'マリア'.*崩落のマリア/);
});

test('a deck that is not 16 cards is refused citing the deck-size clause', () => {
  const r = parseDeckFile('17 x 悪路王\n');
  assert.ok(!r.ok);
  assert.match(r.errors[0]!.message, /17 cards; tommy-walker\.setup\.deck-size/);
});

test('a zero count is an error on its line', () => {
  const r = parseDeckFile('0 x 悪路王\n16 x デモノイド\n');
  assert.ok(!r.ok);
  assert.equal(r.errors[0]!.line, 1);
});
