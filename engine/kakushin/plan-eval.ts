/**
 * Chapter 04, プラン (spec/kakushin/04-plan.md): evaluating a parsed plan against the battle
 * state. Conditions are checked at each decision with the state as it is then
 * (kakushin.plan.evaluate); when several statements apply, the earlier one wins
 * (kakushin.plan.note-order). Statements under Bind are ignored while bound.
 */
import { matchesSelector } from './skill-types.ts';
import type { BattleState, Comparison, Condition, Directive, Fighter, Panel, PanelKind, Side, SkillDef, Statement } from './types.ts';

export interface EvalContext {
  state: BattleState;
  side: Side;
  /** Which decision is being taken; turn-end conditions hold only at turn end. */
  phase: 'initiative' | 'acquisition' | 'action' | 'payment' | 'passive' | 'target' | 'turn-end';
  /** The skill being resolved, for 「○○を使った場合」 in a target choice. */
  using?: SkillDef;
  /** The deciding character's panels as they stand mid-payment. */
  panels?: readonly Panel[];
}

function cmp(a: number, op: Comparison, b: number): boolean {
  switch (op) {
    case '>=': return a >= b;
    case '<=': return a <= b;
    case '<': return a < b;
    case '>': return a > b;
    case '=': return a === b;
  }
}

const other = (side: Side): Side => (side === 0 ? 1 : 0);

/** Statements of a fighter's plan that are in force (not under Bind). */
export function activeStatements(f: Fighter): Statement[] {
  return f.plan.filter((s) => !f.bound.some((b) => b.sentence === s.sentence));
}

/** Whether one condition holds now (kakushin.plan.conditions, kakushin.plan.evaluate). */
export function conditionHolds(c: Condition, ctx: EvalContext): boolean {
  const self = ctx.state.fighters[ctx.side];
  const opp = ctx.state.fighters[other(ctx.side)];
  const whoF = (w: 'self' | 'opponent') => (w === 'self' ? self : opp);
  switch (c.kind) {
    case 'panel-count': {
      const panels = c.who === 'self' ? (ctx.panels ?? self.panels) : opp.panels;
      const n = panels.filter((p) => c.panel === 'any' || p.kind === c.panel).length;
      return cmp(n, c.cmp, c.n);
    }
    case 'stat':
      return cmp(whoF(c.who).points[c.stat], c.cmp, c.n);
    case 'hp':
      return cmp(whoF(c.who).hp, c.cmp, c.n);
    case 'hp-percent': {
      const f = whoF(c.who);
      return cmp(f.hp * 100, c.cmp, c.n * f.maxHp); // exact: hp/max vs n/100
    }
    case 'turn':
      return cmp(ctx.state.turn, c.cmp, c.n);
    case 'order':
      return ctx.state.first !== null && (ctx.state.first === ctx.side) === c.first;
    case 'holds':
      return whoF(c.who).skills.some((s) => s.name === c.skill);
    case 'using':
      if (ctx.using) return matchesSelector(c.skills, ctx.using);
      return self.skills.some((s) => matchesSelector(c.skills, s) && (self.usesThisTurn[s.name] ?? 0) > 0);
    case 'turn-end':
      return ctx.phase === 'turn-end';
  }
}

export function statementApplies(s: Statement, ctx: EvalContext): boolean {
  return s.conditions.every((c) => conditionHolds(c, ctx));
}

/** Directives of one kind from statements that apply now, earliest first. */
export function applying<K extends Directive['kind']>(ctx: EvalContext, kind: K): Extract<Directive, { kind: K }>[] {
  const f = ctx.state.fighters[ctx.side];
  // One pass, no intermediate lists: asked several times at every skill choice of an action.
  const out: Extract<Directive, { kind: K }>[] = [];
  for (const s of f.plan) {
    if (s.directive.kind !== kind || f.bound.some((b) => b.sentence === s.sentence)) continue;
    if (statementApplies(s, ctx)) out.push(s.directive as Extract<Directive, { kind: K }>);
  }
  return out;
}

/** The first applying order directive of a kind, completed with the default order 火水風地剣. */
export function kindOrder(ctx: EvalContext, kind: 'panel-order' | 'reduce-order'): PanelKind[] {
  const all: PanelKind[] = ['火', '水', '風', '地', '剣'];
  const d = applying(ctx, kind)[0];
  if (!d) return all;
  return [...d.order, ...all.filter((k) => !d.order.includes(k))];
}
