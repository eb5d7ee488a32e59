/**
 * Steps of the stealth rulings (features/twgp/stealth.feature, chapter 10): stealth,
 * unstealth and re-active in the protocol's form. Nothing here decides a rule.
 */
import { When } from '@cucumber/cucumber';
import type { RulingWorld } from '../support/world.ts';

import { act, unit } from './support.ts';

When('{string} が {string} を潜伏させる', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 'stealth', unit: (await unit(this, name)).at });
});

When('{string} が {string} を表タテ置きに戻して潜伏を解く', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 'unstealth', unit: (await unit(this, name)).at });
});

When('{string} がリ=アクティヴで {string} をタテ置きに戻す', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 're-active', unit: (await unit(this, name)).at, stealth: false });
});

When('{string} がリ=アクティヴで {string} を裏タテ置きにして戻す', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 're-active', unit: (await unit(this, name)).at, stealth: true });
});

When('{string} がセットアップを何もせずに終える', async function (this: RulingWorld, player: string) {
  await act(this, player, { type: 'end-setup' });
});
