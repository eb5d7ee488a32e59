/**
 * Chapter 12, ダイレクトとダメージ (spec/twgp/12-direct.md), first half: the normal direct
 * (twgp.direct.normal) by its three methods (twgp.direct.method): A, an assault on a vital
 * counted as power 01 (twgp.direct.method.assault); B, the same with a unit the attacker hacks
 * on a third player's grid (twgp.direct.method.hack); C, the charge effect スペル
 * (twgp.direct.method.spell), which needs the option charge-effects (chapter 22; without it
 * method C is refused citing that clause; with it, charge-effect-direct.ts). And the units
 * that interrupt a direct (twgp.direct.method.interrupt-target).
 */
import { violation, type Failure } from '../core/violation.ts';
import { attackerRefusal, isUpright, ownUnits, readIndices, readRef, sameUnit } from './attack.ts';
import { performSpellDirect, spellDirectRefusal, spellLays } from './charge-effect-direct.ts';
import { judgeAssault } from './assault.ts';
import { loseVitals } from './damage.ts';
import { removeUnit, setMode } from './field.ts';
import type { ActionRule, Json, Resolver, TwgpEvent } from './rules.ts';
import { seatOf, unitAt, type DirectDeclaration, type PlayerId, type TwgpState, type UnitRef } from './state.ts';
import { computedPower } from './status.ts';
import { declareOuter, top } from './timing.ts';

/** The three normal direct methods (twgp.direct.method): A assault, B hack, C a charge effect. */
export const DIRECT_METHODS = ['assault', 'hack', 'charge-effect'] as const;
export type DirectMethod = (typeof DIRECT_METHODS)[number];

/** The 16 charge effects (twgp.charge-effect.kinds): only スペル may direct (twgp.direct.spell-only). */
export const CHARGE_EFFECT_KINDS = [
  'スペル', 'リフレクト', 'プラス', 'ダウン', 'アクセル', 'スロー', 'ポイズン', 'ポーション',
  'ハック', 'クラック', 'ドレイン', 'ハザード', 'メディカル', 'ジャミング', 'コピー', 'アナザー',
] as const;

export interface DirectAction {
  type: 'direct';
  /** The method (absent: B for a hacked attacker, else A). */
  method: DirectMethod;
  /** The attacking unit (methods A and B). */
  attacker?: UnitRef;
  /** The charge effect used (method C). */
  effect?: string;
  /** Method C: the hand cards of the スペル laid (its level); absent: the first スペル card in hand. */
  cards?: number[];
  /** The player whose vitals are attacked. */
  player: PlayerId;
}

/** The power a vital counts as in method A (twgp.direct.method.assault, twgp.direct.note.vital-power). */
export const VITAL_POWER = 1;

/**
 * Whether `player` controls a face-up upright unit: a direct on them needs none
 * (twgp.direct.condition, twgp.field.battle-grid.direct). Units are counted by control
 * (twgp.mode.hack.controller): a unit another player hacks on `player`'s grid is not theirs;
 * a unit `player` hacks on another grid (Hack-Active) is (twgp.direct.note.counted-units).
 */
export function hasUprightUnit(state: TwgpState, player: PlayerId): boolean {
  return ownUnits(state, player).some((u) => isUpright(u.unit));
}

