/**
 * Steps of the over-skill rulings (features/twgp/over-skills.feature, chapter 31, option
 * over-skills): over drive and over load, turning vitals one at a time, summoning within the
 * summon power. They speak only the protocol; every expected value is written in the ruling.
 */
import { When } from '@cucumber/cucumber';
import type { RulingWorld } from '../support/world.ts';

import { act, observation, unit } from './support.ts';

/** The index of the named card in the player's hand, read from the observation. */
async function handIndex(world: RulingWorld, player: string, name: string): Promise<number> {
  const seat = (await observation(world)).seats.find((s) => s.player === player) as unknown as { hand: string[] };
  const i = seat.hand.indexOf(name);
  if (i < 0) throw new Error(`"${name}" is not in ${player}'s hand: ${JSON.stringify(seat.hand)}`);
  return i;
}

When('{string} がヴァイタル {int} 枚でオーバー・ドライヴを始める', async function (this: RulingWorld, player: string, n: number) {
  await act(this, player, { type: 'over-drive', vitals: n });
});

When('{string} が {int} 番目のヴァイタルをオーバー・スキルで失効させる', async function (this: RulingWorld, player: string, square: number) {
  await act(this, player, { type: 'over-vital', square: square - 1 });
});

When('{string} がオーバー・ドライヴで手札の {string} を {int} 番目のマスに召喚する', async function (this: RulingWorld, player: string, name: string, square: number) {
  await act(this, player, { type: 'over-summon', card: await handIndex(this, player, name), square: square - 1 });
});

When('{string} がオーバー・ドライヴを終える', async function (this: RulingWorld, player: string) {
  await act(this, player, { type: 'end-over-drive' });
});

When('{string} が {string} にヴァイタル {int} 枚でオーバー・ロードする', async function (this: RulingWorld, player: string, name: string, n: number) {
  const u = await unit(this, name);
  await act(this, player, { type: 'over-load', unit: u.at, vitals: n });
});

When('{string} が {string} へのアサルトを宣言し、ヴァイタル {int} 枚でオーバー・ロードする', async function (this: RulingWorld, attacker: string, target: string, n: number) {
  const a = await unit(this, attacker);
  const t = await unit(this, target);
  await act(this, a.unit.controller, { type: 'assault', attacker: a.at, target: t.at, surge: [], overLoad: n });
});

When('{string} が {string} へのアサルトを宣言し、サージを {int} 枚移し、ヴァイタル {int} 枚でオーバー・ロードする', async function (this: RulingWorld, attacker: string, target: string, surge: number, n: number) {
  const a = await unit(this, attacker);
  const t = await unit(this, target);
  await act(this, a.unit.controller, { type: 'assault', attacker: a.at, target: t.at, surge: Array.from({ length: surge }, (_, i) => i), overLoad: n });
});

When('{string} が {string} に {int} 枚ダウンロードしてチャージ・ブーストを宣言し、ヴァイタル {int} 枚でオーバー・ロードする', async function (this: RulingWorld, attacker: string, target: string, downloads: number, n: number) {
  const a = await unit(this, attacker);
  const t = await unit(this, target);
  await act(this, a.unit.controller, { type: 'charge-boost', attacker: a.at, target: t.at, downloads, overLoad: n });
});
