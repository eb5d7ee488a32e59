/**
 * Spec chapter 08 (補助札): what a ◆ card does when used from the hand — add power,
 * change a sign, chain a defeat, stop a direct (◆J/◆Q/◆K) or stop that (◆A).
 */
import { violation, type Violation } from '../core/violation.ts';
import { cardLabel, cardPower, isDiamond, rankOf, signLabel, SIGNS } from './cards.ts';
import { defeat, findFieldCard, naturalSign, ownPower } from './field.ts';
import { plays } from './readings.ts';
import { area, other, takeCard, type CardCode, type JgAction, type JgState, type PlayerId, type Sign, type Step } from './state.ts';

type SupportAction = Extract<JgAction, { type: 'boost' | 'change-sign' | 'chain' }>;

const isBoostCard = (card: CardCode) => isDiamond(card) && (cardPower(card) ?? 0) >= 2 && (cardPower(card) ?? 0) <= 10;
const isCounterCard = (card: CardCode) => isDiamond(card) && ['J', 'Q', 'K'].includes(rankOf(card)!);
export const DIAMOND_ACE: CardCode = 'DA';

/** The field cards of `player`'s side and the other side in the current battle. */
function battleCards(state: JgState, player: PlayerId) {
  const b = state.battle!;
  const mine = player === b.attacker ? b.attackerCard : b.defenderCard;
  const theirs = player === b.attacker ? b.defenderCard : b.attackerCard;
  return { mine: findFieldCard(state, player, mine)!, theirs: findFieldCard(state, other(state, player), theirs)! };
}

/** The sign `player`'s battling field card shows now (janken-gear.diamond.sign-change). */
export function currentSign(state: JgState, player: PlayerId): Sign {
  return state.battle!.effects[player]!.sign ?? naturalSign(battleCards(state, player).mine);
}

/**
 * Why `player` may not use this support card now, or null: janken-gear.diamond.timing
 * (own field card in the battle), janken-gear.diamond.use (a diamond from the hand),
 * janken-gear.diamond.boost (◆2–◆10), janken-gear.diamond.sign-change (equal to the own
 * power of one's field card, to another sign), janken-gear.diamond.chain (equal to the
 * own power of the opposing field card; under the reading same-power-boosted, the battle
 * powers).
 */
export function supportProblem(state: JgState, player: PlayerId, action: SupportAction): Violation | null {
  const b = state.battle;
  if (!b || (player !== b.attacker && player !== b.defender)) {
    return violation('janken-gear.diamond.timing', 'support cards are used only in a field battle one of your field cards fights').violation;
  }
  const card = action.card;
  if (!isDiamond(card) || !area(state, player).hand.includes(card)) {
    return violation('janken-gear.diamond.use', `${player} has no diamond ${cardLabel(card)} in hand`).violation;
  }
  const power = cardPower(card)!;
  const { mine, theirs } = battleCards(state, player);
  // The power a diamond must equal: the field card's own power, or (reading
  // same-power-boosted of janken-gear.diamond.note.same-power) its battle power.
  const boosted = plays(state, 'same-power-boosted');
  const { mineAt, theirsAt, what } = boosted
    ? { mineAt: ownPower(mine) + b.effects[player]!.boost, theirsAt: ownPower(theirs) + b.effects[other(state, player)]!.boost, what: 'battle power' }
    : { mineAt: ownPower(mine), theirsAt: ownPower(theirs), what: 'own power' };
  switch (action.type) {
    case 'boost':
      if (!isBoostCard(card)) return violation('janken-gear.diamond.boost', `only ◆2–◆10 add power; ${cardLabel(card)} does not`).violation;
      return null;
    case 'change-sign':
      if (power !== mineAt) {
        return violation('janken-gear.diamond.sign-change', `${cardLabel(card)} has power ${power}, but your field card's ${what} is ${mineAt}`).violation;
      }
      if (!SIGNS.includes(action.sign) || action.sign === currentSign(state, player)) {
        return violation('janken-gear.diamond.sign-change', `the new sign must be a sign other than the current ${signLabel(currentSign(state, player))}`).violation;
      }
      return null;
    case 'chain':
      if (power !== theirsAt) {
        return violation('janken-gear.diamond.chain', `${cardLabel(card)} has power ${power}, but the opposing field card's ${what} is ${theirsAt}`).violation;
      }
      return null;
  }
}

/**
 * Uses a support card in the battle (janken-gear.diamond.use: it goes to the discard pile
 * at once). Its effect lasts until the battle ends (janken-gear.diamond.expire): a boost
 * adds power with no limit on count (janken-gear.diamond.boost), a sign change replaces
 * the sign (janken-gear.diamond.sign-change), a chain is remembered for the settlement
 * (janken-gear.diamond.chain).
 */
