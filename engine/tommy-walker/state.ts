/**
 * Game state of トミーウォーカーTCG: plain serialisable data (JSON round-trips it), with
 * the zones of chapter 02 (tommy-walker.terms.*): each player's deck, hand, discard pile,
 * stack of attack cards and hand-ability cards on the field, and the one 結界 slot.
 */
import type { Rng } from '../core/rng.ts';
import type { GameResult, PlayerId } from '../core/game.ts';
import type { ShapeError } from '../core/violation.ts';
import { CARD_BY_ID, type Condition } from './cards.ts';
import { READING_KEYS } from './readings.ts';

export type { PlayerId, GameResult };
/** A card in a zone is its card id (cards.ts); copies of one card are interchangeable. */
export type CardId = string;
/** Index of a player in `players` and `seats`: the seat order (tommy-walker.check.appear.order). */
export type Seat = 0 | 1;
export type Phase = 'draw' | 'check' | 'attack' | 'damage' | 'over';

/** A power-setting effect on the current attack card (tommy-walker.abilities.power.layers). */
export interface PowerSet {
  value: number;
  /** When it was applied (state.clock); the latest one in force wins. */
  ts: number;
  /** Works only while this holds (conditional AT abilities); null: always. */
  cond: Condition | null;
  /** Index of the AT ability that set it, or -1 for on-appear effects and copies. */
  at: number;
}

export interface SeatState {
  /** Face down; the last element is the top (tommy-walker.terms.deck). */
  deck: CardId[];
  hand: CardId[];
  /** Most recent last. */
  discard: CardId[];
  /** Attack card and the cards ridden over; the last element is the attack card (tommy-walker.terms.stack). */
  stack: CardId[];
  /** Hand-ability cards on the field that are not 結界 (tommy-walker.attack.hand.use). */
  field: CardId[];
  /** Draw phase: the attack card has been placed face down (tommy-walker.draw.place). */
  placed: boolean;
  /** Power-setting effects on the current attack card; cleared by a ride and at clean-up. */
  sets: PowerSet[];
  /** Bit i set: conditional AT ability i of the current attack card has been activated. */
  atUsed: number;
  /** Cards discarded so far by the current attack card's discard AT (tommy-walker.attack.at.discard.total). */
  discarded: number;
}

/**
 * A pending ability decision. `appear`: an on-appear ability of `card` (the owner's attack
 * card, or the enemy's card whose ability is copied when `copy`); `returned` counts cards
 * already put back by a return-to-deck effect. `self-to-hand`: 清廉騎士カリスト after damage.
 */
export type Task =
  | { t: 'appear'; seat: Seat; card: CardId; ability: number; copy: boolean; returned: number }
  | { t: 'self-to-hand'; seat: Seat; card: CardId; ability: number };

export interface TwState {
  players: [PlayerId, PlayerId];
  seats: [SeatState, SeatState];
  phase: Phase;
  /** 1 for the first round (tommy-walker.terms.round). */
  round: number;
  /**
   * The one 結界 on the field, if any (tommy-walker.attack.barrier.one), and the round it was
   * put out in (its effect's last round under the reading barrier-one-round).
   */
  barrier: { owner: Seat; card: CardId; round: number } | null;
  /** Battle winner of this round, set when the damage phase starts. */
  winner: Seat | null;
  /** Ability decisions waiting, first one next. */
  queue: Task[];
  /** Counter giving each power-setting effect its time (tommy-walker.abilities.power.layers). */
  clock: number;
  rng: Rng;
  /** The variant tommy-walker.game.round-limit, or null (base rules: no limit). */
  roundLimit: number | null;
  /** Alternative readings switched on (readings.ts), sorted; empty: the readings the notes adopt. */
  readings: string[];
  /** Both players won the battle: both attack cards were play misses (tommy-walker.check.play-miss.both). */
  bothWon: boolean;
  result: GameResult | null;
}

export function emptySeat(): SeatState {
  return { deck: [], hand: [], discard: [], stack: [], field: [], placed: false, sets: [], atUsed: 0, discarded: 0 };
}

function cloneSeat(p: SeatState): SeatState {
  return {
    deck: p.deck.slice(),
    hand: p.hand.slice(),
    discard: p.discard.slice(),
    stack: p.stack.slice(),
    field: p.field.slice(),
    placed: p.placed,
    sets: p.sets.map((e) => ({ ...e })),
    atUsed: p.atUsed,
    discarded: p.discarded,
  };
}

