// Independent checks of bad input: positions that no game can reach, broken logs and
// tampered logs get an answer that says where and why; nothing throws, nothing changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  apply,
  emptyGame,
  newGame,
  playMatch,
  randomAgent,
  replay,
  settle,
  parseDeckFile,
  type GameLog,
  type TwState,
} from '../../../engine/tommy-walker/index.ts';

/** A hand-made position: both attack cards down and revealed, in the attack phase. */
function attackPosition(a: string, b: string): TwState {
  const s = emptyGame(['A', 'B']);
  s.phase = 'attack';
  s.seats[0].stack = [a];
  s.seats[1].stack = [b];
  s.seats[0].deck = ['tw2-akuro-o'];
  s.seats[1].deck = ['tw2-akuro-o'];
  return s;
}

function malformedPaths(r: unknown): string[] {
  assert.ok(r && typeof r === 'object' && 'ok' in r && r.ok === false && 'malformed' in r, `expected malformed, got ${JSON.stringify(r)}`);
  return (r as { malformed: { path: string }[] }).malformed.map((e) => e.path);
}

test('positions whose parts do not fit together are refused by JSON path, not thrown on', () => {
  const noCard = attackPosition('tw2-akuro-o', 'tw4-demonoid');
  noCard.seats[0].stack = [];
  assert.deepEqual(malformedPaths(apply(noCard, 'A', { type: 'activate', ability: 0 })), ['seats[0].stack']);

  const placedNothing = emptyGame(['A', 'B']);
  placedNothing.seats[1].placed = true;
  assert.deepEqual(malformedPaths(apply(placedNothing, 'A', { type: 'draw' })), ['seats[1].stack']);
  assert.deepEqual(malformedPaths(settle(placedNothing)), ['seats[1].stack']);

  const noWinner = attackPosition('tw2-akuro-o', 'tw4-demonoid');
  noWinner.phase = 'damage';
  assert.deepEqual(malformedPaths(settle(noWinner)), ['winner']);

  const wrongTask = attackPosition('tw2-akuro-o', 'tw4-demonoid');
  wrongTask.queue = [{ t: 'appear', seat: 0, card: 'tw2-akuro-o', ability: 0, copy: false, returned: 0 }];
  assert.deepEqual(malformedPaths(apply(wrongTask, 'A', { type: 'use' })), ['queue[0].ability']);

  const badCondition = attackPosition('tw2-akuro-o', 'tw4-demonoid');
  badCondition.seats[0].sets = [{ value: 9000, ts: 0, cond: { kind: 'moon-is-full' } as never, at: 0 }];
  assert.deepEqual(malformedPaths(apply(badCondition, 'A', { type: 'end' })), ['seats[0].sets[0]']);

  const overWithoutResult = emptyGame(['A', 'B']);
  overWithoutResult.phase = 'over';
  assert.deepEqual(malformedPaths(apply(overWithoutResult, 'A', { type: 'draw' })), ['result']);
});

test('with equal powers in the attack phase no revenge action is possible, citing the mutual-destruction clause', () => {
  const s = attackPosition('tw2-akuro-o', 'tw4-demonoid');
  const r = apply(s, 'A', { type: 'end' });
  assert.ok(!r.ok && 'violation' in r);
  assert.equal(r.violation.clause, 'tommy-walker.attack.tie');
  // Settling the same position ends the round in mutual destruction.
  const settled = settle(s);
  assert.ok(settled.ok);
  assert.ok(settled.events.some((e) => e.type === 'tie' && e.clause === 'tommy-walker.attack.tie'));
  assert.equal(settled.state.round, 2);
});

test('a broken game log is refused with the place of the problem', () => {
  const setup = { players: ['A', 'B'] as [string, string], decks: [new Array(16).fill('tw2-akuro-o'), new Array(16).fill('tw4-demonoid')], seed: 5 };
  const cases: [unknown, number, RegExp][] = [
    [null, -1, /^setup:/],
    [{ entries: [] }, -1, /^setup:/],
    [{ setup, entries: 'none' }, -1, /^entries:/],
    [{ setup, entries: [{ player: 'A', action: { type: 'draw' } }, 7] }, 1, /^entries\[1\]:/],
    [{ setup: { ...setup, decks: [[], []] }, entries: [] }, -1, /tommy-walker\.setup\.deck-size/],
    [{ setup, entries: [{ player: 'A', action: { type: 'end' } }] }, 0, /^tommy-walker\.game\.phase-actions:/],
    [{ setup, entries: [{ player: 'C', action: { type: 'draw' } }] }, 0, /player/],
  ];
  for (const [log, entry, error] of cases) {
    const r = replay(log as GameLog);
    assert.ok(!r.ok, JSON.stringify(log));
    assert.equal(r.entry, entry, r.error);
    assert.match(r.error, error);
  }
});

test('a log whose recorded result was changed does not replay; the untouched log does', () => {
  const played = playMatch({ players: ['A', 'B'], decks: [new Array(16).fill('tw2-akuro-o'), new Array(16).fill('tw3-maria')], seed: 11 }, [randomAgent, randomAgent], 11);
  assert.ok(played.log.result, 'the log records the result');
  const good = replay(JSON.parse(JSON.stringify(played.log)));
  assert.ok(good.ok);
  assert.deepEqual(good.state.result, played.state.result);
  const tampered: GameLog = JSON.parse(JSON.stringify(played.log));
  tampered.result = { ...tampered.result!, winner: tampered.result!.winner === 'A' ? 'B' : 'A' };
  const bad = replay(tampered);
  assert.ok(!bad.ok);
  assert.equal(bad.entry, tampered.entries.length);
  assert.match(bad.error, /differs from the recorded result/);
});

test('newGame never throws on nonsense setups', () => {
  for (const setup of [null, undefined, 3, {}, { players: ['A', 'B'], decks: 'x', seed: 1 }, { players: ['A', 'B'], decks: [[1], [2]], seed: 1 }]) {
    const r = newGame(setup as never);
    assert.equal(r.ok, false, JSON.stringify(setup));
  }
});

test('a deck file with an enormous count is refused by its total, quickly and without building it', () => {
  const r = parseDeckFile('999999999999 x 悪路王\n');
  assert.ok(!r.ok);
  assert.match(r.errors[0]!.message, /999999999999 cards; tommy-walker\.setup\.deck-size/);
  const text = parseDeckFile(42 as never);
  assert.ok(!text.ok, 'a deck file that is not text is refused');
});
