/**
 * Chapter 23, チャージ効果の各種 (spec/twgp/23-charge-effect-kinds.md), option charge-effects:
 * the tactical kinds ハザード, ジャミング and ドレイン, and アクセル's evasion — of an attack on a
 * unit, or by its user of a direct on them — and mutual cancelling (twgp.charge-effect.accel.evade,
 * twgp.charge-effect.accel.note.evade-direct, twgp.charge-effect.accel.mutual).
 */
import { violation, type Failure } from '../core/violation.ts';
import { sameUnit } from './attack.ts';
import type { ChargeEffectAction, ChargeEffectDeclaration } from './charge-effect.ts';
import { setUnit } from './field.ts';
import { executeGridBlast } from './grid-blast.ts';
import type { Performed, TwgpEvent } from './rules.ts';
import { effectTargets } from './bonds.ts';
import { attacksWith, synchroMembers } from './charge-effect-bonds.ts';
import { seatOf, unitAt, withSeat, type Declaration, type Mode, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { archive4Up, scrolled } from './timing.ts';
import { settleTurned } from './charge-effect-hazard-cards.ts';

/** The states a ハザード can give a unit (twgp.charge-effect.hazard.note.states): face up or down, upright or sideways. */
export const HAZARD_MODES = ['Active', 'Save', 'Stealth'] as const;
export type HazardMode = (typeof HAZARD_MODES)[number];

const sameRef = (a: UnitRef | undefined, b: UnitRef) => !!a && a.player === b.player && a.square === b.square;
const used = (d: ChargeEffectDeclaration, outcome: string, clause: string, more: Record<string, unknown> = {}): TwgpEvent => ({ type: 'charge-effect', effect: d.effect, by: d.by, level: d.level, outcome, clause, ...more });

/** Why a ハザード cannot be used so, or null. */
export function hazardRefusal(state: TwgpState, player: PlayerId, a: ChargeEffectAction, target: Unit | undefined): Failure | null {
  if (a.charge) {
    // twgp.charge-effect.hazard.charge-deck, twgp.charge-effect.hazard.not-own: a face-down card of another player's charge grid, turned face-up sideways.
    if (a.target) return violation('twgp.charge-effect.hazard', 'a ハザード aims at one card: a unit or a charge square');
    if (a.charge.player === player) return violation('twgp.charge-effect.hazard.not-own', 'a ハザード is not used on a card its user controls');
    if (seatOf(state, a.charge.player)?.chargeGrid[a.charge.square]?.mode !== 'Charge') return violation('twgp.charge-effect.hazard.charge-deck', `${a.charge.player}'s charge square ${a.charge.square} holds no face-down card`);
    return a.mode === 'Save' ? null : violation('twgp.charge-effect.hazard.charge-deck', 'a charge-grid card is turned face-up sideways (Save)');
  }
  if (!target || !a.mode) return violation('twgp.charge-effect.hazard', 'a ハザード names the unit and the state it is changed to (Active, Save or Stealth)');
  // twgp.charge-effect.hazard.not-own: never on a card one controls, a unit one hacks included.
  if (target.controller === player) return violation('twgp.charge-effect.hazard.not-own', 'a ハザード is not used on a card its user controls');
  // twgp.charge-effect.hazard.not-unhack: a hacked unit stays reversed; face down it could not be.
  if ((target.mode === 'Hack-Active' || target.mode === 'Hack-Save') && a.mode === 'Stealth') return violation('twgp.charge-effect.hazard.not-unhack', 'a ハザード does not undo a hack: the unit stays reversed, so it is not turned face down');
  // twgp.charge-effect.hazard.note.states: a unit of base power 04 or more is never face down (twgp.stealth.high-power-immune).
  if (a.mode === 'Stealth' && target.card.power >= 4) return violation('twgp.charge-effect.hazard.note.states', 'a unit of base power 04 or more cannot be face down (twgp.stealth.high-power-immune)');
  // A unit carrying weapons is never face down (twgp.card-type.weapon.stealth): states the rules allow only. (A master unit, never face down either, has base power 06: above.)
  if (a.mode === 'Stealth' && target.weapons.length) return violation('twgp.card-type.weapon.stealth', `${target.card.name} carries weapons: a unit with weapons is never face down`);
  return null;
}

/** The MODE a ハザード gives: a hacked unit keeps its reversal (twgp.charge-effect.hazard.not-unhack). */
function hazardMode(unit: Unit, to: HazardMode): Mode {
  const hacked = unit.mode === 'Hack-Active' || unit.mode === 'Hack-Save';
  if (hacked) return to === 'Save' ? 'Hack-Save' : 'Hack-Active';
  return to;
}

/** The attacks on the stack the unit is making, as the attacker or bonded to it (twgp.charge-effect.hazard.cancel-attack). */
const attacksBy = (state: TwgpState, uid: number): Declaration[] => state.stack.filter((x) => x.kind !== 'charge-effect' && x.kind !== 'effect' && attacksWith(x, uid));

/**
 * ハザード (twgp.charge-effect.hazard): the target, face down or declaring an attack too
 * (twgp.charge-effect.hazard.stealth), takes the state named and keeps it
 * (twgp.charge-effect.hazard.note.persist). A unit declaring a grid blast turned face-up
 * sideways executes it if the execution conditions hold — Scroll and Archive-4↑ of its
 * controller — and else the declaration is cancelled (twgp.charge-effect.hazard.force-grid-blast,
 * twgp.attack.grid-blast.reset). Any attack the unit was declaring is cancelled and misses
 * (twgp.charge-effect.hazard.cancel-attack).
 */
export function hazard(state: TwgpState, d: ChargeEffectDeclaration, ref: UnitRef, target: Unit): Performed {
  const to = d.mode!;
  if (target.mode === 'GB-Prompt' && to === 'Save') {
    const owner = target.controller;
    const ready = scrolled(state, owner) && target.declaredTurn !== state.turn.number && archive4Up(state, owner);
    if (ready) {
      const done = executeGridBlast(state, owner, ref);
      return { state: done.state, events: [used(d, 'achieved', 'twgp.charge-effect.hazard.force-grid-blast', { unit: ref, mode: 'Save' }), ...done.events] };
    }
    const next = setUnit(state, ref, { ...target, mode: 'Save' });
    return { state: next, events: [used(d, 'achieved', 'twgp.charge-effect.hazard.force-grid-blast', { unit: ref, mode: 'Save' }), { type: 'grid-blast-cancelled', unit: ref, clause: 'twgp.attack.grid-blast.reset' }] };
  }
  const mode = hazardMode(target, to);
  // The state before the battle's first ハザード, which a メディカル restores (twgp.charge-effect.medical.note.grid).
  let next = setUnit(state, ref, { ...target, mode, hazardFrom: target.hazardFrom ?? target.mode });
  const events: TwgpEvent[] = [used(d, 'achieved', 'twgp.charge-effect.hazard', { unit: ref, mode })];
  const cancelled = attacksBy(next, target.uid);
  if (cancelled.length) {
    next = { ...next, stack: next.stack.filter((x) => !cancelled.includes(x)) };
    for (const x of cancelled) events.push({ type: 'cancelled', declaration: x.kind, unit: ref, clause: 'twgp.charge-effect.hazard.cancel-attack' });
  }
  return { state: next, events };
}

/**
 * ハザード on a charge square (twgp.charge-effect.hazard.charge-deck, twgp.charge-effect.hazard.note.charge-deck):
 * the face-down card turns face-up sideways: no longer a charge card to set up; a face-down
 * log counter so turned no longer goes off (twgp.charge-effect.hazard.log-counter,
 * twgp.card-type.log-counter.hazard) — one card a use.
 */
export function hazardCharge(state: TwgpState, d: ChargeEffectDeclaration): Performed {
  const { player, square } = d.charge!;
  const seat = seatOf(state, player)!;
  const placed = seat.chargeGrid[square];
  if (!placed || placed.mode !== 'Charge') return { state, events: [used(d, 'fizzle', 'twgp.charge-effect.hazard.charge-deck', { reason: 'the card is no longer face down there' })] };
  const counter = placed.card.kind === 'ログ・カウンター' || placed.card.effect?.property === 'log-counter';
  const next = withSeat(state, { ...seat, chargeGrid: seat.chargeGrid.map((p, i) => (i === square ? { ...placed, mode: 'Save' as const } : p)) });
  return { state: next, events: [used(d, 'achieved', counter ? 'twgp.charge-effect.hazard.log-counter' : 'twgp.charge-effect.hazard.charge-deck', { charge: { player, square }, mode: 'Save' })] };
}

/**
 * ジャミング (twgp.charge-effect.jamming, twgp.charge-effect.jamming.note.use), on a unit of
 * its user's: every attack on the stack aimed at it loses its target (the lock-on is void), a
 * decoy against its attack is void, and the units joined by intercept to an assault against
 * its attack drop out; for the rest of the battle the unit (its synchro whole) is jammed: a
 * lock-on, intercept or decoy declared later is refused the same way; a counterattack by an effect — a charge effect, a charge trap, a log
 * counter — stays (twgp.charge-effect.jamming.effect-counters).
 */
export function jamming(state: TwgpState, d: ChargeEffectDeclaration, ref: UnitRef, target: Unit): Performed {
  const events: TwgpEvent[] = [used(d, 'achieved', 'twgp.charge-effect.jamming', { unit: ref })];
  // The synchro whole (twgp.charge-effect.bonds): lock-ons on any of its units, counterattacks on its attacks.
  const uids = synchroMembers(state, ref).map((m) => m.uid);
  const lockedOn = state.stack.filter((x) => (x.kind === 'assault' || x.kind === 'charge-boost') && uids.includes(x.targetUid));
  const decoys = state.stack.filter((x) => x.kind === 'decoy' && uids.includes(x.against));
  const gone = [...lockedOn, ...decoys];
  const stack = state.stack
    .filter((x) => !gone.includes(x))
    .map((x) => (x.kind === 'assault' && uids.some((u) => attacksWith(x, u)) && x.intercept.length ? { ...x, intercept: [], interceptUids: [] } : x));
  for (const x of gone) events.push({ type: 'cancelled', declaration: x.kind, unit: ref, clause: 'twgp.charge-effect.jamming' });
  const kept = state.stack.filter((x) => (x.kind === 'charge-effect' || x.kind === 'effect') && sameRef(x.target, ref));
  if (kept.length) events.push({ type: 'not-cancelled', declarations: kept.map((x) => x.kind), unit: ref, clause: 'twgp.charge-effect.jamming.effect-counters' });
  // For the rest of the battle, later lock-ons on it and counterattacks on its attacks are void too (master-skills.ts jammingRefusal, jammedAttackerRefusal); a synchro is jammed whole.
  let next: TwgpState = { ...state, stack };
  for (const r of effectTargets(state, ref)) {
    const u = unitAt(next, r);
    if (u) next = setUnit(next, r, { ...u, jammed: true });
  }
  return { state: next, events };
}

/**
 * ドレイン (twgp.charge-effect.drain, twgp.charge-effect.drain.note.what): the weapons and
 * frames under the target turn face-down sideways for the battle: its computed power and
 * speed count no weapon; they come back when the battle ends.
 */
export function drain(state: TwgpState, d: ChargeEffectDeclaration, ref: UnitRef, target: Unit): Performed {
  return { state: setUnit(state, ref, { ...target, drained: true }), events: [used(d, 'achieved', 'twgp.charge-effect.drain', { unit: ref, weapons: target.weapons.length, frames: target.materials.length })] };
}

/** The two sides of an attack, each unit by its square and identity: the attacker and the units bonded to it; the target and the units joined by intercept. */
function sidesOf(x: Declaration): { ref: UnitRef; uid: number }[][] | null {
  if (x.kind !== 'assault' && x.kind !== 'charge-boost') return null;
  const attacking = [{ ref: x.attacker, uid: x.attackerUid }, ...(x.bonds ?? []).map((ref, i) => ({ ref, uid: x.bondsUids?.[i] ?? -1 }))];
  const defending = [{ ref: x.target, uid: x.targetUid }, ...(x.kind === 'assault' ? x.intercept.map((ref, i) => ({ ref, uid: x.interceptUids?.[i] ?? -1 })) : [])];
  return [attacking, defending];
}

/**
 * アクセル (twgp.charge-effect.accel): the target is faster than any base-00 unit, its power
 * unchanged; a target in a synchro, every unit of it (twgp.charge-effect.bonds,
 * twgp.charge-effect.note.bonds-kinds: the synchro's speed is its slowest's). Against the side it
 * fights that has アクセル too, the levels cancel card for card
 * (twgp.charge-effect.accel.mutual, twgp.charge-effect.accel.note.mutual), that side's synchro
 * taken as one whole: its level is its units' highest, and each of its units loses the cards
 * cancelled. With `evade`, the target (its synchro) avoids the attack on top aimed at it, once,
 * its card not turned (twgp.charge-effect.accel.evade, twgp.charge-effect.accel.note.evade-count);
 * on no unit, see evadeDirect.
 */
export function accel(state: TwgpState, d: ChargeEffectDeclaration, ref: UnitRef, target: Unit): Performed {
  const members = synchroMembers(state, ref);
  const uids = members.map((m) => m.uid);
  let level = d.level;
  let next = state;
  const events: TwgpEvent[] = [];
  for (const x of state.stack) {
    const sides = sidesOf(x);
    if (!sides || level === 0) continue;
    const mine = sides.findIndex((side) => side.some((m) => uids.includes(m.uid)));
    if (mine < 0) continue;
    const others = sides[1 - mine]!.flatMap((m) => {
      const unit = sameUnit(next, m.ref, m.uid);
      return unit?.accel ? [{ ref: m.ref, unit }] : [];
    });
    if (!others.length) continue;
    const theirs = Math.max(...others.map((o) => o.unit.accelLevel ?? 1));
    const cancel = Math.min(level, theirs);
    level -= cancel;
    for (const o of others) {
      const left = Math.max(0, (o.unit.accelLevel ?? 1) - cancel);
      next = setUnit(next, o.ref, { ...o.unit, accel: left > 0, accelLevel: left });
    }
    events.push({ type: 'accel-cancelled', units: [ref, others[0]!.ref], cards: cancel, clause: 'twgp.charge-effect.accel.mutual' });
  }
  // What is left of the level goes on each unit of the synchro still on its square.
  const reached: UnitRef[] = [];
  for (const m of members) {
    const unit = sameUnit(next, m.ref, m.uid);
    if (!unit) continue;
    reached.push(m.ref);
    if (level > 0) next = setUnit(next, m.ref, { ...unit, accel: true, accelLevel: (unit.accel ? unit.accelLevel ?? 1 : 0) + level });
  }
  events.unshift(used(d, 'achieved', level > 0 ? 'twgp.charge-effect.accel' : 'twgp.charge-effect.accel.mutual', { unit: ref, level, ...(reached.length > 1 ? { units: reached } : {}) }));
  if (!d.evade) return { state: next, events };
  const attack = next.stack.at(-1);
  if (attack && (attack.kind === 'assault' || attack.kind === 'charge-boost') && aimedAt(attack, uids)) {
    next = { ...next, stack: next.stack.slice(0, -1) };
    events.push({ type: 'evaded', unit: ref, declaration: attack.kind, clause: 'twgp.charge-effect.accel.evade' });
  }
  return { state: next, events };
}

/** Whether the attack is aimed at one of these units: its target, or a unit joined to the target by intercept (the synchro attacked, twgp.charge-effect.bonds). */
const aimedAt = (attack: Declaration, uids: number[]): boolean => !!sidesOf(attack)?.[1]!.some((m) => uids.includes(m.uid));

/**
 * スロー on one unit (twgp.charge-effect.slow): its アクセル goes whatever its level
 * (twgp.charge-effect.slow.unconditional). The levels taken are kept for the battle: a メディカル
 * gives them back (twgp.charge-effect.medical.note.grid).
 */
export function slow(state: TwgpState, d: ChargeEffectDeclaration, ref: UnitRef, target: Unit): Performed {
  const { accelLevel: _gone, ...slowed } = target;
  const levels = target.accelLevel ?? (target.accel ? 1 : 0);
  const unit: Unit = { ...slowed, accel: false, ...(levels ? { slowed: (target.slowed ?? 0) + levels } : {}) };
  return { state: setUnit(state, ref, unit), events: [used(d, 'achieved', 'twgp.charge-effect.slow.unconditional', { unit: ref, accelLevel: levels })] };
}

/**
 * Why an evasion is refused: アクセル's, and only against the attack on top aimed at the unit
 * (twgp.charge-effect.accel.evade); with no target, the player's own evasion of the direct on
 * top aimed at them, by method A or B (twgp.charge-effect.accel.note.evade-direct).
 */
export function evadeRefusal(state: TwgpState, player: PlayerId, a: ChargeEffectAction, kind: string, target: Unit | undefined): Failure | null {
  if (!a.evade) return null;
  if (kind !== 'アクセル') return violation('twgp.charge-effect.accel.evade', 'only アクセル evades an attack');
  const attack = state.stack.at(-1);
  if (!target) {
    // twgp.charge-effect.accel.note.evade-direct: the directed player, directly, against a direct by a unit (a spell's direct is a charge effect, not evaded).
    if (attack?.kind === 'direct' && attack.affects === player) return null;
    return violation('twgp.charge-effect.accel.note.evade-direct', 'used on no unit, an アクセル evades only a direct (method A or B) on top of the stack aimed at its user');
  }
  // The synchro evades as one: the attack aimed at its target, the unit joined by intercept included (twgp.charge-effect.note.bonds-kinds).
  if (!attack || (attack.kind !== 'assault' && attack.kind !== 'charge-boost') || !aimedAt(attack, [target.uid])) return violation('twgp.charge-effect.accel.evade', 'the unit evades an attack on top of the stack aimed at it or its synchro (not a grid blast)');
  return null;
}

/**
 * アクセル used by the directed player on no unit, evading (twgp.charge-effect.accel.evade,
 * twgp.charge-effect.accel.note.evade-direct): the direct on top aimed at them is cancelled, not
 * judged, and no vital is lost; the directing unit keeps its state. One direct a use
 * (twgp.charge-effect.accel.note.evade-count).
 */
export function evadeDirect(state: TwgpState, d: ChargeEffectDeclaration): Performed {
  const direct = state.stack.at(-1);
  if (!direct || direct.kind !== 'direct' || direct.affects !== d.by) return { state, events: [used(d, 'fizzle', 'twgp.charge-effect.accel.note.evade-direct', { reason: 'no direct on its user is on top of the stack' })] };
  const next = { ...state, stack: state.stack.slice(0, -1) };
  return { state: next, events: [used(d, 'achieved', 'twgp.charge-effect.accel.note.evade-direct', { player: d.by }), { type: 'evaded', player: d.by, declaration: 'direct', attacker: direct.attacker, clause: 'twgp.charge-effect.accel.evade' }] };
}

/** The battle is over: drained cards come back, a poison's ban on new weapons, jamming and leftover アクセル levels end (twgp.charge-effect.duration, twgp.charge-effect.poison.note.duration). */
export function endTactics(state: TwgpState): TwgpState {
  // A log counter a ハザード turned this battle stays turned (twgp.charge-effect.hazard.note.persist).
  let next: TwgpState = { ...state, seats: state.seats.map(settleTurned) };
  for (const seat of state.seats) {
    seat.battleGrid.forEach((u, square) => {
      if (!u || (!u.drained && !u.poisoned && !u.jammed && u.accelLevel === undefined && u.slowed === undefined && u.hazardFrom === undefined)) return;
      // A poisoned unit takes weapons again (twgp.charge-effect.poison.note.duration); a jamming ends; a ハザード's state stays, no longer to be undone (twgp.charge-effect.hazard.note.persist).
      const { drained: _d, accelLevel: _a, poisoned: _p, jammed: _j, slowed: _s, hazardFrom: _h, ...rest } = u;
      next = setUnit(next, { player: seat.player, square }, u.accel ? { ...rest, accelLevel: u.accelLevel } : rest);
    });
  }
  void seatOf;
  return next;
}
