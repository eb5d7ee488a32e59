/**
 * Chapter 05, 戦闘 (spec/kakushin/05-battle.md): setting up a battle, initiative, the steps of a
 * turn, and how a battle ends. Every exported function is pure: it copies the state it is
 * given and returns the next one; randomness comes only from the state's Rng. Whole battles from
 * sheets, for scripts and unit tests, are in run.ts; the contract plays steps (playSteps).
 */
import { copyPlain } from '../core/json.ts';
import { seedRng } from '../core/rng.ts';
import {
  chooseSkill, dealDamage, finish, other, recordUse, resolveSkill, rollDie, triggerPassives,
} from './action.ts';
import { applying, kindOrder, type EvalContext } from './plan-eval.ts';
import { plays } from './readings.ts';
import { matchesSelector, reduceGain } from './skill-types.ts';
import type { BattleOptions, BattleState, Character, Fighter, Panel, PanelKind, Side } from './types.ts';

/**
 * The state a step works on, made field by field: every list and record a step changes is a new
 * one (the fighters' panels, maintenance, ailments, Bind, uses, arriving and lost panels, the
 * fixed dice), and what no step changes is shared with the state before: the events logged so
 * far (an event never changes once logged), the fighters' points, skills and plans, the options, the
 * readings, the erased skills and a result. What the lists hold (panels, maintenance records,
 * ailments) is never edited in place either, only replaced: an ailment given to a panel makes a
 * new panel. So a step does not cost more as the battle's log grows, nor copy the skill data
 * at every step (a generic deep copy of the state was a fifth of a battle's time: docs/performance.md).
 */
function copy(state: BattleState): BattleState {
  const s: BattleState = { ...state, fighters: [copyFighter(state.fighters[0]), copyFighter(state.fighters[1])], events: state.events.slice() };
  if (state.dice) s.dice = state.dice.slice();
  return s;
}

function copyFighter(f: Fighter): Fighter {
  return {
    ...f,
    panels: f.panels.slice(),
    maintenance: f.maintenance.slice(),
    ailments: f.ailments.slice(),
    bound: f.bound.slice(),
    usesThisTurn: { ...f.usesThisTurn },
    deferred: f.deferred.slice(),
    lost: f.lost.slice(),
  };
}

/** Sides in playing order: first player, then second (both in seat order before initiative). */
function order(s: BattleState): Side[] {
  return s.first === null ? [0, 1] : [s.first, other(s.first)];
}

const holdsSelfPlay = (f: Fighter) => f.skills.some((k) => k.effects.some((e) => e.kind === 'self-play'));

/** The skills a character's 宣告 declares (kakushin.canon.declare.form). */
const declaredBy = (c: Character): string[] => c.skills.filter((slot) => slot.skill.effects.some((e) => e.kind === 'declare') && slot.declared).map((slot) => slot.declared!);

/**
 * Sets up a battle between two validated characters: HP at maximum (kakushin.qa.max-hp), no
 * panels yet, and skills declared by 宣告 removed from both sides (kakushin.canon.declare.erase,
 * kakushin.canon.declare.note-scope), or from the declarer's opponent only under the reading
 * 'declare-opponent-only'. Initiative is not decided yet (see decideInitiative).
 */
export function createBattle(a: Character, b: Character, options: BattleOptions): BattleState {
  const chars = [a, b] as const;
  const erased = [...new Set(chars.flatMap(declaredBy))];
  const opponentOnly = plays(options, 'declare-opponent-only');
  // The skills erased from side i: every declared skill, or the opponent's declarations only.
  const erasedFrom = (i: Side): string[] => (opponentOnly ? declaredBy(chars[other(i)]) : erased);
  const fighter = (c: Character, i: Side): Fighter => ({
    name: c.name,
    points: { ...c.points },
    maxHp: c.maxHp,
    hp: c.maxHp,
    skills: c.skills.map((slot) => copyPlain(slot.skill)).filter((k) => !erasedFrom(i).includes(k.name)),
    plan: copyPlain(c.plan.statements),
    panels: [],
    maintenance: [],
    ailments: [],
    bound: [],
    usesThisTurn: {},
    deferred: [],
    lost: [],
    usedMikuny: false,
  });
  const s: BattleState = {
    fighters: [fighter(a, 0), fighter(b, 1)],
    first: null,
    turn: 0,
    rng: seedRng(options.seed),
    options: { turnLimit: options.turnLimit ?? 15, loopLimit: options.loopLimit ?? 1000, final: options.final ?? false },
    readings: [...(options.readings ?? [])].sort(),
    erased,
    events: [],
    result: null,
  };
  s.events.push({ type: 'battle-start', names: [a.name, b.name], hp: [a.maxHp, b.maxHp] });
  for (const side of [0, 1] as Side[]) {
    for (const name of erasedFrom(side)) if (chars[side].skills.some((slot) => slot.skill.name === name)) s.events.push({ type: 'erased', side, skill: name });
  }
  return s;
}

