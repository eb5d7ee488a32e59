/**
 * The TWGP engine through the engine contract (engine/twgp/contract.ts): start, position,
 * pending, apply, view, observe, checkState, and malformed input located by JSON path;
 * every answer in the protocol's schema (docs/protocol/twgp.schema.json); nothing throws.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { twgpEngine as engine } from '../../../engine/twgp/contract.ts';
import { playGame, randomAgent } from '../../../engine/core/play.ts';
import { total } from '../../../engine/core/total.ts';
import { checkBookForm } from '../../../tools/protocol/schemas.ts';

const deck = (p: string, n = 10) => Array.from({ length: n }, (_, i) => ({ name: `${p}の札${i + 1}` }));

function position(more: Record<string, unknown> = {}) {
  return {
    players: ['A', 'B'],
    seed: 3,
    turn: { player: 'A', sequence: 'battle' },
    seats: [
      { battleGrid: [{ name: '攻撃', power: 3 }, null, { name: '重装', power: 3, weapons: [{ name: '剣', kind: 'ウェポン' }, { name: '盾' }] }], deck: deck('A'), hand: [{ name: '手札1' }] },
      {
        battleGrid: [{ name: '標的', power: 6 }, { name: '融合', power: 6, materials: [{ name: '甲', power: 3 }, { name: '乙', power: 3 }] }, { name: '潜伏', power: 2, mode: 'Stealth' }],
        vitalGrid: [{ name: 'ヴァイタル1' }],
        deck: deck('B'),
      },
    ],
    ...more,
  };
}

function started(p: unknown = position()) {
  const r = engine.position(p);
  assert.ok(r.ok, JSON.stringify(r));
  return r.state;
}

const noSchemaProblems = (form: Parameters<typeof checkBookForm>[1], value: unknown) => assert.deepEqual(checkBookForm('twgp', form, value, form), []);

test('position builds the table; the observation gives 算定パワー, 算定スピード and MODE of every unit by square', () => {
  const obs = engine.observe(started());
  noSchemaProblems('observation', obs);
  assert.equal(obs.width, 5);
  assert.equal(obs.targetRight, 'A');
  const heavy = obs.seats[0]!.battleGrid[2]!;
  assert.deepEqual([heavy.name, heavy.basePower, heavy.power, heavy.speed, heavy.mode, heavy.placement], ['重装', 3, 5, 94, 'Active', '表タテ置き']);
  assert.deepEqual(heavy.weapons, ['剣', '盾']);
  assert.equal(obs.seats[0]!.battleGrid[1], null);
  assert.equal(obs.seats[1]!.battleGrid[2]!.placement, '裏タテ置き');
  assert.deepEqual(obs.seats[1]!.vitalGrid[0], { name: 'ヴァイタル1', mode: 'Vital', placement: '裏タテ置き' });
  assert.deepEqual(obs.decisions, [{ player: 'A', kind: 'lock-on' }, { player: 'B', kind: 'defuse' }]);
});

test('pending lists every legal action, each in the schema, and each one applies', () => {
  const state = started();
  const decisions = engine.pending(state);
  const lockOn = decisions.find((d) => d.kind === 'lock-on')!;
  // 2 attackers × 2 face-up upright targets × 0–5 downloads; the stealth unit is no target.
  assert.equal(lockOn.options.length, 2 * 2 * 6);
  for (const d of decisions) {
    for (const action of d.options) {
      noSchemaProblems('action', action);
      const r = engine.apply(state, d.player, action);
      assert.ok(r.ok, JSON.stringify(r));
      r.events.forEach((e) => noSchemaProblems('event', e));
    }
  }
});

test("the view hides the other side's face-down cards, hand and every pile", () => {
  const state = started();
  const a = engine.view(state, 'A');
  noSchemaProblems('view', a);
  assert.deepEqual(a.seats[1]!.battleGrid[2], { hidden: true, placement: '裏タテ置き' });
  assert.deepEqual(a.seats[1]!.vitalGrid[0], { hidden: true, placement: '裏タテ置き' });
  assert.equal(a.seats[1]!.hand, undefined);
  assert.deepEqual(a.seats[0]!.hand, ['手札1']);
  assert.equal(a.seats[0]!.deckCount, 10);
  const b = engine.view(state, 'B');
  assert.equal((b.seats[1]!.battleGrid[2] as { name: string }).name, '潜伏');
  assert.ok(!JSON.stringify(a).includes('潜伏') && !JSON.stringify(a).includes('B の札'));
});

test('start sets an empty table; a setup with decks is refused as malformed at setup.decks', () => {
  const r = engine.start({ players: ['A', 'B'], seed: 1 });
  assert.ok(r.ok);
  const obs = engine.observe(r.state);
  noSchemaProblems('observation', obs);
  assert.deepEqual(obs.turn, { player: 'A', sequence: 'build' });
  assert.deepEqual(engine.pending(r.state), []);
  const decks = engine.start({ players: ['A', 'B'], seed: 1, decks: [[], []] });
  assert.ok(!decks.ok && 'malformed' in decks);
  assert.equal(decks.malformed[0]!.path, 'setup.decks');
  const bad = engine.start({ players: ['A'], seed: 'x' });
  assert.ok(!bad.ok && 'malformed' in bad);
  assert.deepEqual(bad.malformed.map((e) => e.path), ['setup.seed']);
});

test('malformed positions are reported by JSON path rooted at position', () => {
  const paths = (p: unknown) => {
    const r = engine.position(p);
    assert.ok(!r.ok && 'malformed' in r, JSON.stringify(r));
    return r.malformed.map((e) => e.path);
  };
  const base = position();
  assert.deepEqual(paths(null), ['position']);
  assert.deepEqual(paths({ ...base, players: ['A', 'A'] }), ['position.players[1]']);
  assert.deepEqual(paths({ ...base, turn: { player: 'C', sequence: 'battle' } }), ['position.turn.player']);
  assert.deepEqual(paths({ ...base, options: { 'surge-count': true } }), ['position.options.surge-count']);
  assert.deepEqual(paths({ ...base, format: 'trial' }), ['position.vitalCount']);
  const seat = (s: Record<string, unknown>) => ({ ...base, seats: [s, {}] });
  assert.deepEqual(paths(seat({ battleGrid: [{ name: 'x', power: 120 }] })), ['position.seats[0].battleGrid[0].power']);
  assert.deepEqual(paths(seat({ battleGrid: [{ name: 'x', power: 1, mode: 'Charge' }] })), ['position.seats[0].battleGrid[0].mode']);
  assert.deepEqual(paths(seat({ battleGrid: [{ name: 'x', power: 0, weapons: [{ name: 'w' }] }] })), ['position.seats[0].battleGrid[0].weapons']);
  assert.deepEqual(paths(seat({ battleGrid: Array(6).fill(null) })), ['position.seats[0].battleGrid']);
  assert.deepEqual(paths(seat({ surge: deck('A', 7) })), ['position.seats[0].surge']);
  assert.deepEqual(paths(seat({ hand: [{ name: '' }] })), ['position.seats[0].hand[0].name']);
  assert.deepEqual(paths(seat({ deck: [{ name: 'x', colour: 'red' }] })), ['position.seats[0].deck[0].colour']);
  assert.deepEqual(paths(seat({ battleGrid: [{ name: 'x', power: 1, controller: 'B' }] })), ['position.seats[0].battleGrid[0].controller']);
});

test('a hacked unit is controlled by the other player of a two-player game', () => {
  const obs = engine.observe(started({ ...position(), seats: [{ battleGrid: [{ name: 'x', power: 4, mode: 'Hack-Active' }] }, {}] }));
  assert.deepEqual([obs.seats[0]!.battleGrid[0]!.controller, obs.seats[0]!.battleGrid[0]!.placement], ['B', '表タテ逆置き']);
});

test('apply: malformed actions by path, violations by clause, the state unchanged', () => {
  const state = started();
  const before = JSON.stringify(state);
  const malformedPaths = (player: string, action: unknown) => {
    const r = engine.apply(state, player, action as never);
    assert.ok(!r.ok && 'malformed' in r, JSON.stringify(r));
    return r.malformed.map((e) => e.path);
  };
  assert.deepEqual(malformedPaths('C', { type: 'defuse', unit: { player: 'B', square: 1 } }), ['player']);
  assert.deepEqual(malformedPaths('A', 'attack'), ['action']);
  assert.deepEqual(malformedPaths('A', { type: 'fly' }), ['action.type']);
  assert.deepEqual(malformedPaths('A', { type: 'charge-boost', attacker: { player: 'A', square: 9 }, target: { player: 'X', square: 0 } }), [
    'action.attacker.square',
    'action.target.player',
    'action.downloads',
  ]);
  const clause = (player: string, action: unknown) => {
    const r = engine.apply(state, player, action as never);
    return !r.ok && 'violation' in r ? r.violation.clause : JSON.stringify(r);
  };
  const A0 = { player: 'A', square: 0 };
  assert.equal(clause('A', { type: 'charge-boost', attacker: A0, target: { player: 'B', square: 2 }, downloads: 0 }), 'twgp.attack.charge-boost.target');
  assert.equal(clause('A', { type: 'charge-boost', attacker: A0, target: { player: 'B', square: 0 }, downloads: 11 }), 'twgp.field.download');
  assert.equal(clause('A', { type: 'charge-boost', attacker: { player: 'A', square: 1 }, target: { player: 'B', square: 0 }, downloads: 0 }), 'twgp.attack.charge-boost');
  assert.equal(clause('A', { type: 'defuse', unit: { player: 'B', square: 1 } }), 'twgp.attack.charge-boost.note.defusion');
  assert.equal(JSON.stringify(state), before);
});

test('checkState accepts states the engine made and locates what is wrong with others', () => {
  assert.deepEqual(engine.checkState(started()), []);
  assert.deepEqual(engine.checkState(JSON.parse(JSON.stringify(started()))), []);
  assert.deepEqual(engine.checkState(42), [{ path: 'state', message: 'must be an object' }]);
  const broken = JSON.parse(JSON.stringify(started()));
  broken.seats[1].battleGrid[0].card.power = -1;
  assert.deepEqual(engine.checkState(broken).map((e) => e.path), ['state.seats[1].battleGrid[0].card.power']);
  const r = engine.apply(broken, 'A', { type: 'defuse', unit: { player: 'B', square: 1 } });
  assert.ok(!r.ok && 'malformed' in r);
});

test('no contract function throws on any input; a non-state observes as no table', () => {
  const t = total(engine);
  for (const junk of [undefined, null, 0, 'x', [], {}, { seats: 'no' }, { turn: {}, seats: [null, null] }]) {
    const calls = [t.start(junk), t.position(junk), t.pending(junk), t.apply(junk, 'A', junk), t.apply(started(), 'A', junk), t.result(junk), t.view(junk, 'A'), t.observe(junk)];
    for (const call of calls) assert.ok(call.ok, `threw: ${JSON.stringify(call)}`);
    const obs = engine.observe(junk as never);
    noSchemaProblems('observation', obs);
    noSchemaProblems('view', engine.view(junk as never, 'A'));
    assert.deepEqual([obs.turn, obs.seats], [null, []]);
  }
});

test('random agents play the slice through the contract; the same seed gives the same play', () => {
  // The slice has no turn end (a missed charge boost leaves the attacker upright), so the play is bounded.
  const agents = { A: randomAgent, B: randomAgent };
  const one = playGame(engine, started(), agents, 5, 40);
  const two = playGame(engine, started(), agents, 5, 40);
  assert.equal(one.refused, undefined);
  assert.equal(one.log.length, 40);
  assert.deepEqual(one.log, two.log);
  assert.deepEqual(one.state, two.state);
  assert.equal(engine.result(one.state), null);
  noSchemaProblems('observation', engine.observe(one.state));
});
