/**
 * Malformed and refused setups and positions (docs/protocol/tommy-walker.md, "Setup (`start`)",
 * "Position (`position`)" and "Limits"): a ruling drafts a setup or takes the position the
 * shared Given steps build, puts one value into it at a JSON path, sends it, and says at which
 * JSON path the engine must locate the problem, or which clause the setup breaks. The steps
 * only move data: every expected path, clause and value is written in the ruling.
 */
import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Answer } from '../../tools/protocol/driver.ts';
import { assertMalformedAt, copiesOf, jsonOf, setAtPath } from '../support/json-path.ts';
import { cards, events, observe, start, type Event, type W } from './session.ts';

/** The setup a ruling drafts with 「対戦の準備で…」, before any value is changed. */
function setupDraft(w: W): Record<string, unknown> {
  assert.ok(w.memo.setupDraft, 'no setup is drafted (draft one with 「対戦の準備で、… のデッキを組み、シードを … とする」)');
  return structuredClone(w.memo.setupDraft) as Record<string, unknown>;
}

/** The position the shared Given steps built (「対戦で "A" と "B" が向かい合う」 …), as a fresh copy. */
function positionDraft(w: W): Record<string, unknown> {
  assert.ok(w.draft && 'seats' in w.draft, 'no position is drafted (start it with 対戦で "A" と "B" が向かい合う)');
  return structuredClone(w.draft) as Record<string, unknown>;
}

/** Sends a position as it is written (the session's readings added), keeping the answer and its events. */
async function sendPosition(w: W, value: unknown): Promise<Answer> {
  const answer = await w.engine.position(value);
  w.last = answer;
  if (answer.ok) events(w).push(...(answer.events as Event[]));
  return answer;
}

// ---------------------------------------------------------------- Given: a setup

Given('対戦の準備で、{string} と {string} がともに {string} のデッキを組み、シードを {int} とする', function (this: W, a: string, b: string, list: string, seed: number) {
  this.memo.setupDraft = { players: [a, b], seed, decks: [cards(list), cards(list)] };
});

// ---------------------------------------------------------------- When: sending a setup

When('準備のとおりに対戦を始める', async function (this: W) {
  await start(this, setupDraft(this));
});

When('準備の {string} を次の値にして対戦を始めようとする:', async function (this: W, path: string, doc: string) {
  const setup = setupDraft(this);
  setAtPath(setup, path, jsonOf(doc, 'value'));
  await start(this, setup);
});

When('準備の {string} を、次の値を {int} 個並べた配列にして対戦を始めようとする:', async function (this: W, path: string, n: number, doc: string) {
  const setup = setupDraft(this);
  setAtPath(setup, path, copiesOf(doc, n));
  await start(this, setup);
});

When('準備の {string} を、{string} を {int} 回繰り返した文字列にして対戦を始めようとする', async function (this: W, path: string, text: string, n: number) {
  const setup = setupDraft(this);
  setAtPath(setup, path, text.repeat(n));
  await start(this, setup);
});

When('準備そのものを次の値にして対戦を始めようとする:', async function (this: W, doc: string) {
  await start(this, jsonOf(doc, 'setup'));
});

// ---------------------------------------------------------------- When: sending a position

When('局面の {string} を次の値にして局面を送る:', async function (this: W, path: string, doc: string) {
  const position = positionDraft(this);
  setAtPath(position, path, jsonOf(doc, 'value'));
  await sendPosition(this, position);
});

When('局面の {string} を、次の値を {int} 個並べた配列にして局面を送る:', async function (this: W, path: string, n: number, doc: string) {
  const position = positionDraft(this);
  setAtPath(position, path, copiesOf(doc, n));
  await sendPosition(this, position);
});

When('局面そのものを次の値にして局面を送る:', async function (this: W, doc: string) {
  await sendPosition(this, jsonOf(doc, 'position'));
});

// ---------------------------------------------------------------- Then: the answer

Then('準備や局面は形の誤りとして拒まれ、問題の場所は {string} である', function (this: W, path: string) {
  assertMalformedAt(this.last, path);
});

Then('準備や局面の形の誤りは {string} の箇所だけである', function (this: W, list: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'malformed' in last, `expected a malformed answer; the engine answered ${JSON.stringify(last)}`);
  const paths = (last.malformed as { path: string }[]).map((m) => m.path);
  assert.deepEqual([...new Set(paths)].sort(), list.split('、').sort(), `the problems located: ${JSON.stringify(last.malformed)}`);
});

Then('準備や局面で指定した設定は、観察では {string} と示される', async function (this: W, doc: string) {
  assert.ok(this.last?.ok, `the engine refused the setup or position: ${JSON.stringify(this.last)}`);
  assert.deepEqual((await observe(this) as unknown as { options: unknown }).options, jsonOf(doc, 'options'));
});
