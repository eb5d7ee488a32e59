/**
 * Steps for rulings on the skill pool's data and on sample skills a ruling defines itself
 * (features/kakushin/skills-pool.feature, skill-types-effects.feature). Protocol only, like
 * kakushin.steps.ts: Givens write plain data, Thens compare the engine's observation with the
 * values written in the ruling.
 */
import { Given, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { character, ensureBattle, memo, type W } from './kakushin-world.ts';

Given('スキルプールに、コスト {string}、分類 {string} の見本スキル {string} を加える', function (this: W, cost: string, categories: string, name: string) {
  memo(this).skills.push({ name, cost, categories: categories === '' ? [] : categories.split('・') });
});

Then('{string} の習得した {string} のテキストは次のとおり:', async function (this: W, name: string, skill: string, text: string) {
  await ensureBattle(this);
  const k = (await character(this, name)).skills.find((x) => x.name === skill);
  assert.ok(k, `${name} holds no ${skill}`);
  assert.equal(k.text, text);
});
