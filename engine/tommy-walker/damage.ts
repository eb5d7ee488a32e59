/**
 * The damage phase (chapter 08, tommy-walker.damage.*): the winner's damage, the loser's
 * deck losing that many cards from the top, the deck-out check, and DMG abilities that
 * act after the damage phase (清廉騎士カリスト).
 */
import type { Violation } from '../core/violation.ts';
import { abilityAt, damageOf, info } from './abilities.ts';
import type { TwAction, TwEvent } from './events.ts';
import { checkDeckOut } from './game.ts';
import { other, takeOne, top, type Seat, type Task, type TwState } from './state.ts';

/**
 * Starts the damage phase for the battle winner `s.winner`, or for both players when both
 * won (`s.bothWon`, tommy-walker.check.play-miss.both).
 * tommy-walker.damage.amount / .dmg.stars: damage from ☆ and modifiers (abilities.ts);
 * tommy-walker.damage.mill: the loser discards that many cards from the top of the deck, one
 * by one, or the whole deck if it is smaller;
 * tommy-walker.damage.deck-out: then the deck-out check (tommy-walker.game.loss.check);
 * tommy-walker.damage.dmg.after-phase: if the game goes on, queue the after-damage abilities
 * of both attack cards in seat order.
 */
export function enterDamage(s: TwState, events: TwEvent[]): void {
  s.phase = 'damage';
  // tommy-walker.check.play-miss.both: two winners, each dealing damage to the other (seat
  // order), both amounts read before any card moves.
  const winners: Seat[] = s.bothWon ? [0, 1] : [s.winner!];
  const amounts = winners.map((w) => damageOf(s, w));
  winners.forEach((winner, i) => {
    const loser = s.seats[other(winner)];
    const amount = amounts[i]!;
    const milled: string[] = [];
    for (let k = 0; k < amount && loser.deck.length > 0; k++) {
      const c = loser.deck.pop()!;
      loser.discard.push(c);
      milled.push(c);
    }
    events.push({ type: 'damage', player: s.players[other(winner)], amount, milled });
  });
  if (checkDeckOut(s, events)) return;
  for (const seat of [0, 1] as const) {
    const card = top(s.seats[seat]);
    if (card === undefined) continue;
    info(card).data.abilities.forEach((a, i) => {
      if (a.timing === 'dmg' && a.effect.kind === 'self-to-hand') s.queue.push({ t: 'self-to-hand', seat, card, ability: i });
    });
  }
}

/**
 * tommy-walker.abilities.effect.self-to-hand: usable while the card is still the attack card
 * and the hand holds a card to discard; one option per distinct hand card, or decline.
 */
export function selfToHandOptions(s: TwState, task: Extract<Task, { t: 'self-to-hand' }>): TwAction[] {
  const me = s.seats[task.seat];
  if (top(me) !== task.card || me.hand.length === 0) return [];
  const options: TwAction[] = [{ type: 'decline' }];
  for (const card of new Set(me.hand)) options.push({ type: 'swap', card });
  return options;
}

/** Resolves the waiting self-to-hand decision (tommy-walker.abilities.effect.self-to-hand, tommy-walker.abilities.optional). */
export function resolveSelfToHand(s: TwState, seat: Seat, action: TwAction, events: TwEvent[]): Violation | null {
  const task = s.queue[0] as Extract<Task, { t: 'self-to-hand' }>;
  const clause = 'tommy-walker.abilities.effect.self-to-hand';
  if (!abilityAt(task.card, task.ability, 'dmg')) return { clause, message: 'the waiting task names no DMG ability' };
  if (action.type === 'decline') {
    s.queue.shift();
    return null;
  }
  if (action.type !== 'swap') return { clause, message: `${s.players[seat]} is deciding whether to take ${info(task.card).data.name} back into hand: answer swap or decline` };
  const me = s.seats[seat];
  if (top(me) !== task.card) return { clause, message: `${info(task.card).data.name} is no longer ${s.players[seat]}'s attack card` };
  if (!takeOne(me.hand, action.card)) return { clause, message: `${s.players[seat]} has no '${action.card}' in hand to discard` };
  // Discard the chosen hand card, then the attack card itself goes to the hand.
  me.discard.push(action.card);
  me.hand.push(me.stack.pop()!);
  s.queue.shift();
  events.push({ type: 'self-to-hand', player: s.players[seat], card: task.card, discarded: action.card });
  return null;
}
