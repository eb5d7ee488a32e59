/**
 * The pile's top cards a ハザード turned face-up sideways (option charge-effects,
 * twgp.card-type.log-counter.note.hazard-deck, twgp.charge-effect.hazard.note.turned-cards;
 * charge-effect-hazard-cards.ts turns them): a count on the seat (Seat.pileTurned), kept apart
 * so that the modules taking cards from the pile (field.ts download, cost.ts, matrix.ts,
 * routine.ts, sublimation.ts) need nothing else of the option.
 */
import type { Seat } from './state.ts';

/**
 * The seat after `n` cards left the pile's top, and how many of them were turned: the turned
 * cards lie on top, so they leave first (Seat.pileTurned). Every process taking cards from the
 * pile's top calls it; a turned card taken to the log lies face up and does not go off.
 */
export function pileTaken(seat: Seat, n: number): { seat: Seat; turned: number } {
  const had = seat.pileTurned ?? 0;
  if (!had) return { seat, turned: 0 };
  const turned = Math.min(had, n);
  const { pileTurned: _gone, ...rest } = seat;
  return { seat: had > turned ? { ...rest, pileTurned: had - turned } : rest, turned };
}

/** The seat with its pile turned face down again: a shuffle (routine.ts shufflePile) or a new pile. */
export function pileFaceDown(seat: Seat): Seat {
  if (seat.pileTurned === undefined) return seat;
  const { pileTurned: _gone, ...rest } = seat;
  return rest;
}
