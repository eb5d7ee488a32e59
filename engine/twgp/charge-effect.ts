/**
 * Chapter 22, チャージ・エフェクト (spec/twgp/22-charge-effects.md), option charge-effects:
 * using a charge effect. The player holding the right lays one card, or several of the same
 * card (its level), from the hand face-up upright on the charge grid
 * (twgp.card-type.charge-effect.activate, twgp.charge-effect.level.stack), directly or through
 * a unit engaged in the fight (twgp.charge-effect.who, twgp.charge-effect.note.via-unit).
 * A use on the player's own units only is an inner operation, done at once with the right
 * staying (twgp.charge-effect.own-side, timing パラレル); a use that reaches another player is
 * an outer declaration on the stack (timing アドヴァンテージ, twgp.charge-effect.timing) and
 * the right passes to that player. The effect works in that battle only: when the stack has
 * resolved, the cards go to the log, but the count effects, which count three re-actives on
 * the charge grid (twgp.charge-effect.duration, twgp.charge-effect.count-effect.span,
 * twgp.charge-effect.count-effect.steps; count.ts counts them). What the cards make is
 * charge-effect-use.ts, what each kind does charge-effect-kinds.ts, the offers charge-effect-offers.ts.
 */
import { violation, type Failure } from '../core/violation.ts';
import { readIndices, readRef } from './attack.ts';
import { CHARGE_KINDS, COUNT_EFFECTS, type ChargeKind } from './charge-effect-card.ts';
import { asUsed, cardsOf, isFailure, leadOf, specOf, useOf, type Use } from './charge-effect-use.ts';

export { asUsed, levelCap, specOf, useOf, type Use } from './charge-effect-use.ts';
import { applyKind, kindRefusal, reachesOthers } from './charge-effect-kinds.ts';
import { endTactics, HAZARD_MODES, type HazardMode } from './charge-effect-tactics.ts';
import { endSummoned, summon, summonRefusal, type AnotherSummon } from './charge-effect-another.ts';
import { chargeEffectOffers } from './charge-effect-offers.ts';
import { costRefusal, payCost } from './cost.ts';
import { emptyChargeSquares, logOutCards } from './field.ts';
import { optionOn } from './options.ts';
import type { ActionRule, Json, Performed, Resolver, TwgpEvent } from './rules.ts';
import { then } from './sequence.ts';
import { seatOf, unitAt, withSeat, type Card, type PlayerId, type TwgpState, type UnitRef } from './state.ts';
import { declareOuter, engaged, mayOperate, withoutRight } from './timing.ts';

/** A charge effect waiting on the stack (an outer use, twgp.charge-effect.timing). */
export interface ChargeEffectDeclaration {
  kind: 'charge-effect';
  by: PlayerId;
  affects: PlayerId;
  sightOn: boolean;
  /** The kind used (twgp.charge-effect.kinds) and the card's name. */
  effect: ChargeKind;
  card: string;
  /** Ｌｖ: the cards stacked (twgp.charge-effect.level). */
  level: number;
  /** 基本の威力 of one card (twgp.charge-effect.enhanced). */
  strength: number;
  /** The charge square the cards lie on, of `by`'s grid (of `holder`'s when a リフレクト turned it). */
  square: number;
  /** Whose charge grid holds the cards, when not `by`'s (a use a リフレクト turned back, twgp.charge-effect.reflect.note.where). */
  holder?: PlayerId;
  target?: UnitRef;
  targetUid?: number;
  /** A player's vitals aimed at (a spell's direct, method C: twgp.direct.method.spell). */
  player?: PlayerId;
  /** The engaged unit it is used through (twgp.charge-effect.who); absent: the player directly. */
  via?: UnitRef;
  viaUid?: number;
  /** クラック: the kind named (twgp.charge-effect.crack.note.span). */
  named?: ChargeKind;
  /** Set when another effect voided it before it resolved: the clause. */
  voided?: string;
  /** ハザード: the state the target is changed to (twgp.charge-effect.hazard.note.states). */
  mode?: HazardMode;
  /** アクセル: the target evades the attack on top aimed at it (twgp.charge-effect.accel.evade); with no target, its user the direct on them (twgp.charge-effect.accel.note.evade-direct). */
  evade?: boolean;
  /** ハザード: the charge square aimed at, `player` its grid's owner (twgp.charge-effect.hazard.charge-deck). */
  charge?: UnitRef;
  /** ハザード: the player whose pile's top it turns (twgp.card-type.log-counter.note.hazard-deck). */
  pile?: PlayerId;
  /** ハザード: the battle square of a log counter laid face down it turns (twgp.card-type.log-counter.hazard). */
  counter?: UnitRef;
}

