// The engine through its contract (engine/tommy-walker/contract.ts): setups, positions,
// actions, events, views and observations in the protocol's form, with cards by name;
// malformed input located by JSON path under its request field; every answer in the
// book's schema (docs/protocol/tommy-walker.schema.json).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tommyWalkerEngine as tw } from '../../../engine/tommy-walker/contract.ts';
import { CARDS } from '../../../engine/tommy-walker/cards.ts';
import { checkBookForm } from '../../../tools/protocol/schemas.ts';

const deck = (name: string, n = 16) => new Array<string>(n).fill(name);
const setup = (over: Record<string, unknown> = {}) => ({ players: ['A', 'B'], seed: 3, decks: [deck('悪路王'), deck('デモノイド')], ...over });

function started(r: ReturnType<typeof tw.start>) {
  assert.ok(r.ok, JSON.stringify(r));
  return r;
}

function inSchema(form: 'setup' | 'position' | 'action' | 'event' | 'view' | 'observation', value: unknown) {
  assert.deepEqual(checkBookForm('tommy-walker', form, value, form), []);
}

test('the schema names exactly the 36 cards of the card list', () => {
  const schema = JSON.parse(readFileSync('docs/protocol/tommy-walker.schema.json', 'utf8'));
  assert.equal(schema.$id, 'tcg-rulebooks:protocol/tommy-walker');
  assert.deepEqual(schema.$defs.card.enum, CARDS.map((c) => c.name));
});

test('start takes decks of card names and observes them by name, shuffled and hidden in views', () => {
  const s = started(tw.start(setup({ options: { 'round-limit': 9 } })));
  inSchema('setup', setup());
  const o = tw.observe(s.state);
  inSchema('observation', o);
  assert.equal(o.phase, 'draw');
  assert.deepEqual(o.options, { 'round-limit': 9 });
  assert.deepEqual(o.seats[0]!.deck, deck('悪路王'));
  assert.deepEqual(o.decisions, [{ player: 'A', kind: 'draw-phase' }, { player: 'B', kind: 'draw-phase' }]);
  const v = tw.view(s.state, 'A');
  inSchema('view', v);
  assert.deepEqual(v.seats[1]!.deck, new Array(16).fill(null));
  for (const d of tw.pending(s.state)) for (const a of d.options) inSchema('action', a);
});

test('an illegal deck is a violation: a name not in the card list, a size other than 16', () => {
  const pool = tw.start(setup({ decks: [[...deck('悪路王', 15), '悪路皇'], deck('デモノイド')] }));
  assert.ok(!pool.ok && 'violation' in pool);
  assert.equal(pool.violation.clause, 'tommy-walker.setup.card-pool');
  assert.match(pool.violation.message, /setup\.decks\[0\]\[15\]/);
  const size = tw.start(setup({ decks: [deck('悪路王'), deck('デモノイド', 15)] }));
  assert.ok(!size.ok && 'violation' in size);
  assert.equal(size.violation.clause, 'tommy-walker.setup.deck-size');
  // Engine card ids are not names on the wire.
  const ids = tw.start(setup({ decks: [deck('tw2-akuro-o'), deck('デモノイド')] }));
  assert.ok(!ids.ok && 'violation' in ids && ids.violation.clause === 'tommy-walker.setup.card-pool');
});

test('a setup of the wrong shape is malformed at paths under setup', () => {
  const paths = (v: unknown) => {
    const r = tw.start(v);
    assert.ok(!r.ok && 'malformed' in r, JSON.stringify(r));
    return r.malformed.map((e) => e.path);
  };
  assert.deepEqual(paths(null), ['setup']);
  assert.deepEqual(paths(setup({ players: ['A', 'A'] })), ['setup.players']);
  assert.deepEqual(paths(setup({ seed: 1.5 })), ['setup.seed']);
  assert.deepEqual(paths(setup({ decks: [deck('悪路王'), [...deck('悪路王', 15), 7]] })), ['setup.decks[1][15]']);
  assert.deepEqual(paths(setup({ options: { 'round-limit': 0, fast: true } })), ['setup.options.fast', 'setup.options.round-limit']);
  assert.deepEqual(paths(setup({ colour: 'red' })), ['setup.colour']);
});

const position = (over: Record<string, unknown> = {}) => ({
  players: ['A', 'B'],
  seats: [
    { deck: deck('悪路王', 10), stack: ['雛森・イスカ'] },
    { deck: deck('悪路王', 10), hand: ['デモノイド'], stack: ['悪路王'] },
  ],
  ...over,
});

