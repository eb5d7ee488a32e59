/**
 * A character's action (kakushin.battle.first-action, kakushin.battle.second-action): choosing
 * skills by the list order and the plan (chapter 02, 04), paying, the opponent's passive
 * skills (chapter 03), and what each effect does (chapters 03, 06, 07). These helpers work on
 * a draft state that the exported phase functions in battle.ts have already copied.
 */
import { nextInt } from '../core/rng.ts';
import { payCost, restorePaid, type Payment } from './cost.ts';
import { activeStatements, applying, type EvalContext } from './plan-eval.ts';
import { plays } from './readings.ts';
import { matchesSelector } from './skill-types.ts';
import type { BattleResult, BattleState, Effect, Fighter, Panel, PanelKind, Side, SkillDef, TargetSpec } from './types.ts';

export const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** A die roll: the next of the dice fixed in advance, if any, else from the state's generator. */
export function rollDie(s: BattleState): number {
  if (s.dice && s.dice.length > 0) return s.dice.shift()!;
  const [n, rng] = nextInt(s.rng, 6);
  s.rng = rng;
  return n + 1;
}

/** A uniform random index below n from the state's generator (kakushin.target.note-random). */
export function randomIndex(s: BattleState, n: number): number {
  const [i, rng] = nextInt(s.rng, n);
  s.rng = rng;
  return i;
}

export function finish(s: BattleState, result: BattleResult): void {
  s.result = result;
  s.events.push({ type: 'result', result });
}

const guardOf = (f: Fighter) => f.maintenance.reduce((sum, m) => sum + m.guard, 0);

/**
 * Damage to one side, less its maintained guards and `extraGuard` (a passive 防御); HP stops at 0
 * and the battle ends at once when it gets there (kakushin.battle.hp-zero).
 */
export function dealDamage(s: BattleState, to: Side, amount: number, extraGuard = 0, endAtZero = true): void {
  const f = s.fighters[to];
  const prevented = Math.min(amount, guardOf(f) + extraGuard);
  f.hp = Math.max(0, f.hp - (amount - prevented));
  s.events.push({ type: 'damage', side: to, amount: amount - prevented, prevented, hp: f.hp, maxHp: f.maxHp });
  if (endAtZero && f.hp === 0 && !s.result) {
    finish(s, { winner: other(to), losers: [to], gmWins: false, cause: 'hp-zero', clause: 'kakushin.battle.hp-zero', reason: `${f.name}のHPが0になった` });
  }
}

/** The plan's payment designation for one cost symbol (kakushin.cost.plan-check, kakushin.plan.payment). */
function designator(s: BattleState, side: Side, skill: SkillDef) {
  return (symbol: string, held: readonly Panel[]): PanelKind | null => {
    const ctx: EvalContext = { state: s, side, phase: 'payment', panels: held };
    for (const d of applying(ctx, 'pay')) {
      if (d.symbol !== symbol) continue;
      if (d.skills && !matchesSelector(d.skills, skill)) continue;
      if (held.some((p) => p.kind === d.panel)) return d.panel;
    }
    return null;
  };
}

/**
 * Pays a skill's cost from a side's panels by the procedure and its plan, or null if it cannot.
 * A plan without payment designations designates nothing, so it is not asked at every symbol.
 */
export function tryPay(s: BattleState, side: Side, skill: SkillDef): Payment | null {
  const designates = s.fighters[side].plan.some((st) => st.directive.kind === 'pay');
  return payCost(s.fighters[side].panels, skill.cost, designates ? designator(s, side, skill) : undefined, plays(s, 'leftmost-that-fits'));
}

const countKind = (panels: readonly Panel[], kind: PanelKind | 'any') => panels.filter((p) => kind === 'any' || p.kind === kind).length;

/**
 * The next skill a character uses in its action, with its payment, or null when none is usable
 * (kakushin.skill.use.topmost, kakushin.skill.use.repeat, kakushin.skill.order, kakushin.plan.prefer,
 * kakushin.plan.forbid, kakushin.plan.limit, kakushin.plan.reserve, kakushin.plan.note-order).
 */
