/**
 * Chapter 15, 山札の特例 (spec/twgp/15-deck-exhaustion.md): the zero spurt (twgp.zero-spurt),
 * the bonus (twgp.bonus) and the variant reuse (twgp.bonus.reuse). The zero spurt of a charge
 * drive needs nothing here: downloadCards (resources.ts) stops when no card is left and
 * chargeDriveRefusal (drive.ts) asks only for the cards there are (twgp.zero-spurt.charge-drive,
 * twgp.zero-spurt.last-card). A charge boost's downloads are made up by recharging hand cards
 * (below).
 */
import { shuffled } from '../core/rng.ts';
import { violation, type Failure } from '../core/violation.ts';
import { emptyChargeSquares } from './field.ts';
import { MAX_SHUFFLES, shufflePile } from './routine.ts';
import { pileFaceDown } from './pile-turned.ts';
import type { ActionRule, TwgpEvent } from './rules.ts';
import { nextWindow } from './sequence.ts';
import { seatOf, withSeat, type BonusWindow, type PlayerId, type Seat, type TwgpState } from './state.ts';

/** Cards a player can still download: the pile and the bundles not yet installed. */
function cardsLeft(seat: Seat): number {
  return seat.deck.length + (seat.finalInstalled ? 0 : seat.reserves.reduce((n, b) => n + b.length, 0));
}

/**
 * Why hand cards cannot be recharged for a charge boost (twgp.zero-spurt.charge-boost,
 * twgp.zero-spurt.note.boost-amount): only at Deck-Down (twgp.zero-spurt.timing), that is, the
 * downloads take every card left and the pile is then out (with the variant reuse, the storage
 * too, since it would become the pile: twgp.bonus.reuse); each recharged card a different hand
 * card, each needing an empty charge square after the downloads
 * (twgp.field.charge-grid.capacity).
 */
export function zeroSpurtRefusal(state: TwgpState, player: PlayerId, downloads: number, recharge: number[]): Failure | null {
  if (!recharge.length) return null;
  const seat = seatOf(state, player)!;
  const left = cardsLeft(seat) + (state.options.reuse === true ? seat.storage.length : 0);
  if (left > downloads) return violation('twgp.zero-spurt.timing', `${player}'s pile is not out: ${left - downloads} cards would be left after ${downloads} downloads; recharging hand cards is the zero spurt's, at Deck-Down`);
  const bad = recharge.find((i) => i >= seat.hand.length);
  if (bad !== undefined) return violation('twgp.zero-spurt.charge-boost', `${player}'s hand has no card ${bad}`);
  const room = emptyChargeSquares(seat).length - downloads;
  if (recharge.length > room) return violation('twgp.field.charge-grid.capacity', `${player}'s charge grid has ${room} empty squares after the downloads; cannot recharge ${recharge.length}`);
  return null;
}

/** The recharges offered with a charge boost that downloads every card left: 1 to as many as fit, the first hand cards (any hand cards give the same boost). */
export function zeroSpurtOffers(state: TwgpState, player: PlayerId, downloads: number): number[][] {
  const seat = seatOf(state, player)!;
  const most = Math.min(seat.hand.length, emptyChargeSquares(seat).length - downloads);
  return Array.from({ length: Math.max(0, most) }, (_, k) => Array.from({ length: k + 1 }, (_, i) => i));
}

/** リ=チャージ (twgp.cost.recharge): the hand cards go face down (Charge) to the leftmost empty charge squares. */
export function rechargeCards(state: TwgpState, player: PlayerId, cards: number[]): { state: TwgpState; events: TwgpEvent[] } {
  if (!cards.length) return { state, events: [] };
  const seat = seatOf(state, player)!;
  const squares = emptyChargeSquares(seat);
  const chargeGrid = seat.chargeGrid.slice();
  cards.forEach((c, i) => {
    chargeGrid[squares[i]!] = { card: seat.hand[c]!, mode: 'Charge' };
  });
  const next: Seat = { ...seat, hand: seat.hand.filter((_, i) => !cards.includes(i)), chargeGrid };
  return { state: withSeat(state, next), events: [{ type: 'recharge', player, count: cards.length, clause: 'twgp.zero-spurt.charge-boost' }] };
}

/** The shuffles of the variant reuse: "6 or more" (twgp.bonus.reuse); any number from six on gives the same random pile, so six. */
export const REUSE_SHUFFLES = 6;

/**
 * The variant reuse (twgp.bonus.reuse, twgp.judge.variant.reuse): the moment the pile runs
 * out with no bundle left to install, the storage becomes the pile and is shuffled six or more
 * times; the surge stays (twgp.bonus.note.reuse-shuffle, twgp.bonus.no-surge-refill).
 * resources.ts's installIfOut calls this when it has nothing to install.
 */
export function reuseIfOut(state: TwgpState, player: PlayerId): { state: TwgpState; events: TwgpEvent[] } {
  const seat = seatOf(state, player)!;
  if (state.options.reuse !== true || seat.deck.length > 0 || seat.storage.length === 0) return { state, events: [] };
  let rng = state.rng;
  let deck = seat.storage;
  for (let i = 0; i < REUSE_SHUFFLES; i++) [deck, rng] = shuffled(deck, rng);
  const next = withSeat({ ...state, rng }, { ...pileFaceDown(seat), deck, storage: [] });
  return { state: next, events: [{ type: 'reuse', player, count: deck.length, shuffles: REUSE_SHUFFLES, clause: 'twgp.bonus.reuse' }] };
}

/** Cards one bonus adds to the pile (twgp.bonus.refill). */
export const BONUS_CARDS = 6;

