/**
 * Preparing a game (chapter 03, tommy-walker.setup.*): deck building, deck files, the
 * shuffle and the starting state.
 */
import { seedRng, shuffled } from '../core/rng.ts';
import { nameProblem } from '../core/text.ts';
import type { ShapeError, Violation } from '../core/violation.ts';
import { CARD_BY_ID } from './cards.ts';
import { READING_KEYS } from './readings.ts';
import { emptySeat, markChecked, type CardId, type PlayerId, type TwState } from './state.ts';

export const DECK_SIZE = 16;
/**
 * The most cards any zone may hold: the game's two decks of DECK_SIZE cards
 * (tommy-walker.setup.deck-size) are all the cards there are, so a longer deck, hand, discard
 * pile or stack is refused without reading its cards.
 */
export const MAX_ZONE_CARDS = 2 * DECK_SIZE;
/**
 * The largest round limit (variant tommy-walker.game.round-limit) accepted: a practical bound of
 * the project, so that a game with the variant ends after a bounded number of rounds.
 */
export const MAX_ROUND_LIMIT = 10_000;

export interface GameSetup {
  players: [PlayerId, PlayerId];
  /** Each player's 16 card ids, in any order (they are shuffled). */
  decks: [CardId[], CardId[]];
  /** Seed of the generator that shuffles the decks (tommy-walker.setup.shuffle). */
  seed: number;
  /** The variant tommy-walker.game.round-limit; null or absent for the base rules. */
  roundLimit?: number | null;
  /** Alternative readings switched on (readings.ts); absent: the readings the notes adopt. */
  readings?: readonly string[];
}

/**
 * tommy-walker.setup.deck-size, tommy-walker.setup.copies, tommy-walker.setup.card-pool:
 * exactly 16 cards of the card list, any number of copies. Returns the first violation.
 */
export function checkDeck(deck: readonly CardId[], owner = 'deck'): Violation | null {
  if (deck.length > MAX_ZONE_CARDS) return { clause: 'tommy-walker.setup.deck-size', message: `${owner} has ${deck.length} cards; a deck has exactly ${DECK_SIZE}` };
  const unknown = deck.findIndex((c) => !CARD_BY_ID.has(c));
  if (unknown !== -1) return { clause: 'tommy-walker.setup.card-pool', message: `${owner}[${unknown}]: '${deck[unknown]}' is not a card of the card list` };
  if (deck.length !== DECK_SIZE) return { clause: 'tommy-walker.setup.deck-size', message: `${owner} has ${deck.length} cards; a deck has exactly ${DECK_SIZE}` };
  return null;
}

/**
 * The state at the start of the first round: each deck shuffled and face down, no hand,
 * no field, no 結界 (tommy-walker.setup.shuffle, tommy-walker.setup.place-deck,
 * tommy-walker.setup.start-empty).
 */
export function newGame(setup: GameSetup): { ok: true; state: TwState } | { ok: false; violation: Violation } | { ok: false; malformed: ShapeError[] } {
  const malformed: ShapeError[] = [];
  const players = setup?.players as unknown;
  if (!Array.isArray(players) || players.length !== 2 || players.some((p) => typeof p !== 'string' || p === '') || players[0] === players[1]) {
    malformed.push({ path: 'players', message: 'must be two different non-empty player names' });
  } else {
    players.forEach((p: string, i) => {
      const problem = nameProblem(p);
      if (problem) malformed.push({ path: `players[${i}]`, message: `the player name ${problem}` });
    });
  }
  if (!Array.isArray(setup?.decks) || setup.decks.length !== 2 || !setup.decks.every((d) => Array.isArray(d))) malformed.push({ path: 'decks', message: 'must be two arrays of card ids' });
  if (typeof setup?.seed !== 'number' || !Number.isInteger(setup.seed)) malformed.push({ path: 'seed', message: 'must be an integer' });
  const limit = setup?.roundLimit ?? null;
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > MAX_ROUND_LIMIT)) malformed.push({ path: 'roundLimit', message: `must be null or an integer from 1 to ${MAX_ROUND_LIMIT}` });
  const readings = setup?.readings ?? [];
  if (!Array.isArray(readings) || readings.some((r) => !READING_KEYS.includes(r))) malformed.push({ path: 'readings', message: `must be an array of reading keys (${READING_KEYS.join(', ')})` });
  if (malformed.length) return { ok: false, malformed };
  for (const i of [0, 1] as const) {
    const v = checkDeck(setup.decks[i], `decks[${i}]`);
    if (v) return { ok: false, violation: v };
  }
  let rng = seedRng(setup.seed);
  const seats = [emptySeat(), emptySeat()] as TwState['seats'];
  // tommy-walker.setup.shuffle: the one seeded Fisher–Yates of engine/core/rng.ts.
  for (const i of [0, 1] as const) [seats[i].deck, rng] = shuffled(setup.decks[i], rng);
  // The start of round 1 (emptyGame) with the shuffled decks, the generator and the limit.
  const state: TwState = { ...emptyGame([setup.players[0], setup.players[1]]), seats, rng, roundLimit: limit, readings: [...new Set(readings)].sort() };
  return { ok: true, state: markChecked(state) };
}

/**
 * A state at the start of round 1 with no card anywhere, for rulings and tests that lay
 * out a position by hand (decks, hands, discard piles, 結界) before acting on it.
 */
export function emptyGame(players: [PlayerId, PlayerId]): TwState {
  return {
    players: [players[0], players[1]],
    seats: [emptySeat(), emptySeat()],
    phase: 'draw',
    round: 1,
    barrier: null,
    winner: null,
    queue: [],
    clock: 0,
    rng: seedRng(1),
    roundLimit: null,
    readings: [],
    bothWon: false,
    result: null,
  };
}
