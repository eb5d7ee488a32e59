/**
 * Spec chapter 02 (札): what each card is — its suit, janken sign and power.
 */
import type { CardCode, Sign, Suit } from './state.ts';

export const JOKER: CardCode = 'JOKER';
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS: readonly Suit[] = ['S', 'H', 'C', 'D'];

/** Every card of a pack: 52 suited cards and the Joker (janken-gear.deck.cards). */
export const ALL_CARDS: readonly CardCode[] = [...SUITS.flatMap((s) => RANKS.map((r) => `${s}${r}`)), JOKER];

const CARD_SET: ReadonlySet<string> = new Set(ALL_CARDS);

export function isCard(code: unknown): code is CardCode {
  return typeof code === 'string' && CARD_SET.has(code);
}

export function suitOf(card: CardCode): Suit | null {
  return card === JOKER ? null : (card[0] as Suit);
}

export function rankOf(card: CardCode): string | null {
  return card === JOKER ? null : card.slice(1);
}

export function isDiamond(card: CardCode): boolean {
  return suitOf(card) === 'D';
}

/** A sign card: ♠, ♥ or ♣ (janken-gear.glossary.sign-card). */
export function isSignCard(card: CardCode): boolean {
  const suit = suitOf(card);
  return suit === 'S' || suit === 'H' || suit === 'C';
}

/** A face card: J, Q or K of any suit (janken-gear.glossary.face-card). */
export function isFaceCard(card: CardCode): boolean {
  const rank = rankOf(card);
  return rank === 'J' || rank === 'Q' || rank === 'K';
}

/**
 * janken-gear.cards.signs: ♠ is rock, ♥ scissors, ♣ paper; ◆ and the Joker have no sign
 * (janken-gear.cards.diamond, janken-gear.cards.joker).
 */
export function signOf(card: CardCode): Sign | null {
  switch (suitOf(card)) {
    case 'S':
      return 'rock';
    case 'H':
      return 'scissors';
    case 'C':
      return 'paper';
    default:
      return null;
  }
}

/** janken-gear.cards.power: A=1, 2–10 their number, J=11, Q=12, K=13; the Joker has none. */
export function cardPower(card: CardCode): number | null {
  const rank = rankOf(card);
  if (rank === null) return null;
  if (rank === 'A') return 1;
  if (rank === 'J') return 11;
  if (rank === 'Q') return 12;
  if (rank === 'K') return 13;
  return Number(rank);
}

const BEATS: Record<Sign, Sign> = { rock: 'scissors', scissors: 'paper', paper: 'rock' };

/** janken-gear.cards.janken: rock beats scissors, scissors beat paper, paper beats rock. */
export function beats(a: Sign, b: Sign): boolean {
  return BEATS[a] === b;
}

export const SIGNS: readonly Sign[] = ['rock', 'scissors', 'paper'];

const SIGN_LABELS: Record<Sign, string> = { rock: 'グー', scissors: 'チョキ', paper: 'パー' };

/** A sign as the spec names it: グー, チョキ, パー (janken-gear.glossary.sign). */
export function signLabel(sign: Sign): string {
  return SIGN_LABELS[sign];
}

/** The sign the spec names グー, チョキ or パー; undefined for anything else. */
export function parseSignLabel(name: unknown): Sign | undefined {
  return SIGNS.find((s) => SIGN_LABELS[s] === name);
}

const SUIT_MARKS: Record<Suit, string> = { S: '♠', H: '♥', C: '♣', D: '◆' };

/** A card as players write it: '♠5', '◆J', 'ジョーカー'. */
export function cardLabel(card: CardCode): string {
  return card === JOKER ? 'ジョーカー' : `${SUIT_MARKS[suitOf(card)!]}${rankOf(card)}`;
}
