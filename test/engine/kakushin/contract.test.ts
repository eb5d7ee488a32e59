/** 革新的なTCG on the engine contract (engine/kakushin/contract.ts): start, position, turns, observe, failures. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playGame, randomAgent } from '../../../engine/core/play.ts';
import { total } from '../../../engine/core/total.ts';
import { kakushinEngine as engine } from '../../../engine/kakushin/contract.ts';
import { runBattle, buildCharacter, type CharacterSheet } from '../../../engine/kakushin/index.ts';
import { checkBookForm } from '../../../tools/protocol/schemas.ts';

const sheet = (name: string, points: Partial<CharacterSheet['points']>, skills: string[], plan = ''): CharacterSheet => ({
  name, points: { vitality: 0, fire: 0, water: 0, wind: 0, earth: 0, sword: 0, ...points }, skills, plan,
});
const swordsman = sheet('剣士', { vitality: 13, sword: 3 }, ['斬撃', '沙羅双樹']);
const dummy = sheet('木偶', { vitality: 17 }, ['沙羅双樹']);
const setup = (extra: Record<string, unknown> = {}) => ({ players: ['A', 'B'], seed: 7, characters: [swordsman, dummy], ...extra });

function started(r: ReturnType<typeof engine.start>) {
  assert.ok(r.ok, JSON.stringify(r));
  return r;
}

test('a setup decides the first player at once, with the dice given, and offers that player the turn', () => {
  const r = started(engine.start(setup({ dice: [1, 6] })));
  assert.deepEqual(r.events.filter((e) => e.type === 'initiative-roll').map((e) => e.totals), [[14, 23]]);
  assert.equal(engine.observe(r.state).first, 'B');
  assert.deepEqual(engine.pending(r.state), [{ player: 'B', kind: 'turn', options: [{ type: 'turn' }] }]);
});

test('playing every offered turn gives the same battle as the engine run directly', () => {
  const r = started(engine.start(setup()));
  const played = playGame(engine, r.state, { A: randomAgent, B: randomAgent }, 1);
  const direct = runBattle(...([swordsman, dummy].map((s) => {
    const b = buildCharacter(s);
    assert.ok(b.ok);
    return b.character;
  }) as [never, never]), { seed: 7 });
  assert.equal(played.state.battle.turn, direct.turn);
  assert.deepEqual(played.state.battle.result, direct.result);
  const result = engine.result(played.state);
  assert.ok(result);
  assert.equal(result.winner, direct.result!.winner === null ? null : ['A', 'B'][direct.result!.winner]);
  assert.deepEqual(engine.pending(played.state), []);
});

test('a position sets the current values and stops where it says; `until` plays up to that step', () => {
  const r = started(engine.position({
    ...setup(), first: 'A', turn: 1, step: 'first-action',
    sides: [{ panels: [{ kind: '剣' }, { kind: '剣' }], hp: 50 }, { maintained: [], ailments: [{ name: 'Poison', damage: 2, recovery: 0 }] }],
  }));
  const o = engine.observe(r.state);
  const [c0, c1] = o.characters as [(typeof o.characters)[0], (typeof o.characters)[0]];
  assert.deepEqual([o.turn, o.step, c0.hp, c0.panels.length, c1.ailments], [1, 'first-action', 50, 2, [{ name: 'Poison', damage: 2, recovery: 0 }]]);
  const a = engine.apply(r.state, 'A', { type: 'turn', until: 'first-action' });
  assert.ok(a.ok);
  assert.deepEqual(a.events.filter((e) => e.type === 'skill-used').map((e) => e.skill), ['斬撃', '斬撃']);
  assert.equal(engine.observe(a.state).step, 'second-action');
  assert.equal(engine.pending(a.state)[0]!.player, 'B');
  const wrong = engine.apply(a.state, 'A', { type: 'turn' });
  assert.deepEqual(!wrong.ok && 'violation' in wrong && wrong.violation.clause, 'kakushin.battle.second-action');
});

test('a sheet a rule forbids is a violation citing the rule; a sheet of the wrong shape is malformed by path', () => {
  const banned = engine.start(setup({ characters: [{ ...swordsman, skills: ['斬撃', '句読点'] }, dummy] }));
  assert.deepEqual(!banned.ok && 'violation' in banned && banned.violation.clause, 'kakushin.character.skills.banned');
  const shape = engine.start(setup({ characters: [dummy, { ...swordsman, points: { ...swordsman.points, fire: '二' } }] }));
  assert.deepEqual(!shape.ok && 'malformed' in shape && shape.malformed.map((m) => m.path), ['setup.characters[1].points.fire']);
  const warned = started(engine.start(setup({ characters: [{ ...swordsman, plan: '潮をふく。' }, dummy] })));
  assert.deepEqual(warned.events.filter((e) => e.type === 'warning').map((e) => [e.clause, e.path]), [['kakushin.plan.void.unreadable', 'setup.characters[0].plan']]);
});

test('malformed setups, positions and actions are located by JSON path', () => {
  const paths = (r: { ok: boolean }) => ('malformed' in r ? (r.malformed as { path: string }[]).map((m) => m.path) : r);
  assert.deepEqual(paths(engine.start(null)), ['setup']);
  assert.deepEqual(paths(engine.start({ ...setup(), players: ['A', 'A'], dice: [7], options: { x: true }, extra: 1 })), ['setup.players', 'setup.options.x', 'setup.dice', 'setup.extra']);
  assert.deepEqual(paths(engine.position({ ...setup(), first: 'C', step: 'nap', turn: 3, sides: [{ hp: 999, panels: [{ kind: '白' }] }, { maintained: ['斬撃'] }] })),
    ['position.first', 'position.step', 'position.sides[0].hp', 'position.sides[0].panels[0].kind', 'position.sides[1].maintained[0]']);
  const r = started(engine.start(setup()));
  assert.deepEqual(paths(engine.apply(r.state, 'A', { type: 'move', until: 'lunch' } as never)), ['action.type', 'action.until']);
  assert.deepEqual(paths(engine.apply(r.state, 'Z', { type: 'turn' })), ['player']);
  assert.deepEqual(paths(engine.apply({ nonsense: true } as never, 'A', { type: 'turn' })), ['state.players', 'state.battle', 'state.sheets', 'state.next']);
});

test('no input makes the contract throw', () => {
  const t = total(engine);
  for (const junk of [undefined, null, 0, 'x', [], {}, { players: 1 }, { characters: [1, 2] }, setup({ characters: ['not a sheet', 5] })]) {
    for (const r of [t.start(junk), t.position(junk), t.pending(junk), t.apply(junk, 'A', junk), t.observe(junk), t.result(junk)]) {
      assert.ok(r.ok || !String(r.error).includes('TypeError'), JSON.stringify(r));
    }
  }
});

test('events, the offered action and the observation are in the protocol schema', () => {
  const r = started(engine.start(setup({ characters: [sheet('灼熱', { vitality: 11, fire: 2, wind: 2 }, ['灼熱波', '空圧', '受け流し']), sheet('毒使い', { vitality: 12, water: 2, wind: 2 }, ['毒霧', '返し刃'], '潮をふく。')] })));
  const events = [...r.events];
  let state = r.state;
  for (let d = engine.pending(state)[0]; d; d = engine.pending(state)[0]) {
    const a = engine.apply(state, d.player, d.options[0]!);
    assert.ok(a.ok, JSON.stringify(a));
    events.push(...a.events);
    state = a.state;
  }
  const played = { state };
  assert.deepEqual(events.flatMap((e, i) => checkBookForm('kakushin', 'event', e, `events[${i}]`)), []);
  assert.deepEqual(checkBookForm('kakushin', 'observation', engine.observe(played.state), 'observation'), []);
  assert.deepEqual(checkBookForm('kakushin', 'action', { type: 'turn', until: 'panels' }, 'action'), []);
  assert.ok(events.length > 10);
  assert.deepEqual(JSON.parse(JSON.stringify(played.state)), played.state, 'the state is plain JSON data');
});
