/**
 * トミーウォーカーTCG simulations: plays N games between two decks with the chosen agents
 * and prints win rates with 95% confidence intervals. Run `npm run simulate -- --help`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { AGENTS, parseDeckFile, playMatch, replay, type GameLog, type TwAgent } from '../engine/tommy-walker/index.ts';

const HELP = `usage: npm run simulate -- --decks <deck A> <deck B> [options]
       npm run simulate -- --replay <log.json>

Plays トミーウォーカーTCG games between two decks and prints each deck's win rate with a
95% confidence interval (Wilson score interval).

A deck file lists one card name per line (the names of the card list,
spec/tommy-walker/11-card-list.md); "#" starts a comment; "3 x name" counts copies.
A deck has exactly 16 cards. Examples: decks/tommy-walker/{a,b,c,d}.txt.

options:
  --decks A B          the two deck files (required unless --replay)
  --games N            number of games (default 1000)
  --seed S             seed of the first game; game i uses seed S+i (default 1)
  --agents X,Y         agents for deck A and deck B: random or greedy (default greedy,greedy)
  --round-limit R      rounds after which a game is a draw (variant tommy-walker.game.round-limit;
                       default 100; 0 plays the base rules with no limit)
  --save-log FILE      write the log (setup and every action) of the first game as JSON
  --replay FILE        replay a saved log and print its result
  --help               this text

Seats alternate: deck A sits first in odd-numbered games and second in even-numbered ones,
so the fixed seat order of the check phase favours neither deck.

example:
  npm run simulate -- --decks decks/tommy-walker/a.txt decks/tommy-walker/b.txt --games 1000 --seed 1 --agents greedy,random`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** 95% Wilson score interval of a proportion. */
export function wilson(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function readDeck(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    fail(`${file}: cannot read the deck file (${(e as Error).message})`);
  }
  const r = parseDeckFile(text);
  if (!r.ok) fail(r.errors.map((e) => `${file}:${e.line}: ${e.message}`).join('\n'));
  return r.deck;
}

function parseArgs(argv: string[]) {
  const opts = { decks: [] as string[], games: 1000, seed: 1, agents: ['greedy', 'greedy'], roundLimit: 100, saveLog: '', replay: '' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => argv[++i] ?? fail(`${a} needs a value (see --help)`);
    const int = (min: number) => {
      const v = value();
      const n = Number(v);
      if (!Number.isInteger(n) || n < min) fail(`${a} must be an integer ≥ ${min}, got '${v}'`);
      return n;
    };
    switch (a) {
      case '--help':
      case '-h':
        console.log(HELP);
        process.exit(0);
      case '--decks':
        opts.decks = [value(), value()];
        break;
      case '--games':
        opts.games = int(1);
        break;
      case '--seed':
        opts.seed = int(0);
        break;
      case '--agents':
        opts.agents = value().split(',');
        if (opts.agents.length !== 2 || opts.agents.some((x) => !(x in AGENTS))) fail(`--agents takes two of ${Object.keys(AGENTS).join(', ')} separated by a comma`);
        break;
      case '--round-limit':
        opts.roundLimit = int(0);
        break;
      case '--save-log':
        opts.saveLog = value();
        break;
      case '--replay':
        opts.replay = value();
        break;
      default:
        fail(`unknown argument '${a}' (see --help)`);
    }
  }
  return opts;
}

function replayFile(file: string): void {
  let log: GameLog;
  try {
    log = JSON.parse(readFileSync(file, 'utf8')) as GameLog;
  } catch (e) {
    fail(`${file}: not a JSON game log (${(e as Error).message})`);
  }
  const r = replay(log);
  if (!r.ok) fail(r.entry < 0 || r.entry >= (Array.isArray(log?.entries) ? log.entries.length : 0) ? `${file}: ${r.error}` : `${file}: entries[${r.entry}] cannot be replayed: ${r.error}`);
  const res = r.state.result;
  console.log(`${file}: ${log.entries.length} actions replayed, round ${r.state.round}`);
  console.log(res ? `result: ${res.winner ?? 'draw'} (${res.clause}: ${res.reason})` : 'result: the game is not over');
  if (log.result !== undefined) console.log('the replayed result is the recorded one');
}

function main(): void {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.replay) return replayFile(opts.replay);
  if (opts.decks.length !== 2) fail('give two deck files with --decks (see --help)');
  const decks = opts.decks.map(readDeck) as [string[], string[]];
  const agents = opts.agents.map((n) => AGENTS[n]!) as [TwAgent, TwAgent];
  const names = ['A', 'B'] as const;
  const wins = { A: 0, B: 0 };
  let draws = 0;
  let rounds = 0;
  let decisions = 0;
  const start = performance.now();
  for (let g = 0; g < opts.games; g++) {
    // Deck A sits first in even games (g = 0, 2, …), second in odd ones.
    const aFirst = g % 2 === 0;
    const seats: [typeof names[number], typeof names[number]] = aFirst ? ['A', 'B'] : ['B', 'A'];
    const setup = {
      players: [seats[0], seats[1]] as [string, string],
      decks: [decks[aFirst ? 0 : 1], decks[aFirst ? 1 : 0]] as [string[], string[]],
      seed: opts.seed + g,
      roundLimit: opts.roundLimit === 0 ? null : opts.roundLimit,
    };
    const played = playMatch(setup, [agents[aFirst ? 0 : 1], agents[aFirst ? 1 : 0]], opts.seed + g);
    if (g === 0 && opts.saveLog) writeFileSync(opts.saveLog, JSON.stringify(played.log, null, 1));
    const w = played.state.result!.winner;
    if (w === 'A' || w === 'B') wins[w]++;
    else draws++;
    rounds += played.state.round;
    decisions += played.decisions;
  }
  const seconds = (performance.now() - start) / 1000;
  const n = opts.games;
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(`${n} games, seeds ${opts.seed}–${opts.seed + n - 1}, round limit ${opts.roundLimit || 'none'}, ${seconds.toFixed(2)} s`);
  opts.decks.forEach((file, i) => {
    const k = names[i]!;
    const [lo, hi] = wilson(wins[k], n);
    console.log(`deck ${k} ${file} (${opts.agents[i]}): ${wins[k]} wins, win rate ${pct(wins[k] / n)} (95% CI ${pct(lo)}–${pct(hi)})`);
  });
  const [dlo, dhi] = wilson(draws, n);
  console.log(`draws: ${draws} (${pct(draws / n)}, 95% CI ${pct(dlo)}–${pct(dhi)})`);
  console.log(`average: ${(rounds / n).toFixed(1)} rounds, ${(decisions / n).toFixed(1)} decisions per game`);
  if (opts.saveLog) console.log(`log of the first game written to ${opts.saveLog} (replay with --replay ${opts.saveLog})`);
}

if (import.meta.main) main();
