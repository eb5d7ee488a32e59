/**
 * The shape of a 革新的なTCG state (engine/kakushin/state-shape.ts) through the contract:
 * every state the engine makes passes `checkState`; a state broken anywhere inside is
 * reported by its JSON path, and every state-taking function answers it (malformed, or no
 * battle) instead of throwing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playGame, randomAgent } from '../../../engine/core/play.ts';
import { kakushinEngine as engine } from '../../../engine/kakushin/contract.ts';
import type { KakushinGame } from '../../../engine/kakushin/setup.ts';

const sheet = (name: string, points: Record<string, number>, skills: string[], plan = '') => ({
  name, points: { vitality: 0, fire: 0, water: 0, wind: 0, earth: 0, sword: 0, ...points }, skills, plan,
});
const NO_BATTLE = { turn: 0, step: null, first: null, erased: [], characters: [], result: null };

function ok<T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> {
  assert.ok(r.ok, JSON.stringify(r));
  return r as Extract<T, { ok: true }>;
}

/** A position whose state has skills, a read plan, panels on both sides, an erased skill and events. */
function position(): KakushinGame {
  return ok(engine.position({
    players: ['A', 'B'], seed: 1, first: 'A',
    characters: [
      sheet('甲', { vitality: 13, sword: 3 }, ['斬撃', '宣告：空圧'], '剣パネルが3個以上の時、斬撃を優先する。'),
      sheet('乙', { vitality: 16 }, ['自作自演', '宣告：空圧']),
    ],
    sides: [{ panels: [{ kind: '剣' }, { kind: '剣' }] }, { panels: [{ kind: '火', ailments: ['Freeze'] }] }],
  })).state;
}

/** Every state-taking function on `state`: none throws; each answers a broken state as broken. */
function answersBroken(state: unknown, path: string) {
  const problems = engine.checkState(state);
  assert.ok(problems.some((p) => p.path === path), `expected a problem at ${path}; got ${JSON.stringify(problems)}`);
  assert.deepEqual(engine.apply(state as KakushinGame, 'A', { type: 'turn' }), { ok: false, malformed: problems });
  assert.deepEqual(engine.pending(state as KakushinGame), []);
  assert.equal(engine.result(state as KakushinGame), null);
  assert.deepEqual(engine.observe(state as KakushinGame), NO_BATTLE);
  assert.deepEqual(engine.view(state as KakushinGame, 'A'), NO_BATTLE);
}

test('every state of played battles, from setups and from a position, is a state', () => {
  const setups = [
    { players: ['A', 'B'], seed: 5, characters: [sheet('灼熱', { vitality: 11, fire: 2, wind: 2 }, ['灼熱波', '空圧', '受け流し']), sheet('毒使い', { vitality: 12, water: 2, wind: 2 }, ['毒霧', '返し刃'])] },
    { players: ['A', 'B'], seed: 9, characters: [sheet('剣士', { vitality: 13, sword: 3 }, ['斬撃', '沙羅双樹']), sheet('木偶', { vitality: 17 }, ['沙羅双樹'])] },
  ];
  const firsts = [...setups.map((s) => ok(engine.start(s)).state), position()];
  for (const first of firsts) {
    let state = first;
    for (let d = engine.pending(state)[0]; d; d = engine.pending(state)[0]) {
      assert.deepEqual(engine.checkState(state), []);
      state = ok(engine.apply(state, d.player, d.options[0]!)).state;
    }
    assert.deepEqual(engine.checkState(state), [], 'the ended battle is a state too');
    assert.notEqual(engine.result(state), null);
  }
  const g = playGame(engine, firsts[0], { A: randomAgent, B: randomAgent }, 3, 100);
  assert.deepEqual(engine.checkState(g.state), []);
});

test('a position of 残響/宣告：斬撃 against 自作自演/宣告：斬撃 with battle.erased a number is malformed at state.battle.erased, not a TypeError', () => {
  const state = ok(engine.position({
    players: ['A', 'B'], seed: 1, first: 'A',
    characters: [sheet('甲', { vitality: 16 }, ['残響', '宣告：斬撃']), sheet('乙', { vitality: 16 }, ['自作自演', '宣告：斬撃'])],
  })).state;
  const broken = { ...state, battle: { ...state.battle, erased: 5 } };
  assert.deepEqual(engine.checkState(broken), [{ path: 'state.battle.erased', message: 'must be a list; got 5' }]);
  answersBroken(broken, 'state.battle.erased');
});

