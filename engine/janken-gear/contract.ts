/**
 * じゃんけん・ギア behind the one engine contract (engine/core/contract.ts), in the book's
 * protocol forms (the book's page in docs/protocol/): `start` reads a setup (chapter 04) and
 * checks the decks (chapter 03), `position` builds a turn in progress (position.ts), and
 * `pending`, `apply`, `view`, `observe` translate between the protocol's card and sign
 * names and the engine's own values (protocol.ts). Nothing here throws for any input.
 */
import type { BookEngine, Decision, Started } from '../core/contract.ts';
import type { Failure, ShapeError } from '../core/violation.ts';
import { nameProblem } from '../core/text.ts';
import { checkDeck, MAX_DECK_ENTRIES } from './deck.ts';
import { actingPlayer, apply as applyOwn, pending as pendingOwn, result as resultOwn } from './game.ts';
import { observe, protocolView, type JgObservation, type JgProtocolView } from './observe.ts';
import { stateFromPosition } from './position.ts';
import { plays, READING_OPTIONS } from './readings.ts';
import { actionIn, actionOut, codeOf, eventOut, isObject, optionsIn, signOfName, SUDDEN_VITAL_LOSS, unknownFields, type ProtocolAction, type ProtocolEvent } from './protocol.ts';
import { startGame, type GameConfig } from './setup.ts';
import { checkState } from './shape.ts';
import type { JgEvent, JgState, PlayerId, Sign } from './state.ts';

const SETUP_FIELDS = ['players', 'seed', 'decks', 'options', 'stacked', 'janken'];
/**
 * The longest player list read entry by entry: a longer one is malformed at once. A list of any
 * other length but two is then refused by janken-gear.setup.players.
 */
const MAX_PLAYERS_READ = 100;
/** The most janken throws a setup may give (ties, then the won throw): a practical bound of the project. */
export const MAX_JANKEN_THROWS = 100;

/** A setup of the protocol as the engine's configuration, or why not (malformed, then janken-gear.setup.players, then the decks). */
export function configFromSetup(value: unknown): { ok: true; config: GameConfig } | Failure {
  if (!isObject(value)) return { ok: false, malformed: [{ path: 'setup', message: 'a setup is an object {players, seed, decks, …}' }] };
  const e: ShapeError[] = [];
  unknownFields(value, SETUP_FIELDS, 'setup', e);
  const players = value.players;
  if (!Array.isArray(players)) e.push({ path: 'setup.players', message: 'must be a list of player names' });
  else if (players.length > MAX_PLAYERS_READ) e.push({ path: 'setup.players', message: `lists ${players.length} players; じゃんけん・ギア is played by two (janken-gear.setup.players)` });
  else {
    const seen = new Set<unknown>();
    players.forEach((p, i) => {
      if (typeof p !== 'string' || p === '') e.push({ path: `setup.players[${i}]`, message: 'must be a non-empty string' });
      else if (seen.has(p)) e.push({ path: `setup.players[${i}]`, message: `${p} is named twice` });
      else if (nameProblem(p)) e.push({ path: `setup.players[${i}]`, message: `the player name ${nameProblem(p)}` });
      seen.add(p);
    });
  }
  if (!Number.isSafeInteger(value.seed)) e.push({ path: 'setup.seed', message: 'must be an integer' });
  const decks = value.decks;
  if (!Array.isArray(decks) || (Array.isArray(players) && decks.length !== players.length)) e.push({ path: 'setup.decks', message: 'must hold one deck per player, in seat order' });
  else decks.forEach((d, i) => {
    if (!Array.isArray(d)) return e.push({ path: `setup.decks[${i}]`, message: 'a deck is a list of cards' });
    // A deck longer than any legal one is refused by janken-gear.deck.size (checkDeck) without reading its cards.
    if (d.length <= MAX_DECK_ENTRIES) d.forEach((c, j) => typeof c !== 'string' && e.push({ path: `setup.decks[${i}][${j}]`, message: 'must be a card written as the spec writes it (♠5, ◆10, ジョーカー)' }));
  });
  const variants = optionsIn(value.options, 'setup.options', e);
  if (value.stacked !== undefined && typeof value.stacked !== 'boolean') e.push({ path: 'setup.stacked', message: 'must be true or false' });
  const janken = readJanken(value.janken, e);
  if (e.length) return { ok: false, malformed: e };
  const names = players as PlayerId[];
  if (names.length !== 2) return { ok: false, violation: { clause: 'janken-gear.setup.players', message: `じゃんけん・ギア is played by two; the setup names ${names.length}` } };
  // janken-gear.deck.check: every problem of both decks, the first one as the violation.
  const byRank = plays({ variants }, 'copies-by-rank');
  const problems = (decks as string[][]).flatMap((d, i) => checkDeck(d, `setup.decks[${i}]`, codeOf, byRank));
  if (problems.length) {
    const violation = { clause: problems[0]!.clause, message: problems[0]!.message, problems };
    return { ok: false, violation };
  }
  const [a, b] = names as [PlayerId, PlayerId];
  const [da, db] = (decks as string[][]).map((d) => d.map((c) => codeOf(c)!));
  const config: GameConfig = { seed: value.seed as number, players: [a, b], decks: { [a]: da!, [b]: db! }, variants, stacked: value.stacked === true };
  if (janken) config.janken = janken;
  return { ok: true, config };
}