test('a draw-phase position with both attack cards placed goes on to the attack phase', () => {
  inSchema('position', position());
  const p = started(tw.position(position()));
  for (const e of p.events) inSchema('event', e);
  assert.deepEqual(p.events[0], { type: 'revealed', cards: [{ player: 'A', card: '雛森・イスカ' }, { player: 'B', card: '悪路王' }] });
  const o = tw.observe(p.state);
  assert.equal(o.phase, 'attack');
  assert.deepEqual(o.seats.map((s) => s.power), [3900, 4000]);
  // 雛森・イスカ's AT「敵が「P」なら」 may be activated though 悪路王 is 「T」 (tommy-walker.attack.note.at-condition) …
  assert.deepEqual(tw.pending(p.state), [{ player: 'A', kind: 'revenge', options: [{ type: 'end' }, { type: 'activate' }] }]);
  // … but not under the alternative reading that the condition must hold.
  const strict = started(tw.position(position({ options: { 'at-needs-condition': true } })));
  assert.deepEqual(tw.pending(strict.state), [{ player: 'A', kind: 'revenge', options: [{ type: 'end' }] }]);
  assert.deepEqual(tw.observe(strict.state).options, { 'at-needs-condition': true });
});

test('an attack-phase position keeps its stacks; the rode-onto condition reads the card below', () => {
  const p = started(tw.position({ players: ['A', 'B'], phase: 'attack', seats: [{ stack: ['雛森・イスカ', 'ラブリンスター'] }, { hand: ['悪路王'], stack: ['ジャック・マキシム達', 'ゲルマンシャーク'] }] }));
  // ラブリンスター rode onto a 「女」 card: its AT「男」にライドすると may be activated but sets nothing; it is lower (7300 < 8100).
  assert.deepEqual(tw.observe(p.state).seats[0]!.stack, ['雛森・イスカ', 'ラブリンスター']);
  assert.deepEqual(tw.pending(p.state)[0]!.options, [{ type: 'end' }, { type: 'activate' }]);
  const r = tw.apply(p.state, 'A', { type: 'activate' });
  assert.ok(r.ok, JSON.stringify(r));
  assert.equal(tw.observe(r.state).seats[0]!.power, 7300);
});

test('a position that cannot exist is malformed at paths under position', () => {
  const paths = (v: unknown) => {
    const r = tw.position(v);
    assert.ok(!r.ok && 'malformed' in r, JSON.stringify(r));
    return r.malformed.map((e) => e.path);
  };
  assert.deepEqual(paths('x'), ['position']);
  assert.deepEqual(paths(position({ seats: [{ hand: ['悪路王', '悪路皇'] }, {}] })), ['position.seats[0].hand[1]']);
  assert.deepEqual(paths(position({ seats: [{ stack: ['悪路王', '悪路王'] }, {}] })), ['position.seats[0].stack']);
  assert.deepEqual(paths(position({ phase: 'attack', seats: [{ stack: ['ゲルマンシャーク'] }, { stack: ['悪路王'] }] })), ['position.seats[0].stack[0]']);
  assert.deepEqual(paths(position({ phase: 'attack', seats: [{ stack: [] }, { stack: ['悪路王'] }] })), ['position.seats[0].stack']);
  assert.deepEqual(paths(position({ barrier: { owner: 'A', card: '悪路王' } })), ['position.barrier.card']);
  assert.deepEqual(paths(position({ barrier: { owner: 'C', card: 'シルバーレイン' } })), ['position.barrier.owner']);
  assert.deepEqual(paths(position({ round: 4, options: { 'round-limit': 3 } })), ['position.round']);
  assert.deepEqual(paths(position({ phase: 'damage' })), ['position.phase']);
  assert.deepEqual(paths(position({ seats: [{ graveyard: [] }, {}] })), ['position.seats[0].graveyard']);
});

test('actions name cards; activate names no ability index; violations cite clauses', () => {
  const p = started(tw.position({ players: ['A', 'B'], seats: [{ deck: deck('悪路王', 5), hand: ['雛森・イスカ', '崩落のマリア'], stack: ['魔法剣士・ダリア'] }, { deck: deck('悪路王', 5), stack: ['崩落のマリア'] }] }));
  const options = tw.pending(p.state)[0]!.options;
  assert.ok(options.some((o) => o.type === 'activate' && JSON.stringify(o.discard) === '["雛森・イスカ"]'), JSON.stringify(options));
  const r = tw.apply(p.state, 'A', { type: 'activate', discard: ['雛森・イスカ'] });
  assert.ok(r.ok, JSON.stringify(r));
  for (const e of r.events) inSchema('event', e);
  assert.deepEqual(r.events[0], { type: 'at-activated', player: 'A', card: '魔法剣士・ダリア', discarded: ['雛森・イスカ'] });
  assert.equal(tw.observe(r.state).seats[0]!.power, 5000);
  const higher = tw.apply(r.state, 'B', { type: 'end' });
  assert.ok(!higher.ok && 'violation' in higher && higher.violation.clause === 'tommy-walker.attack.higher-cannot');
  const noAt = started(tw.position({ players: ['A', 'B'], seats: [{ deck: deck('悪路王', 5), stack: ['ジャック・マキシム達'] }, { deck: deck('悪路王', 5), stack: ['悪路王'] }] }));
  const none = tw.apply(noAt.state, 'A', { type: 'activate' });
  assert.ok(!none.ok && 'violation' in none && none.violation.clause === 'tommy-walker.attack.at.activate', JSON.stringify(none));
});

