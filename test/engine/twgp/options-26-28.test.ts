/**
 * Whole TWGP games with the options of chapters 26–28 (master-drive, master-skills,
 * master-center, charge-back, phase-device, phase-attribute) through the engine contract:
 * random agents play complete games to a result, every offered action applies, and the game
 * replays exactly from its setup and log; on random reachable states the offers of the
 * chapters' own actions are exactly those whose apply succeeds (well-formed neighbours of an
 * offered action that are not offered are refused).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { twgpEngine as engine } from '../../../engine/twgp/contract.ts';
import { playGame, randomAgent, replay } from '../../../engine/core/play.ts';
import { walkCheckingOffers } from './offer-walk.ts';
import { setupFor, vitalsFor } from './decks.ts';

const COMBOS: Record<string, unknown>[] = [
  { 'master-drive': true },
  { 'master-drive': true, 'master-skills': true },
  { 'master-drive': true, 'master-skills': true, 'master-center': true, 'charge-back': true },
  { 'charge-back': true },
  { 'phase-device': true },
  { 'phase-device': true, 'phase-attribute': true, 'charge-back': true },
  { 'master-drive': true, 'master-skills': true, 'charge-back': true, 'phase-device': true, 'phase-attribute': true },
];

/** A setup whose decks bring what the options use: a master unit as the first vital (A ♂, B ♀) and a phase device. */
function setupWith(format: 'half' | 'full', seed: number, options: Record<string, unknown>) {
  const setup = setupFor(format, seed) as unknown as { decks: Record<string, unknown>[] } & Record<string, unknown>;
  const n = vitalsFor(format);
  const sex = { A: '♂', B: '♀' } as const;
  setup.decks.forEach((deck, i) => {
    const player = i === 0 ? 'A' : 'B';
    if (options['master-drive']) (deck.vitals as unknown[])[0] = { name: `${player}の主`, power: 12, master: { sex: sex[player] } };
    if (options['phase-device']) {
      deck.phase = Array.from({ length: n }, (_, k) => ({ name: `${player}の位相${k + 1}`, kind: 'ユニット', power: [3, 8, 2, 6, 1][k]!, phase: { attribute: k % 2 ? 'タキオン' : 'グラビティ' } }));
    }
  });
  return { ...setup, options, ...(options['master-drive'] ? { masters: { A: { sex: '♂' }, B: { sex: '♀' } } } : {}) };
}

function begin(setup: unknown) {
  const r = engine.start(setup);
  assert.ok(r.ok, JSON.stringify(r).slice(0, 400));
  return r.state;
}

test('random agents play complete games under the options of chapters 26-28, and each replays exactly', () => {
  const seen = new Set<string>();
  for (const [i, options] of COMBOS.entries()) {
    for (const [format, seed] of [['half', 51 + i], ['full', 61 + i]] as const) {
      const setup = setupWith(format, seed, options);
      const game = playGame(engine, begin(setup), { A: randomAgent, B: randomAgent }, seed, 6_000);
      assert.equal(game.refused, undefined, `${JSON.stringify(options)} ${format} ${seed}: an offered action was refused: ${JSON.stringify(game.refused)}`);
      // A game of random agents may stall with nothing left to play but the ends of turns: the referee's deadlock (twgp.judge.note.deadlock) ends it.
      let result = game.result;
      let log = game.log;
      if (!result) {
        const stalled = game.log.slice(-200).every((e) => ['end-setup', 'end-build', 'end-turn'].includes((e.action as { type: string }).type));
        assert.ok(stalled, `${JSON.stringify(options)} ${format} ${seed}: no result after ${game.log.length} actions, and not stalled`);
        const judged = engine.apply(game.state, 'A', { type: 'judge', event: 'deadlock' } as never);
        assert.ok(judged.ok);
        result = engine.result(judged.state);
        log = [...game.log, { player: 'A', action: { type: 'judge', event: 'deadlock' } as never }];
      }
      assert.ok(result);
      for (const e of log) seen.add((e.action as { type: string }).type);
      const again = replay(engine, begin(setup), JSON.parse(JSON.stringify(log)), result);
      assert.ok(again.ok, JSON.stringify(again).slice(0, 300));
    }
  }
  for (const type of ['master-drive', 'charge-back', 'phase-device']) assert.ok(seen.has(type), `no game played ${type}: ${[...seen].join(' ')}`);
});

const OWN = ['master-drive', 'master-damage', 's-jamming', 'charge-back', 'phase-device'];

test('under the options of chapters 26-28, their actions are offered exactly when they apply', () => {
  let tried = 0;
  for (const [i, options] of COMBOS.entries()) {
    for (const [format, seed] of [['half', 71 + i], ['full', 81 + i]] as const) {
      const state = begin(setupWith(format, seed, options));
      tried += walkCheckingOffers(state, OWN, seed, 800, `${JSON.stringify(options)} ${format} ${seed}`);
    }
  }
  assert.ok(tried > 20, `${tried} neighbours tried`);
});
