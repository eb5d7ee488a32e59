/**
 * Chapter 8, インターセプト (spec/twgp/08-intercept.md): the defender of an assault joins
 * face-up upright units faster than the attacker to the target in a synchro (連携), and the
 * assault is judged against the synchro's summed computed power. A 2013-edition clause that
 * works in both editions (twgp.overview.edition.default). Intercept is not a declaration:
 * each unit joins at once, the right of action stays (twgp.intercept.join).
 */
import { jammedAttackerRefusal } from './master-skills.ts';
import { violation, type Failure } from '../core/violation.ts';
import { isUpright, readRef, sameUnit } from './attack.ts';
import type { ActionRule } from './rules.ts';
import { attackingSpeed } from './bonds.ts';
import { unitAt, type AssaultDeclaration, type PlayerId, type TwgpState, type UnitRef } from './state.ts';
import { computedPower, computedSpeed } from './status.ts';
import { engaged, sightOn, top, withoutRight } from './timing.ts';

export interface InterceptAction {
  type: 'intercept';
  /** The unit joined to the target: one per action, more while Sight-on lasts (twgp.intercept.join). */
  unit: UnitRef;
}

const sameRef = (a: UnitRef, b: UnitRef) => a.player === b.player && a.square === b.square;

/** The assault whose Sight-on `player` is in, or null (twgp.intercept.timing, twgp.timing.sight-on.window). */
function sightOnAssault(state: TwgpState, player: PlayerId): AssaultDeclaration | null {
  const d = top(state);
  return d && d.kind === 'assault' && sightOn(state, player) ? d : null;
}

/**
 * The units of an assault's synchro when it resolves (twgp.intercept.drop-out): the target,
 * then each joined unit that is still the same unit on its square (it has not left the grid;
 * a counter drive on it keeps its identity: twgp.drive.counter.continue), face-up upright and
 * controlled by the defender (not hacked away: twgp.mode.hack.controller). Speeds are not
 * judged again. The target itself never drops out by this rule.
 */
export function synchroDefenders(state: TwgpState, d: AssaultDeclaration): UnitRef[] {
  const uids = d.interceptUids ?? [];
  const joined = d.intercept.filter((ref, i) => {
    const unit = uids[i] === undefined ? unitAt(state, ref) : sameUnit(state, ref, uids[i]!);
    return !!unit && isUpright(unit) && unit.controller === d.affects;
  });
  return [d.target, ...joined];
}

/**
 * The synchro a unit is part of while an assault waits on the stack: the target and the units
 * joined to it (twgp.intercept.join), with its power, the sum of their computed powers
 * (twgp.intercept.power). An effect that reads the computed power of one of them reads this
 * power (twgp.intercept.effect-power), and ポイズン takes the whole synchro as one target
 * (twgp.intercept.poison). Null when the unit is in no synchro (nothing joined yet).
 */
export function synchroOf(state: TwgpState, ref: UnitRef): { units: UnitRef[]; power: number } | null {
  for (const d of state.stack) {
    if (d.kind !== 'assault' || !d.intercept.length) continue;
    if (!sameUnit(state, d.target, d.targetUid)) continue;
    const units = synchroDefenders(state, d);
    if (units.length < 2 || !units.some((r) => sameRef(r, ref))) continue;
    return { units, power: units.reduce((n, r) => n + computedPower(unitAt(state, r)!), 0) };
  }
  return null;
}

/**
 * Why `player` may not join this unit to the target's synchro now, or null:
 * - only inside the Sight-on window of an assault on them (twgp.intercept.timing), holding
 *   the right of action;
 * - a face-up upright unit of their own control, not the target, not yet joined, not engaged
 *   in another declaration (twgp.intercept.choose: any number of such units);
 * - no unit of base power 00 joins, and a target of base power 00 takes no synchro at all
 *   (twgp.intercept.zero-limit);
 * - faster than the attacker, judged now, as it joins (twgp.intercept.execute,
 *   twgp.intercept.join); the target's own speed is not asked (twgp.intercept.note.target-included).
 */
export function interceptRefusal(state: TwgpState, player: PlayerId, action: InterceptAction): Failure | null {
  const without = withoutRight(state, player);
  if (without) return without;
  const d = sightOnAssault(state, player);
  if (!d) return violation('twgp.intercept.timing', `${player} is not in the Sight-on of an assault on them (intercept only while it lasts)`);
  const target = sameUnit(state, d.target, d.targetUid);
  const attacker = sameUnit(state, d.attacker, d.attackerUid);
  if (!target || !attacker) return violation('twgp.intercept.timing', 'the assault has lost its attacker or its target');
  const jammed = jammedAttackerRefusal(attacker); // twgp.master-skill.note.s-jamming
  if (jammed) return jammed;
  const unit = unitAt(state, action.unit);
  if (!unit || unit.controller !== player) return violation('twgp.intercept.choose', `there is no unit of ${player}'s control at ${action.unit.player}'s square ${action.unit.square}`);
  if (sameRef(action.unit, d.target)) return violation('twgp.intercept.choose', 'the target is already in its own synchro');
  if (d.intercept.some((r) => sameRef(r, action.unit))) return violation('twgp.intercept.choose', 'the unit has already joined the synchro');
  if (!isUpright(unit)) return violation('twgp.intercept.choose', `the unit is ${unit.mode}; only face-up upright units join a synchro`);
  if (engaged(state, action.unit)) return violation('twgp.intercept.choose', 'the unit is engaged in another declaration');
  if (target.card.power === 0) return violation('twgp.intercept.zero-limit', 'the target has base power 00: no unit can synchro with it');
  if (unit.card.power === 0) return violation('twgp.intercept.zero-limit', 'a unit of base power 00 cannot synchro');
  const speed = computedSpeed(unit);
  // A bonded synchro attacking: its speed is its slowest unit's (twgp.status.speed.synchro, bonds.ts).
  const attackerSpeed = attackingSpeed(state, d) ?? computedSpeed(attacker);
  if (speed <= attackerSpeed) return violation('twgp.intercept.execute', `the unit's speed ${speed} is not faster than the attacker's ${attackerSpeed}`);
  return null;
}

export const interceptRule: ActionRule<InterceptAction> = {
  type: 'intercept',
  fields: ['type', 'unit'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    return unit ? { type: 'intercept', unit } : undefined;
  },
  offers(state, player) {
    if (!sightOnAssault(state, player)) return [];
    return state.seats.flatMap((seat) =>
      seat.battleGrid.flatMap((u, square) => {
        const action: InterceptAction = { type: 'intercept', unit: { player: seat.player, square } };
        return u && u.controller === player && !interceptRefusal(state, player, action) ? [action] : [];
      }),
    );
  },
  refusal: interceptRefusal,
  perform(state, player, action) {
    // twgp.intercept.join: the unit joins at once; the stack and the right of action stay.
    // twgp.intercept.no-download: nothing is downloaded for it.
    const d = sightOnAssault(state, player)!;
    const unit = unitAt(state, action.unit)!;
    const joined: AssaultDeclaration = { ...d, intercept: [...d.intercept, action.unit], interceptUids: [...(d.interceptUids ?? d.intercept.map((r) => unitAt(state, r)?.uid ?? 0)), unit.uid] };
    const stack = [...state.stack.slice(0, -1), joined];
    return {
      state: { ...state, stack },
      events: [{ type: 'intercept', unit: action.unit, target: d.target, speed: computedSpeed(unit), attackerSpeed: attackingSpeed(state, d) ?? computedSpeed(unitAt(state, d.attacker)!), clause: 'twgp.intercept.join' }],
    };
  },
};
