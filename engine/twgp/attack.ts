/**
 * Chapter 7, アタック (spec/twgp/07-attack.md): what every attack shares — who declares it,
 * with which unit, and how units are found again when the attack resolves. The three
 * attacks are in assault.ts, charge-boost.ts and grid-blast.ts.
 */
import { violation, type Failure, type ShapeError } from '../core/violation.ts';
import { widthOf } from './field.ts';
import type { Json } from './rules.ts';
import { holdsRight, holdsTargetRight } from './sequence.ts';
import { unitAt, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { engaged } from './timing.ts';

/**
 * 表タテ置き for what its controller does with it: Active, and a hacked unit's Hack-Active for
 * the player who hacked it (twgp.mode.note.hack).
 */
export function isUpright(unit: Unit): boolean {
  return unit.mode === 'Active' || unit.mode === 'Hack-Active';
}

/**
 * Why `player` may not declare an attack with the unit at `ref` now, or null: the player
 * holds the right of action and the right to target (twgp.declare.requires-right,
 * twgp.attack.lock-on-only), controls the unit (twgp.attack.player-via-master: players attack
 * only through units), which is face-up upright (twgp.attack.declare-upright) and not already
 * engaged (twgp.attack.engaged).
 */
export function attackerRefusal(state: TwgpState, player: PlayerId, ref: UnitRef, timingClause: string): Failure | null {
  if (state.result) return violation('twgp.judge.note.winner', 'the game is over');
  if (!holdsTargetRight(state, player)) return violation(timingClause, `${player} does not hold the right to target (Lock-On)`);
  if (!holdsRight(state, player) || state.window.kind !== 'battle') return violation('twgp.declare.requires-right', `${player} does not hold the right of action with no declaration waiting`);
  const unit = unitAt(state, ref);
  // twgp.attack.player-via-master, twgp.attack.note.player-attack: with no unit, the player would attack in person.
  if (!unit) return violation('twgp.attack.player-via-master', `there is no unit at ${ref.player}'s square ${ref.square}: a player attacks only through a unit (a master unit)`);
  if (unit.controller !== player) return violation('twgp.attack.lock-on-only', `the unit at ${ref.player}'s square ${ref.square} is ${unit.controller}'s, not ${player}'s`);
  if (!isUpright(unit)) return violation('twgp.attack.declare-upright', `the attacker is ${unit.mode}, not face-up upright`);
  if (engaged(state, ref)) return violation('twgp.attack.engaged', 'the attacker is already engaged');
  return null;
}

/** A unit found again by its identity when a declaration resolves: gone if another unit stands there now. */
export function sameUnit(state: TwgpState, ref: UnitRef, uid: number): Unit | null {
  const unit = unitAt(state, ref);
  return unit && unit.uid === uid ? unit : null;
}

/** Every unit on the field other players' than `player`'s control, with where it is. */
export function opponentUnits(state: TwgpState, player: PlayerId): { ref: UnitRef; unit: Unit }[] {
  return state.seats.flatMap((seat) =>
    seat.battleGrid.flatMap((unit, square) => (unit && unit.controller !== player ? [{ ref: { player: seat.player, square }, unit }] : [])),
  );
}

/** Every unit `player` controls, with where it is. */
export function ownUnits(state: TwgpState, player: PlayerId): { ref: UnitRef; unit: Unit }[] {
  return state.seats.flatMap((seat) =>
    seat.battleGrid.flatMap((unit, square) => (unit && unit.controller === player ? [{ ref: { player: seat.player, square }, unit }] : [])),
  );
}

/** Reads a square `{player, square}` at `path`. */
export function readRef(state: TwgpState, v: unknown, path: string, errors: ShapeError[]): UnitRef | undefined {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return void errors.push({ path, message: 'must be a square {"player", "square"}' });
  const o = v as Json;
  const extra = Object.keys(o).filter((k) => k !== 'player' && k !== 'square');
  extra.forEach((k) => errors.push({ path: `${path}.${k}`, message: 'unknown field (the fields are player, square)' }));
  const player = state.seats.some((s) => s.player === o.player) ? (o.player as string) : undefined;
  if (player === undefined) errors.push({ path: `${path}.player`, message: `must be one of the players ${state.seats.map((s) => s.player).join(', ')}` });
  const width = widthOf(state);
  const square = Number.isSafeInteger(o.square) && (o.square as number) >= 0 && (o.square as number) < width ? (o.square as number) : undefined;
  if (square === undefined) errors.push({ path: `${path}.square`, message: `must be a battle-grid square from 0 to ${width - 1}` });
  return player !== undefined && square !== undefined && !extra.length ? { player, square } : undefined;
}

/** Reads a list of indices (hand cards, surge cards, squares) at `path`. */
export function readIndices(v: unknown, path: string, errors: ShapeError[], max: number): number[] | undefined {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.length > max) return void errors.push({ path, message: `must be an array of at most ${max} indices` });
  const bad = v.findIndex((i, n) => !Number.isSafeInteger(i) || i < 0 || v.indexOf(i) !== n);
  if (bad >= 0) return void errors.push({ path: `${path}[${bad}]`, message: 'must be an index from 0, each given once' });
  return v as number[];
}
