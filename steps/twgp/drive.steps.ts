/**
 * Steps of the drive rulings (features/twgp/drive.feature, chapter 09): cards in hand, and
 * the three drives in the protocol's form. Cards are named in the ruling and found by name
 * in the observation (the hand by index, own battle-grid squares); nothing here decides a rule.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';

import { act, events, observation, seat, unit, type DraftSeat } from './support.ts';

type HandSeat = DraftSeat & { hand?: Record<string, unknown>[] };

Given('{string} の手札に基本パワー {int} のユニット {string} がある', function (this: RulingWorld, player: string, power: number, name: string) {
  const s = seat(this, player) as HandSeat;
  (s.hand ??= []).push({ name, power, kind: 'ユニット' });
});

Given('{string} の手札に『{word}』の基本パワー {int} のユニット {string} がある', function (this: RulingWorld, player: string, game: string, power: number, name: string) {
  const s = seat(this, player) as HandSeat;
  (s.hand ??= []).push({ name, power, kind: 'ユニット', game });
});

/** The index of the hand card of that name. */
async function handIndex(world: RulingWorld, player: string, name: string): Promise<number> {
  const s = (await observation(world)).seats.find((x) => x.player === player) as unknown as { hand: string[] } | undefined;
  assert.ok(s, `no seat of "${player}"`);
  const i = s.hand.indexOf(name);
  assert.ok(i >= 0, `"${name}" is not in ${player}'s hand: ${JSON.stringify(s.hand)}`);
  return i;
}

/** The square of the unit of that name on `player`'s own battle grid. */
async function ownSquare(world: RulingWorld, player: string, name: string): Promise<number> {
  const u = await unit(world, name);
  assert.equal(u.at.player, player, `"${name}" is not on ${player}'s battle grid`);
  return u.at.square;
}

const list = (names: string) => names.split('、').map((n) => n.trim()).filter(Boolean);

When('{string} が手札の {string} を表向きでチャージ・ドライヴする', async function (this: RulingWorld, player: string, name: string) {
  const s = (await observation(this)).seats.find((x) => x.player === player)!;
  const square = s.battleGrid.findIndex((u) => u === null);
  await act(this, player, { type: 'charge-drive', card: await handIndex(this, player, name), square, face: 'up' });
});

When('{string} が手札の {string} を裏向きでチャージ・ドライヴする', async function (this: RulingWorld, player: string, name: string) {
  const s = (await observation(this)).seats.find((x) => x.player === player)!;
  const square = s.battleGrid.findIndex((u) => u === null);
  await act(this, player, { type: 'charge-drive', card: await handIndex(this, player, name), square, face: 'down' });
});

async function powerDrive(world: RulingWorld, player: string, core: string, materials: string[], card: string, gridBlast?: boolean) {
  // One request at a time: the protocol session answers in order.
  const squares: number[] = [];
  for (const m of materials) squares.push(await ownSquare(world, player, m));
  const action: Record<string, unknown> = {
    type: 'power-drive',
    card: await handIndex(world, player, card),
    core: await ownSquare(world, player, core),
    materials: squares,
  };
  if (gridBlast !== undefined) action.gridBlast = gridBlast;
  await act(world, player, action);
}

When('{string} が {string} をコアに {string} を素材にして手札の {string} をパワー・ドライヴする', async function (this: RulingWorld, player: string, core: string, materials: string, card: string) {
  await powerDrive(this, player, core, list(materials), card);
});

When('{string} が {string} だけをコアにして手札の {string} をパワー・ドライヴする', async function (this: RulingWorld, player: string, core: string, card: string) {
  await powerDrive(this, player, core, [], card);
});

When('{string} が {string} をコアに {string} を素材にし、グリッド・ブラストの宣言を続けて手札の {string} をパワー・ドライヴする', async function (this: RulingWorld, player: string, core: string, materials: string, card: string) {
  await powerDrive(this, player, core, list(materials), card, true);
});

/**
 * A counter drive: the core on the player's grid, the materials named in order, each found in
 * the hand first, else on the player's own battle grid.
 */
async function counterDrive(world: RulingWorld, player: string, core: string, materials: string[], card: string) {
  const s = (await observation(world)).seats.find((x) => x.player === player) as unknown as { hand: string[] };
  const hand: number[] = [];
  const grid: number[] = [];
  for (const m of materials) {
    if (s.hand.includes(m)) hand.push(s.hand.indexOf(m));
    else grid.push(await ownSquare(world, player, m));
  }
  await act(world, player, { type: 'counter-drive', card: await handIndex(world, player, card), core: (await unit(world, core)).at, hand, grid });
}

When('{string} が {string} をコアに {string} を素材にして手札の {string} をカウンター・ドライヴする', async function (this: RulingWorld, player: string, core: string, materials: string, card: string) {
  await counterDrive(this, player, core, list(materials), card);
});

