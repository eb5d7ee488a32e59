/**
 * The トミーウォーカーTCG simulation loop: N seeded games between two decks, seats alternating.
 * `npm run simulate` prints its tally; the site's charts (site/src/lib/simulations.ts) run the
 * same loop at build time, so the two never count differently.
 */
import { playMatch, type TwAgent } from '../../engine/tommy-walker/index.ts';

export interface TwRun {
  /** Deck A's and deck B's card names. */
  decks: [string[], string[]];
  agents: [TwAgent, TwAgent];
  games: number;
  /** Game g uses seed + g. */
  seed: number;
  /** Rounds after which a game is a draw (tommy-walker.game.round-limit); null for none. */
  roundLimit: number | null;
}

export interface TwGame {
  /** The winning deck, or null for a draw. */
  winner: 'A' | 'B' | null;
  rounds: number;
  decisions: number;
}

/** The setup of game g: deck A sits first in even games (g = 0, 2, …), second in odd ones. */
export function twSetup(run: TwRun, g: number) {
  const aFirst = g % 2 === 0;
  return {
    aFirst,
    setup: {
      players: (aFirst ? ['A', 'B'] : ['B', 'A']) as [string, string],
      decks: [run.decks[aFirst ? 0 : 1], run.decks[aFirst ? 1 : 0]] as [string[], string[]],
      seed: run.seed + g,
      roundLimit: run.roundLimit,
    },
  };
}

/** Plays the run's games; `each` sees every game played (the first one's log, for --save-log). */
export function runTwGames(run: TwRun, each?: (g: number, played: ReturnType<typeof playMatch>) => void): TwGame[] {
  const games: TwGame[] = [];
  for (let g = 0; g < run.games; g++) {
    const { aFirst, setup } = twSetup(run, g);
    const played = playMatch(setup, [run.agents[aFirst ? 0 : 1], run.agents[aFirst ? 1 : 0]], run.seed + g);
    each?.(g, played);
    const w = played.state.result!.winner;
    games.push({ winner: w === 'A' || w === 'B' ? w : null, rounds: played.state.round, decisions: played.decisions });
  }
  return games;
}
