/**
 * Chapter 11, コスト (spec/twgp/11-cost.md): paying the thirteen costs (twgp.cost.list) of a
 * play, in full when it is declared (twgp.cost.pay-in-full), with the cards the payer chose
 * (twgp.cost.choice; the payment's form and its options: cost-choice.ts).
 *
 * A caller that passes no choice gets the canonical payment (surge cards oldest first, hand
 * cards in hand order, face-down vitals, charge squares and units left to right, weapons and
 * materials of the leftmost unit first); a play the players make passes the player's choice.
 * A card that is going off itself never pays its own cost.
 */
import { violation, type Failure } from '../core/violation.ts';
import { reuseIfOut } from './deck-exhaustion.ts';
import { candidates, costToPay, type CostChoice, type UnderRef } from './cost-choice.ts';
import type { Cost, CostKind } from './effect.ts';
import { emptyChargeSquares, remainingVitals, setUnit } from './field.ts';
import type { Performed, TwgpEvent } from './rules.ts';
import { seatOf, withSeat, type Card, type PlayerId, type Seat, type TwgpState } from './state.ts';
import { suddenLoss } from './judge.ts';
import { toLog, type Logged } from './property.ts';
import { pileTaken } from './pile-turned.ts';

export { costToPay };

/** The charge squares, other than `except`, holding a card (face up or down). */
function chargeSquares(seat: Seat, except: number | null): number[] {
  return seat.chargeGrid.flatMap((c, i) => (c && i !== except ? [i] : []));
}

const ownUnitSquares = (seat: Seat) => seat.battleGrid.flatMap((u, i) => (u && u.controller === seat.player ? [i] : []));

/** How many of a cost's cards (or pairs) the player has to pay with now. */
function payable(seat: Seat, kind: CostKind, except: number | null, options: TwgpState['options']): number {
  switch (kind) {
    case 'surge': return seat.surge.length;
    case 'close': return seat.hand.length;
    // The cost N ダメージ turns face-down vitals face up; a master unit on the battle grid does not pay it (twgp.master-drive.vital-count).
    case 'damage': return seat.vitalGrid.filter((v) => v?.mode === 'Vital').length;
    case 'recharge': return Math.min(seat.hand.length, emptyChargeSquares(seat).length);
    case 'download': return Math.min(seat.deck.length, emptyChargeSquares(seat).length);
    case 'shut-down': return chargeSquares(seat, except).length;
    case 'deck-log': return seat.deck.length;
    case 'unit-log':
    case 'phase-lost': return candidates(seat, kind, except, null, options).length;
    case 'weapon-log': return ownUnitSquares(seat).reduce((n, i) => n + seat.battleGrid[i]!.weapons.length, 0);
    case 'charge-log': return chargeSquares(seat, except).length;
    case 'frame-log': return ownUnitSquares(seat).reduce((n, i) => n + seat.battleGrid[i]!.materials.length, 0);
    case 'link-log': return 0;
  }
}

/**
 * Why `player` cannot pay `cost` now (twgp.cost.pay-in-full: all of it, or the play cannot
 * be made), or null. リンク × Log is never payable, there being no rule of link units;
 * フェーズ × Lost only with the phase-device option, by phase units on the payer's battle grid
 * (twgp.cost.link-log.unpayable, twgp.cost.phase-lost). `except` is the charge square of the card going off.
 */
export function costRefusal(state: TwgpState, player: PlayerId, cost: Cost, except: number | null): Failure | null {
  const { kind, count } = costToPay(cost);
  if (kind === 'link-log') return violation('twgp.cost.link-log.unpayable', 'リンク × Log cannot be paid: no rule defines link units');
  if (kind === 'phase-lost' && !state.options['phase-device']) return violation('twgp.cost.link-log.unpayable', 'フェーズ × Lost is paid only with the phase-device option');
  const have = payable(seatOf(state, player)!, kind, except, state.options);
  return have >= count ? null : violation('twgp.cost.pay-in-full', `the cost ${count} ${kind} cannot be paid in full (${player} has ${have})`);
}

