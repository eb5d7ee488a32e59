/**
 * Steps of the トミーウォーカーTCG rulings written against surviving mutants of the rule
 * modules (features/tommy-walker/phase-order.feature and its neighbours). Like the other
 * steps they only move data to and from the engine through the protocol; every expected
 * value is written in the ruling.
 */
import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { assertMalformedAt } from '../support/json-path.ts';
import { ensureStarted, events, optionsOf, sorted, type W } from './session.ts';

Then('行動は形式の誤りとして退けられ、誤りの場所は {string} である', function (this: W, path: string) {
  assertMalformedAt(this.last, path);
});

Then('決めることが残っているプレイヤーはいない', async function (this: W) {
  await ensureStarted(this);
  assert.deepEqual(await this.engine.pending(), []);
});

Then('{string} の選択肢はちょうど {string} である', async function (this: W, player: string, list: string) {
  assert.deepEqual(sorted(await optionsOf(this, player)), sorted(list.split(' / ')));
});

Then('{string} はプレイミスをしていない', async function (this: W, player: string) {
  await ensureStarted(this);
  const misses = events(this).filter((e) => e.type === 'play-miss');
  assert.ok(!misses.some((e) => e.player === player), JSON.stringify(misses));
});

Then('{string} が登場能力を使ったことは {int} 回記録されている', async function (this: W, player: string, n: number) {
  await ensureStarted(this);
  const used = events(this).filter((e) => e.type === 'appear-used' && e.player === player && e.copy === false);
  assert.equal(used.length, n, JSON.stringify(used));
});
