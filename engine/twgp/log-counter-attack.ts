/**
 * Chapter 21, デッキ・カード・タイプ (spec/twgp/21-deck-card-types.md), ログ・カウンター: a log
 * counter's attack. A log counter whose text aims at a unit — an attack of a power (the step
 * `attack`, effect.ts) or a change of state (`face-down`, …) — is aimed by its owner, who holds
 * the right to target while it resolves (twgp.property, twgp.card-type.log-counter), in the
 * window `log-counter`: a unit of the battle grid it affects, or, for an attack once that grid
 * has no face-up upright unit left, a direct (twgp.card-type.log-counter.direct). The window
 * opens when the counter resolves — in the stack's sweep, which waits for it, or before a grid
 * blast's reveal, which goes on after it (grid-blast.ts) — so each counter of a going-off sees
 * the grid as the ones before left it (twgp.card-type.log-counter.note.leftover-direct).
 * The direct, the combining and the hacked grid blast's own side are rules of the option
 * deck-card-types (twgp.card-type.option); without it a counter only aims at a unit.
 */
import { violation, type Failure } from '../core/violation.ts';
import { subsets } from '../core/subsets.ts';
import { isUpright, readRef } from './attack.ts';
import { loseVitals } from './damage.ts';
import { TARGETED_STEPS, type EffectStep } from './effect.ts';
import { removeUnit } from './field.ts';
import { continueGridBlast } from './grid-blast-counters.ts';
import { resolveEffect, usedParagraphs } from './property.ts';
import type { ActionRule, Performed, TwgpEvent } from './rules.ts';
import { seatOf, unitAt, type Declaration, type EffectDeclaration, type PlayerId, type TwgpState, type UnitRef, type Window } from './state.ts';
import { computedPower } from './status.ts';
import { optionOn } from './options.ts';
import { nextWindow } from './sequence.ts';
import { resolveStack } from './timing.ts';

/** A log counter's going-off, recorded on its declaration (property.ts toLog). */
export interface CounterMark {
  /** Where it went off: from a square of the field (a grid), or from the pile (twgp.card-type.log-counter.combine). */
  from: 'field' | 'pile';
  /** Its going-off: the stack's height when the first counter of it was put on; counters of one batch went off together. */
  batch: number;
  /** The player whose battle grid it aims at, when not the one it affects: its owner's own, set off by a hacked unit's grid blast (twgp.card-type.log-counter.hacked-grid-blast). */
  side?: PlayerId;
  /** Its owner's choice, once made: a direct, the attack's power when counters joined it (their sum), or joined to another's attack; {} for an aim alone. */
  chosen?: { direct?: true; power?: number; joined?: true };
}

/** What a grid blast still has to do once its log counters are processed (grid-blast.ts continueGridBlast). */
export interface GridBlastResume {
  attacker: UnitRef;
  /** The attacking unit's identity: the grid blast stops if a counter took it off the field (twgp.card-type.log-counter.note.attacker-gone). */
  uid: number;
  player: PlayerId;
  power: number;
  attacked: PlayerId[];
  /** The stack, the right of action and the window as they were before the grid blast (twgp.attack.grid-blast.no-right-move). */
  stack: Declaration[];
  right: PlayerId | null;
  window: Window;
}

/** The owner of a resolving log counter aims it (twgp.property); then the grid blast and/or the sweep go on. */
export interface LogCounterWindow {
  kind: 'log-counter';
  player: PlayerId;
  declaration: EffectDeclaration;
  /** Set off before a grid blast's reveal: what the grid blast still has to do. */
  gridBlast?: GridBlastResume;
  /** The stack's sweep waits for the choice and goes on after it (timing.ts resolveStack). */
  sweep?: true;
}

export interface LogCounterAttackAction {
  type: 'log-counter-attack';
  /** The unit aimed at, on the battle grid the counter affects. */
  target?: UnitRef;
  /** A direct on the affected player's vitals instead (twgp.card-type.log-counter.direct). */
  direct?: true;
  /** Other counters of the same going-off, by stack index (0 = bottom), whose attacks join this one's (twgp.card-type.log-counter.combine). */
  with?: number[];
}

/** The power of a log counter's attack step; a number that converts to no power is 06 (twgp.card-type.log-counter.power-06). */
export const UNCONVERTIBLE_POWER = 6;

