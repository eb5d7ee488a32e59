/**
 * Chapter 5, シークェンス (spec/twgp/05-sequence.md), as far as the slice needs it: who holds
 * the right to target, and the decisions the slice can offer.
 */
import type { Decision } from '../core/game.ts';
import { chargeBoostRefusal, type ChargeBoostAction } from './attack.ts';
import { downloadCapacity } from './field.ts';
import { defuseRefusal, type DefuseAction } from './fusion.ts';
import { seatOf, unitsOnField, type PlayerId, type TwgpState } from './state.ts';

export type TwgpAction = ChargeBoostAction | DefuseAction;

/** The turn player holds the right to target in the battle sequence of their turn (twgp.sequence.order, item 2). */
export function holdsTargetRight(state: TwgpState, player: PlayerId): boolean {
  return state.turn.sequence === 'battle' && state.turn.player === player;
}

/** Every legal charge boost of the player holding the right to target (twgp.attack.charge-boost). */
function chargeBoosts(state: TwgpState, player: PlayerId): ChargeBoostAction[] {
  if (!holdsTargetRight(state, player)) return [];
  const units = unitsOnField(state);
  const capacity = downloadCapacity(seatOf(state, player)!);
  const out: ChargeBoostAction[] = [];
  for (const a of units) {
    for (const t of units) {
      for (let downloads = 0; downloads <= capacity; downloads++) {
        const action: ChargeBoostAction = { type: 'charge-boost', attacker: a.ref, target: t.ref, downloads };
        if (chargeBoostRefusal(state, player, action) === null) out.push(action);
      }
    }
  }
  return out;
}

/** Every fusion the player may undo (twgp.attack.charge-boost.note.defusion). */
function defusions(state: TwgpState, player: PlayerId): DefuseAction[] {
  return unitsOnField(state)
    .map(({ ref }): DefuseAction => ({ type: 'defuse', unit: ref }))
    .filter((action) => defuseRefusal(state, player, action) === null);
}

/**
 * The decisions the slice offers: the holder of the right to target may charge boost
 * (kind `lock-on`); the controller of a fusion may undo it (kind `defuse`; with no
 * declaration stack yet, at any time). Empty when neither is possible.
 */
export function pendingDecisions(state: TwgpState): Decision<TwgpAction>[] {
  const decisions: Decision<TwgpAction>[] = [];
  for (const { player } of state.seats) {
    const boosts = chargeBoosts(state, player);
    if (boosts.length) decisions.push({ player, kind: 'lock-on', options: boosts });
  }
  for (const { player } of state.seats) {
    const splits = defusions(state, player);
    if (splits.length) decisions.push({ player, kind: 'defuse', options: splits });
  }
  return decisions;
}