/**
 * Decides the first player (kakushin.battle.initiative): 体力 + one die each, higher first,
 * both reroll on a tie; the winner gives the first move away if its plan says so
 * (kakushin.qa.give-up-first, kakushin.plan.give-up-first, kakushin.qa.note-give-up-both).
 */
export function decideInitiative(state: BattleState): BattleState {
  const s = copy(state);
  initiativeMut(s);
  return s;
}

function initiativeMut(s: BattleState): void {
  let winner: Side | null = null;
  while (winner === null) {
    const rolls: [number, number] = [rollDie(s), rollDie(s)];
    const totals: [number, number] = [s.fighters[0].points.vitality + rolls[0], s.fighters[1].points.vitality + rolls[1]];
    s.events.push({ type: 'initiative-roll', rolls, totals });
    if (totals[0] !== totals[1]) winner = totals[0] > totals[1] ? 0 : 1;
  }
  const ctx: EvalContext = { state: s, side: winner, phase: 'initiative' };
  const gaveUp = applying(ctx, 'give-up-first').length > 0;
  s.first = gaveUp ? other(winner) : winner;
  s.events.push({ type: 'initiative', first: s.first, gaveUp: gaveUp ? winner : null });
}

/**
 * Step 2 (kakushin.battle.recovery): each character's ailments and the Bind on its plan are
 * checked with one die each, recovering on a roll ≤ their recovery value
 * (kakushin.battle.note-ailment-model). Panel ailments are not checked (kakushin.battle.note-panel-ailments).
 */
export function recoveryStep(state: BattleState): BattleState {
  const s = copy(state);
  recoveryMut(s);
  return s;
}

function recoveryMut(s: BattleState): void {
  for (const side of order(s)) {
    const f = s.fighters[side];
    f.ailments = f.ailments.filter((a) => {
      const roll = rollDie(s);
      const recovered = roll <= a.recover;
      s.events.push({ type: 'ailment-check', side, ailment: a.name, roll, recovered });
      return !recovered;
    });
    f.bound = f.bound.filter((b) => {
      const roll = rollDie(s);
      const recovered = roll <= b.recover;
      s.events.push({ type: 'ailment-check', side, ailment: 'Bind', roll, recovered, sentence: b.sentence });
      return !recovered;
    });
  }
}

/**
 * Step 3 (kakushin.battle.apply-ailments): ailments without a set timing take effect (Poison
 * deals its damage). If both characters reach 0 HP together, the tie-breaks decide
 * (kakushin.battle.note-both-zero).
 */
export function ailmentStep(state: BattleState): BattleState {
  const s = copy(state);
  ailmentMut(s);
  return s;
}

function ailmentMut(s: BattleState): void {
  if (s.result) return;
  for (const side of order(s)) {
    for (const a of s.fighters[side].ailments) {
      if (a.damage <= 0) continue;
      dealDamage(s, side, a.damage, 0, false);
      s.events.push({ type: 'ailment-damage', side, ailment: a.name, amount: a.damage, hp: s.fighters[side].hp });
    }
  }
  const zero = ([0, 1] as Side[]).filter((side) => s.fighters[side].hp === 0);
  if (zero.length === 2) tieBreak(s, 'both-zero');
  else if (zero.length === 1) {
    const loser = zero[0]!;
    finish(s, { winner: other(loser), losers: [loser], gmWins: false, cause: 'hp-zero', clause: 'kakushin.battle.hp-zero', reason: `${s.fighters[loser].name}のHPが0になった` });
  }
}