export interface ChargeEffectAction {
  type: 'charge-effect';
  /** Hand indices of the cards laid, all the same card: their number is the level. */
  cards: number[];
  /** The unit it aims at. */
  target?: UnitRef;
  /** The engaged unit it is used through; absent: the player directly. */
  via?: UnitRef;
  /** クラック: the kind it names; コピー: the kind it takes from a log (twgp.charge-effect.copy). */
  named?: ChargeKind;
  /** コピー cards alone taking a クラック (`named` クラック): the kind that クラック names (twgp.charge-effect.copy.note.crack). */
  crackNamed?: ChargeKind;
  /** ハザード: the state the target is changed to. */
  mode?: HazardMode;
  /** アクセル: evade the attack on top aimed at the target; with no target, the direct on top aimed at the user (twgp.charge-effect.accel.note.evade-direct). */
  evade?: boolean;
  /** ハザード: a face-down card of another player's charge grid it turns face-up sideways (twgp.charge-effect.hazard.charge-deck). */
  charge?: UnitRef;
  /** ハザード: another player whose pile's top cards it turns face-up sideways, Ｌｖ cards (twgp.card-type.log-counter.note.hazard-deck). */
  pile?: PlayerId;
  /** ハザード: a log counter laid face down on another player's battle grid it turns face-up sideways (twgp.card-type.log-counter.hazard). */
  counter?: UnitRef;
  /** アナザー that summons: the hand unit and the square of the user's grid (charge-effect-another.ts). */
  summon?: AnotherSummon;
}

/** Whether the option is adopted (twgp.charge-effect.option). */
export const chargeEffectsOn = (state: TwgpState): boolean => optionOn(state, 'charge-effects');

