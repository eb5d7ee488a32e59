/**
 * Whole observations and views (docs/protocol/janken-gear.md, "Observation" and "View"): the
 * one at a moment is compared with the one the ruling writes. Every field of both is fixed by
 * the rules and the book's page, so any engine in the same situation gives the same; only a
 * result's free-text `reason` is left out.
 */
import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { jsonOf } from '../support/json-path.ts';
import { ensureGame, type W } from './session.ts';

/** A result's `reason` is free text (docs/protocol.md): left out of both sides of a comparison. */
function withoutReason(value: unknown): unknown {
  const v = structuredClone(value) as { result?: { reason?: unknown } | null };
  if (v && typeof v === 'object' && v.result && typeof v.result === 'object') delete v.result.reason;
  return v;
}

Then('観測は次のとおりである:', async function (this: W, doc: string) {
  await ensureGame(this);
  assert.deepEqual(withoutReason(await this.engine.observe()), withoutReason(jsonOf(doc, 'observation')));
});

Then('{string} に見えるものは次のとおりである:', async function (this: W, player: string, doc: string) {
  await ensureGame(this);
  assert.deepEqual(withoutReason(await this.engine.view(player)), withoutReason(jsonOf(doc, 'view')));
});
