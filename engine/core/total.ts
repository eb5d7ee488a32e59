/**
 * `total(engine)`: the contract's functions made total. Every call either answers in the
 * contract's vocabulary or, if the engine itself fails (an exception: an engine bug, not a
 * rule), returns `{ ok: false, error }` with the exception's message, so nothing that reaches
 * an engine through the protocol or a generic test can crash its caller.
 */
import type { AnyBookEngine } from './contract.ts';

export type Total<T> = { ok: true; value: T } | { ok: false; error: string };

export function attempt<T>(f: () => T): Total<T> {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
}

export interface TotalEngine {
  readonly engine: AnyBookEngine;
  start(setup: unknown): Total<ReturnType<AnyBookEngine['start']>>;
  position(description: unknown): Total<ReturnType<AnyBookEngine['position']>>;
  pending(state: unknown): Total<ReturnType<AnyBookEngine['pending']>>;
  apply(state: unknown, player: unknown, action: unknown): Total<ReturnType<AnyBookEngine['apply']>>;
  view(state: unknown, player: unknown): Total<unknown>;
  result(state: unknown): Total<ReturnType<AnyBookEngine['result']>>;
  observe(state: unknown): Total<unknown>;
}

export function total(engine: AnyBookEngine): TotalEngine {
  return {
    engine,
    start: (setup) => attempt(() => engine.start(setup)),
    position: (description) => attempt(() => engine.position(description)),
    pending: (state) => attempt(() => engine.pending(state)),
    apply: (state, player, action) => attempt(() => engine.apply(state, player as string, action)),
    view: (state, player) => attempt(() => engine.view(state, player as string)),
    result: (state) => attempt(() => engine.result(state)),
    observe: (state) => attempt(() => engine.observe(state)),
  };
}
