/**
 * The TWGP engine's single entry point: checks the state and the action, then hands the
 * action to the module of the chapter that rules it.
 */
import type { Applied } from '../core/violation.ts';
import { chargeBoost, type ChargeBoostAction, type ChargeBoostResolved } from './attack.ts';
import { defuse, type DefuseAction, type Defused } from './fusion.ts';
import { checkState, type TwgpState } from './state.ts';

export type TwgpAction = ChargeBoostAction | DefuseAction;
export type TwgpEvent = ChargeBoostResolved | Defused;

export function applyAction(state: TwgpState, action: TwgpAction): Applied<TwgpState, TwgpEvent> {
  const problems = checkState(state);
  if (problems.length) return { ok: false, malformed: problems };
  switch (action?.type) {
    case 'charge-boost':
      return chargeBoost(state, action);
    case 'defuse':
      return defuse(state, action);
    default:
      return { ok: false, malformed: [{ path: 'action.type', message: `unknown action type '${String((action as { type?: unknown })?.type)}'` }] };
  }
}
