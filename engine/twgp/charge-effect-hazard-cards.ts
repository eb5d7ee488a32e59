/**
 * Chapter 23, チャージ効果の各種 (spec/twgp/23-charge-effect-kinds.md), and chapter 21, ログ・カウンター
 * (spec/twgp/21-deck-card-types.md), option charge-effects: a ハザード on cards that are not
 * units — the top of another player's pile and a log counter laid face down on another player's
 * battle grid (twgp.charge-effect.hazard.charge-deck, twgp.card-type.log-counter.hazard,
 * twgp.card-type.log-counter.note.hazard-deck, twgp.charge-effect.hazard.note.turned-cards). A
 * charge square's card is charge-effect-tactics.ts hazardCharge.
 *
 * The pile's turned cards are a count on the seat (Seat.pileTurned), its top cards: every
 * process that takes cards from the top takes the turned ones first (pile-turned.ts pileTaken), a turned card
 * taken to the log does not go off as a log counter (it lies face up), and a shuffle turns them
 * back face down (pileFaceDown, from routine.ts shufflePile). A laid counter turned (LaidCounter.turned) stays on
 * its square face-up sideways: a grid blast does not set it off, it is not turned up as an
 * L/S-D counter, nor probed.
 */
import { violation, type Failure } from '../core/violation.ts';
import type { ChargeEffectAction, ChargeEffectDeclaration } from './charge-effect.ts';
import type { Performed, TwgpEvent } from './rules.ts';
import { holdsTargetRight } from './sequence.ts';
import { seatOf, withSeat, type PlayerId, type Seat, type TwgpState } from './state.ts';

const used = (d: ChargeEffectDeclaration, outcome: string, clause: string, more: Record<string, unknown> = {}): TwgpEvent => ({ type: 'charge-effect', effect: d.effect, by: d.by, level: d.level, outcome, clause, ...more });

/** How many of the pile's cards are still face down (those under the turned ones). */
export const faceDownInPile = (seat: Seat): number => Math.max(0, seat.deck.length - (seat.pileTurned ?? 0));

/** Whether a laid counter at the battle square is face down (not turned by a ハザード). */
export const laidFaceDown = (seat: Seat, square: number): boolean => !!seat.counters?.some((c) => c.square === square && !c.turned);

/**
 * Why a ハザード on a pile or a laid counter is refused, or null: a ハザード only, on one card
 * (not with a unit or a charge square), of another player's (twgp.charge-effect.hazard.not-own),
 * with the right to target (twgp.charge-effect.reflect-hack-targeting), turning it face-up
 * sideways (Save); the pile must hold a face-down card, the square a face-down laid counter.
 */
export function hazardCardsRefusal(state: TwgpState, player: PlayerId, kind: string, a: ChargeEffectAction): Failure | null {
  if (a.pile === undefined && !a.counter) return null;
  if (kind !== 'ハザード') return violation('twgp.card-type.log-counter.hazard', 'only a ハザード turns a card of a pile or a laid log counter face-up sideways');
  if ([a.target, a.charge, a.pile, a.counter].filter((x) => x !== undefined).length > 1) return violation('twgp.charge-effect.hazard', 'a ハザード aims at one thing: a unit, a charge square, a pile or a laid log counter');
  const owner = a.pile ?? a.counter!.player;
  if (owner === player) return violation('twgp.charge-effect.hazard.not-own', 'a ハザード is not used on a card its user controls');
  if (!holdsTargetRight(state, player)) return violation('twgp.charge-effect.reflect-hack-targeting', `${player} does not hold the right to target`);
  if (a.mode !== 'Save') return violation('twgp.card-type.log-counter.hazard', 'a card of a pile or a laid log counter is turned face-up sideways (Save)');
  const seat = seatOf(state, owner)!;
  if (a.pile !== undefined && !faceDownInPile(seat)) return violation('twgp.card-type.log-counter.note.hazard-deck', `${owner}'s pile holds no face-down card`);
  if (a.counter && !laidFaceDown(seat, a.counter.square)) return violation('twgp.card-type.log-counter.hazard', `${owner}'s battle square ${a.counter.square} holds no log counter laid face down`);
  return null;
}

/**
 * ハザード on a pile (twgp.card-type.log-counter.hazard, twgp.card-type.log-counter.note.hazard-deck,
 * twgp.charge-effect.hazard.note.turned-cards): one card a ハザード card, so Ｌｖ cards from the top
 * of those still face down turn face-up sideways and stay on the pile's top; a log counter among
 * them no longer goes off.
 */
export function hazardPile(state: TwgpState, d: ChargeEffectDeclaration): Performed {
  const seat = seatOf(state, d.pile!)!;
  const turned = Math.min(d.level, faceDownInPile(seat));
  if (!turned) return { state, events: [used(d, 'fizzle', 'twgp.card-type.log-counter.note.hazard-deck', { reason: 'the pile has no face-down card left' })] };
  const pileTurned = (seat.pileTurned ?? 0) + turned;
  const cards = seat.deck.slice(pileTurned - turned, pileTurned).map((c) => c.name);
  return { state: withSeat(state, { ...seat, pileTurned }), events: [used(d, 'achieved', 'twgp.card-type.log-counter.note.hazard-deck', { pile: d.pile, turned, cards, mode: 'Save' })] };
}

/**
 * ハザード on a log counter laid face down on a battle grid (twgp.card-type.log-counter.hazard,
 * twgp.charge-effect.hazard.log-counter, twgp.charge-effect.hazard.note.turned-cards): it turns
 * face-up sideways on its square and no longer works as a log counter.
 */
export function hazardCounter(state: TwgpState, d: ChargeEffectDeclaration): Performed {
  const { player, square } = d.counter!;
  const seat = seatOf(state, player)!;
  if (!laidFaceDown(seat, square)) return { state, events: [used(d, 'fizzle', 'twgp.card-type.log-counter.hazard', { reason: 'no log counter lies face down there any more' })] };
  const counters = seat.counters!.map((c) => (c.square === square ? { ...c, turned: true, turnedNow: true } : c));
  const card = counters.find((c) => c.square === square)!.card.name;
  return { state: withSeat(state, { ...seat, counters }), events: [used(d, 'achieved', 'twgp.card-type.log-counter.hazard', { counter: { player, square }, card, mode: 'Save' })] };
}

/** The laid counters of the grid a メディカル turns back face down: those a ハザード turned this battle (twgp.charge-effect.medical.note.grid). */
export function unturnCounters(seat: Seat): { seat: Seat; squares: number[] } {
  const squares = (seat.counters ?? []).filter((c) => c.turnedNow).map((c) => c.square);
  if (!squares.length) return { seat, squares };
  return { seat: { ...seat, counters: seat.counters!.map((c) => (c.turnedNow ? { square: c.square, card: c.card } : c)) }, squares };
}

/** The battle is over: a counter turned in it stays turned, no longer to be undone (twgp.charge-effect.hazard.note.persist). */
export function settleTurned(seat: Seat): Seat {
  if (!seat.counters?.some((c) => c.turnedNow)) return seat;
  return { ...seat, counters: seat.counters.map(({ turnedNow: _now, ...c }) => c) };
}
