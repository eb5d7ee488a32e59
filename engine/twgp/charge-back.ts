/**
 * Chapter 27, チャージ・バック (spec/twgp/27-charge-back.md): the option charge-back
 * (twgp.charge-back.option) — two downloads in exchange for taking a unit that is not fighting
 * off the battle grid, to the hand or the pile's bottom, and with phase-device a phase unit back
 * to the phase device face-up upright (twgp.charge-back.phase-unit, twgp.phase-device.charge-back).
 */
import { violation, type Failure } from '../core/violation.ts';
import { readIndices } from './attack.ts';
import { rechargeCards } from './deck-exhaustion.ts';
import { setUnit, widthOf } from './field.ts';
import { optionOn } from './options.ts';
import { downloadCards, laterCards } from './resources.ts';
import { shufflePile } from './routine.ts';
import type { ActionRule, TwgpEvent } from './rules.ts';
import { HAND_LIMIT } from './sequence-actions.ts';
import { seatOf, withSeat, type Card, type PlayerId, type Seat, type TwgpState } from './state.ts';
import { battleOff, operateRefusal } from './timing.ts';
import { tracerChance } from './unit-skills.ts';

/** Downloads a charge back costs (twgp.charge-back.do). */
export const CHARGE_BACK_DOWNLOADS = 2;
/** The fewest shuffles when the player shuffles after returning to the pile (twgp.charge-back.shuffle). */
export const CHARGE_BACK_SHUFFLES = 6;
/** The most shuffles an action may ask for: a practical bound (any number from six gives the same random pile). */
const MAX_SHUFFLES = 100;

export interface ChargeBackAction {
  type: 'charge-back';
  /** The player's own battle-grid square. */
  square: number;
  /** Where the bundle goes: the hand, or the pile's bottom (twgp.charge-back.do). */
  to: 'hand' | 'bottom';
  /** Shuffles of the pile after returning to its bottom: none, or 6 or more (twgp.charge-back.shuffle); absent: none. */
  shuffle?: number;
  /** Hand cards recharged in place of downloads the pile cannot give (twgp.charge-back.note.download); absent: none. */
  recharge?: number[];
}

/** Whether the game's phase device applies to this card (twgp.charge-back.phase-unit: only with the option phase-device). */
const isPhaseCard = (state: TwgpState, card: Card): boolean => optionOn(state, 'phase-device') && card.phase !== undefined;

/** The cards of the bundle at `square`, the unit's card first, then its materials and weapons. */
function bundle(seat: Seat, square: number): Card[] {
  const u = seat.battleGrid[square]!;
  return [u.card, ...u.materials, ...u.weapons];
}

/**
 * Why `player` may not charge back (twgp.charge-back.do and the chapter's rules): the option
 * adopted (twgp.charge-back.option); at Parallel (twgp.charge-back.timing) a unit of their own
 * grid at Battle-off — neither declaring an attack nor targeted, and not grid-blast-declared
 * (twgp.charge-back.note.not-in-combat); not hacked, not a master unit
 * (twgp.charge-back.excluded); two downloads, each with an empty charge square, hand cards
 * recharged for those the pile cannot give (twgp.charge-back.note.download); to the hand only
 * if the whole bundle fits under the hand limit (twgp.charge-back.note.destination); shuffles
 * only after returning to the pile, and then 6 or more (twgp.charge-back.shuffle).
 */
