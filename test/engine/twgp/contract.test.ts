/**
 * The TWGP engine through the engine contract (engine/twgp/contract.ts): start with decks,
 * position, pending, apply, view, observe, checkState, and malformed input located by JSON
 * path; every answer in the protocol's schema (docs/protocol/twgp.schema.json); nothing
 * throws. Whole games are in games.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { twgpEngine as engine } from '../../../engine/twgp/contract.ts';
import { total } from '../../../engine/core/total.ts';
import { checkBookForm } from '../../../tools/protocol/schemas.ts';
import { deckFor, setupFor } from './decks.ts';

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
const countByType = (options: { type: string }[]) => options.reduce<Record<string, number>>((n, o) => ({ ...n, [o.type]: (n[o.type] ?? 0) + 1 }), {});

test('position builds the table; the observation gives 算定パワー, 算定スピード and MODE of every unit by square', () => {
  const obs = engine.observe(started());
  noSchemaProblems('observation', obs);
  assert.equal(obs.width, 5);
  assert.equal(obs.targetRight, 'A');
  assert.equal(obs.right, 'A');
  assert.equal(obs.window, 'battle');
  const heavy = obs.seats[0]!.battleGrid[2]!;
  assert.deepEqual([heavy.name, heavy.basePower, heavy.power, heavy.speed, heavy.mode, heavy.placement], ['重装', 3, 5, 94, 'Active', '表タテ置き']);
  assert.deepEqual(heavy.weapons, ['剣', '盾']);
  assert.equal(obs.seats[0]!.battleGrid[1], null);
  assert.equal(obs.seats[1]!.battleGrid[2]!.placement, '裏タテ置き');
  assert.deepEqual(obs.seats[1]!.vitalGrid[0], { name: 'ヴァイタル1', mode: 'Vital', placement: '裏タテ置き' });
  // Only the holder of the right of action decides in the battle sequence (twgp.sequence.exercise-right).
  assert.deepEqual(obs.decisions, [{ player: 'A', kind: 'battle' }]);
});

test('pending lists the legal declarations of the battle sequence, each in the schema, and each one applies', () => {
  const state = started();
  const decisions = engine.pending(state);
  assert.deepEqual(decisions.map((d) => [d.player, d.kind]), [['A', 'battle']]);
  const counts = countByType(decisions[0]!.options);
  // 2 attackers × 2 face-up upright targets (the stealth unit is none: twgp.stealth.effect) ×
  // 0–5 downloads (ten cards in the pile, five empty charge squares).
  assert.equal(counts['charge-boost'], 2 * 2 * 6);
  assert.equal(counts.assault, 2 * 2);
  // B has face-up upright units: no direct (twgp.direct.condition).
  assert.equal(counts.direct, undefined);
  // 攻撃 (03, no weapon) may be stealthed; 重装 carries weapons (twgp.stealth.weapon-no).
  assert.equal(counts.stealth, 1);
  assert.equal(counts['end-turn'], 1);
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
  assert.ok(!JSON.stringify(a).includes('潜伏') && !JSON.stringify(a).includes('Bの札'));
});

test('start deals each deck: vitals face down, the opening archive in hand, the entry pile cut; the youngest chooses a place first', () => {
  const setup = setupFor('half', 1, ['A', 'B'], { ages: { A: 30, B: 20 } });
  const r = engine.start(setup);
  assert.ok(r.ok, JSON.stringify(r));
  const obs = engine.observe(r.state);
  noSchemaProblems('observation', obs);
  assert.equal(obs.window, 'order');
  // twgp.sequence.first-player: the youngest (B, 20) chooses first.
  assert.deepEqual(obs.decisions, [{ player: 'B', kind: 'order' }]);
  for (const [i, seat] of obs.seats.entries()) {
    const d = deckFor(seat.player, 'half');
    assert.deepEqual(seat.vitalGrid.map((v) => v && [v.name, v.mode]), d.vitals.map((v) => [v.name, 'Vital']));
    assert.equal(seat.vitals, 3);
    assert.deepEqual(seat.hand, d.entry.archive.map((c) => c.name));
    // The cut (twgp.resource.deck.cut) keeps the pile's cards, in another order.
    assert.deepEqual([...seat.deck].sort(), d.entry.pile.map((c) => c.name).sort(), `seat ${i}`);
    assert.deepEqual(seat.battleGrid, [null, null, null]);
  }
  // The same setup deals the same table; another seed cuts differently.
  const again = engine.start(structuredClone(setup));
  assert.ok(again.ok);
  assert.deepEqual(again.state, r.state);
  const other = engine.start({ ...setup, seed: 2 });
  assert.ok(other.ok);
  assert.notDeepEqual(engine.observe(other.state).seats.map((s) => s.deck), obs.seats.map((s) => s.deck));
  // Choosing places: B takes the second place, so A plays first.
  const placed = engine.apply(r.state, 'B', { type: 'order', place: 1 });
  assert.ok(placed.ok, JSON.stringify(placed));
  placed.events.forEach((e) => noSchemaProblems('event', e));
  const after = engine.observe(placed.state);
  assert.deepEqual(after.seats.map((s) => s.player), ['A', 'B']);
  assert.deepEqual([after.turn?.player, after.turn?.sequence, after.window], ['A', 'build', 'build']);
});

test('start with decks of every format: a full battle brings reserve bundles, a trial battle its vitals', () => {
  for (const format of ['half', 'full', 'trial'] as const) {
    const r = engine.start(setupFor(format, 4));
    assert.ok(r.ok, `${format}: ${JSON.stringify(r).slice(0, 300)}`);
    const obs = engine.observe(r.state);
    noSchemaProblems('observation', obs);
    assert.equal(obs.width, format === 'half' ? 3 : format === 'full' ? 5 : 7);
    assert.equal(obs.seats[0]!.vitals, obs.width);
  }
});

test('malformed setups are reported by JSON path rooted at setup', () => {
  const paths = (s: unknown) => {
    const r = engine.start(s);
    assert.ok(!r.ok && 'malformed' in r, JSON.stringify(r).slice(0, 300));
    return r.malformed.map((e) => e.path);
  };
  const good = setupFor('half');
  const decks = good.decks;
  const withDeck = (i: number, d: unknown) => ({ ...good, decks: decks.map((x, j) => (j === i ? d : x)) });
  const a = decks[0]!;
  assert.deepEqual(paths(null), ['setup']);
  assert.equal(paths({ players: ['A', 'B'], seed: 1 })[0], 'setup.decks');
  assert.deepEqual(paths({ ...good, seed: 'x' }), ['setup.seed']);
  assert.deepEqual(paths({ ...good, colour: 'red' }), ['setup.colour']);
  assert.equal(paths({ ...good, decks: [a] })[0], 'setup.decks');
  assert.deepEqual(paths(withDeck(1, 'deck')), ['setup.decks[1]']);
  assert.deepEqual(paths(withDeck(0, { ...a, entry: { ...a.entry, pile: a.entry.pile.slice(1) } })), ['setup.decks[0].entry']);
  // Seven in the opening archive (twgp.resource.archive.prepared); the list is not read, so the entry deck is short too.
  assert.equal(paths(withDeck(0, { ...a, entry: { archive: [...a.entry.archive, ...a.entry.pile.slice(0, 3)], pile: a.entry.pile.slice(3) } }))[0], 'setup.decks[0].entry.archive');
  assert.deepEqual(paths(withDeck(0, { ...a, reserves: [a.entry.pile.concat(a.entry.archive)] })), ['setup.decks[0].reserves']);
  assert.deepEqual(paths(withDeck(1, { ...decks[1]!, vitals: decks[1]!.vitals.slice(1) })), ['setup.decks[1].vitals']);
  const badName = { ...a, entry: { ...a.entry, pile: a.entry.pile.map((c, i) => (i === 3 ? { ...c, name: '' } : c)) } };
  // A card that cannot be read is not counted, so the entry deck is short as well.
  assert.equal(paths(withDeck(0, badName))[0], 'setup.decks[0].entry.pile[3].name');
  const badPower = { ...a, entry: { ...a.entry, pile: a.entry.pile.map((c, i) => (i === 0 ? { ...c, power: 120 } : c)) } };
  assert.equal(paths(withDeck(0, badPower))[0], 'setup.decks[0].entry.pile[0].power');
  assert.deepEqual(paths({ ...good, ages: { A: -1 } }), ['setup.ages.A']);
  assert.deepEqual(paths({ ...good, edition: 2011 }), ['setup.edition']);
  assert.deepEqual(paths({ ...good, format: 'trial' }), ['setup.vitalCount']);
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
  assert.deepEqual(paths({ ...base, options: { 'no-such-option': true } }), ['position.options.no-such-option']);
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
  assert.deepEqual(malformedPaths('A', { type: 'end-turn', now: true }), ['action.now']);
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
  assert.equal(clause('A', { type: 'charge-boost', attacker: A0, target: { player: 'B', square: 0 }, downloads: 11 }), 'twgp.field.download.pile-limit');
  assert.equal(clause('A', { type: 'charge-boost', attacker: { player: 'A', square: 1 }, target: { player: 'B', square: 0 }, downloads: 0 }), 'twgp.attack.player-via-master');
  // B does not hold the right of action in A's battle sequence (twgp.declare.requires-right).
  assert.equal(clause('B', { type: 'defuse', unit: { player: 'B', square: 1 } }), 'twgp.declare.requires-right');
  assert.equal(clause('B', { type: 'end-turn' }), 'twgp.sequence.battle.end');
  assert.equal(clause('A', { type: 'accept' }), 'twgp.declare.accept');
  assert.equal(JSON.stringify(state), before);
});

test('checkState accepts states the engine made and locates what is wrong with others', () => {
  assert.deepEqual(engine.checkState(started()), []);
  assert.deepEqual(engine.checkState(JSON.parse(JSON.stringify(started()))), []);
  const dealt = engine.start(setupFor('full'));
  assert.ok(dealt.ok);
  assert.deepEqual(engine.checkState(dealt.state), []);
  assert.deepEqual(engine.checkState(42), [{ path: 'state', message: 'must be an object' }]);
  const broken = JSON.parse(JSON.stringify(started()));
  broken.seats[1].battleGrid[0].card.power = -1;
  assert.deepEqual(engine.checkState(broken).map((e) => e.path), ['state.seats[1].battleGrid[0].card.power']);
  const r = engine.apply(broken, 'A', { type: 'end-turn' });
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

test('pending is worked out once per state, yet each call gets its own arrays; an engine-made state is a state', () => {
  const state = started();
  const first = engine.pending(state);
  const n = first[0]!.options.length;
  first[0]!.options.length = 0;
  first.length = 0;
  const again = engine.pending(state);
  assert.equal(again[0]!.options.length, n, 'emptying the arrays one call returned changed what the next call returns');
  assert.deepEqual(engine.observe(state).decisions, [{ player: 'A', kind: 'battle' }]);
  const next = engine.apply(state, 'A', again[0]!.options.find((o) => o.type === 'end-turn')!);
  assert.ok(next.ok);
  assert.deepEqual(engine.checkState(next.state), []);
  // A copy that is no longer a state is found out, whatever was checked before.
  const broken = structuredClone(next.state) as unknown as { seats: unknown };
  broken.seats = 'none';
  assert.deepEqual(engine.checkState(broken).map((e) => e.path), ['state.seats']);
});
