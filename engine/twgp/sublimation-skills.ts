/**
 * Chapter 17, 昇華 (spec/twgp/17-sublimation.md): the three skills a sublimated player gains
 * whose content the option chapters define (twgp.sublimation.note.option-skills).
 *
 * - Charge shield (twgp.sublimation.skill.charge-shield) is implemented as chapter 25 defines
 *   it (twgp.unit-skill.charge-shield and its rules and notes), without the base-power limit
 *   04–05 (the note: "each unit" of the sublimated player).
 * - Decoy (twgp.sublimation.skill.decoy) and S-jamming (twgp.sublimation.skill.surge-jamming)
 *   are refused: decoy is a counterattack declaration with its own resolution
 *   (twgp.unit-skill.decoy.resolve), and jamming a charge effect (twgp.charge-effect.jamming)
 *   whose use on the stack the option chapters define; this engine implements neither option
 *   (unit-skills, charge-effects), so both are refused citing the skill's clause.
 */
import { violation, type Failure } from '../core/violation.ts';
import { readRef } from './attack.ts';
import { downloadable, downloadCards } from './resources.ts';
import type { ActionRule } from './rules.ts';
import { seatOf, unitAt, type ChargeBoostDeclaration, type PlayerId, type TwgpState, type UnitRef } from './state.ts';
import { isSublimated } from './sublimation.ts';
import { sightOn, top } from './timing.ts';

export interface ChargeShieldAction {
  type: 'charge-shield';
  /** The unit that uses the shield: any unit the player controls, in any orientation (twgp.unit-skill.charge-shield.sideways). */
  unit: UnitRef;
  /** Cards its owner downloads (twgp.unit-skill.charge-shield.note.user). */
  downloads: number;
}

/** The charge boost on top, if it targets a unit of `player`'s and their Sight-on is open (twgp.unit-skill.charge-shield.timing). */
function shieldedBoost(state: TwgpState, player: PlayerId): ChargeBoostDeclaration | null {
  const d = top(state);
  return d && d.kind === 'charge-boost' && sightOn(state, player) ? d : null;
}

/**
 * Why the shield cannot be used (twgp.sublimation.skill.charge-shield,
 * twgp.unit-skill.charge-shield): only the sublimated player; at Sight-on of a charge boost on
 * one of their units (twgp.unit-skill.charge-shield.timing); by a unit they control, in any
 * orientation (twgp.unit-skill.charge-shield.sideways), once per charge boost; downloading one
 * or more cards that the owner's pile and charge grid allow (twgp.field.charge-grid.capacity).
 */
export function chargeShieldRefusal(state: TwgpState, player: PlayerId, action: ChargeShieldAction): Failure | null {
  if (!isSublimated(state, player)) return violation('twgp.sublimation.skills', `${player} has not sublimated: the charge shield is a unit skill (option unit-skills, not in this engine) that only sublimation gives in the base system`);
  const d = shieldedBoost(state, player);
  if (!d) return violation('twgp.unit-skill.charge-shield.timing', `${player} may use a charge shield only at Sight-on of a charge boost on their unit`);
  const unit = unitAt(state, action.unit);
  if (!unit || unit.controller !== player) return violation('twgp.sublimation.skill.charge-shield', `there is no unit of ${player}'s at ${action.unit.player}'s square ${action.unit.square}`);
  if (d.shieldUids?.includes(unit.uid)) return violation('twgp.sublimation.skill.charge-shield', 'this unit has already shielded against this charge boost');
  if (!Number.isSafeInteger(action.downloads) || action.downloads < 1) return violation('twgp.unit-skill.charge-shield', 'a charge shield downloads one card or more');
  const most = downloadable(seatOf(state, action.unit.player)!);
  return action.downloads > most ? violation('twgp.field.charge-grid.capacity', `${action.unit.player} can download at most ${most} now`) : null;
}

