/**
 * Chapter 31, オーバー・スキル (spec/twgp/31-over-skills.md), the option `over-skills`: the
 * player most behind in vitals turns face-down vitals face-up sideways for power 10 each —
 * over drive summons hand units with it, over load adds it to an engaged unit of theirs.
 *
 * - Both open the window `over-skill`: the player turns the vitals face up one at a time
 *   (`over-vital`, which vitals is theirs to choose), then over drive summons (`over-summon`,
 *   `end-over-drive`); over load adds its over power to its battle at once. Then the window
 *   the skill interrupted comes back with the right of action where it was.
 * - The attacker over-loads with the declaration itself (`overLoad` on assault and charge
 *   boost: the unit is engaged from the declaration on and the attacker holds the right only
 *   then); anyone holding the right over-loads an engaged unit of theirs with `over-load`.
 * - A vital so turned is lost: no new vital effect, Damage timing with a damage routine, no
 *   bonus (twgp.over-skill.note.no-vital-effect); the player is marked as having used an over
 *   skill (the variant over-skill-no-sublimation, twgp.over-skill.variant.no-sublimation).
 */
import { violation, type Failure } from '../core/violation.ts';
import { readRef } from './attack.ts';
import { reVitalOn, queueRecovery } from './re-vital.ts';
import { newUnit } from './drive.ts';
import { remainingVitals, setUnit, squareFree } from './field.ts';
import { suddenLoss } from './judge.ts';
import type { ActionRule, Performed, TwgpEvent } from './rules.ts';
import { nextWindow, queueFirst } from './sequence.ts';
import { placeSetPieces, setRefusal } from './set-cards.ts';
import { seatOf, unitAt, withSeat, type Card, type Declaration, type OverPower, type OverSkillWindow, type PlayerId, type TwgpState, type UnitRef, type Window } from './state.ts';
import { sublimationCheck } from './sublimation.ts';
import { advantage, engaged, operateRefusal, vitalGap, withoutRight } from './timing.ts';
import { summonBanRefusal } from './vital-effect.ts';

/** Power a vital counts as (twgp.over-skill.over-drive.do, twgp.over-skill.over-load.do). */
export const POWER_PER_VITAL = 10;

/** Whether the option over-skills is adopted (twgp.over-skill.option). */
export const overSkillsOn = (state: TwgpState): boolean => state.options['over-skills'] !== undefined && state.options['over-skills'] !== false;

const faceDown = (state: TwgpState, player: PlayerId): number => remainingVitals(seatOf(state, player)!);

/**
 * Why `player` may not turn `count` vitals for an over skill now: the option is adopted
 * (twgp.over-skill.option), the player is the most behind (Vital-GaP, with the skill's
 * timing clause: twgp.over-skill.over-drive.timing, twgp.over-skill.over-load.timing), and
 * turns one or more of their face-down vitals (the skill's `do` clause).
 */
function vitalsRefusal(state: TwgpState, player: PlayerId, count: number, timing: string, doClause: string): Failure | null {
  if (!overSkillsOn(state)) return violation('twgp.over-skill.option', 'the option over-skills (オーバー・スキル) is not adopted in this game');
  if (!vitalGap(state, player)) return violation(timing, `${player} is not the most behind in vitals (Vital-GaP)`);
  if (!Number.isSafeInteger(count) || count < 1) return violation(doClause, 'an over skill turns one or more face-down vitals');
  const left = faceDown(state, player);
  return count > left ? violation(doClause, `${player} has ${left} face-down vitals, not ${count}`) : null;
}

/** The over powers recorded on a declaration (every kind may carry them: DeclarationBase.over). */
const overPowers = (d: Declaration): OverPower[] => (d as { over?: OverPower[] }).over ?? [];