const bonusOf = (state: TwgpState, player: PlayerId): BonusWindow | null => (state.window.kind === 'bonus' && state.window.player === player ? state.window : null);

/** Whether the storage and surge together hold enough for a bonus (twgp.bonus.minimum). */
function enough(state: TwgpState, player: PlayerId): boolean {
  const seat = seatOf(state, player)!;
  return seat.storage.length + seat.surge.length >= BONUS_CARDS;
}

type Pile = 'storage' | 'surge';

/**
 * One card of the bonus: any card of the player's storage or surge to the bottom of the
 * pile (twgp.bonus.refill), six per vital the opponent lost; the bonus begins only with six
 * to choose from (twgp.bonus.minimum, twgp.bonus.note.each-damage).
 */
export const bonusRule: ActionRule<{ type: 'bonus'; pile: Pile; index: number }> = {
  type: 'bonus',
  fields: ['type', 'pile', 'index'],
  read(_state, v, errors) {
    if (v.pile !== 'storage' && v.pile !== 'surge') errors.push({ path: 'action.pile', message: "must be 'storage' or 'surge'" });
    if (!Number.isSafeInteger(v.index) || (v.index as number) < 0) errors.push({ path: 'action.index', message: 'must be the index of a card in that pile, from 0' });
    return (v.pile === 'storage' || v.pile === 'surge') && Number.isSafeInteger(v.index) && (v.index as number) >= 0 ? { type: 'bonus', pile: v.pile, index: v.index as number } : undefined;
  },
  offers(state, player) {
    const w = bonusOf(state, player);
    if (!w || w.shuffle || (w.picked === 0 && (!enough(state, player) || w.remaining === 0))) return [];
    const seat = seatOf(state, player)!;
    return [...seat.storage.map((_, index) => ({ type: 'bonus' as const, pile: 'storage' as const, index })), ...seat.surge.map((_, index) => ({ type: 'bonus' as const, pile: 'surge' as const, index }))];
  },
  refusal(state, player, action): Failure | null {
    const w = bonusOf(state, player);
    if (!w) return violation('twgp.bonus.timing', `${player} has no bonus now (after dealing damage, with the final deck installed)`);
    if (w.shuffle) return violation('twgp.bonus.shuffle', 'the cards are added; choose the shuffles');
    if (w.picked === 0 && !enough(state, player)) return violation('twgp.bonus.minimum', 'the storage and surge hold fewer than six cards');
    return action.index < seatOf(state, player)![action.pile].length ? null : violation('twgp.bonus.refill', `${player}'s ${action.pile} has no card ${action.index}`);
  },
  perform(state, player, action) {
    const w = state.window as BonusWindow;
    const seat = seatOf(state, player)!;
    const card = seat[action.pile][action.index]!;
    const next = withSeat(state, { ...seat, [action.pile]: seat[action.pile].filter((_, i) => i !== action.index), deck: [...seat.deck, card] });
    const picked = w.picked + 1;
    const window: BonusWindow = picked === BONUS_CARDS ? { ...w, picked: 0, remaining: w.remaining - 1, shuffle: true } : { ...w, picked };
    return { state: { ...next, window }, events: [{ type: 'bonus', player, pile: action.pile, card: card.name }] };
  },
};

/** After a bonus's six cards, the pile may be shuffled up to six times (twgp.bonus.shuffle). */
export const bonusShuffleRule: ActionRule<{ type: 'bonus-shuffle'; shuffles: number }> = {
  type: 'bonus-shuffle',
  fields: ['type', 'shuffles'],
  read(_state, v, errors) {
    if (Number.isSafeInteger(v.shuffles) && (v.shuffles as number) >= 0 && (v.shuffles as number) <= MAX_SHUFFLES) return { type: 'bonus-shuffle', shuffles: v.shuffles as number };
    errors.push({ path: 'action.shuffles', message: `must be a number of shuffles from 0 to ${MAX_SHUFFLES} (twgp.bonus.shuffle)` });
    return undefined;
  },
  offers: (state, player) => (bonusOf(state, player)?.shuffle ? Array.from({ length: MAX_SHUFFLES + 1 }, (_, shuffles) => ({ type: 'bonus-shuffle' as const, shuffles })) : []),
  refusal: (state, player) => (bonusOf(state, player)?.shuffle ? null : violation('twgp.bonus.shuffle', 'no bonus cards were just added')),
  perform(state, player, action) {
    const w = state.window as BonusWindow;
    const next = { ...shufflePile(state, player, action.shuffles), window: { ...w, shuffle: false } };
    const done = w.remaining === 0 || !enough(next, player);
    return { state: done ? nextWindow(next) : next, events: [{ type: 'bonus-shuffle', player, shuffles: action.shuffles }] };
  },
};

/** The bonus is optional (twgp.bonus.refill): the player declines the rest of it. */
export const noBonusRule: ActionRule<{ type: 'no-bonus' }> = {
  type: 'no-bonus',
  fields: ['type'],
  read: () => ({ type: 'no-bonus' }),
  offers: (state, player) => {
    const w = bonusOf(state, player);
    return w && w.picked === 0 && !w.shuffle ? [{ type: 'no-bonus' }] : [];
  },
  refusal(state, player) {
    const w = bonusOf(state, player);
    if (!w) return violation('twgp.bonus.timing', `${player} has no bonus now`);
    return w.picked === 0 && !w.shuffle ? null : violation('twgp.bonus.refill', 'a bonus under way takes all six cards');
  },
  perform: (state, player) => ({ state: nextWindow(state), events: [{ type: 'no-bonus', player }] }),
};

export const BONUS_RULES = [bonusRule, bonusShuffleRule, noBonusRule];
