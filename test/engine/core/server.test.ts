/**
 * The protocol server (engine/core/server.ts) on a toy engine: every op, every failure of
 * the vocabulary, and no input that makes it throw.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, PROTOCOL_VERSION } from '../../../engine/core/server.ts';
import { playGame, randomAgent, replay } from '../../../engine/core/play.ts';
import { seedRng, shuffled } from '../../../engine/core/rng.ts';
import { toyEngine } from './toy-engine.ts';

const server = () => createServer({ name: 'toy', version: '1' }, [toyEngine]);

test('handshake announces the protocol, the engine, its books, options and the alternative readings it follows', () => {
  assert.deepEqual(server().handle({ id: 1, op: 'handshake', protocol: '1.0' }), {
    id: 1,
    ok: true,
    protocol: PROTOCOL_VERSION,
    engine: { name: 'toy', version: '1' },
    books: [{ book: 'toy', options: ['explode'], readings: [] }],
  });
  assert.equal((server().handle({ id: 2, op: 'handshake', protocol: '2.0' }).error as { code: string }).code, 'unsupported-protocol');
});

test('start, pending, apply, observe, result, view and reset work on a game handle', () => {
  const s = server();
  const started = s.handle({ id: 1, op: 'start', book: 'toy', setup: { players: ['A', 'B'], seed: 1 } });
  assert.equal(started.ok, true);
  const game = started.game;
  assert.deepEqual(s.handle({ id: 2, op: 'pending', game }).decisions, [{ player: 'A', kind: 'add', options: [{ add: 1 }, { add: 2 }] }]);
  assert.deepEqual(s.handle({ id: 3, op: 'apply', game, player: 'A', action: { add: 2 } }), { id: 3, ok: true, events: [{ added: 2 }] });
  assert.deepEqual(s.handle({ id: 4, op: 'observe', game }).observation, { count: 2, turn: 'B' });
  assert.deepEqual(s.handle({ id: 5, op: 'view', game, player: 'A' }).view, { count: 2 });
  assert.equal(s.handle({ id: 6, op: 'result', game }).result, null);
  assert.deepEqual(s.handle({ id: 7, op: 'reset' }), { id: 7, ok: true });
  assert.equal((s.handle({ id: 8, op: 'observe', game }).error as { code: string }).code, 'unknown-game');
});

test('a violation or malformed action leaves the game unchanged', () => {
  const s = server();
  const { game } = s.handle({ id: 1, op: 'start', book: 'toy', setup: { players: ['A', 'B'] } });
  assert.deepEqual(s.handle({ id: 2, op: 'apply', game, player: 'B', action: { add: 1 } }).violation, { clause: 'toy.turn.order', message: "it is A's turn" });
  assert.deepEqual(s.handle({ id: 3, op: 'apply', game, player: 'A', action: { add: 3 } }).malformed, [{ path: 'action.add', message: 'must be 1 or 2' }]);
  assert.deepEqual(s.handle({ id: 4, op: 'apply', game, player: 7, action: { add: 1 } }).malformed, [{ path: 'player', message: 'must be a player name (a non-empty string)' }]);
  // An empty name names no player of any book (setups refuse it), for apply and view alike.
  assert.deepEqual(s.handle({ id: 6, op: 'apply', game, player: '', action: { add: 1 } }).malformed, [{ path: 'player', message: 'must be a player name (a non-empty string)' }]);
  assert.deepEqual(s.handle({ id: 7, op: 'view', game, player: '' }).malformed, [{ path: 'player', message: 'must be a player name (a non-empty string)' }]);
  assert.deepEqual(s.handle({ id: 5, op: 'observe', game }).observation, { count: 0, turn: 'A' });
});

test('bad requests get errors with codes, never an exception', () => {
  const s = server();
  const code = (r: Record<string, unknown>) => (r.error as { code: string }).code;
  assert.equal(code(s.handle(null)), 'bad-request');
  assert.equal(code(s.handle([1])), 'bad-request');
  assert.equal(code(s.handle({ op: 'reset' })), 'bad-request');
  assert.equal(code(s.handle({ id: 1, op: 'dance' })), 'unknown-op');
  assert.equal(code(s.handle({ id: 1, op: 'constructor' })), 'unknown-op');
  assert.equal(code(s.handle({ id: 1, op: 'start', book: 'chess' })), 'unknown-book');
  assert.equal(code(s.handle({ id: 1, op: 'start', book: '__proto__' })), 'unknown-book');
  assert.equal(code(s.handle({ id: 1, op: 'pending' })), 'bad-request');
  assert.equal(code(s.handle({ id: 1, op: 'pending', game: 'g99' })), 'unknown-game');
  assert.deepEqual(s.handle({ id: 1, op: 'start', book: 'toy', setup: 'x' }).malformed, [{ path: 'setup.players', message: 'two player names' }]);
  // An engine that throws is reported as an internal error naming the op.
  const r = s.handle({ id: 2, op: 'position', book: 'toy', position: { players: ['A', 'B'], turn: 0, count: 0, explode: true } });
  assert.equal(code(r), 'internal');
  assert.match((r.error as { message: string }).message, /'position'.*boom/);
});

test('the shared helpers: random agents play to a result, and the log replays to it', () => {
  const start = toyEngine.start({ players: ['A', 'B'] });
  assert.ok(start.ok);
  const played = playGame(toyEngine, start.state, { A: randomAgent, B: randomAgent }, 5);
  assert.ok(played.result, 'the game reached a result');
  assert.equal(played.result.clause, 'toy.game.win');
  const again = replay(toyEngine, start.state, played.log, played.result);
  assert.ok(again.ok);
  assert.deepEqual(again.state, played.state);
  const edited = replay(toyEngine, start.state, played.log.slice(0, -1), played.result);
  assert.equal(edited.ok, false);
  assert.deepEqual(replay(toyEngine, start.state, [{ player: 'B', action: { add: 1 } }]), { ok: false, entry: 0, error: "toy.turn.order: it is A's turn" });
  assert.deepEqual(replay(toyEngine, start.state, [null]), { ok: false, entry: 0, error: 'entries[0]: must be {player, action} with a player name' });
});

test('the seeded shuffle is a permutation, deterministic, and leaves its input alone', () => {
  const items = [1, 2, 3, 4, 5, 6, 7, 8];
  const [a, r1] = shuffled(items, seedRng(42));
  const [b] = shuffled(items, seedRng(42));
  assert.deepEqual(a, b);
  assert.deepEqual([...a].sort(), items);
  assert.deepEqual(items, [1, 2, 3, 4, 5, 6, 7, 8]);
  assert.notEqual(r1.state, seedRng(42).state);
});