/** The over power on each side of a declaration: the attacker's (by `d.by`) and the defender's (twgp.over-skill.over-load.do). */
export function overOf(d: Declaration): { attack: number; defense: number } {
  const over = overPowers(d);
  const sum = (p: PlayerId) => over.filter((o) => o.by === p).reduce((n, o) => n + o.power, 0);
  return { attack: sum(d.by), defense: sum(d.affects) };
}

/**
 * The attacker's over load declared with the attack (`overLoad` vitals; 0: none): its refusal,
 * checked after the attack's own. The units are the attacking side; none of base power 00
 * (twgp.over-skill.zero-limit). The attacker holds the right (Advantage) as it declares.
 */
export function overLoadRefusal(state: TwgpState, player: PlayerId, count: number, units: UnitRef[]): Failure | null {
  if (count === 0) return null;
  const refused = vitalsRefusal(state, player, count, 'twgp.over-skill.over-load.timing', 'twgp.over-skill.over-load.do');
  if (refused) return refused;
  return units.some((r) => unitAt(state, r)!.card.power === 0) ? violation('twgp.over-skill.zero-limit', 'a unit of base power 00 takes no over power') : null;
}

/** The actions offered, each also with every over load the attacker could add to it (twgp.over-skill.over-load.any-battle). */
export function withOverLoads<A extends { overLoad?: number }>(state: TwgpState, player: PlayerId, actions: A[], refusal: (a: A) => Failure | null): A[] {
  if (!overSkillsOn(state) || !vitalGap(state, player)) return actions;
  const most = faceDown(state, player);
  const more = actions.flatMap((a) => Array.from({ length: most }, (_, i) => ({ ...a, overLoad: i + 1 })).filter((x) => !refusal(x)));
  return [...actions, ...more];
}

/** Opens the over-skill window for `player` over the window the action left, resuming it afterwards. */
function openWindow(done: Performed, player: PlayerId, w: Omit<OverSkillWindow, 'kind' | 'player' | 'chosen' | 'summoned' | 'resume' | 'right'>): Performed {
  const window: OverSkillWindow = { kind: 'over-skill', player, chosen: [], summoned: 0, resume: done.state.window, right: done.state.right, ...w };
  return { state: { ...done.state, window, right: player }, events: [...done.events, { type: 'over-skill', player, skill: w.skill, vitals: w.count }] };
}

/** After an attack was declared with `overLoad` vitals: the attacker turns them now, the defender's answer waits (the declaration is on top). */
export function overLoadAtDeclaration(done: Performed, player: PlayerId, count: number, unit: UnitRef): Performed {
  if (!count) return done;
  return openWindow(done, player, { skill: 'over-load', count, unit, declaration: done.state.stack.length - 1 });
}

/**
 * The topmost attack on the stack in which the unit fights (is engaged: twgp.attack.engaged):
 * an assault or a charge boost, the battles whose powers an over load adds to (overOf). A
 * charge effect aimed at the unit engages it too but compares no power of the over load's, so
 * the load goes to the attack beneath it, not to the effect (twgp.over-skill.over-load.do).
 */
function battleOf(state: TwgpState, ref: UnitRef): number {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const d = state.stack[i]!;
    if (d.kind !== 'assault' && d.kind !== 'charge-boost') continue;
    const x = d as Partial<{ attacker: UnitRef; target: UnitRef; intercept: UnitRef[]; bonds: UnitRef[]; interceptor: UnitRef }>;
    const refs = [x.attacker, x.target, x.interceptor, ...(x.intercept ?? []), ...(x.bonds ?? [])];
    if (refs.some((r) => r && r.player === ref.player && r.square === ref.square)) return i;
  }
  return -1;
}

export interface OverLoadAction {
  type: 'over-load';
  unit: UnitRef;
  vitals: number;
}

/**
 * Why `player` may not over-load this unit now (twgp.over-skill.over-load.do, .timing,
 * .any-battle): holding the right of action (Advantage), the most behind (Vital-GaP); a unit
 * they control that is engaged in a declaration on the stack, attacking or defending; not of
 * base power 00 (twgp.over-skill.zero-limit).
 */