export function chooseSkill(s: BattleState, side: Side): { skill: SkillDef; payment: Payment } | null {
  const f = s.fighters[side];
  const ctx: EvalContext = { state: s, side, phase: 'action' };
  const actives = f.skills.filter((k) => k.mode === 'active');
  // Preferred skills first, in plan order, then the list order; re-read at every choice. Without
  // a preference that applies, the list order itself (no new list at each of a loop's uses).
  const prefers = applying(ctx, 'prefer');
  let ordered = actives;
  if (prefers.length > 0) {
    ordered = [];
    for (const p of prefers) for (const k of actives) if (matchesSelector(p.skills, k) && !ordered.includes(k)) ordered.push(k);
    for (const k of actives) if (!ordered.includes(k)) ordered.push(k);
  }
  const forbids = applying(ctx, 'forbid');
  const limits = applying(ctx, 'limit');
  const reserves = applying(ctx, 'reserve');
  for (const skill of ordered) {
    if (forbids.some((d) => matchesSelector(d.skills, skill))) continue;
    if (limits.some((d) => matchesSelector(d.skills, skill) && (f.usesThisTurn[skill.name] ?? 0) >= d.max)) continue;
    const payment = tryPay(s, side, skill);
    if (!payment) continue; // kakushin.skill.use.usable
    const breaksReserve = reserves.some((d) => {
      const after = countKind(payment.remaining, d.panel);
      return after < d.n && after < countKind(f.panels, d.panel);
    });
    if (breaksReserve) continue;
    return { skill, payment };
  }
  return null;
}

/** Takes the payment and records the use (kakushin.skill.use.pay, kakushin.qa.panel-ailment-vanish). */
export function recordUse(s: BattleState, side: Side, skill: SkillDef, payment: Payment, passive: boolean): void {
  const f = s.fighters[side];
  f.panels = payment.remaining;
  f.usesThisTurn[skill.name] = (f.usesThisTurn[skill.name] ?? 0) + 1;
  s.events.push({ type: 'skill-used', side, skill: skill.name, passive, paid: payment.paid.map((p) => p.panel), panels: [...f.panels] });
}

/**
 * Whether a skill acts on the user's opponent: damages it, erases or ails its panels, binds its
 * plan or poisons it. What the reading 'passive-when-targeted' of
 * kakushin.skill.passive.note-scope lets passives answer.
 */
export function actsOnOpponent(skill: SkillDef): boolean {
  return skill.effects.some((e) => ['damage', 'erase-panels', 'bind-plan', 'poison'].includes(e.kind) || (e.kind === 'ail-panels' && e.on !== 'paid'));
}

/**
 * The opponent's passive skills answer one skill use, before it resolves
 * (kakushin.skill.passive.trigger, kakushin.skill.passive.note-scope): every use, or under the
 * reading 'passive-when-targeted' only a use of a skill that acts on them (actsOnOpponent).
 * Returns the damage its 防御 passives take off that skill, how many passives fired and whether
 * one was ミクニーの悪戯.
 */
export function triggerPassives(s: BattleState, actor: Side, used?: SkillDef): { guard: number; fired: number; refund: boolean } {
  if (used && plays(s, 'passive-when-targeted') && !actsOnOpponent(used)) return { guard: 0, fired: 0, refund: false };
  const side = other(actor);
  const f = s.fighters[side];
  const ctx: EvalContext = { state: s, side, phase: 'passive' };
  let guard = 0;
  let fired = 0;
  let refund = false;
  for (const skill of f.skills.filter((k) => k.mode === 'passive')) {
    if (s.result) break;
    if (applying(ctx, 'forbid').some((d) => matchesSelector(d.skills, skill))) continue;
    if (applying(ctx, 'limit').some((d) => matchesSelector(d.skills, skill) && (f.usesThisTurn[skill.name] ?? 0) >= d.max)) continue;
    const payment = tryPay(s, side, skill);
    if (!payment) continue;
    recordUse(s, side, skill, payment, true);
    fired += 1;
    for (const e of skill.effects) {
      if (e.kind === 'guard') guard += e.amount;
      else if (e.kind === 'counter') dealDamage(s, actor, e.amount); // kakushin.skill.counter.reactive
      else {
        if (e.kind === 'refund-cost') refund = true;
        resolveEffect(s, side, skill, payment, e, 0);
      }
      if (s.result) break;
    }
  }
  return { guard, fired, refund };
}

/**
 * Resolves every effect of a skill used in an action, then starts its maintenance
 * (kakushin.maintain.persist) unless a frozen panel paid for it (kakushin.canon.self-play.freeze-maintain).
 */
