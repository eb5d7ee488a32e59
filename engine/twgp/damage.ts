/**
 * Chapter 12, ダイレクトとダメージ (spec/twgp/12-direct.md), second half: the loss of
 * vitals (twgp.damage) and the choice of the new vital effect.
 */
import { vitalEffectTakesHold } from './vital-effect.ts';
import { violation, type Failure } from '../core/violation.ts';
import { remainingVitals } from './field.ts';
import { eliminate } from './judge.ts';
import { recovering, reVitalLoss, reVitalRecovery } from './re-vital.ts';
import { vitalCounterGoesOff } from './property.ts';
import type { ActionRule, Performed } from './rules.ts';
import { nextWindow, queueFirst } from './sequence.ts';
import { sublimationCheck } from './sublimation.ts';
import { seatOf, withSeat, type DamageWindow, type PlayerId, type TwgpState, type Window } from './state.ts';

/** How a vital loss came about: a normal direct can be voided (twgp.judge.vital-out-turn); the others cannot. */
export type LossCause = 'normal-direct' | 'surge-direct' | 'log-counter' | 'cost' | 'effect';

/** The losses that cannot be stopped by a charge effect (twgp.direct.unstoppable). */
export const UNSTOPPABLE: readonly LossCause[] = ['surge-direct', 'log-counter'];

/** The damage windows of `player` still to come whose vitals are not chosen yet. */
function queuedDamage(state: TwgpState, player: PlayerId): DamageWindow[] {
  return [state.window, ...state.queue].filter((w): w is DamageWindow => w.kind === 'damage' && w.player === player && w.chosen.length === 0);
}

/**
 * `player` must turn `count` face-down vitals face up (twgp.damage). With too few left, the
 * player leaves the game (condition E, twgp.judge.loss.vital-short) at that moment, also in
 * the middle of a sweep, which is how an unstoppable loss by surge direct or log counter
 * eliminates (twgp.direct.unstoppable) — except that in the turn their face-down vitals ran
 * out, a further normal direct is void (twgp.judge.vital-out-turn). Otherwise the choice is
 * queued first (twgp.damage.choose); losses that come while one is still queued for the same
 * player and dealer join it, so that the player chooses all of them at once and has one
 * damage routine (twgp.damage.choose, twgp.damage.routine.timing, twgp.damage.wait-log-counter).
 */
export function loseVitals(state: TwgpState, player: PlayerId, count: number, dealer: PlayerId | null, cause: LossCause): Performed {
  const seat = seatOf(state, player)!;
  if (count <= 0 || seat.lost) return { state, events: [] };
  if (cause === 'normal-direct' && seat.vitalsOutTurn === state.turn.number) {
    return { state, events: [{ type: 'void', player, clause: 'twgp.judge.vital-out-turn', reason: 'a further normal direct in the turn the vitals ran out is void' }] };
  }
  const queued = queuedDamage(state, player);
  // Vitals being recovered by re-vital count as face-down already (re-vital.ts).
  const left = remainingVitals(seat) - queued.reduce((n, w) => n + w.count, 0) + recovering(state, player);
  // The option re-vital judges a loss beyond the face-down vitals by its own condition (twgp.re-vital.loss).
  const revital = reVitalLoss(state, player, count, left);
  if (revital && 'state' in revital) return revital;
  if (revital) count = revital.count;
  // The variant sudden-loss: the moment the face-down vitals run out, the player is out (twgp.judge.variant.sudden).
  if (state.options['sudden-loss'] === true && count >= left) return eliminate(state, [player], 'twgp.judge.variant.sudden', `${player}'s face-down vitals run out (${left} left, ${count} lost)`);
  if (count > left) {
    const eliminated = eliminate(state, [player], 'twgp.judge.loss.vital-short', `${player} must lose ${count} vitals and has ${left}`);
    const events = UNSTOPPABLE.includes(cause) ? [{ type: 'unstoppable', player, cause, clause: 'twgp.direct.unstoppable' }, ...eliminated.events] : eliminated.events;
    return { state: eliminated.state, events };
  }
  const event = { type: 'damage', player, count, cause };
  const join = queued.find((w) => w.dealer === dealer);
  if (join && join !== state.window) {
    const queue = state.queue.map((w) => (w === join ? { ...join, count: join.count + count } : w));
    return reVitalRecovery({ state: { ...state, queue }, events: [event] }, player, count, dealer, cause);
  }
  const window: DamageWindow = { kind: 'damage', player, count, dealer, chosen: [] };
  // twgp.re-vital.recover: a dealer with no face-down vital recovers as many at this moment.
  return reVitalRecovery({ state: queueFirst(state, window), events: [event] }, player, count, dealer, cause);
}

