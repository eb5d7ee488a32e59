/**
 * The protocol driver: the only way rulings reach an engine. It numbers requests, sends them
 * over a transport, checks that each answer is one JSON object with the request's id and in
 * schema (docs/protocol/), and throws an EngineFault saying what went wrong otherwise.
 * `GameSession` is what one ruling holds: the book, the game it started, and one method per op.
 */
import { checkResponse, type Op } from './schemas.ts';
import { EngineFault, type Transport } from './transport.ts';

export { EngineFault };

export const RUNNER_PROTOCOL = '1.1';

export interface Handshake {
  protocol: string;
  engine: { name: string; version: string };
  /**
   * Per book: the option keys the engine switches on when a setup names them (variants and
   * alternative readings), and (protocol 1.1, optional) the alternative readings it follows
   * without being asked; absent, it follows every reading the book adopts.
   */
  books: { book: string; options: string[]; readings?: string[] }[];
}

// The failure vocabulary is the engine contract's (docs/protocol.md, "Failures").
import type { ShapeError, Violation } from '../../engine/core/violation.ts';
export type { ShapeError, Violation };

export interface Decision {
  player: string;
  kind: string;
  options: unknown[];
}
export interface Result {
  winner: string | null;
  clause: string;
  reason?: string;
}

/** What start, position and apply answer: success with events, or the engine's refusal. */
export type Answer =
  | { ok: true; events: unknown[]; game?: string }
  | { ok: false; violation: Violation }
  | { ok: false; malformed: ShapeError[] };

type Response = Record<string, unknown> & { id: unknown; ok: boolean };

export class Driver {
  private nextId = 1;
  private hello: Promise<Handshake> | undefined;
  readonly transport: Transport;
  readonly timeoutMs: number;

  constructor(transport: Transport, timeoutMs = 10_000) {
    this.transport = transport;
    this.timeoutMs = timeoutMs;
  }

  /** Sends one request and returns the validated response. */
  async request(op: Op, fields: Record<string, unknown> = {}, book?: string): Promise<Response> {
    const id = this.nextId++;
    let line: string;
    try {
      line = JSON.stringify({ id, op, ...fields });
    } catch (e) {
      throw new Error(`the ruling built a request that is not JSON: ${(e as Error).message}`);
    }
    let answer: string;
    try {
      answer = await this.transport.send(line, this.timeoutMs);
    } catch (e) {
      if (e instanceof EngineFault) {
        this.hello = undefined;
        throw new EngineFault(`${e.message} while answering '${op}' (request ${id})`);
      }
      throw e;
    }
    let response: Response;
    try {
      response = JSON.parse(answer) as Response;
    } catch {
      throw new EngineFault(`the engine's answer to '${op}' (request ${id}) is not JSON: ${answer.slice(0, 200)}`);
    }
    if (typeof response !== 'object' || response === null || Array.isArray(response)) {
      throw new EngineFault(`the engine's answer to '${op}' (request ${id}) is not a JSON object: ${answer.slice(0, 200)}`);
    }
    if (response.id !== id) {
      throw new EngineFault(`the engine answered request ${id} ('${op}') with id ${JSON.stringify(response.id)}: ${answer.slice(0, 200)}`);
    }
    const problems = checkResponse(op, book, response);
    if (problems.length) {
      throw new EngineFault(`the engine's answer to '${op}' is out of the protocol's schema:\n  ${problems.slice(0, 10).join('\n  ')}`);
    }
    return response;
  }

  /** The handshake, made once per engine process (again after a fault restarted it). */
  handshake(): Promise<Handshake> {
    this.hello ??= this.request('handshake', { protocol: RUNNER_PROTOCOL }).then((r) => {
      if (!r.ok) throw new EngineFault(`the engine refused the handshake: ${JSON.stringify(r.error ?? r)}`);
      if (String(r.protocol).split('.')[0] !== RUNNER_PROTOCOL.split('.')[0]) {
        throw new EngineFault(`the engine speaks protocol ${String(r.protocol)}; this runner speaks ${RUNNER_PROTOCOL}`);
      }
      return r as unknown as Handshake;
    });
    const pending = this.hello;
    pending.catch(() => {
      if (this.hello === pending) this.hello = undefined;
    });
    return pending;
  }

