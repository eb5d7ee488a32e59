/**
 * TWGP engine benchmark: complete games between two random agents on one core, through the
 * whole contract (start with decks, pending, view, agent, apply with its checks), as
 * `npm run simulate -- --book twgp` plays them: a game in which no vital is lost for 100
 * turns is ended by the judge's deadlock (twgp.judge.loss.deadlock), so every game has a
 * result. Decks: the same-format pairs of the sample decks of decks/twgp/. Prints complete
 * games per second and actions per second, against the target of issue 11 (1,000 games/s).
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

/** Complete games per second on one core that issue 11 asks for. */
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

function secondsArgument(args: string[]): number {
  const help = 'usage: node bench/twgp.ts [seconds]   (a number from 0.1 to 600; default 3)';
  if (args[0] === '--help' || args[0] === '-h') {
    console.log(help);
    process.exit(0);
  }
  if (args.length > 1) {
    console.error(`one argument at most\n${help}`);
    process.exit(2);
  }
  if (args[0] === undefined) return 3;
  const s = /^\d+(\.\d+)?$/.test(args[0]) ? Number(args[0]) : NaN;
  if (!(s >= 0.1 && s <= 600)) {
    console.error(`the measuring time must be a number of seconds from 0.1 to 600, got '${args[0]}'\n${help}`);
    process.exit(2);
  }
  return s;
}
const seconds = secondsArgument(process.argv.slice(2));

function run(label: string, agentName: string, budget: number): number {
  const agent = { name: agentName, agent: TWGP_AGENTS[agentName]! };
  let games = 0;
  let actions = 0;
  let judged = 0;
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let now = start;
  while (now - start < budget * 1000) {
    for (let k = 0; k < 10; k++, games++) {
      const [a, b] = pairs[games % pairs.length]!;
      // The base system: the files' master units are plain vitals and their [phase] cards stay out (deckFileSetup).
      const setup = { players: ['A', 'B'], seed: games, format: a.format, ...(a.format === 'trial' ? { vitalCount: a.vitalCount } : {}), decks: deckFileSetup([a, b], ['A', 'B']).decks };
      const played = playTwgp(setup, { A: agent, B: agent }, games, DEFAULT_STALL_TURNS, 1_000_000);
      actions += played.log.entries.length;
      if (played.deadlock) judged++;
    }
    now = performance.now();
  }
  const s = (now - start) / 1000;
  const used = process.cpuUsage(cpuStart);
  // CPU seconds of this process: on a loaded machine the wall clock counts other processes' time too.
  const cpu = (used.user + used.system) / 1e6;
  const rate = games / cpu;
  console.log(`${label}: ${games} complete games in ${s.toFixed(2)} s (${cpu.toFixed(2)} s of CPU): ${(games / s).toFixed(1)} games/s by the clock, ${rate.toFixed(1)} games per CPU second, ${Math.round(actions / cpu)} actions per CPU second (${(actions / games).toFixed(1)} actions per game; ${judged} ended by the judged deadlock)`);
  return rate;
}

// Warm-up so the JIT has compiled the hot paths before measuring.
run('warm-up (not a result)', 'random', 0.5);
const rate = run('random vs random', 'random', seconds);
run('heuristic vs heuristic', 'heuristic', Math.max(1, seconds / 3));
console.log(`target: ${TARGET_GAMES_PER_SECOND} complete random games per second on one core (issue 11), measured in CPU seconds: ${rate >= TARGET_GAMES_PER_SECOND ? 'reached' : `not reached (${((100 * rate) / TARGET_GAMES_PER_SECOND).toFixed(1)}% of it)`}`);
