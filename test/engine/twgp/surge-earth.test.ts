/**
 * Surge earths in the view (option surge-earth, engine/twgp/surge-earth.ts): a player sees their
 * own face-down surge earths by name; another player sees only how many cards lie in the stack
 * (twgp.surge-earth.note.place). And L/S-D counters laid on the battle grid as surge earths
 * (twgp.card-type.log-counter.note.sd-counter-grids).
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

test('L/S-D counters laid on the battle grid: offered in square order up to the vitals, refused on other squares, twice or beyond the vitals; taken to the log', async () => {
  const { surgeEarthRule } = await import('../../../engine/twgp/surge-earth.ts');
  const counter = (name: string) => ({ name, effect: { property: 'log-counter', do: [{ type: 'vital-loss', count: 1 }] } });
  const started = engine.position!({
    players: ['A', 'B'], seed: 1, options: { 'deck-card-types': true, 'surge-earth': true, 'log-sd-counter': true },
    turn: { player: 'B', sequence: 'battle' },
    seats: [
      { deck: cards('A', 10), vitalGrid: vitals('A'), battleGrid: [] },
      { deck: cards('B', 10), vitalGrid: vitals('B'), hand: [counter('記録1'), counter('記録2')], battleGrid: [] },
    ],
  } as never);
  assert.ok(started.ok, JSON.stringify(started));
  let state = (started as unknown as { state: never }).state;
  for (const square of [3, 1]) {
    const done = engine.apply(state, 'B', { type: 'lay-counter', card: 0, square, grid: 'battle' } as never);
    assert.ok(done.ok, JSON.stringify(done));
    state = (done as unknown as { state: never }).state;
  }
  // The loser's window, as an assault's surge direct of two vitals opens it (twgp.surge-earth.use).
  const open = { ...(state as object), window: { kind: 'surge-earth', player: 'B', vitals: 2, dealer: 'A' } } as never;
  const offered = surgeEarthRule.offers(open, 'B').map((o) => JSON.stringify(o));
  assert.deepEqual(offered, ['{"type":"surge-earth","squares":[]}', '{"type":"surge-earth","squares":[],"battleCounters":[1]}', '{"type":"surge-earth","squares":[],"battleCounters":[1,3]}']);
  for (const o of surgeEarthRule.offers(open, 'B')) assert.equal(surgeEarthRule.refusal(open, 'B', o), null, JSON.stringify(o));
  const refused = (battleCounters: number[]) => {
    const r = surgeEarthRule.refusal(open, 'B', { type: 'surge-earth', squares: [], battleCounters });
    return r && 'violation' in r ? r.violation.clause : r;
  };
  assert.equal(refused([0]), 'twgp.card-type.log-counter.note.sd-counter-grids');
  assert.equal(refused([1, 1]), 'twgp.card-type.log-counter.note.sd-counter-grids');
  assert.equal(refused([3]), null);
  assert.equal(refused([1, 3, 3]), 'twgp.card-type.log-counter.note.sd-counter-grids');
  // One vital taken: one card at most (twgp.surge-earth.note.count).
  const one = { ...(open as object), window: { kind: 'surge-earth', player: 'B', vitals: 1, dealer: 'A' } } as never;
  const over = surgeEarthRule.refusal(one, 'B', { type: 'surge-earth', squares: [], battleCounters: [1, 3] });
  assert.equal(over && 'violation' in over ? over.violation.clause : over, 'twgp.surge-earth.use');
  const done = surgeEarthRule.perform(open, 'B', { type: 'surge-earth', squares: [], battleCounters: [1, 3] });
  const b = (done.state as { seats: { counters?: unknown; surge: { name: string }[]; vitalGrid: unknown[] }[] }).seats[1]!;
  assert.equal(b.counters, undefined);
  assert.deepEqual(b.surge.map((c) => c.name).sort(), ['記録1', '記録2']);
  assert.ok(!done.events.some((e) => e.type === 'log-counter'), JSON.stringify(done.events));
});
