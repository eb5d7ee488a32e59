/**
 * Malformed input (docs/protocol/janken-gear.md: the malformed refusals of "Setup", "Position"
 * and the actions): a ruling puts one wrong value into a setup, a position or an action, and
 * says at which JSON path the engine must locate the problem. The engine must answer
 * malformed, not a rule's violation, and leave any game as it was.
 */
import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { assertMalformedAt, jsonOf, setAtPath } from '../support/json-path.ts';
import { act, positionDraft, start, type W } from './session.ts';

Given('局面の {string} を次の値にする:', function (this: W, path: string, doc: string) {
  setAtPath(positionDraft(this), path, jsonOf(doc, 'value'));
});

Given('局面そのものを次の値にする:', function (this: W, doc: string) {
  this.draft = { form: 'position', value: jsonOf(doc, 'position') as Record<string, any> };
});

Then('その局面は形が不正として拒まれ、問題の場所は {string} である', async function (this: W, path: string) {
  assert.equal(this.engine.game, undefined, 'the position was sent already; a ruling that checks it sends it here');
  assertMalformedAt(await this.engine.position(positionDraft(this)), path);
});

When('準備の {string} を次の値にして対戦を始めようとする:', async function (this: W, path: string, doc: string) {
  assert.ok(this.draft?.form === 'setup', 'this step needs a setup: begin with 「… と … が、次のデッキを使う」');
  const setup = structuredClone(this.draft.value);
  setAtPath(setup, path, jsonOf(doc, 'value'));
  await start(this, setup);
});

When('準備そのものを次の値にして対戦を始めようとする:', async function (this: W, doc: string) {
  await start(this, jsonOf(doc, 'setup'));
});

Then('対戦は始まらず、準備は形が不正として拒まれ、問題の場所は {string} である', function (this: W, path: string) {
  assertMalformedAt(this.last, path);
});

When('{string} が次の行動をとろうとする:', async function (this: W, player: string, doc: string) {
  await act(this, player, jsonOf(doc, 'action') as Record<string, unknown>);
});

Then('その行動は形が不正として拒まれ、問題の場所は {string} である', function (this: W, path: string) {
  assertMalformedAt(this.last, path);
});

