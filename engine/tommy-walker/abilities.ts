/**
 * How ability texts read (chapter 10, tommy-walker.abilities.*): conditions, the layers of
 * an attack card's power, and the damage a battle winner deals. Everything here reads the
 * ability model of cards.ts; no card is named.
 */
import { CARDS, type Ability, type Attribute, type CardData, type Condition } from './cards.ts';
import { other, top, type CardId, type Seat, type TwState } from './state.ts';
import { plays } from './readings.ts';

const ATTRIBUTE_BIT: Record<Attribute, number> = { 男: 1, 女: 2, P: 4, T: 8, S: 16 };

interface CardInfo {
  data: CardData;
  /** Bit mask of the card's attributes (ATTRIBUTE_BIT). */
  mask: number;
}

const INFO = new Map<string, CardInfo>(
  CARDS.map((c) => [c.id, { data: c, mask: ATTRIBUTE_BIT[c.gender] | c.stats.reduce((m, s) => m | ATTRIBUTE_BIT[s], 0) }]),
);

export function info(id: CardId): CardInfo {
  const found = INFO.get(id);
  if (!found) throw new Error(`unknown card id '${id}'`);
  return found;
}

/** tommy-walker.cards.attributes.match: a card has a gender and one or two stats. */
export function cardHas(id: CardId | undefined, attribute: Attribute): boolean {
  return id !== undefined && (info(id).mask & ATTRIBUTE_BIT[attribute]) !== 0;
}

/**
 * Whether `cond` holds for the player in `seat` now.
 * tommy-walker.abilities.cond.enemy, .hand, .ride, .won, .won-rider
 */
export function holds(s: TwState, seat: Seat, cond: Condition): boolean {
  const me = s.seats[seat];
  switch (cond.kind) {
    case 'enemy-has':
      // The enemy is the opponent's current attack card; re-read after every ride.
      return cardHas(top(s.seats[other(seat)]), cond.attribute);
    case 'hand-at-most':
      return me.hand.length <= cond.count;
    case 'rode-onto':
      // This card came by ride, and the card it was placed on had the attribute.
      return me.stack.length >= 2 && cardHas(me.stack[me.stack.length - 2], cond.attribute);
    case 'won-against':
      return (s.winner === seat || s.bothWon) && cardHas(top(s.seats[other(seat)]), cond.attribute);
    case 'won-against-rider':
      return (s.winner === seat || s.bothWon) && s.seats[other(seat)].stack.length >= 2;
  }
}

/**
 * The power of the player's attack card, 0 if there is none.
 * tommy-walker.abilities.power.layers: printed power; then the latest power-setting effect
 * in force; then every power-adding hand ability in force (結界 and other hand abilities).
 */
export function powerOf(s: TwState, seat: Seat): number {
  const me = s.seats[seat];
  const card = top(me);
  if (card === undefined) return 0;
  let value = info(card).data.power;
  let latest = -1;
  for (const e of me.sets) {
    if (e.ts > latest && (e.cond === null || holds(s, seat, e.cond))) {
      value = e.value;
      latest = e.ts;
    }
  }
  // tommy-walker.attack.barrier.always: the 結界 works for its owner at all times.
  const barrier = workingBarrier(s);
  if (barrier && barrier.owner === seat) value += addedPower(s, seat, barrier.card);
  for (const c of me.field) value += addedPower(s, seat, c);
  return value;
}

/** tommy-walker.abilities.effect.add-power: what a hand-ability card on the field adds for its owner. */
function addedPower(s: TwState, seat: Seat, card: CardId): number {
  let sum = 0;
  for (const a of info(card).data.abilities) {
    if (a.timing === 'hand' && a.effect.kind === 'add-power' && (a.condition === null || holds(s, seat, a.condition))) sum += a.effect.amount;
  }
  return sum;
}

/**
 * The damage the battle winner deals (s.winner must be set).
 * tommy-walker.damage.amount: ☆ of the winner's attack card, plus its ☆-adding DMG abilities
 * whose condition holds (tommy-walker.damage.dmg.stars, tommy-walker.abilities.effect.stars-plus),
 * plus the enemy-☆ effect of a 結界 owned by the loser (tommy-walker.abilities.effect.enemy-stars);
 * never below 0 (tommy-walker.damage.minimum).
 */
export function damageOf(s: TwState, winner: Seat): number {
  const card = top(s.seats[winner]);
  if (card === undefined) return 0;
  const data = info(card).data;
  let amount = data.stars;
  for (const a of data.abilities) {
    if (a.timing === 'dmg' && a.effect.kind === 'add-stars' && (a.condition === null || holds(s, winner, a.condition))) amount += a.effect.amount;
  }
  const barrier = workingBarrier(s);
  if (barrier && barrier.owner !== winner) {
    for (const a of info(barrier.card).data.abilities) {
      if (a.timing === 'hand' && a.effect.kind === 'enemy-stars' && (a.condition === null || holds(s, barrier.owner, a.condition))) amount += a.effect.amount;
    }
  }
  return Math.max(0, amount);
}

/** The card's ability at `index`, if it has that timing. */
export function abilityAt<T extends Ability['timing']>(card: CardId, index: number, timing: T): Extract<Ability, { timing: T }> | undefined {
  const a = info(card).data.abilities[index];
  return a && a.timing === timing ? (a as Extract<Ability, { timing: T }>) : undefined;
}

/** Whether the 結界 on the field copies the on-appear abilities of `seat`'s enemy, i.e. belongs to the other player and has that effect. */
export function barrierCopiesFor(s: TwState, user: Seat): boolean {
  const barrier = workingBarrier(s);
  if (!barrier || barrier.owner === user) return false;
  return info(barrier.card).data.abilities.some((a) => a.timing === 'hand' && a.effect.kind === 'copy-enemy-appear');
}

/**
 * The 結界 on the field if its effect works now. tommy-walker.attack.barrier.always: whenever it
 * is on the field. Under the reading barrier-one-round (tommy-walker.attack.note.barrier-always)
 * only in the round it was put out in: after that round's clean-up it only takes up the place.
 */
function workingBarrier(s: TwState): TwState['barrier'] {
  if (!s.barrier) return null;
  return plays(s, 'barrier-one-round') && s.barrier.round !== s.round ? null : s.barrier;
}
