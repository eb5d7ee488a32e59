/**
 * Chapter 18, マトリクス（絶対則） (spec/twgp/18-matrix.md): the ten absolute rules as the
 * readings of card text (effect.ts) that no effect may break (twgp.matrix,
 * twgp.matrix.note.precedence). Each step of a property card's effect is done here, read
 * through the matrix: what matrix 04 and 06 void does nothing but report `void` with the
 * clause; what matrix 05, 07–10 re-read is done as re-read.
 */
import { forceFaceDown } from './stealth.ts';
import { placeToken } from './token.ts';
import { HAND_LIMIT } from './sequence-actions.ts';
import { startCount } from './count.ts';
import { tossOrRoll } from './coin-dice.ts';
import { loseVitals } from './damage.ts';
import { reuseIfOut } from './deck-exhaustion.ts';
import type { EffectStep } from './effect.ts';
import { removeUnit, setUnit } from './field.ts';
import { toLog } from './property.ts';
import { attackStep } from './log-counter-attack.ts';
import type { Performed, TwgpEvent } from './rules.ts';
import { shufflePile } from './routine.ts';
import { pileTaken } from './pile-turned.ts';
import { seatOf, unitAt, withSeat, type EffectDeclaration, type PlayerId, type TwgpState } from './state.ts';
import { computedPower } from './status.ts';

const voided = (clause: string, reason: string): TwgpEvent => ({ type: 'void', clause, reason });

/** The most cards card text may take from one player's pile in one turn (matrix 05): full 6, half 3, trial no cap. */
export function deckReductionCap(state: TwgpState): number {
  return state.format === 'full' ? 6 : state.format === 'half' ? 3 : Infinity;
}

/** Shuffles before a deck select (matrix 09: six or more). */
export const DECK_SELECT_SHUFFLES = 6;

/** Runs an effect's steps in order; a game decided on the way stops it. */
export function runSteps(state: TwgpState, d: EffectDeclaration, steps: EffectStep[]): Performed {
  let next = state;
  const events: TwgpEvent[] = [];
  for (const step of steps) {
    if (next.result) break;
    const done = runStep(next, d, step);
    next = done.state;
    events.push(...done.events);
  }
  return { state: next, events };
}

function runStep(state: TwgpState, d: EffectDeclaration, step: EffectStep): Performed {
  switch (step.type) {
    case 'vital-loss':
      // A log counter's loss is unstoppable (twgp.direct.unstoppable); none is a normal direct.
      return loseVitals(state, d.affects, step.count, d.by, d.property === 'log-counter' ? 'log-counter' : 'effect');
    case 'log-out':
      return logOutOnce(state, d);
    case 'multiply':
      return multiplyOnce(state, d, step.factor);
    case 'search':
      return { state, events: [voided('twgp.matrix.void-processes', 'searching the pile for a card is void')] };
    case 'return-deleted':
      return { state, events: [voided('twgp.matrix.void-processes', 'bringing back a deleted card is void')] };
    case 'deck-reduce':
      return reduceDeck(state, d.affects, step.count);
    case 'discard':
      return discardToBottom(state, d.by, step.count);
    case 'deck-select':
      return deckSelect(state, d.by, step.unit);
    case 'draw':
      return drawAsSetup(state, d.by, step.count);
    case 'extra-turn':
      return { state: { ...state, extraTurn: d.by }, events: [{ type: 'extra-turn', player: d.by, clause: 'twgp.sequence.note.extra-turn' }] };
    case 'count':
    case 'vital-decrease':
    case 'vital-increase':
    case 'unit-life':
    case 'count-e':
      return startCount(state, d, step);
    case 'coin':
    case 'die':
      return tossOrRoll(state, d.by, step.type);
    case 'win':
      return { state, events: [voided('twgp.matrix.void-texts', 'text that contradicts the victory conditions is void')] };
    case 'token':
      return placeToken(state, d.by, step.name);
    case 'face-down':
      return forceFaceDown(state, d.target, d.targetUid);
    case 'attack':
      return attackStep(state, d, step);
  }
}

/** The target unit, if it is still the one the effect aimed at. */
function target(state: TwgpState, d: EffectDeclaration) {
  if (!d.target) return null;
  const unit = unitAt(state, d.target);
  return unit && unit.uid === d.targetUid ? unit : null;
}

/**
 * Matrix 02 (twgp.matrix.once-per-game): an effect that logs a card out of the field without
 * comparing power works once per player in the whole game; a second one is void.
 */
function logOutOnce(state: TwgpState, d: EffectDeclaration): Performed {
  if ((state.logOutUsed ?? []).includes(d.by)) return { state, events: [voided('twgp.matrix.once-per-game', `${d.by} has used an effect that logs out without comparing power already`)] };
  const used = { ...state, logOutUsed: [...(state.logOutUsed ?? []), d.by] };
  if (!target(state, d)) return { state: used, events: [{ type: 'fizzle', declaration: 'effect', clause: 'twgp.property', reason: 'the target has left the field' }] };
  const removed = removeUnit(used, d.target!);
  return { state: removed.state, events: [{ type: 'log-out-effect', player: d.by, unit: d.target, clause: 'twgp.matrix.once-per-game' }, ...removed.events] };
}

/**
 * Matrix 04 (twgp.matrix.void-processes): the first multiplication of a value stands (the
 * unit's computed power times the factor, as プラス); a later one on the same value is ignored.
 */
