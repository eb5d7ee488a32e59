/**
 * The attack phase (chapter 07, tommy-walker.attack.*): who may act, the revenge actions
 * (AT abilities, hand abilities and 結界, ride) and エンド. The tie check after each
 * revenge action is done by the engine loop (engine.ts) once the action's on-appear
 * decisions are over (tommy-walker.attack.tie.when).
 */
import type { Violation } from '../core/violation.ts';
import { cardHas, holds, info, powerOf } from './abilities.ts';
import { handAbility, type Attribute, type Condition } from './cards.ts';
import { queueAppear } from './check.ts';
import { enterDamage } from './damage.ts';
import type { TwAction, TwEvent } from './events.ts';
import { plays } from './readings.ts';
import { other, takeOne, top, type CardId, type Seat, type TwState } from './state.ts';

const END: TwAction = { type: 'end' };

/** The player with the lower power, or null when the powers are equal (tommy-walker.terms.higher-lower). */
export function lowerSeat(s: TwState): Seat | null {
  const p0 = powerOf(s, 0);
  const p1 = powerOf(s, 1);
  return p0 < p1 ? 0 : p1 < p0 ? 1 : null;
}

/** Every multiset of `size` cards from the hand cards with `attribute`, each as a sorted list. */
function discardChoices(hand: readonly CardId[], attribute: Attribute, size: number): CardId[][] {
  const counts = new Map<CardId, number>();
  for (const c of hand) if (cardHas(c, attribute)) counts.set(c, (counts.get(c) ?? 0) + 1);
  const kinds = [...counts.keys()].sort();
  const out: CardId[][] = [];
  const pick = (from: number, left: number, acc: CardId[]) => {
    if (left === 0) {
      out.push(acc.slice());
      return;
    }
    for (let k = from; k < kinds.length; k++) {
      const used = acc.filter((c) => c === kinds[k]).length;
      if (used >= counts.get(kinds[k]!)!) continue;
      acc.push(kinds[k]!);
      pick(k, left - 1, acc);
      acc.pop();
    }
  };
  pick(0, size, []);
  return out;
}

/**
 * The revenge options of the lower player (tommy-walker.attack.revenge):
 * エンド at any time (tommy-walker.attack.end.voluntary), or under the alternative reading
 * 'end-when-nothing-left' only when nothing else is left (tommy-walker.attack.note.voluntary-end);
 * each AT ability of the attack card that may be activated now (tommy-walker.attack.at.*);
 * each hand card with a hand ability (tommy-walker.attack.hand.use);
 * each hand card to ride (tommy-walker.attack.ride.any-card).
 */
export function revengeOptions(s: TwState, seat: Seat): TwAction[] {
  const me = s.seats[seat];
  const options: TwAction[] = [END];
  const card = top(me);
  if (card !== undefined) {
    info(card).data.abilities.forEach((a, i) => {
      if (a.timing !== 'at') return;
      if (a.effect.kind === 'set-power') {
        if ((me.atUsed & (1 << i)) === 0 && conditionAllows(s, seat, a.condition)) options.push({ type: 'activate', ability: i });
      } else {
        for (let n = 1; n <= 3 - me.discarded; n++) {
          for (const discard of discardChoices(me.hand, a.effect.attribute, n)) options.push({ type: 'activate', ability: i, discard });
        }
      }
    });
  }
  const kinds = new Set(me.hand);
  for (const c of kinds) if (handAbility(info(c).data)) options.push({ type: 'hand', card: c });
  for (const c of kinds) options.push({ type: 'ride', card: c });
  return plays(s, 'end-when-nothing-left') && options.length > 1 ? options.slice(1) : options;
}

/**
 * tommy-walker.attack.at.condition: an AT ability may be activated whether or not its
 * condition holds, which governs only its effect (tommy-walker.attack.note.at-condition);
 * under the alternative reading 'at-needs-condition' the condition must hold to activate.
 */