export function overLoadActionRefusal(state: TwgpState, player: PlayerId, action: OverLoadAction): Failure | null {
  if (state.result) return withoutRight(state, player);
  if (state.window.kind !== 'respond' || !advantage(state, player)) return violation('twgp.over-skill.over-load.timing', `${player} cannot over-load now: only with the right of action while a battle is declared`);
  const unit = unitAt(state, action.unit);
  if (!unit || unit.controller !== player) return violation('twgp.over-skill.over-load.do', `there is no unit of ${player}'s control at ${action.unit.player}'s square ${action.unit.square}`);
  if (!engaged(state, action.unit) || battleOf(state, action.unit) < 0) return violation('twgp.over-skill.over-load.do', 'the unit is not engaged in a battle (交戦中)');
  if (unit.card.power === 0) return violation('twgp.over-skill.zero-limit', 'a unit of base power 00 takes no over power');
  return vitalsRefusal(state, player, action.vitals, 'twgp.over-skill.over-load.timing', 'twgp.over-skill.over-load.do');
}

export const overLoadRule: ActionRule<OverLoadAction> = {
  type: 'over-load',
  fields: ['type', 'unit', 'vitals'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    if (!Number.isSafeInteger(v.vitals)) errors.push({ path: 'action.vitals', message: 'must be the number of face-down vitals to turn' });
    return unit && Number.isSafeInteger(v.vitals) ? { type: 'over-load', unit, vitals: v.vitals as number } : undefined;
  },
  offers(state, player) {
    if (!overSkillsOn(state) || state.window.kind !== 'respond' || state.right !== player || !vitalGap(state, player)) return [];
    const most = faceDown(state, player);
    return state.seats.flatMap((seat) =>
      seat.battleGrid.flatMap((u, square) => {
        if (!u || u.controller !== player) return [];
        return Array.from({ length: most }, (_, i) => ({ type: 'over-load' as const, unit: { player: seat.player, square }, vitals: i + 1 })).filter((a) => !overLoadActionRefusal(state, player, a));
      }),
    );
  },
  refusal: overLoadActionRefusal,
  perform: (state, player, action) => openWindow({ state, events: [] }, player, { skill: 'over-load', count: action.vitals, unit: action.unit, declaration: battleOf(state, action.unit) }),
};

const isUnitCard = (c: Card | undefined): c is Card & { power: number } => !!c && c.power !== undefined && (c.kind === undefined || c.kind === 'ユニット');

/** Why the hand card cannot be summoned by over drive onto `square` with `budget` power left: a unit, not of base power 00 (twgp.over-skill.note.zero-limit), within the summon power (twgp.over-skill.over-drive.multiple), face-up upright on a free square of the player's grid (twgp.over-skill.note.over-drive-placement). */
function summonRefusal(state: TwgpState, player: PlayerId, card: number, square: number, budget: number): Failure | null {
  const seat = seatOf(state, player)!;
  const c = seat.hand[card];
  if (!isUnitCard(c)) return violation('twgp.over-skill.over-drive.do', `hand card ${card} is not a unit`);
  if (c.power === 0) return violation('twgp.over-skill.zero-limit', 'a unit of base power 00 cannot be summoned by over drive');
  if (c.power > budget) return violation('twgp.over-skill.over-drive.multiple', `base power ${c.power} does not fit the summon power left (${budget})`);
  if (!squareFree(seat, square)) return violation('twgp.over-skill.note.over-drive-placement', `square ${square} of ${player}'s battle grid is not free`);
  return summonBanRefusal(state, c.power) ?? setRefusal(state, player, card);
}

/** Whether some hand unit could be summoned with `budget` power. */
function anyFits(state: TwgpState, player: PlayerId, budget: number): boolean {
  const seat = seatOf(state, player)!;
  return seat.hand.some((_, card) => seat.battleGrid.some((_, square) => !summonRefusal(state, player, card, square, budget)));
}