/** Takes the first `n` cards of the list. */
const split = <T>(list: T[], n: number): [T[], T[]] => [list.slice(0, n), list.slice(n)];

/** Takes the cards at the chosen indices (else the first `n`): [taken, rest]. */
function take<T>(list: T[], n: number, chosen: number[] | undefined): [T[], T[]] {
  if (!chosen) return split(list, n);
  return [chosen.map((i) => list[i]!), list.filter((_, i) => !chosen.includes(i))];
}

/**
 * Pays a cost whose refusal is null, each kind as twgp.cost.list says (its items
 * twgp.cost.surge … twgp.cost.frame-log). × Log costs log their cards out (to the surge
 * first: twgp.cost.note.log-surge); デッキ × Log is a deck-out, and a face-down log counter
 * so logged goes off (twgp.property.log-counter.where).
 */
export function payCost(state: TwgpState, player: PlayerId, cost: Cost, except: number | null, choice?: CostChoice): Performed {
  const { kind, count } = costToPay(cost);
  let seat = seatOf(state, player)!;
  // The payer's cards (twgp.cost.choice), else the canonical first ones.
  const chosen = choice?.pay ? (choice.pay as number[]) : undefined;
  const under = choice?.pay ? (choice.pay as UnderRef[]) : (candidates(seat, kind, except, null, state.options).slice(0, count) as UnderRef[]);
  const events: TwgpEvent[] = [{ type: 'cost', player, kind, count, clause: 'instant' in cost ? 'twgp.matrix.instant-cost' : 'twgp.cost.list' }];
  const logged: Logged[] = [];
  switch (kind) {
    case 'surge': {
      const [spent, rest] = take(seat.surge, count, chosen);
      seat = { ...seat, surge: rest, storage: [...seat.storage, ...spent] };
      break;
    }
    case 'close': {
      const [closed, rest] = take(seat.hand, count, chosen);
      seat = { ...seat, hand: rest, deck: [...seat.deck, ...closed] };
      break;
    }
    case 'damage':
      return payDamage(state, player, count, events, chosen, choice?.vital);
    case 'recharge': {
      const [back, rest] = take(seat.hand, count, chosen);
      const squares = emptyChargeSquares(seat);
      const chargeGrid = seat.chargeGrid.slice();
      back.forEach((card, i) => { chargeGrid[squares[i]!] = { card, mode: 'Charge' }; });
      seat = { ...seat, hand: rest, chargeGrid };
      break;
    }
    case 'download': {
      const [down, rest] = split(seat.deck, count);
      const squares = emptyChargeSquares(seat);
      const chargeGrid = seat.chargeGrid.slice();
      down.forEach((card, i) => { chargeGrid[squares[i]!] = { card, mode: 'Charge' }; });
      seat = { ...pileTaken(seat, down.length).seat, deck: rest, chargeGrid };
      break;
    }
    case 'shut-down':
    case 'charge-log': {
      const squares = chosen ?? chargeSquares(seat, except).slice(0, count);
      const cards = squares.map((i) => seat.chargeGrid[i]!);
      seat = { ...seat, chargeGrid: seat.chargeGrid.map((c, i) => (squares.includes(i) ? null : c)) };
      if (kind === 'shut-down') seat = { ...seat, deck: [...seat.deck, ...cards.map((c) => c.card)] };
      else logged.push(...cards.map((c) => ({ card: c.card, faceDown: c.mode === 'Charge', from: 'field' as const })));
      break;
    }
    case 'deck-log': {
      const [milled, rest] = split(seat.deck, count);
      // A card a ハザード turned on the pile's top goes face up: it does not go off (twgp.card-type.log-counter.note.hazard-deck, pile-turned.ts).
      const taken = pileTaken(seat, milled.length);
      seat = { ...taken.seat, deck: rest };
      logged.push(...milled.map((card, i) => ({ card, faceDown: i >= taken.turned, from: 'pile' as const })));
      break;
    }
    // A phase unit paying フェーズ × Lost goes face-up sideways onto the phase device, LOST, as its log-out does (twgp.cost.phase-lost, twgp.phase-device.log-out).
    case 'unit-log':
    case 'phase-lost': {
      const squares = chosen ?? (candidates(seat, kind, except, null, state.options) as number[]).slice(0, count);
      let next = withSeat(state, seat);
      for (const square of squares) {
        const unit = seatOf(next, player)!.battleGrid[square]!;
        next = setUnit(next, { player, square }, null);
        logged.push(...[unit.card, ...unit.materials, ...unit.weapons].map((card: Card) => ({ card, faceDown: unit.mode === 'Stealth', from: 'field' as const })));
      }
      seat = seatOf(next, player)!;
      break;
    }
    case 'weapon-log':
    case 'frame-log': {
      // The chosen cards under units (the canonical: the leftmost units' first ones).
      const battleGrid = seat.battleGrid.map((u, square) => {
        const picked = under.filter((r) => r.square === square).map((r) => r.index);
        if (!u || !picked.length) return u;
        const list: Card[] = kind === 'weapon-log' ? u.weapons : u.materials;
        logged.push(...picked.map((i) => ({ card: list[i]!, faceDown: false, from: 'field' as const })));
        const rest = list.filter((_, i) => !picked.includes(i));
        return kind === 'weapon-log' ? { ...u, weapons: rest } : { ...u, materials: rest as typeof u.materials };
      });
      seat = { ...seat, battleGrid };
      break;
    }
    case 'link-log':
      break;
  }
  const logOut = toLog(withSeat(state, seat), player, logged);
  // The variant reuse: a pile run out by デッキ × Log turns the storage into the pile (twgp.judge.variant.reuse).
  const reused = kind === 'deck-log' ? reuseIfOut(logOut.state, player) : { state: logOut.state, events: [] };
  return { state: reused.state, events: [...events, ...logOut.events, ...reused.events] };
}

