/**
 * Spec chapter 03 (デッキ): which decks may be played.
 */
import { nextInt, type Rng } from '../core/rng.ts';
import { ALL_CARDS, cardLabel, isCard, isDiamond, JOKER, rankOf } from './cards.ts';
import type { CardCode } from './state.ts';

/** A deck problem: where (JSON path of the offending card), which clause forbids it, and why. */
export interface DeckError {
  path: string;
  clause: string;
  message: string;
}

export const DECK_SIZE = 20;
/**
 * The most cards a deck could hold under the copy limits (janken-gear.deck.joker-unique,
 * janken-gear.deck.diamond-unique, janken-gear.deck.two-copies): one Joker, one of each
 * diamond, two of each other card. A longer deck is refused by janken-gear.deck.size alone,
 * without reading its cards, so that a huge deck is one error, not one per card.
 */
export const MAX_DECK_ENTRIES = ALL_CARDS.reduce((n, c) => n + (c === JOKER || isDiamond(c) ? 1 : 2), 0);
/** The most cards a zone of a position may hold: the game's two decks are all the cards there are (janken-gear.deck.size). */
export const MAX_ZONE_CARDS = 2 * DECK_SIZE;

/**
 * Checks a deck (janken-gear.deck.check) against janken-gear.deck.cards,
 * janken-gear.deck.joker-unique, janken-gear.deck.diamond-unique,
 * janken-gear.deck.two-copies and janken-gear.deck.size. Each error points at the card
 * that breaks the limit (the first card past it), so every problem is located. `read`
 * turns an entry into a card code (by default: entries are codes), undefined for no card.
 * `byRank` plays the reading copies-by-rank of janken-gear.deck.note.copies: ♠♥♣ cards of
 * the same rank are copies whatever their suit.
 */
export function checkDeck(deck: unknown, path = 'deck', read: (entry: unknown) => string | undefined = (e) => (isCard(e) ? e : undefined), byRank = false): DeckError[] {
  if (!Array.isArray(deck)) {
    return [{ path, clause: 'janken-gear.deck.cards', message: 'a deck must be a list of cards' }];
  }
  if (deck.length > MAX_DECK_ENTRIES) {
    return [{ path, clause: 'janken-gear.deck.size', message: `the deck has ${deck.length} cards; it must have exactly ${DECK_SIZE}` }];
  }
  const errors: DeckError[] = [];
  const seen = new Map<string, number>();
  deck.forEach((entry: unknown, i) => {
    const at = `${path}[${i}]`;
    const card = read(entry);
    // janken-gear.deck.cards: only cards of a pack of playing cards.
    if (card === undefined || !isCard(card)) {
      errors.push({ path: at, clause: 'janken-gear.deck.cards', message: `card ${i + 1}: ${JSON.stringify(entry)} is not a playing card (♠5, ◆10, ♥K, ジョーカー)` });
      return;
    }
    // What counts as the same card: the card itself, or (copies-by-rank) the rank of a ♠♥♣ card.
    const sign = card !== JOKER && !isDiamond(card);
    const key = byRank && sign ? `rank ${rankOf(card)}` : card;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    // The copy limits: one Joker, one of each diamond, two of each other card.
    if (card === JOKER && count > 1) {
      errors.push({ path: at, clause: 'janken-gear.deck.joker-unique', message: `card ${i + 1}: a second Joker; a deck holds at most one Joker` });
    } else if (isDiamond(card) && count > 1) {
      errors.push({ path: at, clause: 'janken-gear.deck.diamond-unique', message: `card ${i + 1}: a second ${cardLabel(card)}; a deck holds at most one of each diamond` });
    } else if (sign && count > 2) {
      const what = byRank ? `♠♥♣ card of rank ${rankOf(card)} (${cardLabel(card)}); under copies-by-rank a deck holds at most two ♠♥♣ cards of each rank` : `${cardLabel(card)}; a deck holds at most two of each ♠♥♣ card`;
      errors.push({ path: at, clause: 'janken-gear.deck.two-copies', message: `card ${i + 1}: copy ${count} of ${what}` });
    }
  });
  // janken-gear.deck.size: exactly 20 cards.
  if (deck.length !== DECK_SIZE) {
    errors.push({ path, clause: 'janken-gear.deck.size', message: `the deck has ${deck.length} cards; it must have exactly ${DECK_SIZE}` });
  }
  return errors;
}

/**
 * A random deck that satisfies this chapter: 20 cards drawn from a pool holding one Joker,
 * one of each diamond and two of each ♠♥♣ card.
 */
export function randomDeck(rng: Rng): [CardCode[], Rng] {
  const pool = ALL_CARDS.flatMap((c) => (c === JOKER || isDiamond(c) ? [c] : [c, c]));
  const deck: CardCode[] = [];
  let r = rng;
  for (let k = 0; k < DECK_SIZE; k++) {
    const [i, next] = nextInt(r, pool.length);
    r = next;
    deck.push(pool.splice(i, 1)[0]!);
  }
  return [deck, r];
}
