/**
 * Chapter 12, ダイレクトとダメージ (spec/twgp/12-direct.md): the damage routine
 * (twgp.damage.routine), the five optional processes a player who lost vitals may carry out,
 * each at most once and one after another (twgp.damage.routine.optional,
 * twgp.damage.routine.no-split, twgp.damage.routine.note.once-each).
 */
import { shuffled } from '../core/rng.ts';
import { violation, type ShapeError } from '../core/violation.ts';
import { emptyChargeSquares } from './field.ts';
import { downloadable, downloadCards, pileLimitRefusal } from './resources.ts';
import { reactiveCount } from './count.ts';
import type { ActionRule, Json } from './rules.ts';
import { nextWindow } from './sequence.ts';
import { pileFaceDown, pileTaken } from './pile-turned.ts';
import { seatOf, withSeat, type PlayerId, type RoutineStep, type RoutineWindow, type TwgpState } from './state.ts';

const STEPS: readonly RoutineStep[] = ['rebuild', 'setup', 're-active', 'reload', 'full-charge'];

/** The routine window of `player`, if it is theirs now. */
export function routineOf(state: TwgpState, player: PlayerId): RoutineWindow | null {
  return state.window.kind === 'routine' && state.window.player === player ? state.window : null;
}

/** Whether `player` is inside the given process of their damage routine. */
export function inRoutineStep(state: TwgpState, player: PlayerId, step: RoutineStep): boolean {
  return routineOf(state, player)?.step === step;
}

const notYours = (player: PlayerId) => violation('twgp.damage.routine.timing', `${player} has no damage routine now (it follows the loss of vitals)`);

/** The maximum shuffles after adding cards to the pile (twgp.damage.routine.reload-shuffle, twgp.bonus.shuffle). */
export const MAX_SHUFFLES = 6;

/** Shuffles a player's pile `times` times with the state's generator. */
export function shufflePile(state: TwgpState, player: PlayerId, times: number): TwgpState {
  let seat = seatOf(state, player)!;
  let rng = state.rng;
  for (let i = 0; i < times; i++) {
    const [deck, r] = shuffled(seat.deck, rng);
    // Shuffled, the cards a ハザード turned on the pile's top are face down again (pile-turned.ts).
    seat = { ...pileFaceDown(seat), deck };
    rng = r;
  }
  return { ...withSeat(state, seat), rng };
}

function readShuffles(v: Json, errors: ShapeError[], clause: string): number | undefined {
  if (Number.isSafeInteger(v.shuffles) && (v.shuffles as number) >= 0 && (v.shuffles as number) <= MAX_SHUFFLES) return v.shuffles as number;
  errors.push({ path: 'action.shuffles', message: `must be a number of shuffles from 0 to ${MAX_SHUFFLES} (${clause})` });
  return undefined;
}

/** Begins one of the five processes (twgp.damage.routine.list), any order, each once. */
export const routineRule: ActionRule<{ type: 'routine'; step: RoutineStep }> = {
  type: 'routine',
  fields: ['type', 'step'],
  read(_state, v, errors) {
    if (STEPS.includes(v.step as RoutineStep)) return { type: 'routine', step: v.step as RoutineStep };
    errors.push({ path: 'action.step', message: `must be one of ${STEPS.join(', ')}` });
    return undefined;
  },
  offers(state, player) {
    const w = routineOf(state, player);
    if (!w || w.step) return [];
    return STEPS.filter((s) => !w.done.includes(s) && (s !== 'full-charge' || downloadable(seatOf(state, player)!) > 0)).map((step) => ({ type: 'routine' as const, step }));
  },
  refusal(state, player, action) {
    const w = routineOf(state, player);
    if (!w) return notYours(player);
    if (w.step) return violation('twgp.damage.routine.no-split', `finish ${w.step} before beginning another process`);
    if (w.done.includes(action.step)) return violation('twgp.damage.routine.note.once-each', `${action.step} was already carried out in this routine`);
    return null;
  },
  perform(state, player, action) {
    const w = state.window as RoutineWindow;
    const begun = { state: { ...state, window: { ...w, step: action.step } }, events: [{ type: 'routine', player, step: action.step }] };
    // C, re-active, is a re-active occasion: the player's counting cards count one (twgp.count.default-step).
    if (action.step !== 're-active') return begun;
    const counted = reactiveCount(begun.state, player);
    return { state: counted.state, events: [...begun.events, ...counted.events] };
  },
};

/** Ends the process under way (A rebuild, B setup, C re-active); D and E end with their own action. */
export const endStepRule: ActionRule<{ type: 'end-step' }> = {
  type: 'end-step',
  fields: ['type'],
  read: () => ({ type: 'end-step' }),
  offers(state, player) {
    const step = routineOf(state, player)?.step;
    return step === 'rebuild' || step === 'setup' || step === 're-active' ? [{ type: 'end-step' }] : [];
  },
  refusal(state, player) {
    const step = routineOf(state, player)?.step;
    if (!routineOf(state, player)) return notYours(player);
    return step === 'rebuild' || step === 'setup' || step === 're-active' ? null : violation('twgp.damage.routine.list', step ? `${step} ends with its own action` : 'no process is under way');
  },
  perform(state, player) {
    const w = state.window as RoutineWindow;
    return { state: { ...state, window: { ...w, step: null, done: [...w.done, w.step!] } }, events: [{ type: 'routine-end', player, step: w.step }] };
  },
};

