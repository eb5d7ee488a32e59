/**
 * cloneState (engine/janken-gear/state.ts), the draft every action works on, copies every
 * field of a state and shares no object or list with it: for every state of random games, in
 * every phase, with and without the variant and the alternative readings (whose optional
 * fields, `variants.readings` and `direct.penetrator`, a copy must carry too).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apply, cloneState, startGame, type GameConfig, type JgState } from '../../../engine/janken-gear/index.ts';
import { READING_KEYS } from '../../../engine/janken-gear/readings.ts';
import { configFor, randomGame } from './helpers.ts';

/** Every object and list reachable from `value`. */
function containers(value: unknown, out = new Set<object>()): Set<object> {
  if (typeof value === 'object' && value !== null && !out.has(value)) {
    out.add(value);
    for (const v of Object.values(value)) containers(v, out);
  }
  return out;
}

/** Every state a random game passes through, from its start to its end. */
function everyState(seed: number, variants: Parameters<typeof configFor>[1]): JgState[] {
  const config = configFor(seed, variants);
  const started = startGame(config);
  assert.ok(started.ok);
  const states = [started.state];
  for (const entry of randomGame(config, seed).log) {
    const next = apply(states.at(-1)!, entry.player, entry.action);
    assert.ok(next.ok);
    states.push(next.state);
  }
  return states;
}

test('a copy equals its state and shares nothing with it, in every phase and under every reading', () => {
  const phases = new Set<string>();
  let penetrators = 0;
  let withReadings = 0;
  // copies-by-rank only decides which decks are legal (the random decks are not, under it).
  const readings = READING_KEYS.filter((k) => k !== 'copies-by-rank');
  for (let seed = 1; seed <= 40; seed++) {
    const variants = seed % 2 ? { suddenVitalLoss: true, readings } : undefined;
    for (const state of everyState(seed, variants)) {
      const copy = cloneState(state);
      assert.deepStrictEqual(copy, state);
      const original = containers(state);
      const shared = [...containers(copy)].filter((o) => original.has(o));
      assert.equal(shared.length, 0, `the copy shares ${JSON.stringify(shared[0])} with the state`);
      phases.add(state.phase);
      if (state.direct?.penetrator !== undefined) penetrators++;
      if (state.variants.readings) withReadings++;
    }
  }
  assert.deepEqual([...phases].sort(), ['direct', 'main', 'order', 'over', 'support']);
  assert.ok(withReadings > 0, 'some states had readings switched on');
  assert.ok(penetrators > 0, 'some pending directs carried a penetrator');
});

test('a player named __proto__ keeps an area of their own in the copy, not a prototype', () => {
  const dealt = configFor(3);
  const config: GameConfig = { ...dealt, players: ['__proto__', 'B'], decks: { ['__proto__']: dealt.decks.A!, B: dealt.decks.B! } };
  const started = startGame(config);
  assert.ok(started.ok, JSON.stringify(started));
  const copy = cloneState(started.state);
  assert.ok(Object.hasOwn(copy.areas, '__proto__'));
  assert.equal(Object.getPrototypeOf(copy.areas), Object.prototype);
  assert.deepStrictEqual(copy, started.state);
});
