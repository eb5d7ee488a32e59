/**
 * Steps of the rulings of chapters 26–28 (master drive and master skills, charge back, phase
 * device): Givens add master units and phase devices to a drafted position; Whens send the
 * chapters' actions in the protocol's form; Thens read the observation. No rule is decided
 * here: every expected value is written in the ruling.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';
import { act, ensurePosition, observation, seat, unit } from './support.ts';

type AnySeat = Record<string, unknown> & { battleGrid: Record<string, unknown>[]; vitalGrid?: unknown[] };
type SeatObs = { player: string; vitalGrid: ({ name: string; mode: string } | null)[]; phaseDevice?: ({ name: string; state: string } | null)[]; battleGrid: ({ name: string; master?: string; jamming?: number } | null)[] };

const json = (text: string): unknown => JSON.parse(text);

async function seatObs(world: RulingWorld, player: string): Promise<SeatObs> {
  const s = ((await observation(world)) as unknown as { seats: SeatObs[] }).seats.find((x) => x.player === player);
  assert.ok(s, `no seat of "${player}"`);
  return s;
}

// ---- Givens ----

Given('{string} の場に {string} のマスター・ユニット {string} がある', function (this: RulingWorld, owner: string, sex: string, name: string) {
  seat(this, owner).battleGrid.push({ name, power: 6, master: { sex } });
});

Given('{string} のヴァイタル・グリッドは、{string} のマスター・ユニット {string} と裏向きのヴァイタル {int} 枚である', function (this: RulingWorld, player: string, sex: string, name: string, n: number) {
  (seat(this, player) as AnySeat).vitalGrid = [{ name, power: 12, master: { sex } }, ...Array.from({ length: n }, (_, i) => ({ name: `${player}のヴァイタル${i + 1}` }))];
});

Given('{string} のフェーズ・デヴァイスは次のとおりである:', function (this: RulingWorld, player: string, squares: string) {
  (seat(this, player) as AnySeat).phaseDevice = json(squares);
});

// ---- Whens ----

When('{string} が {string} をバトル・グリッドの {int} 番目にマスター・ドライヴする', async function (this: RulingWorld, player: string, name: string, square: number) {
  const vital = (await seatObs(this, player)).vitalGrid.findIndex((v) => v?.name === name);
  assert.ok(vital >= 0, `no vital "${name}" on ${player}'s vital grid`);
  await act(this, player, { type: 'master-drive', vital, square: square - 1 });
});

When('{string} がバトル・グリッドのマスター・ユニットをダメージで失効させる', async function (this: RulingWorld, player: string) {
  await act(this, player, { type: 'master-damage' });
});

When('{string} が {string} をチャージ・バックで手札に戻す', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 'charge-back', square: (await unit(this, name)).at.square, to: 'hand' });
});

When('{string} が {string} をチャージ・バックで山札の一番下に戻す', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 'charge-back', square: (await unit(this, name)).at.square, to: 'bottom' });
});

When('{string} が {string} にＳジャミングを与える', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 's-jamming', unit: (await unit(this, name)).at });
});

When('{string} がフェーズ・デヴァイスの {int} 番目の札を手札に移す', async function (this: RulingWorld, player: string, square: number) {
  await act(this, player, { type: 'phase-device', square: square - 1 });
});

// ---- Thens ----

Then('{string} のヴァイタル・グリッドの {int} 番目には {string} が {string} で置かれている', async function (this: RulingWorld, player: string, n: number, name: string, mode: string) {
  const v = (await seatObs(this, player)).vitalGrid[n - 1];
  assert.ok(v, `${player}'s vital square ${n} is empty`);
  assert.deepEqual({ name: v.name, mode: v.mode }, { name, mode });
});

Then('{string} のヴァイタル・グリッドの {int} 番目は空いている', async function (this: RulingWorld, player: string, n: number) {
  assert.equal((await seatObs(this, player)).vitalGrid[n - 1] ?? null, null);
});

Then('{string} のフェーズ・デヴァイスの {int} 番目は {string} で、{string} である', async function (this: RulingWorld, player: string, n: number, name: string, state: string) {
  const p = (await seatObs(this, player)).phaseDevice?.[n - 1];
  assert.ok(p, `${player}'s phase-device square ${n} is empty`);
  assert.deepEqual(p, { name, state });
});

Then('{string} のフェーズ・デヴァイスの {int} 番目は空いている', async function (this: RulingWorld, player: string, n: number) {
  const device = (await seatObs(this, player)).phaseDevice;
  assert.ok(device, `${player} has no phase device`);
  assert.equal(device[n - 1] ?? null, null);
});

Then('{string} はマスター・ユニット（{string}）である', async function (this: RulingWorld, name: string, sex: string) {
  assert.equal(((await unit(this, name)).unit as unknown as { master?: string }).master, sex);
});

Then('{string} にはＳジャミングがＬｖ {int} でかかっている', async function (this: RulingWorld, name: string, level: number) {
  assert.equal(((await unit(this, name)).unit as unknown as { jamming?: number }).jamming, level);
});

Then('{string} の選択肢に、{string} のサージを使うアサルトがある', async function (this: RulingWorld, player: string, other: string) {
  await ensurePosition(this);
  const decisions = await this.engine.pending();
  const options = decisions.filter((d) => d.player === player).flatMap((d) => d.options as { type: string; drain?: { player: string }[] }[]);
  assert.ok(options.some((o) => o.type === 'assault' && o.drain?.some((d) => d.player === other)), `${player} is offered no assault paid with ${other}'s surge`);
});
