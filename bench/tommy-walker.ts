/**
 * トミーウォーカーTCG engine benchmark: complete games between two random agents on one
 * core, through the full decision interface (pending, view, agent, apply with its checks).
 * Prints complete games and decisions per second (by the clock and per CPU second) and the target. Decks are the four sample
 * decks of decks/tommy-walker/, every pairing in turn.
 *
 *   node bench/tommy-walker.ts [seconds]      (npm run bench -- tommy-walker)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, printTarget, secondsArgument, type PlayOne } from './lib/harness.ts';
import { greedyAgent, parseDeckFile, playMatch, randomAgent, type TwAgent } from '../engine/tommy-walker/index.ts';

// The sample decks beside this script's repository, wherever it is run from.
const dir = fileURLToPath(new URL('../decks/tommy-walker', import.meta.url));
const decks = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => {
    const r = parseDeckFile(readFileSync(join(dir, f), 'utf8'));
    if (!r.ok) {
      console.error(r.errors.map((e) => `${dir}/${f}:${e.line}: ${e.message}`).join('\n'));
      process.exit(2);
    }
    return r.deck;
  });
const pairs = decks.flatMap((a, i) => decks.map((b, j) => [i, j] as const));
const seconds = secondsArgument('bench/tommy-walker.ts', process.argv.slice(2));

/** Complete random games per second on one core that issue 16 asks for. */
export const TARGET_GAMES_PER_SECOND = 30_000;

/** One complete game of every deck pairing in turn, both seats played by the given agents. */
const game = (agents: [TwAgent, TwAgent]): PlayOne => (i) => {
  const [a, b] = pairs[i % pairs.length]!;
  return playMatch({ players: ['A', 'B'], decks: [decks[a]!, decks[b]!], seed: i, roundLimit: 100 }, agents, i).decisions;
};

// Warm-up so the JIT has compiled the hot paths before measuring.
measure('warm-up (not a result)', 0.5, game([randomAgent, randomAgent]), { batch: 100 });
const random = measure('random vs random', seconds, game([randomAgent, randomAgent]), { batch: 100 });
measure('greedy vs greedy', Math.max(1, seconds / 3), game([greedyAgent, greedyAgent]), { batch: 100 });
printTarget('complete random games', TARGET_GAMES_PER_SECOND, random, 'issue 16');
