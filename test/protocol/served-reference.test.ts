/**
 * Through `npm run -s engine:serve -- <book>` (a subprocess speaking the protocol) every book's
 * rulings give the same per-clause statuses as the reference engines in process.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { conformance, referenceReport, served, statuses } from './run.ts';

describe('the served reference engines match the in-process run clause by clause', { concurrency: 2 }, () => {
  for (const book of ['twgp', 'tommy-walker', 'kakushin', 'janken-gear']) {
    test(book, async () => {
      const reference = await referenceReport(book);
      const run = await conformance(book, served(book));
      assert.equal(run.report.engine.command.includes('serve.ts'), true);
      assert.deepEqual(statuses(run.report), statuses(reference), run.output.slice(-3000));
      assert.equal(run.report.totals.failed, 0, run.output.slice(-3000));
      assert.equal(run.code, 0, run.output.slice(-3000));
    });
  }
});
