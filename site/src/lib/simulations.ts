/**
 * The simulation results the site draws (issue 13, point 7).
 *
 * - トミーウォーカーTCG: simulated at build time, seeded, so every build draws the same
 *   figures: every pair of the sample decks (decks/tommy-walker/*.txt), greedy against
 *   greedy, with the loop of `npm run simulate` (scripts/lib/tommy-walker-simulate.ts). About
 *   a second or two of the build.
 * - TWGP: its games are slow (minutes a table), so the site reads the committed results of
 *   `npm run twgp:options -- … --json` (site/src/data/simulations/, the same runs as the
 *   tables of docs/twgp-options.md); test/scripts/twgp-options-results.test.ts replays a sample
 *   of every row and fails when the file is no longer what the engine plays.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { AGENTS, parseDeckFile, type TwAgent } from '../../../engine/tommy-walker/index.ts';
import { runTwGames } from '../../../scripts/lib/tommy-walker-simulate.ts';
import { wilson } from '../../../scripts/lib/simulate-args.ts';
import type { OptionsResults, OptionsRow } from '../../../scripts/lib/twgp-options-results.ts';
import { REPOSITORY } from './data.ts';

/** A proportion with its 95% Wilson interval. */
export interface Rate {
  k: number;
  n: number;
  rate: number;
  lo: number;
  hi: number;
}

export const rate = (k: number, n: number): Rate => {
  const [lo, hi] = wilson(k, n);
  return { k, n, rate: n ? k / n : 0, lo, hi };
};

export interface Deck {
  file: string;
  /** The deck's letter (the file's name) and its title (its first comment line). */
  letter: string;
  title: string;
  cards: string[];
}

export interface Pairing {
  a: Deck;
  b: Deck;
  games: number;
  winA: Rate;
  winB: Rate;
  draws: Rate;
  /** Rounds of each game, in seed order. */
  rounds: number[];
}

/** The parameters of the build-time トミーウォーカーTCG simulations (as `npm run simulate` takes them). */
export const TW_RUN = { games: 1000, seed: 1, agents: ['greedy', 'greedy'] as const, roundLimit: 100 };

function readTwDeck(file: string): Deck {
  const text = readFileSync(join(REPOSITORY, file), 'utf8');
  const parsed = parseDeckFile(text);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => `${file}:${e.line}: ${e.message}`).join('\n'));
  const heading = /^#\s*(.+)$/m.exec(text)?.[1]?.trim() ?? '';
  return { file, letter: basename(file, '.txt').toUpperCase(), title: heading.replace(/^デッキ\s*[A-Z]+\s*[：:]\s*/, ''), cards: parsed.deck };
}

export function twDecks(): Deck[] {
  const dir = 'decks/tommy-walker';
  return readdirSync(join(REPOSITORY, dir)).filter((f) => f.endsWith('.txt')).sort().map((f) => readTwDeck(`${dir}/${f}`));
}

let twCache: Pairing[] | undefined;

/** Every pair of sample decks, TW_RUN.games seeded games each. */
export function twPairings(): Pairing[] {
  if (twCache) return twCache;
  const decks = twDecks();
  const agents = TW_RUN.agents.map((n) => AGENTS[n]!) as [TwAgent, TwAgent];
  twCache = decks.flatMap((a, i) =>
    decks.slice(i + 1).map((b) => {
      const games = runTwGames({ decks: [a.cards, b.cards], agents, games: TW_RUN.games, seed: TW_RUN.seed, roundLimit: TW_RUN.roundLimit });
      const count = (w: 'A' | 'B' | null) => games.filter((g) => g.winner === w).length;
      return { a, b, games: games.length, winA: rate(count('A'), games.length), winB: rate(count('B'), games.length), draws: rate(count(null), games.length), rounds: games.map((g) => g.rounds) };
    }),
  );
  return twCache;
}

/** The results of one `npm run twgp:options --json` run, checked. */
export interface TwgpOptions extends OptionsResults {
  file: string;
}

export interface TwgpOptionsRow extends OptionsRow {
  /** '基本システム' or the key. */
  label: string;
  winA: Rate;
  noWinner: Rate;
  meanTurns: number;
}

const TWGP_RESULTS = 'site/src/data/simulations';

/** The committed TWGP option results for one pair of agents (`heuristic` or `random`). */
export function twgpOptions(agent: string): TwgpOptions {
  const file = `${TWGP_RESULTS}/twgp-options-${agent}.json`;
  const fault = (path: string, message: string): never => {
    throw new Error(`${file}: ${path}: ${message}; regenerate it with npm run twgp:options (README, Simulation and battles)`);
  };
  let value: OptionsResults;
  try {
    value = JSON.parse(readFileSync(join(REPOSITORY, file), 'utf8')) as OptionsResults;
  } catch (error) {
    throw new Error(`${file}: cannot read the results (${(error as Error).message})`);
  }
  if (!Array.isArray(value?.rows)) fault('$.rows', 'must be an array');
  if (!Array.isArray(value.decks) || value.decks.length !== 2) fault('$.decks', 'must name two deck files');
  value.rows.forEach((r, i) => {
    if (typeof r?.winners !== 'string' || !/^[AB?-]*$/.test(r.winners)) fault(`$.rows[${i}].winners`, 'must be a string of A, B, - and ?');
    if (!Array.isArray(r.turns) || r.turns.length !== r.winners.length) fault(`$.rows[${i}].turns`, 'must give one number per game');
  });
  return { ...value, file };
}

export function twgpOptionRows(results: OptionsResults): TwgpOptionsRow[] {
  return results.rows.map((r) => {
    const n = r.winners.length;
    const count = (c: string) => [...r.winners].filter((w) => w === c).length;
    return {
      ...r,
      label: r.key || '基本システム',
      winA: rate(count('A'), n),
      noWinner: rate(count('-') + count('?'), n),
      meanTurns: n ? r.turns.reduce((s, t) => s + t, 0) / n : 0,
    };
  });
}