function conditionAllows(s: TwState, seat: Seat, condition: Condition | null): boolean {
  return condition === null || !plays(s, 'at-needs-condition') || holds(s, seat, condition);
}

/**
 * Applies a revenge action or エンド of `seat`.
 * tommy-walker.attack.lower-acts / .higher-cannot: only the lower side acts.
 */
export function revenge(s: TwState, seat: Seat, action: TwAction, events: TwEvent[]): Violation | null {
  if (s.phase !== 'attack') return { clause: 'tommy-walker.game.phase-actions', message: `revenge actions and エンド belong to the attack phase; it is now the ${s.phase} phase` };
  const low = lowerSeat(s);
  if (low === null) return { clause: 'tommy-walker.attack.tie', message: `the powers are equal (${powerOf(s, seat)}): the round ends in mutual destruction, with no revenge action` };
  if (low !== seat) {
    return { clause: 'tommy-walker.attack.higher-cannot', message: `${s.players[seat]} has the higher power (${powerOf(s, seat)} against ${powerOf(s, other(seat))}) and may not take a revenge action` };
  }
  switch (action.type) {
    case 'end':
      return declareEnd(s, seat, events);
    case 'activate':
      return activate(s, seat, action.ability, action.discard, events);
    case 'hand':
      return useHand(s, seat, action.card, events);
    case 'ride':
      return ride(s, seat, action.card, events);
    default:
      return { clause: 'tommy-walker.attack.revenge', message: `'${action.type}' is not a revenge action` };
  }
}

/**
 * tommy-walker.attack.end: the higher side wins the battle; the damage phase follows.
 * tommy-walker.attack.end.voluntary: under the alternative reading 'end-when-nothing-left',
 * not while a revenge action is left.
 */
function declareEnd(s: TwState, seat: Seat, events: TwEvent[]): Violation | null {
  if (plays(s, 'end-when-nothing-left') && revengeOptions(s, seat).some((o) => o.type !== 'end')) {
    return { clause: 'tommy-walker.attack.end.voluntary', message: `${s.players[seat]} still has a revenge action left and may not declare エンド yet (reading end-when-nothing-left)` };
  }
  events.push({ type: 'end', player: s.players[seat] });
  s.winner = other(seat);
  events.push({ type: 'battle-won', player: s.players[s.winner], clause: 'tommy-walker.attack.end' });
  enterDamage(s, events);
  return null;
}

/**
 * tommy-walker.attack.at.activate: an AT ability of one's own attack card.
 * Conditional power: tommy-walker.attack.at.condition (see conditionAllows), .once (not twice),
 * .lasting (keeps its condition and works while it holds).
 * Discard steps: tommy-walker.attack.at.discard (1+ hand cards with the attribute),
 * .discard.total (at most 3 in all; the value follows the total).
 */
