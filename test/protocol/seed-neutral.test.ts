/**
 * No ruling depends on the reference engine's random generator: with every setup's seed
 * replaced (the served reference with `--fault reseed`, another correct engine as far as the
 * rules go), every book gives the same per-clause statuses. A ruling that needs a shuffle or
 * a die to come out a certain way fixes it in its setup or position instead.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { conformance, referenceReport, served, statuses } from './run.ts';

describe('rulings are independent of the engine random generator', { concurrency: 2 }, () => {
  for (const book of ['tommy-walker', 'kakushin', 'janken-gear']) {
    test(book, async () => {
      const reference = await referenceReport(book);
      const run = await conformance(book, served(book, 'reseed'));
      assert.deepEqual(statuses(run.report), statuses(reference), run.output.slice(-3000));
    });
  }
});