/** Why the direct is refused, in the chapter's order of clauses, or null. */
export function directRefusal(state: TwgpState, player: PlayerId, action: DirectAction): Failure | null {
  const target = seatOf(state, action.player);
  if (action.method === 'charge-effect') {
    // twgp.direct.spell-only: of the charge effects only スペル directs.
    if (action.effect !== 'スペル') return violation('twgp.direct.spell-only', `the charge effect ${action.effect ?? '(none)'} cannot direct; only スペル can`);
    // twgp.direct.method.spell: method C lays a スペル on the charge grid, with the option charge-effects (charge-effect-direct.ts).
    return spellDirectRefusal(state, player, action.player, action.cards, target ? hasUprightUnit(state, action.player) : false);
  }
  // twgp.direct.method.timing: at Lock-On, with a unit the player controls, face-up upright, not engaged.
  const refused = attackerRefusal(state, player, action.attacker!, 'twgp.direct.method.timing');
  if (refused) return refused;
  if (!target || target.player === player || target.lost) return violation('twgp.direct', `${action.player} is not an opponent in the game`);
  const attacker = unitAt(state, action.attacker!)!;
  // twgp.direct.zero-limit: base power 00 cannot direct.
  if (attacker.card.power === 0) return violation('twgp.direct.zero-limit', 'a unit of base power 00 cannot direct');
  const hacked = attacker.mode === 'Hack-Active';
  // twgp.direct.hacked: a hacked unit never directs the player whose grid it is on.
  if (hacked && action.attacker!.player === action.player) return violation('twgp.direct.hacked', 'a hacked unit cannot direct the player whose grid it is on');
  // twgp.direct.method.hack, twgp.direct.note.hack-method: B is made with a unit the player hacks on a third grid; A with the player's own.
  if (action.method === 'hack' && !hacked) return violation('twgp.direct.method.hack', 'method B directs with a hacked unit (表タテ逆置き) on a grid other than the target\'s');
  if (action.method === 'assault' && hacked) return violation('twgp.direct.method.hack', 'a hacked unit on another player\'s grid directs by method B, turning 表ヨコ逆置き');
  // twgp.direct.condition: the target controls no face-up upright unit.
  if (hasUprightUnit(state, action.player)) return violation('twgp.direct.condition', `${action.player} controls a face-up upright unit`);
  return null;
}

function readDirect(state: TwgpState, v: Json, errors: { path: string; message: string }[]): DirectAction | undefined {
  const method = v.method === undefined ? 'assault' : v.method;
  if (!DIRECT_METHODS.includes(method as DirectMethod)) errors.push({ path: 'action.method', message: `must be one of ${DIRECT_METHODS.join(', ')} (twgp.direct.method)` });
  if (!state.seats.some((s) => s.player === v.player)) errors.push({ path: 'action.player', message: `must be one of the players ${state.seats.map((s) => s.player).join(', ')}` });
  const action: DirectAction = { type: 'direct', method: method as DirectMethod, player: v.player as string };
  if (method === 'charge-effect') {
    if (v.attacker !== undefined) errors.push({ path: 'action.attacker', message: 'method C (charge-effect) has no attacking unit' });
    if (!CHARGE_EFFECT_KINDS.includes(v.effect as never)) errors.push({ path: 'action.effect', message: `must name a charge effect: ${CHARGE_EFFECT_KINDS.join(', ')}` });
    action.effect = v.effect as string;
    if (v.cards !== undefined) action.cards = readIndices(v.cards, 'action.cards', errors, 1000);
    // The cards laid are a set, listed in ascending hand order: each direct has one form.
    const unsorted = action.cards?.findIndex((c, n) => n > 0 && c < action.cards![n - 1]!) ?? -1;
    if (unsorted > 0) errors.push({ path: `action.cards[${unsorted}]`, message: 'must list the hand indices in ascending order' });
  } else {
    if (v.effect !== undefined) errors.push({ path: 'action.effect', message: 'only method C (charge-effect) names a charge effect' });
    if (v.cards !== undefined) errors.push({ path: 'action.cards', message: 'only method C (charge-effect) lays cards from the hand' });
    action.attacker = readRef(state, v.attacker, 'action.attacker', errors);
    // No method given: B for a hacked attacker, A otherwise (twgp.direct.note.method-per-unit).
    if (v.method === undefined && action.attacker && unitAt(state, action.attacker)?.mode === 'Hack-Active') action.method = 'hack';
  }
  return errors.length ? undefined : action;
}

