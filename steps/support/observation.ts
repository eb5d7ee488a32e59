/** Reading an observation the way every book's steps do; nothing here decides a rule. */
import assert from 'node:assert/strict';

/** The seat of `player` among an observation's seats (every book lists seats with their player). */
export function seatOf<S extends { player: string }>(seats: readonly S[], player: string): S {
  const seat = seats.find((s) => s.player === player);
  assert.ok(seat, `no seat of '${player}' in the observation`);
  return seat;
}
