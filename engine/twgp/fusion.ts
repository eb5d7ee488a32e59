/**
 * Undoing a fusion, as the charge-boost example needs it
 * (twgp.attack.charge-boost.example.defusion, twgp.attack.charge-boost.defusion, its reason
 * twgp.attack.charge-boost.note.defusion): an inner operation of the fusion's controller while
 * they hold the right of action.
 */
import { violation, type Failure } from '../core/violation.ts';
import { readRef } from './attack.ts';
import { logOutCards, squareFree } from './field.ts';
import type { ActionRule } from './rules.ts';
import { seatOf, unitAt, withSeat, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { mayOperate, operateRefusal } from './timing.ts';

/** The rule every refusal cites (twgp.attack.charge-boost.defusion). */
const RULE = 'twgp.attack.charge-boost.defusion';

export interface DefuseAction {
  type: 'defuse';
  unit: UnitRef;
}

/** Why `player` may not undo this fusion, or null (twgp.attack.charge-boost.defusion). */
export function defuseRefusal(state: TwgpState, player: PlayerId, action: DefuseAction): Failure | null {
  const refused = operateRefusal(state, player, RULE);
  if (refused) return refused;
  const unit = unitAt(state, action.unit);
  if (!unit || unit.controller !== player) return violation(RULE, `there is no unit of ${player}'s at ${action.unit.player}'s square ${action.unit.square}`);
  if (unit.materials.length < 2) return violation(RULE, 'the unit is not a fusion of two or more materials');
  // twgp.drive.bundle: a drive's bundle is one unit; its materials are not a fusion's parts.
  if (unit.driven) return violation('twgp.drive.bundle', 'the unit is a drive bundle, one unit with its materials under it: not a fusion to undo');
  // twgp.attack.charge-boost.defusion: a fusion carrying weapons cannot be undone (no procedure says where they go).
  if (unit.weapons.length > 0) return violation(RULE, 'the unit carries weapons; undoing such a fusion is not defined');
  // One unit per square (twgp.field.note.one-unit-per-square): each extra part needs an empty square.
  const owner = seatOf(state, action.unit.player)!;
  const free = owner.battleGrid.filter((_, i) => squareFree(owner, i)).length;
  if (free < unit.materials.length - 1) return violation(RULE, `the fusion splits into ${unit.materials.length} units but only ${free + 1} squares are free for them`);
  return null;
}

/**
 * Splits a fusion into its materials (twgp.attack.charge-boost.defusion), each a unit with
 * the material's base power and the fusion's MODE (same face and orientation): the first on the fusion's square (it is still the unit an attack was
 * declared on), the others on the leftmost empty squares. The fusion's own card is logged out.
 */
export const defuseRule: ActionRule<DefuseAction> = {
  type: 'defuse',
  fields: ['type', 'unit'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    return unit ? { type: 'defuse', unit } : undefined;
  },
  offers(state, player) {
    if (!mayOperate(state, player)) return [];
    const out: DefuseAction[] = [];
    for (const seat of state.seats) {
      seat.battleGrid.forEach((u, square) => {
        if (!u || u.controller !== player || u.materials.length < 2) return;
        const action: DefuseAction = { type: 'defuse', unit: { player: seat.player, square } };
        if (!defuseRefusal(state, player, action)) out.push(action);
      });
    }
    return out;
  },
  refusal: defuseRefusal,
  perform(state, _player, action) {
    const seat = seatOf(state, action.unit.player)!;
    const fusion = seat.battleGrid[action.unit.square]!;
    const grid = seat.battleGrid.slice();
    const empty = grid.flatMap((u, i) => (u === null && squareFree(seat, i) ? [i] : []));
    const squares = [action.unit.square, ...empty.slice(0, fusion.materials.length - 1)];
    let uid = state.nextUid;
    fusion.materials.forEach((card, i) => {
      const part: Unit = { uid: i === 0 ? fusion.uid : uid++, card, mode: fusion.mode, controller: fusion.controller, weapons: [], materials: [], plus: 0, down: 0, accel: false };
      grid[squares[i]!] = part;
    });
    const out = logOutCards({ ...withSeat(state, { ...seat, battleGrid: grid }), nextUid: uid }, seat.player, [fusion.card]);
    const into = squares.map((square) => ({ player: seat.player, square }));
    return { state: out.state, events: [{ type: 'defused', unit: action.unit, into }, ...out.events] };
  },
};