export function chargeBackRefusal(state: TwgpState, player: PlayerId, action: ChargeBackAction): Failure | null {
  if (!optionOn(state, 'charge-back')) return violation('twgp.charge-back.option', 'the option charge-back is not adopted in this game');
  const refused = operateRefusal(state, player, 'twgp.charge-back.timing');
  if (refused) return refused;
  const seat = seatOf(state, player)!;
  const unit = seat.battleGrid[action.square];
  if (!unit) return violation('twgp.charge-back.do', `${player}'s battle square ${action.square} holds no unit`);
  if (unit.controller !== player) return violation('twgp.charge-back.excluded', `${unit.card.name} is hacked (controlled by ${unit.controller}): a hacked unit cannot charge back`);
  if (unit.card.master || unit.materials.some((m) => m.master)) return violation('twgp.charge-back.excluded', `${unit.card.name} is a master unit: it cannot retreat (twgp.master-skill.weak-point)`);
  if (!battleOff(state, { player, square: action.square })) return violation('twgp.charge-back.timing', `${unit.card.name} is fighting (it declares an attack or is a target): a charge back is at Battle-off`);
  if (unit.mode === 'GB-Prompt') return violation('twgp.charge-back.note.not-in-combat', `${unit.card.name} has declared a grid blast: it is fighting`);
  const recharge = action.recharge ?? [];
  const room = seat.chargeGrid.filter((c) => c === null).length;
  if (room < CHARGE_BACK_DOWNLOADS) return violation('twgp.charge-back.note.download', `a charge back downloads ${CHARGE_BACK_DOWNLOADS} and ${player}'s charge grid has ${room} empty squares`);
  const cards = Math.min(CHARGE_BACK_DOWNLOADS, seat.deck.length + laterCards(seat));
  if (recharge.length !== CHARGE_BACK_DOWNLOADS - cards) {
    return violation('twgp.charge-back.note.download', cards === CHARGE_BACK_DOWNLOADS ? 'the pile gives both downloads: nothing is recharged' : `the pile gives ${cards} of the ${CHARGE_BACK_DOWNLOADS} downloads: recharge ${CHARGE_BACK_DOWNLOADS - cards} hand cards for the rest`);
  }
  const bad = recharge.find((i, k) => i >= seat.hand.length || recharge.indexOf(i) !== k);
  if (bad !== undefined) return violation('twgp.charge-back.note.download', `${player}'s hand has no card ${bad} to recharge (or it is named twice)`);
  const going = bundle(seat, action.square).filter((c) => !isPhaseCard(state, c)).length;
  if (action.to === 'hand' && seat.hand.length - recharge.length + going > HAND_LIMIT) {
    return violation('twgp.charge-back.note.destination', `the bundle's ${going} cards would take ${player}'s hand past ${HAND_LIMIT}: it goes to the pile's bottom`);
  }
  const shuffle = action.shuffle ?? 0;
  if (shuffle !== 0 && (action.to !== 'bottom' || shuffle < CHARGE_BACK_SHUFFLES)) return violation('twgp.charge-back.shuffle', `after returning a unit to the pile's bottom the player may shuffle ${CHARGE_BACK_SHUFFLES} times or more; ${shuffle} ${action.to === 'bottom' ? 'is too few' : 'shuffles without returning to the pile'}`);
  return null;
}

