/**
 * Option deck-card-types (engine/twgp/weapon.ts): random agents play complete games with the
 * sample deck decks/twgp/half-card-types.txt under deck-card-types (and the variant
 * log-counter-weapon); every weapon action the engine offers on the way applies, weapons are
 * laid, and each game replays exactly. Without the option the same deck plays and no weapon
 * action is ever offered (twgp.options.note.unit-always).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { twgpEngine as engine } from '../../../engine/twgp/contract.ts';
import { parseDeckFile } from '../../../engine/twgp/deck-file.ts';
import { playGame, randomAgent, replay } from '../../../engine/core/play.ts';

const WEAPON_ACTIONS = ['lay-weapon', 'pass-weapon', 'return-weapon'];
const parsed = parseDeckFile(readFileSync(new URL('../../../decks/twgp/half-card-types.txt', import.meta.url), 'utf8'), 'half-card-types.txt');
assert.ok(parsed.ok);
const deck = parsed.deckFile.deck;
const agents = { A: randomAgent, B: randomAgent };

function begin(options: Record<string, unknown>, seed: number) {
  const r = engine.start({ players: ['A', 'B'], seed, format: 'half', options, decks: [deck, deck] });
  assert.ok(r.ok, JSON.stringify(r));
  return r.state;
}

test('with deck-card-types, random games lay weapons, every offered weapon action applies, and the games replay', () => {
  let laid = 0;
  for (const [seed, options] of [[1, { 'deck-card-types': true }], [2, { 'deck-card-types': true, 'log-counter-weapon': true }], [3, { 'deck-card-types': true }]] as const) {
    const game = playGame(engine, begin(options, seed), agents, seed, 3_000);
    assert.equal(game.refused, undefined, JSON.stringify(game.refused));
    laid += game.log.filter((e) => WEAPON_ACTIONS.includes((e.action as { type: string }).type)).length;
    // Every weapon action offered along the way applies (offers are exactly the legal ones).
    let state = begin(options, seed);
    for (const entry of game.log.slice(0, 400)) {
      for (const d of engine.pending(state)) {
        for (const o of d.options as { type: string }[]) if (WEAPON_ACTIONS.includes(o.type)) assert.ok(engine.apply(state, d.player, o as never).ok, `offered but refused: ${JSON.stringify(o)}`);
      }
      const next = engine.apply(state, entry.player, entry.action);
      assert.ok(next.ok);
      state = next.state;
    }
    const again = replay(engine, begin(options, seed), JSON.parse(JSON.stringify(game.log)), game.result);
    assert.ok(again.ok, JSON.stringify(again));
  }
  assert.ok(laid > 0, 'no weapon action was taken in the games');
});

test('without the option the same deck plays and no weapon action is offered', () => {
  const game = playGame(engine, begin({}, 4), agents, 4, 3_000);
  assert.equal(game.refused, undefined);
  assert.ok(game.log.every((e) => !WEAPON_ACTIONS.includes((e.action as { type: string }).type)));
});
