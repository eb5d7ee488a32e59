/**
 * The トミーウォーカーTCG engine behind the shared decision interface (engine/core/game.ts):
 * `pending` lists the decisions awaited with their legal options, `apply` checks and
 * applies one player's answer, `view` hides what a player may not see, `result` reports
 * the end. Automatic steps (reveal, play-miss check, tie checks, damage, clean-up) run
 * inside `apply` until the next decision.
 */
import type { Decision, GameEngine, GameResult, PlayerId } from '../core/game.ts';
import type { Applied, ShapeError, Violation } from '../core/violation.ts';
import { powerOf } from './abilities.ts';
import { lowerSeat, revenge, revengeOptions } from './attack.ts';
import { CARD_BY_ID } from './cards.ts';
import { appearOptions, enterCheck, resolveAppear } from './check.ts';
import { endRound } from './cleanup.ts';
import { resolveSelfToHand, selfToHandOptions } from './damage.ts';
import { draw, drawOptions, drawPhaseDone, place } from './draw.ts';
import type { TwAction, TwEvent } from './events.ts';
import { checkDeckOut } from './game.ts';
import { checkState, cloneState, markChecked, type Seat, type Task, type TwState } from './state.ts';
import { view, type TwView } from './view.ts';

export type DecisionKind = 'draw-phase' | 'appear' | 'copy-appear' | 'revenge' | 'after-damage';

function taskOptions(s: TwState, task: Task): TwAction[] {
  return task.t === 'appear' ? appearOptions(s, task) : selfToHandOptions(s, task);
}

function taskKind(task: Task): DecisionKind {
  return task.t === 'self-to-hand' ? 'after-damage' : task.copy ? 'copy-appear' : 'appear';
}

/**
 * Decisions awaited now, each with every legal option; empty once the game is over.
 * tommy-walker.draw.parallel: in the draw phase both players may have a decision at once;
 * tommy-walker.attack.lower-acts: in the attack phase only the lower player decides;
 * ability decisions (on-appear, copies, after damage) come one at a time, in queue order.
 */
export function pending(s: TwState): Decision<TwAction>[] {
  if (s.result) return [];
  if (s.queue.length) {
    const task = s.queue[0]!;
    return [{ player: s.players[task.seat], kind: taskKind(task), options: taskOptions(s, task) }];
  }
  if (s.phase === 'draw') {
    const out: Decision<TwAction>[] = [];
    for (const seat of [0, 1] as const) {
      if (s.seats[seat].placed) continue;
      const options = drawOptions(s, seat);
      if (options.length) out.push({ player: s.players[seat], kind: 'draw-phase', options });
    }
    return out;
  }
  if (s.phase === 'attack') {
    const low = lowerSeat(s);
    if (low !== null) return [{ player: s.players[low], kind: 'revenge', options: revengeOptions(s, low) }];
  }
  return [];
}

/**
 * Runs the automatic steps until a player must decide or the game ends.
 * tommy-walker.draw.end → tommy-walker.game.loss.check → the check phase;
 * tommy-walker.check.tie / .to-attack once the on-appear decisions are over;
 * tommy-walker.attack.tie (checked when an action is fully resolved, tommy-walker.attack.tie.when);
 * the damage phase ends in clean-up (tommy-walker.damage.deck-out, tommy-walker.cleanup.next).
 */
function advance(s: TwState, events: TwEvent[]): void {
  for (;;) {
    if (s.result) return;
    // A queued ability nobody can use now (its condition fails, nothing to choose) is skipped.
    while (s.queue.length && taskOptions(s, s.queue[0]!).length === 0) s.queue.shift();
    if (s.queue.length) return;
    switch (s.phase) {
      case 'draw':
        if (!drawPhaseDone(s)) return;
        if (checkDeckOut(s, events)) return;
        enterCheck(s, events);
        continue;
      case 'check':
        if (powerOf(s, 0) === powerOf(s, 1)) {
          events.push({ type: 'tie', clause: 'tommy-walker.check.tie' });
          endRound(s, events);
        } else {
          s.phase = 'attack';
        }
        continue;
      case 'attack':
        if (lowerSeat(s) !== null) return;
        events.push({ type: 'tie', clause: 'tommy-walker.attack.tie' });
        endRound(s, events);
        continue;
      case 'damage':
        endRound(s, events);
        continue;
      case 'over':
        return;
    }
  }
}

