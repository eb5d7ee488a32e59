/**
 * じゃんけん・ギア engine benchmark: complete games between two random agents on one core,
 * through the full decision interface (pending, view, agent, apply with its checks; the
 * shared playGame of engine/core/play.ts), from setup (deck check, shuffle, janken) to the
 * result. Decks: 16 random legal decks (randomDeck, seeded), drawn before measuring, paired in
 * turn. Prints complete games and decisions per second and the target of issue 16.
 *
 *   node bench/janken-gear.ts [seconds]      (npm run bench -- janken-gear)
 */
import { playGame, randomAgent } from '../engine/core/play.ts';
import { jankenGear, randomDeck, seedRng, startGame, type CardCode } from '../engine/janken-gear/index.ts';
import { measure, printTarget, secondsArgument, type PlayOne } from './lib/harness.ts';

/** Complete random games per second on one core that issue 16 asks for. */
export const TARGET_GAMES_PER_SECOND = 10_000;
const DECKS = 16;

const seconds = secondsArgument('bench/janken-gear.ts', process.argv.slice(2));
const decks: CardCode[][] = [];
for (let k = 0, rng = seedRng(2026); k < DECKS; k++) {
  const [deck, next] = randomDeck(rng);
  decks.push(deck);
  rng = next;
}

const game: PlayOne = (i) => {
  const started = startGame({ seed: i, players: ['A', 'B'], decks: { A: decks[i % DECKS]!, B: decks[(i * 7 + 3) % DECKS]! } });
  if (!started.ok) throw new Error(`a random deck was refused: ${JSON.stringify(started)}`);
  const played = playGame(jankenGear, started.state, { A: randomAgent, B: randomAgent }, i, 10_000);
  if (played.result === null) throw new Error(`game ${i} did not end within 10,000 decisions${played.refused ? ` (refused: ${JSON.stringify(played.refused)})` : ''}`);
  return played.log.length;
};

// Warm-up so the JIT has compiled the hot paths before measuring.
measure('warm-up (not a result)', 0.5, game, { batch: 100 });
const random = measure('random vs random', seconds, game, { batch: 100 });
printTarget('complete random games', TARGET_GAMES_PER_SECOND, random, 'issue 16');
