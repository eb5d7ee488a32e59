/**
 * トミーウォーカーTCG simulations: plays N games between two decks with the chosen agents
 * and prints win rates with 95% confidence intervals. Run `npm run simulate -- --help`.
 * `--book twgp` runs the TWGP simulator instead (scripts/lib/twgp-simulate.ts).
 */
import { writeFileSync } from 'node:fs';
import { AGENTS, newGame, parseDeckFile, replay, type GameLog, type TwAgent } from '../engine/tommy-walker/index.ts';
import { runTwGames, twSetup, type TwRun } from './lib/tommy-walker-simulate.ts';
import { guardMain, readTextInput, usageError } from './lib/cli.ts';
import { parseSimulateArgs, wilson } from './lib/simulate-args.ts';

export { wilson };
import { checkDigest, withDigest } from './lib/log-digest.ts';
import { twgpSimulate } from './lib/twgp-simulate.ts';
import { jankenGearSimulate } from './lib/janken-gear-replay.ts';

/** The books this command simulates (--book); the default is トミーウォーカーTCG. */
const BOOKS = ['tommy-walker', 'twgp', 'janken-gear'];

/** Documented maxima of the options (see --help). */
export const MAX_ROUND_LIMIT = 10_000;
/** A deck file or a log larger than this is refused before it is read. */
const MAX_DECK_BYTES = 1 << 20;
const MAX_LOG_BYTES = 16 << 20;

const HELP = `usage: npm run simulate -- --decks <deck A> <deck B> [options]
       npm run simulate -- --replay <log.json>

Plays トミーウォーカーTCG games between two decks and prints each deck's win rate with a
95% confidence interval (Wilson score interval).

A deck file lists one card name per line (the names of the card list,
spec/tommy-walker/11-card-list.md); "#" starts a comment; "3 x name" counts copies.
A deck has exactly 16 cards. Examples: decks/tommy-walker/{a,b,c,d}.txt.

options:
  --decks A B          the two deck files (required unless --replay)
  --games N            number of games, 1 to 1000000 (default 1000)
  --seed S             seed of the first game; game i uses seed S+i (default 1); S+N-1 must
                       be at most 9007199254740991 (Number.MAX_SAFE_INTEGER)
  --agents X,Y         agents for deck A and deck B: random or greedy (default greedy,greedy)
  --round-limit R      rounds after which a game is a draw (variant tommy-walker.game.round-limit;
                       default 100, at most 10000; 0 plays the base rules with no limit)
  --save-log FILE      write the log of the first game as JSON: its setup, every action, its
                       result and a digest (sha256 of the rest) that shows later edits; the
                       folder must exist and be writable (checked before the games start)
  --replay FILE        replay a saved log and print its result; a log whose digest does not
                       match its content is refused; a log without a digest (written before
                       digests existed) is replayed with a warning that it cannot be checked
  --book B             the rulebook: tommy-walker (default) or twgp (its own options:
                       --book twgp --help); janken-gear replays a log only (--book
                       janken-gear --replay FILE)
  --help               this text

exit codes: 0 done; 1 a replayed log was edited or does not replay; 2 usage error (bad
arguments, a deck or log file that cannot be read, is not JSON, or an output that cannot be
written); 70 internal error.

Seats alternate: deck A sits first in odd-numbered games and second in even-numbered ones,
so the fixed seat order of the check phase favours neither deck.

example:
  npm run simulate -- --decks decks/tommy-walker/a.txt decks/tommy-walker/b.txt --games 1000 --seed 1 --agents greedy,random`;

function fail(message: string): never {
  usageError(message);
}

