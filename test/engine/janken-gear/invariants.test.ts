/**
 * Invariants over many seeded random games: no card is lost or duplicated after any
 * action, every offered option is legal, states survive JSON, and every game ends.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nextInt, seedRng } from '../../../engine/core/rng.ts';
import { apply, pending, startGame, view, type JgState } from '../../../engine/janken-gear/index.ts';
import { allCards, configFor } from './helpers.ts';

const GAMES = 200;
const MAX_ACTIONS = 5_000;

function playChecked(seed: number, sudden: boolean): { state: JgState; actions: number } {
  const config = configFor(seed, { suddenVitalLoss: sudden });
  const started = startGame(config);
  assert.ok(started.ok);
  let state = started.state;
  let rng = seedRng(seed ^ 0x5eed);
  const owned = { A: [...config.decks.A!].sort(), B: [...config.decks.B!].sort() };
  let actions = 0;
  while (state.result === null) {
    assert.ok(actions < MAX_ACTIONS, `seed ${seed}: no result after ${MAX_ACTIONS} actions`);
    const decisions = pending(state);
    assert.equal(decisions.length, 1, `seed ${seed}: exactly one decision is pending`);
    const d = decisions[0]!;
    assert.ok(d.options.length > 0, `seed ${seed}: a decision with no option`);
    // Every offered option is legal (checked on a sample to keep the run short).
    if (actions % 7 === 0) {
      for (const option of d.options) {
        const tried = apply(state, d.player, option);
        assert.ok(tried.ok, `seed ${seed}: offered option ${JSON.stringify(option)} was refused: ${JSON.stringify(tried)}`);
      }
    }
    const [i, next] = nextInt(rng, d.options.length);
    rng = next;
    const applied = apply(state, d.player, d.options[i]!);
    assert.ok(applied.ok, JSON.stringify(applied));
    state = applied.state;
    actions++;
    // No card lost or duplicated; the state round-trips through JSON unchanged.
    for (const p of ['A', 'B'] as const) assert.deepEqual(allCards(state, p), owned[p], `seed ${seed}, action ${actions}: ${p}'s cards changed`);
    assert.deepEqual(JSON.parse(JSON.stringify(state)), state);
  }
  assert.deepEqual(pending(state), []);
  return { state, actions };
}

test(`${GAMES} seeded random games keep every card and all end`, () => {
  const outcomes: Record<string, number> = {};
  for (let seed = 1; seed <= GAMES; seed++) {
    const { state } = playChecked(seed, false);
    const key = state.result!.clause;
    outcomes[key] = (outcomes[key] ?? 0) + 1;
  }
  // Both ways of ending occur, so the loop above exercised both.
  assert.ok((outcomes['janken-gear.direct.lose'] ?? 0) > 0, JSON.stringify(outcomes));
  assert.ok((outcomes['janken-gear.turn.stalemate'] ?? 0) > 0, JSON.stringify(outcomes));
});

test('with the sudden-loss variant games end on the last vital', () => {
  const clauses = new Set<string>();
  for (let seed = 1; seed <= 50; seed++) clauses.add(playChecked(seed, true).state.result!.clause);
  assert.ok(clauses.has('janken-gear.direct.sudden-loss'), [...clauses].join(', '));
});

test('a player never sees the opponent hand, either deck or face-down vitals', () => {
  const started = startGame(configFor(5));
  assert.ok(started.ok);
  const state = started.state;
  for (const p of ['A', 'B'] as const) {
    const v = view(state, p);
    const o = p === 'A' ? 'B' : 'A';
    assert.deepEqual(v.hand, state.areas[p]!.hand);
    assert.equal(v.opponentHandCount, state.areas[o]!.hand.length);
    const text = JSON.stringify(v);
    for (const hidden of ['deck', 'vitals', 'rng', 'seed']) assert.ok(!(hidden in v), `view has '${hidden}'`);
    assert.ok(!text.includes('"opponentHand"'), 'view lists the opponent hand');
    assert.equal(v.vitalsLeft, 3);
    assert.deepEqual(v.lostVitals, []);
  }
});
