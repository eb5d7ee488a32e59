/**
 * Chapter 5, シークェンス (spec/twgp/05-sequence.md): the actions that move a game through
 * its sequences — choosing places in the turn order, setup, ending the build sequence,
 * ending the turn — and 宣言なし, the acceptance that resolves the stack (chapter 6).
 */
import { violation } from '../core/violation.ts';
import { bondsAnswer } from './bonds.ts';
import { isChargeCard } from './field.ts';
import { routineOf } from './routine.ts';
import type { ActionRule } from './rules.ts';
import { beginBattle, beginTurn, scroll, then } from './sequence.ts';
import { terminateChargeEffects } from './charge-effect.ts';
import { seatOf, withSeat, type OrderWindow, type PlayerId, type TwgpState } from './state.ts';
import { resolveStack, withoutRight } from './timing.ts';

/** The hand holds at most six cards (twgp.sequence.build.hand-limit). */
export const HAND_LIMIT = 6;

const orderWindow = (state: TwgpState): OrderWindow | null => (state.window.kind === 'order' ? state.window : null);

/**
 * A player chooses a free place in the turn order, the youngest first
 * (twgp.sequence.first-player, twgp.sequence.note.first-player); with every place taken the
 * seats follow the chosen order and the first player's turn begins.
 */
export const orderRule: ActionRule<{ type: 'order'; place: number }> = {
  type: 'order',
  fields: ['type', 'place'],
  read(state, v, errors) {
    if (Number.isSafeInteger(v.place) && (v.place as number) >= 0 && (v.place as number) < state.seats.length) return { type: 'order', place: v.place as number };
    errors.push({ path: 'action.place', message: `must be a place in the turn order from 0 (first) to ${state.seats.length - 1}` });
    return undefined;
  },
  offers(state, player) {
    const w = orderWindow(state);
    if (!w || w.choosers[0] !== player) return [];
    return w.places.flatMap((p, place) => (p === null ? [{ type: 'order' as const, place }] : []));
  },
  refusal(state, player, action) {
    const w = orderWindow(state);
    if (!w) return violation('twgp.sequence.first-player', 'the turn order is already decided');
    if (w.choosers[0] !== player) return violation('twgp.sequence.first-player', `${w.choosers[0]} chooses now (the youngest first)`);
    return w.places[action.place] === null ? null : violation('twgp.sequence.note.first-player', `place ${action.place} is taken`);
  },
  perform(state, player, action) {
    const w = state.window as OrderWindow;
    let places = w.places.map((p, i) => (i === action.place ? player : p));
    let choosers = w.choosers.slice(1);
    if (choosers.length === 1) {
      places = places.map((p) => p ?? choosers[0]!);
      choosers = [];
    }
    const events = [{ type: 'order', player, place: action.place }];
    if (choosers.length) return { state: { ...state, window: { ...w, places, choosers } }, events };
    const seats = places.map((p) => seatOf(state, p!)!);
    const begun = beginTurn({ ...state, seats }, seats[0]!.player);
    return { state: begun.state, events: [...events, { type: 'turn-order', players: seats.map((s) => s.player) }, ...begun.events] };
  },
};

/** Whether `player` may set up now: in the build sequence before ending their setup, or in B of their damage routine. */
function setupOpen(state: TwgpState, player: PlayerId): boolean {
  const w = state.window;
  if (w.kind === 'build') return !w.setupDone.includes(player);
  return routineOf(state, player)?.step === 'setup';
}

/**
 * Setup (twgp.sequence.setup, twgp.sequence.build.setup): a player takes one face-down
 * charge card of their own into the hand, without the right of action
 * (twgp.sequence.note.setup-who), while the hand holds fewer than six
 * (twgp.sequence.build.hand-limit). In the build sequence each player ends theirs with
 * `end-setup`; in the damage routine (B) it ends with `end-step`.
 */
export const setupRule: ActionRule<{ type: 'setup'; square: number }> = {
  type: 'setup',
  fields: ['type', 'square'],
  read(state, v, errors) {
    const width = state.seats[0]!.chargeGrid.length;
    if (Number.isSafeInteger(v.square) && (v.square as number) >= 0 && (v.square as number) < width) return { type: 'setup', square: v.square as number };
    errors.push({ path: 'action.square', message: `must be a charge-grid square from 0 to ${width - 1}` });
    return undefined;
  },
  offers(state, player) {
    if (!setupOpen(state, player)) return [];
    const seat = seatOf(state, player)!;
    if (seat.hand.length >= HAND_LIMIT) return [];
    return seat.chargeGrid.flatMap((c, square) => (isChargeCard(c) ? [{ type: 'setup' as const, square }] : []));
  },
  refusal(state, player, action) {
    if (!setupOpen(state, player)) return violation('twgp.sequence.build.setup', `${player} cannot set up now (the build sequence, or B of the damage routine)`);
    const seat = seatOf(state, player)!;
    if (seat.hand.length >= HAND_LIMIT) return violation('twgp.sequence.build.hand-limit', `${player}'s hand already holds ${seat.hand.length} cards`);
    return isChargeCard(seat.chargeGrid[action.square]) ? null : violation('twgp.field.charge-card', `${player}'s charge square ${action.square} holds no charge card`);
  },
  perform(state, player, action) {
    const seat = seatOf(state, player)!;
    const card = seat.chargeGrid[action.square]!.card;
    const next = withSeat(state, { ...seat, hand: [...seat.hand, card], chargeGrid: seat.chargeGrid.map((c, i) => (i === action.square ? null : c)) });
    return { state: next, events: [{ type: 'setup', player, square: action.square }] };
  },
};

