/**
 * Deliberate faults for the served reference engine, to prove that the suite catches a
 * wrong engine and that the runner survives a broken one. Each fault rewrites the server's
 * answers; `withFault(server, name)` applies one.
 *
 * - wrong-winner: every finished game names another winner (a draw becomes a win of the first player).
 * - wrong-clause: every violation cites another clause.
 * - power-off-by-one: every number under a key ending in `power` or `Power` (戦闘力, power totals) in observations is one more.
 * - crash-on-apply: the engine exits on its first apply.
 * - hang-on-apply: the engine never answers an apply.
 * - garbage-on-observe: the engine answers observe with a line that is not JSON.
 * - no-options: the handshake announces no option for any book, as an engine that plays only
 *   the base rules would; the rulings that need an option are then skipped as not applicable.
 * - reseed: not a wrong engine but another correct one: every setup's seed is replaced by a
 *   different one before the engine sees it, so the engine's random choices (shuffles, dice)
 *   differ from the reference's. A ruling that fails under it depends on one engine's random
 *   generator instead of fixing what it needs in its setup or position.
 */
import type { Response, Server } from '../../engine/core/server.ts';

type Answer = Response | 'hang' | 'crash' | string;
type Fault = (request: Record<string, unknown>, response: Response) => Answer;

/** Faults that change the request before the engine sees it. */
const BEFORE: Record<string, (request: Record<string, unknown>) => Record<string, unknown>> = {
  reseed: (req) => {
    const setup = req.setup as Record<string, unknown> | undefined;
    if (req.op !== 'start' || typeof setup !== 'object' || setup === null || !Number.isSafeInteger(setup.seed)) return req;
    // A different seed, still a safe integer, the same for the same original seed.
    return { ...req, setup: { ...setup, seed: ((setup.seed as number) * 7919 + 104729) % 2147483647 } };
  },
};

function bumpPowers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(bumpPowers);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = /power$/i.test(k) && typeof v === 'number' ? v + 1 : bumpPowers(v);
  return out;
}

export const FAULTS: Record<string, Fault> = {
  'wrong-winner': (req, res) => {
    if (req.op !== 'result' || !res.ok || !res.result) return res;
    const r = res.result as { winner: string | null };
    return { ...res, result: { ...r, winner: r.winner === null ? 'A' : `${r.winner}-not` } };
  },
  'wrong-clause': (_req, res) => (res.violation ? { ...res, violation: { ...(res.violation as object), clause: 'fault.wrong-clause' } } : res),
  'power-off-by-one': (req, res) => (req.op === 'observe' && res.ok ? { ...res, observation: bumpPowers(res.observation) } : res),
  'crash-on-apply': (req, res) => (req.op === 'apply' ? 'crash' : res),
  'hang-on-apply': (req, res) => (req.op === 'apply' ? 'hang' : res),
  'garbage-on-observe': (req, res) => (req.op === 'observe' ? 'this is not JSON {' : res),
  'no-options': (req, res) =>
    req.op === 'handshake' && res.ok && Array.isArray(res.books) ? { ...res, books: (res.books as { book: string }[]).map((b) => ({ ...b, options: [] })) } : res,
  reseed: (_req, res) => res,
};

export interface FaultyServer {
  handle(request: unknown): Answer;
}

export function withFault(server: Server, fault: string | undefined): FaultyServer {
  if (!fault) return server;
  const f = FAULTS[fault]!;
  const before = BEFORE[fault];
  return {
    handle: (request) => {
      const seen = before && typeof request === 'object' && request !== null && !Array.isArray(request) ? before(request as Record<string, unknown>) : request;
      return f((seen ?? {}) as Record<string, unknown>, server.handle(seen));
    },
  };
}
