import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRulings } from '../../../tools/rulings/load.ts';

function repo(features: Record<string, string>, report?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'rulings-load-'));
  for (const [path, text] of Object.entries(features)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  if (report !== undefined) {
    mkdirSync(join(root, 'reports'));
    writeFileSync(join(root, 'reports', 'demo.ndjson'), report);
  }
  return root;
}

const FEATURE = '# language: ja\n機能: 例\n\n  @demo.a.one\n  シナリオ: 一つ目\n    前提 何かがある\n';

test('rulings missing from the report are not-run, with their steps, tags and location', () => {
  const [r] = loadRulings(repo({ 'features/demo/example.feature': FEATURE }));
  assert.equal(r!.status, 'not-run');
  assert.deepEqual({ book: r!.book, uri: r!.uri, line: r!.line, clauseIds: r!.clauseIds }, { book: 'demo', uri: 'features/demo/example.feature', line: 5, clauseIds: ['demo.a.one'] });
  assert.deepEqual(r!.steps.map((s) => [s.keyword, s.text]), [['前提', '何かがある']]);
  assert.match(r!.slug, /^demo\/example\/[0-9a-f]{8}$/);
});

test('a Gherkin syntax error names the feature file and line', () => {
  const root = repo({ 'features/demo/broken.feature': '# language: ja\n機能: 壊れた\n  シナリオ: x\n    前提 y\n機能: 二つ目\n' });
  assert.throws(() => loadRulings(root), /^Error: features\/demo\/broken\.feature: Parser errors:\n\(5:1\)/);
});

test('a corrupt report names the report file and line', () => {
  const root = repo({ 'features/demo/example.feature': FEATURE }, '{"meta":{}}\nnot json\n');
  assert.throws(() => loadRulings(root), /demo\.ndjson:2: not a Cucumber message/);
});

test('a row of a scenario outline carries its examples table\'s name, header and values, and its line', () => {
  const outline = '# language: ja\n機能: 例\n\n  シナリオアウトライン: <a> と <b>\n    前提 <a> がある\n\n    例: 組\n      | a | b |\n      | 1 | 2 |\n      | 3 | 4 |\n';
  const rulings = loadRulings(repo({ 'features/demo/outline.feature': outline }));
  assert.deepEqual(rulings.map((r) => r.example), [
    { name: '組', line: 9, header: ['a', 'b'], values: ['1', '2'] },
    { name: '組', line: 10, header: ['a', 'b'], values: ['3', '4'] },
  ]);
  assert.equal(loadRulings(repo({ 'features/demo/example.feature': FEATURE }))[0]!.example, undefined, 'a plain scenario is no example row');
});
