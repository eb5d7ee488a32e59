/**
 * Steps of the deck-exhaustion rulings (features/twgp/deck-exhaustion.feature, chapter 15):
 * the final deck, charge boosts whose downloads are made up by recharged hand cards, and the
 * bonus's choices. They speak only the protocol and decide no rule: every expected value is
 * written in the ruling.
 */
import { Given, When } from '@cucumber/cucumber';
import type { RulingWorld } from '../support/world.ts';

import { act, seat, unit, type DraftSeat } from './support.ts';

Given('{string} はファイナル・デッキを投入している', function (this: RulingWorld, player: string) {
  (seat(this, player) as DraftSeat & { finalInstalled?: boolean }).finalInstalled = true;
});

async function boostWithRecharge(world: RulingWorld, attacker: string, target: string, downloads: number, recharged: number): Promise<void> {
  const a = await unit(world, attacker);
  const t = await unit(world, target);
  const recharge = Array.from({ length: recharged }, (_, i) => i);
  await act(world, a.unit.controller, { type: 'charge-boost', attacker: a.at, target: t.at, downloads, recharge });
}

When('{string} が {string} に {int} 枚ダウンロードし、手札 {int} 枚をリ=チャージしてチャージ・ブーストしようとする', async function (this: RulingWorld, attacker: string, target: string, downloads: number, recharged: number) {
  await boostWithRecharge(this, attacker, target, downloads, recharged);
});

When('{string} が {string} に {int} 枚ダウンロードし、手札 {int} 枚をリ=チャージしてチャージ・ブーストし、相手は宣言なしで応じる', async function (this: RulingWorld, attacker: string, target: string, downloads: number, recharged: number) {
  await boostWithRecharge(this, attacker, target, downloads, recharged);
  if (!this.last?.ok) return;
  const t = await unit(this, target);
  await act(this, t.unit.controller, { type: 'accept' });
});

When('{string} がボーナスで {string} の札を {int} 枚山札の下に加える', async function (this: RulingWorld, player: string, pile: string, n: number) {
  const piles: Record<string, string> = { 'ストレージ': 'storage', 'サージ': 'surge' };
  for (let i = 0; i < n && (i === 0 || this.last?.ok); i++) await act(this, player, { type: 'bonus', pile: piles[pile] ?? pile, index: 0 });
});

When('{string} がボーナスの後で山札を {int} 回シャッフルする', async function (this: RulingWorld, player: string, n: number) {
  await act(this, player, { type: 'bonus-shuffle', shuffles: n });
});

When('{string} はボーナスを行わない', async function (this: RulingWorld, player: string) {
  await act(this, player, { type: 'no-bonus' });
});
