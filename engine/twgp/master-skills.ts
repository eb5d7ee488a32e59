/**
 * Chapter 26, マスター・ドライヴとマスター・スキル (spec/twgp/26-master-drive.md), second half:
 * the option master-skills (twgp.master-skill.option, which presupposes master-drive:
 * options.ts) — what a master unit on the battle grid can do again and again
 * (twgp.master-skill.list):
 * - charge shield, whatever its sex (twgp.master-skill.charge-shield): sublimation-skills.ts's
 *   charge-shield action, used by the master unit (masterShield);
 * - S-jamming, ♂ only (twgp.master-skill.s-jamming): the action `s-jamming` below;
 * - S-drain, ♀ only: other players' surge spent as one's own for a surge direct (the
 *   assault's `drain`), cancelled while two or more ♀ master units are out
 *   (twgp.master-skill.s-drain, twgp.master-skill.s-drain.cancel);
 * - the weak point: no stealth (stealth.ts) and no charge back (charge-back.ts)
 *   (twgp.master-skill.weak-point, twgp.charge-back.excluded).
 * Which sex a skill needs is the master unit's card's (twgp.master-skill.note.sex).
 */
import { violation, type Failure } from '../core/violation.ts';
import { readRef } from './attack.ts';
import { setUnit } from './field.ts';
import { optionOn } from './options.ts';
import type { ActionRule, Performed, TwgpEvent } from './rules.ts';
import { seatOf, unitAt, withSeat, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { operateRefusal } from './timing.ts';

/** Surge cards one S-jamming costs (twgp.master-skill.s-jamming). */
export const S_JAMMING_SURGE = 3;

const skillsOn = (state: TwgpState): boolean => optionOn(state, 'master-skills') && optionOn(state, 'master-drive');

/** Whether the unit at `ref` is a master unit on `player`'s own battle grid, controlled by them, with master-skills on. */
function ownMaster(state: TwgpState, player: PlayerId, ref: UnitRef): Unit | null {
  const unit = unitAt(state, ref);
  return skillsOn(state) && unit?.card.master && ref.player === player && unit.controller === player ? unit : null;
}

/** Whether the unit at `ref` may use the charge shield as a master unit (twgp.master-skill.charge-shield). */
export function masterShield(state: TwgpState, player: PlayerId, ref: UnitRef): boolean {
  return ownMaster(state, player, ref) !== null;
}

/** Whether `player` has a master unit that may use the charge shield. */
export function hasMasterShield(state: TwgpState, player: PlayerId): boolean {
  const seat = seatOf(state, player);
  return !!seat && seat.battleGrid.some((_, square) => masterShield(state, player, { player, square }));
}

/**
 * The lock-on of an opponent on a unit with S-jamming is void (twgp.master-skill.s-jamming,
 * twgp.master-skill.note.s-jamming: the work of jamming, twgp.charge-effect.jamming): the
 * refusal of an assault or charge boost by `player` on `target`, or null.
 */
export function jammingRefusal(target: Unit, player: PlayerId): Failure | null {
  // A ジャミング used on it this battle works the same (twgp.charge-effect.jamming, twgp.charge-effect.jamming.note.use).
  if (target.jammed && target.controller !== player) return violation('twgp.charge-effect.jamming', `${target.card.name} is jammed this battle: an opponent's lock-on on it is void`);
  return target.jamming && target.controller !== player ? violation('twgp.master-skill.s-jamming', `${target.card.name} has S-jamming: an opponent's lock-on on it is void`) : null;
}

/** The refusal of a counterattack (intercept, decoy) against an attack by a unit with S-jamming (twgp.master-skill.note.s-jamming) or jammed by a ジャミング (twgp.charge-effect.jamming), or null. */
export function jammedAttackerRefusal(attacker: Unit | null | undefined): Failure | null {
  // A ジャミング used on the attacker this battle works the same (twgp.charge-effect.jamming, twgp.charge-effect.jamming.note.use).
  if (attacker?.jammed) return violation('twgp.charge-effect.jamming', `${attacker.card.name} is jammed this battle: intercepts and decoys against its attack are void`);
  return attacker?.jamming ? violation('twgp.master-skill.s-jamming', `${attacker.card.name} has S-jamming: counterattacks on its attack are void`) : null;
}

interface SJammingAction {
  type: 's-jamming';
  /** The ♂ master unit. */
  unit: UnitRef;
}

/**
 * Why `player` may not give their master unit S-jamming (twgp.master-skill.s-jamming): the
 * option on (twgp.master-skill.option); at Parallel; a ♂ master unit of theirs on their grid
 * (twgp.master-skill.note.sex); three surge cards to spend.
 */
export function sJammingRefusal(state: TwgpState, player: PlayerId, action: SJammingAction): Failure | null {
  if (!skillsOn(state)) return violation('twgp.master-skill.option', 'the option master-skills is not adopted in this game');
  const refused = operateRefusal(state, player, 'twgp.master-skill.s-jamming');
  if (refused) return refused;
  const unit = ownMaster(state, player, action.unit);
  if (!unit) return violation('twgp.master-skill.s-jamming', `there is no master unit of ${player}'s at ${action.unit.player}'s square ${action.unit.square}`);
  if (unit.card.master!.sex !== '♂') return violation('twgp.master-skill.list', `${unit.card.name} is ♀: S-jamming is the ♂ master unit's`);
  const surge = seatOf(state, player)!.surge.length;
  return surge < S_JAMMING_SURGE ? violation('twgp.master-skill.s-jamming', `S-jamming spends ${S_JAMMING_SURGE} surge cards; ${player} has ${surge}`) : null;
}

export const sJammingRule: ActionRule<SJammingAction> = {
  type: 's-jamming',
  fields: ['type', 'unit'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    return unit ? { type: 's-jamming', unit } : undefined;
  },
  offers(state, player) {
    if (!skillsOn(state) || operateRefusal(state, player, 'twgp.master-skill.s-jamming')) return [];
    const seat = seatOf(state, player)!;
    return seat.battleGrid.flatMap((_, square) => {
      const action: SJammingAction = { type: 's-jamming', unit: { player, square } };
      return sJammingRefusal(state, player, action) ? [] : [action];
    });
  },
  refusal: sJammingRefusal,
  /** The three oldest surge cards go to the storage; the unit has jamming of level 1 until its next fight ends (twgp.master-skill.note.s-jamming); the right does not move. */
  perform(state, player, action) {
    const seat = seatOf(state, player)!;
    const spent = seat.surge.slice(0, S_JAMMING_SURGE);
    let next = withSeat(state, { ...seat, surge: seat.surge.slice(S_JAMMING_SURGE), storage: [...seat.storage, ...spent] });
    const unit = unitAt(next, action.unit)!;
    next = setUnit(next, action.unit, { ...unit, jamming: 1 });
    return { state: next, events: [{ type: 'surge', player, count: spent.length, cards: spent.map((c) => c.name) }, { type: 's-jamming', player, unit: action.unit, level: 1, clause: 'twgp.master-skill.s-jamming' }] };
  },
};

// ---- S-drain ----

/** Surge cards of another player spent as one's own by S-drain (twgp.master-skill.s-drain): that player and the indices of their surge. */
export interface DrainSource {
  player: PlayerId;
  surge: number[];
}

/** The players with a ♀ master unit on their own battle grid, in any orientation (twgp.master-skill.s-drain, timing マスター♀ twgp.timing.master-female). */
function femaleMasters(state: TwgpState): PlayerId[] {
  if (!skillsOn(state)) return [];
  return state.seats.filter((seat) => !seat.lost && seat.battleGrid.some((u) => u?.card.master?.sex === '♀')).map((seat) => seat.player);
}

/**
 * Whether `player` has S-drain now: a ♀ master unit of theirs on their battle grid, and no
 * other player with one (twgp.master-skill.s-drain.cancel, twgp.master-skill.note.s-drain-cancel:
 * two or more ♀ master units cancel every one of them).
 */
export function hasSDrain(state: TwgpState, player: PlayerId): boolean {
  const females = femaleMasters(state);
  return females.length === 1 && females[0] === player;
}

/** Reads an action's `drain`: a list of {player, surge: indices}; absent: none. */
export function readDrain(state: TwgpState, v: unknown, path: string, errors: { path: string; message: string }[]): DrainSource[] | undefined {
  if (v === undefined) return [];
  const ok = Array.isArray(v) && v.every((d) => typeof d === 'object' && d !== null && state.seats.some((s) => s.player === (d as DrainSource).player) && Array.isArray((d as DrainSource).surge) && (d as DrainSource).surge.every((i) => Number.isSafeInteger(i) && i >= 0 && i < 6));
  if (!ok) return void errors.push({ path, message: 'must list {player, surge: [indices]}: other players\' surge cards spent by S-drain (twgp.master-skill.s-drain)' });
  return v as DrainSource[];
}

/** Why `player` may not spend these other players' surge cards (twgp.master-skill.s-drain, twgp.master-skill.s-drain.cancel), or null. */
export function sDrainRefusal(state: TwgpState, player: PlayerId, drain: readonly DrainSource[]): Failure | null {
  if (!drain.length) return null;
  const females = femaleMasters(state);
  if (females.includes(player) && females.length > 1) return violation('twgp.master-skill.s-drain.cancel', `${females.join(' and ')} both have a ♀ master unit on the battle grid: their S-drains cancel out`);
  if (!hasSDrain(state, player)) return violation('twgp.master-skill.s-drain', `${player} has no ♀ master unit on their battle grid: only S-drain spends another player's surge`);
  for (const d of drain) {
    const surge = seatOf(state, d.player)!.surge;
    if (d.player === player) return violation('twgp.master-skill.s-drain', 'S-drain spends other players\' surge; one\'s own is spent as usual');
    if (d.surge.some((i, k) => i >= surge.length || d.surge.indexOf(i) !== k)) return violation('twgp.master-skill.s-drain', `${d.player}'s surge has ${surge.length} cards`);
  }
  return new Set(drain.map((d) => d.player)).size === drain.length ? null : violation('twgp.master-skill.s-drain', 'name each player once');
}

export const drainCount = (drain: readonly DrainSource[] | undefined): number => (drain ?? []).reduce((n, d) => n + d.surge.length, 0);

/** The drained cards go to their owners' storages (twgp.master-skill.note.s-drain: cards of different owners are not mixed). */
export function spendDrain(state: TwgpState, player: PlayerId, drain: readonly DrainSource[]): Performed {
  let next = state;
  const events: TwgpEvent[] = [];
  for (const d of drain) {
    const seat = seatOf(next, d.player)!;
    const spent = d.surge.map((i) => seat.surge[i]!);
    next = withSeat(next, { ...seat, surge: seat.surge.filter((_, i) => !d.surge.includes(i)), storage: [...seat.storage, ...spent] });
    events.push({ type: 'surge', player: d.player, count: spent.length, cards: spent.map((c) => c.name), by: player, clause: 'twgp.master-skill.s-drain' });
  }
  return { state: next, events };
}

/**
 * The drained spendings offered with a surge direct of `per` cards a vital, beyond what the
 * player's own surge pays: all of their own surge first, then the other players' in seat order,
 * oldest first (one canonical choice: which cards go does not matter).
 */
export function drainSpends(state: TwgpState, player: PlayerId, per: number): { surge: number[]; drain: DrainSource[] }[] {
  if (!hasSDrain(state, player)) return [];
  const own = seatOf(state, player)!.surge.length;
  const others = state.seats.filter((s) => s.player !== player).map((s) => ({ player: s.player, n: s.surge.length }));
  const total = own + others.reduce((n, o) => n + o.n, 0);
  const out: { surge: number[]; drain: DrainSource[] }[] = [];
  for (let k = Math.floor(own / per) + 1; k * per <= total; k++) {
    let left = k * per - own;
    const drain: DrainSource[] = [];
    for (const o of others) {
      const take = Math.min(left, o.n);
      if (take) drain.push({ player: o.player, surge: Array.from({ length: take }, (_, i) => i) });
      left -= take;
    }
    out.push({ surge: Array.from({ length: own }, (_, i) => i), drain });
  }
  return out;
}

export const MASTER_SKILL_RULES = [sJammingRule];
