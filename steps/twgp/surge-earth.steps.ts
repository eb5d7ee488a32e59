/**
 * Steps of the surge-earth rulings (features/twgp/surge-earth.feature; chapter 24, option
 * surge-earth): surge earth cards in the hand, setting them on the battle grid, turning them up
 * against a surge direct, and reading them from the observation. They speak only the protocol
 * and decide no rule: every expected value is written in the ruling.
 */
import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';

import { act, observation, seat, type DraftSeat } from './support.ts';

type EarthSeat = { player: string; hand: string[]; earths?: { square: number; cards: string[]; faceUp: boolean }[] };

async function observedSeat(world: RulingWorld, player: string): Promise<EarthSeat> {
  const s = (await observation(world)).seats.find((x) => x.player === player) as unknown as EarthSeat | undefined;
  assert.ok(s, `no seat of "${player}"`);
  return s;
}

Given('{string} の手札にサージ・アース {string} がある', function (this: RulingWorld, player: string, name: string) {
  const s = seat(this, player) as DraftSeat & { hand?: unknown[] };
  (s.hand ??= []).push({ name, kind: 'サージ・アース' });
});

When('{string} が手札の {string} をバトル・グリッドの {int} 番目にサージ・アースとして伏せる', async function (this: RulingWorld, player: string, name: string, square: number) {
  const hand = (await observedSeat(this, player)).hand;
  assert.ok(hand.includes(name), `"${name}" is not in ${player}'s hand: ${hand.join(', ')}`);
  await act(this, player, { type: 'surge-earth-set', card: hand.indexOf(name), square: square - 1 });
});

When('{string} がバトル・グリッドの {int} 番目のサージ・アースを {int} 枚表にする', async function (this: RulingWorld, player: string, square: number, n: number) {
  await act(this, player, { type: 'surge-earth', squares: Array.from({ length: n }, () => square - 1) });
});

When('{string} はサージ・アースを使わない', async function (this: RulingWorld, player: string) {
  await act(this, player, { type: 'surge-earth', squares: [] });
});

Then('{string} のバトル・グリッドの {int} 番目には裏向きのサージ・アースが {int} 枚ある', async function (this: RulingWorld, player: string, square: number, n: number) {
  const e = (await observedSeat(this, player)).earths?.find((x) => x.square === square - 1);
  assert.ok(e, `no surge earth on ${player}'s square ${square}`);
  assert.equal(e.faceUp, false, 'face down');
  assert.equal(e.cards.length, n);
});

Then('{string} のバトル・グリッドの {int} 番目のサージ・アースは表向きである', async function (this: RulingWorld, player: string, square: number) {
  const e = (await observedSeat(this, player)).earths?.find((x) => x.square === square - 1);
  assert.ok(e, `no surge earth on ${player}'s square ${square}`);
  assert.equal(e.faceUp, true, 'face up');
});

Then('{string} のバトル・グリッドにサージ・アースはない', async function (this: RulingWorld, player: string) {
  assert.deepEqual((await observedSeat(this, player)).earths ?? [], []);
});
