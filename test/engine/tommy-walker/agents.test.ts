// The agents answer only with listed options, and the greedy agent plays sensibly: it
// clearly beats the random agent with the same deck.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { greedyAgent, parseDeckFile, playMatch, randomAgent, type TwAgent } from '../../../engine/tommy-walker/index.ts';

function deck(name: string): string[] {
  const r = parseDeckFile(readFileSync(`decks/tommy-walker/${name}.txt`, 'utf8'));
  assert.ok(r.ok, JSON.stringify(r));
  return r.deck;
}

test('the sample decks are valid 16-card decks', () => {
  for (const n of ['a', 'b', 'c', 'd']) assert.equal(deck(n).length, 16);
});

test('agents only ever answer with an option of the decision (playMatch refuses anything else)', () => {
  const checking = (agent: TwAgent): TwAgent => (v, d, rng) => {
    const answer = agent(v, d, rng);
    assert.ok(d.options.some((o) => JSON.stringify(o) === JSON.stringify(answer.action)), `${JSON.stringify(answer.action)} is not an option`);
    return answer;
  };
  for (let g = 0; g < 40; g++) playMatch({ players: ['A', 'B'], decks: [deck('c'), deck('d')], seed: g, roundLimit: 100 }, [checking(greedyAgent), checking(randomAgent)], g);
});

test('the greedy agent wins most games against the random agent with the same deck', () => {
  for (const name of ['a', 'd']) {
    let greedyWins = 0;
    const n = 200;
    for (let g = 0; g < n; g++) {
      const greedyFirst = g % 2 === 0;
      const played = playMatch({ players: ['A', 'B'], decks: [deck(name), deck(name)], seed: g, roundLimit: 100 }, greedyFirst ? [greedyAgent, randomAgent] : [randomAgent, greedyAgent], g);
      if (played.state.result?.winner === (greedyFirst ? 'A' : 'B')) greedyWins++;
    }
    assert.ok(greedyWins / n > 0.65, `deck ${name}: greedy won ${greedyWins}/${n}`);
  }
});
