/**
 * Undoing a fusion, as far as the charge-boost example needs it
 * (twgp.attack.charge-boost.note.defusion).
 */
import { violation, type Failure } from '../core/violation.ts';
import { logOut } from './field.ts';
import { seatOf, unitAt, withSeat, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import type { LogOutEvent } from './attack.ts';

const NOTE = 'twgp.attack.charge-boost.note.defusion';

export interface DefuseAction {
  type: 'defuse';
  unit: UnitRef;
}

export interface DefusedEvent {
  type: 'defused';
  unit: UnitRef;
  /** Where its materials now stand, one unit each, in the order of the materials. */
  into: UnitRef[];
}

/** Why `player` may not undo this fusion, or null (twgp.attack.charge-boost.note.defusion). */
export function defuseRefusal(state: TwgpState, player: PlayerId, action: DefuseAction): Failure | null {
  const unit = unitAt(state, action.unit);
  if (!unit || unit.controller !== player) return violation(NOTE, `there is no unit of ${player}'s at ${action.unit.player}'s square ${action.unit.square}`);
  if (unit.materials.length < 2) return violation(NOTE, 'the unit is not a fusion of two or more materials');
  // The source does not say where weapons go when a fusion splits; refuse rather than lose cards.
  if (unit.weapons.length > 0) return violation(NOTE, 'the unit carries weapons; undoing such a fusion is not defined');
  // One unit per square (twgp.field.note.one-unit-per-square): each extra part needs an empty square.
  const free = seatOf(state, action.unit.player)!.battleGrid.filter((u) => u === null).length;
  if (free < unit.materials.length - 1) return violation(NOTE, `the fusion splits into ${unit.materials.length} units but only ${free + 1} squares are free for them`);
  return null;
}

/**
 * Splits a fusion into its materials, each a unit with the material's base power and the
 * fusion's MODE: the first on the fusion's square, the others on the leftmost empty squares.
 * The fusion's own card is logged out (the slice's reading; the note does not say).
 */
export function defuse(state: TwgpState, player: PlayerId, action: DefuseAction): { ok: true; state: TwgpState; events: (DefusedEvent | LogOutEvent)[] } | Failure {
  const refused = defuseRefusal(state, player, action);
  if (refused) return refused;
  const seat = seatOf(state, action.unit.player)!;
  const fusion = seat.battleGrid[action.unit.square]!;
  const grid = seat.battleGrid.slice();
  const empty = grid.flatMap((u, i) => (u === null ? [i] : []));
  const squares = [action.unit.square, ...empty.slice(0, fusion.materials.length - 1)];
  fusion.materials.forEach((card, i) => {
    const part: Unit = { card, mode: fusion.mode, controller: fusion.controller, weapons: [], materials: [], plus: 0, down: 0, accel: false };
    grid[squares[i]!] = part;
  });
  const out = logOut({ ...seat, battleGrid: grid }, fusion.card);
  const into = squares.map((square) => ({ player: seat.player, square }));
  return {
    ok: true,
    state: withSeat(state, out.seat),
    events: [
      { type: 'defused', unit: action.unit, into },
      { type: 'log-out', player: seat.player, card: fusion.card.name, to: out.to },
    ],
  };
}
