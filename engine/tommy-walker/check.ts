/**
 * The check phase (chapter 06, tommy-walker.check.*): revealing the attack cards, the
 * play-miss check, on-appear abilities and the mutual-destruction check. On-appear
 * abilities are resolved here also when they come from a ride in the attack phase
 * (tommy-walker.attack.ride.appear), together with their copies by a 結界
 * (tommy-walker.abilities.effect.copy-appear).
 */
import type { Violation } from '../core/violation.ts';
import { abilityAt, barrierCopiesFor, cardHas, holds, info } from './abilities.ts';
import { isRideOnly } from './cards.ts';
import { endRound } from './cleanup.ts';
import { enterDamage } from './damage.ts';
import { plays } from './readings.ts';
import type { TwAction, TwEvent } from './events.ts';
import { other, takeOne, top, type CardId, type Seat, type Task, type TwState } from './state.ts';

type AppearTask = Extract<Task, { t: 'appear' }>;

/**
 * Starts the check phase once both attack cards are down.
 * tommy-walker.check.reveal: both cards are turned face up;
 * tommy-walker.check.play-miss.one: a lone ride-only card loses the battle, straight to damage;
 * tommy-walker.check.play-miss.both: with two ride-only cards each player wins against the
 * other and both deal damage (tommy-walker.check.note.both-miss); under the alternative
 * reading 'both-miss-tie' the round ends like a tie;
 * tommy-walker.check.appear.order: otherwise queue every on-appear ability,
 * seat order first, each card's abilities top first.
 */
export function enterCheck(s: TwState, events: TwEvent[]): void {
  s.phase = 'check';
  const cards = [top(s.seats[0])!, top(s.seats[1])!] as const;
  events.push({ type: 'revealed', cards: { [s.players[0]]: cards[0], [s.players[1]]: cards[1] } });
  const miss = [isRideOnly(info(cards[0]).data), isRideOnly(info(cards[1]).data)] as const;
  for (const seat of [0, 1] as const) {
    if (miss[seat]) events.push({ type: 'play-miss', player: s.players[seat], card: cards[seat], clause: 'tommy-walker.check.play-miss.one' });
  }
  if (miss[0] && miss[1]) {
    if (plays(s, 'both-miss-tie')) {
      events.push({ type: 'tie', clause: 'tommy-walker.check.play-miss.both' });
      endRound(s, events);
      return;
    }
    s.bothWon = true;
    for (const seat of [0, 1] as const) events.push({ type: 'battle-won', player: s.players[seat], clause: 'tommy-walker.check.play-miss.both' });
    enterDamage(s, events);
    return;
  }
  if (miss[0] || miss[1]) {
    s.winner = miss[0] ? 1 : 0;
    events.push({ type: 'battle-won', player: s.players[s.winner], clause: 'tommy-walker.check.play-miss.one' });
    enterDamage(s, events);
    return;
  }
  for (const seat of [0, 1] as const) queueAppear(s, seat, cards[seat]);
}

/** Queues the on-appear abilities of `card`, which has just appeared for `seat`, top first (tommy-walker.check.appear.order). */
export function queueAppear(s: TwState, seat: Seat, card: CardId): void {
  info(card).data.abilities.forEach((a, i) => {
    if (a.timing === 'appear') s.queue.push({ t: 'appear', seat, card, ability: i, copy: false, returned: 0 });
  });
}

const USE: TwAction = { type: 'use' };
const DECLINE: TwAction = { type: 'decline' };

/**
 * The options of a waiting on-appear decision; empty if the ability cannot be used now
 * (the engine then drops it).
 * tommy-walker.check.appear.use: a condition must hold — except for a copy, whose condition
 * is not read again (tommy-walker.abilities.effect.copy-appear.condition), unless the reading
 * copy-checks-condition reads it for the copier (tommy-walker.abilities.note.copy-appear);
 * tommy-walker.abilities.effect.take-from-discard: one option per eligible card in the
 * user's discard; tommy-walker.abilities.effect.return-to-deck: one per hand card.
 * Declining is always an option (tommy-walker.abilities.optional).
 */
