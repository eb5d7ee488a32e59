/**
 * TWGP simulations (`npm run simulate -- --book twgp …`): plays N games between two deck files
 * (engine/twgp/deck-file.ts, docs/twgp-deck-files.md) with the chosen agents
 * (engine/twgp/agents.ts) through the engine contract, and prints each deck's win rate with a
 * 95% Wilson confidence interval, the games without a winner, the average length and how the
 * games ended (by the clause of their result). A game in which no vital is lost for a long
 * stretch is a deadlock (twgp.judge.loss.deadlock): the simulator enters it as the referee
 * would (the judge's action, twgp.judge.note.deadlock), and it is in the game's log.
 */
import { writeFileSync } from 'node:fs';
import type { Agent, LogEntry } from '../../engine/core/game.ts';
import { replay } from '../../engine/core/play.ts';
import { seedRng } from '../../engine/core/rng.ts';
import { TWGP_AGENTS, type TwgpOption } from '../../engine/twgp/agents.ts';
import { twgpEngine } from '../../engine/twgp/contract.ts';
import { formatDeckFileError, parseDeckFile, type DeckFile } from '../../engine/twgp/deck-file.ts';
import { deckFileSetup } from '../../engine/twgp/deck-file-options.ts';
import type { TwgpView } from '../../engine/twgp/observe.ts';
import type { TwgpState } from '../../engine/twgp/state.ts';
import { readTextInput, usageError } from './cli.ts';
import { MAX_GAMES, parseSimulateArgs, wilson } from './simulate-args.ts';

export { wilson };
import { checkDigest, withDigest } from './log-digest.ts';

/** Turns without a vital lost after which the game is judged a deadlock (default), and the bound of --stall-turns. */
export const DEFAULT_STALL_TURNS = 100;
export const MAX_STALL_TURNS = 100_000;
/** Actions after which a game still going is counted unfinished (default), and the bound of --max-actions. */
export const DEFAULT_MAX_ACTIONS = 20_000;
export const MAX_MAX_ACTIONS = 10_000_000;
const MAX_DECK_BYTES = 1 << 20;
const MAX_LOG_BYTES = 64 << 20;

export const TWGP_HELP = `usage: npm run simulate -- --book twgp --decks <deck A> <deck B> [options]
       npm run simulate -- --book twgp --replay <log.json>

Plays TWGP games between two deck files and prints each deck's win rate with a 95%
confidence interval (Wilson score interval), the games nobody won, the average length and
how the games ended (the clause of each result).

A deck file is written as docs/twgp-deck-files.md says (format header, [archive], [entry],
[bundle], [vitals], [phase]; base powers or printed values; a vital marked 'master ♂').
Examples: decks/twgp/*.txt. With --options master-drive a deck's master unit is brought and
its player registered with the master's sex; the simulator plays both seats, so it gives the
other seat's consent to a non-human master. With phase-device the [phase] cards are laid.
Without those options a master unit is a plain vital and the [phase] cards stay out.

options:
  --decks A B          the two deck files (required unless --replay)
  --games N            number of games, 1 to ${MAX_GAMES} (default 100)
  --seed S             seed of the first game; game i uses seed S+i for the table and the
                       agents (default 1); S+N-1 must be at most 9007199254740991
  --agents X,Y         agents for deck A and deck B: ${Object.keys(TWGP_AGENTS).join(' or ')} (default heuristic,heuristic)
  --format F           half, full or trial: the format both deck files must be written for
                       (default: the deck files' own, which must be the same)
  --options K=V,…      the engine's options (the option= keys of the variant clauses) with
                       their values: true, false, a whole number or a word
  --stall-turns T      turns without any vital lost after which the game is a deadlock,
                       entered as the judge's action (twgp.judge.loss.deadlock; default
                       ${DEFAULT_STALL_TURNS}, 1 to ${MAX_STALL_TURNS})
  --max-actions M      actions after which a game still going is counted unfinished
                       (default ${DEFAULT_MAX_ACTIONS}, 1 to ${MAX_MAX_ACTIONS})
  --progress           show progress on stderr even when it is not a terminal (it is shown
                       on a terminal anyway)
  --save-log FILE      write the log of the first game as JSON (setup, agents, every action,
                       result and a digest of the rest); the folder must be writable
  --replay FILE        replay a saved log and print its result
  --help               this text

Seats alternate: deck A sits first in odd-numbered games and second in even-numbered ones.

exit codes: 0 done; 1 a replayed log was edited or does not replay; 2 usage error; 70 internal error.

example:
  npm run simulate -- --book twgp --decks decks/twgp/full-knights.txt decks/twgp/full-three-worlds.txt --games 200 --agents heuristic,random`;

