/**
 * Rulings that put one wrong value into a setup, a position or an action name the place by
 * a JSON path relative to it (`seats[0].field[0].cards`, `turnPlayer`), the form the protocol's
 * malformed answers use (docs/protocol.md, "Failures").
 */
import assert from 'node:assert/strict';
import type { Answer } from '../../tools/protocol/driver.ts';

/** The keys and indices of a relative path: `seats[0].field` → ['seats', 0, 'field']. */
export function pathSteps(path: string): (string | number)[] {
  const steps: (string | number)[] = [];
  for (const part of path.split('.')) {
    const m = /^([^[\]]+)((?:\[\d+\])*)$/u.exec(part);
    assert.ok(m, `"${path}" is not a path such as seats[0].field: the part "${part}" cannot be read`);
    steps.push(m[1]!, ...[...m[2]!.matchAll(/\[(\d+)\]/gu)].map((i) => Number(i[1])));
  }
  return steps;
}

/** Sets `value` at `path` inside `root`; every container on the way must exist already. */
export function setAtPath(root: Record<string, unknown>, path: string, value: unknown): void {
  const steps = pathSteps(path);
  let here: any = root;
  for (const [i, step] of steps.slice(0, -1).entries()) {
    here = here?.[step];
    assert.ok(typeof here === 'object' && here !== null, `nothing to set inside at "${steps.slice(0, i + 1).join('.')}" of ${path}`);
  }
  Object.defineProperty(here, steps.at(-1)!, { value, enumerable: true, writable: true, configurable: true });
}

/** The JSON a ruling's doc string holds, or a failure saying where it cannot be read. */
export function jsonOf(doc: string, what: string): unknown {
  try {
    return JSON.parse(doc);
  } catch (error) {
    assert.fail(`the ${what} given is not JSON: ${(error as Error).message}`);
  }
}

/** `n` copies of a doc string's JSON value, for rulings at the protocol's practical bounds on lists ("Limits"). */
export function copiesOf(doc: string, n: number): unknown[] {
  const value = jsonOf(doc, 'value');
  return Array.from({ length: n }, () => structuredClone(value));
}

/** The answer must be malformed (not a rule's violation) and locate a problem at `path`. */
export function assertMalformedAt(answer: Answer | undefined, path: string): void {
  assert.ok(answer && !answer.ok && 'malformed' in answer, `expected a malformed answer at ${path}; the engine answered ${JSON.stringify(answer)}`);
  const paths = (answer.malformed as { path: string }[]).map((m) => m.path);
  assert.ok(paths.includes(path), `no problem located at ${path}; the engine located ${JSON.stringify(paths)}`);
}