export interface OverDriveAction {
  type: 'over-drive';
  vitals: number;
}

/** Why `player` may not over drive with this many vitals (twgp.over-skill.over-drive.do, .timing): at Parallel (the inner operations' occasions) and Vital-GaP, with a hand unit that the summon power fits. */
export function overDriveRefusal(state: TwgpState, player: PlayerId, action: OverDriveAction): Failure | null {
  const timing = operateRefusal(state, player, 'twgp.over-skill.over-drive.timing');
  if (timing) return timing;
  const refused = vitalsRefusal(state, player, action.vitals, 'twgp.over-skill.over-drive.timing', 'twgp.over-skill.over-drive.do');
  if (refused) return refused;
  return anyFits(state, player, action.vitals * POWER_PER_VITAL) ? null : violation('twgp.over-skill.over-drive.do', `no unit in ${player}'s hand fits a summon power of ${action.vitals * POWER_PER_VITAL} on a free square`);
}

export const overDriveRule: ActionRule<OverDriveAction> = {
  type: 'over-drive',
  fields: ['type', 'vitals'],
  read(_state, v, errors) {
    if (!Number.isSafeInteger(v.vitals)) return void errors.push({ path: 'action.vitals', message: 'must be the number of face-down vitals to turn' });
    return { type: 'over-drive', vitals: v.vitals as number };
  },
  offers(state, player) {
    if (!overSkillsOn(state) || state.right !== player && state.window.kind !== 'routine') return [];
    return Array.from({ length: faceDown(state, player) }, (_, i) => ({ type: 'over-drive' as const, vitals: i + 1 })).filter((a) => !overDriveRefusal(state, player, a));
  },
  refusal: overDriveRefusal,
  perform: (state, player, action) => openWindow({ state, events: [] }, player, { skill: 'over-drive', count: action.vitals }),
};

const overWindow = (state: TwgpState, player: PlayerId): OverSkillWindow | null => (state.window.kind === 'over-skill' && state.window.player === player ? state.window : null);

/** One face-down vital of the player's turns face-up sideways for the over skill under way (twgp.over-skill.over-drive.do, twgp.over-skill.over-load.do). */
export const overVitalRule: ActionRule<{ type: 'over-vital'; square: number }> = {
  type: 'over-vital',
  fields: ['type', 'square'],
  read(_state, v, errors) {
    if (!Number.isSafeInteger(v.square) || (v.square as number) < 0) return void errors.push({ path: 'action.square', message: 'must be a vital-grid square from 0' });
    return { type: 'over-vital', square: v.square as number };
  },
  offers(state, player) {
    const w = overWindow(state, player);
    if (!w || w.chosen.length >= w.count) return [];
    return seatOf(state, player)!.vitalGrid.flatMap((p, square) => (p?.mode === 'Vital' ? [{ type: 'over-vital' as const, square }] : []));
  },
  refusal(state, player, action) {
    const w = overWindow(state, player);
    if (!w || w.chosen.length >= w.count) return violation('twgp.over-skill.over-drive.do', `${player} has no vitals to turn for an over skill now`);
    return seatOf(state, player)!.vitalGrid[action.square]?.mode === 'Vital' ? null : violation(w.skill === 'over-load' ? 'twgp.over-skill.over-load.do' : 'twgp.over-skill.over-drive.do', `vital square ${action.square} holds no face-down vital`);
  },
  perform(state, player, action) {
    const w = state.window as OverSkillWindow;
    const seat = seatOf(state, player)!;
    const vitalGrid = seat.vitalGrid.map((p, i) => (i === action.square && p ? { ...p, mode: 'Damage' as const } : p));
    let next: TwgpState = { ...withSeat(state, { ...seat, vitalGrid, overSkillUsed: true }), window: { ...w, chosen: [...w.chosen, action.square] } };
    const events: TwgpEvent[] = [{ type: 'vital', player, square: action.square, mode: 'Damage', card: seat.vitalGrid[action.square]!.card.name }];
    if (w.chosen.length + 1 < w.count) return { state: next, events };
    const power = w.count * POWER_PER_VITAL;
    if (w.skill === 'over-drive') return { state: next, events: [...events, { type: 'over-drive', player, summonPower: power, clause: 'twgp.over-skill.over-drive.do' }] };
    // twgp.over-skill.over-load.do: the over power goes to the side of the battle the unit fights on, for that battle only.
    const spentAll = remainingVitals(seatOf(next, player)!) === 0;
    const stack = next.stack.map((d, i) => (i === w.declaration ? { ...d, over: [...overPowers(d), { by: player, power, spentAll }] } : d));
    next = { ...next, stack };
    events.push({ type: 'over-load', player, unit: w.unit, power, clause: 'twgp.over-skill.over-load.do' });
    const done = finish(next, player, w);
    return { state: done.state, events: [...events, ...done.events] };
  },
};

