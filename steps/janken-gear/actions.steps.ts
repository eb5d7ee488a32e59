/**
 * Whens: one protocol action each (docs/protocol/janken-gear.md, "Actions"). The answer is
 * kept in `this.last`; a refused action leaves the game as it was, and a Then says what
 * the ruling expects.
 */
import { When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { act, cards, decision, fieldId, memo, mustAct, type W } from './session.ts';

When('{string} が {string} を場に出す', async function (this: W, player: string, text: string) {
  await act(this, player, { type: 'deploy', cards: cards(text) });
});

When('{string} が {string} を場札 {string} として場に出す', async function (this: W, player: string, text: string, name: string) {
  const answer = await act(this, player, { type: 'deploy', cards: cards(text) });
  assert.ok(answer.ok, `the deployment was refused: ${JSON.stringify(answer)}`);
  const deployed = answer.events.find((e) => (e as { type: string }).type === 'deployed') as { fieldCard: { id: string } } | undefined;
  assert.ok(deployed, `no deployed event: ${JSON.stringify(answer.events)}`);
  memo(this).aliases[name] = deployed.fieldCard.id;
  memo(this).fieldCards[name] = cards(text);
});

When('{string} が場札 {string} で {string} を攻撃する', async function (this: W, player: string, attacker: string, target: string) {
  await act(this, player, { type: 'attack', attacker: fieldId(this, attacker), target: fieldId(this, target) });
});

When('{string} が場札 {string} でダイレクトする', async function (this: W, player: string, attacker: string) {
  await act(this, player, { type: 'attack', attacker: fieldId(this, attacker), target: null });
});

When('{string} がパスする', async function (this: W, player: string) {
  await act(this, player, { type: 'pass' });
});

When('補助の時間を両者のパスで終える', async function (this: W) {
  for (let i = 0; i < 2; i++) {
    const d = await decision(this);
    assert.equal(d.kind, 'support', `a support step should be waiting, not ${JSON.stringify(d)}`);
    await mustAct(this, d.player, { type: 'pass' });
  }
});

When('{string} が {string} でパワーを加算する', async function (this: W, player: string, card: string) {
  await act(this, player, { type: 'boost', card });
});

When('{string} が {string} で記号を {string} に変える', async function (this: W, player: string, card: string, sign: string) {
  await act(this, player, { type: 'change-sign', card, sign });
});

When('{string} が {string} で連鎖を使う', async function (this: W, player: string, card: string) {
  await act(this, player, { type: 'chain', card });
});

When('{string} がジョーカーを使う', async function (this: W, player: string) {
  await act(this, player, { type: 'joker' });
});

When('{string} が {string} でダイレクトを無効にし、場札 {string} を攻撃する', async function (this: W, player: string, card: string, target: string) {
  await act(this, player, { type: 'counter', card, target: fieldId(this, target) });
});

When('{string} が {string} でダイレクトを無効にする', async function (this: W, player: string, card: string) {
  await act(this, player, { type: 'counter', card, target: null });
});

When('{string} が {string} で打ち消す', async function (this: W, player: string, card: string) {
  await act(this, player, { type: 'cancel', card });
});

When('{string} がダイレクトを受ける', async function (this: W, player: string) {
  await act(this, player, { type: 'pass' });
});

When('{string} がターンを終える', async function (this: W, player: string) {
  await act(this, player, { type: 'end-turn' });
});

When('{string} が先攻を選ぶ', async function (this: W, player: string) {
  await mustAct(this, player, { type: 'choose-order', goFirst: true });
});

When('{string} が後攻を選ぶ', async function (this: W, player: string) {
  await mustAct(this, player, { type: 'choose-order', goFirst: false });
});

When('{string} が先攻を選ぼうとする', async function (this: W, player: string) {
  await act(this, player, { type: 'choose-order', goFirst: true });
});

When('ジャンケンの勝者として報告された側が後攻を選ぶ', async function (this: W) {
  const janken = memo(this).events.find((e) => e.type === 'janken');
  assert.ok(janken, 'no janken was reported');
  await mustAct(this, janken.winner as string, { type: 'choose-order', goFirst: false });
});
