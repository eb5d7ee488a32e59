/**
 * Connects every ruling to its engine: one driver per run (the reference engines in process,
 * or the command in TCG_ENGINE), one session per scenario, reset before each. A ruling tagged
 * `@option:<key>` runs only if the engine announces that option for the book; otherwise it is
 * skipped with an attachment `not-applicable: …` that the per-clause report reads.
 *
 * Alternative readings (the `option=` of note clauses): a ruling tagged `@option:<key>` of a
 * reading plays the note's rejected reading, with the key switched on in every setup and
 * position it sends (or as it is, if the engine follows that reading without being asked); a
 * ruling tagged with the note and not with its key plays the adopted reading, and is not
 * applicable to an engine that announces it follows the alternative.
 */
import { AfterAll, Before, setDefaultTimeout } from '@cucumber/cucumber';
import { connectFromEnv, timeoutFromEnv } from '../../tools/protocol/connect.ts';
import { GameSession, type Driver } from '../../tools/protocol/driver.ts';
import { NOT_APPLICABLE } from '../../tools/rulings/load.ts';
import { bookOfUri, optionsOf, readingSides } from '../../tools/rulings/tags.ts';
import { specIndex } from './clause-tags.ts';
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
  const tags = pickle.tags.map((t) => t.name);
  const sides = readingSides(tags, (await specIndex()).readings.get(this.book) ?? new Map());
  const missing: string[] = [];
  for (const option of this.options) {
    if (await this.engine.supports(option)) {
      if (sides.alternative.includes(option)) this.engine.readings.push(option);
    } else if (!(sides.alternative.includes(option) && (await this.engine.follows(option)))) missing.push(option);
  }
  if (missing.length) {
    this.attach(`${NOT_APPLICABLE}: the engine does not announce option ${missing.join(', ')} for ${this.book}`, 'text/plain');
    return 'skipped';
  }
  const other: string[] = [];
  for (const reading of sides.adopted) if (await this.engine.follows(reading)) other.push(reading);
  if (other.length) {
    this.attach(`${NOT_APPLICABLE}: the engine follows the alternative reading ${other.join(', ')} of ${this.book}, and this ruling plays the reading its note adopts`, 'text/plain');
    return 'skipped';
  }
  await this.engine.reset();
  return undefined;
});

AfterAll(function () {
  driver?.close();
});
