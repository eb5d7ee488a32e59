/**
 * Whole TWGP games with the options of chapters 29–31 (re-vital, bonds, over-skills and the
 * variant over-skill-no-sublimation) through the engine contract: random agents play complete
 * games to a result decided by a loss clause, every offered action applies, and the game
 * replays exactly from its setup and log; on random reachable states the offers of the
 * chapters' own actions are exactly those whose apply succeeds.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { twgpEngine as engine } from '../../../engine/twgp/contract.ts';
import { playGame, randomAgent, replay } from '../../../engine/core/play.ts';
import { walkCheckingOffers } from './offer-walk.ts';
import { setupFor } from './decks.ts';

const COMBOS: Record<string, unknown>[] = [
  { bonds: true },
  { 'over-skills': true },
  { 're-vital': true },
  { bonds: true, 'over-skills': true, 're-vital': true },
  { bonds: true, 'over-skills': true, 'over-skill-no-sublimation': true, 'assault-download': true },
];

function begin(setup: unknown) {
  const r = engine.start(setup);
  assert.ok(r.ok, JSON.stringify(r).slice(0, 300));
  return r.state;
}

const withOptions = (setup: unknown, options: Record<string, unknown>) => ({ ...(setup as object), options });

test('random agents play complete games under the options of chapters 29-31, and each replays exactly', () => {
  const seen = new Set<string>();
  for (const [i, options] of COMBOS.entries()) {
    for (const [format, seed] of [['half', 11 + i], ['full', 21 + i]] as const) {
      const setup = withOptions(setupFor(format, seed), options);
      const game = playGame(engine, begin(setup), { A: randomAgent, B: randomAgent }, seed, 30_000);
      assert.equal(game.refused, undefined, `${JSON.stringify(options)} ${format} ${seed}: an offered action was refused: ${JSON.stringify(game.refused)}`);
      assert.ok(game.result, `${JSON.stringify(options)} ${format} ${seed}: no result after ${game.log.length} actions`);
      for (const e of game.log) seen.add((e.action as { type: string }).type);
      const again = replay(engine, begin(setup), JSON.parse(JSON.stringify(game.log)), game.result);
      assert.ok(again.ok, JSON.stringify(again).slice(0, 300));
    }
  }
  // The chapters' actions were played at least somewhere (otherwise the games test nothing of them).
  for (const type of ['over-drive', 'over-vital', 'over-summon', 'end-over-drive', 'recover']) assert.ok(seen.has(type), `no game played ${type}: ${[...seen].join(' ')}`);
});

const OWN = ['bond', 'over-drive', 'over-load', 'over-vital', 'over-summon', 'end-over-drive', 'recover'];

test('under the options of chapters 29-31, their actions are offered exactly when they apply', () => {
  let tried = 0;
  for (const [i, options] of COMBOS.entries()) {
    for (const [format, seed] of [['half', 31 + i], ['full', 41 + i]] as const) {
      const state = begin(withOptions(setupFor(format, seed), options));
      tried += walkCheckingOffers(state, OWN, seed, 1500, null);
    }
  }
  assert.ok(tried > 20, `${tried} neighbours tried`);
});
