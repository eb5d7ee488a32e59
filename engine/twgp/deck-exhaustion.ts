/**
 * Chapter 15, 山札の特例 (spec/twgp/15-deck-exhaustion.md): the bonus (twgp.bonus). The zero
 * spurt's missing downloads are in resources.ts (downloadCards stops when no card is left)
 * and drive.ts.
 */
import { violation, type Failure } from '../core/violation.ts';
import { MAX_SHUFFLES, shufflePile } from './routine.ts';
import type { ActionRule } from './rules.ts';
import { nextWindow } from './sequence.ts';
import { seatOf, withSeat, type BonusWindow, type PlayerId, type TwgpState } from './state.ts';

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
