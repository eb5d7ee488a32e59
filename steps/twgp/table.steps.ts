/**
 * TWGP rulings' steps: the Givens write a position description (docs/protocol/twgp.md) as
 * plain data in `this.draft`; the first When or Then sends it; Whens apply actions in the
 * protocol's form; Thens read the observation and the events. No rule is decided here:
 * every expected value is written in the ruling.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';

import {
  chargeBoostEvent, draftUnit, ensurePosition, find, observation, seat, unit,
  type Draft, type DraftSeat, type Observation,
} from './support.ts';

// ---- Givens: the position, as plain data ----

Given('{string} のターンのバトル・シークェンスで、相手は {string} である', function (this: RulingWorld, turn: string, other: string) {
  this.draft = { players: [turn, other], turn: { player: turn, sequence: 'battle' }, seats: [{ battleGrid: [] }, { battleGrid: [] }] } satisfies Draft;
});

Given('{string} のターンのビルド・シークェンスで、相手は {string} である', function (this: RulingWorld, turn: string, other: string) {
  this.draft = { players: [turn, other], turn: { player: turn, sequence: 'build' }, seats: [{ battleGrid: [] }, { battleGrid: [] }] } satisfies Draft;
});

Given('各プレイヤーの山札には札が {int} 枚ある', function (this: RulingWorld, n: number) {
  for (const player of (this.draft as Draft).players) seat(this, player).deck = Array.from({ length: n }, (_, i) => ({ name: `${player}の山札${i + 1}` }));
});

Given('{string} の山札には札が {int} 枚ある', function (this: RulingWorld, player: string, n: number) {
  seat(this, player).deck = Array.from({ length: n }, (_, i) => ({ name: `${player}の山札${i + 1}` }));
});

Given('{string} のチャージ・グリッドには札が {int} 枚ある', function (this: RulingWorld, player: string, n: number) {
  (seat(this, player) as DraftSeat & { chargeGrid?: unknown[] }).chargeGrid = Array.from({ length: n }, (_, i) => ({ name: `${player}のチャージ札${i + 1}` }));
});

Given('{string} のサージには札が {int} 枚ある', function (this: RulingWorld, player: string, n: number) {
  (seat(this, player) as DraftSeat & { surge?: unknown[] }).surge = Array.from({ length: n }, (_, i) => ({ name: `${player}のサージ札${i + 1}` }));
});

Given('{string} の場に基本パワー {int} のユニット {string} がある', function (this: RulingWorld, owner: string, power: number, name: string) {
  seat(this, owner).battleGrid.push({ name, power });
});

Given(
  '{string} の場に、基本パワー {int} の {string} と基本パワー {int} の {string} を素材に融合した基本パワー {int} のユニット {string} がある',
  function (this: RulingWorld, owner: string, p1: number, m1: string, p2: number, m2: string, power: number, name: string) {
    seat(this, owner).battleGrid.push({ name, power, materials: [{ name: m1, power: p1 }, { name: m2, power: p2 }] });
  },
);

Given('{string} にウェポンが {int} 枚敷かれている', function (this: RulingWorld, name: string, n: number) {
  draftUnit(this, name).weapons = Array.from({ length: n }, (_, i) => ({ name: `${name}のウェポン${i + 1}`, kind: 'ウェポン' }));
});

Given('{string} にプラスが {int} 加わっている', function (this: RulingWorld, name: string, n: number) {
  draftUnit(this, name).plus = n;
});

Given('{string} にダウンが {int} 加わっている', function (this: RulingWorld, name: string, n: number) {
  draftUnit(this, name).down = n;
});

Given('{string} はアクセルを受けている', function (this: RulingWorld, name: string) {
  draftUnit(this, name).accel = true;
});

Given('{string} は表ヨコ置きになっている', function (this: RulingWorld, name: string) {
  draftUnit(this, name).mode = 'Save';
});

Given('{string} は潜伏している', function (this: RulingWorld, name: string) {
  draftUnit(this, name).mode = 'Stealth';
});

// ---- Whens: actions in the protocol's form ----

When('{string} が融合を解く', async function (this: RulingWorld, name: string) {
  const { at, unit: u } = await unit(this, name);
  const defused = await this.engine.apply(u.controller, { type: 'defuse', unit: at });
  assert.ok(defused.ok, `undoing the fusion was refused: ${JSON.stringify(defused)}`);
  const before = this.last && this.last.ok ? this.last.events : [];
  this.last = { ...defused, events: [...before, ...defused.events] };
});

When('{string} が {string} に {int} 枚ダウンロードしてチャージ・ブーストを宣言する', async function (this: RulingWorld, attacker: string, target: string, downloads: number) {
  const a = await unit(this, attacker);
  const t = await unit(this, target);
  this.last = await this.engine.apply(a.unit.controller, { type: 'charge-boost', attacker: a.at, target: t.at, downloads });
});

When('{string} が {string} に {int} 枚ダウンロードしてチャージ・ブーストし、相手は宣言なしで応じる', async function (this: RulingWorld, attacker: string, target: string, downloads: number) {
  const a = await unit(this, attacker);
  const t = await unit(this, target);
  const declared = await this.engine.apply(a.unit.controller, { type: 'charge-boost', attacker: a.at, target: t.at, downloads });
  this.last = declared;
  if (!declared.ok) return;
  const accepted = await this.engine.apply(t.unit.controller, { type: 'accept' });
  this.last = accepted.ok ? { ...accepted, events: [...declared.events, ...accepted.events] } : accepted;
});

When('{string} は宣言なしで応じる', async function (this: RulingWorld, player: string) {
  const accepted = await this.engine.apply(player, { type: 'accept' });
  const before = this.last && this.last.ok ? this.last.events : [];
  this.last = accepted.ok ? { ...accepted, events: [...before, ...accepted.events] } : accepted;
});

When('{string} が {string} で {string} に {int} 枚ダウンロードしてチャージ・ブーストしようとする', async function (this: RulingWorld, player: string, attacker: string, target: string, downloads: number) {
  const a = await unit(this, attacker);
  const t = await unit(this, target);
  this.last = await this.engine.apply(player, { type: 'charge-boost', attacker: a.at, target: t.at, downloads });
});

// ---- Thens: the observation and the events ----

Then('チャージ・ブーストは達成する', function (this: RulingWorld) {
  assert.equal(chargeBoostEvent(this).outcome, 'achieved');
});

Then('チャージ・ブーストは失敗し、その理由は条項 {string} である', function (this: RulingWorld, clause: string) {
  const e = chargeBoostEvent(this);
  assert.equal(e.outcome, 'failed');
  assert.equal(e.clause, clause);
});

Then('チャージ・ブーストはミスに終わり、その理由は条項 {string} である', function (this: RulingWorld, clause: string) {
  const e = chargeBoostEvent(this);
  assert.equal(e.outcome, 'miss');
  assert.equal(e.clause, clause);
});

Then('増幅パワーは {int}、標的の算定パワーは {int} である', function (this: RulingWorld, boosted: number, target: number) {
  const e = chargeBoostEvent(this);
  assert.equal(e.boostPower, boosted, 'boost power');
  assert.equal(e.targetPower, target, "the target's computed power");
});

Then('その行動は違反となり、根拠は条項 {string} である', function (this: RulingWorld, clause: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'violation' in last, `expected a violation, got ${JSON.stringify(last)}`);
  assert.equal(last.violation.clause, clause);
});

Then('{string} の算定パワーは {int} である', async function (this: RulingWorld, name: string, power: number) {
  assert.equal((await unit(this, name)).unit.power, power);
});

Then('{string} の算定スピードは {int} である', async function (this: RulingWorld, name: string, speed: number) {
  assert.equal((await unit(this, name)).unit.speed, speed);
});

Then('{string} の基本パワーは {int} である', async function (this: RulingWorld, name: string, power: number) {
  assert.equal((await unit(this, name)).unit.basePower, power);
});

Then('{string} は {string} のサージにある', async function (this: RulingWorld, name: string, owner: string) {
  const obs = await observation(this);
  assert.equal(await find(this, name), undefined, `"${name}" is still on the battle grids`);
  const s = obs.seats.find((x) => x.player === owner);
  assert.ok(s?.surge.includes(name), `"${name}" is not in ${owner}'s surge: ${JSON.stringify(s?.surge)}`);
});

Then('{string} は {string} のストレージにある', async function (this: RulingWorld, name: string, owner: string) {
  const obs = await observation(this);
  assert.equal(await find(this, name), undefined, `"${name}" is still on the battle grids`);
  const s = obs.seats.find((x) => x.player === owner);
  assert.ok(s?.storage.includes(name), `"${name}" is not in ${owner}'s storage: ${JSON.stringify(s?.storage)}`);
  assert.ok(!s?.surge.includes(name), `"${name}" is in ${owner}'s surge too`);
});

Then('その局面は形が不正として拒まれ、問題の場所は {string} である', async function (this: RulingWorld, path: string) {
  assert.equal(this.engine.game, undefined, 'a position was already set up');
  const answer = await this.engine.position(this.draft);
  assert.ok(!answer.ok && 'malformed' in answer, `expected the position to be malformed, got ${JSON.stringify(answer)}`);
  assert.ok(answer.malformed.some((e) => e.path === path), `no problem at ${path}: ${JSON.stringify(answer.malformed)}`);
});

Then('{string} は場に残っている', async function (this: RulingWorld, name: string) {
  await unit(this, name);
});

Then('{string} は場にない', async function (this: RulingWorld, name: string) {
  assert.equal(await find(this, name), undefined, `"${name}" is still on the battle grids`);
});

Then('{string} は表ヨコ置きである', async function (this: RulingWorld, name: string) {
  assert.equal((await unit(this, name)).unit.placement, '表ヨコ置き');
});

Then('{string} は表タテ置きのままである', async function (this: RulingWorld, name: string) {
  assert.equal((await unit(this, name)).unit.placement, '表タテ置き');
});

Then('{string} の山札は {int} 枚、チャージ・グリッドの札は {int} 枚である', async function (this: RulingWorld, player: string, deck: number, charge: number) {
  const s = (await observation(this)).seats.find((x) => x.player === player);
  assert.ok(s, `no seat of "${player}"`);
  assert.equal(s.deck.length, deck, 'cards in the pile');
  assert.equal(s.chargeGrid.filter((c) => c !== null).length, charge, 'cards on the charge grid');
});