/** Why the use is refused, in the chapters' order, or null. */
export function chargeEffectRefusal(state: TwgpState, player: PlayerId, a: ChargeEffectAction): Failure | null {
  // twgp.charge-effect.option: only when the option is adopted.
  if (!chargeEffectsOn(state)) return violation('twgp.charge-effect.option', 'charge effects are used only with the option charge-effects');
  const seat = seatOf(state, player)!;
  const use = useOf(state, player, a);
  if (isFailure(use)) return use;
  const cards = cardsOf(state, player, a);
  // The cards need a charge square of their own (twgp.field.charge-grid.stack).
  if (!emptyChargeSquares(seat).length) return violation('twgp.card-type.charge-effect.activate', `${player}'s charge grid has no free square to lay the card on`);
  // twgp.charge-effect.who, twgp.charge-effect.note.via-unit: through a unit of the player's engaged in the fight.
  if (a.via) {
    const via = unitAt(state, a.via);
    if (!via || via.controller !== player) return violation('twgp.charge-effect.who', 'a charge effect is used by the player, directly or through a unit of theirs');
    if (!engaged(state, a.via)) return violation('twgp.charge-effect.note.via-unit', 'only a unit engaged in an attack or its defence can be used through');
  }
  const spec = { ...leadOf(cards).charge!, kind: use.kind };
  a = asUsed(state, player, a, use.kind);
  const outer = reachesOthers(state, player, spec.kind, a);
  // twgp.charge-effect.timing: inner at Parallel, outer at Advantage (holding the right of action);
  // スロー takes the right from the opponent (twgp.charge-effect.slow): in the battle, whoever holds it.
  if (spec.kind === 'スロー') {
    if (state.result || (state.window.kind !== 'battle' && state.window.kind !== 'respond')) return violation('twgp.charge-effect.slow', 'a スロー is used in a battle, against an アクセル');
  } else if (outer) {
    const refused = withoutRight(state, player);
    if (refused) return refused;
    if (state.window.kind !== 'battle' && state.window.kind !== 'respond') return violation('twgp.charge-effect.timing', 'a charge effect reaching another player is used in the battle sequence or in answer to a declaration (アドヴァンテージ)');
  } else if (!mayOperate(state, player)) {
    return withoutRight(state, player) ?? violation('twgp.charge-effect.timing', `${player} cannot use a charge effect now (パラレル)`);
  }
  const refused = kindRefusal(state, player, spec.kind, a, use.level);
  if (refused) return refused;
  // twgp.charge-effect.cost: アナザー pays its printed cost (a numeric one as 1 vital: twgp.charge-effect.cost.numeric); the 15 others pay none (twgp.charge-effect.reading.conditions-void).
  const summoning = summonRefusal(state, player, a.cards, spec, a.summon);
  if (summoning) return summoning;
  if (spec.kind === 'アナザー' && spec.cost) return costRefusal(state, player, spec.cost, null);
  return null;
}

function readAction(state: TwgpState, v: Json, errors: { path: string; message: string }[]): ChargeEffectAction | undefined {
  const seat = state.seats.find((s) => s.player === state.right) ?? state.seats[0]!;
  const cards = readIndices(v.cards, 'action.cards', errors, Math.max(1, ...state.seats.map((s) => s.hand.length)));
  if (cards && !cards.length) errors.push({ path: 'action.cards', message: 'must list the hand cards laid: one, or several of the same card (twgp.charge-effect.level)' });
  // The cards laid are a set: listed once, in hand order, so that each use has one form (the first not a コピー goes on top).
  const unsorted = cards?.findIndex((c, n) => n > 0 && c < cards[n - 1]!) ?? -1;
  if (cards && unsorted > 0) errors.push({ path: `action.cards[${unsorted}]`, message: 'must list the hand indices in ascending order' });
  const a: ChargeEffectAction = { type: 'charge-effect', cards: cards ?? [] };
  if (v.target !== undefined) a.target = readRef(state, v.target, 'action.target', errors);
  if (v.via !== undefined) a.via = readRef(state, v.via, 'action.via', errors);
  if (v.named !== undefined) {
    if (!CHARGE_KINDS.includes(v.named as ChargeKind)) errors.push({ path: 'action.named', message: `must be one of the sixteen charge effects: ${CHARGE_KINDS.join(', ')}` });
    else a.named = v.named as ChargeKind;
  }
  if (v.crackNamed !== undefined) {
    if (!CHARGE_KINDS.includes(v.crackNamed as ChargeKind)) errors.push({ path: 'action.crackNamed', message: `must be one of the sixteen charge effects: ${CHARGE_KINDS.join(', ')}` });
    else a.crackNamed = v.crackNamed as ChargeKind;
  }
  if (v.mode !== undefined) {
    if (!HAZARD_MODES.includes(v.mode as HazardMode)) errors.push({ path: 'action.mode', message: `must be one of ${HAZARD_MODES.join(', ')} (twgp.charge-effect.hazard.note.states)` });
    else a.mode = v.mode as HazardMode;
  }
  if (v.charge !== undefined) {
    const c = v.charge as Record<string, unknown> | null;
    const width = state.seats[0]?.chargeGrid.length ?? 0;
    if (typeof c !== 'object' || c === null || !state.seats.some((s) => s.player === c.player) || !Number.isSafeInteger(c.square) || (c.square as number) < 0 || (c.square as number) >= width) errors.push({ path: 'action.charge', message: `must be a charge square {player, square} (square 0–${width - 1})` });
    else a.charge = { player: c.player as string, square: c.square as number };
  }
  if (v.pile !== undefined) {
    if (!state.seats.some((s) => s.player === v.pile)) errors.push({ path: 'action.pile', message: `must be a player of the game: ${state.seats.map((s) => s.player).join(', ')}` });
    else a.pile = v.pile as string;
  }
  if (v.counter !== undefined) a.counter = readRef(state, v.counter, 'action.counter', errors);
  if (v.summon !== undefined) {
    const o = v.summon as Record<string, unknown> | null;
    const square = o && typeof o === 'object' ? readRef(state, o.square, 'action.summon.square', errors) : undefined;
    if (!o || typeof o !== 'object' || !Number.isSafeInteger(o.card) || (o.card as number) < 0) errors.push({ path: 'action.summon', message: 'must be {card, square}: the hand index of the unit and the square it goes on' });
    else if (square) a.summon = { card: o.card as number, square };
  }
  if (v.evade !== undefined) {
    if (typeof v.evade !== 'boolean') errors.push({ path: 'action.evade', message: 'must be true or false' });
    else if (v.evade) a.evade = true;
  }
  void seat;
  return errors.length ? undefined : a;
}

