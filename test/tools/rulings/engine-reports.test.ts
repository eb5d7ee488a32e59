/**
 * Other engines' per-clause reports as the conformance dashboard reads them
 * (tools/rulings/engine-reports.ts): where they are found, the newest per engine and book,
 * and a malformed report refused with its file and the JSON path of the fault.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engineReportFiles, loadEngineReports, parseEngineReport } from '../../../tools/rulings/engine-reports.ts';

const CLAUSES = [
  { id: 'janken-gear.no-such-a', book: 'janken-gear' },
  { id: 'janken-gear.no-such-b', book: 'janken-gear' },
];

const report = (over: Record<string, unknown> = {}) => ({
  engine: { name: 'my-engine', version: '1.0.0', command: 'python3 my.py' },
  book: 'janken-gear',
  generated: '2026-12-01T10:00:00.000Z',
  clauses: [
    { id: 'janken-gear.no-such-a', status: 'passed' },
    { id: 'janken-gear.no-such-b', status: 'failed' },
  ],
  ...over,
});

const refused = (value: unknown, pattern: RegExp) => assert.throws(() => parseEngineReport('r.json', typeof value === 'string' ? value : JSON.stringify(value), CLAUSES), pattern);

test('a well-formed report gives each clause its status', () => {
  const r = parseEngineReport('r.json', JSON.stringify(report()), CLAUSES);
  assert.deepEqual(r.clauses, [{ id: 'janken-gear.no-such-a', status: 'passed' }, { id: 'janken-gear.no-such-b', status: 'failed' }]);
  assert.equal(r.engine.name, 'my-engine');
});

test('a malformed report is refused with its file and the JSON path of the fault', () => {
  refused('{"engine":', /^Error: r\.json: not JSON/);
  refused([], /^Error: r\.json: \$: must be an object/);
  refused(report({ engine: 'x' }), /^Error: r\.json: \$\.engine: must be an object/);
  refused(report({ engine: { version: '1' } }), /^Error: r\.json: \$\.engine\.name: must be a non-empty string/);
  refused(report({ book: 'chess' }), /^Error: r\.json: \$\.book: no book 'chess' in spec\//);
  refused(report({ generated: 'yesterday' }), /^Error: r\.json: \$\.generated: 'yesterday' is not an ISO 8601 time/);
  refused(report({ clauses: {} }), /^Error: r\.json: \$\.clauses: must be an array/);
  refused(report({ clauses: [{ id: 'janken-gear.no-such-a', status: 'ok' }] }), /^Error: r\.json: \$\.clauses\[0\]\.status: must be one of passed, failed, untested, not-applicable, got "ok"/);
  refused(report({ clauses: [{ id: 'janken-gear.no-such-a', status: 'passed' }, { id: 'janken-gear.no-such-zz', status: 'passed' }] }), /^Error: r\.json: \$\.clauses\[1\]\.id: 'janken-gear\.no-such-zz' is no clause of janken-gear/);
  refused(report({ clauses: [{ id: 'janken-gear.no-such-a', status: 'passed' }, { id: 'janken-gear.no-such-a', status: 'passed' }] }), /^Error: r\.json: \$\.clauses\[1\]\.id: 'janken-gear\.no-such-a' is listed twice/);
});

test('reports are found under reports/engines/ and in CONFORMANCE_REPORTS; the newest of an engine on a book is taken', () => {
  const root = mkdtempSync(join(tmpdir(), 'engine-reports-'));
  mkdirSync(join(root, 'reports', 'engines', 'my-engine'), { recursive: true });
  writeFileSync(join(root, 'reports', 'engines', 'my-engine', 'janken-gear.json'), JSON.stringify(report()));
  writeFileSync(join(root, 'later.json'), JSON.stringify(report({ generated: '2026-12-02T10:00:00.000Z', clauses: [{ id: 'janken-gear.no-such-a', status: 'untested' }] })));
  writeFileSync(join(root, 'other.json'), JSON.stringify(report({ engine: { name: 'other' } })));
  const files = engineReportFiles(root, ['later.json', 'other.json'].join(process.platform === 'win32' ? ';' : ':'));
  assert.equal(files.length, 3);
  const loaded = loadEngineReports(root, CLAUSES, files);
  assert.deepEqual(loaded.map((r) => [r.engine.name, r.file, r.generated]), [
    ['my-engine', 'later.json', '2026-12-02T10:00:00.000Z'],
    ['other', 'other.json', '2026-12-01T10:00:00.000Z'],
  ]);
  assert.throws(() => engineReportFiles(root, 'missing.json'), /CONFORMANCE_REPORTS names .*missing\.json, which does not exist/);
  writeFileSync(join(root, 'reports', 'engines', 'my-engine', 'kakushin.json'), '{"book": 3}');
  assert.throws(() => loadEngineReports(root, CLAUSES), /^Error: reports\/engines\/my-engine\/kakushin\.json: \$\.engine: must be an object/);
});
