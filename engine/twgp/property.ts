/**
 * Chapter 13, プロパティ (spec/twgp/13-property.md): traps and counters. A trap is activated
 * by its owner at will (twgp.property.trap): a charge trap from the charge grid, a vital trap
 * from the vital grid; a counter goes off by itself, prepared face down beforehand
 * (twgp.property.counter, twgp.property.counter.prepared), never at its owner's will
 * (twgp.property.counter.automatic): a vital counter when a damage
 * turns it face-up upright, a log counter when it goes to the log face down from the field or
 * the pile (twgp.property.log-counter.where). A trap goes off only in the battle sequence
 * (twgp.property.trap.when). Each going-off is an interrupt on top of the
 * stack (twgp.sequence.battle.interrupt), whose player temporarily holds the right to target
 * (twgp.property, twgp.sequence.battle.other-target-right).
 */
import { violation, type Failure } from '../core/violation.ts';
import { readRef } from './attack.ts';
import { costRefusal, payCost } from './cost.ts';
import { choiceRefusal, payOptions, readChoice, type CostChoice } from './cost-choice.ts';
import { paragraphsOf, TARGETED_STEPS, type CardEffect, type Paragraph, type Property } from './effect.ts';
import { setVitalEffect } from './damage.ts';
import { logOutCards, remainingVitals } from './field.ts';
import { runSteps } from './matrix.ts';
import type { ActionRule, Performed, Resolver, TwgpEvent } from './rules.ts';
import { suddenLoss } from './judge.ts';
import { activePlayers, queueFirst } from './sequence.ts';
import { sublimationCheck } from './sublimation.ts';
import { seatOf, unitAt, unitsOnField, withSeat, type Card, type EffectDeclaration, type PlayerId, type TwgpState, type UnitRef } from './state.ts';
import { interrupt } from './timing.ts';
import { optionOn } from './options.ts';
import { enhancedSteps, layCopies, stackableCopies, stackRefusal, trapFromHand } from './charge-trap.ts';
import { needsAim, openAim } from './log-counter-attack.ts';

/**
 * A card's property (twgp.property.kinds): its effect's, else its kind's (チャージ・トラップ,
 * ログ・カウンター). A unit's or a weapon's text is void (matrix 06, twgp.matrix.void-texts),
 * so such a card has none.
 */
export function propertyOf(card: Card): Property | null {
  if (card.kind === 'ユニット' || card.kind === 'ウェポン' || card.power !== undefined) return null;
  if (card.effect?.property) return card.effect.property;
  if (card.kind === 'チャージ・トラップ') return 'charge-trap';
  if (card.kind === 'ログ・カウンター') return 'log-counter';
  return null;
}

/** The effect a property card does (an empty one if its text names nothing the base system reads). */
const effectOf = (card: Card): CardEffect => card.effect ?? { do: [] };

/**
 * The player a property card of `owner`'s affects: the opponent — the one named, else the
 * turn player if that is not the owner, else the next player in the turn order.
 */
export function opponentOf(state: TwgpState, owner: PlayerId): PlayerId {
  if (state.turn.player !== owner && !seatOf(state, state.turn.player)!.lost) return state.turn.player;
  const players = activePlayers(state);
  return players[(players.indexOf(owner) + 1) % players.length]!;
}

/** A card that goes to the log: its face and where from (twgp.property.log-counter.where). */
export interface Logged {
  card: Card;
  faceDown: boolean;
  from: 'field' | 'pile' | 'hand' | 'surge' | 'storage';
}

/**
 * Logs out cards of `owner`'s (to the surge first: twgp.field.log-out.surge-first); each
 * face-down log counter that came from the field or the pile goes off at once, on top of the
 * stack (twgp.property.log-counter, twgp.property.log-counter.where); one from the hand, the
 * surge, the storage, or face up, does not. Several that go from the pile at once are stacked
 * face-up upright on the pile and every one goes off, each its own interrupt, in the order they
 * left the pile (twgp.card-type.log-counter.stack, twgp.card-type.log-counter.note.stack); on
 * the charge grid each takes a square of its own — a face-down card is never stacked there
 * (position.ts readChargeStack, twgp.field.charge-grid.stack).
 */
