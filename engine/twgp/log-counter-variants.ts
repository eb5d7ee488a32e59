/**
 * Chapter 21, デッキ・カード・タイプ (spec/twgp/21-deck-card-types.md): the variants of the log
 * counter that add the surge earth's use to it (options log-sd-counter and
 * log-sd-counter-weapon, both presupposing deck-card-types and surge-earth: options.ts).
 *
 * With either variant a log counter laid face-down on the field
 * (twgp.card-type.log-counter.timing-summon) — on one's charge grid, or on one's battle grid by a
 * stealth drive (twgp.stealth.other-cards; both grids: twgp.card-type.log-counter.note.sd-counter-grids)
 * — may also be turned up like a surge earth when its
 * player loses an assault that carries a surge direct: each one cancels one vital of it and goes
 * to the log without going off as a log counter (twgp.card-type.log-counter.variant.sd-counter,
 * .variant.sd-counter-weapon, twgp.card-type.log-counter.note.sd-counter: one card, one of its
 * functions). Its going off on the way to the log stays as it is (the variant adds, it does not
 * replace). surge-earth.ts asks these functions in its window surge-earth.
 */
import { violation, type Failure } from '../core/violation.ts';
import { optionOn } from './options.ts';
import { propertyOf } from './property.ts';
import type { Card, Seat, TwgpState } from './state.ts';

/** The log counters a surge-earth action turns up: charge-grid squares and battle-grid squares (surge-earth.ts SurgeEarthAction). */
interface SdCounters {
  counters?: number[];
  battleCounters?: number[];
}

/** Whether a variant that lets log counters act as surge earths is on. */
export const sdCounterOn = (state: TwgpState): boolean => optionOn(state, 'log-sd-counter') || optionOn(state, 'log-sd-counter-weapon');

/** The charge-grid squares of the seat's face-down log counters that may be used as surge earths now, left to right; none without the variants. */
export function sdCounterSquares(state: TwgpState, seat: Seat): number[] {
  if (!sdCounterOn(state)) return [];
  return seat.chargeGrid.flatMap((p, square) => (p && p.mode === 'Charge' && propertyOf(p.card) === 'log-counter' ? [square] : []));
}

/** The battle-grid squares of the seat's log counters laid face down by a stealth drive (seat.counters) that may be used as surge earths now, left to right, but those a ハザード turned face-up sideways (twgp.card-type.log-counter.hazard); none without the variants (twgp.card-type.log-counter.note.sd-counter-grids). */
export function sdBattleCounterSquares(state: TwgpState, seat: Seat): number[] {
  if (!sdCounterOn(state)) return [];
  return (seat.counters ?? []).filter((c) => !c.turned).map((c) => c.square).sort((x, y) => x - y);
}

/** Why these log counters cannot be turned up as surge earths: each a face-down log counter of the seat's, named once, and only under the variants (twgp.card-type.log-counter.variant.sd-counter, twgp.card-type.log-counter.note.sd-counter-grids). */
export function sdCounterRefusal(state: TwgpState, seat: Seat, action: SdCounters): Failure | null {
  const only = 'log counters act as surge earths only under the variant log-sd-counter or log-sd-counter-weapon';
  const counters = action.counters ?? [];
  const allowed = sdCounterSquares(state, seat);
  const bad = counters.find((q, i) => !allowed.includes(q) || counters.indexOf(q) !== i);
  if (bad !== undefined) return violation('twgp.card-type.log-counter.variant.sd-counter', sdCounterOn(state) ? `${seat.player}'s charge square ${bad} holds no face-down log counter to use once as a surge earth` : only);
  const laid = action.battleCounters ?? [];
  const laidAllowed = sdBattleCounterSquares(state, seat);
  const badLaid = laid.find((q, i) => !laidAllowed.includes(q) || laid.indexOf(q) !== i);
  if (badLaid === undefined) return null;
  if (!sdCounterOn(state)) return violation('twgp.card-type.log-counter.variant.sd-counter', only);
  return violation('twgp.card-type.log-counter.note.sd-counter-grids', `${seat.player}'s battle square ${badLaid} holds no log counter laid face down to use once as a surge earth`);
}

/** The log-counter choices offered beside a choice of surge earths leaving `room` vitals: the first c of the charge grid and the first b of the battle grid, in square order (one canonical choice: which copies go does not matter). */
export function sdCounterChoices(state: TwgpState, seat: Seat, room: number): SdCounters[] {
  const counters = sdCounterSquares(state, seat);
  const laid = sdBattleCounterSquares(state, seat);
  const out: SdCounters[] = [];
  for (let c = 0; c <= Math.min(room, counters.length); c++) {
    for (let b = 0; b <= Math.min(room - c, laid.length); b++) out.push({ ...(c ? { counters: counters.slice(0, c) } : {}), ...(b ? { battleCounters: laid.slice(0, b) } : {}) });
  }
  return out;
}

/** The seat without the log counters turned up, and their cards, which go to the log without going off (twgp.card-type.log-counter.note.sd-counter). */
export function takeSdCounters(seat: Seat, action: SdCounters): { seat: Seat; cards: Card[] } {
  const counters = action.counters ?? [];
  const laid = action.battleCounters ?? [];
  const cards = [...counters.map((q) => seat.chargeGrid[q]!.card), ...(seat.counters ?? []).filter((c) => laid.includes(c.square)).map((c) => c.card)];
  const { counters: all, ...rest } = seat;
  const left = (all ?? []).filter((c) => !laid.includes(c.square));
  return { seat: { ...rest, ...(left.length ? { counters: left } : {}), chargeGrid: seat.chargeGrid.map((p, q) => (counters.includes(q) ? null : p)) }, cards };
}
