/**
 * Runs cucumber-js for real, once, on throw-away rulings with the project's support hooks
 * (steps/support: the clause and option tag checks, the scenario shape check, the protocol
 * session) and two trivial steps, to show that bad rulings fail with a location and that a
 * ruling needing an unannounced option is skipped as not applicable.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const HEADER = '# language: ja\n機能: 検査\n\n';

/** One throw-away feature per case, all placed as rulings of the book `twgp`. */
const CASES: Record<string, string> = {
  good: `${HEADER}  @twgp.attack.charge-boost.achieve\n  シナリオ: 成立する\n    前提 何もしない\n    ならば 真である\n`,
  'unknown-clause': `${HEADER}  @twgp.attack.no-such-clause\n  シナリオ: 存在しない条項\n    前提 何もしない\n    ならば 真である\n`,
  undefined: `${HEADER}  @twgp.attack.charge-boost.achieve\n  シナリオ: 未定義の手順\n    もし 誰も定義していない手順を行う\n    ならば 真である\n`,
  shape: `${HEADER}  @twgp.attack.charge-boost.achieve\n  シナリオ: 結果を確かめない\n    前提 何もしない\n\n  @twgp.attack.charge-boost.achieve\n  シナリオ: 手順がない\n`,
  'unknown-option': `${HEADER}  @twgp.attack.charge-boost.achieve @option:no-such-option\n  シナリオ: 未知の選択ルール\n    前提 何もしない\n    ならば 真である\n`,
  // Run against the served reference with the fault no-options (tools/protocol/faults.ts): it announces no option, as an engine of the base rules only.
  'not-applicable': `${HEADER}  @twgp.charge-effect.spell.variant.speed @option:spell-speed\n  シナリオ: 即死ルールが要る\n    前提 何もしない\n    ならば 真である\n`,
};

let dir = '';
let output = '';
const statusOf = new Map<string, string>();
const attachments: string[] = [];

before(() => {
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  dir = mkdtempSync(join(ROOT, '.tmp', 'rulings-'));
  const steps = join(dir, 'steps', 'trivial.steps.ts');
  mkdirSync(join(steps, '..'), { recursive: true });
  writeFileSync(steps, `import { Given, Then } from '@cucumber/cucumber';\nGiven('何もしない', function () {});\nThen('真である', function () {});\n`);
  const features = join(dir, 'features', 'twgp');
  mkdirSync(features, { recursive: true });
  for (const [name, text] of Object.entries(CASES)) writeFileSync(join(features, `${name}.feature`), text);
  const messages = join(dir, 'out.ndjson');
  const config = join(dir, 'cucumber.mjs');
  writeFileSync(
    config,
    `export default { paths: [${JSON.stringify(relative(ROOT, features))}], import: ['steps/support/**/*.ts', ${JSON.stringify(relative(ROOT, steps))}], loader: ['ts-node/esm/transpile-only'], format: ['summary', ${JSON.stringify(`message:${relative(ROOT, messages)}`)}], strict: true };\n`,
  );
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/@cucumber/cucumber/bin/cucumber.js'), '--config', relative(ROOT, config)], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '--disable-warning=DEP0180', TCG_ENGINE: `${JSON.stringify(process.execPath)} tools/protocol/serve.ts twgp --fault no-options` },
  });
  output = run.stdout + run.stderr;
  // Status per scenario name, from the message stream.
  const envelopes = readFileSync(messages, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const pickleName = new Map(envelopes.filter((e) => e.pickle).map((e) => [e.pickle.id, e.pickle.name]));
  const caseName = new Map(envelopes.filter((e) => e.testCase).map((e) => [e.testCase.id, pickleName.get(e.testCase.pickleId)]));
  const startedName = new Map(envelopes.filter((e) => e.testCaseStarted).map((e) => [e.testCaseStarted.id, caseName.get(e.testCaseStarted.testCaseId)]));
  const rank = ['PASSED', 'SKIPPED', 'UNDEFINED', 'FAILED'];
  for (const e of envelopes) {
    if (e.attachment) attachments.push(e.attachment.body);
    if (!e.testStepFinished) continue;
    const name = startedName.get(e.testStepFinished.testCaseStartedId)!;
    const s = e.testStepFinished.testStepResult.status;
    if (rank.indexOf(s) > rank.indexOf(statusOf.get(name) ?? 'PASSED')) statusOf.set(name, s);
    else if (!statusOf.has(name)) statusOf.set(name, s);
  }
});
after(() => rmSync(dir, { recursive: true, force: true }));

const at = (file: string) => `${relative(ROOT, join(dir, 'features', 'twgp', `${file}.feature`))}`;

test('a well-tagged ruling with an outcome step passes', () => {
  assert.equal(statusOf.get('成立する'), 'PASSED', output);
});

test('a tag that looks like a clause ID but names no clause fails with file and line', () => {
  assert.equal(statusOf.get('存在しない条項'), 'FAILED');
  assert.ok(output.includes(`${at('unknown-clause')}:4:3: tag @twgp.attack.no-such-clause names no clause`), output);
});

test('an undefined step fails', () => {
  assert.equal(statusOf.get('未定義の手順'), 'UNDEFINED');
});

test('a scenario with no outcome step, or with no steps, is rejected with its file and line', () => {
  assert.equal(statusOf.get('結果を確かめない'), 'FAILED');
  assert.ok(output.includes(`${at('shape')}:5: scenario '結果を確かめない' has no outcome step`), output);
  assert.ok(output.includes(`${at('shape')}:9: scenario '手順がない' has no steps`), output);
});

test('an option tag must name an option= of a variant clause of the book', () => {
  assert.equal(statusOf.get('未知の選択ルール'), 'FAILED');
  assert.ok(output.includes(`${at('unknown-option')}:4:37: tag @option:no-such-option names no option of twgp`), output);
});

test('a ruling that needs an option the engine does not announce is skipped, with the attachment the report reads', () => {
  assert.equal(statusOf.get('即死ルールが要る'), 'SKIPPED');
  assert.deepEqual(attachments, ['not-applicable: the engine does not announce option spell-speed for twgp']);
});
