/**
 * The one engine contract that every rulebook's reference engine implements, and that the
 * conformance protocol (docs/protocol.md) serves to any runner.
 *
 * A book engine is a pure state machine over plain, JSON-serialisable values:
 *
 * - `start(setup)` begins a game from a setup (players, seed, options, and the book's own
 *   fields: decks, characters, …); `position(description)` builds a state from a
 *   *position description*, the book's documented JSON form of "these cards are in these
 *   zones, it is this phase", so a ruling can set up any situation without knowing the
 *   engine's internal state;
 * - `pending`, `apply`, `view` and `result` are the decision interface of core/game.ts;
 * - `observe(state)` is the canonical, omniscient description of a state that rulings
 *   assert on (power totals, zones as card names, whose decision it is), in the book's
 *   documented form;
 * - `checkState(value)` says whether a value is a state this engine can continue from.
 *
 * States are immutable values: no function changes a state it is given, and a caller must not
 * change one either (copy it and change the copy). An engine may therefore remember that an
 * object was found to be a state, or was made by it, and not check it again (core/checked.ts).
 *
 * Every value that crosses the contract (setup, position, action, event, view,
 * observation) is in the book's protocol form, with the spec's names for cards and skills;
 * the JSON Schemas in docs/protocol/<book>.schema.json describe them.
 *
 * Failures use one vocabulary (core/violation.ts): a *violation* is an action of the right
 * shape that a rule forbids (the clause ID and a message); *malformed* input has the wrong
 * shape (JSON paths and messages). No function of the contract throws for any input:
 * `total(engine)` (core/total.ts) wraps an engine so that even an engine bug becomes a
 * reported error instead of an exception.
 */
import type { Decision, GameEngine, GameResult, PlayerId } from './game.ts';
import type { Failure } from './violation.ts';

export type { Decision, GameResult, PlayerId };

/** A setup or position the engine accepted: the first state and what setting it up caused. */
export type Started<S, E> = { ok: true; state: S; events: E[] } | Failure;

/** Every setup has these fields; each book adds its own (decks, characters, …). */
export interface BaseSetup {
  /** Player names in seat order. */
  players: PlayerId[];
  /** Seed of the generator kept in the state (core/rng.ts). */
  seed: number;
  /** Option keys (the `option=` of the book's variant clauses) switched on, with their values (`true` or a setting). */
  options?: Record<string, unknown>;
}

/**
 * An option this engine accepts: the key of a variant clause, or of a note clause whose
 * rejected reading the engine plays when the key is switched on (an alternative reading);
 * and, if it takes one, what its value is.
 */
export interface OptionInfo {
  key: string;
  /** For an alternative reading: the ID of the note clause that rejects it. */
  note?: string;
  /** Human-readable description of the value: `true`, or e.g. 'a positive integer (rounds)'. */
  value?: string;
}

export interface BookEngine<S, A, E, V, O> extends GameEngine<S, A, E, V> {
  /** The rulebook's folder name under spec/ (`janken-gear`, `tommy-walker`, `kakushin`, `twgp`). */
  readonly book: string;
  /** Options this engine implements, by key: variants and alternative readings it can be switched to. */
  readonly options: readonly OptionInfo[];
  /**
   * Alternative readings (keys of note clauses) this engine follows without being asked,
   * where it plays a note's rejected reading instead of the one the book adopts. The
   * reference engines follow every adopted reading: none.
   */
  readonly readings?: readonly string[];
  /** Begins a game from a setup; a setup the rules forbid (an illegal deck) is a violation. */
  start(setup: unknown): Started<S, E>;
  /** Builds a state from a position description; an impossible position is malformed or a violation. */
  position(description: unknown): Started<S, E>;
  /** The canonical observation of a state, in the book's protocol form. */
  observe(state: S): O;
  /** Problems that make `value` not a state of this engine (empty: it is one). */
  checkState(value: unknown): import('./violation.ts').ShapeError[];
}

/** A book engine with its types erased, as registries, servers and generic tests hold it. */
export type AnyBookEngine = BookEngine<any, any, any, any, any>;
