/**
 * A state from a position description (the book's page in docs/protocol/, "Position"): a turn
 * in progress, with the turn player's refill done and no field battle or direct pending.
 * The description must be possible — field cards of sign cards of one suit
 * (janken-gear.field.bundle.same-suit, janken-gear.cards.diamond, janken-gear.cards.joker),
 * unique field card ids, attacks and exhausted vitals that fit the position — and each
 * problem is located by a JSON path rooted at `position`.
 */
import { setOwn } from '../core/json.ts';
import { seedRng } from '../core/rng.ts';
import { nameProblem } from '../core/text.ts';
import type { ShapeError } from '../core/violation.ts';
import { isSignCard, suitOf } from './cards.ts';
import { MAX_ZONE_CARDS } from './deck.ts';
import { cardList, isObject, optionsIn, unknownFields } from './protocol.ts';
import type { FieldCard, JgState, PlayerArea, PlayerId } from './state.ts';

const POSITION_FIELDS = ['players', 'turnPlayer', 'turn', 'seed', 'options', 'seats', 'attacked', 'lostLastVitalThisTurn', 'quietTurns', 'activeThisTurn'];
const SEAT_FIELDS = ['hand', 'deck', 'field', 'vitals', 'lostVitals', 'discard'];

export type Positioned = { ok: true; state: JgState } | { ok: false; malformed: ShapeError[] };

export function stateFromPosition(value: unknown): Positioned {
  if (!isObject(value)) return { ok: false, malformed: [{ path: 'position', message: 'a position is an object {players, turnPlayer, seats, …}' }] };
  const e: ShapeError[] = [];
  unknownFields(value, POSITION_FIELDS, 'position', e);
  const players = readPlayers(value.players, e);
  if (!players) return { ok: false, malformed: e };
  if (!players.includes(value.turnPlayer as string)) e.push({ path: 'position.turnPlayer', message: `must be one of the players ${players.join(', ')}` });
  const turn = value.turn ?? 1;
  if (!Number.isSafeInteger(turn) || (turn as number) < 1) e.push({ path: 'position.turn', message: 'must be a positive integer' });
  const seed = value.seed ?? 0;
  if (!Number.isSafeInteger(seed)) e.push({ path: 'position.seed', message: 'must be an integer' });
  const variants = optionsIn(value.options, 'position.options', e);
  const areas = readSeats(value.seats, players, e);
  const quiet = value.quietTurns ?? 0;
  if (quiet !== 0 && quiet !== 1) e.push({ path: 'position.quietTurns', message: 'must be 0 or 1 (a second quiet turn in a row would have ended the game)' });
  const active = value.activeThisTurn ?? false;
  if (typeof active !== 'boolean') e.push({ path: 'position.activeThisTurn', message: 'must be true or false' });
  if (e.length || !areas) return { ok: false, malformed: e };
  const turnPlayer = value.turnPlayer as PlayerId;
  const attacked = readAttacked(value.attacked, areas[turnPlayer]!.field, e);
  const exhausted = readExhausted(value.lostLastVitalThisTurn, players, areas, e);
  if (e.length) return { ok: false, malformed: e };
  const state: JgState = {
    seed: seed as number,
    rng: seedRng(seed as number),
    players,
    variants,
    phase: 'main',
    chooser: turnPlayer,
    turnPlayer,
    turn: turn as number,
    areas,
    attacked,
    active: active as boolean,
    quietTurns: quiet as number,
    exhausted,
    nextId: 1,
    battle: null,
    direct: null,
    result: null,
  };
  return { ok: true, state };
}

function readPlayers(value: unknown, e: ShapeError[]): [PlayerId, PlayerId] | null {
  if (!Array.isArray(value) || value.length !== 2 || !value.every((p) => typeof p === 'string' && p !== '') || value[0] === value[1]) {
    e.push({ path: 'position.players', message: 'must name exactly two different players (janken-gear.setup.players)' });
    return null;
  }
  const problems = value.map((p: string) => nameProblem(p));
  problems.forEach((problem, i) => problem && e.push({ path: `position.players[${i}]`, message: `the player name ${problem}` }));
  return problems.some((x) => x) ? null : [value[0], value[1]];
}

