/**
 * Chapter 11, コスト (spec/twgp/11-cost.md): which cards pay a cost, chosen by the player who
 * pays it (twgp.cost.choice, twgp.cost.note.choice). A play that has a cost names its payment
 * in the action (`pay`, and `vital` for the cost N ダメージ); `payOptions` lists every legal
 * payment, so that `pending` offers one action per payment and `apply` accepts exactly those.
 *
 * The forms of `pay`, by the cost's kind (twgp.cost.list):
 * - サージ: surge indices; クローズ and リ=チャージ: hand indices; ダメージ: face-down vital
 *   squares, with `vital` the one of them that becomes the new vital effect; シャット・ダウン and
 *   チャージ × Log: charge squares (never the card going off itself); ユニット × Log: the payer's
 *   battle squares; フェーズ × Lost: the battle squares of the payer's phase units — each a list
 *   of distinct indices in ascending order;
 * - ウェポン × Log and フレーム × Log: `{square, index}` pairs, the unit's battle square and the
 *   weapon's or material's index under it, in ascending order (square, then index);
 * - ダウンロード and デッキ × Log take the pile's top cards in order: nothing to choose, no `pay`.
 *
 * Where the choice is not the player's: the charge squares that recharged and downloaded cards
 * go to are the leftmost empty ones, as for every download (twgp.field.download,
 * twgp.field.charge-grid.capacity): the squares of face-down charge cards carry no rule of
 * their own, so any empty squares would be the same payment.
 */
import { violation, type Failure } from '../core/violation.ts';
import type { ShapeError } from '../core/violation.ts';
import type { Cost, CostKind } from './effect.ts';
import { guardingAttribute } from './field.ts';
import { seatOf, type PlayerId, type Seat, type TwgpState } from './state.ts';

/** A card under a unit: the unit's battle square and the card's index among its weapons or materials. */
export interface UnderRef {
  square: number;
  index: number;
}

/** The player's payment of a cost (twgp.cost.choice). */
export interface CostChoice {
  pay?: (number | UnderRef)[];
  /** For the cost N ダメージ: the vital square, among `pay`, that becomes the new vital effect. */
  vital?: number;
}

/** The costs whose cards come from the pile's top in order: no choice (twgp.cost.download, twgp.cost.deck-log). */
const NO_CHOICE: readonly CostKind[] = ['download', 'deck-log', 'link-log'];

/** The kinds paid by cards under units. */
const UNDER: readonly CostKind[] = ['weapon-log', 'frame-log'];

/** A cost as the thirteen kinds pay it: a numeric printed cost of an instant effect is 1 damage (matrix 07). */
export function costToPay(cost: Cost): { kind: CostKind; count: number } {
  return 'instant' in cost ? { kind: 'damage', count: 1 } : cost;
}

/** Whether paying this cost asks the player to choose (`pay` present exactly then). */
export function costHasChoice(cost: Cost): boolean {
  return !NO_CHOICE.includes(costToPay(cost).kind);
}

const ownUnitSquares = (seat: Seat) => seat.battleGrid.flatMap((u, i) => (u && u.controller === seat.player ? [i] : []));

/**
 * The payer's units a cost may send off the grid: under the variant phase-attribute not a phase
 * unit with a declared attribute, which a cost cannot discard (twgp.phase-device.note.attribute-battle);
 * フェーズ × Lost only phase units, and only with the option phase-device (twgp.cost.phase-lost,
 * twgp.cost.link-log.unpayable).
 */
function unitPayers(seat: Seat, options: TwgpState['options'], phaseOnly: boolean): number[] {
  if (phaseOnly && !options['phase-device']) return [];
  return ownUnitSquares(seat).filter((i) => {
    const card = seat.battleGrid[i]!.card;
    return (!phaseOnly || card.phase !== undefined) && guardingAttribute(options, card) === undefined;
  });
}

/**
 * The cards that may pay a cost of this kind now: indices for the list kinds, `{square,
 * index}` for the cards under units. `except` is the charge square of the card going off,
 * which never pays its own cost; `exceptVital` the vital square of a vital trap going off,
 * which has turned face up itself and is no face-down vital left to pay with.
 */
export function candidates(seat: Seat, kind: CostKind, except: number | null, exceptVital: number | null = null, options: TwgpState['options'] = {}): (number | UnderRef)[] {
  switch (kind) {
    case 'surge': return seat.surge.map((_, i) => i);
    case 'close':
    case 'recharge': return seat.hand.map((_, i) => i);
    case 'damage': return seat.vitalGrid.flatMap((v, i) => (v?.mode === 'Vital' && i !== exceptVital ? [i] : []));
    case 'shut-down':
    case 'charge-log': return seat.chargeGrid.flatMap((c, i) => (c && i !== except ? [i] : []));
    case 'unit-log': return unitPayers(seat, options, false);
    case 'phase-lost': return unitPayers(seat, options, true);
    case 'weapon-log':
    case 'frame-log':
      return ownUnitSquares(seat).flatMap((square) => {
        const u = seat.battleGrid[square]!;
        return (kind === 'weapon-log' ? u.weapons : u.materials).map((_, index) => ({ square, index }));
      });
    default: return [];
  }
}

