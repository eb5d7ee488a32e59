/**
 * States are immutable values (engine/core/contract.ts): a value once found to be a state, or
 * made by the engine itself, need not be checked again while it is remembered. An engine whose contract functions each
 * check the state they are given wraps its check in `checkedOnce`, so a game played through
 * the contract checks each state once at most, not at every call (a check that reads a long
 * battle log at every call makes a game cost the square of its length).
 */
import type { ShapeError } from './violation.ts';

export interface CheckedOnce {
  /** The problems of `value` as a state; none, without looking, for a remembered state. */
  check(value: unknown): ShapeError[];
  /** Records a state the engine made (start, position, apply) as one, and returns it. */
  made<S>(state: S): S;
}

/**
 * How many states are remembered: a game loop asks about the state it was just given, and an
 * agent about a few it tries, so a short list is enough. A WeakSet of every state would also
 * do, but with millions of short-lived states its weak entries make each garbage collection
 * slower (measured on the トミーウォーカーTCG benchmark); a state no longer remembered is only
 * checked again.
 */
const REMEMBERED = 16;

export function checkedOnce(check: (value: unknown) => ShapeError[]): CheckedOnce {
  const known: unknown[] = new Array(REMEMBERED).fill(undefined);
  let next = 0;
  const remember = (value: unknown) => {
    known[next] = value;
    next = (next + 1) % REMEMBERED;
  };
  const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;
  return {
    check(value) {
      if (isObject(value) && known.includes(value)) return [];
      const problems = check(value);
      if (!problems.length && isObject(value)) remember(value);
      return problems;
    },
    made(state) {
      if (isObject(state)) remember(state);
      return state;
    },
  };
}
