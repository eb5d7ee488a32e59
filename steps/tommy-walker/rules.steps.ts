/**
 * Steps of the トミーウォーカーTCG rulings written against surviving mutants of the rule
 * modules (features/tommy-walker/phase-order.feature and its neighbours). Like the other
 * steps they only move data to and from the engine through the protocol; every expected
 * value is written in the ruling.
 */
import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { assertMalformedAt } from '../support/json-path.ts';
import { ensureStarted, type W } from './session.ts';

Then('行動は形式の誤りとして退けられ、誤りの場所は {string} である', function (this: W, path: string) {
  assertMalformedAt(this.last, path);
});

Then('決めることが残っているプレイヤーはいない', async function (this: W) {
  await ensureStarted(this);
  assert.deepEqual(await this.engine.pending(), []);
});
