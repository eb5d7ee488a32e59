/**
 * Steps for TWGP rulings about units, their status and attacks. Each step builds engine
 * state or calls the engine; every rule decision is the engine's.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import {
  applyAction,
  computedPower,
  plainUnit,
  seedRng,
  type ChargeBoostResolved,
  type TwgpAction,
  type TwgpEvent,
  type TwgpState,
  type Applied,
} from '../../engine/twgp/index.ts';
import type { RulingWorld } from '../support/world.ts';

type W = RulingWorld & { state: TwgpState; last: Applied<TwgpState, TwgpEvent> | undefined };

function unit(world: W, id: string) {
  const found = world.state.units.find((u) => u.id === id);
  assert.ok(found, `no unit "${id}" on the field; units: ${world.state.units.map((u) => u.id).join(', ')}`);
  return found;
}

function act(world: W, action: TwgpAction) {
  world.last = applyAction(world.state, action);
  if (world.last.ok) world.state = world.last.state;
}

function resolved(world: W): ChargeBoostResolved {
  const last = world.last;
  assert.ok(last, 'no action was taken');
  if (!last.ok) assert.fail(`the action was rejected: ${JSON.stringify('violation' in last ? last.violation : last.malformed)}`);
  const event = last.events.find((e): e is ChargeBoostResolved => e.type === 'charge-boost-resolved');
  assert.ok(event, `no charge boost was resolved; events: ${JSON.stringify(last.events)}`);
  return event;
}

Given('手番プレイヤーは {string}、相手は {string} である', function (this: W, turn: string, other: string) {
  this.state = { turnPlayer: turn, units: [], discard: { [turn]: [], [other]: [] }, rng: seedRng(1) };
});

Given('{string} の場に基本パワー {int} のユニット {string} がある', function (this: W, owner: string, power: number, id: string) {
  this.state.units.push(plainUnit(id, owner, power));
});

Given(
  '{string} の場に、基本パワー {int} と {int} の素材から融合した基本パワー {int} のユニット {string} がある',
  function (this: W, owner: string, a: number, b: number, power: number, id: string) {
    this.state.units.push({ ...plainUnit(id, owner, power), materials: [a, b] });
  },
);

Given('{string} にウェポンが {int} 枚敷かれている', function (this: W, id: string, n: number) {
  unit(this, id).weapons = n;
});

When('{string} が融合を解く', function (this: W, id: string) {
  act(this, { type: 'defuse', unit: id });
  assert.ok(this.last?.ok, `defusion was rejected: ${JSON.stringify(this.last)}`);
});

When('{string} が {string} に {int} 枚ダウンロードしてチャージ・ブーストする', function (this: W, attacker: string, target: string, downloads: number) {
  act(this, { type: 'charge-boost', attacker, target, downloads });
});

Then('チャージ・ブーストは達成する', function (this: W) {
  assert.equal(resolved(this).outcome, 'achieved');
});

Then('チャージ・ブーストは失敗し、その理由は条項 {string} である', function (this: W, clause: string) {
  const e = resolved(this);
  assert.equal(e.outcome, 'failed');
  assert.equal(e.clause, clause);
});

Then('チャージ・ブーストはミスに終わり、その理由は条項 {string} である', function (this: W, clause: string) {
  const e = resolved(this);
  assert.equal(e.outcome, 'miss');
  assert.equal(e.clause, clause);
});

Then('増幅パワーは {int}、標的の算定パワーは {int} である', function (this: W, boosted: number, target: number) {
  const e = resolved(this);
  assert.equal(e.boostedPower, boosted);
  assert.equal(e.targetPower, target);
});

Then('{string} は {string} の捨札にある', function (this: W, id: string, owner: string) {
  assert.ok(this.state.discard[owner]?.some((u) => u.id === id), `"${id}" is not in ${owner}'s discard pile`);
  assert.ok(!this.state.units.some((u) => u.id === id), `"${id}" is still on the field`);
});

Then('{string} は場に残っている', function (this: W, id: string) {
  unit(this, id);
});

Then('{string} は表ヨコ置きである', function (this: W, id: string) {
  const u = unit(this, id);
  assert.equal(u.face, 'up');
  assert.equal(u.orientation, 'sideways');
});

Given('{string} にプラスが {int} 加わっている', function (this: W, id: string, n: number) {
  unit(this, id).plus = n;
});

Given('{string} にダウンが {int} 加わっている', function (this: W, id: string, n: number) {
  unit(this, id).down = n;
});

Given('{string} はアクセルを受けている', function (this: W, id: string) {
  unit(this, id).accel = true;
});

Given('{string} は表ヨコ置きになっている', function (this: W, id: string) {
  unit(this, id).orientation = 'sideways';
});

Then('その行動は違反となり、根拠は条項 {string} である', function (this: W, clause: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'violation' in last, `expected a violation, got ${JSON.stringify(last)}`);
  assert.equal(last.violation.clause, clause);
});

Then('{string} の算定パワーは {int} である', function (this: W, id: string, power: number) {
  assert.equal(computedPower(unit(this, id)), power);
});

Then('{string} は表タテ置きのままである', function (this: W, id: string) {
  const u = unit(this, id);
  assert.equal(u.face, 'up');
  assert.equal(u.orientation, 'upright');
});