/**
 * Lays the cards on the leftmost free charge square, face-up upright, the others stacked
 * under the first (twgp.card-type.charge-effect.activate, twgp.field.charge-grid.stack), and
 * pays アナザー's cost (twgp.charge-effect.cost). Returns the square.
 */
export function layCards(state: TwgpState, player: PlayerId, indices: number[]): { state: TwgpState; square: number; cards: Card[]; events: TwgpEvent[] } {
  const seat = seatOf(state, player)!;
  // The first card not a コピー on top, the copies under it (twgp.charge-effect.copy.same-time).
  const cards = [...indices.map((i) => seat.hand[i]!)].sort((x, y) => Number(x.charge?.kind === 'コピー') - Number(y.charge?.kind === 'コピー'));
  const square = emptyChargeSquares(seat)[0]!;
  const [top, ...under] = cards;
  const chargeGrid = seat.chargeGrid.map((p, i) => (i === square ? { card: top!, mode: 'Active' as const, ...(under.length ? { stacked: under } : {}) } : p));
  const next = withSeat(state, { ...seat, hand: seat.hand.filter((_, i) => !indices.includes(i)), chargeGrid });
  return { state: next, square, cards, events: [{ type: 'upload', player, cards: cards.map((c) => c.name), square, level: cards.length, clause: 'twgp.card-type.charge-effect.activate' }] };
}

/** The declaration of a use, before it is declared or applied. */
export function declarationOf(state: TwgpState, player: PlayerId, a: ChargeEffectAction, square: number, cards: Card[], affects: PlayerId, use?: Use): ChargeEffectDeclaration {
  const spec = specOf(cards[0]!);
  const d: ChargeEffectDeclaration = { kind: 'charge-effect', by: player, affects, sightOn: true, effect: use?.kind ?? spec.kind, card: cards[0]!.name, level: cards.length, strength: use?.strength ?? spec.strength, square };
  if (a.target) Object.assign(d, { target: a.target, targetUid: unitAt(state, a.target)!.uid });
  if (a.via) Object.assign(d, { via: a.via, viaUid: unitAt(state, a.via)!.uid });
  if (a.named) d.named = a.named;
  if (a.mode) d.mode = a.mode;
  if (a.evade) d.evade = true;
  if (a.charge) d.charge = a.charge;
  if (a.pile !== undefined) d.pile = a.pile;
  if (a.counter) d.counter = a.counter;
  return d;
}