When('{string} が {string} だけをコアにして手札の {string} をカウンター・ドライヴする', async function (this: RulingWorld, player: string, core: string, card: string) {
  await counterDrive(this, player, core, [], card);
});

Then('{string} の素材は {string} である', async function (this: RulingWorld, name: string, materials: string) {
  const u = (await unit(this, name)).unit as unknown as { materials: { name: string }[] };
  assert.deepEqual(u.materials.map((m) => m.name), list(materials));
});

Then('{string} の手札は {string} である', async function (this: RulingWorld, player: string, cards: string) {
  const s = (await observation(this)).seats.find((x) => x.player === player) as unknown as { hand: string[] };
  assert.deepEqual(s.hand, list(cards));
});

Then('{string} の手札は空である', async function (this: RulingWorld, player: string) {
  const s = (await observation(this)).seats.find((x) => x.player === player) as unknown as { hand: string[] };
  assert.deepEqual(s.hand, []);
});

Then('{string} は裏タテ置きである', async function (this: RulingWorld, name: string) {
  assert.equal((await unit(this, name)).unit.placement, '裏タテ置き');
});

Then('{string} のウェポンは {int} 枚である', async function (this: RulingWorld, name: string, n: number) {
  const u = (await unit(this, name)).unit as unknown as { weapons: string[] };
  assert.equal(u.weapons.length, n);
});

Then('{string} のサージの札は {int} 枚である', async function (this: RulingWorld, player: string, n: number) {
  const s = (await observation(this)).seats.find((x) => x.player === player);
  assert.ok(s, `no seat of "${player}"`);
  assert.equal(s.surge.length, n, JSON.stringify(s.surge));
});

Then('召喚の記録は {string} ドライヴで、召喚パワーは {int} である', function (this: RulingWorld, drive: string, power: number) {
  const e = events(this).filter((x) => x.type === 'drive').at(-1);
  assert.ok(e, `no drive; events: ${JSON.stringify(events(this))}`);
  assert.equal(e.drive, drive);
  assert.equal(e.drivePower, power, 'the drive power');
});

Then('ロックオンは外れ、その根拠は条項 {string} である', function (this: RulingWorld, clause: string) {
  const e = events(this).find((x) => x.type === 'evaded');
  assert.ok(e, `the lock-on was not lost; events: ${JSON.stringify(events(this))}`);
  assert.equal(e.clause, clause);
});

Given('{string} の場にトークン {string}（基本パワー {int}）がある', function (this: RulingWorld, player: string, name: string, power: number) {
  seat(this, player).battleGrid.push({ name, power, token: true });
});

Given('{string} はデッキとは別に、トークン用の実物のカード {string}（基本パワー {int}）を用意している', function (this: RulingWorld, player: string, name: string, power: number) {
  const s = seat(this, player) as DraftSeat & { tokens?: unknown[] };
  (s.tokens ??= []).push({ name, power });
});

Given('{string} のチャージ・グリッドに、トークン {string} を出す効果のチャージ・トラップ {string} がある', function (this: RulingWorld, player: string, token: string, name: string) {
  const s = seat(this, player) as DraftSeat & { chargeGrid?: unknown[] };
  (s.chargeGrid ??= []).push({ name, kind: 'チャージ・トラップ', effect: { property: 'charge-trap', do: [{ type: 'token', name: token }] } });
});

When('{string} がチャージ・トラップ {string} を発動する', async function (this: RulingWorld, player: string, trap: string) {
  const s = (await observation(this)).seats.find((x) => x.player === player)!;
  await act(this, player, { type: 'activate', zone: 'charge', square: s.chargeGrid.findIndex((c) => c?.name === trap) });
});

Then('{string} のトークン用のカードは {string} である', async function (this: RulingWorld, player: string, cards: string) {
  const s = (await observation(this)).seats.find((x) => x.player === player) as unknown as { tokens?: string[]; surge: string[]; storage: string[] };
  assert.deepEqual(s.tokens ?? [], list(cards));
});

Then('{string} のトークン用のカードはない', async function (this: RulingWorld, player: string) {
  const s = (await observation(this)).seats.find((x) => x.player === player) as unknown as { tokens?: string[] };
  assert.equal(s.tokens, undefined);
});

Then('{string} のサージとストレージは空である', async function (this: RulingWorld, player: string) {
  const s = (await observation(this)).seats.find((x) => x.player === player)!;
  assert.deepEqual([...s.surge, ...s.storage], []);
});

Then('効果は無効で、その根拠は条項 {string} である', function (this: RulingWorld, clause: string) {
  const e = events(this).find((x) => x.type === 'void');
  assert.ok(e, `the effect was not void; events: ${JSON.stringify(events(this))}`);
  assert.equal(e.clause, clause);
});

When('{string} が {string} の融合を解こうとする', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 'defuse', unit: (await unit(this, name)).at });
});
