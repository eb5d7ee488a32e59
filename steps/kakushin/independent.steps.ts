/**
 * Steps for 革新的なTCG character sheets and plans, in the protocol only. A sheet is submitted
 * by starting a battle of it against a plain opponent (kakushin-world.ts, PLAIN_OPPONENT): a
 * rejected sheet is the engine's violation (the clause it breaks) or malformed answer (where
 * the sheet has the wrong shape); an accepted one is read back from the observation, and its
 * warnings from the setup's events. A plan is read the same way, as the plan of a character.
 */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { character, list, memo, sheet, submit, type Event, type W } from './kakushin-world.ts';

When('キャラクター {string} のシートを提出する', async function (this: W, name: string) {
  await submit(this, sheet(this, name), name);
});

When('シートとして {string} を提出する', async function (this: W, json: string) {
  await submit(this, JSON.parse(json) as unknown, '提出者');
});

When('キャラクターシートをテンプレートで提出する:', async function (this: W, text: string) {
  await submit(this, text, '提出者');
});

When('{string} のプランとして読む:', async function (this: W, name: string, plan: string) {
  sheet(this, name).plan = plan;
  await submit(this, sheet(this, name), name);
});

When('{string} のプランとして {string} を読む', async function (this: W, name: string, plan: string) {
  sheet(this, name).plan = plan;
  await submit(this, sheet(this, name), name);
});

When('キャラクター {string} のプランを読む', async function (this: W, name: string) {
  await submit(this, sheet(this, name), name);
});

// ---- sheets ----

function accepted(world: W): Event[] {
  const last = world.last;
  assert.ok(last, 'no sheet was submitted');
  assert.ok(last.ok, `the sheet was rejected: ${JSON.stringify(last)}`);
  return last.events as Event[];
}

const warnings = (world: W) => accepted(world).filter((e) => e.type === 'warning');

async function submitted(world: W) {
  accepted(world);
  return character(world, memo(world).submitted!);
}

Then('シートは受け付けられる', function (this: W) {
  accepted(this);
});

Then('シートは条項 {string} により拒否される', function (this: W, clause: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'violation' in last, `expected a violation of ${clause}; the engine answered ${JSON.stringify(last)}`);
  assert.equal(last.violation.clause, clause);
});

Then('シートは形の誤りとして {string} の箇所で拒否される', function (this: W, path: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'malformed' in last, `expected a malformed sheet at ${path}; the engine answered ${JSON.stringify(last)}`);
  assert.ok(last.malformed.some((m) => m.path === path), `no problem at ${path}: ${JSON.stringify(last.malformed)}`);
});

Then('シートの形の誤りはどれも提出したシートの中の箇所を示している', function (this: W) {
  const last = this.last;
  assert.ok(last && !last.ok && 'malformed' in last, JSON.stringify(last));
  for (const m of last.malformed) assert.match(m.path, /^setup\.characters\[0\]/u, JSON.stringify(m));
});

Then('シートには条項 {string} の警告が {string} の箇所にある', function (this: W, clause: string, path: string) {
  const w = warnings(this);
  assert.ok(w.some((x) => x.clause === clause && x.path === path), `no warning ${clause} at ${path}; warnings: ${JSON.stringify(w)}`);
});

Then('シートには条項 {string} の警告がない', function (this: W, clause: string) {
  const w = warnings(this);
  assert.ok(!w.some((x) => x.clause === clause), `unexpected warning: ${JSON.stringify(w)}`);
});

Then('シートの警告は {int} 件である', function (this: W, n: number) {
  assert.equal(warnings(this).length, n, JSON.stringify(warnings(this)));
});

Then('キャラクターの最大HPは {int}、習得スキルは {int} 個である', async function (this: W, hp: number, n: number) {
  const c = await submitted(this);
  assert.deepEqual([c.maxHp, c.learned.length], [hp, n]);
});

Then('キャラクターの知性は {int} である', async function (this: W, n: number) {
  assert.equal((await submitted(this)).points.intellect, n);
});

Then('受け付けたキャラクターのスキル欄は {string} である', async function (this: W, names: string) {
  assert.deepEqual((await submitted(this)).learned, list(names));
});

// ---- plans ----

async function plan(world: W) {
  return (await submitted(world)).plan;
}

async function voidSentence(world: W, n: number) {
  const p = await plan(world);
  const d = p.void.find((x) => x.sentence === n);
  assert.ok(d, `sentence ${n} was read as valid: ${JSON.stringify(p.statements.find((s) => s.sentence === n))}`);
  return d;
}

async function statement(world: W, n: number) {
  const p = await plan(world);
  const s = p.statements.find((x) => x.sentence === n);
  assert.ok(s, `sentence ${n} is void: ${JSON.stringify(p.void.find((d) => d.sentence === n))}`);
  return s;
}

Then('プランの第 {int} 文は無効で、根拠は条項 {string}、開始位置は {int} である', async function (this: W, n: number, clause: string, offset: number) {
  const d = await voidSentence(this, n);
  assert.deepEqual([d.clause, d.offset], [clause, offset]);
});

Then('プランの第 {int} 文は無効で、読めない箇所は文中の {int} 文字目からである', async function (this: W, n: number, column: number) {
  assert.equal((await voidSentence(this, n)).column + 1, column);
});

Then('プランの第 {int} 文の代わりに書くべき文は {string} と示される', async function (this: W, n: number, text: string) {
  assert.equal((await voidSentence(this, n)).instead, text);
});

Then('プランの第 {int} 文は {string} の指示として読まれる', async function (this: W, n: number, kind: string) {
  assert.equal((await statement(this, n)).directive.kind, kind);
});

Then('プランの第 {int} 文の条件は {int} 個で、最初の条件は {string} である', async function (this: W, n: number, count: number, kind: string) {
  const s = await statement(this, n);
  assert.deepEqual([s.conditions.length, s.conditions[0]?.kind], [count, kind]);
});

Then('プランの第 {int} 文の内容は {string} である', async function (this: W, n: number, json: string) {
  const s = await statement(this, n);
  assert.deepEqual({ conditions: s.conditions, directive: s.directive }, JSON.parse(json));
});

Then('プランの第 {int} 文と第 {int} 文は同じ記述として読まれる', async function (this: W, a: number, b: number) {
  const [x, y] = [await statement(this, a), await statement(this, b)];
  assert.deepEqual({ conditions: x.conditions, directive: x.directive }, { conditions: y.conditions, directive: y.directive });
});

Then('プランの有効な文は {int} 個、無効な文は {int} 個である', async function (this: W, ok: number, bad: number) {
  const p = await plan(this);
  assert.deepEqual([p.statements.length, p.void.length], [ok, bad]);
});

Then('プランの文字数は {int} である', async function (this: W, n: number) {
  assert.equal((await plan(this)).length, n);
});

Then('プランの無効な文はどれも、示された開始位置からその文の本文が始まっている', async function (this: W) {
  const chars = [...sheet(this, memo(this).submitted!).plan];
  for (const d of (await plan(this)).void) {
    assert.equal(chars.slice(d.offset, d.offset + [...d.text].length).join(''), d.text, JSON.stringify(d));
  }
});
