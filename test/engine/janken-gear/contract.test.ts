/**
 * じゃんけん・ギア through the engine contract (engine/janken-gear/contract.ts), in the
 * protocol forms of docs/protocol/janken-gear.schema.json: setups, positions, observations,
 * views, malformed input located by JSON path, and games played with core's helpers.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { playGame, randomAgent, replay } from '../../../engine/core/play.ts';
import { jankenGearEngine as engine } from '../../../engine/janken-gear/contract.ts';
import { checkBookForm } from '../../../tools/protocol/schemas.ts';

const DECK = '♠A ♠2 ♠3 ♠4 ♠5 ♥A ♥2 ♥3 ♥4 ♥5 ♣A ♣2 ♣3 ♣4 ♣5 ◆2 ◆3 ◆J ◆A ジョーカー'.split(' ');
const setup = (extra: Record<string, unknown> = {}) => ({ players: ['A', 'B'], seed: 5, decks: [[...DECK], [...DECK]], ...extra });

function paths(r: unknown): string[] {
  assert.ok(r && typeof r === 'object' && 'malformed' in r, `not malformed: ${JSON.stringify(r)}`);
  return (r as { malformed: { path: string }[] }).malformed.map((m) => m.path);
}

function inSchema(form: 'observation' | 'view' | 'event' | 'action', value: unknown) {
  assert.deepEqual(checkBookForm('janken-gear', form, value, form), []);
}

test('the engine names its book and announces the sudden-vital-loss option and the alternative readings with their notes', () => {
  assert.equal(engine.book, 'janken-gear');
  assert.deepEqual(engine.options.map((o) => [o.key, o.note]), [
    ['sudden-vital-loss', undefined],
    ['copies-by-rank', 'janken-gear.deck.note.copies'],
    ['ace-on-same-sign', 'janken-gear.battle.note.ace'],
    ['penetrate-on-direct', 'janken-gear.battle.note.penetrate'],
    ['same-power-boosted', 'janken-gear.diamond.note.same-power'],
  ]);
});

test('a reading is switched on with true in a setup, kept in the state and observed only when on', () => {
  const off = engine.start(setup());
  assert.ok(off.ok);
  assert.deepEqual(engine.observe(off.state).options, { 'sudden-vital-loss': false });
  const on = engine.start(setup({ options: { 'same-power-boosted': true, 'ace-on-same-sign': true, 'penetrate-on-direct': false } }));
  assert.ok(on.ok, JSON.stringify(on));
  const o = engine.observe(on.state);
  inSchema('observation', o);
  assert.deepEqual(o.options, { 'sudden-vital-loss': false, 'ace-on-same-sign': true, 'same-power-boosted': true });
  assert.deepEqual(on.state.variants.readings, ['ace-on-same-sign', 'same-power-boosted']);
  assert.deepEqual(engine.checkState(JSON.parse(JSON.stringify(on.state))), []);
  assert.deepEqual(paths(engine.start(setup({ options: { 'copies-by-rank': 'yes', 'copies-by-suit': true } }))).sort(), ['setup.options.copies-by-rank', 'setup.options.copies-by-suit']);
});

test('copies-by-rank refuses a third ♠♥♣ card of a rank, whatever its suit, and leaves diamonds out of the count', () => {
  const deck = '♠A ♠2 ♠3 ♠4 ♠5 ♥A ♥2 ♥3 ♥4 ♥5 ♣6 ♣7 ♣8 ♣9 ♣10 ◆2 ◆3 ◆J ◆A ジョーカー'.split(' ');
  assert.ok(engine.start(setup({ decks: [deck, deck], options: { 'copies-by-rank': true } })).ok);
  const three = engine.start(setup({ decks: [deck, [...DECK]], options: { 'copies-by-rank': true } }));
  assert.ok(!three.ok && 'violation' in three);
  const problems = (three.violation as unknown as { problems: { path: string; clause: string }[] }).problems;
  assert.deepEqual(problems.map((x) => x.path), ['setup.decks[1][10]', 'setup.decks[1][11]', 'setup.decks[1][12]', 'setup.decks[1][13]', 'setup.decks[1][14]']);
  assert.ok(problems.every((x) => x.clause === 'janken-gear.deck.two-copies'));
  assert.ok(engine.start(setup({ decks: [deck, [...DECK]] })).ok, 'the adopted reading counts copies by suit and rank');
});

test('start deals from stacked decks, reports the given janken, and the winner chooses', () => {
  const s = engine.start(setup({ stacked: true, janken: [['パー', 'パー'], ['グー', 'パー']] }));
  assert.ok(s.ok, JSON.stringify(s));
  assert.deepEqual(s.events, [{ type: 'janken', throws: [['パー', 'パー'], ['グー', 'パー']], winner: 'B' }]);
  const o = engine.observe(s.state);
  inSchema('observation', o);
  assert.deepEqual([o.phase, o.turn, o.turnPlayer, o.toAct], ['choose-order', 0, null, 'B']);
  assert.deepEqual(o.seats[0]!.vitals, ['♠A', '♠2', '♠3']);
  assert.deepEqual(o.seats[0]!.hand, ['♠4', '♠5', '♥A', '♥2', '♥3', '♥4']);
  assert.equal(o.seats[0]!.deck.length, 11);
  const d = engine.pending(s.state);
  assert.deepEqual(d.map((x) => [x.player, x.kind]), [['B', 'choose-order']]);
});

test('a setup of the wrong shape is malformed at its JSON path', () => {
  assert.deepEqual(paths(engine.start(null)), ['setup']);
  const bad = setup({ seed: 1.5, options: { 'no-such-option': true }, colour: 'red' });
  (bad.decks[1] as unknown[])[3] = 7;
  assert.deepEqual(paths(engine.start(bad)).sort(), ['setup.colour', 'setup.decks[1][3]', 'setup.options.no-such-option', 'setup.seed']);
  assert.deepEqual(paths(engine.start(setup({ players: ['A', 'A'] }))), ['setup.players[1]']);
  assert.deepEqual(paths(engine.start(setup({ janken: [['グー', 'lizard']] }))), ['setup.janken[0][1]']);
});

test('three players, illegal decks and an unfinished janken are violations citing their clauses', () => {
  const three = engine.start({ players: ['A', 'B', 'C'], seed: 1, decks: [DECK, DECK, DECK] });
  assert.ok(!three.ok && 'violation' in three && three.violation.clause === 'janken-gear.setup.players');
  const bad = setup();
  bad.decks[1]![19] = '◆3';
  bad.decks[0]![0] = 'S5';
  const decks = engine.start(bad);
  assert.ok(!decks.ok && 'violation' in decks);
  const v = decks.violation as unknown as { clause: string; problems: { path: string; clause: string }[] };
  assert.equal(v.clause, 'janken-gear.deck.cards');
  assert.deepEqual(v.problems.map((p) => [p.path, p.clause]), [['setup.decks[0][0]', 'janken-gear.deck.cards'], ['setup.decks[1][19]', 'janken-gear.deck.diamond-unique']]);
  const tie = engine.start(setup({ janken: [['グー', 'グー']] }));
  assert.ok(!tie.ok && 'violation' in tie && tie.violation.clause === 'janken-gear.setup.first-player');
});

const position = (extra: Record<string, unknown> = {}) => ({
  players: ['A', 'B'],
  turnPlayer: 'A',
  seats: [
    { hand: ['◆3', '♠6'], field: [{ id: 'a1', cards: ['♠5'] }], vitals: ['♣2', '♣3', '♣4'] },
    { hand: ['ジョーカー'], field: [{ id: 'b1', cards: ['♥4', '♥5'] }], vitals: [], lostVitals: ['♣2', '♣3', '♣4'] },
  ],
  ...extra,
});

test('a position builds a turn in progress that the observation shows in the spec\'s names', () => {
  const p = engine.position(position({ attacked: ['a1'], lostLastVitalThisTurn: ['B'] }));
  assert.ok(p.ok, JSON.stringify(p));
  assert.deepEqual(p.events, []);
  const o = engine.observe(p.state);
  inSchema('observation', o);
  assert.deepEqual([o.phase, o.turn, o.turnPlayer, o.toAct], ['main', 1, 'A', 'A']);
  assert.deepEqual(o.seats[1]!.field, [{ id: 'b1', cards: ['♥4', '♥5'], sign: 'チョキ', power: 9 }]);
  assert.deepEqual([o.attacked, o.lostLastVitalThisTurn], [['a1'], ['B']]);
  for (const d of engine.pending(p.state)) for (const a of d.options) inSchema('action', a);
});

test('an impossible position is malformed at the offending entry', () => {
  const p = position();
  p.seats[0]!.hand = ['◆3', '♠6', '♠14'];
  p.seats[1]!.field = [{ id: 'a1', cards: ['♥4', '♣5'] }];
  assert.deepEqual(paths(engine.position(p)).sort(), ['position.seats[0].hand[2]', 'position.seats[1].field[0].cards[1]', 'position.seats[1].field[0].id']);
  assert.deepEqual(paths(engine.position(position({ attacked: ['b1'] }))), ['position.attacked[0]']);
  assert.deepEqual(paths(engine.position(position({ lostLastVitalThisTurn: ['A'] }))), ['position.lostLastVitalThisTurn[0]']);
  assert.deepEqual(paths(engine.position(position({ turnPlayer: 'C' }))), ['position.turnPlayer']);
  assert.deepEqual(paths(engine.position([])), ['position']);
});

test('actions in the protocol form: refusals by clause, malformed input by path, events in schema', () => {
  const p = engine.position(position());
  assert.ok(p.ok);
  assert.deepEqual(paths(engine.apply(p.state, 'A', { type: 'boost', card: 'D3' })), ['action.card']);
  assert.deepEqual(paths(engine.apply(p.state, 'A', { type: 'fly' } as never)), ['action.type']);
  assert.deepEqual(paths(engine.apply(p.state, 'Z', { type: 'end-turn' })), ['player']);
  const out = engine.apply(p.state, 'B', { type: 'end-turn' });
  assert.ok(!out.ok && 'violation' in out && out.violation.clause === 'janken-gear.turn.order');
  const attack = engine.apply(p.state, 'A', { type: 'attack', attacker: 'a1', target: 'b1' });
  assert.ok(attack.ok);
  const boost = engine.apply(attack.state, 'B', { type: 'pass' });
  assert.ok(boost.ok);
  const used = engine.apply(boost.state, 'A', { type: 'boost', card: '◆3' });
  assert.ok(used.ok, JSON.stringify(used));
  assert.deepEqual(used.events, [{ type: 'support-used', player: 'A', card: '◆3', effect: 'boost' }]);
  const battle = engine.observe(used.state).battle!;
  assert.deepEqual([battle.attackerSign, battle.attackerPower, battle.defenderSign, battle.defenderPower], ['グー', 8, 'チョキ', 9]);
  for (const e of [...attack.events, ...boost.events, ...used.events]) inSchema('event', e);
});

test('the per-turn records are the spec\'s: attacked holds field cards still on the field, and a turn\'s end clears them', () => {
  const won = position({ seats: [
    { hand: ['♠2'], field: [{ id: 'a1', cards: ['♥5'] }, { id: 'a2', cards: ['♣K'] }], vitals: ['♣2'] },
    { hand: [], field: [{ id: 'b1', cards: ['♠K'] }], vitals: ['♣2'] },
  ] });
  let p = engine.position(won);
  assert.ok(p.ok);
  // a1 (チョキ 5) attacks b1 (グー 13): b1 wins by janken, a1 is defeated and leaves `attacked`;
  // the next field card A puts down is f1 (the first id of the counter).
  for (const [who, a] of [['A', { type: 'attack', attacker: 'a1', target: 'b1' }], ['B', { type: 'pass' }], ['A', { type: 'pass' }]] as const) {
    const r = engine.apply(p.state, who, a as never);
    assert.ok(r.ok, JSON.stringify(r));
    p = r;
  }
  let o = engine.observe(p.state);
  assert.deepEqual([o.seats[0]!.field.map((f) => f.id), o.attacked], [['a2'], []]);
  const dep = engine.apply(p.state, 'A', { type: 'deploy', cards: ['♠2'] });
  assert.ok(dep.ok);
  assert.deepEqual(dep.events, [{ type: 'deployed', player: 'A', fieldCard: { id: 'f1', cards: ['♠2'], sign: 'グー', power: 2 } }]);
  // A stalemate ends the turn: its records end with it.
  const quiet = engine.position(position({ quietTurns: 1, lostLastVitalThisTurn: ['B'] }));
  assert.ok(quiet.ok);
  const over = engine.apply(quiet.state, 'A', { type: 'end-turn' });
  assert.ok(over.ok);
  o = engine.observe(over.state);
  assert.deepEqual([o.phase, o.quietTurns, o.attacked, o.lostLastVitalThisTurn, o.activeThisTurn], ['over', 2, [], [], false]);
  // lostLastVitalThisTurn is in seat order, whatever the position's order.
  const both = position({ lostLastVitalThisTurn: ['B', 'A'], attacked: ['a1', 'a1'] });
  both.seats[0]!.vitals = [];
  const b = engine.position(both);
  assert.ok(b.ok, JSON.stringify(b));
  o = engine.observe(b.state);
  assert.deepEqual([o.lostLastVitalThisTurn, o.attacked], [['A', 'B'], ['a1']]);
});

test('a view hides the opponent hand, the decks and the face-down vitals', () => {
  const s = engine.start(setup());
  assert.ok(s.ok);
  const v = engine.view(s.state, 'A');
  inSchema('view', v);
  const o = engine.observe(s.state);
  assert.deepEqual(v.hand, o.seats[0]!.hand);
  assert.equal(v.opponentHandCount, 6);
  assert.ok(!JSON.stringify(v).includes('"deck"') && !('vitals' in v));
  const outsider = engine.view(s.state, 'Z');
  inSchema('view', outsider);
  assert.deepEqual([outsider.hand, outsider.opponent, outsider.opponentHandCount], [[], 'A', 6]);
});

test('core playGame and replay run the contract engine to a result and back', () => {
  const s = engine.start(setup({ options: { 'sudden-vital-loss': true } }));
  assert.ok(s.ok);
  const game = playGame(engine, s.state, { A: randomAgent, B: randomAgent }, 11);
  assert.ok(game.result && !game.refused, JSON.stringify(game.refused));
  assert.match(game.result.clause, /^janken-gear\.(direct\.(lose|sudden-loss)|turn\.stalemate)$/);
  const again = replay(engine, s.state, JSON.parse(JSON.stringify(game.log)), game.result);
  assert.ok(again.ok, JSON.stringify(again));
  assert.deepEqual(engine.observe(again.state), engine.observe(game.state));
});

test('no contract function throws for junk input', () => {
  for (const junk of [undefined, null, 0, 'x', [], {}, { players: 'AB' }, { players: ['A', 'B'], seats: [1, 2], turnPlayer: 'A' }]) {
    assert.doesNotThrow(() => engine.start(junk));
    assert.doesNotThrow(() => engine.position(junk));
    assert.doesNotThrow(() => engine.apply(junk as never, 'A', { type: 'pass' }));
    assert.doesNotThrow(() => engine.pending(junk as never));
    assert.doesNotThrow(() => engine.result(junk as never));
    assert.ok(Array.isArray(engine.checkState(junk)));
  }
});

test('a position takes the readings too, each true or false', () => {
  const p = engine.position(position({ options: { 'penetrate-on-direct': true } }));
  assert.ok(p.ok, JSON.stringify(p));
  assert.deepEqual(engine.observe(p.state).options, { 'sudden-vital-loss': false, 'penetrate-on-direct': true });
  assert.deepEqual(paths(engine.position(position({ options: { 'penetrate-on-direct': 1 } }))), ['position.options.penetrate-on-direct']);
  assert.deepEqual(paths(engine.position(position({ options: { 'penetrate-always': true } }))), ['position.options.penetrate-always']);
});
