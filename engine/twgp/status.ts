/**
 * Chapter 4, ステータス (spec/twgp/04-status.md): computed power and computed speed.
 * Speed is its own quantity (twgp.status.speed), never derived from computed power.
 */
import type { Unit } from './state.ts';

/** The lowest computed power a ダウン can bring a unit to (twgp.status.speed.down). */
const DOWN_FLOOR = 1;

/** 基本パワー (twgp.status.power.base). */
export function basePower(unit: Unit): number {
  return unit.card.power;
}

/**
 * The weapons' count as power and as slowness (twgp.status.speed.weapon): each weapon +1, each
 * cursed weapon −1 (twgp.card-type.weapon.cursed, twgp.card-type.weapon.note.cursed), so the
 * power may go below 00 while the speed's floor of 01 caps how much faster it gets.
 */
export function weaponCount(unit: Unit): number {
  // Drained weapons count for nothing (option charge-effects, twgp.charge-effect.drain.note.what).
  if (unit.drained) return 0;
  return unit.weapons.reduce((n, w) => n + (w.cursed ? -1 : 1), 0);
}

/** How much a unit's ダウン actually removes, after its floor of 01 (twgp.status.speed.down). */
export function effectiveDown(unit: Unit): number {
  if (basePower(unit) === 0) return 0; // twgp.status.power.zero-immune
  const before = basePower(unit) + weaponCount(unit) + unit.plus;
  return Math.max(0, Math.min(unit.down, before - DOWN_FLOOR));
}

/**
 * 算定パワー, twgp.status.power.custom.formula:
 * base power + weapons + プラス − ダウン (the ダウン stopping at 01).
 */
export function computedPower(unit: Unit): number {
  const plus = basePower(unit) === 0 ? 0 : unit.plus; // twgp.status.power.zero-immune
  return basePower(unit) + weaponCount(unit) + plus - effectiveDown(unit);
}

/** Speed value of a unit under アクセル: faster than any base-power-00 unit (twgp.status.speed.accel). */
export const ACCEL_SPEED = 100;

/**
 * 算定スピード as a speed value, larger is faster (twgp.status.speed.value, twgp.status.speed.scale).
 * アクセル gives 100 (twgp.status.speed.accel); a base-00 unit is always 99, プラス and ダウン
 * having no effect on it (twgp.status.power.zero-immune). Otherwise
 * 99 − max(01, base power + weapons − ダウン) (twgp.status.speed.base, .weapon, .down):
 * プラス does not count (twgp.status.speed.plus), and the speed gain stops at the same floor 01
 * as the power loss (twgp.status.speed.down), so no unit but an アクセル one outruns a base-00 unit.
 */
export function computedSpeed(unit: Unit): number {
  return slowedSpeed(unit, 0);
}

/**
 * The 算定スピード of a unit carrying `slowing` more power that slows like weapons
 * (twgp.status.speed.weapon): over power under the reading over-power-slows
 * (twgp.over-skill.note.speed).
 */
export function slowedSpeed(unit: Unit, slowing: number): number {
  if (unit.accel) return ACCEL_SPEED;
  if (basePower(unit) === 0) return 99;
  return 99 - Math.max(DOWN_FLOOR, basePower(unit) + weaponCount(unit) + slowing - effectiveDown(unit));
}

/** Strictly faster; equal speeds are not faster (twgp.status.speed.compare). */
export function isFaster(a: Unit, b: Unit): boolean {
  return computedSpeed(a) > computedSpeed(b);
}
