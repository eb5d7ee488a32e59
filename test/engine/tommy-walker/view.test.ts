// Hidden information (tommy-walker.terms.hidden): a player's view never shows the
// opponent's hand, either deck, or the opponent's face-down attack card, and a player's
// decision does not depend on what the opponent hides.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HIDDEN, apply, emptyGame, pending, playMatch, randomAgent, view, type TwState } from '../../../engine/tommy-walker/index.ts';

function position(): TwState {
  const s = emptyGame(['A', 'B']);
  s.seats[0].deck = new Array(8).fill('tw2-akuro-o');
  s.seats[1].deck = new Array(8).fill('tw2-akuro-o');
  s.seats[0].hand = ['tw4-demonoid', 'tw3-maria'];
  s.seats[1].hand = ['tw1-ralph'];
  return s;
}

test("after A places face down, B's view shows neither A's attack card nor A's hand", () => {
  const r = apply(position(), 'A', { type: 'place', card: 'tw4-demonoid' });
  assert.ok(r.ok);
  const v = view(r.state, 'B');
  assert.deepEqual(v.seats[0].stack, [HIDDEN]);
  assert.deepEqual(v.seats[0].hand, [HIDDEN]);
  assert.ok(!JSON.stringify(v).includes('tw4-demonoid'));
  assert.ok(!JSON.stringify(v).includes('tw3-maria'));
  // A sees its own card.
  assert.deepEqual(view(r.state, 'A').seats[0].stack, ['tw4-demonoid']);
});

test('decks are hidden from both players, counts are not, and the generator is blanked', () => {
  const s = position();
  for (const p of ['A', 'B']) {
    const v = view(s, p);
    assert.deepEqual(v.seats[0].deck, new Array(8).fill(HIDDEN));
    assert.deepEqual(v.seats[1].deck, new Array(8).fill(HIDDEN));
    assert.equal(v.rng.state, 0);
    assert.equal(v.viewer, p);
  }
});

test("B's draw-phase options are the same whatever card A placed face down", () => {
  const a = apply(position(), 'A', { type: 'place', card: 'tw4-demonoid' });
  const b = apply(position(), 'A', { type: 'place', card: 'tw3-maria' });
  assert.ok(a.ok && b.ok);
  const optionsOf = (s: TwState) => pending(s).filter((d) => d.player === 'B');
  assert.deepEqual(optionsOf(a.state), optionsOf(b.state));
  assert.deepEqual(view(a.state, 'B'), view(b.state, 'B'));
});

test('once both cards are down the check phase reveals them to both players', () => {
  const a = apply(position(), 'A', { type: 'place', card: 'tw4-demonoid' });
  assert.ok(a.ok);
  const b = apply(a.state, 'B', { type: 'place', card: 'tw1-ralph' });
  assert.ok(b.ok);
  assert.deepEqual(view(b.state, 'B').seats[0].stack, ['tw4-demonoid']);
  assert.deepEqual(view(b.state, 'A').seats[1].stack, ['tw1-ralph']);
});

test("in whole games, no view given to an agent contains a card of the opponent's hand", () => {
  for (let g = 0; g < 50; g++) {
    const spy = (player: 'A' | 'B') => (v: ReturnType<typeof view>, d: Parameters<typeof randomAgent>[1], rng: Parameters<typeof randomAgent>[2]) => {
      const other = v.seats[player === 'A' ? 1 : 0];
      assert.ok(other.hand.every((c) => c === HIDDEN));
      assert.ok(v.seats.every((p) => p.deck.every((c) => c === HIDDEN)));
      assert.equal(d.player, player);
      return randomAgent(v, d, rng);
    };
    playMatch({ players: ['A', 'B'], decks: [new Array(16).fill('tw3-elder-hanks'), new Array(16).fill('tw2-jack-maxim')], seed: g, roundLimit: 50 }, [spy('A'), spy('B')], g);
  }
});
