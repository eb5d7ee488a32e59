/**
 * The draw phase (chapter 05, tommy-walker.draw.*): drawing any number of cards one at a
 * time, the forced draw with an empty hand, and placing the attack card face down. Both
 * players act in parallel; each one's options depend only on their own cards.
 */
import type { Violation } from '../core/violation.ts';
import type { TwAction, TwEvent } from './events.ts';
import { CARD_BY_ID, isRideOnly } from './cards.ts';
import { plays } from './readings.ts';
import { takeOne, type Seat, type TwState } from './state.ts';

const DRAW: TwAction = { type: 'draw' };

/**
 * tommy-walker.draw.forced: a player who cannot put out an attack card must draw while the
 * deck has cards: with an empty hand, or (tommy-walker.draw.note.forced-ride-only) with ride-only
 * cards alone, which cannot appear but by ride; under the alternative reading
 * 'ride-only-hand-places' only an empty hand must draw.
 */
export function mustDraw(s: TwState, seat: Seat): boolean {
  const me = s.seats[seat];
  if (me.deck.length === 0) return false;
  if (me.hand.length === 0) return true;
  return !plays(s, 'ride-only-hand-places') && me.hand.every((c) => isRideOnly(CARD_BY_ID.get(c)!));
}

/**
 * The options of a player who has not placed an attack card yet.
 * tommy-walker.draw.any-number / .one-at-a-time: draw one more card, or stop and place;
 * tommy-walker.draw.forced: a player who must draw (mustDraw) has drawing as the only option;
 * tommy-walker.draw.empty-deck: no draw from an empty deck;
 * tommy-walker.draw.place.any-card: any hand card may be placed (one option per card name).
 */
export function drawOptions(s: TwState, seat: Seat): TwAction[] {
  const me = s.seats[seat];
  const options: TwAction[] = me.deck.length > 0 ? [DRAW] : [];
  if (mustDraw(s, seat)) return options;
  const seen = new Set<string>();
  for (const card of me.hand) {
    if (seen.has(card)) continue;
    seen.add(card);
    options.push({ type: 'place', card });
  }
  return options;
}

/** Whether every player has placed an attack card, or cannot (empty hand and empty deck: only a crafted state). */
export function drawPhaseDone(s: TwState): boolean {
  return s.seats.every((p) => p.placed || (p.hand.length === 0 && p.deck.length === 0));
}

function notNow(s: TwState, seat: Seat): Violation | null {
  if (s.phase !== 'draw') return { clause: 'tommy-walker.game.phase-actions', message: `drawing and placing an attack card happen in the draw phase; it is now the ${s.phase} phase` };
  if (s.seats[seat].placed) return { clause: 'tommy-walker.draw.place.ends-drawing', message: `${s.players[seat]} has already placed an attack card this draw phase` };
  return null;
}

/** tommy-walker.draw.any-number: the top card of the deck goes to the hand. */
export function draw(s: TwState, seat: Seat, events: TwEvent[]): Violation | null {
  const v = notNow(s, seat);
  if (v) return v;
  const me = s.seats[seat];
  // tommy-walker.draw.empty-deck
  if (me.deck.length === 0) return { clause: 'tommy-walker.draw.empty-deck', message: `${s.players[seat]}'s deck is empty: there is no card to draw` };
  me.hand.push(me.deck.pop()!);
  events.push({ type: 'drew', player: s.players[seat] });
  return null;
}

/**
 * tommy-walker.draw.place: one hand card goes face down to the field as the attack card;
 * after that the player draws no more (tommy-walker.draw.place.ends-drawing).
 */
export function place(s: TwState, seat: Seat, card: string, events: TwEvent[]): Violation | null {
  const v = notNow(s, seat);
  if (v) return v;
  const me = s.seats[seat];
  if (me.hand.includes(card) && mustDraw(s, seat)) {
    return { clause: 'tommy-walker.draw.forced', message: `${s.players[seat]} holds ride-only cards alone, which cannot be put out as the attack card: draw until another card comes` };
  }
  if (!takeOne(me.hand, card)) return { clause: 'tommy-walker.draw.place', message: `${s.players[seat]} has no '${card}' in hand to place as the attack card` };
  me.stack.push(card);
  me.placed = true;
  events.push({ type: 'placed', player: s.players[seat] });
  return null;
}
