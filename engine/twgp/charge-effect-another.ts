/**
 * アナザー that summons (twgp.charge-effect.another, option charge-effects): a card whose text,
 * kept valid (twgp.charge-effect.another.keeps-text), summons a unit — its reading says so
 * (`charge.summon`) — puts a unit card of its user's hand on an empty square of the user's own
 * battle grid; never on another player's, which would mix one's cards with another's
 * (twgp.charge-effect.another.no-mixing, twgp.field.grid.no-mixing). The unit goes to the log
 * when the battle ends (twgp.charge-effect.another.summoned; chargeEffectsEnd calls endSummoned).
 */
import { violation, type Failure } from '../core/violation.ts';
import { newUnit } from './drive.ts';
import { removeUnit, setUnit } from './field.ts';
import type { Performed, TwgpEvent } from './rules.ts';
import { seatOf, withSeat, type Card, type PlayerId, type TwgpState, type UnitRef } from './state.ts';

/** The summon an アナザー makes: the hand card and the square. */
export interface AnotherSummon {
  card: number;
  square: UnitRef;
}

/** Why the summon is refused, or null. */
export function summonRefusal(state: TwgpState, player: PlayerId, laid: number[], spec: { kind: string; summon?: boolean }, s: AnotherSummon | undefined): Failure | null {
  if (!s) return spec.kind === 'アナザー' && spec.summon ? violation('twgp.charge-effect.another', 'this アナザー summons a unit: name the hand card and the square (summon)') : null;
  if (spec.kind !== 'アナザー' || !spec.summon) return violation('twgp.charge-effect.another', 'only an アナザー whose text summons a unit summons one');
  const seat = seatOf(state, player)!;
  const card = seat.hand[s.card];
  if (!card || laid.includes(s.card) || (card.kind !== undefined && card.kind !== 'ユニット') || card.power === undefined) return violation('twgp.charge-effect.another', `${player}'s hand card ${s.card} is not a unit to summon`);
  // twgp.charge-effect.another.no-mixing: one's own card on another player's grid mixes the two.
  if (s.square.player !== player) return violation('twgp.charge-effect.another.no-mixing', 'an アナザー does not put its user\'s card among another player\'s cards');
  if (s.square.square >= seat.battleGrid.length || seat.battleGrid[s.square.square]) return violation('twgp.field.battle-grid.one-unit', `${player}'s battle square ${s.square.square} is not empty`);
  return null;
}

/** Puts the hand card (found by identity, the hand having changed since) on the square, marked as an アナザー's summon. */
export function summon(state: TwgpState, player: PlayerId, card: Card, square: UnitRef): Performed {
  const seat = seatOf(state, player)!;
  const next = withSeat(state, { ...seat, hand: seat.hand.filter((c) => c !== card) });
  const made = newUnit(next, player, card as Card & { power: number }, 'Active');
  return { state: setUnit(made.state, square, { ...made.unit, another: true }), events: [{ type: 'summon', player, card: card.name, square, clause: 'twgp.charge-effect.another' }] };
}

/** The battle is over: every unit an アナザー summoned goes to the log (twgp.charge-effect.another.summoned). */
export function endSummoned(state: TwgpState): Performed {
  let next = state;
  const events: TwgpEvent[] = [];
  for (const seat of state.seats) {
    seat.battleGrid.forEach((u, square) => {
      if (!u?.another) return;
      const out = removeUnit(next, { player: seat.player, square });
      next = out.state;
      events.push({ type: 'summon-ends', unit: { player: seat.player, square }, card: u.card.name, clause: 'twgp.charge-effect.another.summoned' }, ...out.events);
    });
  }
  return { state: next, events };
}
