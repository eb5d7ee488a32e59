/**
 * Chapter 30, キズナ (spec/twgp/30-bonds.md), the option `bonds`: the player most behind in
 * vitals attacks with several units in one synchro (連携), their computed powers summed.
 *
 * - A bonded attack is an assault or a charge boost whose action names the other units in
 *   `bonds` (twgp.bonds.who); the declared `attacker` and the bonded units are one attacking
 *   side (twgp.bonds.note.attack). The canonical form offered: the attacker is the first of the
 *   synchro's units in seat and square order, the others follow in that order.
 * - Its speed, wherever a speed is compared, is its slowest unit's (twgp.status.speed.synchro,
 *   twgp.bonds.note.speed); its power is the sum (twgp.status.power.synchro.formula).
 * - After the defender's intercept, the attacker has the right once more to add faster units
 *   (twgp.bonds.add-after-intercept): the `bond` action, in the answer `bondsAnswer` opens.
 */
import { violation, type Failure, type ShapeError } from '../core/violation.ts';
import { isUpright, readRef, sameUnit } from './attack.ts';
import type { ActionRule, Performed } from './rules.ts';
import { unitAt, type AssaultDeclaration, type ChargeBoostDeclaration, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { computedPower, computedSpeed } from './status.ts';
import { advantage, engaged, top, vitalGap } from './timing.ts';
import { synchroOf } from './intercept.ts';

type Attack = AssaultDeclaration | ChargeBoostDeclaration;

/** Whether the option bonds is adopted (twgp.bonds.option). */
export const bondsOn = (state: TwgpState): boolean => state.options.bonds !== undefined && state.options.bonds !== false;

const sameRef = (a: UnitRef, b: UnitRef) => a.player === b.player && a.square === b.square;

/** Reads the optional list of bonded units at `path` (at most the field's units). */
export function readBonds(state: TwgpState, v: unknown, path: string, errors: ShapeError[]): UnitRef[] | undefined {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.length > 99) return void errors.push({ path, message: 'must be an array of squares {"player", "square"}: the units bonded to the attacker (twgp.bonds.who)' });
  const refs = v.map((r, i) => readRef(state, r, `${path}[${i}]`, errors));
  return refs.every((r): r is UnitRef => r !== undefined) ? refs : undefined;
}

/** The synchro's computed power: the sum of its units' (twgp.bonds.who, twgp.status.power.synchro.formula). */
export const synchroPower = (units: Unit[]): number => units.reduce((n, u) => n + computedPower(u), 0);

/** The synchro's computed speed: its slowest unit's (twgp.status.speed.synchro, twgp.bonds.note.speed). */
export const synchroSpeed = (units: Unit[]): number => Math.min(...units.map(computedSpeed));

/**
 * The attacking side of an assault or charge boost as it stands: the attacker, then each
 * bonded unit still the same unit on its square, face-up upright and controlled by the
 * attacking player; a bonded unit that is not drops out of the synchro (the reading of
 * twgp.intercept.drop-out, applied to the attacking synchro: twgp.bonds.note.attack).
 */
export function attackingUnits(state: TwgpState, d: Attack): { ref: UnitRef; unit: Unit }[] {
  const lead = sameUnit(state, d.attacker, d.attackerUid);
  const out = lead ? [{ ref: d.attacker, unit: lead }] : [];
  (d.bonds ?? []).forEach((ref, i) => {
    const unit = sameUnit(state, ref, d.bondsUids?.[i] ?? -1);
    if (unit && isUpright(unit) && unit.controller === d.by) out.push({ ref, unit });
  });
  return out;
}

/**
 * The synchro a unit is in now, as effects read it: the attacking side of a bonded attack on
 * the stack, or a target's synchro joined by intercept (intercept.ts synchroOf) — its units
 * and its power; null when the unit is in none. A charge effect that reads the unit's
 * computed power reads this power (twgp.bonds.charge-effect-power, twgp.charge-effect.hack.bonds,
 * twgp.intercept.effect-power), and one that targets it targets them all
 * (twgp.bonds.poison, twgp.charge-effect.bonds, twgp.intercept.poison).
 */
export function synchroWith(state: TwgpState, ref: UnitRef): { units: UnitRef[]; power: number } | null {
  for (const d of state.stack) {
    if ((d.kind !== 'assault' && d.kind !== 'charge-boost') || !d.bonds?.length) continue;
    const side = attackingUnits(state, d);
    if (side.length >= 2 && side.some((u) => sameRef(u.ref, ref))) return { units: side.map((u) => u.ref), power: synchroPower(side.map((u) => u.unit)) };
  }
  return synchroOf(state, ref);
}

/** The computed power an effect reads of a unit: its synchro's when it is in one (synchroWith). */
export function effectPower(state: TwgpState, ref: UnitRef): number {
  return synchroWith(state, ref)?.power ?? computedPower(unitAt(state, ref)!);
}

