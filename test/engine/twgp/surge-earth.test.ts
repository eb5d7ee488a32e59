/**
 * Surge earths in the view (option surge-earth, engine/twgp/surge-earth.ts): a player sees their
 * own face-down surge earths by name; another player sees only how many cards lie in the stack
 * (twgp.surge-earth.note.place).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { twgpEngine as engine } from '../../../engine/twgp/contract.ts';

const cards = (p: string, n: number) => Array.from({ length: n }, (_, i) => ({ name: `${p}の札${i + 1}` }));
const vitals = (p: string) => Array.from({ length: 5 }, (_, i) => ({ name: `${p}のヴァイタル${i + 1}` }));

test('a face-down surge earth: its owner sees it by name, the other player by count', () => {
  const started = engine.position!({
    players: ['A', 'B'], seed: 1, options: { 'surge-earth': true },
    turn: { player: 'A', sequence: 'battle' },
    seats: [
      { deck: cards('A', 10), vitalGrid: vitals('A'), hand: [{ name: '防塁', kind: 'サージ・アース' }, { name: '防塁', kind: 'サージ・アース' }], battleGrid: [] },
      { deck: cards('B', 10), vitalGrid: vitals('B'), battleGrid: [] },
    ],
  } as never);
  assert.ok(started.ok, JSON.stringify(started));
  let state = (started as { state: unknown }).state;
  for (let i = 0; i < 2; i++) {
    const done = engine.apply(state as never, 'A', { type: 'surge-earth-set', card: 0, square: 1 } as never);
    assert.ok(done.ok, JSON.stringify(done));
    state = (done as { state: unknown }).state;
  }
  const seatOf = (view: unknown, p: string) => (view as { seats: { player: string; earths?: unknown[] }[] }).seats.find((s) => s.player === p)!;
  assert.deepEqual(seatOf(engine.view(state as never, 'A'), 'A').earths, [{ square: 1, cards: ['防塁', '防塁'], faceUp: false }]);
  assert.deepEqual(seatOf(engine.view(state as never, 'B'), 'A').earths, [{ square: 1, cards: [], faceUp: false, count: 2 }]);
});
