/**
 * Chapter 29, リ=ヴァイタル (spec/twgp/29-re-vital.md), the option `re-vital`: a player with no
 * face-down vital left who makes another player lose vitals by a direct recovers as many;
 * and such a player leaves the game only when, from the next turn on and never recovered, a
 * loss of vitals comes that they cannot pay.
 *
 * - Recovery (twgp.re-vital.recover, twgp.re-vital.timing, twgp.re-vital.note.which-direct):
 *   `loseVitals` (damage.ts) hands every registered loss to `reVitalRecovery`; the dealer
 *   recovers at that moment, choosing which face-up sideways vitals turn face down (the window
 *   `recover`, one `recover` action a vital: twgp.re-vital.note.which-cards).
 * - Loss (twgp.re-vital.loss, twgp.re-vital.note.loss): `reVitalLoss` replaces the base
 *   system's judgement of a loss larger than the face-down vitals.
 */
import { violation } from '../core/violation.ts';
import { remainingVitals } from './field.ts';
import { eliminate } from './judge.ts';
import type { ActionRule, Performed } from './rules.ts';
import { nextWindow, queueFirst } from './sequence.ts';
import { seatOf, withSeat, type PlayerId, type RecoverWindow, type TwgpState, type Window } from './state.ts';

/** Whether the option re-vital is adopted (twgp.re-vital.option). */
export const reVitalOn = (state: TwgpState): boolean => state.options['re-vital'] !== undefined && state.options['re-vital'] !== false;

const waiting = (state: TwgpState): Window[] => [state.window, ...state.queue];

/** Vitals `player` is still to recover by windows not yet chosen: they count as face-down already (the recovery is at the moment of the direct). */
export function recovering(state: TwgpState, player: PlayerId): number {
  return waiting(state).filter((w): w is RecoverWindow => w.kind === 'recover' && w.player === player).reduce((n, w) => n + w.count - w.chosen.length, 0);
}

/** Face-down vitals of `player` once the losses still to be chosen are taken and the recoveries still to be chosen are given. */
function effectiveVitals(state: TwgpState, player: PlayerId): number {
  const owed = waiting(state).reduce((n, w) => n + (w.kind === 'damage' && w.player === player && w.chosen.length === 0 ? w.count : 0), 0);
  return remainingVitals(seatOf(state, player)!) - owed + recovering(state, player);
}

/**
 * `player` recovers `count` vitals now (twgp.re-vital.recover): at most as many as their
 * face-up sideways vitals not already being recovered (twgp.re-vital.note.which-cards); the
 * choice of which is queued first; their vitals are no longer out (twgp.re-vital.note.loss:
 * the loss condition counts afresh from the next time they run out).
 */
export function queueRecovery(state: TwgpState, player: PlayerId, count: number, clause: string): Performed {
  const seat = seatOf(state, player)!;
  const sideways = seat.vitalGrid.filter((p) => p?.mode === 'Damage').length - recovering(state, player);
  const n = Math.min(count, sideways);
  if (n <= 0) return { state, events: [] };
  const window: RecoverWindow = { kind: 'recover', player, count: n, chosen: [] };
  const next = queueFirst(withSeat(state, { ...seat, vitalsOutTurn: null }), window);
  return { state: next, events: [{ type: 're-vital', player, count: n, clause }] };
}

/**
 * A loss of vitals just registered (twgp.re-vital.timing, the timing ダイレクト): if the player
 * who dealt it to another player has no face-down vital left, they recover as many as were
 * lost (twgp.re-vital.recover) — whatever made the loss: a normal or surge direct, a log
 * counter, an effect (twgp.re-vital.note.which-direct); never a cost paid by oneself.
 */
export function reVitalRecovery(done: Performed, loser: PlayerId, count: number, dealer: PlayerId | null, cause: string): Performed {
  if (!reVitalOn(done.state) || !dealer || dealer === loser || cause === 'cost') return done;
  const before = done.state;
  const dealerSeat = seatOf(before, dealer);
  if (!dealerSeat || dealerSeat.lost || effectiveVitals(before, dealer) !== 0) return done;
  const back = queueRecovery(before, dealer, count, 'twgp.re-vital.recover');
  return { state: back.state, events: [...done.events, ...back.events] };
}

/**
 * The loss condition of re-vital in place of the base system's (twgp.re-vital.loss,
 * twgp.re-vital.note.loss), for a loss of `count` vitals with `left` face-down: null when
 * the option is off or the vitals suffice. A player with none left is out if they ran out in
 * an earlier turn and have not recovered since; in the turn they ran out (or run out now) the
 * loss beyond what they have is void. Else the count is cut to what they have.
 */
export function reVitalLoss(state: TwgpState, player: PlayerId, count: number, left: number): Performed | { count: number } | null {
  if (!reVitalOn(state) || count <= left) return null;
  const seat = seatOf(state, player)!;
  if (left > 0) return { count: left };
  if (seat.vitalsOutTurn !== null && seat.vitalsOutTurn < state.turn.number) return eliminate(state, [player], 'twgp.re-vital.loss', `${player}'s face-down vitals ran out in turn ${seat.vitalsOutTurn} and have not grown since`);
  return { state, events: [{ type: 'void', player, count, clause: 'twgp.re-vital.loss', reason: 'in the turn the face-down vitals run out, a further loss does not make the player lose' }] };
}

const recoverWindow = (state: TwgpState, player: PlayerId): RecoverWindow | null => (state.window.kind === 'recover' && state.window.player === player ? state.window : null);

/** The recovering player turns one of their face-up sideways vitals face down upright (twgp.re-vital.recover, twgp.re-vital.note.which-cards: not the vital effect in force). */
export const recoverRule: ActionRule<{ type: 'recover'; square: number }> = {
  type: 'recover',
  fields: ['type', 'square'],
  read(_state, v, errors) {
    if (!Number.isSafeInteger(v.square) || (v.square as number) < 0) return void errors.push({ path: 'action.square', message: 'must be a vital-grid square from 0' });
    return { type: 'recover', square: v.square as number };
  },
  offers(state, player) {
    if (!recoverWindow(state, player)) return [];
    return seatOf(state, player)!.vitalGrid.flatMap((p, square) => (p?.mode === 'Damage' ? [{ type: 'recover' as const, square }] : []));
  },
  refusal(state, player, action) {
    if (!recoverWindow(state, player)) return violation('twgp.re-vital.recover', `${player} has no vitals to recover now`);
    return seatOf(state, player)!.vitalGrid[action.square]?.mode === 'Damage' ? null : violation('twgp.re-vital.note.which-cards', `vital square ${action.square} holds no face-up sideways (lost) vital`);
  },
  perform(state, player, action) {
    const w = state.window as RecoverWindow;
    const seat = seatOf(state, player)!;
    const vitalGrid = seat.vitalGrid.map((p, i) => (i === action.square && p ? { ...p, mode: 'Vital' as const } : p));
    let next: TwgpState = { ...withSeat(state, { ...seat, vitalGrid }), window: { ...w, chosen: [...w.chosen, action.square] } };
    if (w.chosen.length + 1 >= w.count) next = nextWindow(next);
    return { state: next, events: [{ type: 'vital', player, square: action.square, mode: 'Vital', card: seat.vitalGrid[action.square]!.card.name, clause: 'twgp.re-vital.recover' }] };
  },
};

export const RE_VITAL_RULES = [recoverRule];