export const chargeBackRule: ActionRule<ChargeBackAction> = {
  type: 'charge-back',
  fields: ['type', 'square', 'to', 'shuffle', 'recharge'],
  read(state, v, errors) {
    const width = widthOf(state);
    const okSquare = Number.isSafeInteger(v.square) && (v.square as number) >= 0 && (v.square as number) < width;
    if (!okSquare) errors.push({ path: 'action.square', message: `must be a battle-grid square of your own from 0 to ${width - 1}` });
    if (v.to !== 'hand' && v.to !== 'bottom') errors.push({ path: 'action.to', message: "must be 'hand' or 'bottom' (the pile's bottom)" });
    const okShuffle = v.shuffle === undefined || (Number.isSafeInteger(v.shuffle) && (v.shuffle as number) >= 0 && (v.shuffle as number) <= MAX_SHUFFLES);
    if (!okShuffle) errors.push({ path: 'action.shuffle', message: `must be a number of shuffles from 0 to ${MAX_SHUFFLES}` });
    const recharge = readIndices(v.recharge, 'action.recharge', errors, 99);
    if (!okSquare || (v.to !== 'hand' && v.to !== 'bottom') || !okShuffle || !recharge) return undefined;
    return { type: 'charge-back', square: v.square as number, to: v.to, ...(v.shuffle ? { shuffle: v.shuffle as number } : {}), ...(recharge.length ? { recharge } : {}) };
  },
  /** One canonical choice each: no shuffle, and the first hand cards recharged when the pile is short (any hand cards make up the same downloads). */
  offers(state, player) {
    if (!optionOn(state, 'charge-back') || operateRefusal(state, player, 'twgp.charge-back.timing')) return [];
    const seat = seatOf(state, player)!;
    const short = CHARGE_BACK_DOWNLOADS - Math.min(CHARGE_BACK_DOWNLOADS, seat.deck.length + laterCards(seat));
    const recharge = Array.from({ length: short }, (_, i) => i);
    const out: ChargeBackAction[] = [];
    seat.battleGrid.forEach((u, square) => {
      if (!u) return;
      for (const to of ['hand', 'bottom'] as const) {
        const action: ChargeBackAction = { type: 'charge-back', square, to, ...(short ? { recharge } : {}) };
        if (!chargeBackRefusal(state, player, action)) out.push(action);
      }
    });
    return out;
  },
  refusal: chargeBackRefusal,
  /**
   * The downloads (and the recharges making up for the pile: twgp.charge-back.note.download),
   * then the whole bundle leaves the square: a phase-device card to its square of the phase
   * device face-up upright (twgp.charge-back.phase-unit), the rest to the hand or the pile's
   * bottom, the unit's card first (twgp.charge-back.do); then the shuffles asked for
   * (twgp.charge-back.shuffle). The right of action stays (twgp.charge-back.self-contained).
   */
  perform(state, player, action) {
    const events: TwgpEvent[] = [];
    const recharge = action.recharge ?? [];
    const cards = bundle(seatOf(state, player)!, action.square);
    const unitName = cards[0]!.name;
    let next = setUnit(state, { player, square: action.square }, null);
    const loaded = downloadCards(next, player, CHARGE_BACK_DOWNLOADS - recharge.length);
    next = loaded.state;
    events.push(...loaded.events);
    const recharged = rechargeCards(next, player, recharge);
    next = recharged.state;
    events.push(...recharged.events.map((e) => ({ ...e, clause: 'twgp.charge-back.note.download' })));
    let seat = seatOf(next, player)!;
    const phaseCards = cards.filter((c) => isPhaseCard(next, c));
    const rest = cards.filter((c) => !isPhaseCard(next, c));
    for (const card of phaseCards) {
      const device = seat.phaseDevice!;
      const at = device[card.phase!.square] === null ? card.phase!.square : device.findIndex((p) => p === null);
      if (at >= 0) seat = { ...seat, phaseDevice: device.map((p, i) => (i === at ? { card, state: 'RETURNED' as const } : p)) };
      else seat = { ...seat, deck: [...seat.deck, card] };
    }
    seat = action.to === 'hand' ? { ...seat, hand: [...seat.hand, ...rest] } : { ...seat, deck: [...seat.deck, ...rest] };
    next = withSeat(next, seat);
    events.push({ type: 'charge-back', player, square: action.square, card: unitName, to: action.to, ...(phaseCards.length ? { phase: phaseCards.map((c) => c.name) } : {}), clause: 'twgp.charge-back.do' });
    if (action.shuffle) {
      next = shufflePile(next, player, action.shuffle);
      events.push({ type: 'shuffle', player, times: action.shuffle, clause: 'twgp.charge-back.shuffle' });
    }
    // With unit-skills, the opponents' tracers may follow the unit leaving the grid (twgp.unit-skill.tracer).
    const traced = tracerChance(next, player, 1);
    return { state: traced.state, events: [...events, ...traced.events] };
  },
};