/** The units an effect aimed at a unit reaches: its whole synchro when it is in one (synchroWith), else the unit. */
export function effectTargets(state: TwgpState, ref: UnitRef): UnitRef[] {
  return synchroWith(state, ref)?.units ?? [ref];
}

/** The attacking side's speed (the attacker's, or the synchro's slowest: twgp.status.speed.synchro), or null if it has left the field. */
export function attackingSpeed(state: TwgpState, d: Attack): number | null {
  const units = attackingUnits(state, d).map((u) => u.unit);
  return units.length ? synchroSpeed(units) : null;
}

/**
 * Why `player` may not bond these units to an attack by `attacker` now, or null
 * (checked after the attack's own refusal):
 * - the option is adopted (twgp.bonds.option), and the player is the most behind in vitals,
 *   Vital-GaP (twgp.bonds.who, twgp.bonds.timing, twgp.bonds.note.most-behind);
 * - each bonded unit is the player's own (Hack-Active included), face-up upright, not the
 *   attacker, given once, not engaged (twgp.bonds.who, twgp.attack.engaged); any number
 *   (twgp.bonds.no-limit);
 * - no unit of base power 00 (twgp.bonds.zero-limit);
 * - no surge is spent: a synchro carries no surge direct (twgp.bonds.no-surge-direct).
 */
export function bondsRefusal(state: TwgpState, player: PlayerId, attacker: UnitRef, bonds: UnitRef[], surge: number): Failure | null {
  if (!bonds.length) return null;
  if (!bondsOn(state)) return violation('twgp.bonds.option', 'the option bonds (キズナ) is not adopted in this game');
  if (!vitalGap(state, player)) return violation('twgp.bonds.who', `${player} is not the most behind in vitals (Vital-GaP)`);
  const lead = unitAt(state, attacker)!;
  if (lead.card.power === 0) return violation('twgp.bonds.zero-limit', 'a unit of base power 00 cannot synchro');
  for (const [i, ref] of bonds.entries()) {
    const unit = unitAt(state, ref);
    if (!unit || unit.controller !== player) return violation('twgp.bonds.who', `there is no unit of ${player}'s control at ${ref.player}'s square ${ref.square}`);
    if (sameRef(ref, attacker) || bonds.findIndex((r) => sameRef(r, ref)) !== i) return violation('twgp.bonds.who', 'each unit joins the synchro once');
    if (!isUpright(unit)) return violation('twgp.bonds.who', `the unit is ${unit.mode}: only face-up upright units (Hack-Active included) join a synchro`);
    if (engaged(state, ref)) return violation('twgp.attack.engaged', 'the unit is already engaged');
    if (unit.card.power === 0) return violation('twgp.bonds.zero-limit', 'a unit of base power 00 cannot synchro');
  }
  return surge > 0 ? violation('twgp.bonds.no-surge-direct', 'a synchro gets no surge direct: no surge is spent on a bonded attack') : null;
}

/**
 * The synchros `player` may attack with now, in canonical form: every set of two or more
 * units that may bond, as [attacker, ...bonds] in seat and square order. Empty when the option
 * is off or the player is not the most behind.
 */
export function bondsSets(state: TwgpState, player: PlayerId): UnitRef[][] {
  if (!bondsOn(state) || !vitalGap(state, player) || !advantage(state, player)) return [];
  const able = state.seats.flatMap((seat) =>
    seat.battleGrid.flatMap((u, square) => (u && u.controller === player && isUpright(u) && u.card.power !== 0 && !engaged(state, { player: seat.player, square }) ? [{ player: seat.player, square }] : [])),
  );
  const out: UnitRef[][] = [];
  for (let mask = 0; mask < 1 << able.length; mask++) {
    const set = able.filter((_, b) => mask & (1 << b));
    if (set.length >= 2) out.push(set);
  }
  return out;
}

/** The declaration fields recording a synchro. */
export function bondsFields(state: TwgpState, bonds: UnitRef[]): Pick<Attack, 'bonds' | 'bondsUids'> {
  return bonds.length ? { bonds, bondsUids: bonds.map((r) => unitAt(state, r)!.uid) } : {};
}

/** The units the defender joined by intercept and still in the synchro. */
function interceptors(state: TwgpState, d: AssaultDeclaration): Unit[] {
  return d.intercept.flatMap((ref, i) => {
    const unit = d.interceptUids?.[i] === undefined ? unitAt(state, ref) : sameUnit(state, ref, d.interceptUids[i]!);
    return unit && isUpright(unit) && unit.controller === d.affects ? [unit] : [];
  });
}

/** The assault on top in which `player`, its attacker, has the right back after an intercept (twgp.bonds.add-after-intercept). */
function answeredAssault(state: TwgpState, player: PlayerId): AssaultDeclaration | null {
  const d = top(state);
  return d && d.kind === 'assault' && d.by === player && d.bondsAnswer === true && state.window.kind === 'respond' ? d : null;
}

