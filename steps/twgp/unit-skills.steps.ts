/**
 * Steps of the unit-skill rulings (features/twgp/unit-skills.feature; chapter 25, option
 * unit-skills): burst charge and the forced setup, probe, tracer. Decoy, charge shield and
 * intercept use the steps of sublimation.steps.ts and intercept.steps.ts. They speak only the
 * protocol and decide no rule: every expected value is written in the ruling.
 */
import { When } from '@cucumber/cucumber';
import type { RulingWorld } from '../support/world.ts';

import { act, unit } from './support.ts';

async function burst(world: RulingWorld, player: string, name: string, forced: string, surge: number, downloads: number, setup: boolean): Promise<void> {
  const u = await unit(world, name);
  await act(world, player, { type: 'burst-charge', unit: u.at, player: forced, surge: Array.from({ length: surge }, (_, i) => i), downloads, setup });
}

When('{string} が {string} のバースト・チャージで {string} に {int} 枚のダウンロードとセットアップを強制する', async function (this: RulingWorld, player: string, name: string, forced: string, n: number) {
  await burst(this, player, name, forced, 3, n, true);
});

When('{string} が {string} のバースト・チャージで {string} に {int} 枚のダウンロードを強制する', async function (this: RulingWorld, player: string, name: string, forced: string, n: number) {
  await burst(this, player, name, forced, 3, n, false);
});

When('{string} が {string} のバースト・チャージでサージを {int} 枚送り、{string} に {int} 枚のダウンロードを強制する', async function (this: RulingWorld, player: string, name: string, surge: number, forced: string, n: number) {
  await burst(this, player, name, forced, surge, n, false);
});

When('{string} が強制されたセットアップでチャージ・グリッドの {int} 番目の札を手札に加える', async function (this: RulingWorld, player: string, square: number) {
  await act(this, player, { type: 'burst-setup', square: square - 1 });
});

When('{string} が {string} のプローヴで {string} を表にする', async function (this: RulingWorld, player: string, name: string, target: string) {
  const u = await unit(this, name);
  const t = await unit(this, target);
  await act(this, player, { type: 'probe', unit: u.at, target: t.at });
});

When('{string} が {string} のプローヴで {string} のバトル・グリッドの {int} 番目の札を表にする', async function (this: RulingWorld, player: string, name: string, owner: string, square: number) {
  const u = await unit(this, name);
  await act(this, player, { type: 'probe', unit: u.at, target: { player: owner, square: square - 1 } });
});

When('{string} が {string} でトレーサーを使おうとする', async function (this: RulingWorld, player: string, name: string) {
  const u = await unit(this, name);
  await act(this, player, { type: 'tracer', units: [u.at] });
});

When('{string} が {string} でトレーサーを使う', async function (this: RulingWorld, player: string, name: string) {
  const u = await unit(this, name);
  await act(this, player, { type: 'tracer', units: [u.at] });
});

When('{string} が {string} と {string} でトレーサーを使う', async function (this: RulingWorld, player: string, a: string, b: string) {
  const u = await unit(this, a);
  const v = await unit(this, b);
  await act(this, player, { type: 'tracer', units: [u.at, v.at] });
});

When('{string} はトレーサーを使わない', async function (this: RulingWorld, player: string) {
  await act(this, player, { type: 'tracer', units: [] });
});