function activate(s: TwState, seat: Seat, index: number, discard: CardId[] | undefined, events: TwEvent[]): Violation | null {
  const me = s.seats[seat];
  const card = top(me)!;
  const data = info(card).data;
  const a = data.abilities[index];
  if (!a || a.timing !== 'at') return { clause: 'tommy-walker.attack.at.activate', message: `${data.name} has no AT ability at index ${index}` };
  if (a.effect.kind === 'set-power') {
    if (me.atUsed & (1 << index)) return { clause: 'tommy-walker.attack.at.once', message: `「${a.text}」 of ${data.name} is already activated` };
    if (!conditionAllows(s, seat, a.condition)) return { clause: 'tommy-walker.attack.at.condition', message: `the condition of 「${a.text}」 does not hold now (reading at-needs-condition)` };
    if (discard && discard.length) return { clause: 'tommy-walker.attack.at.activate', message: `「${a.text}」 discards no cards` };
    me.atUsed |= 1 << index;
    me.sets.push({ value: a.effect.value, ts: s.clock++, cond: a.condition, at: index });
    events.push({ type: 'at-activated', player: s.players[seat], card, ability: index, discarded: [] });
    return null;
  }
  const chosen = discard ?? [];
  if (chosen.length === 0) return { clause: 'tommy-walker.attack.at.discard', message: `「${a.text.replace(/\n/g, ' ')}」 needs at least one hand card to discard` };
  if (me.discarded + chosen.length > 3) {
    return { clause: 'tommy-walker.attack.at.discard.total', message: `${me.discarded} cards were already discarded for this ability; ${chosen.length} more would exceed 3` };
  }
  const hand = me.hand.slice();
  for (const c of chosen) {
    if (!cardHas(c, a.effect.attribute) || !takeOne(hand, c)) {
      return { clause: 'tommy-walker.attack.at.discard', message: `'${c}' is not a hand card with the attribute 「${a.effect.attribute}」 (or not that many copies in hand)` };
    }
  }
  me.hand = hand;
  for (const c of chosen) me.discard.push(c);
  me.discarded += chosen.length;
  // The value follows the running total (tommy-walker.attack.note.discard-total), or under the
  // alternative reading 'discard-per-activation' this activation's cards alone; its time is the latest discard.
  const counted = plays(s, 'discard-per-activation') ? chosen.length : me.discarded;
  me.sets = me.sets.filter((e) => e.at !== index);
  me.sets.push({ value: a.effect.values[counted - 1]!, ts: s.clock++, cond: null, at: index });
  events.push({ type: 'at-activated', player: s.players[seat], card, ability: index, discarded: chosen.slice() });
  return null;
}

/**
 * tommy-walker.attack.hand.use: a hand card with a hand ability goes to the field.
 * tommy-walker.attack.barrier.one / .replace: a new 結界 sends the one on the field to its
 * owner's discard pile; tommy-walker.attack.barrier.stays: it stays until then.
 */
function useHand(s: TwState, seat: Seat, card: CardId, events: TwEvent[]): Violation | null {
  const me = s.seats[seat];
  const ability = info(card).data && handAbility(info(card).data);
  if (!ability) return { clause: 'tommy-walker.attack.hand.use', message: `${info(card).data.name} has no hand ability` };
  if (!takeOne(me.hand, card)) return { clause: 'tommy-walker.attack.hand.use', message: `${s.players[seat]} has no '${card}' in hand` };
  if (ability.barrier) {
    if (s.barrier) {
      s.seats[s.barrier.owner].discard.push(s.barrier.card);
      events.push({ type: 'barrier-replaced', owner: s.players[s.barrier.owner], card: s.barrier.card });
    }
    s.barrier = { owner: seat, card, round: s.round };
  } else {
    me.field.push(card);
  }
  events.push({ type: 'hand-used', player: s.players[seat], card });
  return null;
}

/**
 * tommy-walker.attack.ride: a hand card goes on top of the attack card and appears.
 * tommy-walker.attack.ride.effects-end: AT and on-appear effects of the card ridden over end;
 * tommy-walker.attack.ride.stays-under: it stays under the new card;
 * tommy-walker.attack.ride.appear: the new card's on-appear abilities are queued — unless,
 * under the alternative reading 'tie-at-ride' (tommy-walker.attack.note.tie-when), the powers
 * are equal the moment the card is laid: then the engine loop's tie check ends the round first.
 */
function ride(s: TwState, seat: Seat, card: CardId, events: TwEvent[]): Violation | null {
  const me = s.seats[seat];
  if (!info(card) || !takeOne(me.hand, card)) return { clause: 'tommy-walker.attack.ride', message: `${s.players[seat]} has no '${card}' in hand to ride` };
  me.stack.push(card);
  me.sets = [];
  me.atUsed = 0;
  me.discarded = 0;
  events.push({ type: 'ride', player: s.players[seat], card });
  if (plays(s, 'tie-at-ride') && lowerSeat(s) === null) return null;
  queueAppear(s, seat, card);
  return null;
}