/**
 * Why `player` may not add this unit to the attacking synchro now, or null
 * (twgp.bonds.add-after-intercept, twgp.bonds.note.intercept): only in the attacker's answer
 * after the defender's intercept, holding the right and still most behind (Advantage and
 * Vital-GaP: twgp.bonds.timing); a face-up upright unit of theirs, not engaged, not of base
 * power 00 (twgp.bonds.zero-limit), faster than every unit the defender joined by intercept.
 */
export function bondRefusal(state: TwgpState, player: PlayerId, ref: UnitRef): Failure | null {
  const d = answeredAssault(state, player);
  if (!d || !advantage(state, player)) return violation('twgp.bonds.timing', `${player} holds no right to add units to an attack now (Advantage: after the defender's intercept)`);
  if (!bondsOn(state)) return violation('twgp.bonds.option', 'the option bonds (キズナ) is not adopted in this game');
  if (!vitalGap(state, player)) return violation('twgp.bonds.timing', `${player} is not the most behind in vitals (Vital-GaP)`);
  if (!attackingUnits(state, d).length) return violation('twgp.bonds.add-after-intercept', 'the attacking side has left the field');
  const unit = unitAt(state, ref);
  if (!unit || unit.controller !== player) return violation('twgp.bonds.who', `there is no unit of ${player}'s control at ${ref.player}'s square ${ref.square}`);
  if (!isUpright(unit)) return violation('twgp.bonds.who', `the unit is ${unit.mode}: only face-up upright units (Hack-Active included) join a synchro`);
  if (engaged(state, ref)) return violation('twgp.attack.engaged', 'the unit is already engaged');
  if (unit.card.power === 0) return violation('twgp.bonds.zero-limit', 'a unit of base power 00 cannot synchro');
  const fastest = Math.max(...interceptors(state, d).map(computedSpeed));
  if (computedSpeed(unit) <= fastest) return violation('twgp.bonds.add-after-intercept', `the unit's speed ${computedSpeed(unit)} is not faster than the intercepting units (${fastest})`);
  return null;
}

/** The units `player` could add in an answer to this intercepted assault (for the offers and for opening the answer). */
function addable(state: TwgpState, player: PlayerId): UnitRef[] {
  return state.seats.flatMap((seat) =>
    seat.battleGrid.flatMap((u, square) => (u && u.controller === player && !bondRefusal(state, player, { player: seat.player, square }) ? [{ player: seat.player, square }] : [])),
  );
}

/**
 * The defender accepts an assault they intercepted: with bonds adopted, if the attacker is
 * the most behind and has a unit faster than the intercepting units, the right goes back to
 * the attacker once instead of the stack resolving (twgp.bonds.add-after-intercept,
 * twgp.bonds.note.intercept); the defender's Sight-on is over. The attacker's own accept then
 * resolves the stack. Null when nothing of the kind applies.
 */
export function bondsAnswer(state: TwgpState, player: PlayerId): Performed | null {
  const d = top(state);
  if (!bondsOn(state) || !d || d.kind !== 'assault' || d.affects !== player || d.bondsAnswer !== undefined || !interceptors(state, d).length) return null;
  const answer: AssaultDeclaration = { ...d, sightOn: false, bondsAnswer: true };
  const next: TwgpState = { ...state, stack: [...state.stack.slice(0, -1), answer], right: d.by };
  if (!addable(next, d.by).length) return null;
  return { state: next, events: [{ type: 'accept', player }, { type: 'right', player: d.by, clause: 'twgp.bonds.add-after-intercept' }] };
}

/** Adds one unit to the attacking synchro, at once; the right stays (twgp.bonds.add-after-intercept). */
export const bondRule: ActionRule<{ type: 'bond'; unit: UnitRef }> = {
  type: 'bond',
  fields: ['type', 'unit'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    return unit ? { type: 'bond', unit } : undefined;
  },
  offers(state, player) {
    if (!answeredAssault(state, player)) return [];
    return addable(state, player).map((unit) => ({ type: 'bond' as const, unit }));
  },
  refusal: (state, player, action) => bondRefusal(state, player, action.unit),
  perform(state, _player, action) {
    const d = top(state) as AssaultDeclaration;
    const unit = unitAt(state, action.unit)!;
    const joined: AssaultDeclaration = { ...d, bonds: [...(d.bonds ?? []), action.unit], bondsUids: [...(d.bondsUids ?? []), unit.uid] };
    return { state: { ...state, stack: [...state.stack.slice(0, -1), joined] }, events: [{ type: 'bond', unit: action.unit, speed: computedSpeed(unit), clause: 'twgp.bonds.add-after-intercept' }] };
  },
};

export const BONDS_RULES = [bondRule];