test('a malformed action is located under action, an unknown player under player; the state is unchanged', () => {
  const p = started(tw.start(setup()));
  const before = JSON.stringify(p.state);
  const path = (player: string, a: unknown) => {
    const r = tw.apply(p.state, player, a as never);
    assert.ok(!r.ok && 'malformed' in r, JSON.stringify(r));
    return r.malformed.map((e) => e.path);
  };
  assert.deepEqual(path('A', 'draw'), ['action']);
  assert.deepEqual(path('A', { type: 'fly' }), ['action.type']);
  assert.deepEqual(path('A', { type: 'place', card: 'tw2-akuro-o' }), ['action.card']);
  assert.deepEqual(path('A', { type: 'activate', ability: 0 }), ['action.ability']);
  assert.deepEqual(path('A', { type: 'activate', discard: ['悪路王', 3] }), ['action.discard[1]']);
  assert.deepEqual(path('C', { type: 'draw' }), ['player']);
  assert.equal(JSON.stringify(p.state), before);
});

test('no contract function throws on hostile input', () => {
  const values: unknown[] = [undefined, null, 0, 'x', [], {}, { players: ['A', 'B'], seats: 'no' }, { seats: [null, null] }];
  for (const v of values) {
    assert.doesNotThrow(() => tw.start(v));
    assert.doesNotThrow(() => tw.position(v));
    assert.ok(tw.checkState(v).length > 0);
    assert.doesNotThrow(() => tw.pending(v as never));
    assert.doesNotThrow(() => tw.result(v as never));
    assert.doesNotThrow(() => tw.apply(v as never, 'A', { type: 'draw' }));
  }
});

test('the same setup gives the same observation; states and answers survive JSON', () => {
  const a = started(tw.start(setup({ decks: [[...deck('悪路王', 8), ...deck('崩落のマリア', 8)], deck('デモノイド')] })));
  const b = started(tw.start(setup({ decks: [[...deck('悪路王', 8), ...deck('崩落のマリア', 8)], deck('デモノイド')] })));
  assert.deepEqual(tw.observe(a.state), tw.observe(b.state));
  const copy = JSON.parse(JSON.stringify(a.state));
  assert.deepEqual(tw.checkState(copy), []);
  const r1 = tw.apply(a.state, 'A', { type: 'draw' });
  const r2 = tw.apply(copy, 'A', { type: 'draw' });
  assert.deepEqual(JSON.parse(JSON.stringify(r1)), r2);
});

test('the engine announces its variant and its alternative readings, each naming its note, and follows none unasked', () => {
  assert.equal(tw.book, 'tommy-walker');
  assert.deepEqual(tw.options.map((o) => o.key), ['round-limit', 'ride-only-hand-places', 'both-miss-tie', 'at-needs-condition', 'tie-at-ride', 'end-when-nothing-left', 'barrier-one-round', 'copy-checks-condition', 'discard-per-activation']);
  assert.deepEqual(tw.options.filter((o) => o.note).map((o) => o.note), [
    'tommy-walker.draw.note.forced-ride-only',
    'tommy-walker.check.note.both-miss',
    'tommy-walker.attack.note.at-condition',
    'tommy-walker.attack.note.tie-when',
    'tommy-walker.attack.note.voluntary-end',
    'tommy-walker.attack.note.barrier-always',
    'tommy-walker.abilities.note.copy-appear',
    'tommy-walker.attack.note.discard-total',
  ]);
  assert.deepEqual(tw.readings, []);
});

test('an alternative reading is switched on with true only; an unknown key is malformed', () => {
  const paths = (options: unknown) => {
    const r = tw.position(position({ options }));
    assert.ok(!r.ok && 'malformed' in r, JSON.stringify(r));
    return r.malformed.map((e) => e.path);
  };
  assert.deepEqual(paths({ 'both-miss-tie': 1 }), ['position.options.both-miss-tie']);
  assert.deepEqual(paths({ 'both-miss': true }), ['position.options.both-miss']);
  assert.ok(tw.position(position({ options: { 'both-miss-tie': false } })).ok);
});
