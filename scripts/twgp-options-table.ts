/**
 * npm run twgp:options -- [--decks A B] [--games N] [--seed S] [--agents X,Y] [--out FILE]
 *
 * How each TWGP option and variant changes play: for the base system and then for every key
 * the engine announces but the alternative readings of notes (switched on with the keys it
 * presupposes, OPTION_DEPENDENCIES), plays
 * the same seeded games between the same two decks and prints a Markdown table of deck A's
 * win rate and the games without a winner (each with its 95% Wilson interval) and the average
 * length in turns and actions. A key the engine refuses with these decks (a setup it cannot
 * play) has a row saying why. `--out` writes the table to a file as well, `--json` the results
 * game by game (scripts/lib/twgp-options-results.ts: what the site's charts read).
 */
import { writeFileSync } from 'node:fs';
import { optionsOn, rowOf, outcomeOf, type GameOutcome, type OptionsResults } from './lib/twgp-options-results.ts';
import { twgpEngine } from '../engine/twgp/contract.ts';
import { IMPLEMENTED_OPTIONS } from '../engine/twgp/position.ts';
import { isReading } from '../engine/twgp/readings.ts';

/** The rows' keys: the options and variants, not the alternative readings of notes (engine/twgp/readings.ts). */
const OPTION_KEYS = IMPLEMENTED_OPTIONS.filter((k) => !isReading(k));
import { TWGP_AGENTS } from '../engine/twgp/agents.ts';
import { guardMain, unwritableReason, usageError } from './lib/cli.ts';
import { parseSimulateArgs, wilson } from './lib/simulate-args.ts';
import { DEFAULT_MAX_ACTIONS, DEFAULT_STALL_TURNS, gameSetup, readDeck, runTwgpGames, type TwgpRun } from './lib/twgp-simulate.ts';
import type { DeckFile } from '../engine/twgp/deck-file.ts';

const DEFAULT_DECKS: [string, string] = ['decks/twgp/half-card-types.txt', 'decks/twgp/half.txt'];

const HELP = `usage: npm run twgp:options -- [--decks A B] [--games N] [--seed S] [--agents X,Y] [--out FILE] [--json FILE]

Plays the same seeded TWGP games under the base system and under each option and variant key
the engine announces (with the keys it presupposes), and prints a Markdown table of deck A's
win rate, the games without a winner and the average length, with 95% confidence intervals.

options:
  --decks A B     the two deck files (default ${DEFAULT_DECKS.join(' ')})
  --games N       games per row (default 200)
  --seed S        seed of the first game of each row (default 1)
  --agents X,Y    the agents of deck A and deck B: ${Object.keys(TWGP_AGENTS).join(' or ')} (default heuristic,heuristic)
  --out FILE      also write the table to FILE
  --json FILE     also write the results game by game as JSON (the site's charts read
                  site/src/data/simulations/twgp-options-<agent>.json, written so)
  --help          this text`;


interface Row {
  label: string;
  options: Record<string, unknown>;
  refused?: string;
  tally?: ReturnType<typeof runTwgpGames>;
  outcomes: GameOutcome[];
}