export const directRule: ActionRule<DirectAction> = {
  type: 'direct',
  fields: ['type', 'method', 'attacker', 'effect', 'player', 'cards'],
  read: readDirect,
  /** Methods A and B for every unit and opponent; C (with the option charge-effects) for every opponent, with the first スペル of the hand (no cards given) and with each set of a スペル's copies up to the level cap (charge-effect-direct.ts spellLays). */
  offers(state, player) {
    if (state.window.kind !== 'battle' || state.right !== player || state.turn.player !== player) return [];
    const out: DirectAction[] = [];
    for (const a of ownUnits(state, player)) {
      for (const seat of state.seats) {
        const action: DirectAction = { type: 'direct', method: a.unit.mode === 'Hack-Active' ? 'hack' : 'assault', attacker: a.ref, player: seat.player };
        if (!directRefusal(state, player, action)) out.push(action);
      }
    }
    const lays = state.options['charge-effects'] === true ? spellLays(state, player) : [undefined];
    for (const seat of state.seats) {
      for (const cards of lays) {
        const action: DirectAction = { type: 'direct', method: 'charge-effect', effect: 'スペル', player: seat.player, ...(cards ? { cards } : {}) };
        if (!directRefusal(state, player, action)) out.push(action);
      }
    }
    return out;
  },
  refusal: directRefusal,
  perform(state, player, action) {
    if (action.method === 'charge-effect') return performSpellDirect(state, player, action.player, action.cards);
    const method = action.method === 'hack' ? 'hack' : 'assault';
    const declaration: DirectDeclaration = {
      kind: 'direct', by: player, affects: action.player, sightOn: true, method,
      attacker: action.attacker!, attackerUid: unitAt(state, action.attacker!)!.uid,
    };
    // twgp.direct.right-passes: the right of action passes to the player attacked.
    const declared = declareOuter(state, declaration);
    return { state: declared.state, events: [{ type: 'direct-declared', attacker: action.attacker, player: action.player, method }, ...declared.events] };
  },
};

/**
 * A unit put face-up upright to stop a direct on its player (unstealthed, re-activated or
 * charge-summoned) becomes the direct's target (twgp.direct.method.interrupt-target,
 * twgp.drive.charge.block-direct, twgp.stealth.unstealth-block): the first such unit is the
 * target; every further one is recorded, and the directed player may pick another of them
 * (`direct-target`). Only while the top declaration is a direct on `player`.
 */
export function interruptDirect(state: TwgpState, player: PlayerId, ref: UnitRef): { state: TwgpState; events: TwgpEvent[] } {
  const d = top(state);
  if (!d || d.kind !== 'direct' || d.affects !== player) return { state, events: [] };
  const uid = unitAt(state, ref)!.uid;
  const before = d.interrupters ?? (d.interceptor && d.interceptorUid !== undefined ? [{ ref: d.interceptor, uid: d.interceptorUid }] : []);
  const interrupters = [...before, { ref, uid }];
  const chosen = d.interceptor ? { interceptor: d.interceptor, interceptorUid: d.interceptorUid } : { interceptor: ref, interceptorUid: uid };
  const stack = [...state.stack.slice(0, -1), { ...d, ...chosen, interrupters }];
  return { state: { ...state, stack }, events: [{ type: 'direct-interrupted', unit: ref, target: chosen.interceptor, clause: 'twgp.direct.method.interrupt-target' }] };
}

/** The interrupting units still on the field as they were, of the direct on top. */
function interrupting(state: TwgpState, d: DirectDeclaration): { ref: UnitRef; uid: number }[] {
  return (d.interrupters ?? []).filter((u) => sameUnit(state, u.ref, u.uid));
}

/**
 * The directed player picks which of several interrupting units the direct targets
 * (twgp.direct.method.interrupt-target), while they hold the right and the direct is on top.
 */
