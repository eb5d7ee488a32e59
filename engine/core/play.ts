/**
 * The generic helpers every engine shares, written once: the random agent, playing a game
 * between agents, and replaying a log. They work on any engine of the decision interface
 * (core/game.ts) and so on every book engine (core/contract.ts).
 */
import type { Agent, GameEngine, GameResult, LogEntry, PlayerId } from './game.ts';
import { nextInt, seedRng } from './rng.ts';
import type { Failure } from './violation.ts';

/** Picks one of a decision's legal options uniformly at random with the agent's own generator. */
export const randomAgent: Agent<any, any> = (_view, decision, rng) => {
  const [i, next] = nextInt(rng, decision.options.length);
  return { action: decision.options[i], rng: next };
};

export interface PlayedGame<S, A> {
  log: LogEntry<A>[];
  state: S;
  result: GameResult | null;
  /** Set when the game stopped on an agent's refused action rather than a result or the limit. */
  refused?: { entry: number; player: PlayerId; action: A; failure: Failure };
}

/**
 * Plays from `state` until the game has a result or `maxActions` actions were applied. Each
 * agent sees only its own view. When several decisions are pending at once, the first is
 * answered first (the engines list simultaneous hidden choices in seat order). An action
 * the engine refuses stops the game and is reported, never skipped.
 */
export function playGame<S, A, E, V>(
  engine: GameEngine<S, A, E, V>,
  state: S,
  agents: Record<PlayerId, Agent<A, V>>,
  agentSeed: number,
  maxActions = 100_000,
): PlayedGame<S, A> {
  let rng = seedRng(agentSeed);
  const log: LogEntry<A>[] = [];
  let current = state;
  while (log.length < maxActions && engine.result(current) === null) {
    const decision = engine.pending(current)[0];
    if (!decision) break;
    const agent = agents[decision.player];
    if (!agent) throw new Error(`no agent for player '${decision.player}'`);
    const chosen = agent(engine.view(current, decision.player), decision, rng);
    rng = chosen.rng;
    const applied = engine.apply(current, decision.player, chosen.action);
    if (!applied.ok) {
      return { log, state: current, result: null, refused: { entry: log.length, player: decision.player, action: chosen.action, failure: applied } };
    }
    log.push({ player: decision.player, action: chosen.action });
    current = applied.state;
  }
  return { log, state: current, result: engine.result(current) };
}

export type Replayed<S> = { ok: true; state: S } | { ok: false; entry: number; error: string };

function describe(failure: Failure): string {
  return 'violation' in failure
    ? `${failure.violation.clause}: ${failure.violation.message}`
    : failure.malformed.map((m) => `${m.path}: ${m.message}`).join('; ');
}

/**
 * Replays `entries` from `state`, stopping at the first entry the engine refuses (its index
 * and why). A log that is not a list of `{player, action}` is refused at the entry that is
 * not. If `expected` is given (the result recorded with the log), the replayed game must
 * reach it; otherwise entry = entries.length.
 */
export function replay<S, A, E, V>(
  engine: GameEngine<S, A, E, V>,
  state: S,
  entries: unknown,
  expected?: GameResult | null,
): Replayed<S> {
  if (!Array.isArray(entries)) return { ok: false, entry: -1, error: 'entries: must be an array of {player, action}' };
  let current = state;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as { player?: unknown; action?: unknown } | null;
    if (typeof e !== 'object' || e === null || typeof e.player !== 'string' || !('action' in e)) {
      return { ok: false, entry: i, error: `entries[${i}]: must be {player, action} with a player name` };
    }
    const r = engine.apply(current, e.player, e.action as A);
    if (!r.ok) return { ok: false, entry: i, error: describe(r) };
    current = r.state;
  }
  if (expected !== undefined && JSON.stringify(expected) !== JSON.stringify(engine.result(current))) {
    return { ok: false, entry: entries.length, error: `the replayed result ${JSON.stringify(engine.result(current))} differs from the recorded result ${JSON.stringify(expected)}` };
  }
  return { ok: true, state: current };
}
