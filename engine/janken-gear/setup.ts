/**
 * Spec chapter 04 (ゲームの準備): two players, shuffled decks, three vitals, six cards in
 * hand, and a janken to decide who chooses to go first.
 */
import { nextInt, seedRng, type Rng } from '../core/rng.ts';
import type { ShapeError } from '../core/violation.ts';
import { SIGNS, beats } from './cards.ts';
import { checkDeck, type DeckError } from './deck.ts';
import type { CardCode, JgEvent, JgState, PlayerArea, PlayerId, Sign, Variants } from './state.ts';

export const VITALS = 3;
export const HAND_SIZE = 6;
/** The variant switches a configuration may set (janken-gear.direct.sudden-loss is `suddenVitalLoss`). */
const VARIANT_KEYS: readonly string[] = ['suddenVitalLoss'];

export interface GameConfig {
  seed: number;
  players: [PlayerId, PlayerId];
  decks: Record<PlayerId, CardCode[]>;
  variants?: Partial<Variants>;
}

export type Started =
  | { ok: true; state: JgState; events: JgEvent[] }
  | { ok: false; deckErrors: DeckError[] }
  | { ok: false; malformed: ShapeError[] };

/** Fisher–Yates shuffle driven by the state's generator. */
export function shuffle(cards: readonly CardCode[], rng: Rng): [CardCode[], Rng] {
  const out = [...cards];
  let r = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const [j, next] = nextInt(r, i + 1);
    r = next;
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return [out, r];
}

/**
 * Starts a game: janken-gear.setup.players (two players), janken-gear.deck.check (both
 * decks must be legal), janken-gear.setup.shuffle, janken-gear.setup.vitals,
 * janken-gear.setup.hand and the janken of janken-gear.setup.first-player. The game then
 * waits for the janken winner to choose first or second.
 */
export function startGame(config: GameConfig): Started {
  const malformed = checkConfig(config);
  if (malformed.length) return { ok: false, malformed };
  const [p1, p2] = config.players;
  // janken-gear.deck.check: both decks are checked before anything else happens.
  const deckErrors = config.players.flatMap((p) => checkDeck(config.decks[p], `decks.${p}`));
  if (deckErrors.length) return { ok: false, deckErrors };

  let rng = seedRng(config.seed);
  const areas: Record<PlayerId, PlayerArea> = {};
  for (const p of config.players) {
    // janken-gear.setup.shuffle, then vitals from the top, then the hand.
    const [deck, next] = shuffle(config.decks[p]!, rng);
    rng = next;
    const vitals = deck.splice(0, VITALS).map((card) => ({ card, lost: false }));
    const hand = deck.splice(0, HAND_SIZE);
    areas[p] = { deck, hand, field: [], vitals, discard: [] };
  }
  // janken-gear.setup.first-player: throw until someone wins; the winner chooses.
  const throws: Record<PlayerId, Sign>[] = [];
  let winner: PlayerId | null = null;
  while (winner === null) {
    const [a, r1] = nextInt(rng, 3);
    const [b, r2] = nextInt(r1, 3);
    rng = r2;
    const round = { [p1]: SIGNS[a]!, [p2]: SIGNS[b]! };
    throws.push(round);
    if (beats(SIGNS[a]!, SIGNS[b]!)) winner = p1;
    else if (beats(SIGNS[b]!, SIGNS[a]!)) winner = p2;
  }
  const state: JgState = {
    seed: config.seed,
    rng,
    players: [p1, p2],
    variants: { suddenVitalLoss: config.variants?.suddenVitalLoss === true },
    phase: 'order',
    chooser: winner,
    turnPlayer: winner,
    turn: 0,
    areas,
    attacked: [],
    active: false,
    quietTurns: 0,
    exhausted: [],
    nextId: 1,
    battle: null,
    direct: null,
    result: null,
  };
  return { ok: true, state, events: [{ type: 'janken', throws, winner }] };
}

function checkConfig(config: GameConfig): ShapeError[] {
  const errors: ShapeError[] = [];
  if (typeof config !== 'object' || config === null) return [{ path: '', message: 'the game configuration must be an object' }];
  if (!Number.isInteger(config.seed)) errors.push({ path: 'seed', message: 'must be an integer' });
  // janken-gear.setup.players: exactly two distinct players.
  const ps = config.players;
  if (!Array.isArray(ps) || ps.length !== 2 || ps.some((p) => typeof p !== 'string' || p === '') || ps[0] === ps[1]) {
    errors.push({ path: 'players', message: 'janken-gear.setup.players: must name exactly two different players' });
  } else if (typeof config.decks !== 'object' || config.decks === null) {
    errors.push({ path: 'decks', message: 'must map each player to a deck' });
  } else {
    for (const p of ps) if (!(p in config.decks)) errors.push({ path: `decks.${p}`, message: `no deck for player '${p}'` });
  }
  if (config.variants !== undefined && (typeof config.variants !== 'object' || config.variants === null || Array.isArray(config.variants))) {
    errors.push({ path: 'variants', message: 'must be an object of variant switches' });
  } else if (config.variants !== undefined) {
    // Each switch must be a known variant set to true or false, never silently ignored.
    for (const [key, value] of Object.entries(config.variants)) {
      if (!VARIANT_KEYS.includes(key)) errors.push({ path: `variants.${key}`, message: `unknown variant; known: ${VARIANT_KEYS.join(', ')}` });
      else if (typeof value !== 'boolean') errors.push({ path: `variants.${key}`, message: 'must be true or false' });
    }
  }
  return errors;
}
