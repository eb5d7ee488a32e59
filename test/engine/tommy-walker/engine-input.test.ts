// Bad input gets a clear answer: malformed states and actions are located by JSON path,
// illegal actions cite a clause, and the engine never changes the state it is given.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, emptyGame, newGame, checkState, type TwState } from '../../../engine/tommy-walker/index.ts';

function start(): TwState {
  const r = newGame({ players: ['A', 'B'], decks: [new Array(16).fill('tw2-akuro-o'), new Array(16).fill('tw4-demonoid')], seed: 3 });
  assert.ok(r.ok);
  return r.state;
}

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
}

test('apply never modifies the state it is given', () => {
  const s = deepFreeze(JSON.parse(JSON.stringify(start())) as TwState);
  const before = JSON.stringify(s);
  const r = apply(s, 'A', { type: 'draw' });
  assert.ok(r.ok);
  assert.equal(JSON.stringify(s), before);
  assert.equal(r.state.seats[0].hand.length, 1);
});

test('a state that went through JSON is accepted and gives the same result', () => {
  const s = start();
  const copy = JSON.parse(JSON.stringify(s)) as TwState;
  const a = apply(s, 'A', { type: 'draw' });
  const b = apply(copy, 'A', { type: 'draw' });
  assert.ok(a.ok && b.ok);
  assert.deepEqual(a.state, b.state);
});

test('a malformed state is refused with the JSON path of each problem', () => {
  const s = JSON.parse(JSON.stringify(start()));
  s.seats[1].hand = ['tw9-nobody'];
  s.phase = 'lunch';
  const r = apply(s, 'A', { type: 'draw' });
  assert.ok(!r.ok && 'malformed' in r);
  assert.deepEqual(r.malformed.map((e) => e.path).sort(), ['phase', 'seats[1].hand[0]']);
  assert.deepEqual(checkState(emptyGame(['A', 'B'])), []);
});

test('a malformed action is refused with its path, an unknown player too', () => {
  const s = start();
  const cases: [unknown, string][] = [
    [null, 'action'],
    [{ type: 'fly' }, 'action.type'],
    [{ type: 'place' }, 'action.card'],
    [{ type: 'ride', card: 'not-a-card' }, 'action.card'],
    [{ type: 'activate', ability: -1 }, 'action.ability'],
    [{ type: 'activate', ability: 0, discard: ['tw2-akuro-o', 7] }, 'action.discard[1]'],
  ];
  for (const [action, path] of cases) {
    const r = apply(s, 'A', action as never);
    assert.ok(!r.ok && 'malformed' in r, JSON.stringify(action));
    assert.equal(r.malformed[0]!.path, path);
  }
  const r = apply(s, 'C', { type: 'draw' });
  assert.ok(!r.ok && 'malformed' in r && r.malformed[0]!.path === 'player');
});

test('illegal actions cite the clause that forbids them', () => {
  const s = start();
  const cases: [string, unknown, string][] = [
    ['A', { type: 'place', card: 'tw2-akuro-o' }, 'tommy-walker.draw.place'],
    ['A', { type: 'ride', card: 'tw2-akuro-o' }, 'tommy-walker.game.phase-actions'],
    ['A', { type: 'use' }, 'tommy-walker.game.phase-actions'],
  ];
  for (const [player, action, clause] of cases) {
    const r = apply(s, player, action as never);
    assert.ok(!r.ok && 'violation' in r, JSON.stringify(action));
    assert.equal(r.violation.clause, clause, r.violation.message);
    assert.ok(r.violation.message.length > 10);
  }
});

test('newGame refuses bad setups: wrong deck size cites the clause, bad shapes give paths', () => {
  const r1 = newGame({ players: ['A', 'B'], decks: [new Array(15).fill('tw2-akuro-o'), new Array(16).fill('tw2-akuro-o')], seed: 1 });
  assert.ok(!r1.ok && 'violation' in r1 && r1.violation.clause === 'tommy-walker.setup.deck-size');
  const r2 = newGame({ players: ['A', 'A'], decks: [[], []], seed: 1.5 } as never);
  assert.ok(!r2.ok && 'malformed' in r2);
  assert.deepEqual(r2.malformed.map((e) => e.path), ['players', 'seed']);
});