function playRow(base: Omit<TwgpRun, 'options'>, label: string, options: Record<string, unknown>): Row {
  const run: TwgpRun = { ...base, options };
  const started = twgpEngine.start(gameSetup(run, 0).setup);
  if (!started.ok) {
    const why = 'violation' in started ? `${started.violation.clause}: ${started.violation.message}` : started.malformed.map((m) => `${m.path}: ${m.message}`).join('; ');
    return { label, options, refused: why, outcomes: [] };
  }
  const outcomes: GameOutcome[] = [];
  return { label, options, tally: runTwgpGames(run, (_, played) => outcomes.push(outcomeOf(played))), outcomes };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const interval = (k: number, n: number) => {
  const [lo, hi] = wilson(k, n);
  return `${pct(k / n)} (${pct(lo)}–${pct(hi)})`;
};

function tableOf(rows: Row[]): string {
  const lines = ['| 設定 | オプション | デッキ A の勝率（95% 信頼区間） | 勝者なし（95% 信頼区間） | 平均ターン | 平均アクション |', '| --- | --- | --- | --- | --- | --- |'];
  for (const r of rows) {
    const keys = Object.entries(r.options).map(([k, v]) => (v === true ? k : `${k}=${v}`)).join(', ') || '（なし）';
    if (!r.tally) lines.push(`| ${r.label} | ${keys} | 受け付けられない：${r.refused!.replace(/\|/g, '\\|')} | | | |`);
    else {
      const t = r.tally;
      lines.push(`| ${r.label} | ${keys} | ${interval(t.wins.A, t.games)} | ${interval(t.noWinner + t.unfinished, t.games)} | ${(t.turns / t.games).toFixed(1)} | ${(t.actions / t.games).toFixed(1)} |`);
    }
  }
  return lines.join('\n');
}

function main(): void {
  let out = '';
  let json = '';
  const args = parseSimulateArgs(process.argv.slice(2), {
    help: HELP,
    hint: 'see npm run twgp:options -- --help',
    agents: TWGP_AGENTS,
    defaults: { games: 200, agents: ['heuristic', 'heuristic'], decks: DEFAULT_DECKS },
    own: (flag, read) => {
      if (flag !== '--out' && flag !== '--json') return false;
      const file = read.value();
      const why = unwritableReason(file);
      if (why) usageError(`${flag} ${file}: cannot write the ${flag === '--out' ? 'table' : 'results'} there (${why})`);
      if (flag === '--out') out = file;
      else json = file;
      return true;
    },
  });
  if (args.replay || args.saveLog) usageError('npm run twgp:options takes no --replay or --save-log (see npm run twgp:options -- --help)');
  const deckPaths = args.decks;
  const files = deckPaths.map(readDeck) as [DeckFile, DeckFile];
  if (files[0].format !== files[1].format) usageError(`${deckPaths[0]} is a ${files[0].format} deck and ${deckPaths[1]} a ${files[1].format} one: both must be written for one format (twgp.resource.format)`);
  const base = { files, format: files[0].format, agents: args.agents as [string, string], games: args.games, seed: args.seed, stallTurns: DEFAULT_STALL_TURNS, maxActions: DEFAULT_MAX_ACTIONS };
  const rows: Row[] = [playRow(base, '基本システム', {})];
  for (const key of OPTION_KEYS) {
    rows.push(playRow(base, `\`${key}\``, optionsOn([key])));
    process.stderr.write(`${key}: done (${rows.length - 1}/${OPTION_KEYS.length})\n`);
  }
  const head = `${args.games} games per row, seeds ${args.seed}–${args.seed + args.games - 1}; deck A ${deckPaths[0]} (${args.agents[0]}) against deck B ${deckPaths[1]} (${args.agents[1]}); seats alternate; a game with no vital lost for ${DEFAULT_STALL_TURNS} turns is judged a deadlock (twgp.judge.loss.deadlock) and has no winner.`;
  const text = `${head}\n\n${tableOf(rows)}\n`;
  console.log(text);
  if (out) writeFileSync(out, text);
  if (json) writeFileSync(json, resultsText(resultsOf(rows, args)));
}

/** The results as JSON with one row a line, so a regenerated file's diff shows which rows changed. */
function resultsText(results: OptionsResults): string {
  const { rows, ...head } = results;
  const fields = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  return `{\n${fields.join('\n')}\n  "rows": [\n${rows.map((r) => `    ${JSON.stringify(r)}`).join(',\n')}\n  ]\n}\n`;
}

function resultsOf(rows: Row[], args: { decks: string[]; agents: string[]; games: number; seed: number }): OptionsResults {
  return {
    command: `npm run twgp:options -- ${process.argv.slice(2).join(' ')}`,
    decks: args.decks as [string, string],
    agents: args.agents as [string, string],
    games: args.games,
    seed: args.seed,
    stallTurns: DEFAULT_STALL_TURNS,
    rows: rows.map((r, i) => rowOf(i === 0 ? '' : r.label.replace(/`/g, ''), r.options, r.outcomes, r.refused)),
  };
}

guardMain('twgp:options', main);
