/**
 * Chapter 2, リソース (spec/twgp/02-resources.md), and chapter 3's vital grid: the one vital
 * effect in force for every player (twgp.resource.vital-effect), and the vital effect of a
 * playing card (トランプ版, twgp.resource.vital.playing-card): a card with a `rank` (A 1 …
 * K 13; a joker has none: twgp.resource.note.playing-card) bans units of that base power.
 */
import { violation, type Failure } from '../core/violation.ts';
import { removeUnit } from './field.ts';
import type { Performed, TwgpEvent } from './rules.ts';
import { unitsOnField, type Placed, type PlayerId, type TwgpState } from './state.ts';

/** The vital effect in force: the face-up upright vital of any player, if there is one (twgp.resource.vital-effect). */
export function vitalEffectInForce(state: TwgpState): { player: PlayerId; square: number; vital: Placed } | null {
  for (const seat of state.seats) {
    const square = seat.vitalGrid.findIndex((v) => v?.mode === 'Active');
    if (square >= 0) return { player: seat.player, square, vital: seat.vitalGrid[square]! };
  }
  return null;
}

/** The base power a playing-card vital effect in force bans, or null (twgp.resource.vital.playing-card). */
export function bannedPower(state: TwgpState): number | null {
  return vitalEffectInForce(state)?.vital.card.rank ?? null;
}

/**
 * A unit of base power `power` cannot be summoned while a playing card of that number is the
 * vital effect in force (twgp.resource.vital.playing-card); null when it can.
 */
export function summonBanRefusal(state: TwgpState, power: number): Failure | null {
  const banned = bannedPower(state);
  return banned === power ? violation('twgp.resource.vital.playing-card', `the vital effect in force is a playing card of ${banned}: a unit of base power ${String(power).padStart(2, '0')} cannot be summoned`) : null;
}

/**
 * The moment a vital turns face-up upright its effect takes hold for every player and card
 * (twgp.field.vital-grid.effect, twgp.resource.note.playing-card): for a playing card, every
 * unit on every player's battle grid whose base power is the card's number is logged out at
 * once, with the cards under it (twgp.field.log-out).
 */
export function vitalEffectTakesHold(state: TwgpState): Performed {
  const banned = bannedPower(state);
  if (banned === null) return { state, events: [] };
  let next = state;
  const events: TwgpEvent[] = [];
  for (const { ref, unit } of unitsOnField(state)) {
    if (unit.card.power !== banned) continue;
    const removed = removeUnit(next, ref);
    next = removed.state;
    events.push({ type: 'vital-effect', clause: 'twgp.resource.vital.playing-card', unit: ref, card: unit.card.name }, ...removed.events);
  }
  return { state: next, events };
}