/** Ends the routine (its processes are all optional: twgp.damage.routine.optional). */
export const endRoutineRule: ActionRule<{ type: 'end-routine' }> = {
  type: 'end-routine',
  fields: ['type'],
  read: () => ({ type: 'end-routine' }),
  offers: (state, player) => (routineOf(state, player) && !routineOf(state, player)!.step ? [{ type: 'end-routine' }] : []),
  refusal(state, player) {
    const w = routineOf(state, player);
    if (!w) return notYours(player);
    return w.step ? violation('twgp.damage.routine.no-split', `finish ${w.step} first`) : null;
  },
  perform: (state, player) => ({ state: nextWindow(state), events: [{ type: 'routine-done', player }] }),
};

/** D reload (twgp.damage.routine.reload): one hand card at a time under the pile. */
export const reloadRule: ActionRule<{ type: 'reload'; card: number }> = {
  type: 'reload',
  fields: ['type', 'card'],
  read(state, v, errors) {
    if (Number.isSafeInteger(v.card) && (v.card as number) >= 0) return { type: 'reload', card: v.card as number };
    errors.push({ path: 'action.card', message: 'must be the index of a card in the hand, from 0' });
    return undefined;
  },
  offers: (state, player) => (inRoutineStep(state, player, 'reload') ? seatOf(state, player)!.hand.map((_, card) => ({ type: 'reload' as const, card })) : []),
  refusal(state, player, action) {
    if (!inRoutineStep(state, player, 'reload')) return violation('twgp.damage.routine.reload', `${player} is not reloading now`);
    return action.card < seatOf(state, player)!.hand.length ? null : violation('twgp.damage.routine.reload', `${player}'s hand has no card ${action.card}`);
  },
  perform(state, player, action) {
    const seat = seatOf(state, player)!;
    const card = seat.hand[action.card]!;
    const next = withSeat(state, { ...seat, hand: seat.hand.filter((_, i) => i !== action.card), deck: [...seat.deck, card] });
    const w = state.window as RoutineWindow;
    return { state: { ...next, window: { ...w, reloaded: w.reloaded + 1 } }, events: [{ type: 'reload', player, card: card.name }] };
  },
};

/**
 * Ends D: as many cards as were put back are taken from the top of the pile into the hand,
 * all put back first (twgp.damage.routine.note.reload-order), then the pile may be shuffled
 * up to six times (twgp.damage.routine.reload-shuffle).
 */
export const endReloadRule: ActionRule<{ type: 'end-reload'; shuffles: number }> = {
  type: 'end-reload',
  fields: ['type', 'shuffles'],
  read(_state, v, errors) {
    const shuffles = readShuffles(v, errors, 'twgp.damage.routine.reload-shuffle');
    return shuffles === undefined ? undefined : { type: 'end-reload', shuffles };
  },
  offers: (state, player) => (inRoutineStep(state, player, 'reload') ? Array.from({ length: MAX_SHUFFLES + 1 }, (_, shuffles) => ({ type: 'end-reload' as const, shuffles })) : []),
  refusal: (state, player) => (inRoutineStep(state, player, 'reload') ? null : violation('twgp.damage.routine.reload', `${player} is not reloading now`)),
  perform(state, player, action) {
    const w = state.window as RoutineWindow;
    const seat = seatOf(state, player)!;
    const taken = seat.deck.slice(0, w.reloaded);
    let next = withSeat(state, { ...pileTaken(seat, taken.length).seat, deck: seat.deck.slice(w.reloaded), hand: [...seat.hand, ...taken] });
    next = shufflePile(next, player, action.shuffles);
    next = { ...next, window: { ...w, step: null, done: [...w.done, 'reload'], reloaded: 0 } };
    return { state: next, events: [{ type: 'reloaded', player, count: taken.length, shuffles: action.shuffles }] };
  },
};

/** E full charge (twgp.damage.routine.full-charge): download any number up to the empty charge squares (twgp.field.charge-grid.capacity) and the pile (twgp.field.download.pile-limit). */
export const fullChargeRule: ActionRule<{ type: 'full-charge'; count: number }> = {
  type: 'full-charge',
  fields: ['type', 'count'],
  read(_state, v, errors) {
    if (Number.isSafeInteger(v.count) && (v.count as number) >= 0) return { type: 'full-charge', count: v.count as number };
    errors.push({ path: 'action.count', message: 'must be a number of cards, 0 or more' });
    return undefined;
  },
  offers(state, player) {
    if (!inRoutineStep(state, player, 'full-charge')) return [];
    return Array.from({ length: downloadable(seatOf(state, player)!) + 1 }, (_, count) => ({ type: 'full-charge' as const, count }));
  },
  refusal(state, player, action) {
    if (!inRoutineStep(state, player, 'full-charge')) return violation('twgp.damage.routine.full-charge', `${player} is not in full charge now`);
    // Not beyond the cards the pile can give (no zero spurt here: twgp.zero-spurt.note.other-downloads), nor the empty squares.
    const seat = seatOf(state, player)!;
    const beyondPile = pileLimitRefusal(seat, action.count);
    if (beyondPile) return beyondPile;
    const room = emptyChargeSquares(seat).length;
    return action.count <= room ? null : violation('twgp.field.charge-grid.capacity', `${player}'s charge grid has ${room} empty squares; cannot download ${action.count}`);
  },
  perform(state, player, action) {
    const done = downloadCards(state, player, action.count);
    const w = done.state.window as RoutineWindow;
    return { state: { ...done.state, window: { ...w, step: null, done: [...w.done, 'full-charge'] } }, events: done.events };
  },
};

export const ROUTINE_RULES = [routineRule, endStepRule, endRoutineRule, reloadRule, endReloadRule, fullChargeRule];