function readJanken(value: unknown, e: ShapeError[]): [Sign, Sign][] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length === 0) {
    e.push({ path: 'setup.janken', message: 'must be a non-empty list of throws, each a pair of グー, チョキ, パー in seat order' });
    return undefined;
  }
  if (value.length > MAX_JANKEN_THROWS) {
    e.push({ path: 'setup.janken', message: `lists ${value.length} throws; at most ${MAX_JANKEN_THROWS} are read` });
    return undefined;
  }
  return value.map((t, i) => {
    if (!Array.isArray(t) || t.length !== 2) {
      e.push({ path: `setup.janken[${i}]`, message: 'a throw is a pair of signs, in seat order' });
      return ['rock', 'rock'];
    }
    return t.map((s, j) => {
      const sign = signOfName(s);
      if (!sign) e.push({ path: `setup.janken[${i}][${j}]`, message: 'must be グー, チョキ or パー' });
      return sign ?? 'rock';
    }) as [Sign, Sign];
  });
}

const eventsOut = (events: readonly JgEvent[], state: JgState): ProtocolEvent[] => events.map((e) => eventOut(e, state.players));

function start(setup: unknown): Started<JgState, ProtocolEvent> {
  const read = configFromSetup(setup);
  if (!read.ok) return read;
  const started = startGame(read.config);
  if (!started.ok) {
    // configFromSetup has checked everything startGame checks; this is only for safety.
    if ('deckErrors' in started) return { ok: false, violation: { clause: started.deckErrors[0]!.clause, message: started.deckErrors[0]!.message } };
    if ('violation' in started) return { ok: false, violation: started.violation };
    return { ok: false, malformed: started.malformed.map((m) => ({ ...m, path: `setup.${m.path}` })) };
  }
  return { ok: true, state: started.state, events: eventsOut(started.events, started.state) };
}

function position(description: unknown): Started<JgState, ProtocolEvent> {
  const made = stateFromPosition(description);
  return made.ok ? { ok: true, state: made.state, events: [] } : made;
}

/** A state handed in from outside is checked before use; a broken one gets no decision. */
const broken = (state: unknown) => checkState(state as JgState).length > 0;

function pending(state: JgState): Decision<ProtocolAction>[] {
  if (broken(state)) return [];
  return pendingOwn(state).map((d) => ({ player: d.player, kind: d.kind, options: d.options.map(actionOut) }));
}

function apply(state: JgState, player: PlayerId, action: unknown) {
  const problems = checkState(state);
  if (problems.length) return { ok: false as const, malformed: problems.map((p) => ({ ...p, path: p.path ? `state.${p.path}` : 'state' })) };
  if (!state.players.includes(player)) return { ok: false as const, malformed: [{ path: 'player', message: `${JSON.stringify(player)} is not a player of this game (${state.players.join(', ')})` }] };
  const read = actionIn(action);
  if (!read.ok) return read;
  const applied = applyOwn(state, player, read.action);
  return applied.ok ? { ok: true as const, state: applied.state, events: eventsOut(applied.events, applied.state) } : applied;
}

/**
 * What a value that is not a state observes as (the protocol only observes games it started):
 * no game, no seats, nothing to act on; its view likewise. Never a crash.
 */
const noGame = (): JgObservation => ({
  players: [], options: { [SUDDEN_VITAL_LOSS]: false }, phase: 'over', turn: 0, turnPlayer: null, toAct: null, seats: [], attacked: [],
  battle: null, direct: null, lostLastVitalThisTurn: [], quietTurns: 0, activeThisTurn: false, result: null,
});
const noGameView = (player: PlayerId): JgProtocolView => ({
  me: player, opponent: '', options: { [SUDDEN_VITAL_LOSS]: false }, phase: 'over', turn: 0, turnPlayer: null, toAct: null,
  hand: [], field: [], discard: [], deckCount: 0, vitalsLeft: 0, lostVitals: [],
  opponentHandCount: 0, opponentField: [], opponentDiscard: [], opponentDeckCount: 0, opponentVitalsLeft: 0, opponentLostVitals: [],
  attacked: [], battle: null, direct: null, result: null,
});

export const jankenGearEngine: BookEngine<JgState, ProtocolAction, ProtocolEvent, JgProtocolView, JgObservation> = {
  book: 'janken-gear',
  options: [{ key: SUDDEN_VITAL_LOSS, value: 'true or false: variant janken-gear.direct.sudden-loss' }, ...READING_OPTIONS],
  start,
  position,
  pending,
  apply: (state, player, action) => apply(state, player, action),
  view: (state, player) => (broken(state) ? noGameView(player) : protocolView(state, player)),
  result: (state) => (broken(state) ? null : resultOwn(state)),
  observe: (state) => (broken(state) ? noGame() : observe(state)),
  checkState: (value) => checkState(value as JgState),
};

export { actingPlayer };
