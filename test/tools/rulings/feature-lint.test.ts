// The feature lint (tools/rulings/lint.ts, npm run features:lint): the run-time scenario checks
// without running the rulings, duplicate names within a book, note/definition-only tags, parse
// errors; each located at file:line:column, and as JSON.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { lintFeatures } from '../../../tools/rulings/lint.ts';
import type { Clause } from '../../../tools/spec/model.ts';

const clause = (id: string, kind: Clause['kind'], attrs: Record<string, string> = {}): Clause => ({ id, book: 'demo', kind, number: '1', title: '', text: 'x', file: 'spec/demo/01-a.md', line: 1, column: 1, attrs, parent: null, refs: [], chapter: 'a' });
const CLAUSES = [clause('demo.rule', 'rule'), clause('demo.note', 'note'), clause('demo.term', 'definition'), clause('demo.alt', 'variant', { option: 'alt' })];

function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'feature-lint-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const A = `# language: ja
機能: デモ

  @demo.rule
  シナリオ: 良い
    前提 何か
    ならば 何か

  @demo.rule
  シナリオ: 結果がない
    前提 何か

  @demo.rule
  シナリオ: 手順がない

  @demo.note @demo.term
  シナリオ: 注記だけ
    前提 何か
    ならば 何か

  @demo.note @demo.rule
  シナリオ: 注記と規則
    前提 何か
    ならば 何か

  @demo.nothing @option:nope
  シナリオ: 良い
    前提 何か
    ならば 何か
`;

test('each kind of problem is reported at its file, line and column, with its check and severity', () => {
  const root = repo({ 'features/demo/a.feature': A, 'features/demo/b.feature': '# language: ja\n機能: 壊れた\n  シナリオ: x\n    前提 y\n  あいうえお\n' });
  const d = lintFeatures(root, CLAUSES);
  const at = (file: string, line: number) => d.filter((x) => x.file === file && x.line === line).map((x) => `${x.column} ${x.check} ${x.severity}: ${x.message}`);
  const a = 'features/demo/a.feature';
  assert.deepEqual(at(a, 4), []);
  assert.deepEqual(at(a, 10), ["1 scenario error: scenario '結果がない' has no outcome step (ならば …): it asserts nothing and cannot fail"]);
  assert.deepEqual(at(a, 14), ["1 scenario error: scenario '手順がない' has no steps, so it asserts nothing"]);
  assert.deepEqual(at(a, 16), ["3 non-normative-tags error: scenario '注記だけ' is tagged only with clauses that are not rules: @demo.note (note), @demo.term (definition); tag it with the rule or variant clause it verifies"]);
  assert.deepEqual(at(a, 21), [], 'a note beside its rule is fine');
  assert.match(at(a, 26).join('\n'), /^3 scenario error: tag @demo\.nothing names no clause/m);
  assert.match(at(a, 26).join('\n'), /^17 scenario error: tag @option:nope names no option of demo \(.*: alt\)/m);
  assert.deepEqual(at(a, 27), ["1 duplicate-name error: ruling name '良い' is already used in demo at features/demo/a.feature:5"]);
  const parse = d.filter((x) => x.file === 'features/demo/b.feature');
  assert.equal(parse.length, 1);
  assert.equal(parse[0]!.check, 'parse');
  assert.equal(parse[0]!.line, 5);
});

test('only the files asked for are linted, and names repeat only within a book', () => {
  const root = repo({ 'features/demo/a.feature': A, 'features/other/c.feature': A.replace(/demo\./g, 'other.') });
  const d = lintFeatures(root, CLAUSES, ['features/demo/a.feature']);
  assert.ok(d.every((x) => x.file === 'features/demo/a.feature'));
  const all = lintFeatures(root, CLAUSES);
  assert.equal(all.filter((x) => x.check === 'duplicate-name').length, 2, 'one in each book, none across books');
});

test('the command prints JSON with --format json, exits 1 on errors (a ruling tagged only with notes too), 0 when clean, 2 on bad usage', () => {
  const cli = fileURLToPath(new URL('../../../tools/rulings/lint.ts', import.meta.url));
  const root = repo({ 'spec/demo/01-a.md': '# A\n\nrule[demo.rule]\n規則。\n\nnote[demo.note]\n**解釈：x。** 注記。\n', 'features/demo/a.feature': A });
  const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: 'utf8' });
  const json = run('--format', 'json');
  assert.equal(json.status, 1, json.stderr);
  const parsed = JSON.parse(json.stdout) as { file: string; line: number; check: string }[];
  assert.ok(parsed.some((x) => x.file === 'features/demo/a.feature' && x.line === 10 && x.check === 'scenario'));
  const text = run('features/demo/a.feature');
  assert.match(text.stderr, /^features\/demo\/a\.feature:10:1: scenario '結果がない' has no outcome step/m);
  writeFileSync(join(root, 'features/demo/a.feature'), '# language: ja\n機能: x\n  @demo.note\n  シナリオ: y\n    前提 z\n    ならば w\n');
  const noteOnly = run();
  assert.equal(noteOnly.status, 1, noteOnly.stderr);
  assert.match(noteOnly.stderr, /^features\/demo\/a\.feature:3:3: scenario 'y' is tagged only with clauses that are not rules/m);
  assert.match(noteOnly.stderr, /1 problem, 0 warnings/);
  writeFileSync(join(root, 'features/demo/a.feature'), '# language: ja\n機能: x\n  @demo.note @demo.rule\n  シナリオ: y\n    前提 z\n    ならば w\n');
  const clean = run();
  assert.equal(clean.status, 0, clean.stderr);
  assert.match(clean.stdout, /1 feature files; 0 problems, 0 warnings/);
  assert.equal(run('--format', 'xml').status, 2);
  assert.equal(run('nope.feature').status, 2);
});