/**
 * The cost N ダメージ (twgp.cost.damage): the N face-down vitals the payer chose turn face up
 * (canonically the leftmost); the one they chose (canonically the last) is the new vital
 * effect and the one in force before turns sideways, as in a damage
 * (twgp.matrix.note.instant-cost, twgp.cost.choice). They count as lost vitals (a run-out
 * counts for twgp.judge.vital-out-turn).
 */
function payDamage(state: TwgpState, player: PlayerId, count: number, events: TwgpEvent[], chosen?: number[], vital?: number): Performed {
  let next = state;
  for (const seat of next.seats) {
    const i = seat.vitalGrid.findIndex((v) => v?.mode === 'Active');
    if (i >= 0) next = withSeat(next, { ...seat, vitalGrid: seat.vitalGrid.map((v, j) => (j === i && v ? { ...v, mode: 'Damage' as const } : v)) });
  }
  const seat = seatOf(next, player)!;
  const squares = chosen ?? seat.vitalGrid.flatMap((v, i) => (v?.mode === 'Vital' ? [i] : [])).slice(0, count);
  const effect = vital ?? squares.at(-1);
  const vitalGrid = seat.vitalGrid.map((v, i) => (v && squares.includes(i) ? { ...v, mode: i === effect ? ('Active' as const) : ('Damage' as const) } : v));
  const out = remainingVitals({ ...seat, vitalGrid }) === 0 && seat.vitalsOutTurn === null ? next.turn.number : seat.vitalsOutTurn;
  next = withSeat(next, { ...seat, vitalGrid, vitalsOutTurn: out });
  for (const square of squares) events.push({ type: 'vital', player, square, mode: vitalGrid[square]!.mode, card: vitalGrid[square]!.card.name });
  const out2 = suddenLoss(next, player);
  return out2 ? { state: out2.state, events: [...events, ...out2.events] } : { state: next, events };
}
