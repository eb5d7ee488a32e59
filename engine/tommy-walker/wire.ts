/**
 * The engine's values in the conformance protocol's form (docs/protocol/tommy-walker.md):
 * cards by their card-list names (tommy-walker.card-list.cards) instead of the engine's
 * card ids, actions without the engine's ability indexes, and the view and the
 * observation as documented there. Reading input from the wire (actions, options) reports
 * every problem by JSON path; nothing here throws.
 */
import type { Decision, PlayerId } from '../core/game.ts';
import { nameProblem } from '../core/text.ts';
import type { ShapeError } from '../core/violation.ts';
import { powerOf } from './abilities.ts';
import { CARD_BY_ID, CARD_BY_NAME, CARDS } from './cards.ts';
import type { TwAction, TwEvent } from './events.ts';
import { READING_KEYS } from './readings.ts';
import { MAX_ROUND_LIMIT, MAX_ZONE_CARDS } from './setup.ts';
import { top, type CardId, type TwState } from './state.ts';
import { HIDDEN } from './view.ts';

/** A card on the wire: its name in the card list. */
export type CardName = string;

export type WireAction =
  | { type: 'draw' }
  | { type: 'place'; card: CardName }
  | { type: 'use' }
  | { type: 'take'; card: CardName }
  | { type: 'return'; card: CardName }
  | { type: 'decline' }
  /** The AT ability of the player's attack card (no card of the list has two). */
  | { type: 'activate'; discard?: CardName[] }
  | { type: 'hand'; card: CardName }
  | { type: 'ride'; card: CardName }
  | { type: 'end' }
  | { type: 'swap'; card: CardName };

export type WireEvent = Record<string, unknown> & { type: string };

export interface WireSeat {
  player: PlayerId;
  /** Top last. */
  deck: (CardName | null)[];
  /** In card-list order. */
  hand: (CardName | null)[];
  /** In card-list order. */
  discard: CardName[];
  /** Bottom first: the last card is the attack card. */
  stack: (CardName | null)[];
  /** Hand-ability cards on the field that are not 結界, in card-list order. */
  field: CardName[];
}

export interface WireView {
  viewer: PlayerId;
  phase: TwState['phase'];
  round: number;
  barrier: { owner: PlayerId; card: CardName } | null;
  seats: WireSeat[];
  result: TwState['result'];
  options: Record<string, unknown>;
}

export interface WireObservation extends Omit<WireView, 'viewer' | 'seats'> {
  seats: (WireSeat & { deck: CardName[]; hand: CardName[]; stack: CardName[]; power: number | null })[];
  decisions: { player: PlayerId; kind: string }[];
}

const ORDER = new Map(CARDS.map((c, i) => [c.id, i]));

export const nameOf = (id: CardId): CardName => CARD_BY_ID.get(id)?.name ?? id;
export const idOf = (name: unknown): CardId | undefined => (typeof name === 'string' ? CARD_BY_NAME.get(name)?.id : undefined);

const names = (ids: readonly CardId[]): (CardName | null)[] => ids.map((c) => (c === HIDDEN ? null : nameOf(c)));

/** A zone the rules give no order (hand, discard pile, field), in card-list order so two engines agree. */
function canonical(ids: readonly CardId[]): (CardName | null)[] {
  const hidden = ids.filter((c) => c === HIDDEN).length;
  const known = ids.filter((c) => c !== HIDDEN).sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);
  return [...names(known), ...new Array<null>(hidden).fill(null)];
}

// ---------------------------------------------------------------- engine → wire

export function wireAction(a: TwAction): WireAction {
  switch (a.type) {
    case 'activate':
      return a.discard ? { type: 'activate', discard: a.discard.map(nameOf) } : { type: 'activate' };
    case 'place':
    case 'take':
    case 'return':
    case 'hand':
    case 'ride':
    case 'swap':
      return { type: a.type, card: nameOf(a.card) };
    default:
      return { type: a.type };
  }
}

export function wireDecision(d: Decision<TwAction>): Decision<WireAction> {
  return { player: d.player, kind: d.kind, options: d.options.map(wireAction) };
}

