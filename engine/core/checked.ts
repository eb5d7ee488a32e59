/**
 * States are immutable values (engine/core/contract.ts): a value once found to be a state, or
 * made by the engine itself, need not be checked again. An engine whose contract functions each
 * check the state they are given wraps its check in `checkedOnce`, so a game played through
 * the contract checks each state once at most, not at every call (a check that reads a long
 * battle log at every call makes a game cost the square of its length).
 */
import type { ShapeError } from './violation.ts';

export interface CheckedOnce {
  /** The problems of `value` as a state; none, without looking, for a value already known to be one. */
  check(value: unknown): ShapeError[];
  /** Records a state the engine made (start, position, apply) as one, and returns it. */
  made<S>(state: S): S;
}

export function checkedOnce(check: (value: unknown) => ShapeError[]): CheckedOnce {
  const known = new WeakSet<object>();
  const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;
  return {
    check(value) {
      if (isObject(value) && known.has(value)) return [];
      const problems = check(value);
      if (!problems.length && isObject(value)) known.add(value);
      return problems;
    },
    made(state) {
      if (isObject(state)) known.add(state);
      return state;
    },
  };
}
