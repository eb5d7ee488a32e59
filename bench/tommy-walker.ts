/**
 * トミーウォーカーTCG engine benchmark: complete games between two random agents on one
 * core, through the full decision interface (pending, view, agent, apply with its checks).
 * Prints complete games per second and decisions per second. Decks are the four sample
 * decks of decks/tommy-walker/, every pairing in turn.
 *
 *   node bench/tommy-walker.ts [seconds]      (npm run bench -- tommy-walker)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
/** Seconds of measurement per agent pairing: a number from 0.1 to 600 (default 3). */
function secondsArgument(args: string[]): number {
  if (args.length > 1 || args[0] === '--help' || args[0] === '-h') {
    const help = 'usage: node bench/tommy-walker.ts [seconds]   (a number from 0.1 to 600; default 3)';
    if (args[0] === '--help' || args[0] === '-h') {
      console.log(help);
      process.exit(0);
    }
    console.error(`one argument at most\n${help}`);
    process.exit(2);
  }
  if (args[0] === undefined) return 3;
  const s = /^\d+(\.\d+)?$/.test(args[0]) ? Number(args[0]) : NaN;
  if (!(s >= 0.1 && s <= 600)) {
    console.error(`the measuring time must be a number of seconds from 0.1 to 600, got '${args[0]}'\nusage: node bench/tommy-walker.ts [seconds]`);
    process.exit(2);
  }
  return s;
}
const seconds = secondsArgument(process.argv.slice(2));

function run(label: string, agents: [TwAgent, TwAgent], budget: number): void {
  let games = 0;
  let decisions = 0;
  const start = performance.now();
  let now = start;
  while (now - start < budget * 1000) {
    for (let k = 0; k < 100; k++, games++) {
      const [i, j] = pairs[games % pairs.length]!;
      const played = playMatch({ players: ['A', 'B'], decks: [decks[i]!, decks[j]!], seed: games, roundLimit: 100 }, agents, games);
      decisions += played.decisions;
    }
    now = performance.now();
  }
  const s = (now - start) / 1000;
  console.log(`${label}: ${games} complete games in ${s.toFixed(2)} s: ${Math.round(games / s)} games/s, ${Math.round(decisions / s)} decisions/s (${(decisions / games).toFixed(1)} decisions per game)`);
}

// Warm-up so the JIT has compiled the hot paths before measuring.
run('warm-up (not a result)', [randomAgent, randomAgent], 0.5);
run('random vs random', [randomAgent, randomAgent], seconds);
run('greedy vs greedy', [greedyAgent, greedyAgent], Math.max(1, seconds / 3));
