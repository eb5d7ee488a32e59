/** Builds TWGP states for unit tests through the engine's own position reader. */
import { readPosition, type TwgpState, type Unit } from '../../../engine/twgp/index.ts';

export type UnitSpec = Record<string, unknown> & { name: string; power: number };

/** A's battle sequence against B, each with ten cards in the pile; `a` and `b` are their battle grids. */
export function table(a: UnitSpec[], b: UnitSpec[] = [], more: Record<string, unknown> = {}): TwgpState {
  const deck = (p: string) => Array.from({ length: 10 }, (_, i) => ({ name: `${p}${i}` }));
  const r = readPosition({
    players: ['A', 'B'],
    turn: { player: 'A', sequence: 'battle' },
    seats: [{ battleGrid: a, deck: deck('A') }, { battleGrid: b, deck: deck('B') }],
    ...more,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.malformed));
  return r.state;
}

/** One unit as the engine holds it. */
export function unit(spec: UnitSpec): Unit {
  return table([spec]).seats[0]!.battleGrid[0]!;
}
