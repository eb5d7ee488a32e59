/**
 * Alternative readings over the protocol: an engine that follows a note's rejected reading
 * (announced in the handshake's `readings`) gets the rulings of the adopted reading reported
 * not-applicable, not failed, and passes the rulings of the alternative; an engine that
 * announces no alternative reading (no options at all) plays the adopted readings only.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { conformance, served } from './run.ts';

const TAGS = '@tommy-walker.check.play-miss.both';
const clause = (r: Awaited<ReturnType<typeof conformance>>, id: string) => r.report.clauses.find((c) => c.id === id)!;

test('an engine following both-miss-tie: the adopted reading\'s rulings are not applicable, the alternative\'s pass', async () => {
  const run = await conformance('tommy-walker', `${served('tommy-walker')} --follow both-miss-tie`, ['--tags', TAGS]);
  assert.deepEqual(run.report.readings, ['both-miss-tie']);
  const both = clause(run, 'tommy-walker.check.play-miss.both');
  assert.equal(both.status, 'passed', run.output.slice(-3000));
  // The tag selects 11 rulings (rows counted): 3 of the alternative (@option:both-miss-tie), 8 of the adopted reading.
  assert.deepEqual([both.rulings.passed, both.rulings.failed, both.rulings.notApplicable], [3, 0, 8]);
  assert.equal(run.report.totals.failed, 0);
  assert.equal(run.code, 0, run.output.slice(-3000));
});

test('an engine announcing no option and no reading plays the adopted readings; the alternative\'s rulings are not applicable', async () => {
  const run = await conformance('tommy-walker', served('tommy-walker', 'no-options'), ['--tags', TAGS]);
  assert.deepEqual(run.report.readings, []);
  const both = clause(run, 'tommy-walker.check.play-miss.both');
  assert.equal(both.status, 'passed', run.output.slice(-3000));
  assert.deepEqual([both.rulings.passed, both.rulings.failed, both.rulings.notApplicable], [8, 0, 3]);
});

test('the served reference with its alternatives switched on by the runner passes both readings\' rulings', async () => {
  const run = await conformance('tommy-walker', served('tommy-walker'), ['--tags', '@tommy-walker.attack.note.at-condition']);
  const condition = clause(run, 'tommy-walker.attack.at.condition');
  assert.equal(condition.status, 'passed', run.output.slice(-3000));
  assert.equal(condition.rulings.notApplicable, 0);
  assert.ok(condition.rulings.passed >= 6, JSON.stringify(condition.rulings));
});
