/**
 * Steps of the rulings of chapter 21 (card-types.feature, option deck-card-types): weapon and
 * cursed-weapon cards in a drafted position, and the weapon operations sent in the protocol's
 * form (lay-weapon, pass-weapon, return-weapon). Cards are found by name in the observation;
 * no rule is decided here.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';
import { act, draftUnit, ensurePosition, observation, seat, unit, type DraftSeat } from './support.ts';

type Hand = DraftSeat & { hand?: unknown[] };
type WithWeapons = { weapons?: string[] };

Given('{string} の手札にウェポン {string} がある', function (this: RulingWorld, player: string, name: string) {
  ((seat(this, player) as Hand).hand ??= []).push({ name, kind: 'ウェポン' });
});

Given('{string} の手札に呪いの装備のウェポン {string} がある', function (this: RulingWorld, player: string, name: string) {
  ((seat(this, player) as Hand).hand ??= []).push({ name, kind: 'ウェポン', cursed: true });
});

Given('{string} に呪いの装備が {int} 枚敷かれている', function (this: RulingWorld, name: string, n: number) {
  const u = draftUnit(this, name) as { weapons?: unknown[] };
  u.weapons = [...(u.weapons ?? []), ...Array.from({ length: n }, (_, i) => ({ name: `${name}の呪い${i + 1}`, kind: 'ウェポン', cursed: true }))];
});

Given('{string} の下にウェポン {string} が敷かれている', function (this: RulingWorld, name: string, weapon: string) {
  const u = draftUnit(this, name) as { weapons?: unknown[] };
  u.weapons = [...(u.weapons ?? []), { name: weapon, kind: 'ウェポン' }];
});

async function handIndex(world: RulingWorld, player: string, name: string): Promise<number> {
  const s = (await observation(world)).seats.find((x) => x.player === player) as unknown as { hand: string[] };
  const i = s.hand.indexOf(name);
  assert.ok(i >= 0, `"${name}" is not in ${player}'s hand: ${s.hand.join(', ')}`);
  return i;
}

async function weaponIndex(world: RulingWorld, holder: string, weapon: string): Promise<{ at: { player: string; square: number }; index: number }> {
  const u = await unit(world, holder);
  const index = ((u.unit as unknown as WithWeapons).weapons ?? []).indexOf(weapon);
  assert.ok(index >= 0, `"${holder}" carries no weapon "${weapon}"`);
  return { at: u.at, index };
}

When('{string} が手札の {string} を {string} の下に敷く', async function (this: RulingWorld, player: string, card: string, holder: string) {
  const i = await handIndex(this, player, card);
  await act(this, player, { type: 'lay-weapon', card: i, unit: (await unit(this, holder)).at });
});

When('{string} が {string} のウェポン {string} を {string} に渡す', async function (this: RulingWorld, player: string, giver: string, weapon: string, taker: string) {
  const w = await weaponIndex(this, giver, weapon);
  await act(this, player, { type: 'pass-weapon', from: w.at, weapon: w.index, unit: (await unit(this, taker)).at });
});

When('{string} が {string} のウェポン {string} を手札に戻す', async function (this: RulingWorld, player: string, holder: string, weapon: string) {
  const w = await weaponIndex(this, holder, weapon);
  await act(this, player, { type: 'return-weapon', unit: w.at, weapon: w.index });
});

Then('{string} に敷かれたウェポンは {string} である', async function (this: RulingWorld, holder: string, names: string) {
  const weapons = ((await unit(this, holder)).unit as unknown as WithWeapons).weapons ?? [];
  assert.deepEqual(weapons, names === '' ? [] : names.split('、'));
});

// twgp.card-type.weapon.stay: the owner's choice, given in the setup, and a left weapon used again.
Given('{string} は、ユニットが捨札になるときウェポンをその位置に残すことを選んでいる', function (this: RulingWorld, player: string) {
  (seat(this, player) as DraftSeat & { keepWeapons?: boolean }).keepWeapons = true;
});

When('{string} が位置に残したウェポン {string} を {string} の下に敷く', async function (this: RulingWorld, player: string, weapon: string, holder: string) {
  const s = (await observation(this)).seats.find((x) => x.player === player) as unknown as { stayedWeapons?: { name: string }[] };
  const index = (s.stayedWeapons ?? []).findIndex((w) => w.name === weapon);
  assert.ok(index >= 0, `${player} left no weapon "${weapon}" on a square`);
  await act(this, player, { type: 'take-weapon', weapon: index, unit: (await unit(this, holder)).at });
});

Then('{string} が位置に残したウェポンはない', async function (this: RulingWorld, player: string) {
  const s = (await observation(this)).seats.find((x) => x.player === player) as unknown as { stayedWeapons?: unknown[] };
  assert.deepEqual(s.stayedWeapons ?? [], [], `${player}'s weapons left on squares`);
});

// A log counter's aims as the engine offers them (log-counter-attack): each option without its type, in any order.
Then('{string} に示されるログ・カウンターの狙いは、次のとおりである:', async function (this: RulingWorld, player: string, expected: string) {
  await ensurePosition(this);
  const decisions = await this.engine.pending();
  const key = (o: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'type').sort(([a], [b]) => a.localeCompare(b))));
  const shown = (decisions.filter((d) => d.player === player).flatMap((d) => d.options) as Record<string, unknown>[]).filter((o) => o.type === 'log-counter-attack').map(key);
  const wanted = (JSON.parse(expected) as Record<string, unknown>[]).map(key);
  assert.deepEqual([...shown].sort(), [...wanted].sort());
});
