/**
 * Game logs: the setup (players, decks, seed, round limit) and every applied action in
 * order. Because the engine is deterministic from the seed in its state, replaying a log
 * reproduces the game exactly. The replay loop is the shared one (engine/core/play.ts).
 */
import type { GameResult, LogEntry } from '../core/game.ts';
import { replay as replayEntries, type Replayed as CoreReplayed } from '../core/play.ts';
import { tommyWalker } from './engine.ts';
import type { TwAction } from './events.ts';
import { newGame, type GameSetup } from './setup.ts';
import type { TwState } from './state.ts';

export interface GameLog {
  setup: GameSetup;
  entries: LogEntry<TwAction>[];
  /** The result the game reached when it was recorded (null: not over); replay checks it if present. */
  result?: GameResult | null;
  /**
   * Written by the command line (scripts/lib/log-digest.ts): `sha256:` and the hash of the rest
   * of the log, so that an edited file is detected. The engine neither writes nor reads it.
   */
  digest?: string;
}

export type Replayed = CoreReplayed<TwState>;

/**
 * Replays a log from its setup; stops at the first entry the engine refuses, saying which and
 * why. A log that is not `{setup, entries: [{player, action}, …]}` is refused (entry -1 for
 * the log itself or its setup). If the log records a result, the replayed game must reach
 * the same one (entry = number of entries otherwise).
 */
export function replay(log: GameLog): Replayed {
  if (typeof log !== 'object' || log === null || typeof log.setup !== 'object' || log.setup === null) return { ok: false, entry: -1, error: 'setup: a game log is an object {setup, entries}' };
  if (!Array.isArray(log.entries)) return { ok: false, entry: -1, error: 'entries: must be an array of {player, action}' };
  const start = newGame(log.setup);
  if (!start.ok) return { ok: false, entry: -1, error: 'violation' in start ? `${start.violation.clause}: ${start.violation.message}` : JSON.stringify(start.malformed) };
  return replayEntries(tommyWalker, start.state, log.entries, log.result);
}