/** A deep copy that the engine may modify; the input is never changed. */
export function cloneState(s: TwState): TwState {
  return {
    players: [s.players[0], s.players[1]],
    seats: [cloneSeat(s.seats[0]), cloneSeat(s.seats[1])],
    phase: s.phase,
    round: s.round,
    barrier: s.barrier ? { ...s.barrier } : null,
    winner: s.winner,
    queue: s.queue.map((t) => ({ ...t })),
    clock: s.clock,
    rng: { state: s.rng.state },
    roundLimit: s.roundLimit,
    readings: s.readings.slice(),
    bothWon: s.bothWon,
    result: s.result ? { ...s.result } : null,
  };
}

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
export const top = (p: SeatState): CardId | undefined => p.stack[p.stack.length - 1];

/** Removes one copy of `card` from `zone`; false if there is none. */
export function takeOne(zone: CardId[], card: CardId): boolean {
  const i = zone.lastIndexOf(card);
  if (i === -1) return false;
  zone.splice(i, 1);
  return true;
}

/**
 * The last states the engine returned: their shape needs no second check. A game loop
 * always applies to the state it was just given, so this keeps checks off the hot path
 * without marking the data itself.
 */
const recent: TwState[] = [];
export function markChecked(s: TwState): TwState {
  if (recent.length >= 4) recent.shift();
  recent.push(s);
  return s;
}

const PHASES: readonly string[] = ['draw', 'check', 'attack', 'damage', 'over'];
const isInt = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isSeat = (v: unknown): v is Seat => v === 0 || v === 1;
const ATTRIBUTES: readonly unknown[] = ['男', '女', 'P', 'T', 'S'];

/** Whether `c` is one of the conditions of cards.ts (tommy-walker.abilities.cond.*). */
function isCondition(c: unknown): c is Condition {
  if (typeof c !== 'object' || c === null) return false;
  const k = c as Record<string, unknown>;
  switch (k.kind) {
    case 'enemy-has':
    case 'rode-onto':
    case 'won-against':
      return ATTRIBUTES.includes(k.attribute);
    case 'hand-at-most':
      return isInt(k.count, 0);
    case 'won-against-rider':
      return true;
    default:
      return false;
  }
}

/**
 * Problems of a well-shaped state whose parts do not fit together, so that no step of the
 * engine can meet a position the rules never produce: attack cards where the phase needs
 * them (tommy-walker.draw.place, tommy-walker.terms.attack-card), a battle winner in the
 * damage phase, waiting decisions that name an ability of the right timing, and a result
 * exactly when the game is over.
 */
function checkConsistency(s: TwState): ShapeError[] {
  const errors: ShapeError[] = [];
  s.seats.forEach((p, i) => {
    if (s.phase === 'draw' && p.stack.length !== (p.placed ? 1 : 0)) {
      errors.push({ path: `seats[${i}].stack`, message: `in the draw phase the stack holds the placed attack card only (placed is ${p.placed}, stack has ${p.stack.length})` });
    }
    if ((s.phase === 'check' || s.phase === 'attack') && p.stack.length === 0) {
      errors.push({ path: `seats[${i}].stack`, message: `the ${s.phase} phase needs an attack card for each player` });
    }
  });
  if (s.phase === 'damage' && s.winner === null && !s.bothWon) errors.push({ path: 'winner', message: 'the damage phase needs a battle winner (0 or 1) or both (bothWon)' });
  s.queue.forEach((t, i) => {
    const a = CARD_BY_ID.get(t.card)!.abilities[t.ability];
    const fits = t.t === 'appear' ? a?.timing === 'appear' : a?.timing === 'dmg' && a.effect.kind === 'self-to-hand';
    if (!fits) errors.push({ path: `queue[${i}].ability`, message: `ability ${t.ability} of '${t.card}' is not ${t.t === 'appear' ? 'an on-appear ability' : 'a DMG ability that takes the card back into hand'}` });
  });
  if ((s.result !== null) !== (s.phase === 'over')) errors.push({ path: 'result', message: 'a result is set exactly when the phase is over' });
  return errors;
}

function checkCards(v: unknown, path: string, errors: ShapeError[]): void {
  if (!Array.isArray(v)) {
    errors.push({ path, message: 'must be an array of card ids' });
    return;
  }
  v.forEach((c, i) => {
    if (typeof c !== 'string' || !CARD_BY_ID.has(c)) errors.push({ path: `${path}[${i}]`, message: `'${String(c)}' is not a card id of the card list` });
  });
}

