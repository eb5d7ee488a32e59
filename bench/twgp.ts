/**
 * TWGP engine benchmark: complete games between two random agents on one core, through the
 * whole contract (start with decks, pending, view, agent, apply with its checks), as
 * `npm run simulate -- --book twgp` plays them: a game in which no vital is lost for 100
 * turns is ended by the judge's deadlock (twgp.judge.loss.deadlock), so every game has a
 * result. Decks: the same-format pairs of the sample decks of decks/twgp/. Prints complete
 * games per second and actions per second, against the target of issue 16 (1,000 games/s).
 *
 *   node bench/twgp.ts [seconds]      (npm run bench -- twgp)
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TWGP_AGENTS } from '../engine/twgp/agents.ts';
import { formatDeckFileError, parseDeckFile, type DeckFile } from '../engine/twgp/deck-file.ts';
import { deckFileSetup } from '../engine/twgp/deck-file-options.ts';
import { DEFAULT_STALL_TURNS, playTwgp } from '../scripts/lib/twgp-simulate.ts';
import { measure, printTarget, secondsArgument, type Measured, type PlayOne } from './lib/harness.ts';

/** Complete games per second on one core that issue 16 asks for. */
export const TARGET_GAMES_PER_SECOND = 1000;

const dir = fileURLToPath(new URL('../decks/twgp', import.meta.url));
const decks: { file: string; deck: DeckFile }[] = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => {
    const r = parseDeckFile(readFileSync(join(dir, f), 'utf8'), `${dir}/${f}`);
    if (!r.ok) {
      console.error(r.errors.map(formatDeckFileError).join('\n'));
      process.exit(2);
    }
    return { file: f, deck: r.deckFile };
  });
/** Every ordered pair of sample decks written for the same format (and number of vitals). */
const pairs = decks.flatMap((a) => decks.filter((b) => b.deck.format === a.deck.format && b.deck.vitalCount === a.deck.vitalCount).map((b) => [a.deck, b.deck] as const));

const seconds = secondsArgument('bench/twgp.ts', process.argv.slice(2));
let judged = 0;

/** One complete game of the same-format pairs in turn, with both seats played by the named agent. */
function game(agentName: string): PlayOne {
  const agent = { name: agentName, agent: TWGP_AGENTS[agentName]! };
  return (i) => {
    const [a, b] = pairs[i % pairs.length]!;
    // The base system: the files' master units are plain vitals and their [phase] cards stay out (deckFileSetup).
    const setup = { players: ['A', 'B'], seed: i, format: a.format, ...(a.format === 'trial' ? { vitalCount: a.vitalCount } : {}), decks: deckFileSetup([a, b], ['A', 'B']).decks };
    const played = playTwgp(setup, { A: agent, B: agent }, i, DEFAULT_STALL_TURNS, 1_000_000);
    if (played.deadlock) judged++;
    return played.log.entries.length;
  };
}

function run(label: string, agentName: string, budget: number): Measured {
  judged = 0;
  const measured = measure(label, budget, game(agentName), { decisions: 'actions' });
  console.log(`  ${judged} of its ${measured.games} games ended by the judged deadlock (twgp.judge.loss.deadlock)`);
  return measured;
}

// Warm-up so the JIT has compiled the hot paths before measuring.
run('warm-up (not a result)', 'random', 0.5);
const random = run('random vs random', 'random', seconds);
run('heuristic vs heuristic', 'heuristic', Math.max(1, seconds / 3));
printTarget('complete random games', TARGET_GAMES_PER_SECOND, random, 'issue 16');
