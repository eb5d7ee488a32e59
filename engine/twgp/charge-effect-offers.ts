/**
 * The `charge-effect` actions a player may take now (chapters 22 and 23, option
 * charge-effects): every action `chargeEffectRefusal` accepts, listed one by one, so that
 * `pending` offers exactly what `apply` takes (docs/protocol/twgp.md).
 *
 * The space is bounded by the rules: the cards laid are a set of the hand's cards of one card
 * (twgp.charge-effect.level.stack, twgp.charge-effect.note.same-card) and of one コピー card
 * stacked with it (twgp.charge-effect.copy.same-time), each at most the format's cap
 * (twgp.charge-effect.level.full-battle), listed in ascending hand order (the action's one
 * form); a use goes through nothing or an engaged unit of its user's (twgp.charge-effect.who);
 * it aims at nothing or a unit of a battle grid; a ハザード names one of three states or a
 * face-down card of another's charge grid, another's pile or a log counter laid face down on another's battle grid, a クラック one of the kinds, copies alone the effect
 * they take from a log (and, taking a クラック, the kind it cracks), an アクセル evades or not, an アナザー that summons one unit of the hand
 * on one empty square of its user's grid.
 */
import { CHARGE_KINDS, sameCard, type ChargeKind } from './charge-effect-card.ts';
import { chargeEffectRefusal, chargeEffectsOn, levelCap, specOf, useOf, type ChargeEffectAction } from './charge-effect.ts';
import { subsets } from '../core/subsets.ts';
import { HAZARD_MODES } from './charge-effect-tactics.ts';
import { faceDownInPile } from './charge-effect-hazard-cards.ts';
import { emptyChargeSquares, logCards } from './field.ts';
import { seatOf, type Card, type PlayerId, type TwgpState, type UnitRef } from './state.ts';
import { engaged, mayOperate } from './timing.ts';


/** The hand's charge-effect cards grouped by card (twgp.charge-effect.note.same-card): their indices, in hand order. */
export function groups(hand: Card[], copies: boolean): number[][] {
  const out: number[][] = [];
  hand.forEach((card, i) => {
    if (card.kind !== 'チャージ・エフェクト' || (specOf(card).kind === 'コピー') !== copies) return;
    const group = out.find((g) => sameCard(hand[g[0]!]!, card));
    if (group) group.push(i);
    else out.push([i]);
  });
  return out;
}

/** The card sets a use may lay: the same card and copies of one コピー card, together at most the cap of each, in ascending order. */
function lays(state: TwgpState, player: PlayerId): number[][] {
  const hand = seatOf(state, player)!.hand;
  const cap = levelCap(state, player);
  const bases = [[], ...groups(hand, false).flatMap((g) => subsets(g, cap).slice(1))];
  const copies = [[], ...groups(hand, true).flatMap((g) => subsets(g, cap).slice(1))];
  return bases.flatMap((b) => copies.map((c) => [...b, ...c].sort((x, y) => x - y))).filter((l) => l.length);
}

/** The kind-specific fields of a use of this kind, each choice as a partial action. */
function extras(state: TwgpState, player: PlayerId, kind: ChargeKind, cards: number[]): Partial<ChargeEffectAction>[] {
  const seat = seatOf(state, player)!;
  switch (kind) {
    case 'クラック':
      return CHARGE_KINDS.map((named) => ({ named }));
    case 'ハザード':
      return [
        ...HAZARD_MODES.map((mode) => ({ mode })),
        ...state.seats.filter((s) => s.player !== player).flatMap((s) => s.chargeGrid.flatMap((p, square) => (p?.mode === 'Charge' ? [{ charge: { player: s.player, square }, mode: 'Save' as const }] : []))),
        // Another's pile with a face-down card, and a log counter laid face down on another's battle grid (charge-effect-hazard-cards.ts).
        ...state.seats.filter((s) => s.player !== player && faceDownInPile(s) > 0).map((s) => ({ pile: s.player, mode: 'Save' as const })),
        ...state.seats.filter((s) => s.player !== player).flatMap((s) => (s.counters ?? []).filter((c) => !c.turned).map((c) => ({ counter: { player: s.player, square: c.square }, mode: 'Save' as const }))),
      ];
    case 'アクセル':
      return [{}, { evade: true }];
    case 'アナザー': {
      const lead = cards.map((i) => seat.hand[i]!).find((c) => specOf(c).kind !== 'コピー');
      if (!lead?.charge?.summon) return [{}];
      const squares = seat.battleGrid.flatMap((u, square) => (u ? [] : [{ player, square }]));
      return seat.hand.flatMap((c, card) => (c.power === undefined || cards.includes(card) ? [] : squares.map((square) => ({ summon: { card, square } }))));
    }
    default:
      return [{}];
  }
}

/** The kinds copies alone may take: those lying in a log (twgp.charge-effect.copy.note.repeat). */
const inLogs = (state: TwgpState): ChargeKind[] =>
  CHARGE_KINDS.filter((k) => k !== 'コピー' && state.seats.some((s) => logCards(s).some((c) => c.kind === 'チャージ・エフェクト' && c.charge?.kind === k)));

/** Every `charge-effect` action `player` may take now (see the module's comment). */
export function chargeEffectOffers(state: TwgpState, player: PlayerId): ChargeEffectAction[] {
  if (!chargeEffectsOn(state) || state.result) return [];
  const seat = seatOf(state, player)!;
  if (!emptyChargeSquares(seat).length) return [];
  // Without the right of operation only a スロー is used, in the battle (twgp.charge-effect.slow).
  const operate = mayOperate(state, player);
  if (!operate && state.window.kind !== 'battle' && state.window.kind !== 'respond') return [];
  const units: UnitRef[] = state.seats.flatMap((s) => s.battleGrid.flatMap((u, square) => (u ? [{ player: s.player, square }] : [])));
  const vias: (UnitRef | undefined)[] = [undefined, ...units.filter((r) => r.player === player && seatOf(state, player)!.battleGrid[r.square]!.controller === player && engaged(state, r))];
  const targets: (UnitRef | undefined)[] = [undefined, ...units];
  const out: ChargeEffectAction[] = [];
  for (const cards of lays(state, player)) {
    const alone = cards.every((i) => specOf(seat.hand[i]!).kind === 'コピー');
    // Copies alone name the effect they take; with a card of an effect, they take its effect.
    for (const named of alone ? inLogs(state) : [undefined]) {
      const base: ChargeEffectAction = { type: 'charge-effect', cards, ...(named ? { named } : {}) };
      const use = useOf(state, player, base);
      if ('ok' in use) continue;
      if (!operate && use.kind !== 'スロー') continue;
      // A クラック taken by copies alone names the kind it cracks in crackNamed (twgp.charge-effect.copy.note.crack).
      const more = named === 'クラック' ? CHARGE_KINDS.map((crackNamed) => ({ crackNamed })) : extras(state, player, use.kind, cards);
      for (const via of vias) {
        for (const target of targets) {
          for (const extra of more) {
            const a: ChargeEffectAction = { ...base, ...(target ? { target } : {}), ...(via ? { via } : {}), ...extra };
            if (!chargeEffectRefusal(state, player, a)) out.push(a);
          }
        }
      }
    }
  }
  return out;
}