export const chargeEffectRule: ActionRule<ChargeEffectAction> = {
  type: 'charge-effect',
  fields: ['type', 'cards', 'target', 'via', 'named', 'crackNamed', 'mode', 'evade', 'charge', 'pile', 'counter', 'summon'],
  read: readAction,
  /** Every use `chargeEffectRefusal` accepts, one by one (charge-effect-offers.ts). */
  offers: chargeEffectOffers,
  refusal: chargeEffectRefusal,
  perform(state, player, action) {
    const use = useOf(state, player, action) as Use;
    const a = asUsed(state, player, action, use.kind);
    const summoned = a.summon ? seatOf(state, player)!.hand[a.summon.card]! : undefined;
    // The use is the battle's last charge effect, for a copy's no-repeat (twgp.charge-effect.copy.no-repeat).
    const laid = layCards({ ...state, lastChargeKind: use.kind }, player, a.cards);
    const spec = { ...specOf(laid.cards[0]!), kind: use.kind };
    let current: Performed = { state: laid.state, events: laid.events };
    if (spec.kind === 'アナザー' && spec.cost) {
      const cost = spec.cost;
      current = then(current, (s) => {
        const paid = payCost(s, player, cost, laid.square);
        return { state: paid.state, events: [...paid.events, { type: 'charge-effect-cost', player, clause: 'instant' in cost ? 'twgp.charge-effect.cost.numeric' : 'twgp.charge-effect.cost' }] };
      });
    }
    const affects = reachesOthers(state, player, spec.kind, a);
    const d = declarationOf(state, player, a, laid.square, laid.cards, affects || player, use);
    // An outer use goes on the stack (twgp.charge-effect.timing); an inner one is done at once and the right stays (twgp.charge-effect.own-side).
    if (affects) return then(current, (s) => declareOuter(s, { ...d, affects }));
    if (summoned && a.summon) current = then(current, (s) => summon(s, player, summoned, a.summon!.square));
    return then(current, (s) => applyKind(s, { ...d, sightOn: false }));
  },
};

/** Resolves a use taken off the stack: nothing if it was voided, else its kind's effect. */
export const resolveChargeEffect: Resolver<ChargeEffectDeclaration> = (state, d) => {
  if (d.voided) return { state, events: [{ type: 'charge-effect', effect: d.effect, by: d.by, outcome: 'void', clause: d.voided }] };
  return applyKind(state, d);
};

/**
 * The battle is over (twgp.charge-effect.duration): every face-up charge-effect card on a
 * charge grid goes to its owner's log, but a count effect still counting
 * (twgp.charge-effect.count-effect.span).
 */
export function terminateChargeEffects(state: TwgpState): Performed {
  const { lastChargeKind: _last, ...cleared } = state;
  const ended = endSummoned(endTactics(cleared));
  let next = ended.state;
  const events: TwgpEvent[] = [...ended.events];
  for (const seat of state.seats) {
    const done = seat.chargeGrid.flatMap((p, i) => (p && p.mode === 'Active' && p.card.kind === 'チャージ・エフェクト' && !p.count ? [i] : []));
    if (!done.length) continue;
    const cards = done.flatMap((i) => [seat.chargeGrid[i]!.card, ...(seat.chargeGrid[i]!.stacked ?? [])]);
    const cleared = withSeat(next, { ...seatOf(next, seat.player)!, chargeGrid: seatOf(next, seat.player)!.chargeGrid.map((p, i) => (done.includes(i) ? null : p)) });
    const out = logOutCards(cleared, seat.player, cards);
    next = out.state;
    events.push({ type: 'charge-effects-end', player: seat.player, cards: cards.map((c) => c.name), clause: 'twgp.charge-effect.duration' }, ...out.events);
  }
  return { state: next, events };
}

/** Whether the kind is a count effect (twgp.charge-effect.count-effect). */
export const isCountEffect = (kind: ChargeKind): boolean => COUNT_EFFECTS.includes(kind);