/** Over drive: one hand unit summoned face-up upright within the summon power left (twgp.over-skill.over-drive.do, .multiple). */
export const overSummonRule: ActionRule<{ type: 'over-summon'; card: number; square: number }> = {
  type: 'over-summon',
  fields: ['type', 'card', 'square'],
  read(_state, v, errors) {
    if (!Number.isSafeInteger(v.card) || (v.card as number) < 0) errors.push({ path: 'action.card', message: 'must be the index of a card in the hand, from 0' });
    if (!Number.isSafeInteger(v.square) || (v.square as number) < 0) errors.push({ path: 'action.square', message: 'must be a battle-grid square of your own from 0' });
    return errors.length ? undefined : { type: 'over-summon', card: v.card as number, square: v.square as number };
  },
  offers(state, player) {
    const w = overWindow(state, player);
    if (!w || w.skill !== 'over-drive' || w.chosen.length < w.count) return [];
    const seat = seatOf(state, player)!;
    const budget = w.count * POWER_PER_VITAL - w.summoned;
    return seat.hand.flatMap((_, card) => seat.battleGrid.flatMap((_, square) => (summonRefusal(state, player, card, square, budget) ? [] : [{ type: 'over-summon' as const, card, square }])));
  },
  refusal(state, player, action) {
    const w = overWindow(state, player);
    if (!w || w.skill !== 'over-drive' || w.chosen.length < w.count) return violation('twgp.over-skill.over-drive.do', `${player} has no over drive's summon power to use now`);
    if (action.card >= seatOf(state, player)!.hand.length || action.square >= seatOf(state, player)!.battleGrid.length) return violation('twgp.over-skill.over-drive.do', 'no such hand card or square');
    return summonRefusal(state, player, action.card, action.square, w.count * POWER_PER_VITAL - w.summoned);
  },
  perform(state, player, action) {
    const w = state.window as OverSkillWindow;
    const seat = seatOf(state, player)!;
    const card = seat.hand[action.card]! as Card & { power: number };
    const removed = withSeat(state, { ...seat, hand: seat.hand.filter((_, i) => i !== action.card) });
    const made = newUnit(removed, player, card, 'Active');
    const placed = placeSetPieces(setUnit(made.state, { player, square: action.square }, made.unit), player, card, 'Active');
    const next = { ...placed.state, window: { ...w, summoned: w.summoned + card.power } };
    return { state: next, events: [{ type: 'drive', drive: 'over', player, card: card.name, square: action.square, drivePower: w.count * POWER_PER_VITAL, mode: 'Active', clause: 'twgp.over-skill.over-drive.do' }, ...placed.events] };
  },
};