export function wireEvent(e: TwEvent): WireEvent {
  switch (e.type) {
    case 'revealed':
      return { type: e.type, cards: Object.entries(e.cards).map(([player, card]) => ({ player, card: nameOf(card) })) };
    case 'appear-used':
      return { type: e.type, player: e.player, card: nameOf(e.card), copy: e.copy };
    case 'at-activated':
      return { type: e.type, player: e.player, card: nameOf(e.card), discarded: e.discarded.map(nameOf) };
    case 'play-miss':
    case 'took':
    case 'returned':
    case 'hand-used':
    case 'ride':
    case 'barrier-replaced':
      return { ...e, card: nameOf(e.card) };
    case 'damage':
      return { ...e, milled: e.milled.map(nameOf) };
    case 'self-to-hand':
      return { ...e, card: nameOf(e.card), discarded: nameOf(e.discarded) };
    default:
      return { ...e };
  }
}

export function wireOptions(s: TwState): Record<string, unknown> {
  const out: Record<string, unknown> = s.roundLimit === null ? {} : { 'round-limit': s.roundLimit };
  for (const r of s.readings) out[r] = true;
  return out;
}

function wireBarrier(s: TwState): WireView['barrier'] {
  return s.barrier ? { owner: s.players[s.barrier.owner], card: nameOf(s.barrier.card) } : null;
}

/** A view of the engine (view.ts, hidden cards as HIDDEN) in the wire form: hidden cards are null. */
export function wireView(v: TwState & { viewer: PlayerId }): WireView {
  return {
    viewer: v.viewer,
    phase: v.phase,
    round: v.round,
    barrier: wireBarrier(v),
    seats: v.seats.map((p, i) => ({
      player: v.players[i]!,
      deck: names(p.deck),
      hand: canonical(p.hand),
      discard: canonical(p.discard) as CardName[],
      stack: names(p.stack),
      field: canonical(p.field) as CardName[],
    })),
    result: v.result,
    options: wireOptions(v),
  };
}

/** The omniscient observation rulings assert on (docs/protocol/tommy-walker.md). */
export function observation(s: TwState, decisions: readonly Decision<unknown>[]): WireObservation {
  return {
    phase: s.phase,
    round: s.round,
    barrier: wireBarrier(s),
    seats: s.seats.map((p, i) => ({
      player: s.players[i]!,
      deck: p.deck.map(nameOf),
      hand: canonical(p.hand) as CardName[],
      discard: canonical(p.discard) as CardName[],
      stack: p.stack.map(nameOf),
      field: canonical(p.field) as CardName[],
      power: top(p) === undefined ? null : powerOf(s, i as 0 | 1),
    })),
    decisions: decisions.map((d) => ({ player: d.player, kind: d.kind })),
    result: s.result,
    options: wireOptions(s),
  };
}

// ---------------------------------------------------------------- wire → engine

