/**
 * What 革新的なTCG rulings build and read, in the protocol's forms only (docs/protocol/kakushin.md).
 * Givens write plain data: character sheets into `memo.sheets`, and a setup or a position
 * description into `this.draft`; the first When or Then sends it (`start` or `position`).
 * A When that runs one step of a turn on a position not yet sent says that this step is the
 * position's next one. Thens read the engine's answers: the events of the last When
 * (`memo.recent`), every event since the battle began (`memo.events`) and `observe`.
 * Nothing here decides a rule: expected values are written in the rulings.
 */
import assert from 'node:assert/strict';
import type { Answer } from '../../tools/protocol/driver.ts';
import type { RulingWorld } from '../support/world.ts';

export type Sheet = { name: string; points: Record<string, number>; skills: string[]; plan: string; setting?: string };
export type Panel = { kind: string; ailments: string[] };
export type Event = Record<string, any> & { type: string };
export interface Side { hp?: number; panels?: Panel[]; maintained?: string[]; ailments?: { name: string; damage: number; recovery: number }[] }

/** A battle the Givens describe, before it is sent: a setup, or (with `first`) a position. */
export interface BattleDraft {
  players: [string, string];
  seed: number;
  first?: string;
  turn?: number;
  step?: string;
  sides?: [Side, Side];
}

interface Memo {
  sheets: Record<string, Sheet>;
  skills: { name: string; cost: string; categories: string[]; damage?: number }[];
  final?: boolean;
  dice?: number[];
  sent: boolean;
  events: Event[];
  recent: Event[];
  /** The character whose sheet or plan was submitted alone (it is the first character). */
  submitted?: string;
}

export type W = Omit<RulingWorld, 'draft'> & { draft: BattleDraft | undefined };

/** The opponent a sheet submitted alone is paired with: 体力 18, no skills, no plan. */
export const PLAIN_OPPONENT: Sheet = { name: '相手', points: { vitality: 18, fire: 0, water: 0, wind: 0, earth: 0, sword: 0 }, skills: [], plan: '' };

export function memo(world: W): Memo {
  const m = world.memo as Partial<Memo>;
  m.sheets ??= {};
  m.skills ??= [];
  m.sent ??= false;
  m.events ??= [];
  m.recent ??= [];
  return m as Memo;
}

export function sheet(world: W, name: string): Sheet {
  const s = memo(world).sheets[name];
  assert.ok(s, `the ruling defines no character "${name}"`);
  return s;
}

/** 「斬撃、沙羅双樹」 → ['斬撃', '沙羅双樹']; an empty string is an empty list. */
export function list(text: string): string[] {
  return text === '' ? [] : text.split(/[、,]/u).map((s) => s.trim()).filter((s) => s !== '');
}

/** 「火火地」 → panels without ailments, left to right. */
export function panels(kinds: string, ailments: string[] = []): Panel[] {
  return [...kinds].map((kind) => ({ kind, ailments: [...ailments] }));
}

export const kinds = (ps: readonly Panel[]) => ps.map((p) => p.kind).join('');

/** The common fields of a setup or position: players, seed, the two sheets, and what the Givens added. */
function body(world: W, players: [string, string], characters: unknown[]): Record<string, unknown> {
  const m = memo(world);
  const out: Record<string, unknown> = { players, seed: world.draft?.seed ?? 1, characters };
  if (m.final !== undefined) out.final = m.final;
  if (m.skills.length > 0) out.skills = m.skills;
  if (m.dice !== undefined) out.dice = m.dice;
  return out;
}

function remember(world: W, answer: Answer): void {
  const m = memo(world);
  world.last = answer;
  m.sent = true;
  m.events = answer.ok ? [...(answer.events as Event[])] : [];
  m.recent = m.events;
}

/**
 * Sends the drafted battle if it has not been sent. `step` (for a position) is the step the
 * first When runs, so the position stands just before it. Fails the ruling if the engine refuses.
 */
export async function ensureBattle(world: W, step?: string): Promise<void> {
  const m = memo(world);
  const d = world.draft;
  assert.ok(d, 'the ruling has not described a battle');
  if (m.sent) return;
  const answer = await sendBattle(world, draftedBattle(world, step));
  assert.ok(answer.ok, `the engine refused the battle: ${JSON.stringify(answer)}`);
}

