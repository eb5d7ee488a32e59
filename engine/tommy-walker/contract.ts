/**
 * トミーウォーカーTCG behind the one engine contract (engine/core/contract.ts): setups,
 * positions, actions, events, views and observations in the protocol's form
 * (docs/protocol/tommy-walker.md, cards by their card-list names), translated to and from
 * the engine's own values (card ids, ability indexes) by wire.ts. States stay the engine's.
 */
import type { BookEngine, Started } from '../core/contract.ts';
import type { Decision, GameResult, PlayerId } from '../core/game.ts';
import type { Applied, ShapeError } from '../core/violation.ts';
import { apply, pending, result, settle } from './engine.ts';
import { readPosition } from './position.ts';
import { READING_OPTIONS } from './readings.ts';
import { DECK_SIZE, MAX_ROUND_LIMIT, MAX_ZONE_CARDS, newGame } from './setup.ts';
import { checkState, type TwState } from './state.ts';
import { view } from './view.ts';
import {
  atIndexOf,
  extraKeys,
  idOf,
  isObject,
  observation,
  readAction,
  readOptions,
  readPlayers,
  wireDecision,
  wireEvent,
  wireView,
  type WireAction,
  type WireEvent,
  type WireObservation,
  type WireView,
} from './wire.ts';

const SETUP_FIELDS = ['players', 'seed', 'decks', 'options'];

/**
 * A setup {players, seed, decks (card names, any order), options}. A deck the rules forbid
 * is a violation: a name that is not a card of the card list (tommy-walker.setup.card-pool),
 * a deck that is not 16 cards (tommy-walker.setup.deck-size).
 */
function start(setup: unknown): Started<TwState, WireEvent> {
  if (!isObject(setup)) return { ok: false, malformed: [{ path: 'setup', message: 'must be an object {players, seed, decks, options}' }] };
  const errors: ShapeError[] = [];
  extraKeys(setup, SETUP_FIELDS, 'setup', errors);
  const players = readPlayers(setup.players, 'setup.players', errors);
  const seed = setup.seed;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) errors.push({ path: 'setup.seed', message: 'must be a safe integer' });
  const { roundLimit, readings } = readOptions(setup.options, 'setup.options', errors);
  const decks = setup.decks;
  if (!Array.isArray(decks) || decks.length !== 2 || !decks.every(Array.isArray)) {
    errors.push({ path: 'setup.decks', message: 'must be two arrays of card names, in the order of players' });
  } else {
    // A deck longer than all the game's cards is refused by tommy-walker.setup.deck-size below, without reading its cards.
    decks.forEach((d: unknown[], i) => d.length <= MAX_ZONE_CARDS && d.forEach((c, j) => typeof c !== 'string' && errors.push({ path: `setup.decks[${i}][${j}]`, message: 'must be a card name (a string)' })));
  }
  if (errors.length) return { ok: false, malformed: errors };
  const long = (decks as unknown[][]).findIndex((d) => d.length > MAX_ZONE_CARDS);
  if (long >= 0) return { ok: false, violation: { clause: 'tommy-walker.setup.deck-size', message: `setup.decks[${long}] has ${(decks as unknown[][])[long]!.length} cards; a deck has exactly ${DECK_SIZE}` } };
  const ids: [string[], string[]] = [[], []];
  for (const i of [0, 1] as const) {
    for (const [j, name] of (decks as string[][])[i]!.entries()) {
      const id = idOf(name);
      if (id === undefined) return { ok: false, violation: { clause: 'tommy-walker.setup.card-pool', message: `setup.decks[${i}][${j}]: '${name}' is not a card of the card list` } };
      ids[i].push(id);
    }
  }
  const made = newGame({ players, decks: ids, seed: seed as number, roundLimit, readings });
  if (!made.ok) return 'violation' in made ? { ok: false, violation: { ...made.violation, message: `setup.${made.violation.message}` } } : made;
  return { ok: true, state: made.state, events: [] };
}

function position(description: unknown): Started<TwState, WireEvent> {
  const read = readPosition(description);
  if (!read.ok) return read;
  const settled = settle(read.state);
  if (!settled.ok) return { ok: false, malformed: settled.malformed.map((e) => ({ ...e, path: `position (as a state: ${e.path})` })) };
  return { ok: true, state: settled.state, events: settled.events.map(wireEvent) };
}

function applyWire(state: TwState, player: PlayerId, action: WireAction): Applied<TwState, WireEvent> {
  const problems = checkState(state);
  if (problems.length) return { ok: false, malformed: problems.map((e) => ({ ...e, path: e.path ? `state.${e.path}` : 'state' })) };
  const read = readAction(action, atIndexOf(state, state.players.indexOf(player)));
  if (!read.ok) return read;
  const r = apply(state, player, read.action);
  return r.ok ? { ok: true, state: r.state, events: r.events.map(wireEvent) } : r;
}

/**
 * What a value that is not a state observes as (the protocol only observes games it
 * started): no game at all, no seats and nothing pending. Never a crash.
 */
const noGame = (): WireObservation => ({ phase: 'draw', round: 0, barrier: null, seats: [], decisions: [], result: null, options: {} });
const noGameView = (viewer: PlayerId): WireView => ({ viewer, phase: 'draw', round: 0, barrier: null, seats: [], result: null, options: {} });

function pendingWire(state: TwState): Decision<WireAction>[] {
  return checkState(state).length ? [] : pending(state).map(wireDecision);
}

export const tommyWalkerEngine: BookEngine<TwState, WireAction, WireEvent, WireView, WireObservation> = {
  book: 'tommy-walker',
  options: [{ key: 'round-limit', value: `an integer from 1 to ${MAX_ROUND_LIMIT}: the last round; after its clean-up with no deck at 0 the game is a draw` }, ...READING_OPTIONS],
  readings: [],
  start,
  position,
  pending: pendingWire,
  apply: applyWire,
  view: (state, player) => (checkState(state).length ? noGameView(player) : wireView(view(state, player))),
  result: (state): GameResult | null => (checkState(state).length ? null : result(state)),
  observe: (state) => (checkState(state).length ? noGame() : observation(state, pending(state))),
  checkState: (value) => checkState(value as TwState),
};
