/**
 * Chapter 7, アタック (spec/twgp/07-attack.md). So far: チャージ・ブースト.
 */
import { violation, type Applied } from '../core/violation.ts';
import type { TwgpState, Unit } from './state.ts';
import { computedPower, computedSpeed, isFaster } from './status.ts';

export interface ChargeBoostAction {
  type: 'charge-boost';
  attacker: string;
  target: string;
  /** Charge cards downloaded to boost the attacker (twgp.attack.charge-boost.downloads). */
  downloads: number;
}

/** Outcome of a charge boost that was allowed to be made. */
export interface ChargeBoostResolved {
  type: 'charge-boost-resolved';
  attacker: string;
  target: string;
  /** achieved: the target is discarded; failed: power fell short; miss: the attacker was not faster. */
  outcome: 'achieved' | 'failed' | 'miss';
  /** The clause that decided the outcome. */
  clause: string;
  boostedPower: number;
  targetPower: number;
  attackerSpeed: number;
  targetSpeed: number;
}

/**
 * Resolves a charge boost (twgp.attack.charge-boost). Steps follow the chapter:
 * legality of attacker and target, then the execution condition, then the achievement condition.
 */
export function chargeBoost(state: TwgpState, action: ChargeBoostAction): Applied<TwgpState, ChargeBoostResolved> {
  const attacker = state.units.find((u) => u.id === action.attacker);
  const target = state.units.find((u) => u.id === action.target);
  if (!attacker) return violation('twgp.attack.charge-boost', `no unit '${action.attacker}' is on the battle grids`);
  if (!target) return violation('twgp.attack.charge-boost.target', `no unit '${action.target}' is on the battle grids`);

  // twgp.attack.declare-upright: only a face-up upright unit declares an attack.
  if (attacker.face !== 'up' || attacker.orientation !== 'upright') {
    return violation('twgp.attack.declare-upright', `attacker '${attacker.id}' is not face-up upright`);
  }
  // twgp.attack.charge-boost.zero-limit: base power 00 cannot charge boost.
  if (attacker.basePower === 0) {
    return violation('twgp.attack.charge-boost.zero-limit', `attacker '${attacker.id}' has base power 00`);
  }
  // twgp.attack.charge-boost.target: one face-up upright unit the opponent controls.
  if (target.owner === attacker.owner) {
    return violation('twgp.attack.charge-boost.target', `target '${target.id}' is not the opponent's unit`);
  }
  if (target.face !== 'up' || target.orientation !== 'upright') {
    return violation('twgp.attack.charge-boost.target', `target '${target.id}' is not face-up upright`);
  }
  // twgp.attack.charge-boost.downloads: any whole number of cards, zero or more.
  if (!Number.isInteger(action.downloads) || action.downloads < 0) {
    return violation('twgp.attack.charge-boost.downloads', `downloads must be a whole number ≥ 0, got ${action.downloads}`);
  }

  const boostedPower = computedPower(attacker) + action.downloads; // twgp.status.power.boost
  const targetPower = computedPower(target);
  const base = {
    type: 'charge-boost-resolved' as const,
    attacker: attacker.id,
    target: target.id,
    boostedPower,
    targetPower,
    attackerSpeed: computedSpeed(attacker),
    targetSpeed: computedSpeed(target),
  };

  // twgp.attack.charge-boost.execute: attacker's speed > target's speed, judged now.
  if (!isFaster(attacker, target)) {
    // twgp.attack.charge-boost.no-discard-on-failure: nothing moves.
    return { ok: true, state, events: [{ ...base, outcome: 'miss', clause: 'twgp.attack.charge-boost.execute' }] };
  }
  // twgp.attack.charge-boost.achieve: boosted power ≥ target's computed power.
  if (boostedPower < targetPower) {
    return { ok: true, state, events: [{ ...base, outcome: 'failed', clause: 'twgp.attack.charge-boost.achieve' }] };
  }
  // Achieved: only the target is discarded (.achieve); the attacker turns sideways (.attacker-sideways).
  const next: TwgpState = {
    ...state,
    units: state.units
      .filter((u) => u.id !== target.id)
      .map((u): Unit => (u.id === attacker.id ? { ...u, orientation: 'sideways' } : u)),
    discard: { ...state.discard, [target.owner]: [...(state.discard[target.owner] ?? []), target] },
  };
  return { ok: true, state: next, events: [{ ...base, outcome: 'achieved', clause: 'twgp.attack.charge-boost.achieve' }] };
}