export const chargeShieldRule: ActionRule<ChargeShieldAction> = {
  type: 'charge-shield',
  fields: ['type', 'unit', 'downloads'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    if (!Number.isSafeInteger(v.downloads) || (v.downloads as number) < 0) errors.push({ path: 'action.downloads', message: 'must be a number of cards' });
    return unit && Number.isSafeInteger(v.downloads) && (v.downloads as number) >= 0 ? { type: 'charge-shield', unit, downloads: v.downloads as number } : undefined;
  },
  offers(state, player) {
    if (!isSublimated(state, player) || !shieldedBoost(state, player)) return [];
    const out: ChargeShieldAction[] = [];
    for (const seat of state.seats) {
      seat.battleGrid.forEach((u, square) => {
        if (!u || u.controller !== player) return;
        for (let downloads = 1; downloads <= downloadable(seat); downloads++) {
          const action: ChargeShieldAction = { type: 'charge-shield', unit: { player: seat.player, square }, downloads };
          if (!chargeShieldRefusal(state, player, action)) out.push(action);
        }
      });
    }
    return out;
  },
  refusal: chargeShieldRefusal,
  /** The owner downloads; the declaration remembers the shield; the unit's orientation does not change (twgp.unit-skill.charge-shield.orientation), nor the right of action (twgp.sublimation.no-right-move). */
  perform(state, player, action) {
    const uid = unitAt(state, action.unit)!.uid;
    const loaded = downloadCards(state, action.unit.player, action.downloads);
    const stack = loaded.state.stack.map((d, i, all) =>
      i === all.length - 1 && d.kind === 'charge-boost' ? { ...d, shield: (d.shield ?? 0) + loaded.count, shieldUids: [...(d.shieldUids ?? []), uid] } : d,
    );
    return { state: { ...loaded.state, stack }, events: [{ type: 'charge-shield', player, unit: action.unit, downloads: loaded.count, clause: 'twgp.sublimation.skill.charge-shield' }, ...loaded.events] };
  },
};

/** The two skills this engine refuses, by their clauses. */
const REFUSED = { decoy: 'twgp.sublimation.skill.decoy', 'surge-jamming': 'twgp.sublimation.skill.surge-jamming' } as const;
type RefusedSkill = keyof typeof REFUSED;

/**
 * Decoy and S-jamming (twgp.sublimation.skill.decoy, twgp.sublimation.skill.surge-jamming):
 * never offered; refused for a player who has not sublimated (twgp.sublimation.skills) and, for
 * the sublimated player, citing the skill, whose process the options unit-skills and
 * charge-effects define and this engine does not implement.
 */
export const sublimationSkillRule: ActionRule<{ type: 'sublimation-skill'; skill: RefusedSkill; unit: UnitRef }> = {
  type: 'sublimation-skill',
  fields: ['type', 'skill', 'unit'],
  read(state, v, errors) {
    if (!(v.skill === 'decoy' || v.skill === 'surge-jamming')) errors.push({ path: 'action.skill', message: "must be 'decoy' or 'surge-jamming'" });
    const unit = readRef(state, v.unit, 'action.unit', errors);
    return unit && (v.skill === 'decoy' || v.skill === 'surge-jamming') ? { type: 'sublimation-skill', skill: v.skill, unit } : undefined;
  },
  offers: () => [],
  refusal(state, player, action) {
    if (!isSublimated(state, player)) return violation('twgp.sublimation.skills', `${player} has not sublimated`);
    const what = action.skill === 'decoy' ? 'decoy is a counterattack declaration of the option unit-skills (twgp.unit-skill.decoy.resolve)' : 'S-jamming grants the charge effect jamming of the option charge-effects (twgp.charge-effect.jamming)';
    return violation(REFUSED[action.skill], `${what}; this engine does not implement that option, so the skill cannot be used`);
  },
  perform: (state) => ({ state, events: [] }),
};

export const SUBLIMATION_SKILL_RULES = [chargeShieldRule, sublimationSkillRule];
