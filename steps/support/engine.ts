/**
 * Connects every ruling to its engine: one driver per run (the reference engines in process,
 * or the command in TCG_ENGINE), one session per scenario, reset before each. A ruling tagged
 * `@option:<key>` runs only if the engine announces that option for the book; otherwise it is
 * skipped with an attachment `not-applicable: …` that the per-clause report reads.
 */
import { AfterAll, Before, setDefaultTimeout } from '@cucumber/cucumber';
import { connectFromEnv, timeoutFromEnv } from '../../tools/protocol/connect.ts';
import { GameSession, type Driver } from '../../tools/protocol/driver.ts';
import { NOT_APPLICABLE } from '../../tools/rulings/load.ts';
import { bookOfUri, optionsOf } from '../../tools/rulings/tags.ts';
import type { RulingWorld } from './world.ts';

let driver: Driver | undefined;

// A served engine (TCG_ENGINE) may take up to TCG_ENGINE_TIMEOUT_MS per answer, and its start
// with the first scenario longer than Cucumber's 5 s step default on a loaded machine: each
// step gets that bound and a margin, so that a slow engine is reported by the driver as one
// that did not answer in time (which the seeded-fault runner counts as broken, never as a
// ruling that caught its fault) instead of failing a step by Cucumber's own timeout.
if (process.env.TCG_ENGINE) setDefaultTimeout(timeoutFromEnv() + 5_000);

Before(async function (this: RulingWorld, { pickle }) {
  driver ??= connectFromEnv();
  this.book = bookOfUri(pickle.uri);
  this.options = optionsOf(pickle.tags.map((t) => t.name));
  this.engine = new GameSession(driver, this.book);
  const missing: string[] = [];
  for (const option of this.options) if (!(await this.engine.supports(option))) missing.push(option);
  if (missing.length) {
    this.attach(`${NOT_APPLICABLE}: the engine does not announce option ${missing.join(', ')} for ${this.book}`, 'text/plain');
    return 'skipped';
  }
  await this.engine.reset();
  return undefined;
});

AfterAll(function () {
  driver?.close();
});
