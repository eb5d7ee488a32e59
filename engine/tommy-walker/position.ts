/**
 * Position descriptions (docs/protocol/tommy-walker.md): "these cards are in these zones, it
 * is this phase of this round", read into a state of the engine. A position is in the draw
 * phase (each attack card not yet placed, or placed face down) or in the attack phase (each
 * stack with its attack card on top and no effect in force yet); the engine then runs its
 * automatic steps from there (engine.ts `settle`). Every problem is reported by JSON path
 * under `position`.
 */
import { seedRng } from '../core/rng.ts';
import type { ShapeError } from '../core/violation.ts';
import { CARD_BY_ID, handAbility, isRideOnly } from './cards.ts';
import { emptyGame } from './setup.ts';
import type { CardId, Seat, TwState } from './state.ts';
import { extraKeys, isObject, readCard, readCards, readOptions, readPlayers } from './wire.ts';

const FIELDS = ['players', 'seed', 'options', 'round', 'phase', 'barrier', 'seats'];
const ZONES = ['deck', 'hand', 'discard', 'stack'] as const;
const PHASES = ['draw', 'attack'] as const;

type Zones = Record<(typeof ZONES)[number], CardId[]>;

function readSeat(v: unknown, path: string, errors: ShapeError[]): Zones {
  const zones: Zones = { deck: [], hand: [], discard: [], stack: [] };
  if (!isObject(v)) {
    errors.push({ path, message: 'must be an object {deck, hand, discard, stack} of card names' });
    return zones;
  }
  extraKeys(v, ZONES, path, errors);
  for (const z of ZONES) if (v[z] !== undefined) zones[z] = readCards(v[z], `${path}.${z}`, errors);
  return zones;
}

function readInt(v: unknown, fallback: number, min: number, path: string, errors: ShapeError[]): number {
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min) {
    errors.push({ path, message: `must be an integer of at least ${min}` });
    return fallback;
  }
  return v;
}

function readBarrier(v: unknown, players: readonly string[], round: number, errors: ShapeError[]): TwState['barrier'] {
  if (v === undefined || v === null) return null;
  const path = 'position.barrier';
  if (!isObject(v)) {
    errors.push({ path, message: 'must be null or {owner: player name, card: card name}' });
    return null;
  }
  extraKeys(v, ['owner', 'card'], path, errors);
  const owner = players.indexOf(v.owner as string);
  if (owner === -1) errors.push({ path: `${path}.owner`, message: `must be one of the players (${players.join(', ')})` });
  const card = readCard(v.card, `${path}.card`, errors);
  const data = CARD_BY_ID.get(card);
  if (data && !handAbility(data)?.barrier) errors.push({ path: `${path}.card`, message: `${data.name} has no 結界 ability (tommy-walker.terms.barrier)` });
  // A position's 結界 was put out in an earlier round: none is put out before the attack phase,
  // and a position's attack phase begins before any revenge action.
  return owner === -1 || !data ? null : { owner: owner as Seat, card, round: round - 1 };
}

/**
 * Stacks that fit the phase: in the draw phase at most the one face-down attack card; in
 * the attack phase an attack card on every side, and no ride-only card at the bottom (it
 * would have been a play miss, tommy-walker.check.play-miss.one).
 */
function checkStacks(zones: readonly Zones[], phase: (typeof PHASES)[number], errors: ShapeError[]): void {
  zones.forEach((z, i) => {
    const path = `position.seats[${i}].stack`;
    if (phase === 'draw' && z.stack.length > 1) errors.push({ path, message: 'in the draw phase a stack is empty or holds the one attack card placed face down' });
    if (phase === 'attack' && z.stack.length === 0) errors.push({ path, message: 'the attack phase needs an attack card for each player' });
    const bottom = CARD_BY_ID.get(z.stack[0] ?? '');
    if (phase === 'attack' && bottom && isRideOnly(bottom)) {
      errors.push({ path: `${path}[0]`, message: `${bottom.name} placed in the draw phase is a play miss: the round never reaches the attack phase with it` });
    }
  });
}

/** The state a position description describes, before its automatic steps run. */
export function readPosition(v: unknown): { ok: true; state: TwState } | { ok: false; malformed: ShapeError[] } {
  if (!isObject(v)) return { ok: false, malformed: [{ path: 'position', message: 'must be an object {players, seats, …}' }] };
  const errors: ShapeError[] = [];
  extraKeys(v, FIELDS, 'position', errors);
  const players = readPlayers(v.players, 'position.players', errors);
  const seed = readInt(v.seed, 1, 0, 'position.seed', errors);
  const { roundLimit: limit, readings } = readOptions(v.options, 'position.options', errors);
  const round = readInt(v.round, 1, 1, 'position.round', errors);
  if (limit !== null && round > limit) errors.push({ path: 'position.round', message: `round ${round} is past the round limit ${limit}: the game would be over` });
  const phase = v.phase === undefined ? 'draw' : v.phase;
  if (!PHASES.includes(phase as 'draw')) errors.push({ path: 'position.phase', message: `must be one of ${PHASES.join(', ')}` });
  const barrier = readBarrier(v.barrier, players, round, errors);
  let zones: Zones[] = [];
  if (!Array.isArray(v.seats) || v.seats.length !== 2) errors.push({ path: 'position.seats', message: 'must be an array of two seats, in the order of players' });
  else zones = v.seats.map((s, i) => readSeat(s, `position.seats[${i}]`, errors));
  if (!errors.length) checkStacks(zones, phase as 'draw', errors);
  if (errors.length) return { ok: false, malformed: errors };
  const state: TwState = { ...emptyGame(players), phase: phase as 'draw', round, barrier, rng: seedRng(seed), roundLimit: limit, readings };
  zones.forEach((z, i) => {
    const seat = state.seats[i]!;
    Object.assign(seat, z);
    seat.placed = z.stack.length > 0;
  });
  return { ok: true, state };
}
