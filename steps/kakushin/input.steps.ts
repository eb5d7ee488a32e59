/**
 * Malformed input and out-of-turn actions (docs/protocol/kakushin.md: the failures of "Setup",
 * "Position" and "Action"): a ruling puts one wrong value into the drafted setup, position or
 * an action, and says at which JSON path the engine must locate the problem, or which clause
 * the action breaks. The engine must answer malformed (not a rule's violation) for a value of
 * the wrong shape, and leave the battle as it was after any refused action.
 */
import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { assertMalformedAt, copiesOf, jsonOf, setAtPath } from '../support/json-path.ts';
import { draftedBattle, ensureBattle, memo, observe, sendBattle, type W } from './kakushin-world.ts';

When('準備の {string} を次の値にして対戦を始めようとする:', async function (this: W, path: string, doc: string) {
  const battle = draftedBattle(this);
  assert.equal(battle.form, 'setup', 'this step needs a setup: describe the battle with 「対戦 … をシード … で用意する」');
  setAtPath(battle.value, path, jsonOf(doc, 'value'));
  await sendBattle(this, battle);
});

When('局面の {string} を次の値にして局面を送る:', async function (this: W, path: string, doc: string) {
  const battle = draftedBattle(this);
  assert.equal(battle.form, 'position', 'this step needs a position: describe the battle with 「…の先攻としてシード … で始める」');
  setAtPath(battle.value, path, jsonOf(doc, 'value'));
  await sendBattle(this, battle);
});

When('準備そのものを次の値にして対戦を始めようとする:', async function (this: W, doc: string) {
  await sendBattle(this, { form: 'setup', value: jsonOf(doc, 'setup') });
});

When('局面そのものを次の値にして局面を送る:', async function (this: W, doc: string) {
  await sendBattle(this, { form: 'position', value: jsonOf(doc, 'position') });
});

Then('対戦は始まらず、形が不正として拒まれ、問題の場所は {string} である', function (this: W, path: string) {
  assertMalformedAt(this.last, path);
});

Then('対戦は始まらず、形の誤りは {int} 件である', function (this: W, n: number) {
  const last = this.last;
  assert.ok(last && !last.ok && 'malformed' in last, `expected a malformed answer; the engine answered ${JSON.stringify(last)}`);
  assert.equal((last.malformed as unknown[]).length, n, `the problems located: ${JSON.stringify(last.malformed)}`);
});

Then('対戦は始まる', function (this: W) {
  assert.ok(this.last?.ok, `the engine refused the battle: ${JSON.stringify(this.last)}`);
});

/** The action is sent as written, by the player named, whoever the engine says acts next. */
When('{string} が次の行動をとろうとする:', async function (this: W, player: string, doc: string) {
  await ensureBattle(this);
  const before = await observe(this);
  this.memo.beforeRefusal = before;
  this.last = await this.engine.apply(player, jsonOf(doc, 'action'));
});

Then('その行動は形が不正として拒まれ、問題の場所は {string} である', async function (this: W, path: string) {
  assertMalformedAt(this.last, path);
  assert.deepEqual(await observe(this), this.memo.beforeRefusal, 'a refused action changed the battle');
});

Then('その行動は条項 {string} の違反として拒まれる', async function (this: W, clause: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'violation' in last, `expected a violation of ${clause}; the engine answered ${JSON.stringify(last)}`);
  assert.equal((last.violation as { clause: string }).clause, clause);
  assert.deepEqual(await observe(this), this.memo.beforeRefusal, 'a refused action changed the battle');
});

Then('次に行動を求められるのは {string} だけで、選べるのはターンを進めることだけである', async function (this: W, player: string) {
  await ensureBattle(this);
  const decisions = await this.engine.pending();
  assert.deepEqual(decisions.map((d) => d.player), [player], `the decisions pending: ${JSON.stringify(decisions)}`);
  // The decision's kind and its one option, as docs/protocol/kakushin.md shows them.
  assert.deepEqual({ kind: decisions[0]!.kind, options: decisions[0]!.options }, { kind: 'turn', options: [{ type: 'turn' }] });
});

Then('行動を求められるプレイヤーはいない', async function (this: W) {
  await ensureBattle(this);
  assert.deepEqual(await this.engine.pending(), []);
});

When('準備の {string} を、次の値を {int} 個並べた配列にして対戦を始めようとする:', async function (this: W, path: string, n: number, doc: string) {
  const battle = draftedBattle(this);
  assert.equal(battle.form, 'setup', 'this step needs a setup: describe the battle with 「対戦 … をシード … で用意する」');
  setAtPath(battle.value, path, copiesOf(doc, n));
  await sendBattle(this, battle);
});

When('局面の {string} を、次の値を {int} 個並べた配列にして局面を送る:', async function (this: W, path: string, n: number, doc: string) {
  const battle = draftedBattle(this);
  assert.equal(battle.form, 'position', 'this step needs a position: describe the battle with 「…の先攻としてシード … で始める」');
  setAtPath(battle.value, path, copiesOf(doc, n));
  await sendBattle(this, battle);
});

When('準備の {string} を、{string} を {int} 回繰り返した文字列にして対戦を始めようとする', async function (this: W, path: string, text: string, n: number) {
  const battle = draftedBattle(this);
  assert.equal(battle.form, 'setup', 'this step needs a setup: describe the battle with 「対戦 … をシード … で用意する」');
  setAtPath(battle.value, path, text.repeat(n));
  await sendBattle(this, battle);
});

Then('{string} が見る局面は観察と同じである', async function (this: W, player: string) {
  await ensureBattle(this);
  assert.deepEqual(await this.engine.view(player), await observe(this));
});

Then('{string} が受けている状態異常は {string} である', async function (this: W, name: string, names: string) {
  const c = (await observe(this)).characters.find((x) => x.player === name);
  assert.ok(c, `no character of "${name}" in the observation`);
  assert.deepEqual(c.ailments.map((a) => a.name), names === '' ? [] : names.split('、'));
});

Given('スキルプールに、次の分類の見本スキル {string} を加える: コスト {string}、ダメージ {int}、分類 {string}', function (this: W, name: string, cost: string, damage: number, categories: string) {
  memo(this).skills.push({ name, cost, categories: categories.split('、'), damage });
});
