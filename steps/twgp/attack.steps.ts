/**
 * Steps of the attack rulings (features/twgp/attack.feature, assault.feature,
 * grid-blast.feature; chapter 07): hands, options, printed text, grid-blast declarations and
 * executions, turn flow (end the turn, setup, end the build sequence), directs, and reading
 * the log piles, vital losses and the reported clauses. They speak only the protocol and
 * decide no rule: every expected value is written in the ruling.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';

import { act, draftUnit, events, observation, seat, unit, type Draft, type DraftSeat } from './support.ts';

type Seat = DraftSeat & { hand?: unknown[] };
type DraftWithOptions = Draft & { options?: Record<string, unknown>; turn: { number?: number } };
type ObservedPiles = { player: string; surge: string[]; storage: string[]; hand: string[]; chargeGrid: ({ name: string; mode: string } | null)[] };

async function seatObserved(world: RulingWorld, player: string): Promise<ObservedPiles> {
  const s = (await observation(world)).seats.find((x) => x.player === player) as unknown as ObservedPiles | undefined;
  assert.ok(s, `no seat of "${player}"`);
  return s;
}

// ---- Givens ----

Given('{string} の手札には札が {int} 枚ある', function (this: RulingWorld, player: string, n: number) {
  (seat(this, player) as Seat).hand = Array.from({ length: n }, (_, i) => ({ name: `${player}の手札${i + 1}` }));
});

Given('{string} のターンのバトル・シークェンスである', function (this: RulingWorld, player: string) {
  const draft = this.draft as Draft;
  assert.ok(draft.players.includes(player), `"${player}" is not one of the players`);
  draft.turn = { ...draft.turn, player, sequence: 'battle' };
});

Given('いまは第 {int} ターンである', function (this: RulingWorld, n: number) {
  (this.draft as DraftWithOptions).turn.number = n;
});

Given('{string} はこのターンにグリッド・ブラストを宣言している', function (this: RulingWorld, name: string) {
  Object.assign(draftUnit(this, name), { mode: 'GB-Prompt', declaredTurn: (this.draft as DraftWithOptions).turn.number ?? 1 });
});

Given('{string} は {string} にハックされ、裏ヨコ置きでグリッド・ブラストを宣言している', function (this: RulingWorld, name: string, hacker: string) {
  Object.assign(draftUnit(this, name), { mode: 'GB-Prompt', controller: hacker });
});

Given('{string} には次のテキストが書かれている: {string}', function (this: RulingWorld, name: string, text: string) {
  draftUnit(this, name).text = text;
});

Given('オプション {string} を {int} にする', function (this: RulingWorld, key: string, n: number) {
  const draft = this.draft as DraftWithOptions;
  (draft.options ??= {})[key] = n;
});

Given('オプション {string} を使う', function (this: RulingWorld, key: string) {
  const draft = this.draft as DraftWithOptions;
  (draft.options ??= {})[key] = true;
});

// ---- Whens ----

When('{string} がグリッド・ブラストを宣言する', async function (this: RulingWorld, name: string) {
  const u = await unit(this, name);
  await act(this, u.unit.controller, { type: 'grid-blast-declare', unit: u.at });
});

When('{string} がグリッド・ブラストを実行する', async function (this: RulingWorld, name: string) {
  const u = await unit(this, name);
  await act(this, u.unit.controller, { type: 'grid-blast', unit: u.at });
});

When('{string} がグリッド・ブラストの宣言を解く', async function (this: RulingWorld, name: string) {
  const u = await unit(this, name);
  await act(this, u.unit.controller, { type: 'grid-blast-cancel', unit: u.at });
});

When('{string} がターンを終える', async function (this: RulingWorld, player: string) {
  await act(this, player, { type: 'end-turn' });
});

When('{string} がセットアップでチャージ・グリッドの札を1枚手札に加える', async function (this: RulingWorld, player: string) {
  const square = (await seatObserved(this, player)).chargeGrid.findIndex((c) => c !== null);
  assert.ok(square >= 0, `${player} has no card on the charge grid`);
  await act(this, player, { type: 'setup', square });
});

When('{string} がセットアップを終える', async function (this: RulingWorld, player: string) {
  await act(this, player, { type: 'end-setup' });
});

When('{string} がビルド・シークェンスを終える', async function (this: RulingWorld, player: string) {
  await act(this, player, { type: 'end-build' });
});

When('{string} が {string} にダイレクトを宣言する', async function (this: RulingWorld, attacker: string, player: string) {
  const a = await unit(this, attacker);
  await act(this, a.unit.controller, { type: 'direct', attacker: a.at, player });
});

When('{string} が攻撃ユニットのいないマスから {string} へのアサルトを宣言する', async function (this: RulingWorld, player: string, target: string) {
  const t = await unit(this, target);
  const obs = await observation(this);
  const own = obs.seats.find((s) => s.player === player);
  assert.ok(own, `no seat of "${player}"`);
  const square = own.battleGrid.findIndex((u) => u === null);
  assert.ok(square >= 0, `${player}'s battle grid has no empty square`);
  await act(this, player, { type: 'assault', attacker: { player, square }, target: t.at, surge: [] });
});

When('{string} が {string} を使って {string} へのアサルトを宣言する', async function (this: RulingWorld, player: string, attacker: string, target: string) {
  const a = await unit(this, attacker);
  const t = await unit(this, target);
  await act(this, player, { type: 'assault', attacker: a.at, target: t.at, surge: [] });
});

When('{string} が宣言なしで応じようとする', async function (this: RulingWorld, player: string) {
  await act(this, player, { type: 'accept' });
});

When('{string} が融合を解こうとする', async function (this: RulingWorld, name: string) {
  const u = await unit(this, name);
  await act(this, u.unit.controller, { type: 'defuse', unit: u.at });
});

// ---- Thens ----

Then('{string} は {string} の捨札にある', async function (this: RulingWorld, name: string, owner: string) {
  const hit = (await observation(this)).seats.flatMap((s) => s.battleGrid).some((u) => u?.name === name);
  assert.ok(!hit, `"${name}" is still on the battle grids`);
  const s = await seatObserved(this, owner);
  assert.ok([...s.surge, ...s.storage].includes(name), `"${name}" is in neither ${owner}'s surge nor storage: ${JSON.stringify({ surge: s.surge, storage: s.storage })}`);
});

Then('{string} の捨札には札が {int} 枚ある', async function (this: RulingWorld, player: string, n: number) {
  const s = await seatObserved(this, player);
  assert.equal(s.surge.length + s.storage.length, n, `${player}'s log: ${JSON.stringify({ surge: s.surge, storage: s.storage })}`);
});

Then('{string} のサージは {int} 枚、ストレージは {int} 枚である', async function (this: RulingWorld, player: string, surge: number, storage: number) {
  const s = await seatObserved(this, player);
  assert.equal(s.surge.length, surge, 'surge cards');
  assert.equal(s.storage.length, storage, 'storage cards');
});

Then('{string} のチャージ・グリッドの札は {int} 枚である', async function (this: RulingWorld, player: string, n: number) {
  assert.equal((await seatObserved(this, player)).chargeGrid.filter((c) => c !== null).length, n);
});

Then('{string} の手札の枚数は {int} 枚である', async function (this: RulingWorld, player: string, n: number) {
  assert.equal((await seatObserved(this, player)).hand.length, n);
});

Then('{string} は表タテ逆置きである', async function (this: RulingWorld, name: string) {
  assert.equal((await unit(this, name)).unit.placement, '表タテ逆置き');
});

Then('{string} は表ヨコ逆置きである', async function (this: RulingWorld, name: string) {
  assert.equal((await unit(this, name)).unit.placement, '表ヨコ逆置き');
});

Then('{string} は {string} が操作している', async function (this: RulingWorld, name: string, player: string) {
  assert.equal((await unit(this, name)).unit.controller, player);
});

Then('{string} はヴァイタルを {int} 枚失う', function (this: RulingWorld, player: string, n: number) {
  const lost = events(this).filter((e) => e.type === 'damage' && e.player === player);
  assert.equal(lost.length, 1, `${player} should lose vitals once; events: ${JSON.stringify(events(this))}`);
  assert.equal(lost[0]!.count, n, 'vitals lost');
});

Then('{string} はヴァイタルを失わない', function (this: RulingWorld, player: string) {
  const lost = events(this).filter((e) => e.type === 'damage' && e.player === player);
  assert.equal(lost.length, 0, `${player} lost vitals: ${JSON.stringify(lost)}`);
});

Then('グリッド・ブラストの攻撃パワーは {int} である', function (this: RulingWorld, power: number) {
  const e = events(this).filter((x) => x.type === 'grid-blast').at(-1);
  assert.ok(e, `no grid blast was executed; events: ${JSON.stringify(events(this))}`);
  assert.equal(e.attackPower, power);
});

Then('処理の根拠として条項 {string} が報告される', function (this: RulingWorld, clause: string) {
  assert.ok(events(this).some((e) => e.clause === clause), `no event cites ${clause}: ${JSON.stringify(events(this))}`);
});

Then('処理の根拠として条項 {string} は報告されない', function (this: RulingWorld, clause: string) {
  assert.ok(!events(this).some((e) => e.clause === clause), `an event cites ${clause}: ${JSON.stringify(events(this))}`);
});

Then('{string} には決定が求められていない', async function (this: RulingWorld, player: string) {
  const obs = (await observation(this)) as unknown as { decisions: { player: string }[] };
  assert.ok(!obs.decisions.some((d) => d.player === player), `${player} has a decision: ${JSON.stringify(obs.decisions)}`);
});
