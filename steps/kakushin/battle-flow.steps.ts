/**
 * Steps for the flow of a 革新的なTCG battle read from the protocol's events and observation
 * (docs/protocol/kakushin.md): a character ailment with its own recovery value in a position,
 * the recovery checks, the end of a battle (losers, result records, tie-break values), what the
 * turn end and the battle's start logged, erasures by 宣告, releases of maintenance and dice.
 * Like kakushin.steps.ts, they hold no rule: every expected value is written in the ruling.
 */
import { Given, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { ensureBattle, kinds, list, memo, observe, side, type Event, type W } from './kakushin-world.ts';

Given('{string} は {word} を受けていて、その毎ターンのダメージは {int}、回復の値は {int} である', function (this: W, name: string, ailment: string, damage: number, recovery: number) {
  const s = side(this, name);
  (s.ailments ??= []).push({ name: ailment, damage, recovery });
});

Given('スキルプールに、コスト {string}、分類 {string} で {int} ダメージの見本スキル {string} を加える', function (this: W, cost: string, categories: string, damage: number, name: string) {
  memo(this).skills.push({ name, cost, categories: list(categories), damage });
});

/** Events of a type since the battle began, of one player if named. */
function all(world: W, type: string, name?: string): Event[] {
  return memo(world).events.filter((e) => e.type === type && (name === undefined || e.player === name));
}

Then('記録で、{string} の状態異常の回復の確認は順に {string} である', async function (this: W, name: string, expected: string) {
  const checks = all(this, 'ailment-check', name).map((e) => `${e.ailment} ${e.roll} ${e.recovered ? '回復' : '回復せず'}`);
  assert.deepEqual(checks, list(expected));
});

Then('{string} のプランのどの文にも Bind はかかっていない', async function (this: W, name: string) {
  await ensureBattle(this);
  const c = (await observe(this)).characters.find((x) => x.player === name);
  assert.ok(c, `no character of "${name}" in the observation`);
  assert.deepEqual(c.plan.bound, []);
});

Then('対戦の敗者は {string} である', async function (this: W, names: string) {
  await ensureBattle(this);
  const r = (await observe(this)).result;
  assert.ok(r, 'the battle has not ended');
  assert.deepEqual(r.losers, list(names));
});

Then('記録で、対戦の結果は {int} 度だけ出ている', async function (this: W, n: number) {
  assert.equal(all(this, 'result').length, n);
});

Then('記録で、HPの比率の判定に使った値は {string} である', async function (this: W, values: string) {
  const ratio = all(this, 'tiebreak').filter((e) => e.step === 'ratio').map((e) => (e.values as string[]).join('対'));
  assert.deepEqual(ratio, list(values));
});

Then('記録で、対戦の始まりに並ぶ名前は {string}、HPは {string} である', async function (this: W, names: string, hp: string) {
  await ensureBattle(this);
  const start = all(this, 'battle-start');
  assert.equal(start.length, 1);
  assert.deepEqual([start[0]!.names, start[0]!.hp.map(String)], [list(names), list(hp)]);
});

Then('記録で、宣告により消されたスキルは {string} である', async function (this: W, expected: string) {
  await ensureBattle(this);
  assert.deepEqual(all(this, 'erased').map((e) => `${e.player}の${e.skill}`), list(expected));
});

Then('記録で、{string} の維持が解除されたのは {string} である', async function (this: W, name: string, skills: string) {
  assert.deepEqual(all(this, 'maintenance-released', name).map((e) => e.skill), list(skills));
});

Then('記録で、ターン終了時に {string} に加わったパネルも、使用済み状態で得たパネルもない', async function (this: W, name: string) {
  assert.deepEqual([...all(this, 'deferred-added', name), ...all(this, 'regained-used', name)], []);
});

Then('記録で、ターン終了時に {string} に加わったパネルは {string} で、その後の所持パネルは {string} である', async function (this: W, name: string, added: string, held: string) {
  const e = memo(this).recent.filter((x) => x.type === 'deferred-added' && x.player === name);
  assert.equal(e.length, 1, `expected one deferred arrival of ${name} in the last step: ${JSON.stringify(e)}`);
  assert.deepEqual([kinds(e[0]!.panels), kinds(e[0]!.remaining)], [added, held]);
});

Then('先攻決定のさいころの目はどれも 1 から 6 の整数である', async function (this: W) {
  await ensureBattle(this);
  const rolls = all(this, 'initiative-roll').flatMap((e) => e.rolls as unknown[]);
  assert.ok(rolls.length > 0, 'no initiative roll was recorded');
  for (const r of rolls) assert.ok(Number.isInteger(r) && (r as number) >= 1 && (r as number) <= 6, `a die came out ${JSON.stringify(r)}: ${JSON.stringify(rolls)}`);
});

Then('記録で、{string} の回復した量は順に {string} である', async function (this: W, name: string, amounts: string) {
  assert.deepEqual(all(this, 'heal', name).map((e) => String(e.amount)), list(amounts));
});

/** 「風(Freeze)、地」: each held panel left to right, its ailments in brackets in the order given. */
Then('{string} の所持パネルは左から {string} である', async function (this: W, name: string, expected: string) {
  await ensureBattle(this);
  const c = (await observe(this)).characters.find((x) => x.player === name);
  assert.ok(c, `no character of "${name}" in the observation`);
  assert.deepEqual(c.panels.map((p) => (p.ailments.length > 0 ? `${p.kind}(${p.ailments.join('・')})` : p.kind)), list(expected));
});

Then('記録で、{string} が {string} を使って、その維持状態は {int} つになった', async function (this: W, name: string, skill: string, n: number) {
  assert.deepEqual(memo(this).recent.filter((e) => e.type === 'maintained' && e.player === name && e.skill === skill).map((e) => e.count), [n]);
});

Then('記録で、{string} のコストが戻った後の所持パネルは毎回 {string} である', async function (this: W, name: string, held: string) {
  const refunds = memo(this).recent.filter((e) => e.type === 'refund' && e.player === name);
  assert.ok(refunds.length > 0, `no refund of ${name} was recorded`);
  assert.deepEqual([...new Set(refunds.map((e) => kinds(e.remaining)))], [held]);
});