export const directTargetRule: ActionRule<{ type: 'direct-target'; unit: UnitRef }> = {
  type: 'direct-target',
  fields: ['type', 'unit'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    return unit ? { type: 'direct-target', unit } : undefined;
  },
  offers(state, player) {
    const d = top(state);
    if (!d || d.kind !== 'direct' || d.affects !== player || state.right !== player || state.window.kind !== 'respond') return [];
    const units = interrupting(state, d);
    if (units.length < 2) return [];
    return units.filter((u) => !(d.interceptor && u.ref.player === d.interceptor.player && u.ref.square === d.interceptor.square)).map((u) => ({ type: 'direct-target' as const, unit: u.ref }));
  },
  refusal(state, player, action) {
    const d = top(state);
    if (!d || d.kind !== 'direct' || d.affects !== player || state.right !== player || state.window.kind !== 'respond') return violation('twgp.direct.method.interrupt-target', `${player} has no direct on them to answer now`);
    const hit = interrupting(state, d).find((u) => u.ref.player === action.unit.player && u.ref.square === action.unit.square);
    return hit ? null : violation('twgp.direct.method.interrupt-target', 'the target must be one of the units that interrupted the direct');
  },
  perform(state, _player, action) {
    const d = top(state) as DirectDeclaration;
    const uid = unitAt(state, action.unit)!.uid;
    const stack = [...state.stack.slice(0, -1), { ...d, interceptor: action.unit, interceptorUid: uid }];
    return { state: { ...state, stack }, events: [{ type: 'direct-target', unit: action.unit, clause: 'twgp.direct.method.interrupt-target' }] };
  },
};

/**
 * Resolves a direct by method A or B: against the interrupting unit, an ordinary assault
 * and no vital is lost (twgp.direct.method.interrupt-target, twgp.direct.note.interrupt);
 * else against a vital of power 01 (twgp.direct.method.assault, twgp.direct.note.vital-power):
 * more power wins one vital and the attacker turns sideways (B: 表ヨコ逆置き,
 * twgp.direct.method.hack); equal power takes the vital and logs out the attacker; less power
 * loses the attacker. One vital per normal direct (twgp.direct.rapid-fire).
 */
export const resolveDirect: Resolver<DirectDeclaration> = (state, d) => {
  const attacker = sameUnit(state, d.attacker, d.attackerUid);
  if (!attacker) return { state, events: [{ type: 'fizzle', declaration: 'direct', clause: 'twgp.direct', reason: 'the attacker has left the field' }] };
  if (d.interceptor && d.interceptorUid !== undefined && sameUnit(state, d.interceptor, d.interceptorUid)) {
    const judged = judgeAssault(state, d.attacker, [d.interceptor]);
    return { state: judged.state, events: [{ type: 'direct-blocked', unit: d.interceptor, clause: 'twgp.direct.method.interrupt-target' }, ...judged.events] };
  }
  const power = computedPower(attacker);
  const outcome = power > VITAL_POWER ? 'win' : power === VITAL_POWER ? 'draw' : 'lose';
  const clause = d.method === 'hack' ? 'twgp.direct.method.hack' : 'twgp.direct.method.assault';
  const events: TwgpEvent[] = [{ type: 'direct', attacker: d.attacker, player: d.affects, method: d.method, attackPower: power, vitalPower: VITAL_POWER, outcome, clause }];
  let next = state;
  if (outcome === 'win') {
    next = setMode(next, d.attacker, attacker.mode === 'Hack-Active' ? 'Hack-Save' : 'Save');
    events.push({ type: 'mode', unit: d.attacker, mode: unitAt(next, d.attacker)!.mode });
  } else {
    const removed = removeUnit(next, d.attacker);
    next = removed.state;
    events.push(...removed.events);
  }
  if (outcome === 'lose') return { state: next, events };
  // twgp.direct.rapid-fire: one vital, whatever the power.
  const lost = loseVitals(next, d.affects, 1, d.by, 'normal-direct');
  return { state: lost.state, events: [...events, ...lost.events] };
};