const ACTION_TYPES = new Set(['draw', 'place', 'use', 'take', 'return', 'decline', 'activate', 'hand', 'ride', 'end', 'swap']);
const WITH_CARD = new Set(['place', 'take', 'return', 'hand', 'ride', 'swap']);

/** Problems with the shape of an action, by JSON path. */
export function checkAction(action: unknown): ShapeError[] {
  if (typeof action !== 'object' || action === null) return [{ path: 'action', message: 'must be an object with a type' }];
  const a = action as Record<string, unknown>;
  if (typeof a.type !== 'string' || !ACTION_TYPES.has(a.type)) return [{ path: 'action.type', message: `unknown action type '${String(a.type)}' (expected one of ${[...ACTION_TYPES].join(', ')})` }];
  if (WITH_CARD.has(a.type) && (typeof a.card !== 'string' || !CARD_BY_ID.has(a.card))) {
    return [{ path: 'action.card', message: `'${String(a.card)}' is not a card id of the card list` }];
  }
  if (a.type === 'activate') {
    if (typeof a.ability !== 'number' || !Number.isInteger(a.ability) || a.ability < 0) return [{ path: 'action.ability', message: 'must be the index of an ability (a non-negative integer)' }];
    if (a.discard !== undefined) {
      if (!Array.isArray(a.discard)) return [{ path: 'action.discard', message: 'must be an array of card ids' }];
      const bad = a.discard.findIndex((c) => typeof c !== 'string' || !CARD_BY_ID.has(c));
      if (bad !== -1) return [{ path: `action.discard[${bad}]`, message: `'${String(a.discard[bad])}' is not a card id of the card list` }];
    }
  }
  return [];
}

/**
 * Applies one player's action; an illegal one is refused with the clause that forbids it
 * (tommy-walker.game.phase-actions for an action out of its time, tommy-walker.game.over
 * after the end), a malformed one with the JSON path of the problem.
 */
export function apply(state: TwState, player: PlayerId, action: TwAction): Applied<TwState, TwEvent> {
  const problems = checkState(state);
  if (problems.length) return { ok: false, malformed: problems };
  const seat = state.players.indexOf(player);
  if (seat === -1) return { ok: false, malformed: [{ path: 'player', message: `'${player}' is not a player of this game (${state.players.join(', ')})` }] };
  const shape = checkAction(action);
  if (shape.length) return { ok: false, malformed: shape };
  if (state.result) return { ok: false, violation: { clause: 'tommy-walker.game.over', message: `the game is over (${state.result.clause}: ${state.result.reason})` } };
  const s = cloneState(state);
  const events: TwEvent[] = [];
  const v = dispatch(s, seat as Seat, action, events);
  if (v) return { ok: false, violation: v };
  advance(s, events);
  return { ok: true, state: markChecked(s), events };
}

function dispatch(s: TwState, seat: Seat, action: TwAction, events: TwEvent[]): Violation | null {
  const task = s.queue[0];
  if (task) {
    if (task.seat !== seat) {
      return { clause: 'tommy-walker.game.phase-actions', message: `waiting for ${s.players[task.seat]} to decide about an ability of ${CARD_BY_ID.get(task.card)!.name}` };
    }
    return task.t === 'appear' ? resolveAppear(s, seat, action, events) : resolveSelfToHand(s, seat, action, events);
  }
  switch (action.type) {
    case 'draw':
      return draw(s, seat, events);
    case 'place':
      return place(s, seat, action.card, events);
    case 'activate':
    case 'hand':
    case 'ride':
    case 'end':
      return revenge(s, seat, action, events);
    default:
      return { clause: 'tommy-walker.game.phase-actions', message: `'${action.type}' answers an ability decision, and none is waiting` };
  }
}

export function result(s: TwState): GameResult | null {
  return s.result;
}

/**
 * Resumes automatic steps of a state built by hand (rulings, tests): e.g. a draw phase whose
 * cards are all placed. A malformed state is refused with the JSON path of each problem.
 */
export function settle(state: TwState): { ok: true; state: TwState; events: TwEvent[] } | { ok: false; malformed: ShapeError[] } {
  const problems = checkState(state);
  if (problems.length) return { ok: false, malformed: problems };
  const s = cloneState(state);
  const events: TwEvent[] = [];
  advance(s, events);
  return { ok: true, state: markChecked(s), events };
}

export const tommyWalker: GameEngine<TwState, TwAction, TwEvent, TwView> = { pending, apply, view, result };
