/**
 * A game between two random agents runs to a result, and replays identically from its
 * seed and log.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jankenGear, startGame } from '../../../engine/janken-gear/index.ts';
import { configFor, randomGame, replayFrom } from './helpers.ts';

test('a random game between two agents ends with a result citing a clause', () => {
  const game = randomGame(configFor(42), 4242);
  assert.ok(game.result, `no result after ${game.log.length} actions`);
  assert.match(game.result.clause, /^janken-gear\.(direct\.(lose|sudden-loss)|turn\.stalemate)$/);
  assert.deepEqual(jankenGear.pending(game.state), []);
  assert.deepEqual(jankenGear.result(game.state), game.result);
});

test('the game replays identically from its seed and log', () => {
  const game = randomGame(configFor(7), 77);
  const again = replayFrom(configFor(7), game.log);
  assert.ok(again.ok, JSON.stringify(again));
  assert.deepEqual(again.state, game.state);
});

test('the same seed and agent seed give the same game; another seed gives another deal', () => {
  const a = randomGame(configFor(9), 99);
  const b = randomGame(configFor(9), 99);
  assert.deepEqual(b.log, a.log);
  assert.deepEqual(b.state, a.state);
  const s1 = startGame({ ...configFor(9), seed: 1 });
  const s2 = startGame({ ...configFor(9), seed: 2 });
  assert.ok(s1.ok && s2.ok);
  assert.notDeepEqual(s1.state.areas, s2.state.areas);
});

test('a replay stops at the first illegal entry and says which one', () => {
  const game = randomGame(configFor(3), 33);
  const broken = [...game.log.slice(0, 5), { player: game.log[5]!.player, action: { type: 'attack' as const, attacker: 'nope', target: null } }];
  const again = replayFrom(configFor(3), broken);
  assert.equal(again.ok, false);
  assert.ok(!again.ok && again.entry === 5, JSON.stringify(again));
});
