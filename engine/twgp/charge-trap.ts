/**
 * Chapter 21, デッキ・カード・タイプ (spec/twgp/21-deck-card-types.md), option deck-card-types:
 * charge traps used from the hand. A charge trap goes off from a face-down charge card or, with
 * the option, from the hand (アーカイヴ), laid face-up upright on the charge grid
 * (twgp.card-type.charge-trap.activate, twgp.card-type.charge-trap.face-up): the engine lays it
 * on the first free charge square (one canonical choice: which free square does not matter) and
 * then activates it as a charge trap of that square (property.ts), an interrupt that takes the
 * right of action and the right to target (twgp.card-type.charge-trap.timing).
 */
import { emptyChargeSquares } from './field.ts';
import { seatOf, withSeat, type PlayerId, type TwgpState } from './state.ts';

/** The state with hand card `index` of `player`'s on their first free charge square, and that square; null when no square is free. */
export function trapFromHand(state: TwgpState, player: PlayerId, index: number): { state: TwgpState; square: number } | null {
  const seat = seatOf(state, player)!;
  const card = seat.hand[index];
  const square = emptyChargeSquares(seat)[0];
  if (!card || square === undefined) return null;
  const chargeGrid = seat.chargeGrid.map((p, i) => (i === square ? { card, mode: 'Charge' as const } : p));
  return { state: withSeat(state, { ...seat, hand: seat.hand.filter((_, i) => i !== index), chargeGrid }), square };
}
