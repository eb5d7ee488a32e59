/**
 * Steps that compare events and observation fields with their protocol form as JSON
 * (docs/protocol/kakushin.md, "Events" and "Observation"): the ruling writes the JSON it expects,
 * and a field the engine leaves undefined counts as absent, as it would on the wire.
 */
import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { jsonOf } from '../support/json-path.ts';
import { ensureBattle, memo, observe, type W } from './kakushin-world.ts';

/** A value as JSON carries it. */
const asJson = (v: unknown): unknown => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

Then('記録で、種類 {string} の出来事は順に次のとおりである:', async function (this: W, type: string, doc: string) {
  await ensureBattle(this);
  assert.deepEqual(memo(this).events.filter((e) => e.type === type).map(asJson), jsonOf(doc, 'expected value'));
});

Then('観察の {string} は次の値である:', async function (this: W, key: string, doc: string) {
  await ensureBattle(this);
  const observed = (await observe(this)) as unknown as Record<string, unknown>;
  assert.ok(Object.hasOwn(observed, key) && observed[key] !== undefined, `the observation has no ${key}`);
  assert.deepEqual(asJson(observed[key]), jsonOf(doc, 'expected value'));
});