export function appearOptions(s: TwState, task: AppearTask): TwAction[] {
  const a = abilityAt(task.card, task.ability, 'appear');
  if (!a) return [];
  const me = s.seats[task.seat];
  const judged = !task.copy || plays(s, 'copy-checks-condition');
  if (judged && task.returned === 0 && a.condition !== null && !holds(s, task.seat, a.condition)) return [];
  switch (a.effect.kind) {
    case 'set-power':
      return top(me) === undefined ? [] : [USE, DECLINE];
    case 'take-from-discard': {
      const attribute = a.effect.attribute;
      const options: TwAction[] = [];
      for (const card of new Set(me.discard)) if (attribute === null || cardHas(card, attribute)) options.push({ type: 'take', card });
      return options.length ? [DECLINE, ...options] : [];
    }
    case 'return-to-deck': {
      if (me.hand.length === 0 || task.returned >= a.effect.max) return [];
      const options: TwAction[] = [DECLINE];
      for (const card of new Set(me.hand)) options.push({ type: 'return', card });
      return options;
    }
  }
}

/**
 * Resolves the waiting on-appear decision of `seat` (tommy-walker.check.appear.use,
 * tommy-walker.attack.ride.appear, tommy-walker.abilities.effect.*).
 */
export function resolveAppear(s: TwState, seat: Seat, action: TwAction, events: TwEvent[]): Violation | null {
  const task = s.queue[0] as AppearTask;
  const a = abilityAt(task.card, task.ability, 'appear');
  const clause = task.copy ? 'tommy-walker.abilities.effect.copy-appear' : 'tommy-walker.check.appear.use';
  if (!a) return { clause, message: 'the waiting task names no on-appear ability' };
  const me = s.seats[seat];
  const name = info(task.card).data.name;
  if (action.type === 'decline') {
    // Stopping after returning at least one card still counts as using the ability.
    finish(s, task, task.returned > 0);
    return null;
  }
  switch (a.effect.kind) {
    case 'set-power':
      if (action.type !== 'use') return { clause, message: `${s.players[seat]} is deciding whether to use 「${a.text}」 of ${name}: answer use or decline` };
      // tommy-walker.abilities.effect.set-power; the copy applies to the user's own attack card.
      me.sets.push({ value: a.effect.value, ts: s.clock++, cond: null, at: -1 });
      events.push({ type: 'appear-used', player: s.players[seat], card: task.card, ability: task.ability, copy: task.copy });
      finish(s, task, true);
      return null;
    case 'take-from-discard': {
      if (action.type !== 'take') return { clause, message: `${s.players[seat]} is deciding whether to take a card from the discard pile for ${name}: answer take or decline` };
      const attribute = a.effect.attribute;
      if (attribute !== null && !cardHas(action.card, attribute)) {
        return { clause: 'tommy-walker.abilities.effect.take-from-discard', message: `'${action.card}' does not have the attribute 「${attribute}」 that 「${a.text}」 asks for` };
      }
      if (!takeOne(me.discard, action.card)) return { clause: 'tommy-walker.abilities.effect.take-from-discard', message: `${s.players[seat]}'s discard pile has no '${action.card}'` };
      me.hand.push(action.card);
      events.push({ type: 'appear-used', player: s.players[seat], card: task.card, ability: task.ability, copy: task.copy });
      events.push({ type: 'took', player: s.players[seat], card: action.card });
      finish(s, task, true);
      return null;
    }
    case 'return-to-deck': {
      if (action.type !== 'return') return { clause, message: `${s.players[seat]} is returning hand cards to the deck for ${name}: answer return or decline` };
      if (task.returned >= a.effect.max) return { clause: 'tommy-walker.abilities.effect.return-to-deck', message: `at most ${a.effect.max} cards may be returned` };
      if (!takeOne(me.hand, action.card)) return { clause: 'tommy-walker.abilities.effect.return-to-deck', message: `${s.players[seat]} has no '${action.card}' in hand` };
      // tommy-walker.abilities.effect.return-to-deck: on top of the deck; a later card lies above.
      me.deck.push(action.card);
      if (task.returned === 0) events.push({ type: 'appear-used', player: s.players[seat], card: task.card, ability: task.ability, copy: task.copy });
      events.push({ type: 'returned', player: s.players[seat], card: action.card });
      task.returned += 1;
      if (task.returned >= a.effect.max || me.hand.length === 0) finish(s, task, true);
      return null;
    }
  }
}

/**
 * Removes the finished task. If an original on-appear ability was used and the enemy's
 * 結界 copies on-appear abilities, its owner decides next whether to apply it
 * (tommy-walker.abilities.effect.copy-appear).
 */
function finish(s: TwState, task: AppearTask, used: boolean): void {
  s.queue.shift();
  if (used && !task.copy && barrierCopiesFor(s, task.seat)) {
    s.queue.unshift({ t: 'appear', seat: other(task.seat), card: task.card, ability: task.ability, copy: true, returned: 0 });
  }
}
