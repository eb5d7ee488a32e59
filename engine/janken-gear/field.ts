/**
 * Spec chapter 05 (場札と束): putting field cards down, bundles, and a field card's power.
 */
import { violation, type Violation } from '../core/violation.ts';
import { cardLabel, cardPower, isDiamond, isSignCard, JOKER, signOf, suitOf } from './cards.ts';
import { area, holdsAll, takeCard, type CardCode, type FieldCard, type JgState, type PlayerId, type Sign, type Step } from './state.ts';

/** janken-gear.field.bundle.sum: a field card's own power is the sum of its cards' powers. */
export function ownPower(fieldCard: FieldCard): number {
  return fieldCard.cards.reduce((sum, c) => sum + (cardPower(c) ?? 0), 0);
}

/** janken-gear.field.bundle.same-suit: a field card's sign is that of its suit. */
export function naturalSign(fieldCard: FieldCard): Sign {
  return signOf(fieldCard.cards[0]!)!;
}

export function findFieldCard(state: JgState, owner: PlayerId, id: string): FieldCard | undefined {
  return area(state, owner).field.find((f) => f.id === id);
}

/**
 * Why `cards` cannot be put down as one field card, or null if they can:
 * janken-gear.field.deploy (from the hand, at least one card), janken-gear.cards.diamond
 * and janken-gear.cards.joker (never field cards), janken-gear.field.bundle.same-suit.
 */
export function deployProblem(state: JgState, player: PlayerId, cards: CardCode[]): Violation | null {
  if (cards.length === 0) return violation('janken-gear.field.deploy', 'a field card needs at least one card').violation;
  if (!holdsAll(area(state, player).hand, cards)) {
    return violation('janken-gear.field.deploy', `not all of ${cards.map(cardLabel).join(', ')} are in ${player}'s hand`).violation;
  }
  const diamond = cards.find(isDiamond);
  if (diamond) return violation('janken-gear.cards.diamond', `${cardLabel(diamond)} is a support card and never goes on the field`).violation;
  if (cards.includes(JOKER)) return violation('janken-gear.cards.joker', 'the Joker is used from the hand and never goes on the field').violation;
  const suits = new Set(cards.map(suitOf));
  if (suits.size > 1) {
    return violation('janken-gear.field.bundle.same-suit', `${cards.map(cardLabel).join(', ')} mix suits; a bundle holds cards of one suit only`).violation;
  }
  return null;
}

/**
 * janken-gear.field.deploy with janken-gear.field.bundle.when: the cards leave the hand
 * and become one new field card, face up, at once; it never changes afterwards.
 */
export function deploy(step: Step, player: PlayerId, cards: CardCode[]): void {
  const s = step.state;
  const hand = area(s, player).hand;
  for (const c of cards) takeCard(hand, c);
  // A new id, unused by the field cards in play (a position may have named its own).
  const inPlay = new Set(s.players.flatMap((p) => area(s, p).field.map((f) => f.id)));
  let id = `f${s.nextId++}`;
  while (inPlay.has(id)) id = `f${s.nextId++}`;
  const fieldCard: FieldCard = { id, cards: [...cards] };
  area(s, player).field.push(fieldCard);
  s.active = true;
  step.events.push({ type: 'deployed', player, fieldCard });
}

/**
 * Every distinct field card the player could put down now: for each suit of sign cards
 * in hand, every non-empty selection of those cards (copies counted once per selection).
 */
export function deployOptions(hand: readonly CardCode[]): CardCode[][] {
  const out: CardCode[][] = [];
  for (const suit of ['S', 'H', 'C']) {
    const counts = new Map<CardCode, number>();
    for (const c of hand) if (isSignCard(c) && suitOf(c) === suit) counts.set(c, (counts.get(c) ?? 0) + 1);
    const kinds = [...counts.entries()].sort(([a], [b]) => (cardPower(a)! - cardPower(b)!));
    addSelections(kinds, 0, [], out);
  }
  return out;
}

/**
 * Appends to `out` every non-empty selection that extends `chosen` with 0 to n copies of each
 * kind from `kinds[from]` on: the first kind's count varies slowest, the order the options
 * have always been listed in (random games and their logs depend on it). Called once per
 * decision, so it builds each selection once rather than through intermediate lists.
 */
function addSelections(kinds: readonly [CardCode, number][], from: number, chosen: CardCode[], out: CardCode[][]): void {
  if (from === kinds.length) {
    if (chosen.length > 0) out.push(chosen.slice());
    return;
  }
  const [card, n] = kinds[from]!;
  for (let k = 0; k <= n; k++) {
    addSelections(kinds, from + 1, chosen, out);
    chosen.push(card);
  }
  chosen.length -= n + 1;
}

/**
 * janken-gear.glossary.defeat: the field card leaves the field; its cards go to its owner's
 * discard pile. Being no field card any more, it leaves the record of janken-gear.turn.attack-once.
 */
export function defeat(step: Step, owner: PlayerId, id: string): boolean {
  const s = step.state;
  const a = area(s, owner);
  const i = a.field.findIndex((f) => f.id === id);
  if (i < 0) return false;
  const [gone] = a.field.splice(i, 1);
  a.discard.push(...gone!.cards);
  s.attacked = s.attacked.filter((x) => x !== id);
  return true;
}
