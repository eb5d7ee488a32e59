/**
 * Steps of the bonds rulings (features/twgp/bonds.feature, chapter 30, option bonds): attacks
 * by a synchro of several units named in one list, and units added to it after an intercept.
 * They speak only the protocol; every expected value is written in the ruling.
 */
import { When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';

import { act, events, observation, unit, type Square } from './support.ts';

/** The units of a list written "一、二、三", found on the grids; the first is the attacker. */
async function units(world: RulingWorld, list: string): Promise<{ controller: string; refs: Square[] }> {
  // One after another: over the protocol an engine answers one request at a time (a subprocess engine's
  // transport takes one request in flight), so concurrent look-ups would take each other's answers.
  const found: Awaited<ReturnType<typeof unit>>[] = [];
  for (const name of list.split('、')) found.push(await unit(world, name));
  return { controller: found[0]!.unit.controller, refs: found.map((u) => u.at) };
}

When('{string} を連携させて {string} へのアサルトを宣言する', async function (this: RulingWorld, list: string, target: string) {
  const { controller, refs } = await units(this, list);
  const t = await unit(this, target);
  await act(this, controller, { type: 'assault', attacker: refs[0], target: t.at, surge: [], bonds: refs.slice(1) });
});

When('{string} を連携させて {string} へのアサルトを宣言し、サージを {int} 枚移す', async function (this: RulingWorld, list: string, target: string, n: number) {
  const { controller, refs } = await units(this, list);
  const t = await unit(this, target);
  await act(this, controller, { type: 'assault', attacker: refs[0], target: t.at, surge: Array.from({ length: n }, (_, i) => i), bonds: refs.slice(1) });
});

When('{string} を連携させて {string} に {int} 枚ダウンロードしてチャージ・ブーストを宣言する', async function (this: RulingWorld, list: string, target: string, downloads: number) {
  const { controller, refs } = await units(this, list);
  const t = await unit(this, target);
  await act(this, controller, { type: 'charge-boost', attacker: refs[0], target: t.at, downloads, bonds: refs.slice(1) });
});

When('{string} が {string} を連携させて {string} へのアサルトを宣言しようとする', async function (this: RulingWorld, player: string, list: string, target: string) {
  const { refs } = await units(this, list);
  const t = await unit(this, target);
  await act(this, player, { type: 'assault', attacker: refs[0], target: t.at, surge: [], bonds: refs.slice(1) });
});

When('{string} がキズナで {string} を攻撃の連携に加える', async function (this: RulingWorld, player: string, name: string) {
  const u = await unit(this, name);
  await act(this, player, { type: 'bond', unit: u.at });
});

Then('チャージ・ブーストの攻撃側の算定スピードは {int}、標的の算定スピードは {int} である', function (this: RulingWorld, attacker: number, target: number) {
  const e = events(this).find((x) => x.type === 'charge-boost');
  assert.ok(e, `no charge boost was resolved: ${JSON.stringify(events(this))}`);
  assert.deepEqual([e.attackerSpeed, e.targetSpeed], [attacker, target]);
});

Then('アサルトの攻撃側のユニットは {int} 体である', function (this: RulingWorld, n: number) {
  const e = events(this).find((x) => x.type === 'assault');
  assert.ok(e, `no assault was judged: ${JSON.stringify(events(this))}`);
  assert.equal(((e.attackers as unknown[] | undefined) ?? [e.attacker]).length, n);
});

Then('待っている攻撃に連携したユニットは {string} である', async function (this: RulingWorld, list: string) {
  const obs = (await observation(this)) as unknown as { stack: { bonds?: Square[] }[]; seats: { player: string; battleGrid: ({ name: string } | null)[] }[] };
  const top = obs.stack.at(-1);
  assert.ok(top, 'nothing waits on the stack');
  const names = (top.bonds ?? []).map((r) => obs.seats.find((s) => s.player === r.player)?.battleGrid[r.square]?.name);
  assert.equal(names.join('、'), list);
});