/** Every problem with the shape of a state, by JSON path; empty if it is a well-formed state. */
export function checkState(s: TwState): ShapeError[] {
  if (recent.includes(s)) return [];
  const errors: ShapeError[] = [];
  if (typeof s !== 'object' || s === null) return [{ path: '', message: 'state must be an object' }];
  const players = s.players as unknown;
  if (!Array.isArray(players) || players.length !== 2 || players.some((p) => typeof p !== 'string' || p === '') || players[0] === players[1]) {
    errors.push({ path: 'players', message: 'must be two different non-empty player names' });
  }
  if (!Array.isArray(s.seats) || s.seats.length !== 2) {
    errors.push({ path: 'seats', message: 'must be an array of two seats' });
  } else {
    s.seats.forEach((p, i) => {
      const at = `seats[${i}]`;
      if (typeof p !== 'object' || p === null) {
        errors.push({ path: at, message: 'must be an object' });
        return;
      }
      for (const zone of ['deck', 'hand', 'discard', 'stack', 'field'] as const) checkCards(p[zone], `${at}.${zone}`, errors);
      if (typeof p.placed !== 'boolean') errors.push({ path: `${at}.placed`, message: 'must be true or false' });
      if (!isInt(p.atUsed, 0)) errors.push({ path: `${at}.atUsed`, message: 'must be a non-negative integer (bit mask)' });
      if (!isInt(p.discarded, 0, 3)) errors.push({ path: `${at}.discarded`, message: 'must be an integer from 0 to 3' });
      if (!Array.isArray(p.sets)) errors.push({ path: `${at}.sets`, message: 'must be an array of power effects' });
      else
        p.sets.forEach((e, j) => {
          if (!isInt(e?.value, 0) || !isInt(e?.ts, 0) || !isInt(e?.at, -1) || (e.cond !== null && !isCondition(e.cond))) {
            errors.push({ path: `${at}.sets[${j}]`, message: 'must be {value, ts, cond, at} with non-negative integers and a condition or null' });
          }
        });
    });
  }
  if (!PHASES.includes(s.phase)) errors.push({ path: 'phase', message: `must be one of ${PHASES.join(', ')}` });
  if (!isInt(s.round, 1)) errors.push({ path: 'round', message: 'must be a positive integer' });
  if (s.barrier !== null && (typeof s.barrier !== 'object' || !isSeat(s.barrier.owner) || !CARD_BY_ID.has(s.barrier.card) || !isInt(s.barrier.round, 0))) {
    errors.push({ path: 'barrier', message: 'must be null or {owner: 0|1, card: card id, round: the round it was put out in, 0 or more}' });
  }
  if (s.winner !== null && !isSeat(s.winner)) errors.push({ path: 'winner', message: 'must be null, 0 or 1' });
  if (!Array.isArray(s.queue)) errors.push({ path: 'queue', message: 'must be an array of tasks' });
  else
    s.queue.forEach((t, i) => {
      const ok = typeof t === 'object' && t !== null && isSeat(t.seat) && CARD_BY_ID.has(t.card) && isInt(t.ability, 0) &&
        (t.t === 'self-to-hand' || (t.t === 'appear' && typeof t.copy === 'boolean' && isInt(t.returned, 0, 3)));
      if (!ok) errors.push({ path: `queue[${i}]`, message: "must be {t:'appear', seat, card, ability, copy, returned} or {t:'self-to-hand', seat, card, ability}" });
    });
  if (!isInt(s.clock, 0)) errors.push({ path: 'clock', message: 'must be a non-negative integer' });
  if (!isInt(s.rng?.state, 0, 0xffffffff)) errors.push({ path: 'rng.state', message: 'must be a 32-bit unsigned integer' });
  if (s.roundLimit !== null && !isInt(s.roundLimit, 1)) errors.push({ path: 'roundLimit', message: 'must be null or a positive integer' });
  if (!Array.isArray(s.readings) || s.readings.some((r) => !READING_KEYS.includes(r))) errors.push({ path: 'readings', message: `must be an array of reading keys (${READING_KEYS.join(', ')})` });
  if (typeof s.bothWon !== 'boolean') errors.push({ path: 'bothWon', message: 'must be true or false' });
  if (s.result !== null && (typeof s.result !== 'object' || typeof s.result.clause !== 'string')) errors.push({ path: 'result', message: 'must be null or a game result' });
  // Only a state of the right shape is read for how its parts fit together.
  if (!errors.length) errors.push(...checkConsistency(s));
  return errors;
}