const stepsOf = (d: EffectDeclaration): EffectStep[] => usedParagraphs(d).flatMap((p) => p.do);
const attackOf = (d: EffectDeclaration) => stepsOf(d).find((s): s is Extract<EffectStep, { type: 'attack' }> => s.type === 'attack');
const powerOf = (d: EffectDeclaration) => attackOf(d)?.power ?? UNCONVERTIBLE_POWER;
/** The player whose battle grid the counter aims at (twgp.card-type.log-counter.hacked-grid-blast). */
const sideOf = (d: EffectDeclaration) => d.counter?.side ?? d.affects;

/** Whether the resolving log counter waits for its owner's aim: its text aims at a unit and no choice is made yet. */
export function needsAim(d: EffectDeclaration): boolean {
  return d.property === 'log-counter' && !!d.counter && !d.counter.chosen && stepsOf(d).some((s) => TARGETED_STEPS.includes(s.type));
}

/** The units it may aim at: every unit of the battle grid it affects — the hacked grid-blasting unit there included (twgp.card-type.log-counter.note.hacked-grid-blast). */
function targets(state: TwgpState, d: EffectDeclaration): UnitRef[] {
  const side = sideOf(d);
  return (seatOf(state, side)?.battleGrid ?? []).flatMap((u, square) => (u ? [{ player: side, square }] : []));
}

/** twgp.card-type.log-counter.direct: the opponent's battle grid has no face-up upright unit left — a rule of the option deck-card-types (twgp.card-type.option). */
const directOpen = (state: TwgpState, d: EffectDeclaration) => optionOn(state, 'deck-card-types') && sideOf(d) !== d.by && !(seatOf(state, sideOf(d))?.battleGrid ?? []).some((u) => u && isUpright(u));

/** twgp.card-type.log-counter.cause-not-target: on its owner's own side the counter may aim at no unit. */
const mayAimAtNone = (d: EffectDeclaration) => sideOf(d) === d.by;

/** The stack indices of the counters that may join its attack: attacks of the same owner and going-off, each from a grid square (twgp.card-type.log-counter.combine, twgp.card-type.log-counter.note.combine). */
function joinable(state: TwgpState, d: EffectDeclaration): number[] {
  if (!attackOf(d) || !fromGrid(d) || !optionOn(state, 'deck-card-types')) return [];
  return state.stack.flatMap((e, i) => (e.kind === 'effect' && e.property === 'log-counter' && e.by === d.by && fromGrid(e) && e.counter!.batch === d.counter!.batch && !e.counter!.chosen && sideOf(e) === sideOf(d) && attackOf(e) ? [i] : []));
}

/** Whether the counter went off from a square of the field, not from the pile (twgp.card-type.log-counter.note.combine). */
const fromGrid = (d: EffectDeclaration) => d.counter?.from === 'field';


/**
 * Opens the owner's aim for a resolving log counter (property.ts resolveEffect); null when it
 * has nothing to choose — no unit to aim at and no direct — and its steps just run.
 */
export function openAim(state: TwgpState, d: EffectDeclaration): Performed | null {
  if (!targets(state, d).length && !(attackOf(d) && directOpen(state, d)) && !mayAimAtNone(d)) return null;
  const window: LogCounterWindow = { kind: 'log-counter', player: d.by, declaration: d };
  return { state: { ...state, window, right: d.by }, events: [{ type: 'log-counter-aim', player: d.by, card: d.card.name, clause: 'twgp.property' }] };
}

const aimWindow = (state: TwgpState, player: PlayerId) => (state.window.kind === 'log-counter' && state.window.player === player ? state.window : null);

