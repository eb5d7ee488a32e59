/**
 * The one failure vocabulary of every engine. A *violation* is an action (or setup) of the
 * right shape that the rules forbid: the ID of the clause that forbids it and a sentence
 * saying why. *Malformed* input is not a state, setup, position or action at all: each
 * problem is located by a JSON path (`action.card`, `setup.decks[1][3]`). Engines never
 * throw for either.
 */
export interface Violation {
  /** ID of the clause that forbids the action, e.g. `twgp.attack.charge-boost.zero-limit`. */
  clause: string;
  message: string;
}

/** A problem with the shape of an input: where (a JSON path rooted at the input's name) and why. */
export interface ShapeError {
  path: string;
  message: string;
}

export type Failure = { ok: false; violation: Violation } | { ok: false; malformed: ShapeError[] };

/**
 * Result of applying an action: the new state and what happened, a rule violation, or
 * input that is not a state or action at all (`malformed`, located by JSON path).
 */
export type Applied<S, E> = { ok: true; state: S; events: E[] } | Failure;

export function violation(clause: string, message: string): { ok: false; violation: Violation } {
  return { ok: false, violation: { clause, message } };
}

export function malformed(path: string, message: string): { ok: false; malformed: ShapeError[] } {
  return { ok: false, malformed: [{ path, message }] };
}
