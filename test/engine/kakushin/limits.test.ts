/**
 * 革新的なTCG's bounds on what a user may submit (engine/kakushin/README.md, Limits): plan and
 * sheet sizes, sentence length, names, lists of a position, battle limits, and a field given
 * twice in two spellings. Each is refused with a located error through the contract; nothing
 * throws, and nothing here is timed: inputs are bounded and the tests assert that they finish.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kakushinEngine as engine } from '../../../engine/kakushin/contract.ts';
import { checkBattleOptions, MAX_LOOP_LIMIT, MAX_TURN_LIMIT } from '../../../engine/kakushin/run.ts';
import { buildCharacter, MAX_PLAN_LENGTH, MAX_SHEET_TEXT_LENGTH, parseSheetText } from '../../../engine/kakushin/character.ts';
import { MAX_SENTENCE_LENGTH, parsePlan } from '../../../engine/kakushin/plan.ts';
import { MAX_EXTRA_SKILLS, MAX_POSITION_LIST, MAX_SAMPLE_COST } from '../../../engine/kakushin/setup.ts';
import { MAX_NAME_LENGTH } from '../../../engine/core/text.ts';

const points = { vitality: 13, fire: 0, water: 0, wind: 0, earth: 0, sword: 3 };
const swordsman = (extra: Record<string, unknown> = {}) => ({ name: '剣士', points, skills: ['斬撃', '沙羅双樹'], plan: '', ...extra });
const dummy = { name: '木偶', points: { ...points, vitality: 17, sword: 0 }, skills: ['沙羅双樹'], plan: '' };
const setup = (a: unknown, extra: Record<string, unknown> = {}) => ({ players: ['A', 'B'], seed: 7, characters: [a, dummy], ...extra });

function malformedPaths(r: ReturnType<typeof engine.start>): string[] {
  assert.equal(r.ok, false);
  assert.ok('malformed' in r, JSON.stringify(r));
  return r.malformed.map((e) => e.path);
}

test('a 10 MB plan is refused at its path, before any of it is read', () => {
  const r = engine.start(setup(swordsman({ plan: '斬撃を優先する。'.repeat(1_250_000) })));
  assert.deepEqual(malformedPaths(r), ['setup.characters[0].plan']);
  assert.match((r as { malformed: { message: string }[] }).malformed[0]!.message, new RegExp(`longer than ${MAX_PLAN_LENGTH}`));
});

test('a plan at the bound is read to the end, with the length warning, never refused', () => {
  const plan = '斬撃を優先する。'.repeat(MAX_PLAN_LENGTH / 8);
  const r = engine.start(setup(swordsman({ plan })));
  assert.ok(r.ok, JSON.stringify(r).slice(0, 300));
  assert.ok(r.events.some((e) => e.type === 'warning' && e.clause === 'kakushin.plan.length'));
});

test('a sentence longer than the bound is void as unreadable, located, and the rest of the plan is read', () => {
  for (const long of [' '.repeat(MAX_PLAN_LENGTH - 10) + 'x', '一'.repeat(MAX_PLAN_LENGTH - 10), `${'、'.repeat(50_000)}斬撃を優先する`, `${'」'.repeat(50_000)}a`]) {
    const plan = parsePlan(`斬撃を優先する。${long}`);
    assert.equal(plan.statements.length, 1);
    assert.equal(plan.diagnostics.length, 1);
    assert.equal(plan.diagnostics[0]!.clause, 'kakushin.plan.void.unreadable');
    assert.equal(plan.diagnostics[0]!.sentence, 2);
  }
  const at = parsePlan(`${'斬撃を優先する'}${' '.repeat(MAX_SENTENCE_LENGTH)}。`);
  assert.equal(at.statements.length, 1, 'trailing white space is trimmed before the sentence is measured');
});

test('a template sheet text longer than the bound is refused at line 1', () => {
  const r = parseSheetText('名前\n'.repeat(MAX_SHEET_TEXT_LENGTH));
  assert.equal(r.ok, false);
  assert.equal(!r.ok && r.errors[0]!.line, 1);
  assert.deepEqual(malformedPaths(engine.start(setup('x'.repeat(MAX_SHEET_TEXT_LENGTH + 1)))), ['setup.characters[0]']);
});

test('control and bidirectional formatting characters are refused in player, character and skill names, plans and settings', () => {
  for (const bad of ['\u202e', '\u2066', '\u0000', '\u001b', '\u0085', '\u200f']) {
    assert.deepEqual(malformedPaths(engine.start(setup(swordsman({ name: `剣${bad}士` })))), ['setup.characters[0].name'], JSON.stringify(bad));
    assert.deepEqual(malformedPaths(engine.start(setup(swordsman({ plan: `斬撃を${bad}優先する。` })))), ['setup.characters[0].plan'], JSON.stringify(bad));
    assert.deepEqual(malformedPaths(engine.start(setup(swordsman({ setting: `紹介${bad}` })))), ['setup.characters[0].setting'], JSON.stringify(bad));
    assert.deepEqual(malformedPaths(engine.start(setup(swordsman({ skills: ['斬撃', `沙羅${bad}双樹`] })))), ['setup.characters[0].skills[1]'], JSON.stringify(bad));
    assert.deepEqual(malformedPaths(engine.start(setup(swordsman(), { players: [`A${bad}`, 'B'] }))), ['setup.players[0]'], JSON.stringify(bad));
  }
  const r = engine.start(setup(swordsman({ name: 'ab\u202ecd' })));
  assert.match(JSON.stringify(r), /U\+202E \(RIGHT-TO-LEFT OVERRIDE\) at offset 2/);
  // Line breaks and tabs are part of a plan; a name has none.
  assert.ok(engine.start(setup(swordsman({ plan: '斬撃を優先する。\n\t沙羅双樹を優先する。\r\n' }))).ok);
  assert.deepEqual(malformedPaths(engine.start(setup(swordsman({ name: '剣\n士' })))), ['setup.characters[0].name']);
  assert.deepEqual(malformedPaths(engine.start(setup(swordsman({ name: '剣\uD800士' })))), ['setup.characters[0].name']);
});

test(`names are at most ${MAX_NAME_LENGTH} characters`, () => {
  assert.ok(engine.start(setup(swordsman({ name: '剣'.repeat(MAX_NAME_LENGTH) }), { players: ['😀'.repeat(MAX_NAME_LENGTH), 'B'] })).ok);
  assert.deepEqual(malformedPaths(engine.start(setup(swordsman({ name: '剣'.repeat(MAX_NAME_LENGTH + 1) })))), ['setup.characters[0].name']);
  assert.deepEqual(malformedPaths(engine.start(setup(swordsman(), { players: ['A'.repeat(1_000_000), 'B'] }))), ['setup.players[0]']);
});

test('a field given twice in two spellings is an error at both paths, not a silent choice', () => {
  const cases: [Record<string, unknown>, string[]][] = [
    [{ ...swordsman(), 名前: '剣豪' }, ['setup.characters[0].name', 'setup.characters[0].名前']],
    [{ ...swordsman(), プラン: '' }, ['setup.characters[0].plan', 'setup.characters[0].プラン']],
    [{ ...swordsman(), 体力: 13 }, ['setup.characters[0].体力', 'setup.characters[0].points.vitality']],
    [swordsman({ points: { ...points, 剣: 3 } }), ['setup.characters[0].points.sword', 'setup.characters[0].points.剣']],
    [swordsman({ points: { ...points, 知性: 2, 知力: 2 } }), ['setup.characters[0].points.知性', 'setup.characters[0].points.知力']],
    [{ ...swordsman(), 点数: points }, ['setup.characters[0].points', 'setup.characters[0].点数']],
  ];
  for (const [sheet, paths] of cases) {
    const r = engine.start(setup(sheet));
    assert.deepEqual(malformedPaths(r).sort(), [...paths].sort(), JSON.stringify(sheet));
    for (const e of (r as { malformed: { message: string }[] }).malformed) assert.match(e.message, /both give .*; write it once/u);
  }
  // One spelling alone is fine, Japanese or English; inherited names are not spellings.
  const japanese = { 名前: '剣士', 体力: 13, 火: 0, 水: 0, 風: 0, 地: 0, 剣: 3, スキル: ['斬撃', '沙羅双樹'], プラン: '' };
  assert.ok(engine.start(setup(japanese)).ok);
  const inherited = buildCharacter({ ...swordsman(), constructor: 1, toString: 2 });
  assert.ok(inherited.ok);
  assert.deepEqual(inherited.warnings.map((w) => w.path), ['constructor', 'toString']);
});

test('a sheet listing more skills than its 18 points is refused by kakushin.character.points.total without reading each', () => {
  const r = engine.start(setup(swordsman({ skills: Array(1_000_000).fill('斬撃') })));
  assert.equal(r.ok, false);
  assert.ok('violation' in r && r.violation.clause === 'kakushin.character.points.total', JSON.stringify(r).slice(0, 300));
});

test('lists of a setup or position longer than the bound are refused at their paths', () => {
  const long = Array(MAX_POSITION_LIST + 1).fill(1);
  assert.deepEqual(malformedPaths(engine.start(setup(swordsman(), { dice: long }))), ['setup.dice']);
  const skills = Array.from({ length: MAX_EXTRA_SKILLS + 1 }, (_, i) => ({ name: `見本${i}`, cost: '' }));
  assert.deepEqual(malformedPaths(engine.start(setup(swordsman(), { skills }))), ['setup.skills']);
  assert.deepEqual(malformedPaths(engine.start(setup(swordsman(), { skills: [{ name: '見本', cost: '火'.repeat(MAX_SAMPLE_COST + 1) }] }))), ['setup.skills[0].cost']);
  assert.deepEqual(malformedPaths(engine.start(setup(swordsman({ setting: 'あ'.repeat(MAX_PLAN_LENGTH + 1) })))), ['setup.characters[0].setting']);
  assert.deepEqual(malformedPaths(engine.start(setup(swordsman({ skills: ['斬撃', `宣告[${' '.repeat(1_000_000)}x`] })))), ['setup.characters[0].skills[1]']);
  const position = (side: Record<string, unknown>) => engine.position({ ...setup(swordsman()), first: 'A', sides: [side, {}] });
  assert.deepEqual(malformedPaths(position({ panels: Array(MAX_POSITION_LIST + 1).fill({ kind: '火' }) })), ['position.sides[0].panels']);
  assert.deepEqual(malformedPaths(position({ maintained: Array(MAX_POSITION_LIST + 1).fill('x') })), ['position.sides[0].maintained']);
  assert.deepEqual(malformedPaths(position({ ailments: Array(MAX_POSITION_LIST + 1).fill({}) })), ['position.sides[0].ailments']);
  assert.ok(position({ panels: Array(MAX_POSITION_LIST).fill({ kind: '火' }) }).ok);
});

test('the battle options turnLimit and loopLimit have maxima', () => {
  assert.deepEqual(checkBattleOptions({ seed: 1, turnLimit: MAX_TURN_LIMIT, loopLimit: MAX_LOOP_LIMIT }), []);
  assert.deepEqual(checkBattleOptions({ seed: 1, turnLimit: MAX_TURN_LIMIT + 1, loopLimit: MAX_LOOP_LIMIT + 1 }).map((e) => e.path), ['options.turnLimit', 'options.loopLimit']);
  assert.deepEqual(checkBattleOptions({ seed: 1, turnLimit: Number.MAX_SAFE_INTEGER }).map((e) => e.path), ['options.turnLimit']);
});

test('kakushin:battle refuses a JSON sheet that gives a key twice, by file:line:column and path', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kakushin-limits-'));
  const file = join(dir, 'twice.json');
  writeFileSync(file, JSON.stringify(swordsman(), null, 2).replace('"plan": ""', '"plan": "",\n  "name": "別人"'));
  const r = spawnSync(process.execPath, ['scripts/kakushin-battle.ts', file, 'examples/kakushin/guardian.json'], { encoding: 'utf8' });
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, /twice\.json:\d+:3: kakushin\.character\.sheet \(name\): "name" is given twice in one object \(first at line 2, column 3\)/u);
  assert.equal(r.stdout, '');
});
