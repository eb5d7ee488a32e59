/**
 * What the じゃんけん・ギア steps share: reading cards as the rulings write them (which is the
 * protocol's notation too), the draft setup or position, sending it on the first When or
 * Then, applying actions, and collecting every event the engine reported. Steps reach the
 * engine only through `this.engine` (the protocol session); nothing here decides a rule.
 */
import assert from 'node:assert/strict';
import type { Answer } from '../../tools/protocol/driver.ts';
import { seatOf } from '../support/observation.ts';
import type { RulingWorld } from '../support/world.ts';

export type Event = { type: string } & Record<string, any>;
export interface FieldCard {
  id: string;
  cards: string[];
  sign: string;
  power: number;
}
export interface Seat {
  player: string;
  hand: string[];
  deck: string[];
  field: FieldCard[];
  vitals: string[];
  lostVitals: string[];
  discard: string[];
}
export interface Observation {
  phase: string;
  turn: number;
  turnPlayer: string | null;
  toAct: string | null;
  seats: Seat[];
  direct: unknown;
  [key: string]: unknown;
}

/** The draft a ruling's Givens build: a setup for `start` or a position for `position`. */
export type Draft = { form: 'setup'; value: Record<string, any> } | { form: 'position'; value: Record<string, any> };

interface Memo {
  /** Every event reported since the scenario began, in order. */
  events: Event[];
  /** The cards of each field card the ruling has named or the engine reported, by id. */
  fieldCards: Record<string, string[]>;
  /** Names the ruling gave to field cards it deployed, to the engine's ids. */
  aliases: Record<string, string>;
}

export type W = RulingWorld & { draft: Draft | undefined };

export function memo(w: W): Memo {
  w.memo.events ??= [];
  w.memo.fieldCards ??= {};
  w.memo.aliases ??= {};
  return w.memo as unknown as Memo;
}

/** Cards as a ruling writes them, separated by spaces or commas; 「なし」 is none. */
export function cards(text: string): string[] {
  return text.split(/[\s,、]+/).filter((t) => t !== '' && t !== 'なし');
}

/** Same cards, in any order. */
export function sameCards(actual: readonly string[], expected: readonly string[], what: string): void {
  assert.deepEqual([...actual].sort(), [...expected].sort(), `${what}: ${JSON.stringify(actual)}`);
}

/** The engine's id of a field card the ruling names (its own id, or a name given at deployment). */
export function fieldId(w: W, name: string): string {
  return memo(w).aliases[name] ?? name;
}

/** The position draft the Givens are building. */
export function positionDraft(w: W): Record<string, any> {
  assert.ok(w.draft?.form === 'position', 'this step needs a position: begin with 「対戦で、手番は …、相手は … である」');
  return w.draft.value;
}

/** The draft seat of `player` in the position. */
export function seatDraft(w: W, player: string): Record<string, any> {
  const p = positionDraft(w);
  const i = (p.players as string[]).indexOf(player);
  assert.ok(i >= 0, `no player "${player}" in the position`);
  return p.seats[i];
}

function record(w: W, answer: Answer): void {
  if (!answer.ok) return;
  const m = memo(w);
  for (const e of answer.events as Event[]) {
    m.events.push(e);
    if (e.type === 'deployed') m.fieldCards[e.fieldCard.id] = e.fieldCard.cards;
  }
}

/** Sends the draft (position or setup) if no game has been set up yet; it must be accepted. */
export async function ensureGame(w: W): Promise<void> {
  if (w.engine.game !== undefined) return;
  const draft = w.draft;
  assert.ok(draft, 'the ruling describes no position or setup');
  const answer = draft.form === 'position' ? await w.engine.position(draft.value) : await w.engine.start(draft.value);
  assert.ok(answer.ok, `the engine refused the ${draft.form}: ${JSON.stringify(answer)}`);
  record(w, answer);
}

/** Starts a game from a setup; the answer (possibly a refusal) is kept in `this.last`. */
export async function start(w: W, setup: unknown): Promise<void> {
  w.last = await w.engine.start(setup);
  record(w, w.last);
}

/** Applies one action; the answer is kept in `this.last`, its events in the memo. */
export async function act(w: W, player: string, action: Record<string, unknown>): Promise<Answer> {
  await ensureGame(w);
  w.last = await w.engine.apply(player, action);
  record(w, w.last);
  return w.last;
}

/** Applies an action that the ruling needs to succeed to go on. */
export async function mustAct(w: W, player: string, action: Record<string, unknown>): Promise<void> {
  const answer = await act(w, player, action);
  assert.ok(answer.ok, `${player}'s ${JSON.stringify(action)} was refused: ${JSON.stringify(answer)}`);
}

export async function observation(w: W): Promise<Observation> {
  await ensureGame(w);
  return (await w.engine.observe()) as Observation;
}

export async function seat(w: W, player: string): Promise<Seat> {
  return seatOf((await observation(w)).seats, player);
}

/** The events reported so far of one type. */
export function events(w: W, type: string): Event[] {
  return memo(w).events.filter((e) => e.type === type);
}

/** The last field battle settled. */
export function settled(w: W): Event {
  const e = events(w, 'battle-settled').at(-1);
  assert.ok(e, `no field battle was settled; events: ${JSON.stringify(memo(w).events)}`);
  return e;
}

/** The single pending decision. */
export async function decision(w: W): Promise<{ player: string; kind: string; options: { type: string }[] }> {
  await ensureGame(w);
  const d = await w.engine.pending();
  assert.equal(d.length, 1, `exactly one decision should be pending: ${JSON.stringify(d)}`);
  return d[0] as { player: string; kind: string; options: { type: string }[] };
}
