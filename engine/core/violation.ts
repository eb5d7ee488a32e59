/**
 * What every engine returns when asked to do something the rules forbid: the clause ID that
 * forbids it and a sentence saying why. Engines never throw for an illegal action.
 */
export interface Violation {
  /** ID of the clause that forbids the action, e.g. `twgp.attack.charge-boost.zero-limit`. */
  clause: string;
  message: string;
}

/**
 * Result of applying an action: the new state and what happened, a rule violation, or
 * input that is not a state or action at all (`malformed`, located by JSON path).
 */
export type Applied<S, E> =
  | { ok: true; state: S; events: E[] }
  | { ok: false; violation: Violation }
  | { ok: false; malformed: ShapeError[] };

export function violation(clause: string, message: string): { ok: false; violation: Violation } {
  return { ok: false, violation: { clause, message } };
}

/** A problem with the shape of a state or an action: where (a JSON path) and why. */
export interface ShapeError {
  path: string;
  message: string;
}
