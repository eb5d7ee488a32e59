/**
 * Engines that are wrong or broken on the wire are caught clause by clause and the run
 * finishes: the served reference with a deliberate fault (tools/protocol/faults.ts) makes
 * failed exactly clauses that passed before, each failure saying what went wrong, and every
 * other clause keeps its status.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { conformance, referenceReport, served, statuses } from './run.ts';
import type { ConformanceReport } from '../../tools/rulings/report.ts';

function failedClauses(r: ConformanceReport) {
  return r.clauses.filter((c) => c.status === 'failed');
}

/**
 * Runs the book (or, with `tags`, only the rulings they select) against the served reference
 * with `fault`, and checks what changed against the reference's own report: only clauses that
 * passed before may fail, each with a message matching `symptom`, and nothing else changes.
 */
async function check(book: string, fault: string, symptom: RegExp, extra: string[] = [], tags?: string) {
  const reference = await referenceReport(book);
  const run = await conformance(book, served(book, fault), [...extra, ...(tags ? ['--tags', tags] : [])]);
  assert.equal(run.code, 1, 'a run with failures exits 1');
  assert.equal(run.report.clauses.length, reference.clauses.length, 'every clause is reported: the run finished');
  // With a selection, only the clauses whose selected rulings ran are compared.
  const ran = new Set(run.report.clauses.filter((c) => c.rulings.total > c.rulings.notRun).map((c) => c.id));
  if (tags) assert.ok(ran.size > 0, `the tags ${tags} selected no ruling`);
  const failed = failedClauses(run.report);
  assert.ok(failed.length > 0, `the fault ${fault} made no clause fail:\n${run.output.slice(-2000)}`);
  const before = statuses(reference);
  for (const c of failed) {
    assert.equal(before[c.id], 'passed', `${c.id} failed under ${fault} but was not passing before`);
    assert.ok(c.failures!.some((f) => symptom.test(f.message)), `${c.id}: no failure message matches ${symptom}: ${JSON.stringify(c.failures)}`);
  }
  const after = statuses(run.report);
  const changed = Object.keys(before).filter((id) => (!tags || ran.has(id)) && before[id] !== after[id]);
  assert.deepEqual(changed.sort(), failed.map((c) => c.id).sort(), 'only the failed clauses changed status');
  return failed.length;
}

/**
 * The TWGP rulings the crash, hang and garbage faults run: three clauses' worth (about 12
 * rulings: an assault's comparison, a grid blast's declaration, an intercept's execution),
 * enough to see every ruling fail on its own and the engine restarted between them. The
 * whole book would add hundreds of restarts and, for the hang, a timeout per ruling, for
 * nothing a dozen do not show; seeded-faults.test.ts runs the whole book once per fault.
 */
const TWGP_SAMPLE = ['@twgp.attack.assault.compare', '@twgp.attack.grid-blast.declare', '@twgp.intercept.execute'].join(' or ');

describe('faults on the wire', { concurrency: 2 }, () => {
  test('a wrong power total (じゃんけん・ギア) fails the clauses whose rulings observe power', async () => {
    await check('janken-gear', 'power-off-by-one', /power|戦闘力|expected|deepStrictEqual|strictEqual|Expected/i);
  });
  test('a wrong clause in every violation fails the clauses whose rulings expect a violation', async () => {
    await check('tommy-walker', 'wrong-clause', /fault\.wrong-clause/);
  });
  test('a wrong winner fails the clauses whose rulings check who won', async () => {
    await check('janken-gear', 'wrong-winner', /-not|AssertionError/);
  });
  test('an engine that crashes on apply is reported per ruling and restarted', async () => {
    await check('twgp', 'crash-on-apply', /engine exited/, [], TWGP_SAMPLE);
  });
  test('an engine that hangs on apply times out per ruling', async () => {
    await check('twgp', 'hang-on-apply', /no answer within 1500 ms/, ['--timeout', '1500'], TWGP_SAMPLE);
  });
  test('an engine that answers observe with a line that is not JSON', async () => {
    await check('twgp', 'garbage-on-observe', /is not JSON/, [], TWGP_SAMPLE);
  });
});
