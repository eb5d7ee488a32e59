/**
 * Runs cucumber-js for real on throw-away feature files, with the project's own step
 * definitions and clause-tag check, to show that bad rulings fail the run with a location.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function runFeature(feature: string) {
  const dir = mkdtempSync(join(tmpdir(), 'rulings-'));
  const path = join(dir, 'case.feature');
  writeFileSync(path, feature);
  const config = join(dir, 'cucumber.mjs');
  writeFileSync(config, `export default { paths: [${JSON.stringify(relative(ROOT, path))}], import: ['steps/**/*.ts'], loader: ['ts-node/esm/transpile-only'], format: ['summary'], strict: true };\n`);
  const result = spawnSync(join(ROOT, 'node_modules/.bin/cucumber-js'), ['--config', relative(ROOT, config)], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '--disable-warning=DEP0180' } });
  return { ...result, path };
}

const HEADER = '# language: ja\n機能: 検査\n\n  背景:\n    前提 手番プレイヤーは "A"、相手は "B" である\n\n';

test('a tag that looks like a clause ID but names no clause fails the run with file and line', () => {
  const run = runFeature(`${HEADER}  @twgp.attack.no-such-clause\n  シナリオ: 存在しない条項\n    前提 "A" の場に基本パワー 3 のユニット "攻撃" がある\n`);
  assert.notEqual(run.status, 0);
  assert.ok(run.stdout.includes(`case.feature:7:3: tag @twgp.attack.no-such-clause names no clause`), run.stdout);
  assert.match(run.stdout, /1 scenario \(1 failed\)/);
});

test('an undefined step fails the run', () => {
  const run = runFeature(`${HEADER}  @twgp.attack.charge-boost.achieve\n  シナリオ: 未定義の手順\n    もし 誰も定義していない手順を行う\n`);
  assert.notEqual(run.status, 0);
  assert.match(run.stdout, /1 scenario \(1 undefined\)/);
});

test('a well-tagged ruling with defined steps passes', () => {
  const run = runFeature(`${HEADER}  @twgp.attack.charge-boost.zero-limit\n  シナリオ: 成立する\n    前提 "A" の場に基本パワー 3 のユニット "攻撃" がある\n`);
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /1 scenario \(1 passed\)/);
});
