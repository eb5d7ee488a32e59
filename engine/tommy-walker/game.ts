/**
 * Game progression and the result (chapter 04, tommy-walker.game.*): the deck-out check,
 * the draw when both decks run out together, and the optional round limit.
 */
import type { TwEvent } from './events.ts';
import type { Seat, TwState } from './state.ts';

/** Ends the game with a result; `winner` null is a draw. Nothing can be done afterwards (tommy-walker.game.over). */
export function finish(s: TwState, events: TwEvent[], winner: Seat | null, clause: string, reason: string): void {
  s.phase = 'over';
  s.queue = [];
  s.result = { winner: winner === null ? null : s.players[winner], clause, reason };
  events.push({ type: 'game-over', result: s.result });
}

/**
 * tommy-walker.game.loss.check: looks for an empty deck; returns true if the game ended.
 * tommy-walker.game.loss.deck-out: a player with 0 cards in deck loses;
 * tommy-walker.game.loss.both: both at once is a draw.
 */
export function checkDeckOut(s: TwState, events: TwEvent[]): boolean {
  const empty0 = s.seats[0].deck.length === 0;
  const empty1 = s.seats[1].deck.length === 0;
  if (empty0 && empty1) {
    finish(s, events, null, 'tommy-walker.game.loss.both', 'both decks reached 0 cards at the same check: the game is a draw');
    return true;
  }
  if (empty0 || empty1) {
    const loser: Seat = empty0 ? 0 : 1;
    const winner: Seat = empty0 ? 1 : 0;
    finish(s, events, winner, 'tommy-walker.game.loss.deck-out', `${s.players[loser]}'s deck reached 0 cards`);
    return true;
  }
  return false;
}

/**
 * tommy-walker.game.round-limit (variant): after the clean-up of the last agreed round the
 * game is a draw. Returns true if the game ended.
 */
export function checkRoundLimit(s: TwState, events: TwEvent[]): boolean {
  if (s.roundLimit !== null && s.round >= s.roundLimit) {
    finish(s, events, null, 'tommy-walker.game.round-limit', `the agreed limit of ${s.roundLimit} rounds was reached with no deck at 0`);
    return true;
  }
  return false;
}
