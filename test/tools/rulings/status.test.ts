/**
 * The one definition of a clause's status (tools/rulings/status.ts), shared by the per-clause
 * reports and coverage: one failing ruling makes a clause failed, never covered.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Clause } from '../../../tools/spec/model.ts';
import type { Ruling } from '../../../tools/rulings/load.ts';
import { clauseStatuses, totals } from '../../../tools/rulings/status.ts';
import { coverage } from '../../../tools/rulings/coverage.ts';
import { buildReport } from '../../../tools/rulings/report.ts';

const clause = (id: string, kind: Clause['kind'] = 'rule', attrs: Record<string, string> = {}) =>
  ({ id, book: 'demo', kind, file: 'spec/demo/01-a.md', line: 3, column: 1, attrs }) as unknown as Clause;

let n = 0;
const ruling = (clauseIds: string[], status: Ruling['status'], extra: Partial<Ruling> = {}): Ruling => ({
  slug: `demo/a/${n}`,
  book: 'demo',
  uri: 'features/demo/a.feature',
  line: 10 + n++,
  feature: 'a',
  name: `ruling ${n}`,
  tags: clauseIds.map((c) => `@${c}`),
  clauseIds,
  status,
  steps: [{ keyword: 'ならば', text: '結果は 3 である', status: status === 'failed' ? 'failed' : 'passed' }],
  ...extra,
});

const CLAUSES = [clause('demo.a.one'), clause('demo.a.two'), clause('demo.a.three', 'variant', { edition: 'source' }), clause('demo.a.four'), clause('demo.a.note', 'note'), clause('demo.a.five')];

test('failed beats passed; passed needs one passing ruling; untested and not-applicable otherwise', () => {
  const rulings = [
    ruling(['demo.a.one', 'demo.a.two'], 'passed'),
    ruling(['demo.a.two'], 'failed', { message: 'expected 3, got 4', failedStep: 1 }),
    ruling(['demo.a.three'], 'not-applicable', { message: 'not-applicable: the engine does not announce option x for demo' }),
    ruling(['demo.a.five'], 'not-run'),
  ];
  const byId = Object.fromEntries(clauseStatuses(CLAUSES, rulings, 'demo').map((r) => [r.id, r]));
  assert.equal(byId['demo.a.one']!.status, 'passed');
  assert.equal(byId['demo.a.two']!.status, 'failed');
  assert.deepEqual(byId['demo.a.two']!.failures, [{ ruling: rulings[1]!.name, file: 'features/demo/a.feature', line: rulings[1]!.line, step: 'ならば 結果は 3 である', message: 'expected 3, got 4' }]);
  assert.equal(byId['demo.a.three']!.status, 'not-applicable');
  assert.equal(byId['demo.a.four']!.status, 'untested');
  assert.equal(byId['demo.a.five']!.status, 'untested');
  assert.equal(byId['demo.a.note'], undefined, 'notes are not normative');
  assert.deepEqual(totals(Object.values(byId)), { clauses: 5, passed: 1, failed: 1, untested: 2, 'not-applicable': 1 });
});

test('coverage uses the same statuses: a clause with a failing ruling is not covered', () => {
  const rulings = [ruling(['demo.a.one'], 'passed'), ruling(['demo.a.one'], 'failed')];
  const c = coverage(CLAUSES, rulings, 'demo');
  assert.equal(c.covered, 0);
  assert.deepEqual(c.uncovered.map((u) => [u.id, u.status]), [['demo.a.one', 'failed'], ['demo.a.two', 'untested'], ['demo.a.three', 'untested'], ['demo.a.four', 'untested'], ['demo.a.five', 'untested']]);
});

test('the report carries engine, book, protocol, options, totals per status and per edition', () => {
  const report = buildReport({
    clauses: CLAUSES,
    rulings: [ruling(['demo.a.three'], 'passed'), ruling(['demo.a.one'], 'failed')],
    book: 'demo',
    engine: { name: 'e', version: '1', command: 'x' },
    protocol: '1.0',
    options: ['x'],
    generated: new Date('2026-12-01T00:00:00Z'),
  });
  assert.deepEqual(
    { engine: report.engine, book: report.book, protocol: report.protocol, generated: report.generated, options: report.options },
    { engine: { name: 'e', version: '1', command: 'x' }, book: 'demo', protocol: '1.0', generated: '2026-12-01T00:00:00.000Z', options: ['x'] },
  );
  assert.deepEqual(report.totals, { clauses: 5, passed: 1, failed: 1, untested: 3, 'not-applicable': 0, rulings: { passed: 1, failed: 1, 'not-applicable': 0, 'not-run': 0 } });
  assert.deepEqual(report.editions, { source: { clauses: 1, passed: 1, failed: 0, untested: 0, 'not-applicable': 0 } });
  assert.equal(report.clauses.find((c) => c.id === 'demo.a.three')!.edition, 'source');
});
