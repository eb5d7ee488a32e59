/**
 * TWGP battle state: plain serialisable data. Only what the implemented chapters need is
 * modelled so far (units on the battle grids with their power and speed modifiers).
 */
import type { Rng } from '../core/rng.ts';
import type { ShapeError } from '../core/violation.ts';

export type PlayerId = string;

export interface Unit {
  id: string;
  owner: PlayerId;
  /** 基本パワー, 00–99 (twgp.status.power.base). */
  basePower: number;
  /** Number of weapon cards laid under the unit (twgp.status.speed.weapon). */
  weapons: number;
  /** Power added by the charge effect プラス (twgp.status.speed.plus). */
  plus: number;
  /** Power removed by the charge effect ダウン before its floor of 01 (twgp.status.speed.down). */
  down: number;
  /** Whether the charge effect アクセル is on the unit (twgp.status.speed.accel). */
  accel: boolean;
  face: 'up' | 'down';
  orientation: 'upright' | 'sideways';
  /** Base powers of the units fused into this one; empty if it is not a fusion. */
  materials: number[];
}

export interface TwgpState {
  turnPlayer: PlayerId;
  /** Units on the battle grids, in grid order. */
  units: Unit[];
  /** Cards put into each player's discard pile, most recent last. */
  discard: Record<PlayerId, Unit[]>;
  rng: Rng;
}

const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Checks that a state has the shape the engine expects; returns every problem found. */
export function checkState(state: TwgpState): ShapeError[] {
  const errors: ShapeError[] = [];
  const seen = new Set<string>();
  if (typeof state?.turnPlayer !== 'string') errors.push({ path: 'turnPlayer', message: 'must be a player ID string' });
  if (!Array.isArray(state?.units)) return [...errors, { path: 'units', message: 'must be an array of units' }];
  state.units.forEach((u, i) => {
    const at = `units[${i}]`;
    if (typeof u?.id !== 'string' || u.id === '') errors.push({ path: `${at}.id`, message: 'must be a non-empty string' });
    else if (seen.has(u.id)) errors.push({ path: `${at}.id`, message: `duplicate unit ID '${u.id}'` });
    else seen.add(u.id);
    if (!isInt(u?.basePower, 0, 99)) errors.push({ path: `${at}.basePower`, message: 'must be an integer from 0 to 99' });
    if (!isInt(u?.weapons, 0, 6)) errors.push({ path: `${at}.weapons`, message: 'must be an integer from 0 to 6' });
    if (!isInt(u?.plus, 0, 99)) errors.push({ path: `${at}.plus`, message: 'must be a non-negative integer' });
    if (!isInt(u?.down, 0, 99)) errors.push({ path: `${at}.down`, message: 'must be a non-negative integer' });
    if (typeof u?.accel !== 'boolean') errors.push({ path: `${at}.accel`, message: 'must be true or false' });
    if (u?.face !== 'up' && u?.face !== 'down') errors.push({ path: `${at}.face`, message: "must be 'up' or 'down'" });
    if (u?.orientation !== 'upright' && u?.orientation !== 'sideways') errors.push({ path: `${at}.orientation`, message: "must be 'upright' or 'sideways'" });
    if (!Array.isArray(u?.materials) || !u.materials.every((m) => isInt(m, 0, 99))) errors.push({ path: `${at}.materials`, message: 'must be an array of base powers (integers 0–99)' });
  });
  if (typeof state.discard !== 'object' || state.discard === null) errors.push({ path: 'discard', message: 'must map player IDs to arrays of cards' });
  if (!isInt(state.rng?.state, 0, 0xffffffff)) errors.push({ path: 'rng.state', message: 'must be a 32-bit unsigned integer' });
  return errors;
}

/** A unit with no modifiers, face up and upright: the usual starting point of a ruling. */
export function plainUnit(id: string, owner: PlayerId, basePower: number): Unit {
  return { id, owner, basePower, weapons: 0, plus: 0, down: 0, accel: false, face: 'up', orientation: 'upright', materials: [] };
}
