/**
 * Game logs: the setup (players, decks, seed, round limit) and every applied action in
 * order. Because the engine is deterministic from the seed in its state, replaying a log
 * reproduces the game exactly.
 */
import type { GameResult, LogEntry } from '../core/game.ts';
import { apply } from './engine.ts';
import type { TwAction } from './events.ts';
import { newGame, type GameSetup } from './setup.ts';
import type { TwState } from './state.ts';

export interface GameLog {
  setup: GameSetup;
  entries: LogEntry<TwAction>[];
  /** The result the game reached when it was recorded (null: not over); replay checks it if present. */
  result?: GameResult | null;
}

export type Replayed =
  | { ok: true; state: TwState }
  | { ok: false; entry: number; error: string };

/**
 * Replays a log from its setup; stops at the first entry the engine refuses, saying which and
 * why. A log that is not `{setup, entries: [{player, action}, …]}` is refused with the JSON
 * path of the problem (entry -1 for the log itself). If the log records a result, the
 * replayed game must reach the same one (entry = number of entries otherwise).
 */
export function replay(log: GameLog): Replayed {
  if (typeof log !== 'object' || log === null || typeof log.setup !== 'object' || log.setup === null) return { ok: false, entry: -1, error: 'setup: a game log is an object {setup, entries}' };
  if (!Array.isArray(log.entries)) return { ok: false, entry: -1, error: 'entries: must be an array of {player, action}' };
  const bad = log.entries.findIndex((e) => typeof e !== 'object' || e === null || typeof e.player !== 'string');
  if (bad !== -1) return { ok: false, entry: bad, error: `entries[${bad}]: must be {player, action} with a player name` };
  const start = newGame(log.setup);
  if (!start.ok) return { ok: false, entry: -1, error: 'violation' in start ? `${start.violation.clause}: ${start.violation.message}` : JSON.stringify(start.malformed) };
  let state = start.state;
  for (let i = 0; i < log.entries.length; i++) {
    const { player, action } = log.entries[i]!;
    const r = apply(state, player, action);
    if (!r.ok) return { ok: false, entry: i, error: 'violation' in r ? `${r.violation.clause}: ${r.violation.message}` : JSON.stringify(r.malformed) };
    state = r.state;
  }
  if (log.result !== undefined && JSON.stringify(log.result) !== JSON.stringify(state.result)) {
    return { ok: false, entry: log.entries.length, error: `the replayed result ${JSON.stringify(state.result)} differs from the recorded result ${JSON.stringify(log.result)}` };
  }
  return { ok: true, state };
}
