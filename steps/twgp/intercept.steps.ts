/**
 * Steps of the intercept rulings (features/twgp/intercept.feature, chapter 08) and of the
 * assaults they answer: declaring an assault, joining units to the target's synchro, and
 * reading the judgement, the right of action and the stack. They speak only the protocol;
 * every expected value is written in the ruling.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';

import { act, draftUnit, events, observation, unit, type Draft } from './support.ts';

type Obs = Awaited<ReturnType<typeof observation>> & {
  right: string | null;
  stack: { kind: string; intercept?: unknown[]; synchro?: { units: { player: string; square: number }[]; power: number } }[];
};

Given('版は {int} 年版である', function (this: RulingWorld, edition: number) {
  (this.draft as Draft & { edition?: number }).edition = edition;
});

Given('{string} は裏ヨコ置きでグリッド・ブラストを宣言している', function (this: RulingWorld, name: string) {
  draftUnit(this, name).mode = 'GB-Prompt';
});

Given('{string} は {string} にハックされて表タテ逆置きになっている', function (this: RulingWorld, name: string, hacker: string) {
  Object.assign(draftUnit(this, name), { mode: 'Hack-Active', controller: hacker });
});

Given('{string} は {string} にハックされて表ヨコ逆置きになっている', function (this: RulingWorld, name: string, hacker: string) {
  Object.assign(draftUnit(this, name), { mode: 'Hack-Save', controller: hacker });
});

When('{string} が {string} へのアサルトを宣言する', async function (this: RulingWorld, attacker: string, target: string) {
  const a = await unit(this, attacker);
  const t = await unit(this, target);
  await act(this, a.unit.controller, { type: 'assault', attacker: a.at, target: t.at, surge: [] });
});

When('{string} が {string} へのアサルトを宣言し、サージを {int} 枚移す', async function (this: RulingWorld, attacker: string, target: string, n: number) {
  const a = await unit(this, attacker);
  const t = await unit(this, target);
  await act(this, a.unit.controller, { type: 'assault', attacker: a.at, target: t.at, surge: Array.from({ length: n }, (_, i) => i) });
});

When('{string} がサイトオンでサージを {int} 枚移す', async function (this: RulingWorld, player: string, n: number) {
  await act(this, player, { type: 'spend-surge', cards: Array.from({ length: n }, (_, i) => i) });
});

When('{string} がインターセプトで {string} を連携に加える', async function (this: RulingWorld, player: string, name: string) {
  const u = await unit(this, name);
  await act(this, player, { type: 'intercept', unit: u.at });
});

Then('アサルトの判定は攻撃のパワー {int} 対防御のパワー {int} で、結果は {string}、根拠は条項 {string} である', function (this: RulingWorld, attack: number, defense: number, outcome: string, clause: string) {
  const judged = events(this).filter((e) => e.type === 'assault');
  assert.ok(judged.length, `no assault was judged; events: ${JSON.stringify(events(this))}`);
  const e = judged.at(-1)!;
  assert.equal(e.attackPower, attack, "the attack's power");
  assert.equal(e.defensePower, defense, "the defense's power");
  assert.equal(e.outcome, outcome, 'the outcome');
  assert.equal(e.clause, clause, 'the clause');
});

Then('アサルトの防御側のユニットは {int} 体である', function (this: RulingWorld, n: number) {
  const e = events(this).filter((x) => x.type === 'assault').at(-1);
  assert.ok(e, 'no assault was judged');
  assert.equal((e.defenders as unknown[]).length, n);
});

Then('アサルトは判定されない', function (this: RulingWorld) {
  assert.equal(events(this).filter((e) => e.type === 'assault').length, 0, `an assault was judged: ${JSON.stringify(events(this))}`);
});

Then('行使権は {string} にある', async function (this: RulingWorld, player: string) {
  assert.equal(((await observation(this)) as Obs).right, player);
});

Then('宣言の山には宣言が {int} つある', async function (this: RulingWorld, n: number) {
  assert.equal(((await observation(this)) as Obs).stack.length, n);
});

Then('待っているアサルトの連携は {int} 体で、効果が読むその連携パワーは {int} である', async function (this: RulingWorld, n: number, power: number) {
  const top = ((await observation(this)) as Obs).stack.at(-1);
  assert.ok(top && top.kind === 'assault', 'no assault waits on the stack');
  assert.ok(top.synchro, `the assault has no synchro: ${JSON.stringify(top)}`);
  assert.equal(top.synchro.units.length, n, 'units in the synchro');
  assert.equal(top.synchro.power, power, "the synchro's power");
});

Then('待っているアサルトの連携には {string} が含まれる', async function (this: RulingWorld, name: string) {
  const u = await unit(this, name);
  const top = ((await observation(this)) as Obs).stack.at(-1);
  assert.ok(top?.synchro?.units.some((r) => r.player === u.at.player && r.square === u.at.square), `"${name}" is not in the synchro: ${JSON.stringify(top)}`);
});

Then('待っているアサルトには連携がない', async function (this: RulingWorld) {
  const top = ((await observation(this)) as Obs).stack.at(-1);
  assert.ok(top && top.kind === 'assault', 'no assault waits on the stack');
  assert.equal(top.synchro, undefined);
});

Then('サージ・ダイレクトは起きず、その根拠は条項 {string} である', function (this: RulingWorld, clause: string) {
  const e = events(this).find((x) => x.type === 'surge-direct');
  assert.ok(e, `no surge direct was considered; events: ${JSON.stringify(events(this))}`);
  assert.equal(e.outcome, 'none');
  assert.equal(e.clause, clause);
});

Then('{string} は裏ヨコ置きである', async function (this: RulingWorld, name: string) {
  assert.equal((await unit(this, name)).unit.placement, '裏ヨコ置き');
});

Then('{string} のヴァイタルは {int} 枚残っている', async function (this: RulingWorld, player: string, n: number) {
  const s = (await observation(this)).seats.find((x) => x.player === player) as unknown as { vitals: number } | undefined;
  assert.ok(s, `no seat of "${player}"`);
  assert.equal(s.vitals, n);
});

Given('{string} のヴァイタル・グリッドには裏向きのヴァイタルが {int} 枚ある', function (this: RulingWorld, player: string, n: number) {
  const draft = this.draft as Draft;
  const seat = draft.seats[draft.players.indexOf(player)] as unknown as { vitalGrid?: unknown[] };
  seat.vitalGrid = Array.from({ length: n }, (_, i) => ({ name: `${player}のヴァイタル${i + 1}` }));
});
