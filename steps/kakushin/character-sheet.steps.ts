/**
 * Steps for 革新的なTCG character sheets, in the protocol only (as independent.steps.ts): a
 * field of a drafted sheet set to a written or repeated value, a template sent with its lines
 * padded or with blank lines added, and Thens that read the submitted character's name and
 * points from the observation or the exact paths of a malformed answer. Nothing here decides
 * a rule: the values are written in the rulings.
 */
import { Then, When, Given } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { character, list, memo, sheet, submit, type W } from './kakushin-world.ts';

/** The sheet's point fields as the template names them (the protocol's keys). */
const POINT_LABELS: Record<string, string> = { 体力: 'vitality', 知性: 'intellect', 火: 'fire', 水: 'water', 風: 'wind', 地: 'earth', 剣: 'sword' };

Given('キャラクター {string} のシートの {word} 欄は {string} である', function (this: W, name: string, field: string, json: string) {
  (sheet(this, name) as Record<string, unknown>)[field] = JSON.parse(json) as unknown;
});

Given('キャラクター {string} のシートの {word} 欄は、{string} を {int} 回繰り返したものである', function (this: W, name: string, field: string, text: string, n: number) {
  (sheet(this, name) as Record<string, unknown>)[field] = text.repeat(n);
});

When('キャラクターシートを、各行の前後に空白を足したテンプレートで提出する:', async function (this: W, text: string) {
  await submit(this, text.split('\n').map((line) => `  ${line} `).join('\n'), '提出者');
});

When('キャラクターシートを、次のテンプレートの後に改行を足して {int} 文字にして提出する:', async function (this: W, length: number, text: string) {
  assert.ok(length >= text.length, `the template is already ${text.length} characters long`);
  await submit(this, text + '\n'.repeat(length - text.length), '提出者');
});

async function submitted(world: W) {
  const last = world.last;
  assert.ok(last && last.ok, `the sheet was rejected: ${JSON.stringify(last)}`);
  return character(world, memo(world).submitted!);
}

Then('受け付けたキャラクターの名前は {string} である', async function (this: W, name: string) {
  assert.equal((await submitted(this)).name, name);
});

Then('受け付けたキャラクターの点数は {string} である', async function (this: W, text: string) {
  const expected: Record<string, number> = {};
  for (const item of list(text)) {
    const m = /^(\S+)\s+(\d+)$/u.exec(item);
    assert.ok(m && POINT_LABELS[m[1]!], `not a point field and value: '${item}'`);
    expected[POINT_LABELS[m[1]!]!] = Number(m[2]);
  }
  assert.deepEqual((await submitted(this)).points, expected);
});

Then('シートの形の誤りは {string} の箇所だけである', function (this: W, paths: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'malformed' in last, `expected a malformed sheet; the engine answered ${JSON.stringify(last)}`);
  assert.deepEqual([...new Set(last.malformed.map((m) => m.path))].sort(), [...new Set(list(paths))].sort(), JSON.stringify(last.malformed));
});

Given('スキルプールに、分類 {string} の見本スキル {string} を加える', function (this: W, categories: string, name: string) {
  memo(this).skills.push({ name, cost: '', categories: list(categories) });
});
