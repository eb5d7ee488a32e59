/**
 * The conformance protocol's server side (docs/protocol.md), as a pure request handler:
 * `createServer(info, engines).handle(request)` answers one request object with one response
 * object. The games it has started live in the server, each under a handle (`g1`, `g2`, …);
 * `apply` advances a game in place when the action is legal and leaves it unchanged when it
 * is refused. Transport (stdin/stdout lines, or in process) is the caller's business.
 *
 * Every request gets exactly one response with the request's `id`; no input makes `handle`
 * throw: envelope problems are `error` responses, an engine exception is an `internal` error.
 */
import type { AnyBookEngine } from './contract.ts';
import type { Failure } from './violation.ts';
import { total, type TotalEngine } from './total.ts';

/** The protocol version this server speaks. */
export const PROTOCOL_VERSION = '1.1';

export interface EngineInfo {
  name: string;
  version: string;
}

type Json = Record<string, unknown>;
export type Response = Json & { id: unknown; ok: boolean };

export type ErrorCode = 'bad-request' | 'unknown-op' | 'unknown-book' | 'unknown-game' | 'unsupported-protocol' | 'internal';

export interface Server {
  handle(request: unknown): Response;
}

interface Game {
  book: string;
  state: unknown;
}

function error(id: unknown, code: ErrorCode, message: string): Response {
  return { id, ok: false, error: { code, message } };
}

function failure(id: unknown, f: Failure): Response {
  return 'violation' in f ? { id, ok: false, violation: f.violation } : { id, ok: false, malformed: f.malformed };
}

function notAPlayer(id: unknown): Response {
  return failure(id, { ok: false, malformed: [{ path: 'player', message: 'must be a player name (a non-empty string)' }] });
}

/** A player name as every setup takes it: a non-empty string (an empty one names nobody, so is refused here for every book). */
const isPlayerName = (v: unknown): v is string => typeof v === 'string' && v !== '';

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function own(o: Json, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined;
}

export function createServer(info: EngineInfo, engines: readonly AnyBookEngine[]): Server {
  const books = new Map<string, TotalEngine>(engines.map((e) => [e.book, total(e)]));
  const games = new Map<string, Game>();
  let next = 1;

  function internal(id: unknown, op: string, message: string): Response {
    return error(id, 'internal', `the engine failed while answering '${op}': ${message}`);
  }

  /** The game a request names, or the error response to send instead. */
  function gameOf(id: unknown, req: Json): { game: Game; engine: TotalEngine } | { refused: Response } {
    const handle = own(req, 'game');
    if (typeof handle !== 'string') return { refused: error(id, 'bad-request', "'game' must be the handle (a string) that start or position returned") };
    const game = games.get(handle);
    if (!game) return { refused: error(id, 'unknown-game', `no game '${handle}' (it was never started, or reset forgot it)`) };
    return { game, engine: books.get(game.book)! };
  }

  function bookOf(id: unknown, req: Json): { engine: TotalEngine } | { refused: Response } {
    const book = own(req, 'book');
    const engine = typeof book === 'string' ? books.get(book) : undefined;
    if (!engine) return { refused: error(id, 'unknown-book', `'book' must be one of ${[...books.keys()].join(', ')}; got ${JSON.stringify(book)}`) };
    return { engine };
  }

  function begin(id: unknown, op: 'start' | 'position', req: Json): Response {
    const found = bookOf(id, req);
    if ('refused' in found) return found.refused;
    const { engine } = found;
    const field = op === 'start' ? 'setup' : 'position';
    const made = op === 'start' ? engine.start(own(req, field)) : engine.position(own(req, field));
    if (!made.ok) return internal(id, op, made.error);
    if (!made.value.ok) return failure(id, made.value);
    const handle = `g${next++}`;
    games.set(handle, { book: engine.engine.book, state: made.value.state });
    return { id, ok: true, game: handle, events: made.value.events };
  }

  function onGame(id: unknown, op: string, req: Json): Response {
    const found = gameOf(id, req);
    if ('refused' in found) return found.refused;
    const { game, engine } = found;
    switch (op) {
      case 'pending': {
        const r = engine.pending(game.state);
        return r.ok ? { id, ok: true, decisions: r.value } : internal(id, op, r.error);
      }
      case 'apply': {
        const player = own(req, 'player');
        if (!isPlayerName(player)) return notAPlayer(id);
        const r = engine.apply(game.state, player, own(req, 'action'));
        if (!r.ok) return internal(id, op, r.error);
        if (!r.value.ok) return failure(id, r.value);
        game.state = r.value.state;
        return { id, ok: true, events: r.value.events };
      }
      case 'view': {
        const player = own(req, 'player');
        if (!isPlayerName(player)) return notAPlayer(id);
        const r = engine.view(game.state, player);
        return r.ok ? { id, ok: true, view: r.value } : internal(id, op, r.error);
      }
      case 'result': {
        const r = engine.result(game.state);
        return r.ok ? { id, ok: true, result: r.value } : internal(id, op, r.error);
      }
      case 'observe': {
        const r = engine.observe(game.state);
        return r.ok ? { id, ok: true, observation: r.value } : internal(id, op, r.error);
      }
      default:
        return error(id, 'unknown-op', `unknown op '${op}'`);
    }
  }

  function handshake(id: unknown, req: Json): Response {
    const wanted = own(req, 'protocol');
    if (typeof wanted !== 'string' || wanted.split('.')[0] !== PROTOCOL_VERSION.split('.')[0]) {
      return error(id, 'unsupported-protocol', `this engine speaks protocol ${PROTOCOL_VERSION}; the runner asked for ${JSON.stringify(wanted)}`);
    }
    return {
      id,
      ok: true,
      protocol: PROTOCOL_VERSION,
      engine: { ...info },
      books: [...books.values()].map(({ engine }) => ({ book: engine.book, options: engine.options.map((o) => o.key), readings: [...(engine.readings ?? [])] })),
    };
  }

  return {
    handle(request: unknown): Response {
      if (!isObject(request)) return error(null, 'bad-request', 'a request is a JSON object {"id", "op", …}');
      const id = own(request, 'id');
      if (typeof id !== 'number' && typeof id !== 'string') return error(null, 'bad-request', "'id' must be a number or a string");
      const op = own(request, 'op');
      switch (op) {
        case 'handshake':
          return handshake(id, request);
        case 'start':
        case 'position':
          return begin(id, op, request);
        case 'reset':
          games.clear();
          return { id, ok: true };
        case 'pending':
        case 'apply':
        case 'view':
        case 'result':
        case 'observe':
          return onGame(id, op, request);
        default:
          return error(id, 'unknown-op', `unknown op ${JSON.stringify(op)} (the ops are handshake, start, position, pending, apply, view, result, observe, reset)`);
      }
    },
  };
}