export function toLog(state: TwgpState, owner: PlayerId, cards: Logged[], side?: PlayerId): Performed {
  const out = logOutCards(state, owner, cards.map((c) => c.card));
  let next = out.state;
  // Where each went off, and which went off together (log-counter-attack.ts, twgp.card-type.log-counter.combine); `side`: the grid a hacked unit's grid blast set them off on (twgp.card-type.log-counter.hacked-grid-blast).
  const batch = state.stack.length;
  const events: TwgpEvent[] = [...out.events];
  for (const c of cards) {
    if (!c.faceDown || (c.from !== 'field' && c.from !== 'pile') || propertyOf(c.card) !== 'log-counter') continue;
    const d: EffectDeclaration = { kind: 'effect', by: owner, affects: opponentOf(next, owner), sightOn: false, card: c.card, property: 'log-counter', from: { zone: 'log', square: 0 }, counter: { from: c.from, batch, ...(side ? { side } : {}) } };
    events.push({ type: 'log-counter', player: owner, card: c.card.name, from: c.from, clause: 'twgp.property.log-counter.where' });
    const done = interrupt(next, d);
    next = done.state;
    events.push(...done.events);
  }
  return { state: next, events };
}

export interface ActivateAction {
  type: 'activate';
  /** Where the card is: a charge square, a vital square, or (never allowed) the hand. */
  zone: 'charge' | 'vital' | 'hand';
  /** The square on that grid, or the index in the hand. */
  square: number;
  /** The unit the effect aims at, for a log-out, multiply or unit-life step. */
  target?: UnitRef;
  /** The player it affects, with more than two players; absent: opponentOf. */
  player?: PlayerId;
  /** The cards that pay the card's cost, chosen by its player (twgp.cost.choice; forms: cost-choice.ts). */
  pay?: CostChoice['pay'];
  /** For a cost N ダメージ: the vital square that becomes the new vital effect. */
  vital?: number;
  /** The paragraph of the card's text used, for a text in two or more (twgp.resource.paragraphs-independent); absent for one. */
  paragraph?: number;
  /** With deck-card-types: how many copies of the charge trap from the hand are stacked on it, adding up its strength (twgp.card-type.charge-trap.stack). */
  stack?: number;
}

/** The payment an activation names (twgp.cost.choice). */
function choiceOf(a: ActivateAction): CostChoice {
  const choice: CostChoice = {};
  if (a.pay) choice.pay = a.pay;
  if (a.vital !== undefined) choice.vital = a.vital;
  return choice;
}

/** The cost a paragraph's activation pays: none for a vital trap's printed numeric cost (matrix 07 reads instant effects' only). */
function paidCost(paragraph: Paragraph, property: Property | null) {
  return paragraph.cost && !(property === 'vital-trap' && 'instant' in paragraph.cost) ? paragraph.cost : undefined;
}

const needsTarget = (paragraph: Paragraph) => paragraph.do.some((s) => TARGETED_STEPS.includes(s.type));
const logsOut = (paragraph: Paragraph) => paragraph.do.some((s) => s.type === 'log-out');

/**
 * The paragraphs a declaration of a property card uses (twgp.resource.paragraphs-independent):
 * a trap's activation, the one its player named; a counter, which goes off by itself, all of
 * them in the card's order, each with its own steps.
 */
export function usedParagraphs(d: EffectDeclaration): Paragraph[] {
  const all = paragraphsOf(effectOf(d.card));
  const used = d.paragraph === undefined ? all : [all[d.paragraph]!];
  // Copies stacked as one use add up its strength (twgp.card-type.charge-trap.stack).
  return d.level ? used.map((p) => ({ ...p, do: enhancedSteps(p.do, d.level!) })) : used;
}

/** Whether `player` has used, or has waiting on the stack, an effect that logs out without comparing power (matrix 02). */
export function logOutSpent(state: TwgpState, player: PlayerId): boolean {
  return (state.logOutUsed ?? []).includes(player) || state.stack.some((d) => d.kind === 'effect' && d.by === player && usedParagraphs(d).some(logsOut));
}

/** The paragraph an activation uses: the one named, or the only one (null: none of that number, or none named of several). */
function paragraphOf(card: Card, a: ActivateAction): Paragraph | null {
  const all = paragraphsOf(effectOf(card));
  if (all.length === 1) return a.paragraph === undefined ? all[0]! : null;
  return a.paragraph === undefined ? null : all[a.paragraph] ?? null;
}