/** The log's content is refused (edited, or it does not replay): exit code 1. */
function refuse(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readDeck(file: string): string[] {
  const input = readTextInput(file, MAX_DECK_BYTES);
  if (!input.ok) fail(`${file}: cannot read the deck file (${input.message})`);
  const r = parseDeckFile(input.text);
  if (!r.ok) fail(r.errors.map((e) => `${file}:${e.line}: ${e.message}`).join('\n'));
  return r.deck;
}

function parseArgs(argv: string[]) {
  let roundLimit = 100;
  const common = parseSimulateArgs(argv, {
    help: HELP,
    hint: 'see --help',
    agents: AGENTS,
    defaults: { games: 1000, agents: ['greedy', 'greedy'] },
    own: (flag, read) => {
      if (flag !== '--round-limit') return false;
      roundLimit = read.int(0, MAX_ROUND_LIMIT);
      return true;
    },
  });
  return { ...common, roundLimit };
}

function replayFile(file: string): void {
  const input = readTextInput(file, MAX_LOG_BYTES);
  if (!input.ok) fail(`${file}: cannot read the game log (${input.message})`);
  let log: GameLog;
  try {
    log = JSON.parse(input.text) as GameLog;
  } catch (e) {
    fail(`${file}: not a JSON game log (${(e as Error).message}); is the file complete?`);
  }
  const digest = checkDigest(log);
  if (digest.status === 'invalid') refuse(`${file}: ${digest.message}`);
  if (digest.status === 'mismatch') refuse(`${file}: the log was edited after it was written: its digest is ${digest.recorded}, its content's is ${digest.computed}`);
  if (digest.status === 'missing') process.stderr.write(`${file}: warning: the log has no digest (written before logs had one, or the digest was removed), so whether it was edited cannot be checked; replaying it against the rules only\n`);
  const r = replay(log);
  if (!r.ok) refuse(r.entry < 0 || r.entry >= (Array.isArray(log?.entries) ? log.entries.length : 0) ? `${file}: ${r.error}` : `${file}: entries[${r.entry}] cannot be replayed: ${r.error}`);
  const res = r.state.result;
  console.log(`${file}: ${log.entries.length} actions replayed, round ${r.state.round}${digest.status === 'match' ? ', digest checked' : ''}`);
  console.log(res ? `result: ${res.winner ?? 'draw'} (${res.clause}: ${res.reason})` : 'result: the game is not over');
  if (log.result !== undefined) console.log('the replayed result is the recorded one');
}

function saveLog(file: string, log: GameLog): void {
  try {
    writeFileSync(file, `${JSON.stringify(withDigest(log), null, 1)}\n`);
  } catch (e) {
    fail(`--save-log ${file}: cannot write the log (${(e as Error).message})`);
  }
}

/** The arguments without `--book B`, and the book (tommy-walker unless given). */
function bookOf(argv: string[]): { book: string; rest: string[] } {
  const at = argv.indexOf('--book');
  if (at < 0) return { book: 'tommy-walker', rest: argv };
  const book = argv[at + 1];
  if (book === undefined || !BOOKS.includes(book)) fail(`--book takes one of ${BOOKS.join(', ')}, got '${book ?? ''}'`);
  const rest = [...argv.slice(0, at), ...argv.slice(at + 2)];
  if (rest.includes('--book')) fail('--book is given twice');
  return { book: book!, rest };
}

function main(): void {
  const { book, rest } = bookOf(process.argv.slice(2));
  if (book === 'twgp') return twgpSimulate(rest);
  if (book === 'janken-gear') return jankenGearSimulate(rest);
  const opts = parseArgs(rest);
  if (opts.replay) return replayFile(opts.replay);
  const decks = opts.decks.map(readDeck) as [string[], string[]];
  const agents = opts.agents.map((n) => AGENTS[n]!) as [TwAgent, TwAgent];
  const names = ['A', 'B'] as const;
  const run: TwRun = { decks, agents, games: opts.games, seed: opts.seed, roundLimit: opts.roundLimit === 0 ? null : opts.roundLimit };
  // The engine's own checks of the setup (deck contents, limits) as a usage error, before any game.
  const first = newGame(twSetup(run, 0).setup);
  if (!first.ok) fail('violation' in first ? `${first.violation.clause}: ${first.violation.message}` : first.malformed.map((m) => `setup.${m.path}: ${m.message}`).join('\n'));
  const start = performance.now();
  const games = runTwGames(run, (g, played) => {
    if (g === 0 && opts.saveLog) saveLog(opts.saveLog, played.log);
  });
  const wins = { A: games.filter((x) => x.winner === 'A').length, B: games.filter((x) => x.winner === 'B').length };
  const draws = games.length - wins.A - wins.B;
  const rounds = games.reduce((sum, x) => sum + x.rounds, 0);
  const decisions = games.reduce((sum, x) => sum + x.decisions, 0);
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

if (import.meta.main) guardMain('simulate', main);
