/**
 * Setups with long lists (docs/protocol/janken-gear.md, "Limits"): many players, each with an
 * empty deck, or a janken of many tied throws before the won one, so that a ruling need not
 * write a hundred entries out. The lists are input data; nothing here decides a rule.
 */
import { Given, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { start, type W } from './session.ts';

When('{int} 人のプレイヤーが、それぞれ空のデッキで対戦を始めようとする', async function (this: W, n: number) {
  const players = Array.from({ length: n }, (_, k) => `P${k + 1}`);
  await start(this, { players, seed: 0, decks: players.map(() => []) });
});

Given('ジャンケンの手は、{string} が {int} 回続いた後に {string} である', function (this: W, tie: string, n: number, won: string) {
  assert.ok(this.draft?.form === 'setup', 'this step needs a setup: begin with 「… と … が、次のデッキを使う」');
  this.draft.value.janken = [...Array.from({ length: n }, () => tie.split('対')), won.split('対')];
});