  close(): void {
    this.transport.close();
    this.hello = undefined;
  }
}

function refusal(r: Response): Answer {
  if (r.violation) return { ok: false, violation: r.violation as Violation };
  if (r.malformed) return { ok: false, malformed: r.malformed as ShapeError[] };
  const e = r.error as { code: string; message: string };
  throw new EngineFault(`the engine answered an error (${e.code}): ${e.message}`);
}

/** One ruling's conversation with the engine about one book. */
export class GameSession {
  /** The handle of the game the ruling started, once it has one. */
  game: string | undefined;
  readonly driver: Driver;
  readonly book: string;
  /**
   * Alternative readings (option keys of note clauses) the ruling plays: each is switched on
   * in the `options` of every setup and position this session sends, as a variant would be.
   */
  readings: string[] = [];

  constructor(driver: Driver, book: string) {
    this.driver = driver;
    this.book = book;
  }

  /** A setup or position with the session's readings switched on in its options (which win where they name a key). */
  private withReadings(value: unknown): unknown {
    if (!this.readings.length || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const v = value as Record<string, unknown>;
    const own = typeof v.options === 'object' && v.options !== null && !Array.isArray(v.options) ? (v.options as Record<string, unknown>) : undefined;
    if (v.options !== undefined && !own) return value;
    return { ...v, options: { ...Object.fromEntries(this.readings.map((k) => [k, true])), ...own } };
  }

  private async call(op: Op, fields: Record<string, unknown> = {}): Promise<Response> {
    return this.driver.request(op, fields, this.book);
  }

  private needGame(op: string): string {
    if (this.game === undefined) throw new Error(`the ruling asked for '${op}' before it started a game or set up a position`);
    return this.game;
  }

  /** Whether the engine announces the option for this book (a key a setup may switch on). */
  async supports(option: string): Promise<boolean> {
    const hello = await this.driver.handshake();
    return hello.books.some((b) => b.book === this.book && b.options.includes(option));
  }

  /** Whether the engine follows the alternative reading for this book without being asked (protocol 1.1). */
  async follows(reading: string): Promise<boolean> {
    const hello = await this.driver.handshake();
    return hello.books.some((b) => b.book === this.book && (b.readings ?? []).includes(reading));
  }

  async reset(): Promise<void> {
    const r = await this.call('reset');
    if (!r.ok) refusal(r);
    this.game = undefined;
  }

  /** Starts a game from a setup; on success the session holds its handle. */
  async start(setup: unknown): Promise<Answer> {
    const r = await this.call('start', { book: this.book, setup: this.withReadings(setup) });
    if (!r.ok) return refusal(r);
    this.game = r.game as string;
    return { ok: true, events: r.events as unknown[], game: this.game };
  }

  /** Sets up a position; on success the session holds its handle. */
  async position(position: unknown): Promise<Answer> {
    const r = await this.call('position', { book: this.book, position: this.withReadings(position) });
    if (!r.ok) return refusal(r);
    this.game = r.game as string;
    return { ok: true, events: r.events as unknown[], game: this.game };
  }

  async apply(player: string, action: unknown): Promise<Answer> {
    const r = await this.call('apply', { game: this.needGame('apply'), player, action });
    if (!r.ok) return refusal(r);
    return { ok: true, events: r.events as unknown[] };
  }

  async pending(): Promise<Decision[]> {
    const r = await this.call('pending', { game: this.needGame('pending') });
    if (!r.ok) refusal(r);
    return r.decisions as Decision[];
  }

  async view(player: string): Promise<unknown> {
    const r = await this.call('view', { game: this.needGame('view'), player });
    if (!r.ok) refusal(r);
    return r.view;
  }

  async result(): Promise<Result | null> {
    const r = await this.call('result', { game: this.needGame('result') });
    if (!r.ok) refusal(r);
    return r.result as Result | null;
  }

  async observe(): Promise<unknown> {
    const r = await this.call('observe', { game: this.needGame('observe') });
    if (!r.ok) refusal(r);
    return r.observation;
  }
}
