/**
 * Chapter 21, デッキ・カード・タイプ (spec/twgp/21-deck-card-types.md), option deck-card-types:
 * charge traps used from the hand. A charge trap goes off from a face-down charge card or, with
 * the option, from the hand (アーカイヴ), laid face-up upright on the charge grid
 * (twgp.card-type.charge-trap.activate, twgp.card-type.charge-trap.face-up): the engine lays it
 * on the first free charge square (one canonical choice: which free square does not matter) and
 * then activates it as a charge trap of that square (property.ts), an interrupt that takes the
 * right of action and the right to target (twgp.card-type.charge-trap.timing). Copies of the
 * same card from the hand may be stacked on it as one use, adding up its strength
 * (twgp.card-type.charge-trap.stack, twgp.card-type.charge-trap.note.stack).
 */
import { violation, type Failure } from '../core/violation.ts';
import { sameCard } from './card.ts';
import type { EffectStep } from './effect.ts';
import { emptyChargeSquares } from './field.ts';
import { optionOn } from './options.ts';
import { seatOf, withSeat, type Card, type PlayerId, type TwgpState } from './state.ts';

/** The state with hand card `index` of `player`'s on their first free charge square, and that square; null when no square is free. */
export function trapFromHand(state: TwgpState, player: PlayerId, index: number): { state: TwgpState; square: number } | null {
  const seat = seatOf(state, player)!;
  const card = seat.hand[index];
  const square = emptyChargeSquares(seat)[0];
  if (!card || square === undefined) return null;
  const chargeGrid = seat.chargeGrid.map((p, i) => (i === square ? { card, mode: 'Charge' as const } : p));
  return { state: withSeat(state, { ...seat, hand: seat.hand.filter((_, i) => i !== index), chargeGrid }), square };
}

/** The hand indices of `player`'s copies of `card`, in hand order. */
function handCopies(state: TwgpState, player: PlayerId, card: Card): number[] {
  return seatOf(state, player)!.hand.flatMap((c, i) => (sameCard(c, card) ? [i] : []));
}

/** How many copies of the charge trap on `square` the player could stack on it from the hand (0 without the option or for another card). */
export function stackableCopies(state: TwgpState, player: PlayerId, square: number): number {
  const placed = seatOf(state, player)!.chargeGrid[square];
  return placed && optionOn(state, 'deck-card-types') ? handCopies(state, player, placed.card).length : 0;
}

/**
 * twgp.card-type.charge-trap.stack: `stack` copies of the same card from the hand go with a
 * charge trap's activation (twgp.card-type.charge-trap.note.stack); only a charge trap, only
 * with the option, only copies the hand holds.
 */
export function stackRefusal(state: TwgpState, player: PlayerId, zone: 'charge' | 'vital', square: number, stack: number): Failure | null {
  if (!optionOn(state, 'deck-card-types')) return violation('twgp.card-type.option', 'stacking copies of a charge trap is a rule of the option deck-card-types');
  if (zone !== 'charge') return violation('twgp.card-type.charge-trap.stack', 'only a charge trap is stacked with copies of itself');
  const placed = seatOf(state, player)!.chargeGrid[square];
  if (!placed) return null;
  const copies = handCopies(state, player, placed.card).length;
  if (copies < stack) return violation('twgp.card-type.charge-trap.stack', `${player}'s hand holds ${copies} more ${copies === 1 ? 'copy' : 'copies'} of '${placed.card.name}', not ${stack}: only the same card is stacked`);
  return null;
}

/**
 * Lays `n` copies of the charge trap on `square` from the hand under it, face-up upright
 * (twgp.card-type.charge-trap.stack): the first `n` in hand order — the copies are the same
 * card, so which ones does not matter (one canonical choice, as for the free square above).
 */
export function layCopies(state: TwgpState, player: PlayerId, square: number, n: number): TwgpState {
  const seat = seatOf(state, player)!;
  const placed = seat.chargeGrid[square]!;
  const taken = handCopies(state, player, placed.card).slice(0, n);
  const stacked = [...(placed.stacked ?? []), ...taken.map((i) => seat.hand[i]!)];
  const chargeGrid = seat.chargeGrid.map((p, i) => (i === square ? { ...placed, stacked } : p));
  return withSeat(state, { ...seat, hand: seat.hand.filter((_, i) => !taken.includes(i)), chargeGrid });
}

/** The numeric amounts a stacked charge trap adds up (twgp.card-type.charge-trap.note.stack). */
const AMOUNTS: Partial<Record<EffectStep['type'], 'count' | 'factor'>> = { 'vital-loss': 'count', 'deck-reduce': 'count', discard: 'count', draw: 'count', multiply: 'factor' };

/**
 * The steps of a charge trap used `level` cards strong (twgp.card-type.charge-trap.stack,
 * twgp.card-type.charge-trap.note.stack): each amount of strength times the level, as
 * 増強威力 = 基本の威力 × Ｌｖ (twgp.charge-effect.enhanced); a step without an amount once.
 */
export function enhancedSteps(steps: EffectStep[], level: number): EffectStep[] {
  if (level <= 1) return steps;
  return steps.map((step) => {
    const field = AMOUNTS[step.type];
    return field ? ({ ...step, [field]: (step as unknown as Record<string, number>)[field]! * level } as EffectStep) : step;
  });
}