/** Edits of a real state, each breaking it at one path. */
const BREAKS: [string, (s: any) => void][] = [
  ['state.players', (s) => { s.players = ['A', 'A']; }],
  ['state.sheets[0].learned', (s) => { delete s.sheets[0].learned; }],
  ['state.sheets[1].planVoid', (s) => { s.sheets[1].planVoid = {}; }],
  ['state.next', (s) => { s.next = 'lunch'; }],
  ['state.battle.fighters[0].skills[0].categories', (s) => { s.battle.fighters[0].skills[0].categories = '攻撃'; }],
  ['state.battle.fighters[0].skills[0].effects[0].amount', (s) => { s.battle.fighters[0].skills[0].effects[0].amount = 'many'; }],
  ['state.battle.fighters[1].skills', (s) => { s.battle.fighters[1].skills = null; }],
  ['state.battle.fighters[0].panels[1].ailments', (s) => { delete s.battle.fighters[0].panels[1].ailments; }],
  ['state.battle.fighters[1].panels[0].kind', (s) => { s.battle.fighters[1].panels[0].kind = '白'; }],
  ['state.battle.fighters[0].plan[0].directive.kind', (s) => { s.battle.fighters[0].plan[0].directive.kind = 'sleep'; }],
  ['state.battle.fighters[0].plan[0].conditions[0].n', (s) => { s.battle.fighters[0].plan[0].conditions[0].n = 1.5; }],
  ['state.battle.fighters[0].plan[0].directive.skills.by', (s) => { delete s.battle.fighters[0].plan[0].directive.skills.by; }],
  ['state.battle.fighters[0].points.fire', (s) => { s.battle.fighters[0].points.fire = 1e9; }],
  ['state.battle.fighters[0].hp', (s) => { s.battle.fighters[0].hp = s.battle.fighters[0].maxHp + 1; }],
  ['state.battle.fighters[1].ailments[0]', (s) => { s.battle.fighters[1].ailments = [7]; }],
  ['state.battle.fighters[1].usesThisTurn["斬撃"]', (s) => { s.battle.fighters[1].usesThisTurn = { 斬撃: -1 }; }],
  ['state.battle.fighters', (s) => { s.battle.fighters.pop(); }],
  ['state.battle.erased[0]', (s) => { s.battle.erased[0] = { name: '空圧' }; }],
  ['state.battle.events[0].names', (s) => { s.battle.events[0].names = 'x'; }],
  ['state.battle.events[1].type', (s) => { s.battle.events.push({ type: 'nap', side: 0 }); }],
  ['state.battle.options.loopLimit', (s) => { s.battle.options.loopLimit = 1e12; }],
  ['state.battle.turn', (s) => { s.battle.turn = s.battle.options.turnLimit + 1; }],
  ['state.battle.rng.state', (s) => { s.battle.rng.state = -1; }],
  ['state.battle.dice[0]', (s) => { s.battle.dice = [7]; }],
  ['state.battle.result.losers[0]', (s) => { s.battle.result = { winner: 0, losers: [2], gmWins: false, cause: 'hp-zero', clause: 'c', reason: 'r' }; }],
];

for (const [path, edit] of BREAKS) {
  test(`a state broken at ${path} is reported there, and no function throws on it`, () => {
    const state = structuredClone(position()) as any;
    edit(state);
    answersBroken(state, path);
  });
}

test('problems are all reported, each by its own path', () => {
  const state = structuredClone(position()) as any;
  state.battle.erased = 5;
  delete state.sheets[0].learned;
  state.battle.fighters[1].panels[0] = { kind: '火' };
  assert.deepEqual(engine.checkState(state).map((p) => p.path), ['state.battle.fighters[1].panels[0].ailments', 'state.battle.erased', 'state.sheets[0].learned']);
});
