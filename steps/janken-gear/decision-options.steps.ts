/**
 * One option of the pending decision as a whole action (docs/protocol/janken-gear.md,
 * "Decisions"): the ruling writes the action in the protocol form and it must be among the
 * options, field for field. Nothing here decides a rule.
 */
import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { jsonOf } from '../support/json-path.ts';
import { decision, type W } from './session.ts';

Then('{string} の選択肢に次の行動がある:', async function (this: W, player: string, doc: string) {
  const d = await decision(this);
  assert.equal(d.player, player, `the pending decision is ${d.player}'s`);
  const wanted = jsonOf(doc, 'action');
  assert.ok(d.options.some((o) => { try { assert.deepEqual(o, wanted); return true; } catch { return false; } }), `${JSON.stringify(wanted)} is not among ${JSON.stringify(d.options)}`);
});
