/**
 * The independent じゃんけん・ギア engine in Python (examples/engines/janken-gear-python/),
 * which speaks only docs/protocol.md, passes every clause of the source's own rules
 * (`edition=source`); the report says, per edition, how much of the rest it passes. The report
 * is kept where the runner puts an engine's reports (reports/engines/<engine>/<book>.json), so
 * the site built after this test shows the engine beside the reference on its dashboard.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { conformance, ROOT } from './run.ts';

test('the Python engine passes every edition=source clause of じゃんけん・ギア', async () => {
  const run = await conformance('janken-gear', 'python3 examples/engines/janken-gear-python/engine.py', [], join(ROOT, 'reports', 'engines', 'janken-gear-python', 'janken-gear.json'));
  const source = run.report.clauses.filter((c) => c.edition === 'source');
  assert.ok(source.length > 20, `expected the source's clauses in the report, found ${source.length}`);
  const notPassed = source.filter((c) => c.status !== 'passed').map((c) => `${c.id}: ${c.status}${c.failures ? ` (${c.failures[0]!.file}:${c.failures[0]!.line} ${c.failures[0]!.message.slice(0, 200)})` : ''}`);
  assert.deepEqual(notPassed, []);
  assert.ok(run.report.editions?.source && run.report.editions.completion, 'the report gives totals per edition');
  assert.notEqual(run.report.engine.name, 'tcg-rulebooks reference engines');
});
