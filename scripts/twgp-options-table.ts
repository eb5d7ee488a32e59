/**
 * npm run twgp:options -- [--decks A B] [--games N] [--seed S] [--agents X,Y] [--out FILE]
 *
 * How each TWGP option and variant changes play: for the base system and then for every key
 * the engine announces (switched on with the keys it presupposes, OPTION_DEPENDENCIES), plays
 * the same seeded games between the same two decks and prints a Markdown table of deck A's
 * win rate and the games without a winner (each with its 95% Wilson interval) and the average
 * length in turns and actions. A key the engine refuses with these decks (a setup it cannot
 * play) has a row saying why. `--out` writes the table to a file as well.
 */
import { writeFileSync } from 'node:fs';
import { twgpEngine } from '../engine/twgp/contract.ts';
import { withPrerequisites } from '../engine/twgp/options.ts';
import { IMPLEMENTED_OPTIONS } from '../engine/twgp/position.ts';
import { TWGP_AGENTS } from '../engine/twgp/agents.ts';
import { guardMain, unwritableReason, usageError } from './lib/cli.ts';
import { parseSimulateArgs, wilson } from './lib/simulate-args.ts';
import { DEFAULT_MAX_ACTIONS, DEFAULT_STALL_TURNS, gameSetup, readDeck, runTwgpGames, type TwgpRun } from './lib/twgp-simulate.ts';
import type { DeckFile } from '../engine/twgp/deck-file.ts';

const DEFAULT_DECKS: [string, string] = ['decks/twgp/half-card-types.txt', 'decks/twgp/half.txt'];

const HELP = `usage: npm run twgp:options -- [--decks A B] [--games N] [--seed S] [--agents X,Y] [--out FILE]

Plays the same seeded TWGP games under the base system and under each option and variant key
the engine announces (with the keys it presupposes), and prints a Markdown table of deck A's
win rate, the games without a winner and the average length, with 95% confidence intervals.

options:
  --decks A B     the two deck files (default ${DEFAULT_DECKS.join(' ')})
  --games N       games per row (default 200)
  --seed S        seed of the first game of each row (default 1)
  --agents X,Y    the agents of deck A and deck B: ${Object.keys(TWGP_AGENTS).join(' or ')} (default heuristic,heuristic)
  --out FILE      also write the table to FILE
  --help          this text`;

/** The value a key is switched on with: true, or for a numeric variant a value other than the base system's. */
const NUMERIC_VALUES: Record<string, number> = { 'surge-count': 2, 'sublimation-gap': 2, 'deck-select': 40 };

/** The key with every key it presupposes, each with the value it is switched on with. */
function withPrerequisitesOn(key: string): Record<string, unknown> {
  return Object.fromEntries(withPrerequisites([key]).map((k) => [k, NUMERIC_VALUES[k] ?? true]));
}

interface Row {
  label: string;
  options: Record<string, unknown>;
  refused?: string;
  tally?: ReturnType<typeof runTwgpGames>;
}

function playRow(base: Omit<TwgpRun, 'options'>, label: string, options: Record<string, unknown>): Row {
  const run: TwgpRun = { ...base, options };
  const started = twgpEngine.start(gameSetup(run, 0).setup);
  if (!started.ok) {
    const why = 'violation' in started ? `${started.violation.clause}: ${started.violation.message}` : started.malformed.map((m) => `${m.path}: ${m.message}`).join('; ');
    return { label, options, refused: why };
  }
  return { label, options, tally: runTwgpGames(run) };
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
  const args = parseSimulateArgs(process.argv.slice(2), {
    help: HELP,
    hint: 'see npm run twgp:options -- --help',
    agents: TWGP_AGENTS,
    defaults: { games: 200, agents: ['heuristic', 'heuristic'], decks: DEFAULT_DECKS },
    own: (flag, read) => {
      if (flag !== '--out') return false;
      out = read.value();
      const why = unwritableReason(out);
      if (why) usageError(`--out ${out}: cannot write the table there (${why})`);
      return true;
    },
  });
  if (args.replay || args.saveLog) usageError('npm run twgp:options takes no --replay or --save-log (see npm run twgp:options -- --help)');
  const deckPaths = args.decks;
  const files = deckPaths.map(readDeck) as [DeckFile, DeckFile];
  if (files[0].format !== files[1].format) usageError(`${deckPaths[0]} is a ${files[0].format} deck and ${deckPaths[1]} a ${files[1].format} one: both must be written for one format (twgp.resource.format)`);
  const base = { files, format: files[0].format, agents: args.agents as [string, string], games: args.games, seed: args.seed, stallTurns: DEFAULT_STALL_TURNS, maxActions: DEFAULT_MAX_ACTIONS };
  const rows: Row[] = [playRow(base, '基本システム', {})];
  for (const key of IMPLEMENTED_OPTIONS) {
    rows.push(playRow(base, `\`${key}\``, withPrerequisitesOn(key)));
    process.stderr.write(`${key}: done (${rows.length - 1}/${IMPLEMENTED_OPTIONS.length})\n`);
  }
  const head = `${args.games} games per row, seeds ${args.seed}–${args.seed + args.games - 1}; deck A ${deckPaths[0]} (${args.agents[0]}) against deck B ${deckPaths[1]} (${args.agents[1]}); seats alternate; a game with no vital lost for ${DEFAULT_STALL_TURNS} turns is judged a deadlock (twgp.judge.loss.deadlock) and has no winner.`;
  const text = `${head}\n\n${tableOf(rows)}\n`;
  console.log(text);
  if (out) writeFileSync(out, text);
}

guardMain('twgp:options', main);
