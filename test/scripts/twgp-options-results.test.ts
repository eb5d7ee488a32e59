/**
 * The committed TWGP option results that the site's charts draw
 * (site/src/data/simulations/twgp-options-<agents>.json, written by `npm run twgp:options --
 * … --json`) are still what the engine plays: every row's keys are the engine's, and the first
 * games of every row, replayed with the same decks, seeds and agents, end as recorded. When the
 * engine changes how a game goes, this fails: regenerate the files (README, Simulation and battles).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twgpEngine } from '../../engine/twgp/contract.ts';
import { IMPLEMENTED_OPTIONS } from '../../engine/twgp/position.ts';
import { isReading } from '../../engine/twgp/readings.ts';
import { DEFAULT_MAX_ACTIONS, gameSetup, readDeck, runTwgpGames, type TwgpRun } from '../../scripts/lib/twgp-simulate.ts';
import { outcomeOf, type OptionsResults } from '../../scripts/lib/twgp-options-results.ts';
import type { DeckFile } from '../../engine/twgp/deck-file.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Games replayed per row: enough to see a change of play, few enough for the unit tests. */
const SAMPLE = 5;

for (const agents of ['heuristic', 'random']) {
  const file = `site/src/data/simulations/twgp-options-${agents}.json`;
  const results = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as OptionsResults;
  const files = results.decks.map((d) => readDeck(join(ROOT, d))) as [DeckFile, DeckFile];
  const base = { files, format: files[0].format, agents: results.agents, games: SAMPLE, seed: results.seed, stallTurns: results.stallTurns, maxActions: DEFAULT_MAX_ACTIONS };

  test(`${file}: one row for the base system and one for each key the engine announces, ${results.games} games each`, () => {
    // The alternative readings of notes are not rows (scripts/twgp-options-table.ts).
    assert.deepEqual(results.rows.map((r) => r.key), ['', ...IMPLEMENTED_OPTIONS.filter((k) => !isReading(k))]);
    for (const r of results.rows) assert.equal(r.winners.length, r.refused ? 0 : results.games, r.key);
  });

  test(`${file}: the first ${SAMPLE} games of every row replay as recorded`, () => {
    for (const row of results.rows) {
      const run: TwgpRun = { ...base, options: row.options };
      const started = twgpEngine.start(gameSetup(run, 0).setup);
      if (row.refused) {
        assert.equal(started.ok, false, `${row.key}: the engine now accepts the setup it refused`);
        continue;
      }
      const played: ReturnType<typeof outcomeOf>[] = [];
      runTwgpGames(run, (_, game) => played.push(outcomeOf(game)));
      const recorded = played.map((_, g) => ({ winner: row.winners[g], turns: row.turns[g], actions: row.actions[g] }));
      assert.deepEqual(played, recorded, `${file}: row '${row.key || 'base system'}' no longer plays as recorded: regenerate with ${results.command}`);
    }
  });
}
