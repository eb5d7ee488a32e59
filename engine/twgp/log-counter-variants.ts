/**
 * Chapter 21, デッキ・カード・タイプ (spec/twgp/21-deck-card-types.md): the variants of the log
 * counter that add the surge earth's use to it (options log-sd-counter and
 * log-sd-counter-weapon, both presupposing deck-card-types and surge-earth: options.ts).
 *
 * With either variant a log counter laid face-down on one's charge grid
 * (twgp.card-type.log-counter.timing-summon) may also be turned up like a surge earth when its
 * player loses an assault that carries a surge direct: each one cancels one vital of it and goes
 * to the log without going off as a log counter (twgp.card-type.log-counter.variant.sd-counter,
 * .variant.sd-counter-weapon, twgp.card-type.log-counter.note.sd-counter: one card, one of its
 * functions). Its going off on the way to the log stays as it is (the variant adds, it does not
 * replace). surge-earth.ts asks these functions in its window surge-earth.
 */
import { optionOn } from './options.ts';
import { propertyOf } from './property.ts';
import type { Seat, TwgpState } from './state.ts';

/** Whether a variant that lets log counters act as surge earths is on. */
export const sdCounterOn = (state: TwgpState): boolean => optionOn(state, 'log-sd-counter') || optionOn(state, 'log-sd-counter-weapon');

/** The charge-grid squares of the seat's face-down log counters that may be used as surge earths now, left to right; none without the variants. */
export function sdCounterSquares(state: TwgpState, seat: Seat): number[] {
  if (!sdCounterOn(state)) return [];
  return seat.chargeGrid.flatMap((p, square) => (p && p.mode === 'Charge' && propertyOf(p.card) === 'log-counter' ? [square] : []));
}