function multiplyOnce(state: TwgpState, d: EffectDeclaration, factor: number): Performed {
  const unit = target(state, d);
  if (!unit) return { state, events: [{ type: 'fizzle', declaration: 'effect', clause: 'twgp.property', reason: 'the target has left the field' }] };
  if (unit.multiplied) return { state, events: [voided('twgp.matrix.void-processes', `${unit.card.name}'s power has been multiplied already; a second multiplication is ignored`)] };
  const added = computedPower(unit) * (factor - 1);
  const next = setUnit(state, d.target!, { ...unit, plus: unit.plus + added, multiplied: true });
  return { state: next, events: [{ type: 'multiply', unit: d.target, factor, power: computedPower(unitAt(next, d.target!)!), clause: 'twgp.matrix.void-processes' }] };
}

/**
 * Matrix 05 (twgp.matrix.deck-reduction): card text takes at most 6 (full) or 3 (half) cards
 * a turn from each player's pile, none capped in a trial battle; the excess is void. The
 * cards go from the top to the log (deck-out), where a face-down log counter goes off
 * (twgp.property.log-counter.where).
 */
function reduceDeck(state: TwgpState, player: PlayerId, count: number): Performed {
  const seat = seatOf(state, player)!;
  const record = state.deckReduced?.turn === state.turn.number ? state.deckReduced : { turn: state.turn.number, counts: {} };
  const used = record.counts[player] ?? 0;
  const allowed = Math.max(0, Math.min(count, deckReductionCap(state) - used));
  const taken = seat.deck.slice(0, allowed);
  const events: TwgpEvent[] = [{ type: 'deck-out', player, count: taken.length, clause: 'twgp.matrix.deck-reduction' }];
  if (allowed < count) events.push(voided('twgp.matrix.deck-reduction', `${count - allowed} of ${count} cards are over the cap of ${deckReductionCap(state)} a turn`));
  // Cards a ハザード turned on the pile's top go first, face up: they do not go off (twgp.card-type.log-counter.note.hazard-deck, pile-turned.ts).
  const left = pileTaken(seat, taken.length);
  let next: TwgpState = { ...withSeat(state, { ...left.seat, deck: seat.deck.slice(taken.length) }), deckReduced: { turn: record.turn, counts: { ...record.counts, [player]: used + taken.length } } };
  const logged = toLog(next, player, taken.map((card, i) => ({ card, faceDown: i >= left.turned, from: 'pile' as const })));
  // The variant reuse: a pile run out by card text turns the storage into the pile too (twgp.judge.variant.reuse).
  const reused = reuseIfOut(logged.state, player);
  return { state: reused.state, events: [...events, ...logged.events, ...reused.events] };
}

/** Matrix 08 (twgp.matrix.no-hand-discard): hand cards are never logged; "discard" puts them at the bottom of the pile (hand order). */
function discardToBottom(state: TwgpState, player: PlayerId, count: number): Performed {
  const seat = seatOf(state, player)!;
  const cards = seat.hand.slice(0, count);
  const next = withSeat(state, { ...seat, hand: seat.hand.slice(cards.length), deck: [...seat.deck, ...cards] });
  return { state: next, events: [{ type: 'closed', player, cards: cards.map((c) => c.name), clause: 'twgp.matrix.no-hand-discard' }] };
}

/**
 * Matrix 09 (twgp.matrix.deck-select): choosing a card of the pile is taking the 2nd card
 * from the top after shuffling six times; a card that fails the effect's condition (here:
 * being a unit) goes to the bottom of the pile instead; with one card or none, nothing is taken.
 */
function deckSelect(state: TwgpState, player: PlayerId, unitOnly: boolean): Performed {
  if (seatOf(state, player)!.deck.length <= 1) return { state, events: [voided('twgp.matrix.deck-select', 'the pile has one card or none: no card can be taken')] };
  const shuffledState = shufflePile(state, player, DECK_SELECT_SHUFFLES);
  const seat = seatOf(shuffledState, player)!;
  const card = seat.deck[1]!;
  const rest = seat.deck.filter((_, i) => i !== 1);
  const fits = !unitOnly || card.kind === 'ユニット' || card.power !== undefined;
  const next = withSeat(shuffledState, fits ? { ...seat, deck: rest, hand: [...seat.hand, card] } : { ...seat, deck: [...rest, card] });
  return { state: next, events: [{ type: 'deck-select', player, card: card.name, shuffles: DECK_SELECT_SHUFFLES, to: fits ? 'hand' : 'bottom', clause: 'twgp.matrix.deck-select' }] };
}

/**
 * Matrix 10 (twgp.matrix.draw): a draw is a setup — face-down charge cards, left to right,
 * into the hand, up to the number and the hand's limit of six; with no charge card there is no draw.
 */
function drawAsSetup(state: TwgpState, player: PlayerId, count: number): Performed {
  const seat = seatOf(state, player)!;
  const squares = seat.chargeGrid.flatMap((c, i) => (c?.mode === 'Charge' ? [i] : []));
  if (!squares.length) return { state, events: [voided('twgp.matrix.draw', `${player} has no charge card: no draw`)] };
  const taken = squares.slice(0, Math.max(0, Math.min(count, HAND_LIMIT - seat.hand.length)));
  const cards = taken.map((i) => seat.chargeGrid[i]!.card);
  const next = withSeat(state, { ...seat, hand: [...seat.hand, ...cards], chargeGrid: seat.chargeGrid.map((c, i) => (taken.includes(i) ? null : c)) });
  return { state: next, events: [{ type: 'setup', player, squares: taken, clause: 'twgp.matrix.draw' }] };
}
