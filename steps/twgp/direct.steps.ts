/**
 * Steps of the direct and damage rulings (features/twgp/direct.feature, damage.feature;
 * chapter 12): three-player tables, vitals and vital effects, directs by each method, units
 * that interrupt them, the choice of the vitals lost, the damage routine's processes, and
 * reading the vital grid, the windows and the result. They speak only the protocol and decide
 * no rule: every expected value is written in the ruling.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';

import { act, events, observation, seat, unit, type Draft, type DraftSeat } from './support.ts';

type Placed = { name: string; mode?: string };
type VitalSeat = DraftSeat & { vitalGrid?: Placed[]; vitalsOutTurn?: number; hand?: unknown[]; storage?: unknown[]; surge?: unknown[] };
type Obs = {
  right: string | null;
  window: string;
  decisions: { player: string; kind: string }[];
  result: { winner: string | null; clause: string } | null;
  seats: { player: string; vitals: number; lost: boolean; hand: string[]; deck: string[]; vitalGrid: ({ name: string; mode: string } | null)[] }[];
};

const obs = async (world: RulingWorld) => (await observation(world)) as unknown as Obs;
const seatOf = async (world: RulingWorld, player: string) => {
  const s = (await obs(world)).seats.find((x) => x.player === player);
  assert.ok(s, `no seat of "${player}"`);
  return s;
};

/** The damage routine's processes by their names in the spec (twgp.damage.routine.list). */
const STEPS: Record<string, string> = { 'リ=ビルド': 'rebuild', 'セットアップ': 'setup', 'リ=アクティヴ': 're-active', 'リ=ロード': 'reload', 'フル=チャージ': 'full-charge' };
/** The piles of the hand and the logs by their names in the spec. */
export const PILES: Record<string, string> = { '手札': 'hand', 'ストレージ': 'storage', 'サージ': 'surge' };

// ---- Givens ----

Given('{string}、{string}、{string} の三人の対戦で、{string} のターンのバトル・シークェンスである', function (this: RulingWorld, a: string, b: string, c: string, turn: string) {
  this.draft = { players: [a, b, c], turn: { player: turn, sequence: 'battle' }, seats: [{ battleGrid: [] }, { battleGrid: [] }, { battleGrid: [] }] } satisfies Draft;
});

Given('{string} のヴァイタル・グリッドは、裏向きのヴァイタル {int} 枚と表タテ置きのヴァイタル効果 {string} である', function (this: RulingWorld, player: string, n: number, effect: string) {
  const s = seat(this, player) as VitalSeat;
  s.vitalGrid = [...Array.from({ length: n }, (_, i) => ({ name: `${player}のヴァイタル${i + 1}` })), { name: effect, mode: 'Active' }];
});

Given('{string} の裏向きのヴァイタルはこのターンに尽きている', function (this: RulingWorld, player: string) {
  const draft = this.draft as Draft & { turn: { number?: number } };
  const s = seat(this, player) as VitalSeat;
  s.vitalGrid = Array.from({ length: 5 }, (_, i) => ({ name: `${player}の失効ヴァイタル${i + 1}`, mode: 'Damage' }));
  s.vitalsOutTurn = draft.turn.number ?? 1;
});

Given('{string} のストレージには札が {int} 枚ある', function (this: RulingWorld, player: string, n: number) {
  (seat(this, player) as VitalSeat).storage = Array.from({ length: n }, (_, i) => ({ name: `${player}のストレージ札${i + 1}` }));
});

// ---- Whens: directs ----

When('{string} が {string} に方法 B でダイレクトを宣言する', async function (this: RulingWorld, attacker: string, player: string) {
  const a = await unit(this, attacker);
  await act(this, a.unit.controller, { type: 'direct', method: 'hack', attacker: a.at, player });
});

When('{string} が {string} に方法 A でダイレクトを宣言する', async function (this: RulingWorld, attacker: string, player: string) {
  const a = await unit(this, attacker);
  await act(this, a.unit.controller, { type: 'direct', method: 'assault', attacker: a.at, player });
});

When('{string} がチャージ効果 {string} で {string} にダイレクトを宣言する', async function (this: RulingWorld, player: string, effect: string, target: string) {
  await act(this, player, { type: 'direct', method: 'charge-effect', effect, player: target });
});

When('{string} が {string} の潜伏を解く', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 'unstealth', unit: (await unit(this, name)).at });
});

When('{string} は割り込んだ {string} をダイレクトの標的に選ぶ', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 'direct-target', unit: (await unit(this, name)).at });
});

// ---- Whens: damage and the damage routine ----

When('{string} がヴァイタル・グリッドの {int} 番目のヴァイタルを失効させる', async function (this: RulingWorld, player: string, n: number) {
  await act(this, player, { type: 'damage', square: n - 1 });
});

When('{string} がヴァイタル・グリッドの {int} 番目の札をヴァイタル効果にする', async function (this: RulingWorld, player: string, n: number) {
  await act(this, player, { type: 'vital-effect', square: n - 1 });
});

