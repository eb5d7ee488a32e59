/**
 * Chapter 23, チャージ効果の各種 (spec/twgp/23-charge-effect-kinds.md), option charge-effects:
 * the attack a hacked unit was making (twgp.charge-effect.hack.continue-attack,
 * twgp.charge-effect.hack.note.own-target). A countering hack takes only the unit attacking its
 * user (twgp.charge-effect.hack.counter-side), so that unit's assault or charge boost is aimed
 * at the hacker's own side: it leaves the stack when the hack is achieved, and once the battle's
 * stack has resolved the hacker, who now controls the unit, chooses in the window
 * `hack-continue` either to go on with that attack against a target of their own choosing —
 * declared anew under their control, with no download again (a charge boost keeps the cards it
 * downloaded) — or to let it end.
 */
import { violation, type Failure } from '../core/violation.ts';
import { assaultTargetable } from './assault.ts';
import { opponentUnits, readRef, sameUnit } from './attack.ts';
import { jammingRefusal } from './master-skills.ts';
import type { ActionRule, Performed } from './rules.ts';
import { nextWindow, queueFirst } from './sequence.ts';
import type { AssaultDeclaration, ChargeBoostDeclaration, HackContinueWindow, PlayerId, TwgpState, UnitRef } from './state.ts';
import { unitAt } from './state.ts';
import { declareOuter } from './timing.ts';

/** An attack a hack can take over: an assault or a charge boost (the attacks aimed at a unit). */
export type TakenAttack = AssaultDeclaration | ChargeBoostDeclaration;

/** The window in which the hacker decides, when they have cleared the stack of the attack aimed at their side. */
export function offerContinuation(state: TwgpState, hacker: PlayerId, declaration: TakenAttack): TwgpState {
  return queueFirst(state, { kind: 'hack-continue', player: hacker, declaration });
}

export interface ContinueAttackAction {
  type: 'continue-attack';
  /** The new target of the attack; absent: the attack ends. */
  target?: UnitRef;
}

const windowOf = (state: TwgpState, player: PlayerId): HackContinueWindow | null =>
  state.window.kind === 'hack-continue' && state.window.player === player ? state.window : null;

/** The attacking unit, if it is still the one that attacked and the hacker still controls it. */
function attackerOf(state: TwgpState, w: HackContinueWindow) {
  const unit = sameUnit(state, w.declaration.attacker, w.declaration.attackerUid);
  return unit && unit.controller === w.player ? unit : null;
}

/**
 * Why the choice is refused: only in the hacker's window (twgp.charge-effect.hack.continue-attack);
 * a new target needs the unit still under the hacker's control, and a unit the hacker could
 * assault: another player's, face-up upright or grid-blast-declared (twgp.attack.assault.target),
 * not under S-jamming (twgp.master-skill.s-jamming).
 */
export function continueRefusal(state: TwgpState, player: PlayerId, action: ContinueAttackAction): Failure | null {
  const w = windowOf(state, player);
  if (!w) return violation('twgp.charge-effect.hack.continue-attack', 'an attack is taken over only by the player whose hack has just taken its attacking unit');
  if (!action.target) return null;
  if (!attackerOf(state, w)) return violation('twgp.charge-effect.hack.continue-attack', `the unit that attacked is no longer under ${player}'s control: its attack cannot go on`);
  const target = unitAt(state, action.target);
  if (!target || target.controller === player) return violation('twgp.attack.assault.target', `there is no opponent's unit at ${action.target.player}'s square ${action.target.square}`);
  if (!assaultTargetable(target)) return violation('twgp.attack.assault.target', `the target is ${target.mode}: an attack targets a face-up upright or grid-blast-declared unit`);
  return jammingRefusal(target, player);
}

/** The attack declared anew: the hacker's, against the new target, without the defender's joined units, the owner's surge or bonded units. */
function continued(state: TwgpState, player: PlayerId, d: TakenAttack, target: UnitRef): TakenAttack {
  const targetUnit = unitAt(state, target)!;
  const base = { ...d, by: player, affects: targetUnit.controller, sightOn: true, target, targetUid: targetUnit.uid };
  if (base.kind === 'charge-boost') return base;
  const { interceptUids: _i, bonds: _b, bondsUids: _u, bondsAnswer: _a, ...assault } = base;
  return { ...assault, intercept: [], surge: [] };
}

export const continueAttackRule: ActionRule<ContinueAttackAction> = {
  type: 'continue-attack',
  fields: ['type', 'target'],
  read(state, v, errors) {
    if (v.target === undefined) return { type: 'continue-attack' };
    const target = readRef(state, v.target, 'action.target', errors);
    return target ? { type: 'continue-attack', target } : undefined;
  },
  /** Letting the attack end, and going on against each unit it may now aim at. */
  offers(state, player) {
    const w = windowOf(state, player);
    if (!w) return [];
    const out: ContinueAttackAction[] = [{ type: 'continue-attack' }];
    for (const { ref } of opponentUnits(state, player)) if (!continueRefusal(state, player, { type: 'continue-attack', target: ref })) out.push({ type: 'continue-attack', target: ref });
    return out;
  },
  refusal: continueRefusal,
  /** twgp.charge-effect.hack.continue-attack: the attack goes on as an outer declaration of the hacker's, no download again; or it ends (twgp.charge-effect.hack.note.own-target). */
  perform(state, player, action): Performed {
    const w = state.window as HackContinueWindow;
    if (!action.target) return { state: nextWindow(state), events: [{ type: 'attack-continued', player, declaration: w.declaration.kind, outcome: 'ended', clause: 'twgp.charge-effect.hack.note.own-target' }] };
    const d = continued(state, player, w.declaration, action.target);
    const declared = declareOuter(state, d);
    return { state: declared.state, events: [{ type: 'attack-continued', player, declaration: d.kind, attacker: d.attacker, target: action.target, outcome: 'continued', clause: 'twgp.charge-effect.hack.continue-attack' }, ...declared.events] };
  },
};
