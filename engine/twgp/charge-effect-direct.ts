/**
 * A spell's direct, method C of chapter 12 (twgp.direct.method.spell), with the option
 * charge-effects: the player lays a スペル (one card, or several of the same card: its level)
 * from the hand face-up upright on the charge grid, aimed at the vitals of a player who has no
 * face-up upright unit (twgp.direct.condition), at Lock-On (twgp.direct.method.timing). It is an
 * outer declaration: the player directed receives the right and may answer it with charge
 * effects (a リフレクト turns it back). It resolves in charge-effect-kinds.ts (spellDirect).
 */
import { violation, type Failure } from '../core/violation.ts';
import { chargeEffectsOn, declarationOf, layCards, levelCap } from './charge-effect.ts';
import { sameCard } from './charge-effect-card.ts';
import { groups } from './charge-effect-offers.ts';
import { subsets } from '../core/subsets.ts';
import { emptyChargeSquares } from './field.ts';
import type { Performed } from './rules.ts';
import { holdsTargetRight } from './sequence.ts';
import { seatOf, type PlayerId, type TwgpState } from './state.ts';
import { declareOuter } from './timing.ts';

/** The hand cards a method-C direct lays: those given, else the first スペル card of the hand. */
export function spellCards(state: TwgpState, player: PlayerId, cards: number[] | undefined): number[] {
  if (cards) return cards;
  const i = seatOf(state, player)!.hand.findIndex((c) => c.kind === 'チャージ・エフェクト' && c.charge?.kind === 'スペル');
  return i < 0 ? [] : [i];
}

/**
 * The card sets a method-C direct may lay, for the offers: none given (the first スペル), and
 * each set of one スペル card's copies up to the level cap, in ascending hand order
 * (twgp.charge-effect.level.stack, twgp.charge-effect.level.full-battle).
 */
export function spellLays(state: TwgpState, player: PlayerId): (number[] | undefined)[] {
  const hand = seatOf(state, player)!.hand;
  const spells = groups(hand, false).filter((g) => hand[g[0]!]!.charge?.kind === 'スペル');
  return [undefined, ...spells.flatMap((g) => subsets(g, levelCap(state, player)).slice(1))];
}

/** Why a method-C direct is refused (the option adopted), or null; `upright` tells whether the target player controls a face-up upright unit. */
export function spellDirectRefusal(state: TwgpState, player: PlayerId, target: PlayerId, indices: number[] | undefined, upright: boolean): Failure | null {
  if (!chargeEffectsOn(state)) return violation('twgp.direct.method.spell', 'method C needs the charge effects (option charge-effects, twgp.charge-effect.option)');
  const seat = seatOf(state, player)!;
  const cards = spellCards(state, player, indices);
  if (!cards.length || cards.some((i) => i >= seat.hand.length)) return violation('twgp.direct.method.spell', `${player} has no スペル card in hand to direct with`);
  const laid = cards.map((i) => seat.hand[i]!);
  const other = laid.find((c) => c.kind !== 'チャージ・エフェクト' || c.charge?.kind !== 'スペル');
  // twgp.direct.spell-only: of the charge effects only スペル directs.
  if (other) return violation('twgp.direct.spell-only', `'${other.name}' is not a スペル; only スペル directs`);
  if (laid.some((c) => !sameCard(c, laid[0]!))) return violation('twgp.charge-effect.level.stack', 'only the same card is stacked');
  if (laid.length > levelCap(state, player)) return violation('twgp.charge-effect.level.full-battle', `a ${state.format} battle stacks at most ${levelCap(state, player)} of the same card`);
  if (!emptyChargeSquares(seat).length) return violation('twgp.card-type.charge-effect.activate', `${player}'s charge grid has no free square to lay the card on`);
  // twgp.direct.method.timing: at Lock-On, in the battle sequence with the stack empty.
  if (!holdsTargetRight(state, player) || state.window.kind !== 'battle') return violation('twgp.direct.method.timing', `${player} does not hold the right to target now`);
  const t = seatOf(state, target);
  if (!t || target === player || t.lost) return violation('twgp.direct', `${target} is not an opponent in the game`);
  // twgp.direct.condition: the target controls no face-up upright unit.
  if (upright) return violation('twgp.direct.condition', `${target} controls a face-up upright unit`);
  return null;
}

/** Declares a method-C direct whose refusal is null. */
export function performSpellDirect(state: TwgpState, player: PlayerId, target: PlayerId, indices: number[] | undefined): Performed {
  // The spell is the battle's last charge effect, for a copy's no-repeat (twgp.charge-effect.copy.no-repeat).
  const laid = layCards({ ...state, lastChargeKind: 'スペル' }, player, spellCards(state, player, indices));
  const d = { ...declarationOf(laid.state, player, { type: 'charge-effect', cards: [] }, laid.square, laid.cards, target), player: target };
  const declared = declareOuter(laid.state, d);
  return { state: declared.state, events: [...laid.events, { type: 'direct-declared', player: target, method: 'charge-effect', effect: 'スペル', level: laid.cards.length }, ...declared.events] };
}
