/**
 * Game logs: the setup (players, decks, seed, round limit) and every applied action in
 * order. Because the engine is deterministic from the seed in its state, replaying a log
 * reproduces the game exactly.
 */
import type { LogEntry } from '../core/game.ts';
import { apply } from './engine.ts';
import type { TwAction } from './events.ts';
import { newGame, type GameSetup } from './setup.ts';
import type { TwState } from './state.ts';

export interface GameLog {
  setup: GameSetup;
  entries: LogEntry<TwAction>[];
}

export type Replayed =
  | { ok: true; state: TwState }
  | { ok: false; entry: number; error: string };

/** Replays a log from its setup; stops at the first entry the engine refuses, saying which and why. */
export function replay(log: GameLog): Replayed {
  const start = newGame(log.setup);
  if (!start.ok) return { ok: false, entry: -1, error: 'violation' in start ? `${start.violation.clause}: ${start.violation.message}` : JSON.stringify(start.malformed) };
  let state = start.state;
  for (let i = 0; i < log.entries.length; i++) {
    const { player, action } = log.entries[i]!;
    const r = apply(state, player, action);
    if (!r.ok) return { ok: false, entry: i, error: 'violation' in r ? `${r.violation.clause}: ${r.violation.message}` : JSON.stringify(r.malformed) };
    state = r.state;
  }
  return { ok: true, state };
}
