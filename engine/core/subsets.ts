/**
 * Every subset of `items` of at most `cap` members (all of them by default), each in the
 * items' order, the empty one first; a subset is listed before those that add later items
 * to it. Engines use it to list the choices of a set of interchangeable or combinable things.
 */
export function subsets<T>(items: readonly T[], cap = Infinity): T[][] {
  const out: T[][] = [[]];
  for (const item of items) out.push(...out.filter((s) => s.length < cap).map((s) => [...s, item]));
  return out;
}
