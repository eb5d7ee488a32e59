/**
 * A game between the reader and the engine's agent, with no DOM: the page (client.ts) shows
 * what a session holds and calls `play` with the reader's chosen action. The engine runs
 * every rule; a session only keeps the moves made (for the replay log) and the log lines.
 * The agent's generator is seeded from the game's seed, so one seed and the same moves
 * always give the same game.
 */
import type { Decision, GameResult, PlayerId } from '../../../../engine/core/game.ts';
import { seedRng, type Rng } from '../../../../engine/core/rng.ts';
import type { Failure } from '../../../../engine/core/violation.ts';
import type { Line, PlayBook } from './types.ts';

/** The most actions the agent takes in a row before the page answers: far more than a game has. */
const MAX_AGENT_ACTIONS = 10_000;

export interface Session<S, A> {
  book: PlayBook<S, A>;
  seed: number;
  setup: unknown;
  state: S;
  moves: { player: PlayerId; action: A; before: S }[];
  log: Line[];
  rng: Rng;
}

/** A session at its first decision of the reader (the agent's moves before it are made), or why the setup failed. */
export function startSession<S, A>(book: PlayBook<S, A>, seed: number): { ok: true; session: Session<S, A> } | Failure {
  const setup = book.setup(seed);
  const started = book.engine.start(setup);
  if (!started.ok) return started;
  // A different stream from the game's own generator, so the agent never mirrors the shuffle.
  const session: Session<S, A> = { book, seed, setup, state: started.state, moves: [], log: [], rng: seedRng(seed ^ 0x5eed) };
  session.log.push(...started.events.flatMap((e) => book.eventLines(e, started.state, started.state)));
  const agent = runAgent(session);
  return agent.ok ? { ok: true, session } : agent;
}

/** The reader's decision now, if any (simultaneous decisions: the reader's is answered first, or the agent's of a kind in `agentFirst`). */
export function humanDecision<S, A>(s: Session<S, A>): Decision<A> | undefined {
  return s.book.engine.result(s.state) ? undefined : s.book.engine.pending(s.state).find((d) => d.player === s.book.human);
}

export const resultOf = <S, A>(s: Session<S, A>): GameResult | null => s.book.engine.result(s.state);

function applyMove<S, A>(s: Session<S, A>, player: PlayerId, action: A): { ok: true } | Failure {
  const applied = s.book.engine.apply(s.state, player, action);
  if (!applied.ok) return applied;
  const before = s.state;
  s.moves.push({ player, action, before });
  s.state = applied.state;
  s.log.push(...applied.events.flatMap((e) => s.book.eventLines(e, applied.state, before)));
  return { ok: true };
}

/** The agent answers every decision that is not the reader's, until the reader decides or the game is over. */
function runAgent<S, A>(s: Session<S, A>): { ok: true } | Failure {
  for (let n = 0; n < MAX_AGENT_ACTIONS; n++) {
    if (resultOf(s)) return { ok: true };
    const decision = s.book.engine.pending(s.state).find((d) => d.player === s.book.agent);
    // The reader's decision first, but for the kinds the book has the agent answer first (what the reader's decision waits on).
    if (!decision || (!s.book.agentFirst?.includes(decision.kind) && humanDecision(s))) return { ok: true };
    const chosen = s.book.agentMove(s.state, decision, s.rng);
    s.rng = chosen.rng;
    const r = applyMove(s, s.book.agent, chosen.action);
    // The agent picks among the legal options: a refusal here is an engine or agent bug, reported as such.
    if (!r.ok) return r;
  }
  return { ok: false, violation: { clause: '', message: `the agent made ${MAX_AGENT_ACTIONS} actions in a row` } };
}

/**
 * The reader plays `action` (one of the offered options, a tried one, or typed in): the
 * engine applies it or refuses it (a violation citing a clause, or malformed input); on
 * success the agent answers up to the reader's next decision.
 */
export function play<S, A>(s: Session<S, A>, action: A): { ok: true } | Failure {
  const r = applyMove(s, s.book.human, action);
  return r.ok ? runAgent(s) : r;
}

/** The actions to try that the engine does not offer now (the page shows them apart from the options). */
export function unofferedTries<S, A>(s: Session<S, A>): A[] {
  const offered = new Set((humanDecision(s)?.options ?? []).map((o) => JSON.stringify(o)));
  const seen = new Set<string>();
  return s.book.tries(s.state, s.book.human).filter((a) => {
    const key = JSON.stringify(a);
    if (offered.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The replay log of the game so far, as the book's command line reads it. */
export const replayLog = <S, A>(s: Session<S, A>): object => s.book.replayLog(s.setup, s.moves, resultOf(s));