When('{string} が {int} 番目のヴァイタルを失効させてヴァイタル効果にする', async function (this: RulingWorld, player: string, n: number) {
  await act(this, player, { type: 'damage', square: n - 1 });
  if (this.last?.ok) await act(this, player, { type: 'vital-effect', square: n - 1 });
});

When('{string} がダメージ・ルーティンの {string} を始める', async function (this: RulingWorld, player: string, name: string) {
  assert.ok(STEPS[name], `no process "${name}" (${Object.keys(STEPS).join(', ')})`);
  await act(this, player, { type: 'routine', step: STEPS[name] });
});

When('{string} がその処理を終える', async function (this: RulingWorld, player: string) {
  await act(this, player, { type: 'end-step' });
});

When('{string} がダメージ・ルーティンを終える', async function (this: RulingWorld, player: string) {
  await act(this, player, { type: 'end-routine' });
});

When('{string} がリ=ロードで手札の {int} 枚目を山札の下に戻す', async function (this: RulingWorld, player: string, n: number) {
  await act(this, player, { type: 'reload', card: n - 1 });
});

When('{string} がリ=ロードを終え、山札を {int} 回シャッフルする', async function (this: RulingWorld, player: string, n: number) {
  await act(this, player, { type: 'end-reload', shuffles: n });
});

When('{string} がフル=チャージで {int} 枚ダウンロードする', async function (this: RulingWorld, player: string, n: number) {
  await act(this, player, { type: 'full-charge', count: n });
});

When('{string} がリ=アクティヴで {string} を表タテ置きに戻す', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 're-active', unit: (await unit(this, name)).at });
});

When('{string} が潜伏で {string} を裏タテ置きにする', async function (this: RulingWorld, player: string, name: string) {
  await act(this, player, { type: 'stealth', unit: (await unit(this, name)).at });
});

// ---- Thens ----

Then('{string} のヴァイタル・グリッドの {int} 番目は {string} である', async function (this: RulingWorld, player: string, n: number, mode: string) {
  const v = (await seatOf(this, player)).vitalGrid[n - 1];
  assert.ok(v, `${player}'s vital square ${n} is empty`);
  assert.equal(v.mode, mode);
});

Then('いまは {string} が {string} を決める番である', async function (this: RulingWorld, player: string, kind: string) {
  const o = await obs(this);
  assert.equal(o.window, kind, `the window is ${o.window}`);
  assert.ok(o.decisions.some((d) => d.player === player && d.kind === kind), `${player} has no ${kind} decision: ${JSON.stringify(o.decisions)}`);
});

Then('ゲームは続いている', async function (this: RulingWorld) {
  assert.equal((await obs(this)).result, null);
});

Then('{string} は敗退し、勝者は {string} である', async function (this: RulingWorld, loser: string, winner: string) {
  const o = await obs(this);
  assert.ok(o.seats.find((s) => s.player === loser)?.lost, `${loser} has not lost`);
  assert.equal(o.result?.winner, winner);
});

Then('{string} の手札は {int} 枚、山札は {int} 枚である', async function (this: RulingWorld, player: string, hand: number, deck: number) {
  const s = await seatOf(this, player);
  assert.equal(s.hand.length, hand, 'cards in the hand');
  assert.equal(s.deck.length, deck, 'cards in the pile');
});

Then('ダイレクトの判定は攻撃のパワー {int} 対ヴァイタルのパワー {int} で、結果は {string} である', function (this: RulingWorld, attack: number, vital: number, outcome: string) {
  const e = events(this).filter((x) => x.type === 'direct').at(-1);
  assert.ok(e, `no direct was resolved; events: ${JSON.stringify(events(this))}`);
  assert.equal(e.attackPower, attack, 'attack power');
  assert.equal(e.vitalPower, vital, 'vital power');
  assert.equal(e.outcome, outcome);
});

Then('ダイレクトはヴァイタルに対して判定されない', function (this: RulingWorld) {
  assert.ok(!events(this).some((x) => x.type === 'direct'), `a direct was judged against a vital: ${JSON.stringify(events(this))}`);
});


Then('その行動は形が不正として拒まれ、問題の場所は {string} である', function (this: RulingWorld, path: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'malformed' in last, `expected the action to be malformed, got ${JSON.stringify(last)}`);
  assert.ok(last.malformed.some((e) => e.path === path), `no problem at ${path}: ${JSON.stringify(last.malformed)}`);
});

Then('{string} のチャージ・グリッドの札と手札は合わせて {int} 枚である', async function (this: RulingWorld, player: string, n: number) {
  const s = (await obs(this)).seats.find((x) => x.player === player) as unknown as { hand: string[]; chargeGrid: unknown[] };
  assert.equal(s.hand.length + s.chargeGrid.filter((c) => c !== null).length, n);
});
