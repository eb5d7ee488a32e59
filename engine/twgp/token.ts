/**
 * Chapter 9, ドライヴ（召喚） (spec/twgp/09-drive.md): トークン (twgp.drive.pseudo-unit,
 * twgp.drive.token). A token is a pseudo-unit an effect puts on the field. It is valid only
 * with a real card of the same name prepared for it beforehand, apart from the deck: the
 * seat's `tokens`, counted neither as deck nor as vitals (twgp.drive.note.token-cards). A
 * token that leaves the field goes back there, never to the log (surge or storage), so it
 * feeds no log process (log counters, bonus).
 */
import { setUnit, squareFree } from './field.ts';
import type { Performed } from './rules.ts';
import { seatOf, withSeat, type Card, type PlayerId, type Seat, type TwgpState, type Unit } from './state.ts';

/** Whether the card is a token's prepared card (twgp.drive.token). */
export function isToken(card: Card): boolean {
  return card.token === true;
}

/** A token's card leaving the field goes back to its player's prepared cards (twgp.drive.token). */
export function returnToken(seat: Seat, card: Card): Seat {
  return { ...seat, tokens: [...(seat.tokens ?? []), card] };
}

/**
 * An effect puts a token named `name` on the leftmost empty square of `player`'s battle grid,
 * face-up upright (twgp.drive.pseudo-unit): it takes the prepared card of that name; with none
 * prepared, or no empty square, the effect is void (twgp.drive.token).
 */
export function placeToken(state: TwgpState, player: PlayerId, name: string): Performed {
  const seat = seatOf(state, player)!;
  const at = (seat.tokens ?? []).findIndex((c) => c.name === name);
  if (at < 0) return { state, events: [{ type: 'void', clause: 'twgp.drive.token', reason: `${player} has prepared no real card named ${name} for the token` }] };
  const square = seat.battleGrid.findIndex((_, i) => squareFree(seat, i));
  if (square < 0) return { state, events: [{ type: 'void', clause: 'twgp.field.battle-grid.one-unit', reason: `${player}'s battle grid has no empty square for the token` }] };
  const prepared = seat.tokens![at]!;
  const card = { ...prepared, kind: 'ユニット' as const, power: prepared.power ?? 0, token: true };
  const unit: Unit = { uid: state.nextUid, card, mode: 'Active', controller: player, weapons: [], materials: [], plus: 0, down: 0, accel: false };
  const next = withSeat({ ...state, nextUid: state.nextUid + 1 }, { ...seat, tokens: seat.tokens!.filter((_, i) => i !== at) });
  return { state: setUnit(next, { player, square }, unit), events: [{ type: 'token', player, card: name, square, clause: 'twgp.drive.pseudo-unit' }] };
}
