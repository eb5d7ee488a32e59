/**
 * 革新的なTCG's alternative readings (engine/kakushin/readings.ts): the contract announces one
 * option per note clause with `option=`, reads them as true/false with located errors for
 * anything else, keeps them in the state, and plays each only when it is switched on.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { kakushinEngine as engine } from '../../../engine/kakushin/contract.ts';
import { checkGameState } from '../../../engine/kakushin/state-shape.ts';
import { buildCharacter, checkBattleOptions, prepareBattle, type CharacterSheet } from '../../../engine/kakushin/index.ts';
import { payCost, panelsOf } from '../../../engine/kakushin/cost.ts';
import { READINGS, plays } from '../../../engine/kakushin/readings.ts';
import type { CostSymbol } from '../../../engine/kakushin/types.ts';
import { loadSpec } from '../../../tools/spec/load.ts';
import { readingNotesByBook } from '../../../tools/spec/readings.ts';

const sheet = (name: string, points: Partial<CharacterSheet['points']>, skills: string[], plan = ''): CharacterSheet => ({
  name, points: { vitality: 0, fire: 0, water: 0, wind: 0, earth: 0, sword: 0, ...points }, skills, plan,
});
const swordsman = sheet('剣士', { vitality: 13, sword: 3 }, ['斬撃', '沙羅双樹']);
const dummy = sheet('木偶', { vitality: 17 }, ['沙羅双樹']);
const setup = (extra: Record<string, unknown> = {}) => ({ players: ['A', 'B'], seed: 7, characters: [swordsman, dummy], ...extra });
const malformedPaths = (r: ReturnType<typeof engine.start>) => {
  assert.ok(!r.ok && 'malformed' in r, JSON.stringify(r));
  return r.malformed.map((m) => m.path);
};

test('the contract announces exactly the readings the spec\'s notes name, each with its note, and follows none unasked', () => {
  const spec = readingNotesByBook(loadSpec(process.cwd()).clauses).get('kakushin')!;
  assert.deepEqual(new Map(engine.options.map((o) => [o.key, o.note])), spec);
  assert.deepEqual(engine.options.map((o) => o.key), [
    'points-at-most', 'skills-once', 'leftmost-that-fits', 'initiative-every-turn', 'passive-when-targeted', 'shortfall-releases-all',
    'declare-opponent-only', 'freeze-all-paid', 'reduce-by-panel-order', 'mikuny-in-loop-only',
  ]);
  assert.ok(engine.options.every((o) => o.value?.startsWith('true: ')), JSON.stringify(engine.options));
  assert.deepEqual(engine.readings, []);
});

test('a reading is switched on with true or off with false; anything else, or an unknown key, is malformed at its path', () => {
  assert.deepEqual(malformedPaths(engine.start(setup({ options: { 'skills-once': 1 } }))), ['setup.options.skills-once']);
  assert.deepEqual(malformedPaths(engine.position(setup({ first: 'A', options: { 'skills-twice': true } }))), ['position.options.skills-twice']);
  assert.deepEqual(malformedPaths(engine.start(setup({ options: [] }))), ['setup.options']);
  const unknown = engine.start(setup({ options: { 'no-such-reading': true } }));
  assert.ok(!unknown.ok && 'malformed' in unknown && /points-at-most, skills-once, .*mikuny-in-loop-only/.test(unknown.malformed[0]!.message), JSON.stringify(unknown));
  const off = engine.start(setup({ options: Object.fromEntries(READINGS.map((r) => [r.key, false])) }));
  assert.ok(off.ok);
  assert.deepEqual(off.state.battle.readings, []);
});

test('the readings switched on are kept in the state, sorted, and checked there', () => {
  const r = engine.start(setup({ options: { 'mikuny-in-loop-only': true, 'declare-opponent-only': true } }));
  assert.ok(r.ok, JSON.stringify(r));
  assert.deepEqual(r.state.battle.readings, ['declare-opponent-only', 'mikuny-in-loop-only']);
  assert.ok(plays(r.state.battle, 'declare-opponent-only') && !plays(r.state.battle, 'skills-once'));
  assert.deepEqual(JSON.parse(JSON.stringify(r.state)), r.state);
  const bad = structuredClone(r.state) as unknown as { battle: { readings: unknown[] } };
  bad.battle.readings[0] = 'both-miss-tie';
  assert.deepEqual(checkGameState(bad).map((e) => e.path), ['state.battle.readings[0]']);
});

test('sheet readings reach the builder: skills-once refuses the second entry of a skill, citing the duplicate rule at its path', () => {
  const same = sheet('二刀', { vitality: 14, sword: 2 }, ['斬撃', '斬撃']);
  assert.ok(buildCharacter(same).ok);
  const r = buildCharacter(same, { readings: ['skills-once'] });
  assert.ok(!r.ok);
  assert.deepEqual(r.errors.map((e) => [e.clause, e.path]), [['kakushin.character.skills.duplicate', 'skills[1]']]);
  assert.match(r.errors[0]!.message, /skills\[0\]/);
  const v = engine.start(setup({ characters: [same, dummy], options: { 'skills-once': true } }));
  assert.ok(!v.ok && 'violation' in v && v.violation.clause === 'kakushin.character.skills.duplicate', JSON.stringify(v));
});

test('prepareBattle takes the readings in its options and checks them by path', () => {
  assert.deepEqual(checkBattleOptions({ seed: 1, readings: ['skills-once', 'nope'] }).map((e) => e.path), ['options.readings[1]']);
  assert.deepEqual(checkBattleOptions({ seed: 1, readings: 'skills-once' }).map((e) => e.path), ['options.readings']);
  const p = prepareBattle({ ...swordsman, skills: ['斬撃', '斬撃'] }, dummy, { seed: 1, readings: ['skills-once'] });
  assert.ok(!p.ok && p.errors.some((e) => e.clause === 'kakushin.character.skills.duplicate' && e.path === 'sheets[0].skills[1]'), JSON.stringify(p));
  const q = prepareBattle(swordsman, dummy, { seed: 1, readings: ['initiative-every-turn'] });
  assert.ok(q.ok && q.state.readings.includes('initiative-every-turn'));
});

test('leftmost-that-fits pays a cost whenever the panels can pay it, each symbol with the leftmost panel that leaves the rest payable', () => {
  const kinds = (p: ReturnType<typeof payCost>) => p && p.paid.map((x) => x.panel.kind).join('');
  assert.equal(payCost(panelsOf('火水'), ['白', '火']), null);
  assert.equal(kinds(payCost(panelsOf('火水'), ['白', '火'], undefined, true)), '水火');
  // A designation is followed while it leaves the rest payable, else the leftmost that fits.
  assert.equal(kinds(payCost(panelsOf('火水地'), ['白', '火'], () => '地', true)), '地火');
  assert.equal(kinds(payCost(panelsOf('火水地'), ['白', '火'], () => '火', true)), '水火');
  // Exhaustively on small rows: paid exactly when each named kind and the total are covered.
  const rows = (n: number, alphabet: string): string[] => (n === 0 ? [''] : rows(n - 1, alphabet).flatMap((r) => [...alphabet].map((c) => r + c)));
  for (let n = 0; n <= 4; n++) for (const row of rows(n, '火水地')) for (let m = 1; m <= 3; m++) for (const cost of rows(m, '火水白')) {
    const named = [...cost].filter((c) => c !== '白');
    const feasible = m <= n && ['火', '水'].every((k) => named.filter((c) => c === k).length <= [...row].filter((c) => c === k).length);
    assert.equal(payCost(panelsOf(row), [...cost] as CostSymbol[], undefined, true) !== null, feasible, `${row} ${cost}`);
  }
});