/** A player ends their setup of this build sequence. */
export const endSetupRule: ActionRule<{ type: 'end-setup' }> = {
  type: 'end-setup',
  fields: ['type'],
  read: () => ({ type: 'end-setup' }),
  offers: (state, player) => (state.window.kind === 'build' && !state.window.setupDone.includes(player) ? [{ type: 'end-setup' }] : []),
  refusal: (state, player) => (state.window.kind === 'build' && !state.window.setupDone.includes(player) ? null : violation('twgp.sequence.build.setup', `${player} has no setup to end now`)),
  perform(state, player) {
    const w = state.window as Extract<TwgpState['window'], { kind: 'build' }>;
    return { state: { ...state, window: { ...w, setupDone: [...w.setupDone, player] } }, events: [{ type: 'setup-done', player }] };
  },
};

/** Whether everyone has ended their setup in this build sequence. */
const setupsDone = (state: TwgpState) => state.window.kind === 'build' && state.seats.every((s) => s.lost || (state.window as { setupDone: string[] }).setupDone.includes(s.player));

/** The turn player ends the build sequence once every setup is over; the battle sequence begins (twgp.sequence.order). */
export const endBuildRule: ActionRule<{ type: 'end-build' }> = {
  type: 'end-build',
  fields: ['type'],
  read: () => ({ type: 'end-build' }),
  offers: (state, player) => (state.turn.player === player && setupsDone(state) ? [{ type: 'end-build' }] : []),
  refusal(state, player) {
    if (state.window.kind !== 'build' || state.turn.player !== player) return violation('twgp.sequence.build.turn-player', `${player} is not in their build sequence`);
    return setupsDone(state) ? null : violation('twgp.sequence.build.setup', 'every player ends their setup first');
  },
  perform: (state) => beginBattle(state),
};

/**
 * The turn player ends the turn, having skipped or finished the battle sequence, with no
 * declaration waiting (twgp.sequence.battle.skip, twgp.sequence.note.turn-end): the turn
 * scrolls to the next player (twgp.sequence.scroll). Charge effects used with no battle after
 * them end with the turn (twgp.charge-effect.note.turn-end).
 */
export const endTurnRule: ActionRule<{ type: 'end-turn' }> = {
  type: 'end-turn',
  fields: ['type'],
  read: () => ({ type: 'end-turn' }),
  offers: (state, player) => (state.window.kind === 'battle' && state.turn.player === player && state.right === player ? [{ type: 'end-turn' }] : []),
  refusal(state, player) {
    if (state.result) return violation('twgp.judge.note.winner', 'the game is over');
    if (state.window.kind !== 'battle' || state.turn.player !== player) return violation('twgp.sequence.battle.end', `${player} cannot end the turn now (the turn player, in the battle sequence, with no declaration waiting)`);
    return withoutRight(state, player);
  },
  perform: (state) => then(terminateChargeEffects(state), scroll),
};

/** 宣言なし (twgp.declare.accept): the holder of the right answers with no declaration, and the stack resolves. */
export const acceptRule: ActionRule<{ type: 'accept' }> = {
  type: 'accept',
  fields: ['type'],
  read: () => ({ type: 'accept' }),
  offers: (state, player) => (state.window.kind === 'respond' && state.right === player ? [{ type: 'accept' }] : []),
  refusal(state, player) {
    if (state.window.kind !== 'respond') return violation('twgp.declare.accept', 'no declaration waits for an answer');
    return withoutRight(state, player);
  },
  perform(state, player) {
    // Option bonds: after an intercept the attacker may have the right back once to add units (twgp.bonds.add-after-intercept).
    const answered = bondsAnswer(state, player);
    if (answered) return answered;
    const done = resolveStack(state);
    return { state: done.state, events: [{ type: 'accept', player }, ...done.events] };
  },
};

export const SEQUENCE_RULES = [orderRule, setupRule, endSetupRule, endBuildRule, endTurnRule, acceptRule];
