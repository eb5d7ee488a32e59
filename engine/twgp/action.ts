/**
 * The protocol's action form (docs/protocol/twgp.md), read with JSON paths rooted at `action`,
 * and the engine's dispatch of a read action to the chapter that rules it.
 */
import type { Applied, ShapeError } from '../core/violation.ts';
import { chargeBoost, type AttackEvent } from './attack.ts';
import { widthOf } from './field.ts';
import { defuse, type DefusedEvent } from './fusion.ts';
import type { TwgpAction } from './sequence.ts';
import type { PlayerId, TwgpState, UnitRef } from './state.ts';

export type TwgpEvent = AttackEvent | DefusedEvent;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function readRef(state: TwgpState, v: unknown, path: string, errors: ShapeError[]): UnitRef | undefined {
  if (!isObject(v)) return void errors.push({ path, message: 'must be a square {"player", "square"}' });
  const extra = Object.keys(v).filter((k) => k !== 'player' && k !== 'square');
  extra.forEach((k) => errors.push({ path: `${path}.${k}`, message: 'unknown field (the fields are player, square)' }));
  const player = state.seats.some((s) => s.player === v.player) ? (v.player as string) : undefined;
  if (player === undefined) errors.push({ path: `${path}.player`, message: `must be one of the players ${state.seats.map((s) => s.player).join(', ')}` });
  const width = widthOf(state);
  const square = Number.isSafeInteger(v.square) && (v.square as number) >= 0 && (v.square as number) < width ? (v.square as number) : undefined;
  if (square === undefined) errors.push({ path: `${path}.square`, message: `must be a battle-grid square from 0 to ${width - 1}` });
  return player !== undefined && square !== undefined && !extra.length ? { player, square } : undefined;
}

const FIELDS: Record<TwgpAction['type'], readonly string[]> = {
  'charge-boost': ['type', 'attacker', 'target', 'downloads'],
  defuse: ['type', 'unit'],
};

/** Reads an action of the protocol's form, or the problems with its shape. */
export function readAction(state: TwgpState, v: unknown): { ok: true; action: TwgpAction } | { ok: false; malformed: ShapeError[] } {
  if (!isObject(v)) return { ok: false, malformed: [{ path: 'action', message: 'must be an object with a type' }] };
  const type = v.type as TwgpAction['type'];
  if (!Object.hasOwn(FIELDS, type)) return { ok: false, malformed: [{ path: 'action.type', message: `must be one of ${Object.keys(FIELDS).join(', ')}` }] };
  const errors: ShapeError[] = [];
  for (const k of Object.keys(v)) if (!FIELDS[type].includes(k)) errors.push({ path: `action.${k}`, message: `unknown field (the fields are ${FIELDS[type].join(', ')})` });
  if (type === 'defuse') {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    return unit && !errors.length ? { ok: true, action: { type, unit } } : { ok: false, malformed: errors };
  }
  const attacker = readRef(state, v.attacker, 'action.attacker', errors);
  const target = readRef(state, v.target, 'action.target', errors);
  if (typeof v.downloads !== 'number') errors.push({ path: 'action.downloads', message: 'must be a number of cards' });
  if (!attacker || !target || errors.length) return { ok: false, malformed: errors };
  return { ok: true, action: { type, attacker, target, downloads: v.downloads as number } };
}

/** Hands a read action to the module of the chapter that rules it. */
export function dispatch(state: TwgpState, player: PlayerId, action: TwgpAction): Applied<TwgpState, TwgpEvent> {
  return action.type === 'charge-boost' ? chargeBoost(state, player, action) : defuse(state, player, action);
}
