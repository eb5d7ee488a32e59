/**
 * Steps of the rulings of chapter 20 (options.feature): options switched off in a setup or a
 * position, and what the engine announces in the handshake. No rule is decided here.
 */
import { Given, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';

Given('オプション {string} を使わない', function (this: RulingWorld, key: string) {
  const draft = this.draft as { options?: Record<string, unknown> };
  (draft.options ??= {})[key] = false;
});

Then('エンジンはオプション {string} を告げている', async function (this: RulingWorld, key: string) {
  assert.ok(await this.engine.supports(key), `the engine does not announce the option ${key}`);
});