type TwgpAgent = Agent<TwgpOption, TwgpView>;

export interface TwgpLog {
  book: 'twgp';
  setup: Record<string, unknown>;
  /** The agents by player name, and the seed of their generator. */
  agents: Record<string, string>;
  agentSeed: number;
  entries: LogEntry<TwgpOption>[];
  result: ReturnType<typeof twgpEngine.result>;
}

interface Options {
  decks: string[];
  games: number;
  seed: number;
  agents: string[];
  format: string;
  options: Record<string, unknown>;
  stallTurns: number;
  maxActions: number;
  progress: boolean;
  saveLog: string;
  replay: string;
}

const fail = (message: string): never => usageError(message);

function refuse(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** `key=value,…` of --options: true, false, a whole number, or the word itself. */
export function parseOptions(text: string): Record<string, unknown> | string {
  const out: Record<string, unknown> = {};
  for (const part of text.split(',')) {
    const m = /^([a-z0-9][a-z0-9.-]*)(?:=(.*))?$/.exec(part.trim());
    if (!m) return `--options takes key=value pairs separated by commas (keys are option= keys such as surge-count), got '${part}'`;
    const v = m[2];
    if (Object.hasOwn(out, m[1]!)) return `--options gives ${m[1]} twice`;
    out[m[1]!] = v === undefined || v === 'true' ? true : v === 'false' ? false : /^-?\d{1,15}$/.test(v) ? Number(v) : v;
  }
  return out;
}

export function parseTwgpArgs(argv: string[]): Options {
  const own = { format: '', options: {} as Record<string, unknown>, stallTurns: DEFAULT_STALL_TURNS, maxActions: DEFAULT_MAX_ACTIONS, progress: false };
  const common = parseSimulateArgs(argv, {
    help: TWGP_HELP,
    hint: 'see --book twgp --help',
    agents: TWGP_AGENTS,
    defaults: { games: 100, agents: ['heuristic', 'heuristic'] },
    own: (flag, read) => {
      switch (flag) {
        case '--format': {
          const v = read.value();
          if (!['half', 'full', 'trial'].includes(v)) fail(`--format must be half, full or trial (twgp.resource.format), got '${v}'`);
          own.format = v;
          return true;
        }
        case '--options': {
          const r = parseOptions(read.value());
          own.options = typeof r === 'string' ? fail(r) : r;
          return true;
        }
        case '--stall-turns':
          own.stallTurns = read.int(1, MAX_STALL_TURNS);
          return true;
        case '--max-actions':
          own.maxActions = read.int(1, MAX_MAX_ACTIONS);
          return true;
        case '--progress':
          own.progress = true;
          return true;
        default:
          return false;
      }
    },
  });
  return { ...common, ...own };
}

export function readDeck(file: string): DeckFile {
  const input = readTextInput(file, MAX_DECK_BYTES);
  if (!input.ok) fail(`${file}: cannot read the deck file (${input.message})`);
  const r = parseDeckFile((input as { text: string }).text, file);
  if (!r.ok) fail(r.errors.slice(0, 10).map(formatDeckFileError).join('\n') + (r.errors.length > 10 ? `\n… and ${r.errors.length - 10} more` : ''));
  return (r as { deckFile: DeckFile }).deckFile;
}

/** How one game ended. */
export interface Played {
  log: TwgpLog;
  state: TwgpState;
  /** Whether the simulator entered the deadlock (no vital lost for the stall turns). */
  deadlock: boolean;
  /** Set when the game had no result within the action bound. */
  unfinished: boolean;
}

/** Whether an event shows a vital lost (twgp.damage) or a player out: the game is moving. */
const progressed = (events: { type: string }[]) => events.some((e) => e.type === 'damage' || e.type === 'loss' || e.type === 'vital');

/**
 * Plays one game: each agent sees only its view; when no vital has been lost for
 * `stallTurns` turns the referee enters the deadlock (the judge's action by the turn player's
 * seat, in the log like any other action).
 */
export function playTwgp(setup: Record<string, unknown>, agents: Record<string, { name: string; agent: TwgpAgent }>, agentSeed: number, stallTurns: number, maxActions: number): Played {
  const started = twgpEngine.start(setup);
  if (!started.ok) throw new Error(`the setup was refused: ${JSON.stringify(started)}`);
  let state = started.state;
  let rng = seedRng(agentSeed);
  const entries: LogEntry<TwgpOption>[] = [];
  let lastProgressTurn = state.turn.number;
  let deadlock = false;
  while (entries.length < maxActions && state.result === null) {
    let player: string;
    let action: TwgpOption;
    if (state.turn.number - lastProgressTurn >= stallTurns) {
      player = state.turn.player;
      action = { type: 'judge', event: 'deadlock' };
      deadlock = true;
    } else {
      const decision = twgpEngine.pending(state)[0];
      if (!decision) break;
      player = decision.player;
      const chosen = agents[player]!.agent(twgpEngine.view(state, player), decision, rng);
      rng = chosen.rng;
      action = chosen.action;
    }
    const r = twgpEngine.apply(state, player, action as never);
    if (!r.ok) {
      if (deadlock) break; // an engine without the judge's action: the game stays unfinished
      throw new Error(`${player}'s offered action ${JSON.stringify(action)} was refused: ${JSON.stringify(r)}`);
    }
    entries.push({ player, action });
    state = r.state;
    if (progressed(r.events as { type: string }[])) lastProgressTurn = state.turn.number;
  }
  const names = Object.fromEntries(Object.entries(agents).map(([p, a]) => [p, a.name]));
  return { log: { book: 'twgp', setup, agents: names, agentSeed, entries, result: state.result }, state, deadlock: deadlock && state.result !== null, unfinished: state.result === null };
}

/** Progress on stderr: one line rewritten in place on a terminal, a line every few seconds otherwise. */
function progressReporter(total: number, enabled: boolean, tty: boolean) {
  const start = performance.now();
  let last = 0;
  return {
    tick(done: number) {
      if (!enabled) return;
      const now = performance.now();
      if (done < total && now - last < (tty ? 200 : 5000)) return;
      last = now;
      const s = (now - start) / 1000;
      const left = done ? (s / done) * (total - done) : 0;
      const line = `${done}/${total} games (${((100 * done) / total).toFixed(1)}%), ${s.toFixed(0)} s, about ${left.toFixed(0)} s left`;
      process.stderr.write(tty ? `\r${line}\u001b[K${done === total ? '\n' : ''}` : `${line}\n`);
    },
  };
}

function replayLog(file: string): void {
  const input = readTextInput(file, MAX_LOG_BYTES);
  if (!input.ok) fail(`${file}: cannot read the game log (${input.message})`);
  let log: TwgpLog;
  try {
    log = JSON.parse((input as { text: string }).text) as TwgpLog;
  } catch (e) {
    return fail(`${file}: not a JSON game log (${(e as Error).message}); is the file complete?`);
  }
  if (typeof log !== 'object' || log === null || log.book !== 'twgp') fail(`${file}: not a TWGP game log (its "book" is not "twgp")`);
  const digest = checkDigest(log);
  if (digest.status === 'invalid') refuse(`${file}: ${digest.message}`);
  if (digest.status === 'mismatch') refuse(`${file}: the log was edited after it was written: its digest is ${digest.recorded}, its content's is ${digest.computed}`);
  if (digest.status === 'missing') process.stderr.write(`${file}: warning: the log has no digest, so whether it was edited cannot be checked; replaying it against the rules only\n`);
  const started = twgpEngine.start(log.setup);
  if (!started.ok) refuse(`${file}: the log's setup is refused: ${JSON.stringify(started).slice(0, 500)}`);
  const r = replay(twgpEngine, (started as { state: TwgpState }).state, log.entries, log.result);
  if (!r.ok) refuse(r.entry < 0 || r.entry >= (Array.isArray(log.entries) ? log.entries.length : 0) ? `${file}: ${r.error}` : `${file}: entries[${r.entry}] cannot be replayed: ${r.error}`);
  const state = (r as { state: TwgpState }).state;
  console.log(`${file}: ${log.entries.length} actions replayed, turn ${state.turn.number}${digest.status === 'match' ? ', digest checked' : ''}`);
  console.log(state.result ? `result: ${state.result.winner ?? 'no winner'} (${state.result.clause}: ${state.result.reason})` : 'result: the game is not over');
  if (log.result !== undefined) console.log('the replayed result is the recorded one');
}

/** What a run of games is: the two decks, the agents, the options and the bounds. */
export interface TwgpRun {
  files: [DeckFile, DeckFile];
  format: string;
  agents: [string, string];
  options: Record<string, unknown>;
  games: number;
  seed: number;
  stallTurns: number;
  maxActions: number;
}

/** What a run of games gave: wins per deck, games without a winner or result, lengths, endings. */
export interface TwgpTally {
  games: number;
  wins: { A: number; B: number };
  noWinner: number;
  unfinished: number;
  deadlocks: number;
  actions: number;
  turns: number;
  /** How many games each result clause ended. */
  endings: Map<string, number>;
}

/**
 * The setup of game `g` of a run: deck A sits first in even games (g = 0, 2, …), second in odd
 * ones. The decks are the files' under the run's options (deckFileSetup): with phase-device
 * their [phase] cards are laid, with master-drive their master units are marked and each
 * player registered with their master's sex; the simulator plays both seats, so it also gives
 * the other seat's consent to a non-human master unit (twgp.master-drive.consent).
 */
export function gameSetup(run: TwgpRun, g: number): { setup: Record<string, unknown>; seats: number[] } {
  const seats = g % 2 === 0 ? [0, 1] : [1, 0];
  const players = seats.map((i) => SEAT_NAMES[i]!);
  const { decks, masters } = deckFileSetup(seats.map((i) => run.files[i]!), players, run.options);
  const setup: Record<string, unknown> = {
    players,
    seed: run.seed + g,
    format: run.format,
    ...(run.format === 'trial' ? { vitalCount: run.files[0].vitalCount } : {}),
    decks,
    ...(masters ? { masters } : {}),
    ...(Object.keys(run.options).length ? { options: run.options } : {}),
  };
  return { setup, seats };
}

const SEAT_NAMES = ['A', 'B'] as const;

/** Plays the run's games one after another; `each` sees every game as it ends. */
export function runTwgpGames(run: TwgpRun, each?: (g: number, played: Played) => void): TwgpTally {
  const agentsOf = run.agents.map((n) => ({ name: n, agent: TWGP_AGENTS[n]! }));
  const t: TwgpTally = { games: run.games, wins: { A: 0, B: 0 }, noWinner: 0, unfinished: 0, deadlocks: 0, actions: 0, turns: 0, endings: new Map() };
  for (let g = 0; g < run.games; g++) {
    const played = playTwgp(gameSetup(run, g).setup, { A: agentsOf[0]!, B: agentsOf[1]! }, run.seed + g, run.stallTurns, run.maxActions);
    const result = played.state.result;
    if (!result) t.unfinished++;
    else {
      const w = result.winner;
      if (w === 'A' || w === 'B') t.wins[w]++;
      else t.noWinner++;
      t.endings.set(result.clause, (t.endings.get(result.clause) ?? 0) + 1);
    }
    if (played.deadlock) t.deadlocks++;
    t.actions += played.log.entries.length;
    t.turns += played.state.turn.number;
    each?.(g, played);
  }
  return t;
}

export function twgpSimulate(argv: string[]): void {
  const o = parseTwgpArgs(argv);
  if (o.replay) return replayLog(o.replay);
  const files = o.decks.map(readDeck) as [DeckFile, DeckFile];
  const format = o.format || files[0]!.format;
  files.forEach((d, i) => {
    if (d.format !== format) fail(`${o.decks[i]} is a ${d.format} deck; ${o.format ? `--format ${format}` : `${o.decks[0]} is ${format}`}: both decks must be written for one format (twgp.resource.format)`);
  });
  if (format === 'trial' && files[0]!.vitalCount !== files[1]!.vitalCount) fail(`the trial decks bring ${files[0]!.vitalCount} and ${files[1]!.vitalCount} vitals; one trial battle has one number of vitals (twgp.resource.note.trial-size)`);
  const run: TwgpRun = { files, format, agents: o.agents as [string, string], options: o.options, games: o.games, seed: o.seed, stallTurns: o.stallTurns, maxActions: o.maxActions };
  // The first game's setup is checked before any game is played, so a refusal is a usage error naming the deck file.
  const first = gameSetup(run, 0);
  const r = twgpEngine.start(first.setup);
  if (!r.ok) fail('violation' in r ? `${r.violation.clause}: ${r.violation.message}` : r.malformed.slice(0, 10).map((m) => `${m.path.replace(/^setup\.decks\[(\d)\]/, (_, i) => o.decks[first.seats[Number(i)]!]!)}: ${m.message}`).join('\n'));
  const progress = progressReporter(o.games, o.progress || process.stderr.isTTY === true, process.stderr.isTTY === true);
  const start = performance.now();
  const t = runTwgpGames(run, (g, played) => {
    if (g === 0 && o.saveLog) {
      try {
        writeFileSync(o.saveLog, `${JSON.stringify(withDigest(played.log), null, 1)}\n`);
      } catch (e) {
        fail(`--save-log ${o.saveLog}: cannot write the log (${(e as Error).message})`);
      }
    }
    progress.tick(g + 1);
  });
  const seconds = (performance.now() - start) / 1000;
  const n = o.games;
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(`${n} TWGP games (${format}), seeds ${o.seed}–${o.seed + n - 1}, ${seconds.toFixed(2)} s`);
  o.decks.forEach((file, i) => {
    const k = SEAT_NAMES[i]!;
    const [lo, hi] = wilson(t.wins[k], n);
    console.log(`deck ${k} ${file} (${o.agents[i]}): ${t.wins[k]} wins, win rate ${pct(t.wins[k] / n)} (95% CI ${pct(lo)}–${pct(hi)})`);
  });
  const [dlo, dhi] = wilson(t.noWinner, n);
  console.log(`no winner: ${t.noWinner} (${pct(t.noWinner / n)}, 95% CI ${pct(dlo)}–${pct(dhi)}); of them deadlocks judged after ${o.stallTurns} turns without a vital lost: ${t.deadlocks}`);
  if (t.unfinished) console.log(`unfinished: ${t.unfinished} games had no result after ${o.maxActions} actions (not counted as wins or draws)`);
  console.log(`average: ${(t.actions / n).toFixed(1)} actions, ${(t.turns / n).toFixed(1)} turns per game`);
  console.log('how the games ended:');
  for (const [clause, k] of [...t.endings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) console.log(`  ${clause}: ${k} (${pct(k / n)})`);
  if (o.saveLog) console.log(`log of the first game written to ${o.saveLog} (replay with --book twgp --replay ${o.saveLog})`);
}
