/**
 * The clean-up phase (chapter 09, tommy-walker.cleanup.*): everything on the field but the
 * 結界 goes to its owner's discard pile, every effect of the round ends, and the next round
 * begins unless the agreed round limit is reached.
 */
import type { TwEvent } from './events.ts';
import { checkRoundLimit } from './game.ts';
import type { TwState } from './state.ts';

/**
 * tommy-walker.cleanup.discard: attack cards with the cards under them and non-結界
 * hand-ability cards go to their owner's discard (tommy-walker.terms.own-pile);
 * tommy-walker.cleanup.barrier-stays: the 結界 stays;
 * tommy-walker.cleanup.effects-end: power effects, AT activations and discards reset;
 * tommy-walker.cleanup.next: then the next round's draw phase (tommy-walker.game.repeat).
 */
export function endRound(s: TwState, events: TwEvent[]): void {
  for (const p of s.seats) {
    // Bottom of the stack first, so the attack card ends on top of the discard pile.
    for (const c of p.stack) p.discard.push(c);
    for (const c of p.field) p.discard.push(c);
    p.stack = [];
    p.field = [];
    p.placed = false;
    p.sets = [];
    p.atUsed = 0;
    p.discarded = 0;
  }
  s.winner = null;
  s.bothWon = false;
  s.queue = [];
  events.push({ type: 'cleanup', round: s.round });
  if (checkRoundLimit(s, events)) return;
  s.round += 1;
  s.phase = 'draw';
}
