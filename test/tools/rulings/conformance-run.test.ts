/**
 * Runs cucumber-js for real on throw-away rulings with the project's support hooks
 * (steps/support: the clause and option tag checks, the scenario shape check, the protocol
 * session) and two trivial steps, to show that bad rulings fail the run with a location and
 * that a ruling needing an unannounced option is skipped as not applicable.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
mkdirSync(join(ROOT, '.tmp'), { recursive: true });
const DIR = mkdtempSync(join(ROOT, '.tmp', 'rulings-'));
after(() => rmSync(DIR, { recursive: true, force: true }));

const STEPS = join(DIR, 'steps', 'trivial.steps.ts');
mkdirSync(join(STEPS, '..'), { recursive: true });
writeFileSync(STEPS, `import { Given, Then } from '@cucumber/cucumber';\nGiven('何もしない', function () {});\nThen('真である', function () {});\n`);

let n = 0;
/** Runs one feature placed as a ruling of the book `twgp`. */
function runFeature(feature: string) {
  const path = join(DIR, `case-${n++}`, 'features', 'twgp', 'case.feature');
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, feature);
  const config = join(path, '..', 'cucumber.mjs');
  writeFileSync(
    config,
    `export default { paths: [${JSON.stringify(relative(ROOT, path))}], import: ['steps/support/**/*.ts', ${JSON.stringify(relative(ROOT, STEPS))}], loader: ['ts-node/esm/transpile-only'], format: ['summary', 'message:${relative(ROOT, join(path, '..', 'out.ndjson'))}'], strict: true };\n`,
  );
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/@cucumber/cucumber/bin/cucumber.js'), '--config', relative(ROOT, config)], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '--disable-warning=DEP0180', TCG_ENGINE: '' },
  });
  return { ...result, out: result.stdout + result.stderr, messages: join(path, '..', 'out.ndjson') };
}

const HEADER = '# language: ja\n機能: 検査\n\n';

test('a well-tagged ruling with an outcome step passes', () => {
  const run = runFeature(`${HEADER}  @twgp.attack.charge-boost.achieve\n  シナリオ: 成立する\n    前提 何もしない\n    ならば 真である\n`);
  assert.equal(run.status, 0, run.out);
  assert.match(run.stdout, /1 scenario \(1 passed\)/);
});

test('a tag that looks like a clause ID but names no clause fails the run with file and line', () => {
  const run = runFeature(`${HEADER}  @twgp.attack.no-such-clause\n  シナリオ: 存在しない条項\n    前提 何もしない\n    ならば 真である\n`);
  assert.notEqual(run.status, 0);
  assert.ok(run.out.includes(`case.feature:4:3: tag @twgp.attack.no-such-clause names no clause`), run.out);
});

test('an undefined step fails the run', () => {
  const run = runFeature(`${HEADER}  @twgp.attack.charge-boost.achieve\n  シナリオ: 未定義の手順\n    もし 誰も定義していない手順を行う\n    ならば 真である\n`);
  assert.notEqual(run.status, 0);
  assert.match(run.stdout, /1 scenario \(1 undefined\)/);
});

test('a scenario with no outcome step, or with no steps, is rejected with its file and line', () => {
  const run = runFeature(`${HEADER}  @twgp.attack.charge-boost.achieve\n  シナリオ: 結果を確かめない\n    前提 何もしない\n\n  @twgp.attack.charge-boost.achieve\n  シナリオ: 手順がない\n`);
  assert.notEqual(run.status, 0);
  assert.ok(run.out.includes(`case.feature:5: scenario '結果を確かめない' has no outcome step`), run.out);
  assert.ok(run.out.includes(`case.feature:9: scenario '手順がない' has no steps`), run.out);
});

test('an option tag must name an option= of a variant clause of the book', () => {
  const run = runFeature(`${HEADER}  @twgp.attack.charge-boost.achieve @option:no-such-option\n  シナリオ: 未知の選択ルール\n    前提 何もしない\n    ならば 真である\n`);
  assert.notEqual(run.status, 0);
  assert.ok(run.out.includes(`case.feature:4:37: tag @option:no-such-option names no option of twgp`), run.out);
});

test('a ruling that needs an option the engine does not announce is skipped as not applicable', () => {
  // The reference TWGP engine does not implement the variant twgp.judge.variant.sudden (option=sudden-loss).
  const run = runFeature(`${HEADER}  @twgp.judge.variant.sudden @option:sudden-loss\n  シナリオ: 即死ルールが要る\n    前提 何もしない\n    ならば 真である\n`);
  assert.equal(run.status, 0, run.out);
  assert.match(run.stdout, /1 scenario \(1 skipped\)/);
  // The per-clause report reads this attachment to call the ruling not applicable.
  const attachments = readFileSync(run.messages, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((e) => e.attachment);
  assert.deepEqual(attachments.map((e) => e.attachment.body), ['not-applicable: the engine does not announce option sudden-loss for twgp']);
});
