// Independent checks of determinism: a game is a function of its setup, its seed and its
// actions. Every intermediate state survives JSON unchanged, and the simulation command
// prints the same figures for the same seed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { apply, greedyAgent, newGame, pending, playMatch, randomAgent, replay, seedRng, view, type TwState } from '../../../engine/tommy-walker/index.ts';

const decks: [string[], string[]] = [
  [...Array(4).fill('tw3-elder-hanks'), ...Array(4).fill('tw2-jack-maxim'), ...Array(4).fill('tw4-himeko-igarashi'), ...Array(4).fill('tw2-callisto')],
  [...Array(4).fill('tw3-maria'), ...Array(4).fill('tw2-renjo'), ...Array(4).fill('tw4-german-shark'), ...Array(4).fill('tw3-dahlia')],
];

test('every state of a game goes through JSON unchanged, and acting on the copy gives the same next state', () => {
  for (let g = 0; g < 40; g++) {
    const start = newGame({ players: ['A', 'B'], decks, seed: g, roundLimit: 40 });
    assert.ok(start.ok);
    let s: TwState = start.state;
    let rng = seedRng(g);
    for (;;) {
      const ds = pending(s);
      if (!ds.length) break;
      const copy = JSON.parse(JSON.stringify(s)) as TwState;
      assert.deepEqual(copy, s);
      const d = ds[0]!;
      const answer = (g % 2 ? randomAgent : greedyAgent)(view(s, d.player), d, rng);
      rng = answer.rng;
      const a = apply(s, d.player, answer.action);
      const b = apply(copy, d.player, answer.action);
      assert.ok(a.ok && b.ok);
      assert.deepEqual(b.state, a.state);
      assert.deepEqual(b.events, a.events);
      s = a.state;
    }
    assert.ok(s.result);
  }
});

test('the same setup and seed give the same game; the log replays to it; another seed gives another game', () => {
  const setup = { players: ['A', 'B'] as [string, string], decks, seed: 99, roundLimit: 60 };
  const one = playMatch(setup, [greedyAgent, randomAgent], 99);
  const two = playMatch(setup, [greedyAgent, randomAgent], 99);
  assert.deepEqual(two.log, one.log);
  const again = replay(JSON.parse(JSON.stringify(one.log)));
  assert.ok(again.ok);
  assert.deepEqual(again.state, one.state);
  const other = playMatch({ ...setup, seed: 100 }, [greedyAgent, randomAgent], 100);
  assert.notDeepEqual(other.log.entries, one.log.entries);
});

test('the simulation command prints the same figures twice for the same seed', () => {
  const run = () => spawnSync(process.execPath, ['scripts/simulate.ts', '--decks', 'decks/tommy-walker/c.txt', 'decks/tommy-walker/d.txt', '--games', '60', '--seed', '17', '--agents', 'random,greedy'], { encoding: 'utf8' });
  const a = run();
  const b = run();
  assert.equal(a.status, 0, a.stderr);
  // The first line carries the elapsed time; every figure after it must match.
  const figures = (out: string) => out.split('\n').slice(1).join('\n');
  assert.equal(figures(b.stdout), figures(a.stdout));
  assert.match(a.stdout, /deck A decks\/tommy-walker\/c\.txt \(random\): \d+ wins/);
});