/**
 * Step 4 (kakushin.battle.panels, kakushin.battle.panels.carry, kakushin.plan.panel-order): each
 * character gains its points' worth of panels, less its maintained skills' costs
 * (kakushin.maintain.reduce, kakushin.maintain.shortfall, kakushin.qa.white-reduction,
 * kakushin.plan.reduction), appended after the carried panels (kakushin.battle.note-append).
 * A 自作自演 holder's panels wait for the turn end, frozen, and it cannot maintain
 * (kakushin.canon.self-play.deferred, kakushin.canon.self-play.freeze-added,
 * kakushin.canon.self-play.freeze-maintain). 吸収 does not react here (kakushin.qa.absorb-not-at-acquisition).
 */
export function acquisitionStep(state: BattleState): BattleState {
  const s = copy(state);
  acquisitionMut(s);
  return s;
}

function acquisitionMut(s: BattleState): void {
  if (s.result) return;
  for (const side of order(s)) {
    const f = s.fighters[side];
    const ctx: EvalContext = { state: s, side, phase: 'acquisition' };
    const selfPlay = holdsSelfPlay(f);
    if (selfPlay) {
      for (const m of f.maintenance) {
        s.events.push({ type: 'maintenance-released', side, skill: m.skill, reason: 'freeze', clause: 'kakushin.canon.self-play.freeze-maintain' });
      }
      f.maintenance = [];
    }
    const p = f.points;
    const base: Record<PanelKind, number> = { 火: p.fire, 水: p.water, 風: p.wind, 地: p.earth, 剣: p.sword };
    const reduction = reduceGain(base, f.maintenance, whiteOrder(s, ctx), plays(s, 'shortfall-releases-all'));
    for (const m of reduction.released) {
      s.events.push({ type: 'maintenance-released', side, skill: m.skill, reason: 'shortfall', clause: 'kakushin.maintain.shortfall' });
    }
    f.maintenance = reduction.kept;
    const gained: Panel[] = kindOrder(ctx, 'panel-order').flatMap((kind) =>
      Array.from({ length: reduction.gain[kind] }, () => ({ kind, ailments: selfPlay ? ['Freeze' as const] : [] })),
    );
    if (selfPlay) f.deferred.push(...gained);
    else f.panels.push(...gained);
    s.events.push({ type: 'panels-gained', side, gained, reduced: reduction.reduced, deferred: selfPlay, panels: [...f.panels] });
  }
}

/**
 * The kinds 白's reduction takes, in order (kakushin.qa.white-reduction, kakushin.plan.reduction,
 * kakushin.qa.note-reduction-order): the plan's reduction designation, else 火＞水＞風＞地＞剣;
 * under the reading 'reduce-by-panel-order' an undesignated reduction follows the plan's panel
 * order (kakushin.plan.panel-order) instead.
 */
function whiteOrder(s: BattleState, ctx: EvalContext): PanelKind[] {
  if (plays(s, 'reduce-by-panel-order') && applying(ctx, 'reduce-order').length === 0) return kindOrder(ctx, 'panel-order');
  return kindOrder(ctx, 'reduce-order');
}

/**
 * Steps 5 and 6 for one side (kakushin.battle.first-action, kakushin.battle.second-action): the
 * character uses skills until none is usable; each use is answered by the opponent's passives
 * before it resolves. An action reaching the loop limit is an infinite loop
 * (kakushin.battle.loop, kakushin.battle.loop.mikuny, kakushin.battle.loop.mikuny-both,
 * kakushin.battle.note-loop).
 */
export function actionStep(state: BattleState, side: Side): BattleState {
  const s = copy(state);
  actionMut(s, side);
  return s;
}

