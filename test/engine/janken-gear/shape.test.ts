/** Malformed states and actions are reported by JSON path; illegal ones cite a clause; nothing throws. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apply, startGame, type JgAction, type JgState } from '../../../engine/janken-gear/index.ts';
import { configFor } from './helpers.ts';

function begun(): JgState {
  const started = startGame(configFor(1));
  assert.ok(started.ok);
  const first = apply(started.state, started.state.chooser, { type: 'choose-order', goFirst: true });
  assert.ok(first.ok);
  return first.state;
}

test('an unknown action type is malformed, located at action.type', () => {
  const s = begun();
  const r = apply(s, s.turnPlayer, { type: 'fly' } as unknown as JgAction);
  assert.ok(!r.ok && 'malformed' in r);
  assert.equal(r.malformed[0]!.path, 'action.type');
});

test('a broken state is malformed, located by JSON path', () => {
  const s = begun();
  const broken = structuredClone(s);
  (broken.areas.A as { hand: unknown }).hand = 'SA';
  const r = apply(broken, s.turnPlayer, { type: 'end-turn' });
  assert.ok(!r.ok && 'malformed' in r);
  assert.ok(r.malformed.some((e) => e.path === 'areas.A.hand'), JSON.stringify(r.malformed));
});

test('acting out of turn cites the turn order clause and leaves the state untouched', () => {
  const s = begun();
  const before = structuredClone(s);
  const other = s.players.find((p) => p !== s.turnPlayer)!;
  const r = apply(s, other, { type: 'end-turn' });
  assert.ok(!r.ok && 'violation' in r);
  assert.equal(r.violation.clause, 'janken-gear.turn.order');
  assert.deepEqual(s, before);
});

test('a bad configuration is malformed, not thrown', () => {
  const r = startGame({ seed: 1.5, players: ['A', 'A'], decks: {} } as never);
  assert.ok(!r.ok && 'malformed' in r);
  assert.deepEqual(r.malformed.map((e) => e.path).sort(), ['players', 'seed']);
});
