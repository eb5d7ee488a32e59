/**
 * Complete TWGP games under random combinations of options and variants (issue 12: "complete
 * games run under random combinations of options and replay exactly"): fast-check draws a set
 * of the keys the engine announces, closed under what each presupposes (OPTION_DEPENDENCIES)
 * and free of the pairs that exclude each other (OPTION_CONFLICTS); the engine must accept the
 * setup, random agents play it to a result decided by a loss clause (a game that stalls is
 * ended by the judge's deadlock, as a referee would), and the saved log replays to the same
 * state and result.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { twgpEngine as engine } from '../../../engine/twgp/contract.ts';
import { OPTION_CONFLICTS, withPrerequisites } from '../../../engine/twgp/options.ts';
import { IMPLEMENTED_OPTIONS } from '../../../engine/twgp/position.ts';
import { playGame, randomAgent, replay } from '../../../engine/core/play.ts';
import { setupFor } from './decks.ts';

/** Keys switched on with a value other than `true`: the variant's number differs from the base system's. */
const VALUES: Record<string, number> = { 'surge-count': 2, 'sublimation-gap': 2 };
/** deck-select needs a pool of cards per player beyond the deck; its rulings and deck tests cover it. */
const LEFT_OUT = new Set(['deck-select']);
const KEYS = IMPLEMENTED_OPTIONS.filter((k) => !LEFT_OUT.has(k));

/** The chosen keys with everything they presuppose, or null when two of them exclude each other. */
function closed(chosen: readonly string[]): Record<string, unknown> | null {
  const out = Object.fromEntries(withPrerequisites(chosen).map((k) => [k, VALUES[k] ?? true]));
  return OPTION_CONFLICTS.some(({ keys: [a, b] }) => Object.hasOwn(out, a) && Object.hasOwn(out, b)) ? null : out;
}

/** The clauses a result may cite: the game judge's and the options' loss conditions (IDs with `.loss`). */
const LOSS_CLAUSES = new Set(
  readdirSync('spec/twgp')
    .filter((f) => f.endsWith('.md'))
    .flatMap((f) => [...readFileSync(`spec/twgp/${f}`, 'utf8').matchAll(/\b(?:rule|variant)\[(twgp\.[^\]\s]+)\]/g)].map((m) => m[1]!))
    .filter((id) => id.startsWith('twgp.judge.') || /\.loss(\.|$)/.test(id)),
);

const agents = { A: randomAgent, B: randomAgent };

function begin(setup: unknown) {
  const r = engine.start(setup);
  assert.ok(r.ok, `the setup was refused: ${JSON.stringify(r).slice(0, 400)}`);
  return r.state;
}

test('random combinations of options play to a result and replay exactly', () => {
  fc.assert(
    fc.property(fc.subarray(KEYS, { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 10_000 }), (chosen, seed) => {
      const options = closed(chosen);
      fc.pre(options !== null);
      const setup = setupFor('half', seed, ['A', 'B'], { options });
      const game = playGame(engine, begin(setup), agents, seed, 20_000);
      assert.equal(game.refused, undefined, `${JSON.stringify(options)}: an offered action was refused: ${JSON.stringify(game.refused)}`);
      let { state, log } = game;
      if (!game.result) {
        // A game that stalls is ended as the referee would (twgp.judge.loss.deadlock).
        const player = engine.pending(state)[0]?.player ?? 'A';
        const judged = engine.apply(state, player, { type: 'judge', event: 'deadlock' });
        assert.ok(judged.ok, JSON.stringify(judged));
        state = judged.state;
        log = [...log, { player, action: { type: 'judge', event: 'deadlock' } as never }];
      }
      const result = engine.result(state);
      // A loss condition: the game judge's (chapter 19) or an option's own (such as twgp.re-vital.loss).
      assert.ok(result && LOSS_CLAUSES.has(result.clause), `${JSON.stringify(options)}: the result cites ${result?.clause}`);
      const again = replay(engine, begin(setup), JSON.parse(JSON.stringify(log)), result);
      assert.ok(again.ok, `${JSON.stringify(options)}: ${JSON.stringify(again).slice(0, 400)}`);
      assert.deepStrictEqual(again.state, state);
    }),
    { numRuns: 20, seed: 20261201 },
  );
});