export function useSupport(step: Step, player: PlayerId, action: SupportAction): void {
  const s = step.state;
  const a = area(s, player);
  takeCard(a.hand, action.card);
  a.discard.push(action.card);
  const fx = s.battle!.effects[player]!;
  if (action.type === 'boost') fx.boost += cardPower(action.card)!;
  else if (action.type === 'change-sign') fx.sign = action.sign;
  else fx.chains.push(cardPower(action.card)!);
  step.events.push({ type: 'support-used', player, card: action.card, effect: action.type, ...(action.type === 'change-sign' ? { sign: action.sign } : {}) });
}

/** Every support card use open to `player` in the current battle. */
export function supportOptions(state: JgState, player: PlayerId): JgAction[] {
  const out: JgAction[] = [];
  for (const card of new Set(area(state, player).hand.filter(isDiamond))) {
    const candidates: SupportAction[] = [
      { type: 'boost', card },
      ...SIGNS.map((sign): SupportAction => ({ type: 'change-sign', card, sign })),
      { type: 'chain', card },
    ];
    out.push(...candidates.filter((c) => supportProblem(state, player, c) === null));
  }
  return out;
}

/**
 * Why `player` may not play this counter now, or null: janken-gear.diamond.counter
 * (◆J/◆Q/◆K from the hand of the player the direct is aimed at) and
 * janken-gear.diamond.counter.timing (before it hits; the target is one of the field
 * cards of the direct's maker, who always has the one that made the direct).
 */
export function counterProblem(state: JgState, player: PlayerId, card: CardCode, target: string | null): Violation | null {
  const d = state.direct;
  if (!d || d.to !== player || d.toAct !== player) {
    return violation('janken-gear.diamond.counter.timing', 'a counter is played only by the player a direct is about to hit').violation;
  }
  if (!isCounterCard(card) || !area(state, player).hand.includes(card)) {
    return violation('janken-gear.diamond.counter', `only ◆J, ◆Q or ◆K from the hand stop a direct; ${cardLabel(card)} cannot`).violation;
  }
  if (target === null || !area(state, d.from).field.some((f) => f.id === target)) {
    return violation('janken-gear.diamond.counter.timing', target === null ? `the counter must attack one of ${d.from}'s field cards` : `${d.from} has no field card '${target}'`).violation;
  }
  return null;
}

/** Plays a counter: it goes to the discard pile and waits for a ◆A answer (janken-gear.diamond.ace-cancel.timing). */
export function useCounter(step: Step, player: PlayerId, card: CardCode, target: string): void {
  const s = step.state;
  const a = area(s, player);
  takeCard(a.hand, card);
  a.discard.push(card);
  s.direct!.counter = { card, target };
  s.direct!.toAct = other(s, player);
  s.active = true;
  step.events.push({ type: 'counter-used', player, card, target });
}

/** Every counter `player` may play against the pending direct. */
export function counterOptions(state: JgState, player: PlayerId): JgAction[] {
  const targets = area(state, state.direct!.from).field.map((f) => f.id);
  return [...new Set(area(state, player).hand.filter(isCounterCard))].flatMap((card) =>
    targets.map((target): JgAction => ({ type: 'counter', card, target })),
  );
}

/** Why `player` may not cancel now, or null (janken-gear.diamond.ace-cancel, …timing). */
export function cancelProblem(state: JgState, player: PlayerId, card: CardCode): Violation | null {
  const d = state.direct;
  if (!d?.counter || d.from !== player || d.toAct !== player) {
    return violation('janken-gear.diamond.ace-cancel.timing', '◆A is played only right after the opponent counters your direct with ◆J, ◆Q or ◆K').violation;
  }
  if (card !== DIAMOND_ACE || !area(state, player).hand.includes(card)) {
    return violation('janken-gear.diamond.ace-cancel', `only ◆A cancels ◆J, ◆Q or ◆K; ${cardLabel(card)} cannot`).violation;
  }
  return null;
}

/**
 * janken-gear.diamond.ace-cancel: ◆A voids the counter (no nullification, no attack); the
 * player under the direct may counter again or take it (…ace-cancel.timing).
 */
export function useCancel(step: Step, player: PlayerId, card: CardCode): void {
  const s = step.state;
  const a = area(s, player);
  takeCard(a.hand, card);
  a.discard.push(card);
  s.direct!.counter = null;
  s.direct!.toAct = s.direct!.to;
  s.active = true;
  step.events.push({ type: 'counter-cancelled', player, card });
}

/**
 * The counter stands: the direct is void (janken-gear.diamond.counter) and the card makes
 * its power attack (janken-gear.diamond.counter.judge): the target falls if the card's
 * power is at least the target's own power; signs and the A rule play no part.
 */
export function resolveCounter(step: Step): void {
  const s = step.state;
  const d = s.direct!;
  const { card, target } = d.counter!;
  const f = findFieldCard(s, d.from, target);
  const defeated = f !== undefined && cardPower(card)! >= ownPower(f) && defeat(step, d.from, target);
  step.events.push({ type: 'direct-nullified', to: d.to, card, target, defeated });
  s.direct = null;
  s.phase = 'main';
}