function aimRefusal(state: TwgpState, player: PlayerId, a: LogCounterAttackAction): Failure | null {
  const w = aimWindow(state, player);
  if (!w) return violation('twgp.property', `${player} has no log counter to aim now`);
  const d = w.declaration;
  const joined = a.with ?? [];
  if (a.direct) {
    // twgp.card-type.log-counter.condition-text: a text that only changes states is no attack.
    if (!attackOf(d)) return violation('twgp.card-type.log-counter.condition-text', `${d.card.name}'s text makes no attack of a number; it cannot direct`);
    if (!optionOn(state, 'deck-card-types')) return violation('twgp.card-type.option', 'a log counter directs under the option deck-card-types only');
    if (sideOf(d) === d.by) return violation('twgp.card-type.log-counter.hacked-grid-blast', `${d.card.name} affects its owner's own side, where it went off`);
    if (!directOpen(state, d)) return violation('twgp.card-type.log-counter.direct', `${sideOf(d)}'s battle grid still has a face-up upright unit`);
    if (joined.length) return violation('twgp.card-type.log-counter.combine', 'log counters join their powers on one target unit, not on a direct');
    return null;
  }
  if (!a.target) return mayAimAtNone(d) ? (joined.length ? violation('twgp.card-type.log-counter.combine', 'log counters join their powers on one target unit') : null) : violation('twgp.property', `name the unit ${d.card.name} aims at${attackOf(d) && directOpen(state, d) ? ', or a direct' : ''}`);
  if (!targets(state, d).some((r) => r.player === a.target!.player && r.square === a.target!.square)) return violation(d.counter?.side ? 'twgp.card-type.log-counter.hacked-grid-blast' : 'twgp.property', `${d.card.name} aims at a unit of ${sideOf(d)}'s battle grid`);
  const ok = joinable(state, d);
  if (joined.length && !optionOn(state, 'deck-card-types')) return violation('twgp.card-type.option', 'log counters combine under the option deck-card-types only');
  if (joined.some((i) => !ok.includes(i)) || new Set(joined).size !== joined.length) return violation('twgp.card-type.log-counter.combine', `only attacks of ${player}'s log counters that went off together from grid squares join (stack indices ${ok.join(', ') || 'none'})`);
  return null;
}

/** The owner's aims: each unit with each set of joinable counters, a direct when open, none on its own side (pending equals what apply accepts). */
function aimOffers(state: TwgpState, player: PlayerId): LogCounterAttackAction[] {
  const w = aimWindow(state, player);
  if (!w) return [];
  const d = w.declaration;
  const out: LogCounterAttackAction[] = [];
  const sets = subsets(joinable(state, d));
  for (const target of targets(state, d)) for (const s of sets) out.push(s.length ? { type: 'log-counter-attack', target, with: s } : { type: 'log-counter-attack', target });
  if (attackOf(d) && directOpen(state, d)) out.push({ type: 'log-counter-attack', direct: true });
  if (mayAimAtNone(d)) out.push({ type: 'log-counter-attack' });
  return out;
}

/**
 * The aim chosen: the counter resolves with it, the joined counters with it at once (their
 * attacks added to its power: twgp.card-type.log-counter.combine); then the grid blast it
 * interrupted and the sweep go on.
 */
function performAim(state: TwgpState, player: PlayerId, a: LogCounterAttackAction): Performed {
  const w = aimWindow(state, player)!;
  const joined = (a.with ?? []).map((i) => state.stack[i] as EffectDeclaration);
  const aim = (d: EffectDeclaration, chosen: NonNullable<CounterMark['chosen']>): EffectDeclaration => ({ ...d, counter: { ...d.counter!, chosen }, ...(a.target ? { target: a.target, targetUid: unitAt(state, a.target)!.uid } : {}) });
  const power = [w.declaration, ...joined].reduce((n, d) => n + powerOf(d), 0);
  let next: TwgpState = { ...state, stack: state.stack.filter((_, i) => !(a.with ?? []).includes(i)), window: { kind: 'respond' } };
  const below = next.stack.length;
  const events: TwgpEvent[] = [{ type: 'log-counter-aimed', player, card: w.declaration.card.name, ...(a.target ? { target: a.target } : {}), ...(a.direct ? { direct: true } : {}), ...(joined.length ? { with: joined.map((d) => d.card.name) } : {}), clause: joined.length ? 'twgp.card-type.log-counter.combine' : 'twgp.property' }];
  for (const [d, chosen] of [[w.declaration, a.direct ? { direct: true as const } : joined.length ? { power } : {}], ...joined.map((d) => [d, { joined: true as const }])] as [EffectDeclaration, NonNullable<CounterMark['chosen']>][]) {
    if (next.result) break;
    const done = resolveEffect(next, aim(d, chosen));
    next = done.state;
    events.push(...done.events);
  }
  if (next.result) return { state: nextWindow(next), events };
  if (w.gridBlast) {
    const done = continueGridBlast(next, w.gridBlast);
    next = done.state;
    events.push(...done.events);
    if (next.window.kind === 'log-counter') return { state: w.sweep ? { ...next, window: { ...next.window, sweep: true } } : next, events };
  } else if (next.stack.length > below) {
    // Its steps set off a new interrupt: the sweep waits for its answer (timing.ts resolveStack).
    return { state: { ...next, window: { kind: 'respond' } }, events };
  }
  if (!w.sweep) return { state: next, events };
  const swept = resolveStack(next);
  return { state: swept.state, events: [...events, ...swept.events] };
}

