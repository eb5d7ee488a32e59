/** Deck checks (spec chapter 03): every problem is located by JSON path and names its clause. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkDeck, startGame } from '../../../engine/janken-gear/index.ts';

const legal = ['SA', 'SA', 'SK', 'SK', 'H7', 'H7', 'HQ', 'C2', 'C2', 'C10', 'DA', 'D2', 'D3', 'D7', 'D10', 'DJ', 'DQ', 'DK', 'JOKER', 'CJ'];

test('a legal deck has no problems', () => {
  assert.deepEqual(checkDeck(legal), []);
});

test('each limit is reported at the card that breaks it, with its clause', () => {
  // [index to overwrite, card put there, index of the reported card, clause]
  const cases: [number, string, number, string][] = [
    [18, 'D7', 18, 'janken-gear.deck.diamond-unique'], // second ◆7 (first at 13)
    [0, 'JOKER', 18, 'janken-gear.deck.joker-unique'], // the legal deck's Joker at 18 is now the second
    [3, 'SA', 3, 'janken-gear.deck.two-copies'], // third ♠A
    [5, 'S11', 5, 'janken-gear.deck.cards'],
  ];
  for (const [at, card, reported, clause] of cases) {
    const deck = [...legal];
    deck[at] = card;
    const errors = checkDeck(deck, 'decks.B');
    assert.ok(errors.some((e) => e.path === `decks.B[${reported}]` && e.clause === clause), `${card} at ${at}: ${JSON.stringify(errors)}`);
  }
});

test('a deck of the wrong size, or not a list, is reported at the deck itself', () => {
  assert.deepEqual(checkDeck(legal.slice(1)).map((e) => [e.path, e.clause]), [['deck', 'janken-gear.deck.size']]);
  assert.deepEqual(checkDeck('SA SK').map((e) => [e.path, e.clause]), [['deck', 'janken-gear.deck.cards']]);
});

test('a game does not start with an illegal deck, and says whose and where', () => {
  const bad = [...legal];
  bad[19] = 'DA';
  const started = startGame({ seed: 1, players: ['A', 'B'], decks: { A: legal, B: bad } });
  assert.equal(started.ok, false);
  assert.ok(!started.ok && 'deckErrors' in started);
  assert.deepEqual(started.deckErrors.map((e) => [e.path, e.clause]), [['decks.B[19]', 'janken-gear.deck.diamond-unique']]);
});