const WITH_CARD = new Set(['place', 'take', 'return', 'hand', 'ride', 'swap']);
const BARE = new Set(['draw', 'use', 'decline', 'end']);
const TYPES = [...BARE, ...WITH_CARD, 'activate'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A card name at `path`, or the problem with it. */
export function readCard(v: unknown, path: string, errors: ShapeError[]): CardId {
  const id = idOf(v);
  if (id === undefined) errors.push({ path, message: `${JSON.stringify(v)} is not a card name of the card list (spec/tommy-walker/11-card-list.md)` });
  return id ?? '';
}

/** A list of card names at `path`, each problem at its index; a list longer than MAX_ZONE_CARDS is refused whole. */
export function readCards(v: unknown, path: string, errors: ShapeError[]): CardId[] {
  if (!Array.isArray(v)) {
    errors.push({ path, message: 'must be an array of card names' });
    return [];
  }
  if (v.length > MAX_ZONE_CARDS) {
    errors.push({ path, message: `has ${v.length} cards; the game has ${MAX_ZONE_CARDS} cards in all (two decks of 16: tommy-walker.setup.deck-size)` });
    return [];
  }
  return v.map((c, i) => readCard(c, `${path}[${i}]`, errors));
}

/** Fields of `o` that are not in `allowed`, as problems under `path`. */
export function extraKeys(o: Record<string, unknown>, allowed: readonly string[], path: string, errors: ShapeError[]): void {
  for (const k of Object.keys(o)) if (!allowed.includes(k)) errors.push({ path: `${path}.${k}`, message: `unknown field (the fields are ${allowed.join(', ')})` });
}

/**
 * An action in the engine's form. `atIndex` is the index of the AT ability of the acting
 * player's attack card (tommy-walker.attack.at.activate), or an index that names none.
 */
export function readAction(v: unknown, atIndex: number): { ok: true; action: TwAction } | { ok: false; malformed: ShapeError[] } {
  if (!isObject(v)) return { ok: false, malformed: [{ path: 'action', message: 'must be an object {"type": …}' }] };
  const type = v.type;
  if (typeof type !== 'string' || !TYPES.includes(type)) {
    return { ok: false, malformed: [{ path: 'action.type', message: `must be one of ${TYPES.join(', ')}; got ${JSON.stringify(type)}` }] };
  }
  const errors: ShapeError[] = [];
  let action: TwAction;
  if (WITH_CARD.has(type)) {
    extraKeys(v, ['type', 'card'], 'action', errors);
    action = { type, card: readCard(v.card, 'action.card', errors) } as TwAction;
  } else if (type === 'activate') {
    extraKeys(v, ['type', 'discard'], 'action', errors);
    action = v.discard === undefined ? { type, ability: atIndex } : { type, ability: atIndex, discard: readCards(v.discard, 'action.discard', errors) };
  } else {
    extraKeys(v, ['type'], 'action', errors);
    action = { type } as TwAction;
  }
  return errors.length ? { ok: false, malformed: errors } : { ok: true, action };
}

/** The index of the AT ability of `seat`'s attack card; past the end if it has none (or there is no attack card). */
export function atIndexOf(s: TwState, seat: number): number {
  const card = seat === 0 || seat === 1 ? top(s.seats[seat]) : undefined;
  if (card === undefined) return 0;
  const abilities = CARD_BY_ID.get(card)!.abilities;
  const i = abilities.findIndex((a) => a.timing === 'at');
  return i === -1 ? abilities.length : i;
}

/**
 * The `options` of a setup or position: `round-limit`, a positive integer
 * (tommy-walker.game.round-limit), and the alternative readings (readings.ts), each true or false.
 */
export function readOptions(v: unknown, path: string, errors: ShapeError[]): { roundLimit: number | null; readings: string[] } {
  const none = { roundLimit: null, readings: [] };
  if (v === undefined) return none;
  if (!isObject(v)) {
    errors.push({ path, message: 'must be an object of option keys and values' });
    return none;
  }
  extraKeys(v, ['round-limit', ...READING_KEYS], path, errors);
  const readings: string[] = [];
  for (const key of READING_KEYS) {
    const on = v[key];
    if (on === undefined || on === false) continue;
    if (on === true) readings.push(key);
    else errors.push({ path: `${path}.${key}`, message: 'an alternative reading is switched on with true (or off with false)' });
  }
  readings.sort();
  const limit = v['round-limit'];
  if (limit === undefined) return { roundLimit: null, readings };
  if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1 || limit > MAX_ROUND_LIMIT) {
    errors.push({ path: `${path}.round-limit`, message: `must be an integer from 1 to ${MAX_ROUND_LIMIT}: the last round; after its clean-up the game is a draw` });
    return { roundLimit: null, readings };
  }
  return { roundLimit: limit, readings };
}

/** Two different, non-empty player names. */
export function readPlayers(v: unknown, path: string, errors: ShapeError[]): [PlayerId, PlayerId] {
  if (!Array.isArray(v) || v.length !== 2 || v.some((p) => typeof p !== 'string' || p === '') || v[0] === v[1]) {
    errors.push({ path, message: 'must be two different non-empty player names, in seat order' });
    return ['', ''];
  }
  const problems = v.map((p, i) => ({ path: `${path}[${i}]`, problem: nameProblem(p as string) })).filter((x) => x.problem !== null);
  for (const { path: at, problem } of problems) errors.push({ path: at, message: `the player name ${problem}` });
  return [v[0] as string, v[1] as string];
}

export { isObject };