interface DamageAction {
  type: 'damage';
  square: number;
}

interface VitalEffectAction {
  type: 'vital-effect';
  square: number;
}

const damageWindow = (state: TwgpState, player: PlayerId): DamageWindow | null =>
  state.window.kind === 'damage' && state.window.player === player ? state.window : null;

function readSquare(state: TwgpState, v: Record<string, unknown>, errors: { path: string; message: string }[]): number | undefined {
  const width = state.seats[0]!.vitalGrid.length;
  if (Number.isSafeInteger(v.square) && (v.square as number) >= 0 && (v.square as number) < width) return v.square as number;
  errors.push({ path: 'action.square', message: `must be a vital-grid square from 0 to ${width - 1}` });
  return undefined;
}

/** The player turns one face-down vital of their own face up (twgp.damage.choose): one action per vital lost. */
export const damageRule: ActionRule<DamageAction> = {
  type: 'damage',
  fields: ['type', 'square'],
  read(state, v, errors) {
    const square = readSquare(state, v, errors);
    return square === undefined ? undefined : { type: 'damage', square };
  },
  offers(state, player) {
    const w = damageWindow(state, player);
    if (!w || w.chosen.length >= w.count) return [];
    return seatOf(state, player)!.vitalGrid.flatMap((v, square) => (v?.mode === 'Vital' ? [{ type: 'damage' as const, square }] : []));
  },
  refusal(state, player, action) {
    const w = damageWindow(state, player);
    if (!w) return violation('twgp.damage.choose', `${player} has no vitals to lose now`);
    if (w.chosen.length >= w.count) return violation('twgp.damage.active-one', `${player} has turned up ${w.count}; now choose the new vital effect among them`);
    if (seatOf(state, player)!.vitalGrid[action.square]?.mode !== 'Vital') return violation('twgp.damage.choose', `${player}'s vital square ${action.square} holds no face-down vital`);
    return null;
  },
  perform(state, player, action) {
    const w = state.window as DamageWindow;
    const seat = seatOf(state, player)!;
    const vitalGrid = seat.vitalGrid.map((v, i) => (i === action.square && v ? { ...v, mode: 'Damage' as const } : v));
    const next = { ...withSeat(state, { ...seat, vitalGrid }), window: { ...w, chosen: [...w.chosen, action.square] } };
    const events = [{ type: 'vital', player, square: action.square, mode: 'Damage', card: seat.vitalGrid[action.square]!.card.name }];
    // Only a master unit turned up: it has no vital effect, the one in force stays (twgp.master-drive.vital-count).
    const now = next.window;
    if (now.chosen.length === now.count && now.chosen.every((sq) => vitalGrid[sq]?.card.master)) {
      const done = finishDamage(next, player, now);
      return { state: done.state, events: [...events, ...done.events] };
    }
    return { state: next, events };
  },
};

/** Records the turn `player`'s vitals ran out, if they just have and it is not recorded yet (twgp.judge.vital-out-turn). */
function recordVitalsOut(state: TwgpState, player: PlayerId): TwgpState {
  const seat = seatOf(state, player)!;
  return remainingVitals(seat) === 0 && seat.vitalsOutTurn === null ? withSeat(state, { ...seat, vitalsOutTurn: state.turn.number }) : state;
}

/**
 * The vital at `player`'s `square` becomes the one vital effect in force, face-up upright;
 * the vital effect in force before, whoever's it was, turns face-up sideways
 * (twgp.damage.update, twgp.resource.vital.update). Records the turn the player's face-down
 * vitals ran out, if they just have (twgp.judge.vital-out-turn).
 */