/** Over drive ends: at least one unit summoned (the point of turning the vitals). */
export const endOverDriveRule: ActionRule<{ type: 'end-over-drive' }> = {
  type: 'end-over-drive',
  fields: ['type'],
  read: () => ({ type: 'end-over-drive' }),
  offers(state, player) {
    const w = overWindow(state, player);
    return w && w.skill === 'over-drive' && w.chosen.length >= w.count && w.summoned > 0 ? [{ type: 'end-over-drive' }] : [];
  },
  refusal(state, player) {
    const w = overWindow(state, player);
    if (!w || w.skill !== 'over-drive' || w.chosen.length < w.count) return violation('twgp.over-skill.over-drive.do', `${player} has no over drive under way`);
    return w.summoned > 0 ? null : violation('twgp.over-skill.over-drive.do', 'over drive summons at least one unit with its summon power');
  },
  perform: (state, player) => finish(state, player, state.window as OverSkillWindow),
};

/**
 * The over skill is done: the window it interrupted comes back with the right where it was;
 * the vitals turned are lost (twgp.over-skill.note.no-vital-effect): no new vital effect, the
 * damage routine (now, or after the stack's sweep when a battle is declared), no bonus; the
 * turn the face-down vitals ran out is recorded (twgp.judge.vital-out-turn); sublimation is
 * judged (with over-skill-no-sublimation the player is barred: twgp.over-skill.variant.no-sublimation);
 * the variant sudden-loss applies (twgp.over-skill.note.self-zero).
 */
function finish(state: TwgpState, player: PlayerId, w: OverSkillWindow): Performed {
  const seat = seatOf(state, player)!;
  const out = remainingVitals(seat) === 0 && seat.vitalsOutTurn === null ? state.turn.number : seat.vitalsOutTurn;
  let next: TwgpState = withSeat(state, { ...seat, vitalsOutTurn: out });
  const routine: Window = { kind: 'routine', player, done: [], step: null, reloaded: 0 };
  if (w.resume.kind === 'respond') next = { ...next, window: w.resume, right: w.right, queue: [...next.queue, routine] };
  else if (w.resume.kind === 'routine') next = queueFirst({ ...next, window: w.resume, right: w.right }, routine);
  else next = { ...queueFirst(next, w.resume), window: routine, right: player };
  const events: TwgpEvent[] = [{ type: 'damage', player, count: w.count, cause: 'over-skill', clause: 'twgp.over-skill.note.no-vital-effect' }];
  const sublimed = sublimationCheck(next);
  next = sublimed.state;
  events.push(...sublimed.events);
  // A sublimation window queued first opens now, unless a battle waits for its sweep.
  if (next.window.kind !== 'respond' && next.queue[0]?.kind === 'sublimation') next = nextWindow(queueFirst(next, next.window));
  const lost = suddenLoss(next, player);
  return lost ? { state: lost.state, events: [...events, ...lost.events] } : { state: next, events };
}

/**
 * twgp.over-skill.over-load.re-vital, twgp.over-skill.note.re-vital-clause: the winner of an
 * assault who over-loaded it spending their last face-down vital, and won surge directs,
 * recovers as many vitals as the loser lost — with over-skills alone; with re-vital adopted
 * its own rule does it (re-vital.ts), not twice.
 */
export function overLoadReVital(lost: Performed, d: Declaration, winner: PlayerId): Performed {
  if (!overSkillsOn(lost.state) || reVitalOn(lost.state)) return lost;
  if (!overPowers(d).some((o) => o.by === winner && o.spentAll)) return lost;
  const count = lost.events.filter((e) => e.type === 'damage' && e.player !== winner).reduce((n, e) => n + (e.count as number), 0);
  if (!count) return lost;
  const back = queueRecovery(lost.state, winner, count, 'twgp.over-skill.over-load.re-vital');
  return { state: back.state, events: [...lost.events, ...back.events] };
}

export const OVER_SKILL_RULES = [overDriveRule, overLoadRule, overVitalRule, overSummonRule, endOverDriveRule];