function readSeats(value: unknown, players: readonly PlayerId[], e: ShapeError[]): Record<PlayerId, PlayerArea> | null {
  if (!Array.isArray(value) || value.length !== 2) {
    e.push({ path: 'position.seats', message: 'must hold one seat per player, in seat order' });
    return null;
  }
  // Filled by setOwn, not assignment, so that a player named __proto__ is a seat like any other.
  const areas: Record<PlayerId, PlayerArea> = {};
  const ids = new Set<string>();
  value.forEach((seat, i) => {
    const at = `position.seats[${i}]`;
    if (!isObject(seat)) return e.push({ path: at, message: 'must be an object {hand, deck, field, vitals, lostVitals, discard}' });
    unknownFields(seat, SEAT_FIELDS, at, e);
    const pile = (key: string) => cardList(seat[key] ?? [], `${at}.${key}`, e, MAX_ZONE_CARDS);
    const vitals = [...pile('vitals').map((card) => ({ card, lost: false })), ...pile('lostVitals').map((card) => ({ card, lost: true }))];
    const area = { hand: pile('hand'), deck: pile('deck'), field: readField(seat.field ?? [], `${at}.field`, ids, e), vitals, discard: pile('discard') };
    setOwn(areas, players[i]!, area);
  });
  return areas;
}

/** Field cards `{id, cards}`: a sign card or a bundle of one suit, with an id unique in the position. */
function readField(value: unknown, at: string, ids: Set<string>, e: ShapeError[]): FieldCard[] {
  if (!Array.isArray(value)) {
    e.push({ path: at, message: 'must be a list of field cards {id, cards}' });
    return [];
  }
  if (value.length > MAX_ZONE_CARDS) return (e.push({ path: at, message: `has ${value.length} field cards; the game has ${MAX_ZONE_CARDS} cards in all` }), []);
  return value.flatMap((f, j): FieldCard[] => {
    const fp = `${at}[${j}]`;
    if (!isObject(f)) return (e.push({ path: fp, message: 'a field card is {id, cards}' }), []);
    unknownFields(f, ['id', 'cards'], fp, e);
    if (typeof f.id !== 'string' || f.id === '') e.push({ path: `${fp}.id`, message: 'must be a non-empty string' });
    else if (ids.has(f.id)) e.push({ path: `${fp}.id`, message: `the id ${f.id} is used by another field card` });
    else ids.add(f.id);
    const cards = cardList(f.cards, `${fp}.cards`, e, MAX_ZONE_CARDS);
    if (Array.isArray(f.cards) && f.cards.length === 0) e.push({ path: `${fp}.cards`, message: 'a field card holds at least one card' });
    const odd = cards.findIndex((c) => !isSignCard(c) || suitOf(c) !== suitOf(cards[0]!));
    if (odd >= 0) e.push({ path: `${fp}.cards[${odd}]`, message: 'a field card holds only ♠, ♥ or ♣ cards, all of one suit' });
    return [{ id: f.id as string, cards }];
  });
}

function readAttacked(value: unknown, field: readonly FieldCard[], e: ShapeError[]): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return (e.push({ path: 'position.attacked', message: "must be a list of the turn player's field card ids" }), []);
  if (value.length > MAX_ZONE_CARDS) return (e.push({ path: 'position.attacked', message: `has ${value.length} ids; the game has ${MAX_ZONE_CARDS} cards in all` }), []);
  value.forEach((id, k) => {
    if (!field.some((f) => f.id === id)) e.push({ path: `position.attacked[${k}]`, message: `${JSON.stringify(id)} is not a field card of the turn player` });
  });
  return [...new Set(value as string[])];
}

function readExhausted(value: unknown, players: readonly PlayerId[], areas: Record<PlayerId, PlayerArea>, e: ShapeError[]): PlayerId[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return (e.push({ path: 'position.lostLastVitalThisTurn', message: 'must be a list of players' }), []);
  if (value.length > players.length) return (e.push({ path: 'position.lostLastVitalThisTurn', message: `lists ${value.length} players; there are ${players.length}` }), []);
  value.forEach((p, k) => {
    const at = `position.lostLastVitalThisTurn[${k}]`;
    if (!players.includes(p)) e.push({ path: at, message: `${JSON.stringify(p)} is not a player` });
    else if (areas[p]!.vitals.some((v) => !v.lost)) e.push({ path: at, message: `${p} still has a remaining vital, so cannot have lost the last one` });
  });
  return [...new Set(value as PlayerId[])];
}
