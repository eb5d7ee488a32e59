/**
 * Spec chapter 04 (ゲームの準備): two players, shuffled decks, three vitals, six cards in
 * hand, and a janken to decide who chooses to go first.
 */
import { setOwn } from '../core/json.ts';
import { nextInt, seedRng, shuffled, type Rng } from '../core/rng.ts';
import type { ShapeError, Violation } from '../core/violation.ts';
import { SIGNS, beats } from './cards.ts';
import { checkDeck, type DeckError } from './deck.ts';
import { plays, READING_KEYS } from './readings.ts';
import type { CardCode, JgEvent, JgState, PlayerArea, PlayerId, Sign, Variants } from './state.ts';

export const VITALS = 3;
export const HAND_SIZE = 6;
/**
 * The switches a configuration may set: janken-gear.direct.sudden-loss is `suddenVitalLoss`;
 * `readings` lists the alternative readings switched on (readings.ts).
 */
const VARIANT_KEYS: readonly string[] = ['suddenVitalLoss', 'readings'];

export interface GameConfig {
  seed: number;
  players: [PlayerId, PlayerId];
  decks: Record<PlayerId, CardCode[]>;
  variants?: Partial<Variants>;
  /** The decks are given as they lie after shuffling (top first): janken-gear.setup.shuffle is taken as done. */
  stacked?: boolean;
  /** The janken's throws in seat order, ties then one won throw; absent: thrown from the seed. */
  janken?: [Sign, Sign][];
}

export type Started =
  | { ok: true; state: JgState; events: JgEvent[] }
  | { ok: false; deckErrors: DeckError[] }
  | { ok: false; malformed: ShapeError[] }
  | { ok: false; violation: Violation };

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
  const byRank = plays({ variants: switches(config.variants) }, 'copies-by-rank');
  const deckErrors = config.players.flatMap((p) => checkDeck(config.decks[p], `decks.${p}`, undefined, byRank));
  if (deckErrors.length) return { ok: false, deckErrors };

  let rng = seedRng(config.seed);
  const areas: Record<PlayerId, PlayerArea> = {};
  for (const p of config.players) {
    // janken-gear.setup.shuffle, then vitals from the top, then the hand.
    const [deck, next]: [CardCode[], Rng] = config.stacked ? [[...config.decks[p]!], rng] : shuffled(config.decks[p]!, rng);
    rng = next;
    const vitals = deck.splice(0, VITALS).map((card) => ({ card, lost: false }));
    const hand = deck.splice(0, HAND_SIZE);
    // setOwn, not assignment: a player named __proto__ gets a seat, not a prototype.
    setOwn(areas, p, { deck, hand, field: [], vitals, discard: [] });
  }
  // janken-gear.setup.first-player: throw until someone wins; the winner chooses.
  const thrown = config.janken ? givenJanken(config.janken, p1, p2) : throwJanken(rng, p1, p2);
  if ('violation' in thrown) return { ok: false, violation: thrown.violation };
  const { throws, winner } = thrown;
  if (thrown.rng) rng = thrown.rng;
  const state: JgState = {
    seed: config.seed,
    rng,
    players: [p1, p2],
    variants: switches(config.variants),
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

/** The throws, their winner, and the generator after them when they came from it. */
type Janken = { throws: Record<PlayerId, Sign>[]; winner: PlayerId; rng?: Rng };

/** The winner of one throw of `p1` and `p2`, or null for a tie (janken-gear.cards.janken). */
function throwWinner(a: Sign, b: Sign, p1: PlayerId, p2: PlayerId): PlayerId | null {
  return beats(a, b) ? p1 : beats(b, a) ? p2 : null;
}

/** janken-gear.setup.first-player: throws from the generator, again after each tie. */
function throwJanken(rng: Rng, p1: PlayerId, p2: PlayerId): Janken {
  const throws: Record<PlayerId, Sign>[] = [];
  let r = rng;
  for (;;) {
    const [a, r1] = nextInt(r, 3);
    const [b, r2] = nextInt(r1, 3);
    r = r2;
    throws.push({ [p1]: SIGNS[a]!, [p2]: SIGNS[b]! });
    const winner = throwWinner(SIGNS[a]!, SIGNS[b]!, p1, p2);
    if (winner !== null) return { throws, winner, rng: r };
  }
}

/** janken-gear.setup.first-player with the throws given: ties until the last, which is won. */
function givenJanken(given: readonly [Sign, Sign][], p1: PlayerId, p2: PlayerId): Janken | { violation: Violation } {
  const throws = given.map(([a, b]) => ({ [p1]: a, [p2]: b }));
  for (let i = 0; i < given.length; i++) {
    const winner = throwWinner(given[i]![0], given[i]![1], p1, p2);
    const last = i === given.length - 1;
    if (winner !== null && !last) return { violation: { clause: 'janken-gear.setup.first-player', message: `throw ${i + 1} is won by ${winner}: the janken ends there, yet ${given.length - i - 1} more throw(s) follow` } };
    if (winner !== null) return { throws, winner };
  }
  return { violation: { clause: 'janken-gear.setup.first-player', message: 'the last throw is a tie: the janken is thrown again until someone wins' } };
}

/** The state's switches from a configuration's: the variant, and the readings sorted, kept only when some are on. */
function switches(v: Partial<Variants> | undefined): Variants {
  const readings = [...new Set(v?.readings ?? [])].sort();
  return { suddenVitalLoss: v?.suddenVitalLoss === true, ...(readings.length ? { readings } : {}) };
}

/** A configuration's `readings`: a list of the keys of readings.ts. */
function readingsProblems(value: unknown): ShapeError[] {
  if (!Array.isArray(value)) return [{ path: 'variants.readings', message: `must be a list of reading keys (${READING_KEYS.join(', ')})` }];
  return value.flatMap((k, i) => (READING_KEYS.includes(k) ? [] : [{ path: `variants.readings[${i}]`, message: `unknown reading; known: ${READING_KEYS.join(', ')}` }]));
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
    for (const p of ps) if (!Object.hasOwn(config.decks, p)) errors.push({ path: `decks.${p}`, message: `no deck for player '${p}'` });
  }
  if (config.variants !== undefined && (typeof config.variants !== 'object' || config.variants === null || Array.isArray(config.variants))) {
    errors.push({ path: 'variants', message: 'must be an object of variant switches' });
  } else if (config.variants !== undefined) {
    // Each switch must be a known variant set to true or false, never silently ignored.
    for (const [key, value] of Object.entries(config.variants)) {
      if (!VARIANT_KEYS.includes(key)) errors.push({ path: `variants.${key}`, message: `unknown variant; known: ${VARIANT_KEYS.join(', ')}` });
      else if (key === 'readings') errors.push(...readingsProblems(value));
      else if (typeof value !== 'boolean') errors.push({ path: `variants.${key}`, message: 'must be true or false' });
    }
  }
  if (config.stacked !== undefined && typeof config.stacked !== 'boolean') errors.push({ path: 'stacked', message: 'must be true or false' });
  if (config.janken !== undefined) {
    const ok = Array.isArray(config.janken) && config.janken.length > 0 && config.janken.every((t) => Array.isArray(t) && t.length === 2 && t.every((s) => SIGNS.includes(s)));
    if (!ok) errors.push({ path: 'janken', message: `must be a non-empty list of throws, each a pair of ${SIGNS.join(', ')}` });
  }
  return errors;
}
