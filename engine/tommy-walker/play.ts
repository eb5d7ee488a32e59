/**
 * Plays a whole game from a setup between two agents: the setup is this book's, the game
 * loop is the shared one (engine/core/play.ts `playGame`), each agent seeing only its own
 * view. When both players have a decision at once (the draw phase, which they play in
 * parallel), the first listed is answered first, as core/play.ts does for every book.
 */
import type { Agent } from '../core/game.ts';
import { playGame } from '../core/play.ts';
import { tommyWalker } from './engine.ts';
import type { TwAction } from './events.ts';
import type { GameLog } from './log.ts';
import { newGame, type GameSetup } from './setup.ts';
import type { TwState } from './state.ts';
import type { TwView } from './view.ts';

export type TwAgent = Agent<TwAction, TwView>;

export interface PlayedGame {
  state: TwState;
  log: GameLog;
  decisions: number;
}

/** A guard against an engine bug that would never end a game; no real game comes near it. */
const MAX_DECISIONS = 200_000;

/**
 * Plays `setup` to the end. `agents` answer for the players of the same index; `seed`
 * seeds the agents' generator (core/play.ts). Throws on a setup the engine refuses, on an
 * agent's refused action and on a game that does not end: all three are bugs of the caller
 * or the engine, never a game outcome.
 */
export function playMatch(setup: GameSetup, agents: [TwAgent, TwAgent], seed: number): PlayedGame {
  const start = newGame(setup);
  if (!start.ok) throw new Error(`bad setup: ${JSON.stringify('violation' in start ? start.violation : start.malformed)}`);
  const byPlayer = { [setup.players[0]]: agents[0], [setup.players[1]]: agents[1] };
  const played = playGame(tommyWalker, start.state, byPlayer, seed, MAX_DECISIONS);
  if (played.refused) {
    const { player, action, failure } = played.refused;
    throw new Error(`agent of ${player} answered an illegal action ${JSON.stringify(action)}: ${JSON.stringify('violation' in failure ? failure.violation : failure.malformed)}`);
  }
  if (!played.result) throw new Error(`game did not end after ${MAX_DECISIONS} decisions (seed ${seed})`);
  return { state: played.state, log: { setup, entries: played.log, result: played.result }, decisions: played.log.length };
}
