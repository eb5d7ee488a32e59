/**
 * Chapter 7, アタック (spec/twgp/07-attack.md). So far: チャージ・ブースト, resolved at once
 * (the slice has no declaration stack, so no response comes between declaration and resolution).
 */
import { violation, type Failure } from '../core/violation.ts';
import { download, downloadCapacity, isActive, logOut, type LogPile } from './field.ts';
import { seatOf, unitAt, withSeat, type Card, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { computedPower, computedSpeed, isFaster } from './status.ts';
import { holdsTargetRight } from './sequence.ts';

export interface ChargeBoostAction {
  type: 'charge-boost';
  attacker: UnitRef;
  target: UnitRef;
  /** Cards downloaded to boost the attacker (twgp.attack.charge-boost.downloads). */
  downloads: number;
}

export interface DownloadEvent {
  type: 'download';
  player: PlayerId;
  count: number;
}

export interface LogOutEvent {
  type: 'log-out';
  player: PlayerId;
  card: string;
  to: LogPile;
}

export interface ModeEvent {
  type: 'mode';
  unit: UnitRef;
  mode: Unit['mode'];
}

/** Outcome of a charge boost that was made. */
export interface ChargeBoostEvent {
  type: 'charge-boost';
  attacker: UnitRef;
  target: UnitRef;
  downloads: number;
  /** achieved: the target is logged out; failed: power fell short; miss: the attacker was not faster. */
  outcome: 'achieved' | 'failed' | 'miss';
  /** The clause that decided the outcome. */
  clause: string;
  boostPower: number;
  targetPower: number;
  attackerSpeed: number;
  targetSpeed: number;
}

export type AttackEvent = DownloadEvent | ChargeBoostEvent | LogOutEvent | ModeEvent;
type Resolved = { ok: true; state: TwgpState; events: AttackEvent[] };

/** Why `player` may not make this charge boost, or null if they may (the chapter's legality clauses). */
export function chargeBoostRefusal(state: TwgpState, player: PlayerId, action: ChargeBoostAction): Failure | null {
  const attacker = unitAt(state, action.attacker);
  const target = unitAt(state, action.target);
  if (!attacker || attacker.controller !== player) {
    return violation('twgp.attack.charge-boost', `there is no unit of ${player}'s at ${action.attacker.player}'s square ${action.attacker.square}`);
  }
  // twgp.attack.charge-boost.timing: at the timing Lock-On, i.e. holding the right to target.
  if (!holdsTargetRight(state, player)) return violation('twgp.attack.charge-boost.timing', `${player} does not hold the right to target (Lock-On)`);
  // twgp.attack.declare-upright: only a face-up upright unit declares an attack.
  if (!isActive(attacker.mode)) return violation('twgp.attack.declare-upright', `the attacker is ${attacker.mode}, not face-up upright`);
  // twgp.attack.charge-boost.zero-limit: base power 00 cannot charge boost.
  if (attacker.card.power === 0) return violation('twgp.attack.charge-boost.zero-limit', 'the attacker has base power 00');
  // twgp.attack.charge-boost.target: one face-up upright unit an opponent controls.
  if (!target) return violation('twgp.attack.charge-boost.target', `there is no unit at ${action.target.player}'s square ${action.target.square}`);
  if (target.controller === player) return violation('twgp.attack.charge-boost.target', "the target is not an opponent's unit");
  if (!isActive(target.mode)) return violation('twgp.attack.charge-boost.target', `the target is ${target.mode}, not face-up upright`);
  // twgp.attack.charge-boost.downloads: any whole number of cards, zero or more.
  if (!Number.isSafeInteger(action.downloads) || action.downloads < 0) {
    return violation('twgp.attack.charge-boost.downloads', `downloads must be a whole number ≥ 0, got ${action.downloads}`);
  }
  return downloadRefusal(state, player, action.downloads);
}

/** Each download takes the pile's top card (twgp.field.download) to an empty charge square (twgp.field.note.charge-capacity). */
function downloadRefusal(state: TwgpState, player: PlayerId, n: number): Failure | null {
  const seat = seatOf(state, player)!;
  if (n > seat.deck.length) return violation('twgp.field.download', `${player}'s pile has ${seat.deck.length} cards; cannot download ${n}`);
  if (n > downloadCapacity(seat)) return violation('twgp.field.note.charge-capacity', `${player}'s charge grid has ${downloadCapacity(seat)} empty squares; cannot download ${n}`);
  return null;
}

/**
 * Resolves a charge boost (twgp.attack.charge-boost): the legality of attacker, target and
 * downloads, the downloads themselves, then the execution condition, then the achievement condition.
 */
export function chargeBoost(state: TwgpState, player: PlayerId, action: ChargeBoostAction): Resolved | Failure {
  const refused = chargeBoostRefusal(state, player, action);
  if (refused) return refused;
  const events: AttackEvent[] = [];
  let next = state;
  if (action.downloads > 0) {
    next = withSeat(next, download(seatOf(next, player)!, action.downloads));
    events.push({ type: 'download', player, count: action.downloads });
  }
  const attacker = unitAt(next, action.attacker)!;
  const target = unitAt(next, action.target)!;
  const base = {
    type: 'charge-boost' as const,
    attacker: action.attacker,
    target: action.target,
    downloads: action.downloads,
    boostPower: computedPower(attacker) + action.downloads, // twgp.status.power.boost
    targetPower: computedPower(target),
    attackerSpeed: computedSpeed(attacker),
    targetSpeed: computedSpeed(target),
  };
  // twgp.attack.charge-boost.execute: the attacker must be faster than the target, judged now.
  // twgp.attack.charge-boost.no-discard-on-failure: on a miss or a failure nothing moves and both keep their MODE.
  if (!isFaster(attacker, target)) return { ok: true, state: next, events: [...events, { ...base, outcome: 'miss', clause: 'twgp.attack.charge-boost.execute' }] };
  // twgp.attack.charge-boost.achieve: boost power ≥ the target's computed power.
  if (base.boostPower < base.targetPower) return { ok: true, state: next, events: [...events, { ...base, outcome: 'failed', clause: 'twgp.attack.charge-boost.achieve' }] };
  events.push({ ...base, outcome: 'achieved', clause: 'twgp.attack.charge-boost.achieve' });
  const removed = removeUnit(next, action.target);
  next = removed.state;
  events.push(...removed.events);
  // twgp.attack.charge-boost.attacker-sideways: the attacker turns face-up sideways (Save).
  next = setMode(next, action.attacker, 'Save');
  events.push({ type: 'mode', unit: action.attacker, mode: 'Save' });
  return { ok: true, state: next, events };
}

/**
 * Logs out a unit and the cards under it (twgp.attack.charge-boost.achieve: only the target
 * becomes log): its card, then its materials, then its weapons, each to its owner's surge
 * first (twgp.field.log-out.surge-first).
 */
export function removeUnit(state: TwgpState, ref: UnitRef): { state: TwgpState; events: LogOutEvent[] } {
  const seat = seatOf(state, ref.player)!;
  const unit = seat.battleGrid[ref.square]!;
  const cards: Card[] = [unit.card, ...unit.materials, ...unit.weapons];
  let after = { ...seat, battleGrid: seat.battleGrid.map((u, i) => (i === ref.square ? null : u)) };
  const events: LogOutEvent[] = [];
  for (const card of cards) {
    const out = logOut(after, card);
    after = out.seat;
    events.push({ type: 'log-out', player: seat.player, card: card.name, to: out.to });
  }
  return { state: withSeat(state, after), events };
}

function setMode(state: TwgpState, ref: UnitRef, mode: Unit['mode']): TwgpState {
  const seat = seatOf(state, ref.player)!;
  return withSeat(state, { ...seat, battleGrid: seat.battleGrid.map((u, i) => (i === ref.square && u ? { ...u, mode } : u)) });
}
