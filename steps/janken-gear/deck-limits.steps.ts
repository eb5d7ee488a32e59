/**
 * Decks far longer than 20 cards (docs/protocol/janken-gear.md, "Limits"): a ruling names one
 * card and how many times it is repeated, and possibly one more entry put after the repeats,
 * so that it need not write out ninety cards. The deck of the other seat is a legal one, so
 * that only the checked deck is refused. Nothing here decides a rule.
 */
import { When } from '@cucumber/cucumber';
import { jsonOf } from '../support/json-path.ts';
import { cards, start, type W } from './session.ts';

/** A legal deck under both readings of janken-gear.deck.note.copies (input data). */
const OTHER_DECK = cards('♠A ♠2 ♠3 ♠4 ♠5 ♥A ♥2 ♥3 ♥4 ♥5 ♣6 ♣7 ♣8 ♣9 ♣10 ◆2 ◆3 ◆J ◆A ジョーカー');

When('{string} を {int} 枚並べたデッキを {string} のデッキとして検査する', async function (this: W, card: string, n: number, _player: string) {
  await start(this, { players: ['A', 'B'], seed: 0, decks: [Array(n).fill(card), OTHER_DECK] });
});

When('{string} を {int} 枚並べ、その後に次の値を加えたデッキを {string} のデッキとして検査する:', async function (this: W, card: string, n: number, _player: string, doc: string) {
  await start(this, { players: ['A', 'B'], seed: 0, decks: [[...Array(n).fill(card), jsonOf(doc, 'entry')], OTHER_DECK] });
});
