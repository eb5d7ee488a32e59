/**
 * The protocol's action form (docs/protocol/twgp.md), read with JSON paths rooted at
 * `action`, and its dispatch to the rule of its type (rules.ts): refused with the clause
 * that forbids it, or performed.
 */
import type { Applied, ShapeError } from '../core/violation.ts';
import { settle } from './install.ts';
import { allRules, ruleFor, type Json, type TwgpEvent } from './rules.ts';
import type { TwgpAction } from './sequence.ts';
import type { PlayerId, TwgpState } from './state.ts';

export type { TwgpEvent };

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads an action of the protocol's form, or the problems with its shape. */
export function readAction(state: TwgpState, v: unknown): { ok: true; action: TwgpAction } | { ok: false; malformed: ShapeError[] } {
  if (!isObject(v)) return { ok: false, malformed: [{ path: 'action', message: 'must be an object with a type' }] };
  const rule = ruleFor(v.type);
  if (!rule) return { ok: false, malformed: [{ path: 'action.type', message: `must be one of ${allRules().map((r) => r.type).join(', ')}` }] };
  const errors: ShapeError[] = [];
  for (const k of Object.keys(v)) if (!rule.fields.includes(k)) errors.push({ path: `action.${k}`, message: `unknown field (the fields of ${rule.type} are ${rule.fields.join(', ')})` });
  const action = rule.read(state, v, errors);
  return action && !errors.length ? { ok: true, action: action as TwgpAction } : { ok: false, malformed: errors.length ? errors : [{ path: 'action', message: 'cannot be read' }] };
}

/** Refuses the action with the clause that forbids it, or performs it. */
export function dispatch(state: TwgpState, player: PlayerId, action: TwgpAction): Applied<TwgpState, TwgpEvent> {
  const rule = ruleFor(action.type)!;
  const refused = rule.refusal(state, player, action);
  if (refused) return refused;
  // An install that fell due opens its window; a decided game gets the check after the game (install.ts).
  const done = settle(rule.perform(state, player, action));
  return { ok: true, state: done.state, events: done.events };
}
