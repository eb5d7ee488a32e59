/**
 * Chapters 2 and 3 (spec/twgp/02-resources.md, 03-field.md): set cards, whose pieces work
 * together as one body or one group. A card in the card form carries `set: {name, size}`:
 * the set's name and how many pieces make it. Every piece is one card of its bundle
 * (twgp.resource.deck.set-cards: all pieces count in the deck's number); a piece is used only
 * with the whole set in hand, and the set takes as many battle-grid squares as it has pieces
 * (twgp.field.battle-grid.set), each piece a unit on its own square.
 */
import { violation, type Failure } from '../core/violation.ts';
import { squareFree } from './field.ts';
import type { TwgpEvent } from './rules.ts';
import { seatOf, withSeat, type Card, type Mode, type PlayerId, type TwgpState, type Unit } from './state.ts';

export interface CardSet {
  name: string;
  size: number;
}

const setOf = (card: Card): CardSet | undefined => (card as Card & { set?: CardSet }).set;

/** The hand's indices of the other pieces of `card`'s set (the card itself excluded), first of each kind in hand order. */
function otherPieces(hand: Card[], index: number): number[] {
  const set = setOf(hand[index]!)!;
  return hand.flatMap((c, i) => (i !== index && setOf(c)?.name === set.name ? [i] : []));
}

/**
 * Why a piece of a set cannot be summoned now (null for a card that is no set's):
 * 1. the whole set must be in hand (twgp.resource.deck.set-cards);
 * 2. it takes one square a piece: besides the square the drive uses, size − 1 more empty
 *    squares (`freed`: squares the drive itself empties, a power drive's materials)
 *    (twgp.field.battle-grid.set).
 */
export function setRefusal(state: TwgpState, player: PlayerId, index: number, freed = 0): Failure | null {
  const seat = seatOf(state, player)!;
  const set = setOf(seat.hand[index]!);
  if (!set) return null;
  const pieces = otherPieces(seat.hand, index).length + 1;
  if (pieces < set.size) return violation('twgp.resource.deck.set-cards', `the set '${set.name}' has ${set.size} pieces and ${player}'s hand holds ${pieces}: a set is used only when complete`);
  const empty = seat.battleGrid.filter((_, i) => squareFree(seat, i)).length - 1 + freed;
  if (empty < set.size - 1) return violation('twgp.field.battle-grid.set', `the set '${set.name}' takes ${set.size} squares; ${player} has ${empty + 1} free`);
  return null;
}

/**
 * After the drive put the piece `head` on its square, the other pieces of its set go from the
 * hand to the leftmost empty squares, one a square, in the same MODE (twgp.field.battle-grid.set).
 */
export function placeSetPieces(state: TwgpState, player: PlayerId, head: Card, mode: Mode): { state: TwgpState; events: TwgpEvent[] } {
  const set = setOf(head);
  if (!set) return { state, events: [] };
  let seat = seatOf(state, player)!;
  const picked = seat.hand.flatMap((c, i) => (setOf(c)?.name === set.name ? [i] : [])).slice(0, set.size - 1);
  let next = state.nextUid;
  const grid = seat.battleGrid.slice();
  const events: TwgpEvent[] = [];
  for (const i of picked) {
    const card = seat.hand[i]!;
    const square = grid.findIndex((u, i) => u === null && squareFree(seat, i));
    const unit: Unit = { uid: next++, card: { ...card, kind: 'ユニット', power: card.power ?? head.power ?? 0 }, mode, controller: player, weapons: [], materials: [], plus: 0, down: 0, accel: false };
    grid[square] = unit;
    events.push({ type: 'set-piece', player, card: card.name, square, clause: 'twgp.field.battle-grid.set' });
  }
  seat = { ...seat, battleGrid: grid, hand: seat.hand.filter((_, i) => !picked.includes(i)) };
  return { state: { ...withSeat(state, seat), nextUid: next }, events };
}
