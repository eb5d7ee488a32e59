/**
 * Shared helpers of the TWGP rulings' steps (every steps/twgp/*.steps.ts file imports these):
 * the drafted position as plain data, sending it, reading the observation, finding units by
 * name, and reading the last action's events. They speak only the protocol and decide no rule.
 */
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';

export interface Square {
  player: string;
  square: number;
}
export interface ObservedUnit {
  name: string;
  basePower: number;
  power: number;
  speed: number;
  mode: string;
  placement: string;
  controller: string;
}
export interface ObservedSeat {
  player: string;
  battleGrid: (ObservedUnit | null)[];
  chargeGrid: ({ name: string } | null)[];
  deck: string[];
  surge: string[];
  storage: string[];
}
export interface Observation {
  seats: ObservedSeat[];
}
export interface ChargeBoostEvent {
  type: 'charge-boost';
  outcome: string;
  clause: string;
  boostPower: number;
  targetPower: number;
}
export type DraftUnit = Record<string, unknown> & { name: string };
export type DraftSeat = { battleGrid: DraftUnit[]; deck?: { name: string }[] };
export type Draft = { players: string[]; turn: { player: string; sequence: string }; seats: DraftSeat[] };

export function seat(world: RulingWorld, player: string): DraftSeat {
  const draft = world.draft as Draft | undefined;
  assert.ok(draft, 'the ruling has not said whose turn it is yet');
  const i = draft.players.indexOf(player);
  assert.ok(i >= 0, `"${player}" is not one of the players ${draft.players.join(', ')}`);
  return draft.seats[i]!;
}

export function draftUnit(world: RulingWorld, name: string): DraftUnit {
  const found = (world.draft as Draft).seats.flatMap((s) => s.battleGrid).filter((u) => u.name === name);
  assert.equal(found.length, 1, `the ruling should have placed exactly one unit "${name}"`);
  return found[0]!;
}

/** Sends the drafted position if no game is set up yet. */
export async function ensurePosition(world: RulingWorld): Promise<void> {
  if (world.engine.game !== undefined) return;
  const answer = await world.engine.position(world.draft);
  assert.ok(answer.ok, `the engine refused the position: ${JSON.stringify(answer)}`);
}

export async function observation(world: RulingWorld): Promise<Observation> {
  await ensurePosition(world);
  return (await world.engine.observe()) as Observation;
}

/** Where the unit of that name stands, read from the observation. */
export async function find(world: RulingWorld, name: string): Promise<{ at: Square; unit: ObservedUnit } | undefined> {
  const obs = await observation(world);
  const hits = obs.seats.flatMap((s) => s.battleGrid.flatMap((u, square) => (u?.name === name ? [{ at: { player: s.player, square }, unit: u }] : [])));
  assert.ok(hits.length <= 1, `more than one unit is named "${name}"`);
  return hits[0];
}

export async function unit(world: RulingWorld, name: string): Promise<{ at: Square; unit: ObservedUnit }> {
  const hit = await find(world, name);
  assert.ok(hit, `no unit "${name}" is on the battle grids`);
  return hit;
}

export function chargeBoostEvent(world: RulingWorld): ChargeBoostEvent {
  const last = world.last;
  assert.ok(last, 'no action was taken');
  assert.ok(last.ok, `the action was refused: ${JSON.stringify(last)}`);
  const event = (last.events as { type: string }[]).find((e): e is ChargeBoostEvent => e.type === 'charge-boost');
  assert.ok(event, `no charge boost was resolved; events: ${JSON.stringify(last.events)}`);
  return event;
}


/** Applies an action as `player`; when the last answer was accepted too, its events are kept before the new ones. */
export async function act(world: RulingWorld, player: string, action: Record<string, unknown>): Promise<void> {
  await ensurePosition(world);
  const answer = await world.engine.apply(player, action);
  const before = world.last && world.last.ok && 'events' in world.last ? (world.last.events as unknown[]) : [];
  world.last = answer.ok ? { ...answer, events: [...before, ...(answer.events as unknown[])] } : answer;
}

/** The events of the actions taken so far in this ruling (they must all have been accepted). */
export function events(world: RulingWorld): ({ type: string } & Record<string, unknown>)[] {
  const last = world.last;
  assert.ok(last, 'no action was taken');
  assert.ok(last.ok, `the action was refused: ${JSON.stringify(last)}`);
  return last.events as ({ type: string } & Record<string, unknown>)[];
}