/**
 * The step `attack` (effect.ts): the aimed unit is compared as a grid blast compares
 * (twgp.card-type.log-counter.note.attack): computed power ≤ the attack's power — the
 * counter's own, 06 for a number that converts to none (twgp.card-type.log-counter.power-06),
 * the sum of the joined counters' (twgp.card-type.log-counter.combine) — logged out, else
 * kept as it lies. A direct takes one of the affected player's vitals, unstoppable
 * (twgp.card-type.log-counter.direct, twgp.card-type.log-counter.unstoppable); no aim on its
 * owner's own side spares every unit (twgp.card-type.log-counter.cause-not-target).
 */
export function attackStep(state: TwgpState, d: EffectDeclaration, step: Extract<EffectStep, { type: 'attack' }>): Performed {
  const chosen = d.counter?.chosen;
  if (chosen?.joined) return { state, events: [] };
  if (chosen?.direct) {
    const lost = loseVitals(state, d.affects, 1, d.by, 'log-counter');
    return { state: lost.state, events: [{ type: 'log-counter-direct', player: d.by, card: d.card.name, affects: d.affects, clause: 'twgp.card-type.log-counter.direct' }, ...lost.events] };
  }
  const power = chosen?.power ?? step.power ?? UNCONVERTIBLE_POWER;
  if (!d.target && !chosen) return { state, events: [{ type: 'fizzle', declaration: 'effect', clause: 'twgp.property', reason: 'no unit to aim at' }] };
  if (!d.target) return { state, events: [{ type: 'log-counter-attack', player: d.by, card: d.card.name, attackPower: power, outcome: 'none', clause: 'twgp.card-type.log-counter.cause-not-target' }] };
  const unit = unitAt(state, d.target);
  if (!unit || unit.uid !== d.targetUid) return { state, events: [{ type: 'fizzle', declaration: 'effect', clause: 'twgp.property', reason: 'the target has left the field' }] };
  const target = computedPower(unit);
  const achieved = target <= power;
  const event: TwgpEvent = { type: 'log-counter-attack', player: d.by, card: d.card.name, unit: d.target, name: unit.card.name, power: target, attackPower: power, outcome: achieved ? 'logged' : 'kept', clause: chosen?.power !== undefined ? 'twgp.card-type.log-counter.combine' : step.power === undefined ? 'twgp.card-type.log-counter.power-06' : 'twgp.card-type.log-counter.note.attack' };
  if (!achieved) return { state, events: [event] };
  const removed = removeUnit(state, d.target);
  return { state: removed.state, events: [event, ...removed.events] };
}

export const logCounterAttackRule: ActionRule<LogCounterAttackAction> = {
  type: 'log-counter-attack',
  fields: ['type', 'target', 'direct', 'with'],
  read(state, v, errors) {
    const target = v.target === undefined ? undefined : readRef(state, v.target, 'action.target', errors);
    if (v.direct !== undefined && v.direct !== true) errors.push({ path: 'action.direct', message: 'must be true (or absent)' });
    if (v.direct === true && v.target !== undefined) errors.push({ path: 'action.direct', message: 'a log counter aims at a unit or directs, not both' });
    const ok = v.with === undefined || (Array.isArray(v.with) && v.with.length >= 1 && v.with.every((i) => Number.isSafeInteger(i) && (i as number) >= 0));
    if (!ok) errors.push({ path: 'action.with', message: 'must list stack indices (from 0, the bottom) of log counters whose attacks join' });
    if ((v.target !== undefined && !target) || !ok || (v.direct !== undefined && v.direct !== true) || (v.direct === true && v.target !== undefined)) return undefined;
    const action: LogCounterAttackAction = { type: 'log-counter-attack' };
    if (target) action.target = target;
    if (v.direct === true) action.direct = true;
    if (v.with !== undefined) action.with = v.with as number[];
    return action;
  },
  offers: aimOffers,
  refusal: aimRefusal,
  perform: performAim,
};
