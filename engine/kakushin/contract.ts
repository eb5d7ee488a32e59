/**
 * 革新的なTCG on the engine contract (engine/core/README.md, docs/protocol/kakushin.md).
 *
 * Players make no decisions here: their characters' plans do. A battle is started from two
 * character sheets (`start`) or a position description (`position`); `pending` offers the
 * player whose character acts next a single option, `{"type": "turn"}`, until the battle
 * ends; `apply` of it plays the rest of the turn (kakushin.battle.turn) as the plans decide
 * and returns the turn's log as events. `{"type": "turn", "until": <step>}` stops after that
 * step of the turn instead, so rulings can look at a battle in the middle of a turn.
 */
import { checkedOnce } from '../core/checked.ts';
import type { BookEngine, Decision, Started } from '../core/contract.ts';
import type { GameResult } from '../core/game.ts';
import { malformed, violation, type Applied, type ShapeError } from '../core/violation.ts';
import { playSteps, TURN_STEPS, type TurnStep } from './battle.ts';
import { READING_OPTIONS } from './readings.ts';
import { gameResult, observation, protocolEvent } from './observe.ts';
import { readPosition, readSetup, type Begun, type KakushinGame } from './setup.ts';
import { checkGameState } from './state-shape.ts';
import type { Side } from './types.ts';

export type KakushinAction = { type: 'turn'; until?: TurnStep };
export type KakushinEvent = Record<string, unknown>;
export type KakushinObservation = ReturnType<typeof observation>;

/** The side whose character acts next: the second player only when its action is the next step. */
function actor(game: KakushinGame): Side {
  const first = game.battle.first ?? 0;
  return game.next === 'second-action' ? (first === 0 ? 1 : 0) : first;
}

function started(begun: Begun): Started<KakushinGame, KakushinEvent> {
  if (!begun.ok) return begun;
  const { game } = begun;
  return { ok: true, state: states.made(game), events: [...begun.warnings.map((w) => ({ ...w })), ...game.battle.events.map((e) => protocolEvent(game, e))] };
}

function checkAction(action: unknown): ShapeError[] {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return [{ path: 'action', message: 'an action is {"type": "turn"} (optionally with "until": a step of the turn)' }];
  const a = action as Record<string, unknown>;
  const errors: ShapeError[] = [];
  if (a.type !== 'turn') errors.push({ path: 'action.type', message: `must be "turn"; got ${JSON.stringify(a.type)}` });
  if (a.until !== undefined && !TURN_STEPS.includes(a.until as TurnStep)) errors.push({ path: 'action.until', message: `must be a step of the turn: ${TURN_STEPS.join(', ')}` });
  for (const key of Object.keys(a)) if (!['type', 'until'].includes(key)) errors.push({ path: `action.${key}`, message: `'${key}' is not a field of an action` });
  return errors;
}

/**
 * Plays the battle's steps in order (kakushin.battle.turn), beginning a new turn when one is
 * over, until the step `until` has been played or the battle has ended (battle.ts playSteps).
 */
function play(game: KakushinGame, until: TurnStep): KakushinGame {
  const { battle, next } = playSteps(game.battle, game.next, until);
  return { ...game, battle, next };
}

function apply(game: KakushinGame, player: string, action: unknown): Applied<KakushinGame, KakushinEvent> {
  const shape = checkAction(action);
  if (shape.length > 0) return { ok: false, malformed: shape };
  if (!game.players.includes(player)) return malformed('player', `must be one of the players ${game.players.map((p) => JSON.stringify(p)).join(', ')}`);
  if (game.battle.result) return violation(game.battle.result.clause, 'the battle is over; no turn is played after its result');
  const side = actor(game);
  if (game.players[side] !== player) {
    const clause = game.next === 'second-action' ? 'kakushin.battle.second-action' : 'kakushin.battle.first-action';
    return violation(clause, `${game.players[side]}'s character acts next, not ${player}'s`);
  }
  const before = game.battle.events.length;
  const next = play(game, (action as KakushinAction).until ?? 'turn-end');
  return { ok: true, state: states.made(next), events: next.battle.events.slice(before).map((e) => protocolEvent(next, e)) };
}

function pending(game: KakushinGame): Decision<KakushinAction>[] {
  if (game.battle.result) return [];
  return [{ player: game.players[actor(game)], kind: 'turn', options: [{ type: 'turn' }] }];
}

/**
 * Problems that make a value not a state of this engine: its whole shape, by JSON path
 * (state-shape.ts), looked at once per state (core/checked.ts: the shape includes the whole
 * battle log, which a check at every call would read again and again).
 */
const states = checkedOnce(checkGameState);
const checkState = states.check;

/** Guards every state-taking function: a value that is not a state is malformed, never a crash. */
function stateProblem(state: unknown): { ok: false; malformed: ShapeError[] } | null {
  const problems = checkState(state);
  return problems.length > 0 ? { ok: false, malformed: problems } : null;
}

/** The observation; a value that is not a state observes as no battle at all (no characters), never a crash. */
function observeAny(state: KakushinGame): KakushinObservation {
  return stateProblem(state) ? { turn: 0, step: null, first: null, erased: [], characters: [], result: null } : observation(state);
}

export const kakushinEngine: BookEngine<KakushinGame, KakushinAction, KakushinEvent, KakushinObservation, KakushinObservation> = {
  book: 'kakushin',
  options: [...READING_OPTIONS],
  readings: [],
  start: (setup) => started(readSetup(setup)),
  position: (description) => started(readPosition(description)),
  pending: (state) => (stateProblem(state) ? [] : pending(state)),
  apply: (state, player, action) => stateProblem(state) ?? apply(state, player, action),
  view: (state) => observeAny(state),
  result: (state): GameResult | null => (stateProblem(state) ? null : gameResult(state)),
  observe: (state) => observeAny(state),
  checkState,
};