function actionMut(s: BattleState, side: Side): void {
  let uses = 0;
  let mikunyInLoop = false;
  const usedHere = new Set<Side>(); // who used ミクニーの悪戯 in this action

  while (!s.result) {
    const choice = chooseSkill(s, side);
    if (!choice) break;
    recordUse(s, side, choice.skill, choice.payment, false);
    uses += 1;
    if (choice.skill.effects.some((e) => e.kind === 'refund-cost')) {
      s.fighters[side].usedMikuny = true;
      mikunyInLoop = true;
      usedHere.add(side);
    }
    const answer = triggerPassives(s, side, choice.skill);
    uses += answer.fired;
    if (answer.refund) {
      s.fighters[other(side)].usedMikuny = true;
      mikunyInLoop = true;
      usedHere.add(other(side));
    }
    if (!s.result) resolveSkill(s, side, choice.skill, choice.payment, answer.guard);
    if (!s.result && !(uses < s.options.loopLimit)) {
      s.events.push({ type: 'loop', side, uses });
      // kakushin.battle.note-loop: ミクニーの悪戯 used in the looping action makes it involved;
      // then everyone who has used it in this battle loses (under the reading
      // 'mikuny-in-loop-only', only those who used it in this action).
      const losers = plays(s, 'mikuny-in-loop-only') ? [...usedHere].sort() : ([0, 1] as Side[]).filter((x) => s.fighters[x].usedMikuny);
      loopEnd(s, mikunyInLoop ? losers : []);
    }
  }
}

function loopEnd(s: BattleState, mikuny: Side[]): void {
  if (mikuny.length === 2) {
    finish(s, { winner: null, losers: [0, 1], gmWins: s.options.final, cause: 'loop', clause: 'kakushin.battle.loop.mikuny-both', reason: s.options.final ? '両者ともミクニーの悪戯で無限ループ（決勝戦のためGMの勝利）' : '両者ともミクニーの悪戯で無限ループ' });
  } else if (mikuny.length === 1) {
    const loser = mikuny[0]!;
    finish(s, { winner: other(loser), losers: [loser], gmWins: false, cause: 'loop', clause: 'kakushin.battle.loop.mikuny', reason: `${s.fighters[loser].name}のミクニーの悪戯による無限ループ` });
  } else {
    tieBreak(s, 'loop');
  }
}

/**
 * Step 7 (kakushin.battle.turn-end, kakushin.plan.release, kakushin.maintain.release-plan): plan
 * releases of maintenance, 自作自演's panels arriving and its lost panels regained used, i.e. gone
 * (kakushin.canon.self-play.regain); the rest carries over. After the last turn the tie-breaks
 * decide (kakushin.battle.turn-limit).
 */
export function turnEndStep(state: BattleState): BattleState {
  const s = copy(state);
  turnEndMut(s);
  return s;
}

function turnEndMut(s: BattleState): void {
  if (s.result) return;
  for (const side of order(s)) {
    const f = s.fighters[side];
    const ctx: EvalContext = { state: s, side, phase: 'turn-end' };
    const releases = applying(ctx, 'release');
    f.maintenance = f.maintenance.filter((m) => {
      const skill = f.skills.find((k) => k.name === m.skill);
      const release = releases.some((d) => (skill ? matchesSelector(d.skills, skill) : d.skills.by === 'all'));
      if (release) s.events.push({ type: 'maintenance-released', side, skill: m.skill, reason: 'plan', clause: 'kakushin.plan.release' });
      return !release;
    });
    if (f.deferred.length > 0) {
      f.panels.push(...f.deferred);
      s.events.push({ type: 'deferred-added', side, panels: f.deferred, remaining: [...f.panels] });
      f.deferred = [];
    }
    if (f.lost.length > 0) {
      s.events.push({ type: 'regained-used', side, panels: f.lost });
      f.lost = [];
    }
    f.usesThisTurn = {};
  }
  s.events.push({ type: 'turn-end', turn: s.turn, panels: [[...s.fighters[0].panels], [...s.fighters[1].panels]] });
  if (!(s.turn < s.options.turnLimit)) tieBreak(s, 'turn-limit'); // NaN-safe: a bad limit ends, never loops
}

/**
 * Decides a battle that did not end by HP (kakushin.battle.turn-limit, kakushin.battle.loop,
 * kakushin.battle.note-both-zero): higher current/maximum HP, then higher 体力, then dice
 * (kakushin.battle.tiebreak.ratio, kakushin.battle.tiebreak.vitality, kakushin.battle.tiebreak.dice,
 * kakushin.battle.note-dice).
 */