export function resolveSkill(s: BattleState, side: Side, skill: SkillDef, payment: Payment, passiveGuard: number): void {
  for (const e of skill.effects) {
    if (s.result) return;
    resolveEffect(s, side, skill, payment, e, passiveGuard);
  }
  if (s.result) return;
  if (skill.categories.includes('維持')) {
    const f = s.fighters[side];
    // kakushin.canon.self-play.freeze-maintain, kakushin.canon.self-play.note-freeze-paid:
    // a cost paid with any frozen panel cannot keep the skill maintained (under the reading
    // 'freeze-all-paid', only a cost paid wholly with frozen panels).
    const frozen = (p: { panel: Panel }) => p.panel.ailments.includes('Freeze');
    if (plays(s, 'freeze-all-paid') ? payment.paid.length > 0 && payment.paid.every(frozen) : payment.paid.some(frozen)) {
      return noEffect(s, side, skill, 'kakushin.canon.self-play.freeze-maintain', 'Freezeのパネルで支払ったので維持できない');
    }
    const guard = skill.effects.reduce((sum, e) => sum + (e.kind === 'guard' ? e.amount : 0), 0);
    f.maintenance.push({ skill: skill.name, cost: [...skill.cost], guard });
    s.events.push({ type: 'maintained', side, skill: skill.name, count: f.maintenance.filter((m) => m.skill === skill.name).length });
  }
}

function noEffect(s: BattleState, side: Side, skill: SkillDef, clause: string, reason: string): void {
  s.events.push({ type: 'no-effect', side, skill: skill.name, clause, reason });
}

/** One effect of the typed model (kakushin.pool.note-unavailable). */
function resolveEffect(s: BattleState, side: Side, skill: SkillDef, payment: Payment, e: Effect, passiveGuard: number): void {
  const f = s.fighters[side];
  const opp = other(side);
  switch (e.kind) {
    case 'damage':
      dealDamage(s, opp, e.amount, passiveGuard);
      return;
    case 'heal': {
      // kakushin.battle.note-heal-cap: never above maximum HP.
      const before = f.hp;
      f.hp = Math.min(f.maxHp, f.hp + e.amount);
      s.events.push({ type: 'heal', side, amount: f.hp - before, hp: f.hp, maxHp: f.maxHp });
      return;
    }
    case 'guard':
      if (!skill.categories.includes('維持')) noEffect(s, side, skill, 'kakushin.skill.passive.trigger', '軽減するダメージがない');
      return; // a maintained guard works through the maintenance record
    case 'counter':
      noEffect(s, side, skill, 'kakushin.skill.counter.reactive', '反撃は自分からダメージを与えない');
      return;
    case 'erase-panels': {
      const targets = choosePanelTargets(s, side, skill, e.count, undefined);
      if (targets.length === 0) return noEffect(s, side, skill, 'kakushin.target.random', '相手にパネルがない');
      const oppF = s.fighters[opp];
      const erased = targets.map((i) => oppF.panels[i]!);
      oppF.panels = oppF.panels.filter((_, i) => !targets.includes(i)); // kakushin.qa.used-is-gone
      s.events.push({ type: 'panels-erased', side: opp, panels: erased, clause: 'kakushin.qa.used-is-gone' });
      return;
    }
    case 'ail-panels': {
      if (e.on === 'paid') return noEffect(s, side, skill, 'kakushin.qa.cost-panel-ailment', 'コストに使ったパネルはもう存在しない');
      const targets = choosePanelTargets(s, side, skill, e.count, e.ailment);
      if (targets.length === 0) return noEffect(s, side, skill, 'kakushin.target.random', '相手にパネルがない');
      const oppF = s.fighters[opp];
      // A new panel object, never an edit in place: earlier events hold the old one as history.
      for (const i of targets) {
        const p = oppF.panels[i]!;
        if (!p.ailments.includes(e.ailment)) oppF.panels[i] = { ...p, ailments: [...p.ailments, e.ailment] };
      }
      s.events.push({ type: 'ailment-given', side: opp, ailment: e.ailment, on: 'panels', panels: targets.map((i) => oppF.panels[i]!) });
      return;
    }
    case 'bind-plan': {
      const sentence = choosePlanTarget(s, side, skill);
      if (sentence === null) return noEffect(s, side, skill, 'kakushin.target.random', '相手のプランに有効な記述がない');
      s.fighters[opp].bound.push({ sentence, recover: e.recover });
      s.events.push({ type: 'ailment-given', side: opp, ailment: 'Bind', on: 'plan', sentence });
      return;
    }
    case 'poison':
      s.fighters[opp].ailments.push({ name: 'Poison', recover: e.recover, damage: e.amount });
      s.events.push({ type: 'ailment-given', side: opp, ailment: 'Poison', on: 'character' });
      return;
    case 'discard-own-panels': {
      const gone = f.panels;
      f.panels = []; // kakushin.qa.wait: used means gone
      s.events.push({ type: 'panels-erased', side, panels: gone, clause: 'kakushin.qa.wait' });
      return;
    }
    case 'refund-cost':
      // kakushin.qa.mikuny-refund: the panels paid for this use count as not paid.
      f.panels = restorePaid(f.panels, payment.paid);
      s.events.push({ type: 'refund', side, panels: payment.paid.map((p) => p.panel), remaining: [...f.panels] });
      return;
    case 'return-to-unused':
      return noEffect(s, side, skill, 'kakushin.qa.no-return-to-unused', '未使用状態に戻るという概念がない');
    case 'self-play':
      // kakushin.canon.self-play.unused-null: nothing becomes unused; the paid panels are lost.
      f.lost.push(...payment.paid.map((p) => p.panel));
      return noEffect(s, side, skill, 'kakushin.canon.self-play.unused-null', '未使用状態という概念がない');
    case 'declare':
    case 'plan-capacity':
    case 'absorb':
    case 'unknown':
      return; // constant skills are never used (kakushin.canon.declare.passive)
  }
}

