/**
 * tools/mutation/report.ts (module scores from a Stryker JSON report) and
 * mutation/ignore-messages.mjs (which mutants are prose, not contract).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { moduleScores, readMutationReport, totalScore, type ReportMutant } from '../../../tools/mutation/report.ts';
// @ts-expect-error: a plain JavaScript Stryker plugin without type declarations
import { strykerPlugins } from '../../../mutation/ignore-messages.mjs';

const mutant = (id: string, status: string, line: number): ReportMutant => ({ id, status, mutatorName: 'ConditionalExpression', location: { start: { line, column: 3 } } });

test('a module scores caught (killed, timed out) over caught and not caught (survived, reached by no ruling); ignored and errors are left out', () => {
  const [battle, deck] = moduleScores({
    'engine/x/deck.ts': { mutants: [mutant('1', 'Killed', 4), mutant('2', 'NoCoverage', 2), mutant('3', 'CompileError', 1)] },
    'engine/x/battle.ts': { mutants: [mutant('4', 'Killed', 1), mutant('5', 'Timeout', 2), mutant('6', 'Survived', 9), mutant('7', 'Ignored', 3), mutant('8', 'Survived', 5)] },
  });
  assert.equal(battle!.file, 'engine/x/battle.ts');
  assert.equal(battle!.score, 50);
  assert.deepEqual(battle!.missed.map((m) => m.location.start.line), [5, 9]);
  assert.equal(battle!.ignored, 1);
  assert.equal(deck!.score, 50);
  assert.deepEqual(totalScore([battle!, deck!]), { caught: 3, counted: 6, score: 50 });
  assert.equal(moduleScores({ 'engine/x/none.ts': { mutants: [mutant('9', 'Ignored', 1)] } })[0]!.score, null);
});

test('a report that is not JSON or has no files is refused with its path', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mutation-report-'));
  writeFileSync(join(dir, 'bad.json'), '{');
  writeFileSync(join(dir, 'empty.json'), '{}');
  assert.throws(() => readMutationReport(join(dir, 'bad.json')), /bad\.json: not a readable Stryker JSON report/);
  assert.throws(() => readMutationReport(join(dir, 'empty.json')), /empty\.json: files: missing/);
});

test('the ignorer leaves out message, reason and Error text and violation/malformed/err messages, never clause IDs or paths', () => {
  const { shouldIgnore } = strykerPlugins[0].value;
  const str = (value: string) => ({ type: 'StringLiteral', value });
  const prop = (key: string, value: object) => ({ type: 'ObjectProperty', computed: false, key: { type: 'Identifier', name: key }, value });
  const call = (name: string, args: object[]) => ({ type: 'CallExpression', callee: { type: 'Identifier', name }, arguments: args });
  for (const key of ['message', 'reason']) assert.match(shouldIgnore({ node: prop(key, str('x')), parent: null }), /not part of the engine contract/);
  for (const key of ['path', 'clause', 'type']) assert.equal(shouldIgnore({ node: prop(key, str('x')), parent: null }), undefined);
  const clause = str('janken-gear.battle.joker.timing');
  const text = str('only the defender may use the Joker');
  const v = call('violation', [clause, text]);
  assert.equal(shouldIgnore({ node: clause, parent: v }), undefined);
  assert.match(shouldIgnore({ node: text, parent: v }), /message is not part of the engine contract/);
  const path = str('setup.decks[0]');
  const m = call('malformed', [path, text]);
  assert.equal(shouldIgnore({ node: path, parent: m }), undefined);
  assert.match(shouldIgnore({ node: text, parent: m }), /not part of the engine contract/);
  // 革新的なTCG's sheet problems: err(clause, path, message); only the third is prose.
  const sheetClause = str('kakushin.character.sheet.name');
  const sheetPath = str('name');
  const e = call('err', [sheetClause, sheetPath, text]);
  assert.equal(shouldIgnore({ node: sheetClause, parent: e }), undefined);
  assert.equal(shouldIgnore({ node: sheetPath, parent: e }), undefined);
  assert.match(shouldIgnore({ node: text, parent: e }), /not part of the engine contract/);
  const error = { type: 'NewExpression', callee: { type: 'Identifier', name: 'TypeError' }, arguments: [text] };
  assert.match(shouldIgnore({ node: text, parent: error }), /error message/);
  assert.equal(shouldIgnore({ node: text, parent: call('isCard', [text]) }), undefined);
});

test('mutants listed in mutation/equivalent.json are left out of the score; an entry naming no surviving mutant is stale', async () => {
  const { matchEquivalents, originalCode, readEquivalents } = await import('../../../tools/mutation/equivalent.ts');
  const source = 'const a = 1;\nif (x > 0 && y) go();\nif (x > 0 && y) go();\n';
  const at = (id: string, status: string, line: number) => ({ id, status, mutatorName: 'ConditionalExpression', replacement: 'true', location: { start: { line, column: 5 }, end: { line, column: 15 } } });
  const files = { 'engine/x/a.ts': { source, mutants: [at('1', 'Survived', 2), at('2', 'Survived', 3), at('3', 'Killed', 1)] } };
  assert.equal(originalCode(source, at('1', 'Survived', 2)), 'x > 0 && y');
  const entry = { file: 'engine/x/a.ts', line: 3, mutator: 'ConditionalExpression', original: 'x > 0 && y', replacement: 'true', reason: 'r' };
  // The nearest of two identical mutants is the one the entry names.
  assert.deepEqual([...matchEquivalents(files, [entry]).ids], ['2']);
  const scores = moduleScores(files, matchEquivalents(files, [entry]).ids)[0]!;
  assert.equal(scores.equivalent, 1);
  assert.equal(scores.score, 50);
  const gone = { ...entry, original: 'x >= 0 && y' };
  assert.deepEqual(matchEquivalents(files, [gone]).stale, [gone]);
  const dir = mkdtempSync(join(tmpdir(), 'mutation-equivalent-'));
  mkdirSync(join(dir, 'mutation'));
  writeFileSync(join(dir, 'mutation', 'equivalent.json'), JSON.stringify({ x: [{ ...entry, reason: '' }] }));
  assert.throws(() => readEquivalents(dir, 'x'), /equivalent\.json: x\[0\]\.reason: must be a non-empty string/);
  assert.deepEqual(readEquivalents(dir, 'other'), []);
});