function tieBreak(s: BattleState, cause: 'turn-limit' | 'loop' | 'both-zero'): void {
  const [a, b] = s.fighters;
  const why = cause === 'turn-limit' ? `${s.options.turnLimit}ターンで決着せず` : cause === 'loop' ? '無限ループ' : '両者のHPが同時に0';
  s.events.push({ type: 'tiebreak', step: 'ratio', values: [`${a.hp}/${a.maxHp}`, `${b.hp}/${b.maxHp}`] });
  const lhs = a.hp * b.maxHp; // compare a.hp/a.max with b.hp/b.max exactly
  const rhs = b.hp * a.maxHp;
  if (lhs !== rhs) {
    const winner: Side = lhs > rhs ? 0 : 1;
    return finish(s, { winner, losers: [other(winner)], gmWins: false, cause, clause: 'kakushin.battle.tiebreak.ratio', reason: `${why}：現在HP/最大HPが大きい` });
  }
  s.events.push({ type: 'tiebreak', step: 'vitality', values: [a.points.vitality, b.points.vitality] });
  if (a.points.vitality !== b.points.vitality) {
    const winner: Side = a.points.vitality > b.points.vitality ? 0 : 1;
    return finish(s, { winner, losers: [other(winner)], gmWins: false, cause, clause: 'kakushin.battle.tiebreak.vitality', reason: `${why}：HPの比率が同じで、体力が大きい` });
  }
  for (;;) {
    const rolls: [number, number] = [rollDie(s), rollDie(s)];
    s.events.push({ type: 'tiebreak', step: 'dice', values: rolls });
    if (rolls[0] !== rolls[1]) {
      const winner: Side = rolls[0] > rolls[1] ? 0 : 1;
      return finish(s, { winner, losers: [other(winner)], gmWins: false, cause, clause: 'kakushin.battle.tiebreak.dice', reason: `${why}：HPの比率も体力も同じで、さいころの目が大きい` });
    }
  }
}

/** The steps of a turn after it begins, in order (kakushin.battle.turn). */
export const TURN_STEPS = ['recovery', 'ailments', 'panels', 'first-action', 'second-action', 'turn-end'] as const;
export type TurnStep = (typeof TURN_STEPS)[number];

/**
 * Begins the next turn: the turn number goes up by one (kakushin.battle.turn). The first player
 * is decided once, before turn 1 (kakushin.battle.note-initiative-once); under the reading
 * 'initiative-every-turn' it is decided again at the start of every later turn.
 */
function beginTurnMut(s: BattleState): void {
  if (s.first === null) initiativeMut(s);
  if (s.result) return;
  s.turn += 1;
  s.events.push({ type: 'turn-start', turn: s.turn });
  if (s.turn > 1 && plays(s, 'initiative-every-turn')) initiativeMut(s);
}

function stepMut(s: BattleState, step: TurnStep): void {
  const [first, second] = order(s) as [Side, Side];
  switch (step) {
    case 'recovery': return recoveryMut(s);
    case 'ailments': return ailmentMut(s);
    case 'panels': return acquisitionMut(s);
    case 'first-action': return actionMut(s, first);
    case 'second-action': return actionMut(s, second);
    case 'turn-end': return turnEndMut(s);
  }
}

/** Begins the next turn (deciding initiative first if needed), before its first step. */
export function beginTurn(state: BattleState): BattleState {
  const s = copy(state);
  beginTurnMut(s);
  return s;
}

/** Runs one step of the current turn (kakushin.battle.turn); nothing once the battle has ended. */
export function runTurnStep(state: BattleState, step: TurnStep): BattleState {
  const s = copy(state);
  if (!s.result) stepMut(s, step);
  return s;
}

/**
 * Plays the battle's steps in order from `next` (null: between turns, so the next turn begins
 * first, kakushin.battle.turn) until the step `until` has been played or the battle has ended.
 * Returns the battle and its next step, null between turns and once the battle is over. One copy
 * for all the steps: the states between them are never seen, so they need none of their own
 * (and no event holds a list a later step changes in place: events take copies of the panels).
 */
export function playSteps(state: BattleState, next: TurnStep | null, until: TurnStep): { battle: BattleState; next: TurnStep | null } {
  const s = copy(state);
  let step = next;
  for (;;) {
    if (step === null) {
      beginTurnMut(s);
      step = 'recovery';
    }
    if (s.result) break;
    const played: TurnStep = step;
    stepMut(s, played);
    const i = TURN_STEPS.indexOf(played);
    step = i === TURN_STEPS.length - 1 ? null : TURN_STEPS[i + 1]!;
    if (played === until || s.result) break;
  }
  return { battle: s, next: s.result ? null : step };
}
