/**
 * Steps for reading a 革新的なTCG plan alone, in the protocol only (independent.steps.ts submits the
 * sheet; these add the ways of writing a plan the feature files cannot hold literally, and read
 * back where each sentence stands). A setup's `options` can be given as JSON to see how the
 * engine answers them. Nothing here decides a rule: expected values are written in the rulings.
 */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { character, memo, sheet, submit, type W } from './kakushin-world.ts';

When('{string} のプランとして、JSON の文字列 {string} を読む', async function (this: W, name: string, json: string) {
  const plan = JSON.parse(`"${json}"`) as unknown;
  assert.equal(typeof plan, 'string', 'the plan must be a JSON string');
  sheet(this, name).plan = plan as string;
  await submit(this, sheet(this, name), name);
});

When('{string} のプランとして、{string} と {string} の間に空白を {int} 個はさんだ文を読む', async function (this: W, name: string, head: string, tail: string, n: number) {
  sheet(this, name).plan = `${head}${' '.repeat(n)}${tail}`;
  await submit(this, sheet(this, name), name);
});

When('設定の options を {string} として、キャラクター {string} のシートを提出する', async function (this: W, json: string, name: string) {
  await submit(this, sheet(this, name), name, JSON.parse(json) as unknown);
});

async function planOf(world: W) {
  const last = world.last;
  assert.ok(last && last.ok, `the sheet was rejected: ${JSON.stringify(last)}`);
  return (await character(world, memo(world).submitted!)).plan;
}

async function sentence(world: W, n: number): Promise<Record<string, any>> {
  const p = await planOf(world);
  const s = [...p.statements, ...p.void].find((x) => x.sentence === n);
  assert.ok(s, `the plan has no sentence ${n}: ${JSON.stringify(p)}`);
  return s;
}

Then('プランの第 {int} 文は {int} 行目から始まる', async function (this: W, n: number, line: number) {
  assert.equal((await sentence(this, n)).line, line);
});

Then('プランの第 {int} 文は無効である', async function (this: W, n: number) {
  const p = await planOf(this);
  assert.ok(p.void.some((d) => d.sentence === n), `sentence ${n} was read: ${JSON.stringify(p.statements.find((s) => s.sentence === n))}`);
});

Then('プランの第 {int} 文は無効で、代わりに書くべき文は示されない', async function (this: W, n: number) {
  const p = await planOf(this);
  const d = p.void.find((x) => x.sentence === n);
  assert.ok(d, `sentence ${n} was read: ${JSON.stringify(p.statements.find((s) => s.sentence === n))}`);
  assert.equal(d.instead, undefined, JSON.stringify(d));
});

Then('プランの第 {int} 文は無効で、代わりに書くべき文として {string} は示されない', async function (this: W, n: number, text: string) {
  const p = await planOf(this);
  const d = p.void.find((x) => x.sentence === n);
  assert.ok(d, `sentence ${n} was read: ${JSON.stringify(p.statements.find((s) => s.sentence === n))}`);
  assert.notEqual(d.instead, text, JSON.stringify(d));
});
