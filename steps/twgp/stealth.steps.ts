/**
 * Steps of the stealth rulings (features/twgp/stealth.feature, chapter 10): stealth,
 * unstealth and re-active in the protocol's form. Nothing here decides a rule.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';

import { act, events, observation, seat, unit, type DraftSeat } from './support.ts';

When('{string} が {string} を潜伏させる', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 'stealth', unit: (await unit(this, name)).at });
});

When('{string} が {string} を表タテ置きに戻して潜伏を解く', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 'unstealth', unit: (await unit(this, name)).at });
});

When('{string} がリ=アクティヴで {string} をタテ置きに戻す', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 're-active', unit: (await unit(this, name)).at, stealth: false });
});

When('{string} がリ=アクティヴで {string} を裏タテ置きにして戻す', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 're-active', unit: (await unit(this, name)).at, stealth: true });
});

When('{string} がセットアップを何もせずに終える', async function (this: RulingWorld, player: string) {
  await act(this, player, { type: 'end-setup' });
});

Given('{string} のチャージ・グリッドに、標的のユニットを裏置きにする効果のチャージ・トラップ {string} がある', function (this: RulingWorld, player: string, name: string) {
  const s = seat(this, player) as DraftSeat & { chargeGrid?: unknown[] };
  (s.chargeGrid ??= []).push({ name, kind: 'チャージ・トラップ', effect: { property: 'charge-trap', do: [{ type: 'face-down' }] } });
});

When('{string} がチャージ・トラップ {string} を {string} に向けて発動する', async function (this: RulingWorld, player: string, trap: string, target: string) {
  const s = (await observation(this)).seats.find((x) => x.player === player)!;
  const square = s.chargeGrid.findIndex((c) => c?.name === trap);
  await act(this, player, { type: 'activate', zone: 'charge', square, target: (await unit(this, target)).at });
});

Then('効果は {string} に働かず、その根拠は条項 {string} である', async function (this: RulingWorld, name: string, clause: string) {
  const u = await unit(this, name);
  const e = events(this).find((x) => x.type === 'no-effect');
  assert.ok(e, `the effect worked; events: ${JSON.stringify(events(this))}`);
  assert.deepEqual(e.unit, u.at);
  assert.equal(e.clause, clause);
});

Given('{string} の手札にログ・カウンター {string} がある', function (this: RulingWorld, player: string, name: string) {
  const s = seat(this, player) as DraftSeat & { hand?: unknown[] };
  (s.hand ??= []).push({ name, kind: 'ログ・カウンター' });
});

When('{string} が手札の {string} をログ・カウンターとしてチャージ・グリッドに裏置きで敷く', async function (this: RulingWorld, player: string, name: string) {
  const s = (await observation(this)).seats.find((x) => x.player === player) as unknown as { hand: string[]; chargeGrid: unknown[] };
  await act(this, player, { type: 'lay-counter', card: s.hand.indexOf(name), square: s.chargeGrid.findIndex((c) => c === null) });
});

Then('{string} のチャージ・グリッドには裏タテ置きの {string} がある', async function (this: RulingWorld, player: string, name: string) {
  const s = (await observation(this)).seats.find((x) => x.player === player) as unknown as { chargeGrid: ({ name: string; placement: string } | null)[] };
  const c = s.chargeGrid.find((x) => x?.name === name);
  assert.ok(c, `"${name}" is not on ${player}'s charge grid: ${JSON.stringify(s.chargeGrid)}`);
  assert.equal(c.placement, '裏タテ置き');
});

Then('アサルトは取り消され、その根拠は条項 {string} である', function (this: RulingWorld, clause: string) {
  const e = events(this).find((x) => x.type === 'cancelled' && x.declaration === 'assault');
  assert.ok(e, `the assault was not cancelled; events: ${JSON.stringify(events(this))}`);
  assert.equal(e.clause, clause);
});