/** All ways of choosing `k` of the list, each in the list's order. */
function combinations<T>(list: T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let i = 0; i <= list.length - k; i++) for (const rest of combinations(list.slice(i + 1), k - 1)) out.push([list[i]!, ...rest]);
  return out;
}

/**
 * Every legal payment of `cost` by `player` now (twgp.cost.choice): each set of `count` of the
 * candidates, and for ダメージ each of its vitals as the new vital effect. One empty choice
 * for a cost without choice. Assumes the cost can be paid in full (costRefusal is null).
 */
export function payOptions(state: TwgpState, player: PlayerId, cost: Cost, except: number | null, exceptVital: number | null = null): CostChoice[] {
  if (!costHasChoice(cost)) return [{}];
  const { kind, count } = costToPay(cost);
  const sets = combinations(candidates(seatOf(state, player)!, kind, except, exceptVital, state.options), count);
  if (kind !== 'damage') return sets.map((pay) => ({ pay }));
  return sets.flatMap((pay) => (pay as number[]).map((vital) => ({ pay, vital })));
}

const key = (c: number | UnderRef) => (typeof c === 'number' ? `${c}` : `${c.square}.${c.index}`);
const order = (a: number | UnderRef, b: number | UnderRef) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : (a as UnderRef).square - (b as UnderRef).square || (a as UnderRef).index - (b as UnderRef).index;

/**
 * Why this payment is not a legal one (twgp.cost.choice), or null: `pay` is given exactly when
 * the cost has a choice; it names `count` distinct cards that may pay now, in ascending order;
 * `vital` is given for ダメージ only, one of the vitals paid.
 */
export function choiceRefusal(state: TwgpState, player: PlayerId, cost: Cost, except: number | null, choice: CostChoice, exceptVital: number | null = null): Failure | null {
  const { kind, count } = costToPay(cost);
  const able = candidates(seatOf(state, player)!, kind, except, exceptVital, state.options);
  if (costHasChoice(cost) && able.length < count) return violation('twgp.cost.pay-in-full', `the cost ${count} ${kind} cannot be paid in full (${player} has ${able.length})`);
  if (!costHasChoice(cost)) {
    if (choice.pay !== undefined || choice.vital !== undefined) return violation('twgp.cost.choice', `the cost ${kind} takes the pile's top cards in order: there is nothing to choose (no pay)`);
    return null;
  }
  if (choice.pay === undefined) return violation('twgp.cost.choice', `name the ${count} card(s) that pay the cost ${count} ${kind} (pay): the payer chooses them`);
  const pay = choice.pay;
  if (pay.length !== count) return violation('twgp.cost.choice', `the cost ${count} ${kind} is paid with ${count} card(s), not ${pay.length}`);
  const legal = new Set(able.map(key));
  for (const c of pay) {
    if (UNDER.includes(kind) !== (typeof c !== 'number')) return violation('twgp.cost.choice', UNDER.includes(kind) ? `the cost ${kind} names cards under units as {square, index}` : `the cost ${kind} names cards by index`);
    if (!legal.has(key(c))) return violation('twgp.cost.choice', `${key(c)} is not a card of ${player}'s that can pay the cost ${kind}${except !== null && c === except ? ' (a card never pays its own cost)' : ''}`);
  }
  for (let i = 1; i < pay.length; i++) if (order(pay[i - 1]!, pay[i]!) >= 0) return violation('twgp.cost.choice', 'name each card once, in ascending order');
  if (kind === 'damage') {
    if (choice.vital === undefined || !(pay as number[]).includes(choice.vital)) return violation('twgp.cost.choice', 'name the new vital effect (vital): one of the vitals the cost turns face up');
  } else if (choice.vital !== undefined) return violation('twgp.cost.choice', 'only the cost ダメージ names a new vital effect');
  return null;
}

/** Reads `pay` and `vital` of an action (shape only; legality is choiceRefusal's). */
export function readChoice(v: Record<string, unknown>, errors: ShapeError[]): CostChoice | undefined {
  const out: CostChoice = {};
  const before = errors.length;
  if (v.pay !== undefined) {
    if (!Array.isArray(v.pay) || v.pay.length > 99) errors.push({ path: 'action.pay', message: 'must list the cards that pay the cost (at most 99)' });
    else {
      out.pay = v.pay.map((c, i) => {
        if (Number.isSafeInteger(c) && (c as number) >= 0) return c as number;
        const o = c as Record<string, unknown>;
        if (typeof c === 'object' && c !== null && Object.keys(o).every((k) => k === 'square' || k === 'index') && Number.isSafeInteger(o.square) && (o.square as number) >= 0 && Number.isSafeInteger(o.index) && (o.index as number) >= 0) return { square: o.square as number, index: o.index as number };
        errors.push({ path: `action.pay[${i}]`, message: 'must be an index from 0, or {square, index} for a card under a unit' });
        return 0;
      });
    }
  }
  if (v.vital !== undefined) {
    if (Number.isSafeInteger(v.vital) && (v.vital as number) >= 0) out.vital = v.vital as number;
    else errors.push({ path: 'action.vital', message: 'must be a vital-grid square from 0' });
  }
  return errors.length > before ? undefined : out;
}
