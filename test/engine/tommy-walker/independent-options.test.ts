// Independent check of the decision interface against the rules, over seeded random games:
// an action is accepted exactly when it is one of the listed options (nothing legal is
// missing from a decision, nothing listed is refused), a player without a decision is
// refused whatever they try, and every refusal cites a clause of this rulebook.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CARDS,
  apply,
  pending,
  powerOf,
  randomAgent,
  newGame,
  seedRng,
  view,
  checkState,
  type TwAction,
  type TwState,
} from '../../../engine/tommy-walker/index.ts';
import { nextInt } from '../../../engine/core/rng.ts';
import { loadSpec } from '../../../tools/spec/load.ts';

const ids = CARDS.map((c) => c.id);
/** Every clause ID of this rulebook: a refusal must cite one of them. */
const CLAUSES = new Set(loadSpec('.').clauses.filter((c) => c.book === 'tommy-walker').map((c) => c.id));

function randomDeck(rng: ReturnType<typeof seedRng>): [string[], ReturnType<typeof seedRng>] {
  const deck: string[] = [];
  let r = rng;
  for (let i = 0; i < 16; i++) {
    const [k, next] = nextInt(r, ids.length);
    r = next;
    deck.push(ids[k]!);
  }
  return [deck, r];
}

/** Sorted multisets of hand cards of size 1..4 (distinct results only). */
function discardSets(hand: readonly string[]): string[][] {
  const out = new Map<string, string[]>();
  const pick = (from: number, acc: string[]) => {
    if (acc.length) out.set(acc.join(','), acc.slice());
    if (acc.length === 4) return;
    for (let i = from; i < hand.length; i++) {
      acc.push(hand[i]!);
      pick(i + 1, acc);
      acc.pop();
    }
  };
  pick(0, []);
  return [...out.values()].map((d) => d.sort());
}

/** Candidate actions worth trying in this state: every type, with the cards that could matter. */
function candidates(s: TwState, seat: 0 | 1): TwAction[] {
  const me = s.seats[seat];
  const cards = [...new Set([...me.hand, ...me.discard, ...ids.slice(0, 3)])];
  const out: TwAction[] = [{ type: 'draw' }, { type: 'use' }, { type: 'decline' }, { type: 'end' }];
  for (const c of cards) out.push({ type: 'place', card: c }, { type: 'take', card: c }, { type: 'return', card: c }, { type: 'hand', card: c }, { type: 'ride', card: c }, { type: 'swap', card: c });
  for (let i = 0; i < 3; i++) {
    out.push({ type: 'activate', ability: i });
    for (const d of discardSets(me.hand)) out.push({ type: 'activate', ability: i, discard: d });
  }
  return out;
}

/** The same action, written one way: discard lists sorted, an empty discard list dropped. */
function key(a: TwAction): string {
  if (a.type === 'activate') return JSON.stringify({ type: a.type, ability: a.ability, discard: (a.discard ?? []).slice().sort() });
  return JSON.stringify(a);
}

test('in 60 random games an action is accepted exactly when the decision lists it, and refusals cite clauses', () => {
  let checked = 0;
  for (let g = 0; g < 60; g++) {
    let rng = seedRng(1000 + g);
    let a: string[], b: string[];
    [a, rng] = randomDeck(rng);
    [b, rng] = randomDeck(rng);
    const start = newGame({ players: ['A', 'B'], decks: [a, b], seed: g, roundLimit: 30 });
    assert.ok(start.ok);
    let s = start.state;
    for (let step = 0; step < 400; step++) {
      const ds = pending(s);
      if (!ds.length) break;
      for (const seat of [0, 1] as const) {
        const player = s.players[seat];
        const listed = new Set(ds.filter((d) => d.player === player).flatMap((d) => d.options.map(key)));
        for (const action of candidates(s, seat)) {
          const r = apply(s, player, action);
          checked++;
          assert.equal(r.ok, listed.has(key(action)), `game ${g} step ${step}: ${player} ${JSON.stringify(action)} → ${JSON.stringify(r.ok ? 'accepted' : 'violation' in r ? r.violation : r.malformed)}; listed: ${[...listed].join(' ')}`);
          if (!r.ok) {
            assert.ok('violation' in r, `a well-formed action was called malformed: ${JSON.stringify(r)}`);
            assert.ok(CLAUSES.has(r.violation.clause), `unknown clause ${r.violation.clause}`);
          }
        }
      }
      const d = ds[step % ds.length]!;
      const answer = randomAgent(view(s, d.player), d, rng);
      rng = answer.rng;
      const r = apply(s, d.player, answer.action);
      assert.ok(r.ok);
      s = r.state;
    }
  }
  assert.ok(checked > 10000, `only ${checked} actions were tried`);
});

test('in the attack phase with no ability decision waiting, the powers differ and only the lower player decides', () => {
  for (let g = 0; g < 400; g++) {
    let rng = seedRng(5000 + g);
    let a: string[], b: string[];
    [a, rng] = randomDeck(rng);
    [b, rng] = randomDeck(rng);
    const start = newGame({ players: ['A', 'B'], decks: [a, b], seed: g, roundLimit: 50 });
    assert.ok(start.ok);
    let s = start.state;
    for (;;) {
      const ds = pending(s);
      if (!ds.length) break;
      assert.deepEqual(checkState(JSON.parse(JSON.stringify(s))), [], 'every state the engine returns is well-formed');
      if (s.phase === 'attack' && s.queue.length === 0) {
        const p0 = powerOf(s, 0);
        const p1 = powerOf(s, 1);
        assert.notEqual(p0, p1, `game ${g}: equal powers left in the attack phase`);
        assert.equal(ds.length, 1);
        assert.equal(ds[0]!.player, s.players[p0 < p1 ? 0 : 1]);
        assert.equal(ds[0]!.kind, 'revenge');
      }
      const d = ds[0]!;
      const answer = randomAgent(view(s, d.player), d, rng);
      rng = answer.rng;
      const r = apply(s, d.player, answer.action);
      assert.ok(r.ok);
      // A game ends by deck-out only at the two checks: the end of the draw phase or after damage.
      if (r.state.result?.clause === 'tommy-walker.game.loss.deck-out' || r.state.result?.clause === 'tommy-walker.game.loss.both') {
        const afterDraw = s.phase === 'draw';
        const afterDamage = r.events.some((e) => e.type === 'damage');
        assert.ok(afterDraw || afterDamage, `game ${g}: the game ended by deck-out outside the two checks`);
        const empty = r.state.seats.filter((p) => p.deck.length === 0).length;
        assert.equal(r.state.result.winner === null, empty === 2);
      }
      s = r.state;
    }
  }
});