/**
 * Chooses `count` of the opponent's panels for an effect (kakushin.target.plan, kakushin.target.random,
 * kakushin.target.partial): the first applying designation that leaves candidates narrows the
 * choice, which is then uniform among them; otherwise uniform among all. Returns panel indices.
 */
export function choosePanelTargets(s: BattleState, side: Side, skill: SkillDef, count: number, ailment: string | undefined): number[] {
  const panels = s.fighters[other(side)].panels;
  const chosen: number[] = [];
  for (let n = 0; n < count; n++) {
    const candidates = panels.map((_, i) => i).filter((i) => !chosen.includes(i));
    if (candidates.length === 0) break;
    const ctx: EvalContext = { state: s, side, phase: 'target', using: skill };
    let narrowed: number[] = [];
    for (const d of applying(ctx, 'target')) {
      if (d.ailment !== undefined && d.ailment !== ailment) continue;
      narrowed = narrowPanels(d.target, candidates, panels);
      if (narrowed.length > 0) break;
    }
    const pool = narrowed.length > 0 ? narrowed : candidates;
    chosen.push(pool[randomIndex(s, pool.length)]!);
  }
  return chosen;
}

function narrowPanels(target: TargetSpec, candidates: number[], panels: readonly Panel[]): number[] {
  switch (target.kind) {
    case 'panel':
      return candidates.filter((i) => panels[i]!.kind === target.panel);
    case 'most-panels':
    case 'fewest-panels': {
      // kakushin.qa.skill-pattern: the opponent's skill pattern is all the panels it holds.
      const counts = new Map<PanelKind, number>();
      for (const i of candidates) counts.set(panels[i]!.kind, (counts.get(panels[i]!.kind) ?? 0) + 1);
      const values = [...counts.values()];
      const best = target.kind === 'most-panels' ? Math.max(...values) : Math.min(...values);
      return candidates.filter((i) => counts.get(panels[i]!.kind) === best);
    }
    case 'plan':
      return []; // a plan target does not fit a panel effect: the designation fails
  }
}

/** Chooses one statement of the opponent's plan for Bind (kakushin.target.plan, kakushin.target.random). */
export function choosePlanTarget(s: BattleState, side: Side, skill: SkillDef): number | null {
  const statements = activeStatements(s.fighters[other(side)]);
  if (statements.length === 0) return null;
  const ctx: EvalContext = { state: s, side, phase: 'target', using: skill };
  for (const d of applying(ctx, 'target')) {
    if (d.target.kind !== 'plan' || (d.ailment !== undefined && d.ailment !== 'Bind')) continue;
    const at = d.target.index === -1 ? statements.length - 1 : d.target.index - 1;
    const hit = statements[at];
    if (hit) return hit.sentence;
  }
  return statements[randomIndex(s, statements.length)]!.sentence;
}
