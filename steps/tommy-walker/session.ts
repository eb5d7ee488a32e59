/**
 * What the トミーウォーカーTCG steps share: the position or setup a ruling builds (plain
 * data in `this.draft`, in the protocol's form, docs/protocol/tommy-walker.md), sending it
 * on the first action or outcome, applying actions and collecting their events, and reading
 * the observation. Nothing here knows a rule; it only moves data to and from the engine.
 *
 * Card lists in rulings are one string: names separated by "、", "名前×N" for N copies.
 */
import assert from 'node:assert/strict';
import type { Answer } from '../../tools/protocol/driver.ts';
import { seatOf as findSeat } from '../support/observation.ts';
import type { RulingWorld } from '../support/world.ts';

export type W = RulingWorld;

export interface SeatDraft {
  deck: string[];
  hand: string[];
  discard: string[];
  stack: string[];
}

export interface PositionDraft {
  players: [string, string];
  round?: number;
  phase?: 'draw' | 'attack';
  barrier?: { owner: string; card: string } | null;
  options?: Record<string, unknown>;
  seats: [SeatDraft, SeatDraft];
}

export interface Event {
  type: string;
  [k: string]: unknown;
}

export interface ObservedSeat {
  player: string;
  deck: string[];
  hand: string[];
  discard: string[];
  stack: string[];
  field: string[];
  power: number | null;
}

export interface Observation {
  phase: string;
  round: number;
  barrier: { owner: string; card: string } | null;
  seats: ObservedSeat[];
  decisions: { player: string; kind: string }[];
}

/** "悪路王、ハンクス長老×2" → names; "" → []. */
export function cards(list: string): string[] {
  if (list.trim() === '') return [];
  return list.split('、').flatMap((part) => {
    const m = /^(.*)×(\d+)$/.exec(part.trim());
    return m ? new Array<string>(Number(m[2])).fill(m[1]!.trim()) : [part.trim()];
  });
}

export const sorted = (xs: readonly string[]): string[] => [...xs].sort();

/** Every event the engine reported since the ruling began. */
export function events(w: W): Event[] {
  w.memo.events ??= [];
  return w.memo.events as Event[];
}

function record(w: W, answer: Answer): void {
  w.last = answer;
  if (answer.ok) events(w).push(...(answer.events as Event[]));
}

/** The position being built; only before it is sent. */
export function draft(w: W): PositionDraft {
  assert.ok(w.draft && 'seats' in w.draft, 'no position is being built (start it with 対戦で "A" と "B" が向かい合う)');
  assert.equal(w.engine.game, undefined, 'the position was already sent to the engine: a Given step cannot change it now (write the action as a When step)');
  return w.draft as PositionDraft;
}

export function seatDraft(w: W, player: string): SeatDraft {
  const d = draft(w);
  const i = d.players.indexOf(player);
  assert.ok(i !== -1, `'${player}' is not a player (${d.players.join(', ')})`);
  return d.seats[i]!;
}

/** Sends the position being built, once; a position the engine refuses is a mistake of the ruling. */
export async function ensureStarted(w: W): Promise<void> {
  if (w.engine.game !== undefined) return;
  assert.ok(w.draft && 'seats' in w.draft, 'the ruling acts before it set up a game');
  const answer = await w.engine.position(w.draft);
  record(w, answer);
  assert.ok(answer.ok, `the engine refused the ruling's position: ${JSON.stringify(answer)}`);
}

export async function start(w: W, setup: unknown): Promise<Answer> {
  const answer = await w.engine.start(setup);
  record(w, answer);
  return answer;
}

export async function act(w: W, player: string, action: unknown): Promise<Answer> {
  await ensureStarted(w);
  const answer = await w.engine.apply(player, action);
  record(w, answer);
  return answer;
}

export async function observe(w: W): Promise<Observation> {
  await ensureStarted(w);
  return (await w.engine.observe()) as Observation;
}

export async function seatOf(w: W, player: string): Promise<ObservedSeat> {
  return findSeat((await observe(w)).seats, player);
}

/** The Japanese wording of a protocol action, as the rulings write options. */
export function describe(a: { type: string; card?: string; discard?: string[] }): string {
  switch (a.type) {
    case 'draw':
      return 'ドロー';
    case 'place':
      return `${a.card}を出す`;
    case 'use':
      return '使う';
    case 'decline':
      return '使わない';
    case 'take':
      return `${a.card}を手札に加える`;
    case 'return':
      return `${a.card}を山札に戻す`;
    case 'activate':
      return a.discard?.length ? `AT能力で${sorted(a.discard).join('と')}を捨てる` : 'AT能力';
    case 'hand':
      return `${a.card}の手札能力`;
    case 'ride':
      return `${a.card}でライド`;
    case 'end':
      return 'エンド';
    case 'swap':
      return `${a.card}を捨ててアタックカードを手札に戻す`;
    default:
      return JSON.stringify(a);
  }
}

/** Every option of the decisions awaited from `player`, in the rulings' wording. */
export async function optionsOf(w: W, player: string): Promise<string[]> {
  await ensureStarted(w);
  const ds = await w.engine.pending();
  return ds.filter((d) => d.player === player).flatMap((d) => d.options.map((o) => describe(o as { type: string })));
}
