/**
 * Chapter 22, チャージ・エフェクト (spec/twgp/22-charge-effects.md), option charge-effects: what
 * the cards of a `charge-effect` action make — the level cap of the format
 * (twgp.charge-effect.level.full-battle, twgp.charge-effect.note.level-limit), the reading of a
 * card, and the use the cards make (the same card stacked, コピー cards taking an effect:
 * twgp.charge-effect.level.stack, twgp.charge-effect.copy.same-time); charge-effect.ts refuses
 * and performs it.
 */
import { violation, type Failure } from '../core/violation.ts';
import { DEFAULT_STRENGTH, sameCard, type ChargeKind, type ChargeSpec } from './charge-effect-card.ts';
import type { ChargeEffectAction } from './charge-effect.ts';
import { seatOf, type Card, type PlayerId, type TwgpState } from './state.ts';
import { logCards } from './field.ts';

/**
 * The most cards of one card a use may stack (twgp.charge-effect.level.full-battle,
 * twgp.charge-effect.note.level-limit): one per bundle of the game — half 1, full 2, trial
 * the number of bundles — and as many copies again.
 */
export function levelCap(state: TwgpState, player: PlayerId): number {
  if (state.format === 'half') return 1;
  if (state.format === 'full') return 2;
  const seat = seatOf(state, player)!;
  return Math.max(1, seat.installed + seat.reserves.length);
}

/**
 * A charge-effect card's reading: its own, or アナザー with the strength 06 when none is written
 * (a text of none of the fifteen kinds is アナザー: twgp.charge-effect.another.texts).
 */
export const specOf = (card: Card): ChargeSpec => card.charge ?? { kind: 'アナザー', strength: DEFAULT_STRENGTH };

/** The cards of the action, from the hand, each with its reading. */
export const cardsOf = (state: TwgpState, player: PlayerId, a: ChargeEffectAction): Card[] =>
  a.cards.map((i) => seatOf(state, player)!.hand[i]!).map((c) => (c.kind === 'チャージ・エフェクト' ? { ...c, charge: specOf(c) } : c));

/** What a use is: its kind and base strength, from the cards laid (コピー taking its effect from a log), or why not. */
export interface Use {
  kind: ChargeKind;
  strength: number;
  level: number;
}

/** The first card of that kind in any player's log (storage or surge), the copy's source (twgp.charge-effect.copy, twgp.charge-effect.copy.note.repeat). */
const inLogs = (state: TwgpState, kind: ChargeKind): Card | undefined =>
  state.seats.flatMap((s) => logCards(s)).find((c) => c.kind === 'チャージ・エフェクト' && c.charge?.kind === kind);

/**
 * The use the cards make (twgp.charge-effect.level.stack, twgp.charge-effect.note.same-card,
 * twgp.charge-effect.copy.same-time): the same card stacked, with コピー cards that take the
 * same effect from a log; コピー cards alone take the effect `named` from a log. At most the
 * format's cap of the same card and as many copies (twgp.charge-effect.level.full-battle).
 */
export function useOf(state: TwgpState, player: PlayerId, a: ChargeEffectAction): Use | Failure {
  const seat = seatOf(state, player)!;
  if (a.cards.some((i) => i >= seat.hand.length)) return violation('twgp.card-type.charge-effect.activate', `${player} has ${seat.hand.length} cards in hand`);
  const cards = cardsOf(state, player, a);
  const notOne = cards.find((c) => c.kind !== 'チャージ・エフェクト');
  if (notOne) return violation('twgp.card-type.charge-effect.activate', `'${notOne.name}' is not a charge-effect card`);
  const copies = cards.filter((c) => c.charge!.kind === 'コピー');
  const base = cards.filter((c) => c.charge!.kind !== 'コピー');
  // twgp.charge-effect.level.stack, twgp.charge-effect.note.same-card: only the same card stacks (and its copies).
  for (const group of [base, copies]) {
    const other = group.find((c) => !sameCard(c, group[0]!));
    if (other) return violation('twgp.charge-effect.level.stack', `'${other.name}' is not the same card as '${group[0]!.name}'; only the same card is stacked`);
  }
  // twgp.charge-effect.level.full-battle, twgp.charge-effect.note.level-limit.
  const cap = levelCap(state, player);
  if (base.length > cap || copies.length > cap) return violation('twgp.charge-effect.level.full-battle', `a ${state.format} battle stacks at most ${cap} of the same card (Ｌｖ ${cap}, ${cap * 2} with copies)`);
  // twgp.charge-effect.copy.note.crack: a second kind is named only by copies alone taking a クラック, the kind that クラック makes powerless.
  if (a.crackNamed && (base.length || a.named !== 'クラック')) return violation('twgp.charge-effect.copy.note.crack', 'crackNamed names the kind a クラック taken by コピー cards alone (named クラック) makes powerless; nothing else takes it');
  if (!copies.length) return { kind: base[0]!.charge!.kind, strength: base[0]!.charge!.strength, level: cards.length };
  // Stacked with cards of an effect, the copies take that effect (`named` is then a クラック's own); alone, they take the effect `named`.
  const kind = base.length ? base[0]!.charge!.kind : a.named;
  if (!kind || kind === 'コピー') return violation('twgp.charge-effect.copy', 'a コピー alone names the charge effect it takes from a log (named)');
  // twgp.charge-effect.copy.note.repeat: the effect is taken from a log; with none there, no copy.
  const source = inLogs(state, kind);
  if (!source) return violation('twgp.charge-effect.copy.note.repeat', `no ${kind} lies in any log to copy`);
  // twgp.charge-effect.copy.no-repeat: not the effect just used — on the stack or done at once as an inner use — a second time by copying it.
  if (state.lastChargeKind === kind) return violation('twgp.charge-effect.copy.no-repeat', `a ${kind} was just used; copying it for a second use is not allowed (stack a copy with the first use instead)`);
  return { kind, strength: base.length ? base[0]!.charge!.strength : source.charge!.strength, level: cards.length };
}

export const isFailure = (u: Use | Failure): u is Failure => 'ok' in u;

/** Whether the action lays コピー cards only: its `named` is the effect copied, not a クラック's kind (twgp.charge-effect.copy). */
const copiesAlone = (state: TwgpState, player: PlayerId, a: ChargeEffectAction): boolean =>
  a.cards.length > 0 && cardsOf(state, player, a).every((c) => c.charge?.kind === 'コピー');

/**
 * The action as its kind reads it: copies alone name the effect they take, which names
 * nothing for the kind itself; a クラック they take names the kind given in `crackNamed`
 * (twgp.charge-effect.copy.note.crack), none if absent.
 */
export function asUsed(state: TwgpState, player: PlayerId, a: ChargeEffectAction, kind: ChargeKind): ChargeEffectAction {
  if (!a.named || !copiesAlone(state, player, a)) return a;
  const { named: _copied, crackNamed, ...rest } = a;
  return kind === 'クラック' && crackNamed ? { ...rest, named: crackNamed } : rest;
}

/** The card whose reading a use takes (its cost, its summon): the first card not a コピー, else the first (twgp.charge-effect.copy.same-time). */
export const leadOf = (cards: Card[]): Card => cards.find((c) => c.charge?.kind !== 'コピー') ?? cards[0]!;