function activateRefusal(state: TwgpState, player: PlayerId, a: ActivateAction): Failure | null {
  if (state.result) return violation('twgp.judge.note.winner', 'the game is over');
  const seat = seatOf(state, player)!;
  if (a.zone === 'hand') {
    const card = seat.hand[a.square];
    const p = card ? propertyOf(card) : null;
    // Option deck-card-types: a charge trap also from the hand, laid face-up upright on a free charge square (twgp.card-type.charge-trap.activate).
    if (p === 'charge-trap' && optionOn(state, 'deck-card-types')) {
      const moved = trapFromHand(state, player, a.square);
      return moved ? activateRefusal(moved.state, player, { ...a, zone: 'charge', square: moved.square }) : violation('twgp.card-type.charge-trap.activate', `${player}'s charge grid has no free square to lay the charge trap on`);
    }
    return p === 'log-counter' || p === 'vital-counter'
      ? violation('twgp.property.counter.prepared', 'a counter must be placed face down beforehand; it never goes off from the hand')
      : violation('twgp.property.kinds', 'a trap goes off from its place: a charge trap on the charge grid, a vital trap on the vital grid');
  }
  const placed = a.zone === 'charge' ? seat.chargeGrid[a.square] : seat.vitalGrid[a.square];
  if (!placed || placed.mode !== (a.zone === 'charge' ? 'Charge' : 'Vital')) return violation('twgp.property.trap', `${player} has no face-down card on ${a.zone} square ${a.square}`);
  if (a.stack !== undefined) {
    // The copies go with the activation; the rest is judged with them laid (twgp.card-type.charge-trap.stack).
    const { stack, ...single } = a;
    return stackRefusal(state, player, a.zone, a.square, stack) ?? activateRefusal(layCopies(state, player, a.square, stack), player, single);
  }
  if (placed.card.kind === 'ユニット' || placed.card.kind === 'ウェポン') return violation('twgp.matrix.void-texts', "a unit's or a weapon's text is void");
  const property = propertyOf(placed.card);
  const wanted = a.zone === 'charge' ? 'charge-trap' : 'vital-trap';
  if (property === 'log-counter' || property === 'vital-counter') return violation('twgp.property.counter.automatic', 'a counter goes off by itself, never at its owner\'s will');
  if (property !== wanted) return violation('twgp.property.kinds', `${placed.card.name} is not a ${wanted}`);
  if (state.window.kind !== 'battle' && state.window.kind !== 'respond') return violation('twgp.property.trap.when', 'a trap interrupts the battle sequence or an answer to a declaration');
  // Each paragraph is its own effect, with its own condition and cost (twgp.resource.paragraphs-independent).
  const count = paragraphsOf(effectOf(placed.card)).length;
  const effect = paragraphOf(placed.card, a);
  if (!effect) return violation('twgp.resource.paragraphs-independent', count === 1 ? `${placed.card.name}'s text has one paragraph: name none` : `name the paragraph of ${placed.card.name}'s text to use: 0 to ${count - 1}`);
  if (effect.when === 'targeted' && !state.stack.some((d) => d.affects === player)) return violation('twgp.property.trap', `${placed.card.name}${count > 1 ? `'s paragraph ${a.paragraph}` : ''} goes off only while a declaration affects ${player}`);
  if (needsTarget(effect) !== (a.target !== undefined)) return violation('twgp.property', a.target ? 'this effect aims at no unit' : 'name the unit this effect aims at (the temporary right to target)');
  if (a.target && !unitAt(state, a.target)) return violation('twgp.property', `no unit stands at ${a.target.player}'s square ${a.target.square}`);
  if (a.target && logsOut(effect) && unitAt(state, a.target)!.controller === player) return violation('twgp.property', 'a log-out effect aims at another player\'s unit');
  if (a.player !== undefined && (a.player === player || !activePlayers(state).includes(a.player))) return violation('twgp.property', `${a.player} is not an opponent in the game`);
  if (logsOut(effect) && logOutSpent(state, player)) return violation('twgp.matrix.once-per-game', `${player} has used an effect that logs out without comparing power already`);
  // A numeric cost of a continuous effect is not read (matrix 07 reads instant effects' only).
  const cost = paidCost(effect, property);
  const except = a.zone === 'charge' ? a.square : null;
  if (cost) return costRefusal(state, player, cost, except) ?? choiceRefusal(state, player, cost, except, choiceOf(a), a.zone === 'vital' ? a.square : null);
  if (a.pay !== undefined || a.vital !== undefined) return violation('twgp.cost.choice', `${placed.card.name} has no cost to pay`);
  return null;
}

/**
 * Activating a trap (twgp.property.trap): the card turns face-up upright and goes on top of
 * the stack as an interrupt, its cost paid in full (twgp.cost.pay-in-full). A vital trap so
 * turned up is a lost vital (twgp.property.vital-trap.loss): it counts for the vitals left,
 * becomes the vital effect in force (the one before turns sideways), Damage timing arises
 * and its owner's damage routine follows the sweep — but the opponent takes no bonus.
 * Offers: one activation per card — per paragraph of a text in several, which is used alone
 * with its own condition and cost (twgp.resource.paragraphs-independent) — per target unit,
 * per opponent with three or more, and per payment of the cost (twgp.cost.choice).
 */
export const activateRule: ActionRule<ActivateAction> = {
  type: 'activate',
  fields: ['type', 'zone', 'square', 'target', 'player', 'pay', 'vital', 'paragraph', 'stack'],
  read(state, v, errors) {
    const zone = v.zone === 'charge' || v.zone === 'vital' || v.zone === 'hand' ? v.zone : void errors.push({ path: 'action.zone', message: 'must be charge, vital or hand' });
    const square = Number.isSafeInteger(v.square) && (v.square as number) >= 0 ? (v.square as number) : void errors.push({ path: 'action.square', message: 'must be a square (or hand index) from 0' });
    const target = v.target === undefined ? undefined : readRef(state, v.target, 'action.target', errors);
    if (v.player !== undefined && !state.seats.some((s) => s.player === v.player)) errors.push({ path: 'action.player', message: 'must be one of the players' });
    if (v.paragraph !== undefined && !(Number.isSafeInteger(v.paragraph) && (v.paragraph as number) >= 0)) errors.push({ path: 'action.paragraph', message: 'must be a paragraph of the card\'s text, from 0' });
    if (v.stack !== undefined && !(Number.isSafeInteger(v.stack) && (v.stack as number) >= 1)) errors.push({ path: 'action.stack', message: 'must be how many copies from the hand are stacked, from 1' });
    const choice = readChoice(v, errors);
    if (zone === undefined || square === undefined || (v.target !== undefined && !target) || !choice) return undefined;
    const action: ActivateAction = { type: 'activate', zone, square };
    if (target) action.target = target;
    if (typeof v.player === 'string') action.player = v.player;
    if (choice.pay) action.pay = choice.pay;
    if (choice.vital !== undefined) action.vital = choice.vital;
    if (typeof v.paragraph === 'number') action.paragraph = v.paragraph;
    if (typeof v.stack === 'number') action.stack = v.stack;
    return action;
  },
  offers(state, player) {
    const seat = seatOf(state, player);
    if (!seat || seat.lost || (state.window.kind !== 'battle' && state.window.kind !== 'respond')) return [];
    const many = activePlayers(state).length > 2;
    const out: ActivateAction[] = [];
    const places: ['charge' | 'vital', number, Card][] = [
      ...seat.chargeGrid.flatMap((c, i) => (c?.mode === 'Charge' ? [['charge', i, c.card] as ['charge', number, Card]] : [])),
      ...seat.vitalGrid.flatMap((c, i) => (c?.mode === 'Vital' ? [['vital', i, c.card] as ['vital', number, Card]] : [])),
    ];
    for (const [zone, square, card] of places) out.push(...placeOffers(state, player, zone, square, card, many));
    // Option deck-card-types: charge traps of the hand, each laid on the first free charge square (twgp.card-type.charge-trap.activate).
    if (optionOn(state, 'deck-card-types')) {
      seat.hand.forEach((card, i) => {
        const moved = propertyOf(card) === 'charge-trap' ? trapFromHand(state, player, i) : null;
        if (moved) out.push(...placeOffers(moved.state, player, 'charge', moved.square, card, many).map((o) => ({ ...o, zone: 'hand' as const, square: i })));
      });
    }
    return out;
  },
  refusal: activateRefusal,
  perform(state, player, a) {
    if (a.zone === 'hand') {
      // twgp.card-type.charge-trap.activate: from the hand, laid on the free square, then activated there.
      const moved = trapFromHand(state, player, a.square)!;
      const done = performActivate(moved.state, player, { ...a, zone: 'charge', square: moved.square });
      return { state: done.state, events: [{ type: 'charge-trap-from-hand', player, card: seatOf(state, player)!.hand[a.square]!.name, square: moved.square, clause: 'twgp.card-type.charge-trap.activate' }, ...done.events] };
    }
    return performActivate(state, player, a);
  },
};

/**
 * The activations of the card at one place (a charge or vital square), in `state`: alone, and
 * a charge trap with each number of copies the hand holds stacked on it (twgp.card-type.charge-trap.stack).
 */
function placeOffers(state: TwgpState, player: PlayerId, zone: 'charge' | 'vital', square: number, card: Card, many: boolean): ActivateAction[] {
  const out = singleOffers(state, player, zone, square, card, many);
  const copies = zone === 'charge' && propertyOf(card) === 'charge-trap' ? stackableCopies(state, player, square) : 0;
  for (let n = 1; n <= copies; n++) out.push(...singleOffers(layCopies(state, player, square, n), player, zone, square, card, many).map((o) => ({ ...o, stack: n })));
  return out;
}

/** The activations of the card at one place with what lies on it now. */
function singleOffers(state: TwgpState, player: PlayerId, zone: 'charge' | 'vital', square: number, card: Card, many: boolean): ActivateAction[] {
  const out: ActivateAction[] = [];
  // What activateRefusal refuses for the card whatever the target: a unit's or weapon's void text, not this zone's trap.
  if (card.kind === 'ユニット' || card.kind === 'ウェポン' || propertyOf(card) !== (zone === 'charge' ? 'charge-trap' : 'vital-trap')) return out;
  const all = paragraphsOf(effectOf(card));
  // One activation per paragraph (twgp.resource.paragraphs-independent), target unit, opponent and payment (twgp.cost.choice).
  for (const [i, paragraph] of all.entries()) {
    const targets: (UnitRef | undefined)[] = needsTarget(paragraph) ? unitsOnField(state).map((u) => u.ref) : [undefined];
    const players: (PlayerId | undefined)[] = many ? activePlayers(state).filter((p) => p !== player) : [undefined];
    const cost = paidCost(paragraph, propertyOf(card));
    const payments = cost ? (costRefusal(state, player, cost, zone === 'charge' ? square : null) ? [] : payOptions(state, player, cost, zone === 'charge' ? square : null, zone === 'vital' ? square : null)) : [{}];
    for (const target of targets) {
      for (const p of players) {
        const action: ActivateAction = { type: 'activate', zone, square };
        if (target) action.target = target;
        if (p) action.player = p;
        if (all.length > 1) action.paragraph = i;
        if (activateRefusal(state, player, { ...action, ...payments[0] })) continue;
        for (const c of payments) out.push(c.pay ? (c.vital !== undefined ? { ...action, pay: c.pay, vital: c.vital } : { ...action, pay: c.pay }) : action);
      }
    }
  }
  return out;
}

/** Performs an activation from a charge or vital square (twgp.property.trap). */
function performActivate(before: TwgpState, player: PlayerId, a: ActivateAction): Performed {
  // The copies stacked with it are laid first (twgp.card-type.charge-trap.stack).
  const state = a.stack ? layCopies(before, player, a.square, a.stack) : before;
  const seat = seatOf(state, player)!;
  const placed = (a.zone === 'charge' ? seat.chargeGrid : seat.vitalGrid)[a.square]!;
  const property = propertyOf(placed.card)!;
  const events: TwgpEvent[] = [{ type: 'activate', player, card: placed.card.name, property, zone: a.zone, square: a.square }];
  let next = state;
  if (a.zone === 'charge') {
    next = withSeat(next, { ...seat, chargeGrid: seat.chargeGrid.map((c, i) => (i === a.square && c ? { ...c, mode: 'Active' as const } : c)) });
  } else {
    const lost = loseVitalByTrap(next, player, a.square);
    next = lost.state;
    events.push(...lost.events);
    if (next.result) return { state: next, events };
  }
  const affects = a.target && unitAt(state, a.target)!.controller !== player ? unitAt(state, a.target)!.controller : a.player ?? opponentOf(state, player);
  const d: EffectDeclaration = { kind: 'effect', by: player, affects, sightOn: false, card: placed.card, property, from: { zone: a.zone as 'charge' | 'vital', square: a.square } };
  if (a.paragraph !== undefined) d.paragraph = a.paragraph;
  if (a.stack) {
    d.level = a.stack + 1;
    events.push({ type: 'charge-trap-stack', player, card: placed.card.name, level: d.level, clause: 'twgp.card-type.charge-trap.stack' });
  }
  if (a.target) {
    d.target = a.target;
    d.targetUid = unitAt(state, a.target)!.uid;
    events.push({ type: 'target-right', player, clause: 'twgp.sequence.battle.other-target-right' });
  }
  const pushed = interrupt(next, d);
  next = pushed.state;
  events.push(...pushed.events);
  const cost = paidCost(paragraphOf(placed.card, a)!, property);
  if (cost) {
    const paid = payCost(next, player, cost, a.zone === 'charge' ? a.square : null, choiceOf(a));
    next = paid.state;
    events.push(...paid.events);
  }
  return { state: next, events };
}

/** A vital trap turned face-up upright: one vital lost, the vital effect in force (twgp.property.vital-trap.loss). */
function loseVitalByTrap(state: TwgpState, player: PlayerId, square: number): Performed {
  const turned = setVitalEffect(state, player, square);
  let next = turned.state;
  const events: TwgpEvent[] = turned.events;
  events.push({ type: 'damage', player, count: 1, cause: 'vital-trap', clause: 'twgp.property.vital-trap.loss' });
  // Damage timing: the owner's damage routine, after the sweep; no bonus for anyone.
  next = queueFirst(next, { kind: 'routine', player, done: [], step: null, reloaded: 0 });
  // The gap may now make someone sublimate (twgp.sublimation.timing), before the routine.
  const sublimed = sublimationCheck(next);
  next = sublimed.state;
  events.push(...sublimed.events);
  const out2 = suddenLoss(next, player);
  return out2 ? { state: out2.state, events: [...events, ...out2.events] } : { state: next, events };
}

/**
 * A vital counter goes off when a damage turns it face-up upright as the new vital effect
 * (twgp.property.vital-counter, twgp.property.note.vital-counter-choice): an interrupt on top
 * of the stack affecting the opponent. Null if the card is no vital counter.
 */
export function vitalCounterGoesOff(state: TwgpState, player: PlayerId, square: number): Performed | null {
  const card = seatOf(state, player)!.vitalGrid[square]?.card;
  if (!card || propertyOf(card) !== 'vital-counter') return null;
  const d: EffectDeclaration = { kind: 'effect', by: player, affects: opponentOf(state, player), sightOn: false, card, property: 'vital-counter', from: { zone: 'vital', square } };
  const done = interrupt(state, d);
  return { state: done.state, events: [{ type: 'vital-counter', player, card: card.name, clause: 'twgp.property.vital-counter' }, ...done.events] };
}

/**
 * Resolves a property card's effect: its steps in order (matrix.ts); then a charge trap,
 * an instant effect (twgp.field.instant-effect), goes to the log — face up, so it sets off no
 * log counter — unless it is counting its effect (twgp.count.effect). Vital traps and
 * counters stay as the vital effect; a log counter is in the log already.
 */
export const resolveEffect: Resolver<EffectDeclaration> = (state, d) => {
  // A log counter whose text aims at a unit waits for its owner's aim (log-counter-attack.ts).
  const aim = needsAim(d) ? openAim(state, d) : null;
  if (aim) return aim;
  // Each paragraph used does its own steps, in the card's order (twgp.resource.paragraphs-independent).
  const ran = runSteps(state, d, usedParagraphs(d).flatMap((p) => p.do));
  let next = ran.state;
  const events = [{ type: 'effect', player: d.by, card: d.card.name, property: d.property }, ...ran.events];
  if (d.from.zone === 'charge') {
    const seat = seatOf(next, d.by)!;
    const placed = seat.chargeGrid[d.from.square];
    if (placed && placed.card.name === d.card.name && placed.mode === 'Active' && !placed.count) {
      next = withSeat(next, { ...seat, chargeGrid: seat.chargeGrid.map((c, i) => (i === d.from.square ? null : c)) });
      const out = logOutCards(next, d.by, [placed.card, ...(placed.stacked ?? [])]);
      next = out.state;
      events.push(...out.events);
    }
  }
  return { state: next, events };
};

export const PROPERTY_RULES = [activateRule];