/**
 * The drafted battle as the protocol's message: a setup, or (with `first`) a position whose
 * `step`, if the draft names none, is `step` (the step the first When runs).
 */
export function draftedBattle(world: W, step?: string): { form: 'setup' | 'position'; value: Record<string, unknown> } {
  const d = world.draft;
  assert.ok(d, 'the ruling has not described a battle');
  const characters = d.players.map((n) => sheet(world, n));
  if (d.first === undefined) return { form: 'setup', value: body(world, d.players, characters) };
  const stepNow = d.step ?? step;
  const position = { ...body(world, d.players, characters), first: d.first, turn: stepNow !== undefined ? Math.max(d.turn ?? 0, 1) : (d.turn ?? 0) };
  if (stepNow !== undefined) Object.assign(position, { step: stepNow });
  if (d.sides) Object.assign(position, { sides: d.sides });
  return { form: 'position', value: position };
}

/** Sends a setup or a position as it is (the answer is kept for the Thens, refused or not). */
export async function sendBattle(world: W, battle: { form: 'setup' | 'position'; value: unknown }): Promise<Answer> {
  const answer = battle.form === 'setup' ? await world.engine.start(battle.value) : await world.engine.position(battle.value);
  remember(world, answer);
  return answer;
}

/** Submits one character (with the plain opponent) as a setup; the answer is kept for the Thens. */
export async function submit(world: W, character: unknown, name: string, options?: unknown): Promise<void> {
  memo(world).submitted = name;
  world.draft = undefined;
  const setup = body(world, [name, PLAIN_OPPONENT.name === name ? `${name}の相手` : PLAIN_OPPONENT.name], [character, PLAIN_OPPONENT]);
  if (options !== undefined) setup.options = options;
  remember(world, await world.engine.start(setup));
}

/** A side's current values in the drafted position (a position needs `… の先攻として始める`). */
export function side(world: W, name: string): Side {
  const d = world.draft;
  assert.ok(d && d.first !== undefined, 'current values need a position: start the battle with 「…の先攻として」');
  const i = d.players.indexOf(name);
  assert.ok(i >= 0, `"${name}" is not in the battle`);
  d.sides ??= [{}, {}];
  memo(world).sent = false;
  return d.sides[i]!;
}

/** Plays `{"type": "turn", until}` once for whoever the engine says acts next; collects the events. */
export async function playTurn(world: W, until?: string): Promise<Event[]> {
  const decisions = await world.engine.pending();
  if (decisions.length === 0) return [];
  const d = decisions[0]!;
  const action = until === undefined ? { type: 'turn' } : { type: 'turn', until };
  const answer = await world.engine.apply(d.player, action);
  world.last = answer;
  assert.ok(answer.ok, `the engine refused ${JSON.stringify(action)} from ${d.player}: ${JSON.stringify(answer)}`);
  const events = answer.events as Event[];
  memo(world).events.push(...events);
  return events;
}

export type Observation = {
  turn: number;
  step: string | null;
  first: string | null;
  erased: string[];
  characters: Character[];
  result: null | { winner: string | null; losers: string[]; gm: boolean; clause: string; end: string };
};
export type Character = {
  player: string; name: string; points: Record<string, number>; maxHp: number; hp: number;
  learned: string[]; skills: { name: string; cost: string; categories: string[]; data: string; text?: string }[];
  plan: { length: number; statements: any[]; void: any[]; bound: number[] };
  panels: Panel[]; maintained: string[]; ailments: { name: string }[];
};

export async function observe(world: W): Promise<Observation> {
  return (await world.engine.observe()) as Observation;
}

/** The observed character of a player (players are named after their characters). */
export async function character(world: W, name: string): Promise<Character> {
  const c = (await observe(world)).characters.find((x) => x.player === name);
  assert.ok(c, `no character of "${name}" in the observation`);
  return c;
}

/** Skill uses by a player in the last When's events (passive: triggered by the opponent's skill). */
export function uses(world: W, name: string, passive = false): Event[] {
  return memo(world).recent.filter((e) => e.type === 'skill-used' && e.player === name && e.passive === passive);
}
