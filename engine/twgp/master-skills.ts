/**
 * Chapter 26, マスター・ドライヴとマスター・スキル (spec/twgp/26-master-drive.md), second half:
 * the option master-skills (twgp.master-skill.option, which presupposes master-drive:
 * options.ts) — what a master unit on the battle grid can do again and again
 * (twgp.master-skill.list):
 * - charge shield, whatever its sex (twgp.master-skill.charge-shield): sublimation-skills.ts's
 *   charge-shield action, used by the master unit (masterShield);
 * - S-jamming, ♂ only (twgp.master-skill.s-jamming): the action `s-jamming` below;
 * - the weak point: no stealth (stealth.ts) and no charge back (charge-back.ts)
 *   (twgp.master-skill.weak-point, twgp.charge-back.excluded).
 * Which sex a skill needs is the master unit's card's (twgp.master-skill.note.sex).
 */
import { violation, type Failure } from '../core/violation.ts';
import { readRef } from './attack.ts';
import { setUnit } from './field.ts';
import { optionOn } from './options.ts';
import type { ActionRule } from './rules.ts';
import { seatOf, unitAt, withSeat, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { operateRefusal } from './timing.ts';

/** Surge cards one S-jamming costs (twgp.master-skill.s-jamming). */
export const S_JAMMING_SURGE = 3;

const skillsOn = (state: TwgpState): boolean => optionOn(state, 'master-skills') && optionOn(state, 'master-drive');

/** Whether the unit at `ref` is a master unit on `player`'s own battle grid, controlled by them, with master-skills on. */
function ownMaster(state: TwgpState, player: PlayerId, ref: UnitRef): Unit | null {
  const unit = unitAt(state, ref);
  return skillsOn(state) && unit?.card.master && ref.player === player && unit.controller === player ? unit : null;
}

/** Whether the unit at `ref` may use the charge shield as a master unit (twgp.master-skill.charge-shield). */
export function masterShield(state: TwgpState, player: PlayerId, ref: UnitRef): boolean {
  return ownMaster(state, player, ref) !== null;
}

/** Whether `player` has a master unit that may use the charge shield. */
export function hasMasterShield(state: TwgpState, player: PlayerId): boolean {
  const seat = seatOf(state, player);
  return !!seat && seat.battleGrid.some((_, square) => masterShield(state, player, { player, square }));
}

/**
 * The lock-on of an opponent on a unit with S-jamming is void (twgp.master-skill.s-jamming,
 * twgp.master-skill.note.s-jamming: the work of jamming, twgp.charge-effect.jamming): the
 * refusal of an assault or charge boost by `player` on `target`, or null.
 */
export function jammingRefusal(target: Unit, player: PlayerId): Failure | null {
  return target.jamming && target.controller !== player ? violation('twgp.master-skill.s-jamming', `${target.card.name} has S-jamming: an opponent's lock-on on it is void`) : null;
}

/** The refusal of a counterattack (intercept, decoy) against an attack by a unit with S-jamming (twgp.master-skill.note.s-jamming), or null. */
export function jammedAttackerRefusal(attacker: Unit | null | undefined): Failure | null {
  return attacker?.jamming ? violation('twgp.master-skill.s-jamming', `${attacker.card.name} has S-jamming: counterattacks on its attack are void`) : null;
}

interface SJammingAction {
  type: 's-jamming';
  /** The ♂ master unit. */
  unit: UnitRef;
}

/**
 * Why `player` may not give their master unit S-jamming (twgp.master-skill.s-jamming): the
 * option on (twgp.master-skill.option); at Parallel; a ♂ master unit of theirs on their grid
 * (twgp.master-skill.note.sex); three surge cards to spend.
 */
export function sJammingRefusal(state: TwgpState, player: PlayerId, action: SJammingAction): Failure | null {
  if (!skillsOn(state)) return violation('twgp.master-skill.option', 'the option master-skills is not adopted in this game');
  const refused = operateRefusal(state, player, 'twgp.master-skill.s-jamming');
  if (refused) return refused;
  const unit = ownMaster(state, player, action.unit);
  if (!unit) return violation('twgp.master-skill.s-jamming', `there is no master unit of ${player}'s at ${action.unit.player}'s square ${action.unit.square}`);
  if (unit.card.master!.sex !== '♂') return violation('twgp.master-skill.list', `${unit.card.name} is ♀: S-jamming is the ♂ master unit's`);
  const surge = seatOf(state, player)!.surge.length;
  return surge < S_JAMMING_SURGE ? violation('twgp.master-skill.s-jamming', `S-jamming spends ${S_JAMMING_SURGE} surge cards; ${player} has ${surge}`) : null;
}

export const sJammingRule: ActionRule<SJammingAction> = {
  type: 's-jamming',
  fields: ['type', 'unit'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    return unit ? { type: 's-jamming', unit } : undefined;
  },
  offers(state, player) {
    if (!skillsOn(state) || operateRefusal(state, player, 'twgp.master-skill.s-jamming')) return [];
    const seat = seatOf(state, player)!;
    return seat.battleGrid.flatMap((_, square) => {
      const action: SJammingAction = { type: 's-jamming', unit: { player, square } };
      return sJammingRefusal(state, player, action) ? [] : [action];
    });
  },
  refusal: sJammingRefusal,
  /** The three oldest surge cards go to the storage; the unit has jamming of level 1 until its next fight ends (twgp.master-skill.note.s-jamming); the right does not move. */
  perform(state, player, action) {
    const seat = seatOf(state, player)!;
    const spent = seat.surge.slice(0, S_JAMMING_SURGE);
    let next = withSeat(state, { ...seat, surge: seat.surge.slice(S_JAMMING_SURGE), storage: [...seat.storage, ...spent] });
    const unit = unitAt(next, action.unit)!;
    next = setUnit(next, action.unit, { ...unit, jamming: 1 });
    return { state: next, events: [{ type: 'surge', player, count: spent.length, cards: spent.map((c) => c.name) }, { type: 's-jamming', player, unit: action.unit, level: 1, clause: 'twgp.master-skill.s-jamming' }] };
  },
};

export const MASTER_SKILL_RULES = [sJammingRule];
