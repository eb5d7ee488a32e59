/**
 * Chapter 23, チャージ効果の各種 (spec/twgp/23-charge-effect-kinds.md), option charge-effects:
 * the kinds that change a unit for the battle (プラス, ダウン, アクセル, スロー, ポイズン) and
 * those that answer another effect (リフレクト, クラック, ポーション, メディカル), with アナザー.
 * The counter condition (twgp.charge-effect.counter-condition) is judged where one effect
 * counters another: the answering level must be at least the answered one's, but for スロー
 * and メディカル, which work unconditionally.
 */
import { violation, type Failure } from '../core/violation.ts';
import { sameUnit } from './attack.ts';
import type { ChargeKind } from './charge-effect-card.ts';
import type { ChargeEffectAction, ChargeEffectDeclaration } from './charge-effect.ts';
import { releaseHack } from './charge-effect-kinds.ts';
import { accel, drain, evadeDirect, evadeRefusal, hazard, hazardCharge, hazardRefusal, jamming, slow } from './charge-effect-tactics.ts';
import { logOutCards, setUnit } from './field.ts';
import type { Performed, TwgpEvent } from './rules.ts';
import { seatOf, unitAt, withSeat, type Declaration, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { basePower, computedPower } from './status.ts';
import { effectTargets } from './bonds.ts';
import { reachSynchro, synchroMembers } from './charge-effect-bonds.ts';
import { engaged } from './timing.ts';
import { hazardCounter, hazardPile, unturnCounters } from './charge-effect-hazard-cards.ts';

/** The kinds this engine does not play yet: refused, naming the kind's clause. */
const NOT_PLAYED: readonly ChargeKind[] = [];
/** The kinds メディカル cancels (twgp.charge-effect.medical). */
const MEDICAL_CANCELS: readonly ChargeKind[] = ['ハック', 'ドレイン', 'ハザード', 'ダウン', 'スロー'];
const UNIT_KINDS: readonly ChargeKind[] = ['プラス', 'ダウン', 'アクセル', 'スロー', 'ポイズン', 'ポーション', 'ハザード', 'ジャミング', 'ドレイン'];

const clauseOf = (kind: ChargeKind): string => ({
  スペル: 'spell', リフレクト: 'reflect', プラス: 'plus', ダウン: 'down', アクセル: 'accel', スロー: 'slow', ポイズン: 'poison', ポーション: 'potion',
  ハック: 'hack', クラック: 'crack', ドレイン: 'drain', ハザード: 'hazard', メディカル: 'medical', ジャミング: 'jamming', コピー: 'copy', アナザー: 'another',
} as const)[kind];

/** The top charge effect on the stack another player used, if any. */
const answered = (state: TwgpState, player: PlayerId): ChargeEffectDeclaration | undefined => {
  const d = state.stack.at(-1);
  return d && d.kind === 'charge-effect' && d.by !== player ? d : undefined;
};

/** Why one of these kinds cannot be used so, or null. */
export function statusKindRefusal(state: TwgpState, player: PlayerId, kind: ChargeKind, a: ChargeEffectAction, target: Unit | undefined): Failure | null {
  if (NOT_PLAYED.includes(kind)) return violation(`twgp.charge-effect.${clauseOf(kind)}`, `this engine does not play the charge effect ${kind} yet`);
  // A ハザード may aim at a charge square instead; an アクセル that evades may aim at nothing: its user evades a direct (twgp.charge-effect.accel.note.evade-direct).
  if (UNIT_KINDS.includes(kind) && !target && !(kind === 'ハザード' && (a.charge || a.pile !== undefined || a.counter)) && !(kind === 'アクセル' && a.evade)) return violation(`twgp.charge-effect.${clauseOf(kind)}`, `a ${kind} aims at a unit: name the target`);
  if (!UNIT_KINDS.includes(kind) && kind !== 'メディカル' && a.target) return violation(`twgp.charge-effect.${clauseOf(kind)}`, `a ${kind} aims at no unit`);
  const evading = evadeRefusal(state, player, a, kind, target);
  if (evading) return evading;
  switch (kind) {
    case 'ハザード': {
      // A pile's top or a laid log counter: checked by kindRefusal (charge-effect-hazard-cards.ts).
      if (a.pile !== undefined || a.counter) return null;
      // A synchro is turned whole: the state named is one each of its units may take (twgp.charge-effect.note.bonds-kinds).
      const members = target && a.target ? synchroMembers(state, a.target).map((m) => unitAt(state, m.ref)!) : [target];
      for (const u of members) {
        const refused = hazardRefusal(state, player, a, u);
        if (refused) return refused;
      }
      return null;
    }
    case 'ジャミング':
      // twgp.charge-effect.jamming.note.use: on a unit of its user's.
      return target!.controller === player ? null : violation('twgp.charge-effect.jamming.note.use', 'a ジャミング is used on a unit of its user\'s');
    case 'スロー':
      // twgp.charge-effect.slow: against アクセル only — on the target or, the synchro taken whole, a unit of its (twgp.charge-effect.note.bonds-kinds).
      return synchroMembers(state, a.target!).some((m) => unitAt(state, m.ref)?.accel) ? null : violation('twgp.charge-effect.slow', 'a スロー works only against アクセル: the target (its synchro) has none');
    case 'リフレクト':
      // twgp.charge-effect.reflect: it bounces an effect aimed at its user's side.
      return answered(state, player)?.affects === player ? null : violation('twgp.charge-effect.reflect', 'a リフレクト answers a charge effect another player aimed at its user');
    case 'クラック':
      if (!a.named) return violation('twgp.charge-effect.crack.note.span', 'a クラック names the kind it makes powerless');
      // twgp.charge-effect.crack.not-another.
      return a.named === 'アナザー' ? violation('twgp.charge-effect.crack.not-another', 'a クラック cannot make アナザー powerless') : null;
    default:
      return null;
  }
}

const used = (d: ChargeEffectDeclaration, outcome: string, clause: string, more: Record<string, unknown> = {}): TwgpEvent => ({ type: 'charge-effect', effect: d.effect, by: d.by, level: d.level, outcome, clause, ...more });

/** The player whose counting クラック names this kind, if any (twgp.charge-effect.crack.note.span); アナザー never (twgp.charge-effect.another.keeps-text). */
export function crackedBy(state: TwgpState, d: ChargeEffectDeclaration): PlayerId | null {
  if (d.effect === 'アナザー') return null;
  for (const seat of state.seats) if (seat.chargeGrid.some((p) => p?.cracks === d.effect && p.count)) return seat.player;
  return null;
}

/** Sets one field of the charge square the use's cards lie on (a count effect's span, twgp.charge-effect.count-effect.span). */
function countOn(state: TwgpState, d: ChargeEffectDeclaration, extra: { cracks?: ChargeKind; guards?: number[] }): TwgpState {
  const seat = seatOf(state, d.holder ?? d.by)!;
  const placed = seat.chargeGrid[d.square];
  if (!placed) return state;
  return withSeat(state, { ...seat, chargeGrid: seat.chargeGrid.map((p, i) => (i === d.square ? { ...placed, count: { kind: 'count-e' as const, step: 0 }, ...extra } : p)) });
}

/** Applies one of these kinds. */
export function applyStatusKind(state: TwgpState, d: ChargeEffectDeclaration): Performed {
  const amount = d.strength * d.level;
  const ref = d.target;
  const target = ref && d.targetUid !== undefined ? sameUnit(state, ref, d.targetUid) : null;
  if (ref && !target) return { state, events: [used(d, 'fizzle', `twgp.charge-effect.${clauseOf(d.effect)}`, { reason: 'the target has left its square' })] };
  // プラス, ダウン, ドレイン and ハザード on a unit reach each unit of its synchro (twgp.charge-effect.bonds, twgp.charge-effect.note.bonds-kinds).
  if (target && SYNCHRO_WHOLE.includes(d.effect) && !d.charge) return reachSynchro(state, d, (s, r, u) => onUnit(s, d, r, u, amount));
  switch (d.effect) {
    case 'ハザード':
      // Not a unit: a pile's top, a laid log counter, or a charge square.
      return d.pile !== undefined ? hazardPile(state, d) : d.counter ? hazardCounter(state, d) : hazardCharge(state, d);
    case 'アクセル':
      // On no unit: its user evades the direct on them (twgp.charge-effect.accel.note.evade-direct).
      return ref ? accel(state, d, ref, target!) : evadeDirect(state, d);
    case 'スロー':
      // A synchro's every unit loses its アクセル (twgp.charge-effect.bonds, twgp.charge-effect.note.bonds-kinds).
      return reachSynchro(state, d, (s, r, u) => slow(s, d, r, u));
    case 'ジャミング':
      return jamming(state, d, ref!, target!);
    case 'ポイズン':
      return poison(state, d, ref!, target!);
    case 'ポーション':
      return potion(state, d, target!);
    case 'リフレクト':
      return reflect(state, d);
    case 'クラック':
      return crack(state, d);
    case 'メディカル':
      return medical(state, d);
    default:
      // アナザー: its own text, which the engine does not read; the use is made (its cost paid).
      return { state, events: [used(d, 'achieved', 'twgp.charge-effect.another.keeps-text')] };
  }
}

/** The kinds whose use on a synchro member reaches each unit of the synchro the same way (twgp.charge-effect.note.bonds-kinds). */
const SYNCHRO_WHOLE: readonly ChargeKind[] = ['プラス', 'ダウン', 'ドレイン', 'ハザード'];

/** プラス, ダウン, ドレイン or ハザード on one unit. */
function onUnit(state: TwgpState, d: ChargeEffectDeclaration, ref: UnitRef, target: Unit, amount: number): Performed {
  const set = (unit: Unit, outcome: string, clause: string, more: Record<string, unknown> = {}): Performed => ({ state: setUnit(state, ref, unit), events: [used(d, outcome, clause, { unit: ref, ...more })] });
  switch (d.effect) {
    case 'プラス':
      // twgp.charge-effect.plus.zero: nothing on a base-00 unit.
      if (basePower(target) === 0) return { state, events: [used(d, 'void', 'twgp.charge-effect.plus.zero', { unit: ref })] };
      // twgp.charge-effect.plus.amount: base effect × Ｌｖ, speed unchanged.
      return set({ ...target, plus: target.plus + amount }, 'achieved', 'twgp.charge-effect.plus.amount', { amount });
    case 'ダウン': {
      if (basePower(target) === 0) return { state, events: [used(d, 'void', 'twgp.charge-effect.down.zero', { unit: ref })] };
      // twgp.charge-effect.down.amount, twgp.charge-effect.down.floor: min(base effect × Ｌｖ, computed power − 01); none below 01 (twgp.charge-effect.down.note.below-floor).
      const removed = Math.max(0, Math.min(amount, computedPower(target) - 1));
      return set({ ...target, down: target.down + removed }, 'achieved', removed < amount ? 'twgp.charge-effect.down.floor' : 'twgp.charge-effect.down.amount', { amount: removed });
    }
    case 'ドレイン':
      return drain(state, d, ref, target);
    default:
      return hazard(state, d, ref, target);
  }
}

/**
 * ポイズン (twgp.charge-effect.poison): every weapon under the target to its owner's log, and no
 * new weapon laid or handed to it until the battle ends (twgp.charge-effect.poison.note.duration;
 * weapon.ts refuses, endTactics lifts it); none on a base-00 unit (twgp.charge-effect.poison.zero). A counting ポーション on the unit cancels
 * it (twgp.charge-effect.potion.note.span).
 */
function poison(state: TwgpState, d: ChargeEffectDeclaration, ref: UnitRef, target: Unit): Performed {
  if (basePower(target) === 0) return { state, events: [used(d, 'void', 'twgp.charge-effect.poison.zero', { unit: ref })] };
  const guarded = state.seats.some((s) => s.chargeGrid.some((p) => p?.count && p.guards?.includes(target.uid)));
  if (guarded) return { state, events: [used(d, 'void', 'twgp.charge-effect.potion.note.span', { unit: ref })] };
  // A unit in a synchro: the poison takes the whole synchro as one target, every unit's weapons (twgp.bonds.poison, twgp.intercept.poison, bonds.ts).
  const reached = effectTargets(state, ref);
  if (reached.length > 1) return poisonSynchro(state, d, reached);
  // Its weapons go to the log, and it takes no new one this battle (twgp.charge-effect.poison.note.duration).
  const cleared = setUnit(state, ref, { ...target, weapons: [], poisoned: true });
  const out = logOutCards(cleared, ref.player, target.weapons);
  return { state: out.state, events: [used(d, 'achieved', 'twgp.charge-effect.poison', { unit: ref, weapons: target.weapons.length }), ...out.events] };
}

/** ポイズン on a synchro: each unit's weapons to its owner's log, base-00 units excepted (twgp.bonds.poison, twgp.charge-effect.poison.zero). */
function poisonSynchro(state: TwgpState, d: ChargeEffectDeclaration, units: UnitRef[]): Performed {
  let next = state;
  const events: TwgpEvent[] = [];
  let weapons = 0;
  for (const r of units) {
    const u = unitAt(next, r);
    if (!u || basePower(u) === 0) continue;
    if (!u.weapons.length) {
      next = setUnit(next, r, { ...u, poisoned: true });
      continue;
    }
    weapons += u.weapons.length;
    const out = logOutCards(setUnit(next, r, { ...u, weapons: [], poisoned: true }), r.player, u.weapons);
    next = out.state;
    events.push(...out.events);
  }
  return { state: next, events: [used(d, 'achieved', 'twgp.bonds.poison', { unit: units[0], units, weapons }), ...events] };
}

/** Whether the answering level meets the answered one's (twgp.charge-effect.counter-condition). */
const meets = (d: ChargeEffectDeclaration, other: ChargeEffectDeclaration) => d.level >= other.level;

/** Marks the declaration voided by a clause. */
const voidIt = (state: TwgpState, other: Declaration, clause: string): TwgpState => ({ ...state, stack: state.stack.map((x) => (x === other ? { ...(x as ChargeEffectDeclaration), voided: clause } : x)) });

/**
 * ポーション (twgp.charge-effect.potion, twgp.charge-effect.potion.note.span): it cancels a
 * ポイズン waiting on the target, if its level meets it, and counts three re-actives guarding the unit.
 */
function potion(state: TwgpState, d: ChargeEffectDeclaration, target: Unit): Performed {
  // It guards every unit of the target's synchro (twgp.charge-effect.potion.note.span, twgp.charge-effect.bonds).
  const guards = synchroMembers(state, d.target!).map((m) => m.uid);
  let next = countOn(state, d, { guards });
  const events: TwgpEvent[] = [];
  const other = [...state.stack].reverse().find((x): x is ChargeEffectDeclaration => x.kind === 'charge-effect' && x.effect === 'ポイズン' && x.targetUid !== undefined && guards.includes(x.targetUid) && !x.voided);
  if (other) {
    if (meets(d, other)) next = voidIt(next, other, 'twgp.charge-effect.potion');
    else events.push(used(d, 'failed', 'twgp.charge-effect.counter-condition', { against: other.level }));
  }
  return { state: next, events: [...events, used(d, 'achieved', 'twgp.charge-effect.potion', { unit: d.target })] };
}

/**
 * リフレクト (twgp.charge-effect.reflect, twgp.charge-effect.reflect.note.where): the effect it
 * answers, now on top, turns back on its user at its level, the reflecting player using it
 * (directly) — on the unit it was used through,
 * else on a unit of that player's engaged in the fight, else a spell's direct on that player —
 * if the reflect's level meets it (twgp.charge-effect.reflect.condition); else it fails.
 */
function reflect(state: TwgpState, d: ChargeEffectDeclaration): Performed {
  const other = state.stack.at(-1);
  if (!other || other.kind !== 'charge-effect' || other.affects !== d.by) return { state, events: [used(d, 'fizzle', 'twgp.charge-effect.reflect', { reason: 'the effect answered is no longer there' })] };
  if (!meets(d, other)) return { state, events: [used(d, 'failed', 'twgp.charge-effect.reflect.condition', { against: other.level })] };
  const user = other.by;
  let turned: Partial<ChargeEffectDeclaration> | null = null;
  if (other.player !== undefined) turned = { player: user };
  else if (other.via && other.viaUid !== undefined && sameUnit(state, other.via, other.viaUid)) turned = { target: other.via, targetUid: other.viaUid };
  else {
    const seat = seatOf(state, user)!;
    const square = seat.battleGrid.findIndex((u, i) => u && u.controller === user && engaged(state, { player: user, square: i }));
    if (square >= 0) turned = { target: { player: user, square }, targetUid: seat.battleGrid[square]!.uid };
  }
  if (!turned) return { state: voidIt(state, other, 'twgp.charge-effect.reflect.note.where'), events: [used(d, 'achieved', 'twgp.charge-effect.reflect.note.where', { reason: 'nothing of its user to turn back on: the effect is void' })] };
  // The reflecting player now uses it, with the temporary right to target (twgp.charge-effect.reflect), directly.
  const { via: _via, viaUid: _viaUid, ...rest } = other;
  const back: ChargeEffectDeclaration = { ...rest, ...turned, by: d.by, affects: user, holder: other.holder ?? other.by };
  return { state: { ...state, stack: state.stack.map((x) => (x === other ? back : x)) }, events: [used(d, 'achieved', 'twgp.charge-effect.reflect.condition', { against: other.level, turnedOn: user })] };
}

/**
 * クラック (twgp.charge-effect.crack, twgp.charge-effect.crack.note.span): the latest use of
 * the named kind waiting on the stack is made powerless, if the crack's level meets it; then
 * the card counts three re-actives, in which every use of that kind is void.
 */
function crack(state: TwgpState, d: ChargeEffectDeclaration): Performed {
  let next = countOn(state, d, { cracks: d.named! });
  const events: TwgpEvent[] = [];
  const other = [...state.stack].reverse().find((x): x is ChargeEffectDeclaration => x.kind === 'charge-effect' && x.effect === d.named && !x.voided);
  if (other) {
    if (meets(d, other)) next = voidIt(next, other, 'twgp.charge-effect.crack');
    else events.push(used(d, 'failed', 'twgp.charge-effect.counter-condition', { against: other.level }));
  }
  return { state: next, events: [...events, used(d, 'achieved', 'twgp.charge-effect.crack', { named: d.named })] };
}

/**
 * The effects a メディカル cancels that still last on a unit this battle
 * (twgp.charge-effect.medical.note.grid): its ダウン goes; a ドレイン's cards work again; the
 * アクセル levels a スロー took come back; the state a ハザード changed goes back to the one
 * before it (twgp.charge-effect.medical.note.hazard). A ハック is released by the caller.
 */
function undoLasting(state: TwgpState, ref: UnitRef, u: Unit, events: TwgpEvent[]): TwgpState {
  const { drained: _d, slowed: _s, hazardFrom: _h, ...rest } = u;
  if (!u.down && !u.drained && !u.slowed && u.hazardFrom === undefined) return state;
  const undone: Unit = { ...rest, down: 0, ...(u.slowed ? { accel: true, accelLevel: (u.accel ? u.accelLevel ?? 1 : 0) + u.slowed } : {}) };
  if (u.hazardFrom !== undefined && u.hazardFrom !== u.mode) {
    undone.mode = u.hazardFrom;
    events.push({ type: 'mode', unit: ref, mode: u.hazardFrom, clause: 'twgp.charge-effect.medical.note.hazard' });
  }
  return setUnit(state, ref, undone);
}

/**
 * メディカル (twgp.charge-effect.medical, twgp.charge-effect.medical.note.grid): on one
 * player's battle grid (the target's, else the user's own), unconditionally
 * (twgp.charge-effect.medical.unconditional): every ハック, ドレイン, ハザード, ダウン and スロー
 * waiting on a unit there is void, the ダウン on its units goes, and its hacked units go back
 * to their owner (twgp.charge-effect.hack.note.end).
 */
function medical(state: TwgpState, d: ChargeEffectDeclaration): Performed {
  const grid = d.target?.player ?? d.by;
  // A card of the grid: a unit, or a log counter laid on it (a ハザード on it, charge-effect-hazard-cards.ts).
  const onGrid = (x: ChargeEffectDeclaration) => x.target?.player === grid || x.counter?.player === grid;
  let next: TwgpState = { ...state, stack: state.stack.map((x) => (x.kind === 'charge-effect' && MEDICAL_CANCELS.includes(x.effect) && onGrid(x) && !x.voided ? { ...x, voided: 'twgp.charge-effect.medical.unconditional' } : x)) };
  const events: TwgpEvent[] = [used(d, 'achieved', 'twgp.charge-effect.medical.unconditional', { grid })];
  // What lasts this battle on the grid's units is undone: the ダウン, a ドレイン's cards, a スロー's アクセル, a ハザード's state.
  seatOf(next, grid)!.battleGrid.forEach((u, square) => {
    if (u) next = undoLasting(next, { player: grid, square }, u, events);
  });
  // The log counters a ハザード turned on the grid this battle lie face down again.
  const unturned = unturnCounters(seatOf(next, grid)!);
  next = withSeat(next, unturned.seat);
  for (const square of unturned.squares) events.push({ type: 'counter-turned-back', player: grid, square, clause: 'twgp.charge-effect.medical.note.hazard' });
  for (const seat of next.seats) {
    seat.chargeGrid.forEach((p, i) => {
      // The units of the card's on this grid go back to their owner; the card goes once none is left to it (a synchro hacked whole: twgp.charge-effect.note.bonds-kinds).
      const here = (p?.hacks ?? []).filter((uid) => seatOf(next, grid)!.battleGrid.some((u) => u?.uid === uid));
      if (!p || !here.length) return;
      for (const uid of here) {
        const released = releaseHack(next, uid);
        next = released.state;
        events.push(...released.events);
      }
      const left = p.hacks!.filter((uid) => !here.includes(uid));
      const s = seatOf(next, seat.player)!;
      next = withSeat(next, { ...s, chargeGrid: s.chargeGrid.map((q, j) => (j !== i ? q : left.length ? { ...p, hacks: left } : null)) });
      if (left.length) return;
      const out = logOutCards(next, seat.player, [p.card, ...(p.stacked ?? [])]);
      next = out.state;
      events.push(...out.events);
    });
  }
  return { state: next, events };
}
