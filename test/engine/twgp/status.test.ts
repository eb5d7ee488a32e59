import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computedPower, computedSpeed, isFaster } from '../../../engine/twgp/index.ts';
import { unit as u } from './helpers.ts';

const unit = (power: number, more: Record<string, unknown> = {}) => u({ name: 'u', power, ...more });
const weapons = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `w${i}` }));

test('twgp.status.speed.base: a smaller base power is faster', () => {
  assert.ok(isFaster(unit(3), unit(6)));
  assert.ok(!isFaster(unit(6), unit(3)));
});

test('twgp.status.speed.scale: the speed value is 99 − base power, 100 under accel', () => {
  assert.equal(computedSpeed(unit(0)), 99);
  assert.equal(computedSpeed(unit(6)), 93);
  assert.equal(computedSpeed(unit(6, { accel: true })), 100);
});

test('twgp.status.speed.compare: equal speeds are not faster', () => {
  assert.ok(!isFaster(unit(3), unit(3)));
});

test('twgp.status.speed.weapon: each weapon adds 1 power and slows by 1', () => {
  assert.equal(computedPower(unit(6, { weapons: weapons(1) })), 7);
  assert.equal(computedSpeed(unit(6, { weapons: weapons(1) })), 92);
  assert.equal(computedSpeed(unit(3, { weapons: weapons(2) })), 94);
});

test('twgp.status.speed.plus: plus raises power and leaves speed unchanged', () => {
  assert.equal(computedPower(unit(2, { plus: 2 })), 4);
  assert.equal(computedSpeed(unit(2, { plus: 2 })), computedSpeed(unit(2)));
});

test('twgp.status.speed.down: down lowers power, raises speed, and stops at power 01', () => {
  assert.equal(computedPower(unit(5, { down: 2 })), 3);
  assert.equal(computedSpeed(unit(5, { down: 2 })), computedSpeed(unit(3)));
  assert.equal(computedPower(unit(3, { down: 9 })), 1);
  assert.equal(computedSpeed(unit(3, { down: 9 })), computedSpeed(unit(1)));
});

test('twgp.status.power.zero-immune: plus and down do nothing to a base-00 unit', () => {
  assert.equal(computedPower(unit(0, { plus: 3, down: 1 })), 0);
  assert.equal(computedSpeed(unit(0, { down: 1 })), computedSpeed(unit(0)));
});

test('twgp.status.speed.accel: accel is faster than any base-00 unit and keeps power', () => {
  assert.ok(isFaster(unit(9, { accel: true }), unit(0)));
  assert.equal(computedPower(unit(9, { accel: true })), 9);
});
