/**
 * Steps of the sublimation rulings (features/twgp/sublimation.feature, chapter 17): the
 * format, who has sublimated or used an over skill, returning the logs to the pile, the surge
 * converter and archive alchemy, and reading who has sublimated. They speak only the protocol
 * and decide no rule: every expected value is written in the ruling.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';

import { act, observation, seat, unit, type Draft, type DraftSeat } from './support.ts';

type SublimationDraft = Draft & { sublimated?: string; format?: string; vitalCount?: number };
type Piles = { player: string; hand: string[]; storage: string[]; surge: string[] };
const PILES: Record<string, string> = { '手札': 'hand', 'ストレージ': 'storage', 'サージ': 'surge' };

Given('{string} は昇華している', function (this: RulingWorld, player: string) {
  (this.draft as SublimationDraft).sublimated = player;
});

Given('{string} はオーバー・スキルを使ったことがある', function (this: RulingWorld, player: string) {
  (seat(this, player) as DraftSeat & { overSkillUsed?: boolean }).overSkillUsed = true;
});

Given('対戦はハーフ・バトルである', function (this: RulingWorld) {
  (this.draft as SublimationDraft).format = 'half';
});

Given('対戦はヴァイタル {int} 枚のトライアル・バトルである', function (this: RulingWorld, n: number) {
  Object.assign(this.draft as SublimationDraft, { format: 'trial', vitalCount: n });
});

When('{string} が捨札をすべて山札の下に戻し、山札を {int} 回シャッフルする', async function (this: RulingWorld, player: string, n: number) {
  for (;;) {
    const s = (await observation(this)).seats.find((x) => x.player === player) as unknown as Piles;
    const pile = s.storage.length ? 'storage' : s.surge.length ? 'surge' : null;
    if (!pile) break;
    await act(this, player, { type: 'sublimation-log', pile, index: 0 });
    if (!this.last?.ok) return;
  }
  await act(this, player, { type: 'sublimation-shuffle', shuffles: n });
});

When('{string} が捨札を山札に戻さずに山札を {int} 回シャッフルしようとする', async function (this: RulingWorld, player: string, n: number) {
  await act(this, player, { type: 'sublimation-shuffle', shuffles: n });
});

When('{string} が手札錬金で {string} の {int} 枚目を {string} に移す', async function (this: RulingWorld, player: string, from: string, n: number, to: string) {
  await act(this, player, { type: 'alchemy', from: PILES[from] ?? from, index: n - 1, to: PILES[to] ?? to });
});

When('{string} が {string} へのアサルトを宣言し、サージ {int} 枚と山札の札 {int} 枚をサージ・コンヴァーターで送る', async function (this: RulingWorld, attacker: string, target: string, surge: number, pile: number) {
  const a = await unit(this, attacker);
  const t = await unit(this, target);
  const convert = Array.from({ length: pile }, () => ({ from: 'pile' }));
  await act(this, a.unit.controller, { type: 'assault', attacker: a.at, target: t.at, surge: Array.from({ length: surge }, (_, i) => i), convert });
});

When('{string} が {string} へのアサルトを宣言し、チャージ・グリッドの札 {int} 枚をサージ・コンヴァーターで送る', async function (this: RulingWorld, attacker: string, target: string, n: number) {
  const a = await unit(this, attacker);
  const t = await unit(this, target);
  const convert = Array.from({ length: n }, (_, square) => ({ from: 'charge', square }));
  await act(this, a.unit.controller, { type: 'assault', attacker: a.at, target: t.at, surge: [], convert });
});

Then('{string} が昇華している', async function (this: RulingWorld, player: string) {
  assert.equal(((await observation(this)) as unknown as { sublimated: string | null }).sublimated, player);
});

Then('誰も昇華していない', async function (this: RulingWorld) {
  assert.equal(((await observation(this)) as unknown as { sublimated: string | null }).sublimated, null);
});

Then('{string} の手札は {int} 枚、ストレージは {int} 枚、サージは {int} 枚である', async function (this: RulingWorld, player: string, hand: number, storage: number, surge: number) {
  const s = (await observation(this)).seats.find((x) => x.player === player) as unknown as Piles;
  assert.deepEqual([s.hand.length, s.storage.length, s.surge.length], [hand, storage, surge], 'hand, storage, surge');
});

When('{string} が {string} のチャージ・シールドで {int} 枚ダウンロードする', async function (this: RulingWorld, player: string, name: string, n: number) {
  await act(this, player, { type: 'charge-shield', unit: (await unit(this, name)).at, downloads: n });
});

When('{string} が {string} で昇華の技能 {string} を使おうとする', async function (this: RulingWorld, player: string, name: string, skill: string) {
  const skills: Record<string, string> = { 'デコイ': 'decoy', 'S ジャミング': 'surge-jamming' };
  await act(this, player, { type: 'sublimation-skill', skill: skills[skill] ?? skill, unit: (await unit(this, name)).at });
});

When('{string} が {string} のデコイで {string} を身代わりにする', async function (this: RulingWorld, player: string, user: string, substitute: string) {
  await act(this, player, { type: 'decoy', unit: (await unit(this, user)).at, substitute: (await unit(this, substitute)).at });
});