export function setVitalEffect(state: TwgpState, player: PlayerId, square: number): Performed {
  const events: Performed['events'] = [];
  let next = state;
  for (const seat of next.seats) {
    const i = seat.vitalGrid.findIndex((v) => v?.mode === 'Active');
    if (i < 0) continue;
    next = withSeat(next, { ...seat, vitalGrid: seat.vitalGrid.map((v, j) => (j === i && v ? { ...v, mode: 'Damage' as const } : v)) });
    events.push({ type: 'vital', player: seat.player, square: i, mode: 'Damage', card: seat.vitalGrid[i]!.card.name });
  }
  const seat = seatOf(next, player)!;
  const vitalGrid = seat.vitalGrid.map((v, j) => (j === square && v ? { ...v, mode: 'Active' as const } : v));
  const out = remainingVitals({ ...seat, vitalGrid }) === 0 && seat.vitalsOutTurn === null ? next.turn.number : seat.vitalsOutTurn;
  next = withSeat(next, { ...seat, vitalGrid, vitalsOutTurn: out });
  events.push({ type: 'vital', player, square, mode: 'Active', card: vitalGrid[square]!.card.name });
  return { state: next, events };
}

/**
 * Of the vitals just turned up, the player sets one face-up upright as the one vital effect
 * in force for every player (twgp.damage.active-one, twgp.damage.note.active-choice); the
 * vital effect in force before turns face-up sideways (twgp.damage.update,
 * twgp.resource.vital.update). Then the damage routine follows (twgp.damage.routine.timing),
 * and the bonus of the player who dealt it (twgp.bonus.refill).
 */
export const vitalEffectRule: ActionRule<VitalEffectAction> = {
  type: 'vital-effect',
  fields: ['type', 'square'],
  read(state, v, errors) {
    const square = readSquare(state, v, errors);
    return square === undefined ? undefined : { type: 'vital-effect', square };
  },
  offers(state, player) {
    const w = damageWindow(state, player);
    if (!w || w.chosen.length < w.count) return [];
    // A master unit chosen as damage has no vital effect (twgp.master-drive.vital-count).
    const grid = seatOf(state, player)!.vitalGrid;
    return w.chosen.filter((square) => !grid[square]?.card.master).map((square) => ({ type: 'vital-effect' as const, square }));
  },
  refusal(state, player, action): Failure | null {
    const w = damageWindow(state, player);
    if (!w || w.chosen.length < w.count) return violation('twgp.damage.active-one', `${player} has no vitals turned up to choose from now`);
    if (!w.chosen.includes(action.square)) return violation('twgp.damage.note.active-choice', `vital square ${action.square} was not turned up in this damage`);
    if (seatOf(state, player)!.vitalGrid[action.square]?.card.master) return violation('twgp.master-drive.vital-count', 'a master unit has no vital effect: choose the new vital effect among the other vitals turned up');
    return null;
  },
  perform(state, player, action) {
    const w = state.window as DamageWindow;
    const turned = setVitalEffect(state, player, action.square);
    const events = turned.events;
    let next = turned.state;
    // twgp.field.vital-grid.effect: the new vital effect takes hold at once (a playing card's: twgp.resource.vital.playing-card).
    const held = vitalEffectTakesHold(next);
    next = held.state;
    events.push(...held.events);
    const done = finishDamage(next, player, w, action.square);
    return { state: done.state, events: [...events, ...done.events] };
  },
};

/**
 * What follows the choice of the vitals lost and of the new vital effect (`square`; null when
 * the only vital turned up was a master unit, which has none: twgp.master-drive.vital-count):
 * the damage routine (twgp.damage.routine.timing), the bonus of the player who dealt it
 * (twgp.bonus.refill), the sublimation check, and a vital counter chosen as the new effect.
 */
export function finishDamage(chosen: TwgpState, player: PlayerId, w: DamageWindow, square: number | null = null): Performed {
  const events: Performed['events'] = [];
  // The turn the vitals ran out, also when the last one was a master unit, which has no vital effect (twgp.judge.vital-out-turn, twgp.master-drive.vital-count).
  const next = recordVitalsOut(chosen, player);
  const following: Window[] = [{ kind: 'routine', player, done: [], step: null, reloaded: 0 }];
  const dealer = w.dealer ? seatOf(next, w.dealer) : undefined;
  if (dealer && dealer.finalInstalled && !dealer.lost) following.push({ kind: 'bonus', player: dealer.player, remaining: w.count, picked: 0, shuffle: false });
  // twgp.sublimation.timing: the gap is judged once every loss now chosen has turned face up.
  const sublimed = sublimationCheck(queueFirst(next, ...following));
  // A vital counter chosen as the new vital effect goes off (twgp.property.vital-counter): an interrupt first.
  const counter = square === null ? null : vitalCounterGoesOff(sublimed.state, player, square);
  if (counter) return { state: counter.state, events: [...events, ...sublimed.events, ...counter.events] };
  return { state: nextWindow(sublimed.state), events: [...events, ...sublimed.events] };
}
