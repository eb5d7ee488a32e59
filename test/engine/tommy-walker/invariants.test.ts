// Invariants over thousands of seeded random games: no card is lost or duplicated across
// deck, hand, field, 結界 and discard; every game ends with a winner or a stated draw; a
// recorded log replays to the same final state.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CARDS,
  apply,
  greedyAgent,
  newGame,
  pending,
  playMatch,
  randomAgent,
  replay,
  view,
  seedRng,
  type GameSetup,
  type Seat,
  type TwState,
} from '../../../engine/tommy-walker/index.ts';
import { nextInt } from '../../../engine/core/rng.ts';

const ids = CARDS.map((c) => c.id);

/** A deck of 16 cards drawn from the whole card list with a seeded generator. */
function randomDeck(seed: number): string[] {
  let rng = seedRng(seed);
  const deck: string[] = [];
  for (let i = 0; i < 16; i++) {
    const [k, next] = nextInt(rng, ids.length);
    rng = next;
    deck.push(ids[k]!);
  }
  return deck;
}

function setupFor(g: number): GameSetup {
  return { players: ['A', 'B'], decks: [randomDeck(2 * g + 1), randomDeck(2 * g + 2)], seed: g, roundLimit: 200 };
}

/** Every card a player owns, wherever it is. */
function owned(s: TwState, seat: Seat): string[] {
  const p = s.seats[seat];
  const cards = [...p.deck, ...p.hand, ...p.discard, ...p.stack, ...p.field];
  if (s.barrier?.owner === seat) cards.push(s.barrier.card);
  return cards.sort();
}

const RESULT_CLAUSES = ['tommy-walker.game.loss.deck-out', 'tommy-walker.game.loss.both', 'tommy-walker.game.round-limit'];

test('no card is lost or duplicated at any step of 300 random games', () => {
  for (let g = 0; g < 300; g++) {
    const setup = setupFor(g);
    const start = newGame(setup);
    assert.ok(start.ok);
    let s = start.state;
    const want = [setup.decks[0].slice().sort(), setup.decks[1].slice().sort()];
    let rng = seedRng(g);
    for (let step = 0; ; step++) {
      assert.deepEqual(owned(s, 0), want[0], `game ${g} step ${step}: A's cards`);
      assert.deepEqual(owned(s, 1), want[1], `game ${g} step ${step}: B's cards`);
      const ds = pending(s);
      if (!ds.length) break;
      const d = ds[step % ds.length]!;
      assert.ok(d.options.length > 0, `game ${g} step ${step}: a decision without options`);
      const answer = randomAgent(view(s, d.player), d, rng);
      rng = answer.rng;
      const r = apply(s, d.player, answer.action);
      assert.ok(r.ok, `game ${g} step ${step}: a listed option was refused: ${JSON.stringify(r)}`);
      s = r.state;
    }
    assert.ok(s.result, `game ${g} stopped without a result`);
  }
});

test('3000 random games and 300 greedy games each end with a winner or a stated draw, conserving every card', () => {
  const results: Record<string, number> = {};
  for (let g = 0; g < 3300; g++) {
    const setup = setupFor(g);
    const agents = g < 3000 ? ([randomAgent, randomAgent] as const) : ([greedyAgent, greedyAgent] as const);
    const { state } = playMatch(setup, [agents[0], agents[1]], g);
    const res = state.result;
    assert.ok(res, `game ${g} has no result`);
    assert.ok(RESULT_CLAUSES.includes(res.clause), `game ${g}: unexpected result clause ${res.clause}`);
    assert.equal(res.winner === null, res.clause !== 'tommy-walker.game.loss.deck-out', `game ${g}: winner ${res.winner} with ${res.clause}`);
    if (res.winner !== null) assert.ok(['A', 'B'].includes(res.winner));
    assert.deepEqual(owned(state, 0), setup.decks[0].slice().sort());
    assert.deepEqual(owned(state, 1), setup.decks[1].slice().sort());
    results[res.clause] = (results[res.clause] ?? 0) + 1;
  }
  // Games are decided by decks running out, not by the safety limit.
  assert.ok((results['tommy-walker.game.loss.deck-out'] ?? 0) > 3000, JSON.stringify(results));
});

test('replaying the log of a game reproduces its final state exactly (200 games)', () => {
  for (let g = 0; g < 200; g++) {
    const agents = g % 2 ? ([randomAgent, greedyAgent] as const) : ([greedyAgent, randomAgent] as const);
    const played = playMatch(setupFor(g), [agents[0], agents[1]], g);
    const again = replay(JSON.parse(JSON.stringify(played.log)));
    assert.ok(again.ok, `game ${g}: ${again.ok ? '' : again.error}`);
    assert.deepEqual(again.state, played.state);
    assert.equal(played.log.entries.length, played.decisions);
  }
});

test('the same seed and the same agents play the same game twice', () => {
  const a = playMatch(setupFor(7), [randomAgent, randomAgent], 7);
  const b = playMatch(setupFor(7), [randomAgent, randomAgent], 7);
  assert.deepEqual(a.log, b.log);
  assert.deepEqual(a.state, b.state);
});
