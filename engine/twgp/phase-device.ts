/**
 * Chapter 28, フェーズ・デヴァイス (spec/twgp/28-phase-device.md): the option phase-device
 * (twgp.phase-device.option) — the second deck's cards laid face down under the vitals, moved
 * to the hand or played from there as from the hand, LOST instead of logged — and the variant
 * phase-attribute (twgp.phase-device.variant.attribute).
 *
 * A seat's `phaseDevice` has one square under each vital square (twgp.phase-device.setup);
 * each card of it carries `phase: {square, attribute?}` wherever it goes, so that a log-out
 * sends it back to its square LOST (field.ts logOut, twgp.phase-device.log-out) and a charge
 * back face-up upright (charge-back.ts, twgp.phase-device.charge-back).
 */
import { violation, type Failure } from '../core/violation.ts';
import { widthOf } from './field.ts';
import { adopted, optionOn } from './options.ts';
import { ruleFor, type ActionRule, type Json } from './rules.ts';
import { HAND_LIMIT } from './sequence-actions.ts';
import { seatOf, withSeat, type Card, type PhaseSquare, type PlayerId, type TwgpState } from './state.ts';
import { operateRefusal } from './timing.ts';

type Fail = (at: string, message: string) => void;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const PHASE_STATES = ['STANDBY', 'LOST', 'RETURNED'] as const;

/** Reads a card's `phase` field `{attribute?}` (a position may also give its `square`). */
export function readPhaseField(v: unknown, path: string, fail: Fail): { square: number; attribute?: string } | undefined {
  if (!isObject(v) || (v.attribute !== undefined && (typeof v.attribute !== 'string' || v.attribute === '' || v.attribute.length > 100)) || (v.square !== undefined && !(Number.isSafeInteger(v.square) && (v.square as number) >= 0))) {
    fail(path, 'must be {attribute?, square?}: a phase-device card, its phase attribute (a name) and its square of the phase device (twgp.phase-device.attribute)');
    return undefined;
  }
  return { square: (v.square as number | undefined) ?? 0, ...(v.attribute !== undefined ? { attribute: v.attribute as string } : {}) };
}

/**
 * Reads a position seat's `phaseDevice`: up to the grid's width of squares, each null or a
 * card with `state` STANDBY (default), LOST or RETURNED; each card is marked with its square.
 */
export function readPhaseDevice(v: unknown, path: string, width: number, readCard: (v: unknown, path: string, extra: readonly string[]) => Card | undefined, fail: Fail): (PhaseSquare | null)[] | undefined {
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.length > width) return (fail(path, `must list at most ${width} squares of the phase device, one under each vital square (twgp.phase-device.setup)`), undefined);
  const squares = v.map((e, i): PhaseSquare | null => {
    if (e === null) return null;
    const card = readCard(e, `${path}[${i}]`, ['state']);
    const state = isObject(e) && e.state !== undefined ? e.state : 'STANDBY';
    if (!PHASE_STATES.includes(state as PhaseSquare['state'])) fail(`${path}[${i}].state`, `must be one of ${PHASE_STATES.join(', ')} (twgp.phase-device.standby, twgp.phase-device.lost)`);
    return card ? { card: { ...card, phase: { ...card.phase, square: i } }, state: state as PhaseSquare['state'] } : null;
  });
  return [...squares, ...Array<null>(width - squares.length).fill(null)];
}

/**
 * A setup's phase-device checks for one player (twgp.phase-device and its rules): the option
 * adopted, else no card is laid under a vital (twgp.phase-device.option,
 * twgp.field.vital-grid.no-stack); laid, it is as many cards as vitals, no two the same
 * (twgp.phase-device.all-or-none); a card whose text searches the pile lies nowhere else
 * (twgp.phase-device.search-cards). The phase device is apart from the deck: its cards count in
 * no bundle (twgp.phase-device.not-deck-count). Returns the phase device of the seat.
 */
export function checkPhaseSetup(options: Record<string, unknown>, phase: Card[], phasePath: string, vitals: number, others: { card: Card; path: string }[], fail: Fail): (PhaseSquare | null)[] | undefined {
  others.filter((c) => c.card.search).forEach((c) => fail(`${c.path}.search`, `'${c.card.name}' searches the pile: it lies only in the phase device (twgp.phase-device.search-cards)`));
  if (!phase.length) return undefined;
  if (!adopted(options, 'phase-device')) return (fail(phasePath, 'nothing is laid under the vitals without the option phase-device (twgp.phase-device.option, twgp.field.vital-grid.no-stack)'), undefined);
  if (phase.length !== vitals) fail(phasePath, `the phase device lays as many cards as vitals, ${vitals}; this deck lays ${phase.length} (twgp.phase-device.all-or-none)`);
  const dup = phase.findIndex((c, i) => phase.findIndex((d) => d.name === c.name) !== i);
  if (dup >= 0) fail(`${phasePath}[${dup}]`, `'${phase[dup]!.name}' is laid twice: the phase device's cards are all different (twgp.phase-device.all-or-none)`);
  return phase.map((card, square) => ({ card: { ...card, phase: { ...card.phase, square } }, state: 'STANDBY' as const }));
}

export interface PhaseDeviceAction {
  type: 'phase-device';
  /** The square of the phase device. */
  square: number;
  /** What is done with the card: absent, it moves to the hand; else a hand action (a drive, an upload) played with it as if it were in the hand, its `card` field left out. */
  play?: Json & { type: string };
}

/** The action `play` with the card appended to the hand, and the state in which it is. */
function asFromHand(state: TwgpState, player: PlayerId, action: PhaseDeviceAction): { state: TwgpState; play: Json & { type: string; card: number } } {
  const seat = seatOf(state, player)!;
  const card = seat.phaseDevice![action.square]!.card;
  const device = seat.phaseDevice!.map((p, i) => (i === action.square ? null : p));
  const next = withSeat(state, { ...seat, hand: [...seat.hand, card], phaseDevice: device });
  return { state: next, play: { ...action.play!, card: seat.hand.length } };
}

/**
 * Why the phase device's card at `square` cannot be used (twgp.phase-device.use,
 * twgp.phase-device.note.move): the option adopted; a STANDBY or RETURNED card (a LOST one is
 * in the log: twgp.phase-device.note.lost); moved to the hand at Parallel, as a
 * self-contained operation, within the hand limit; or played as from the hand, by the hand
 * action's own rule.
 */
export function phaseDeviceRefusal(state: TwgpState, player: PlayerId, action: PhaseDeviceAction): Failure | null {
  if (!optionOn(state, 'phase-device')) return violation('twgp.phase-device.option', 'the option phase-device is not adopted in this game');
  const seat = seatOf(state, player)!;
  const placed = seat.phaseDevice?.[action.square];
  if (!placed) return violation('twgp.phase-device.use', `${player}'s phase device has no card at square ${action.square}`);
  if (placed.state === 'LOST') return violation('twgp.phase-device.note.lost', `${placed.card.name} is LOST: it counts as in the log and is not used again`);
  if (action.play) {
    const rule = ruleFor(action.play.type);
    if (!rule || !rule.fields.includes('card') || action.play.type === 'phase-device') return violation('twgp.phase-device.note.move', `'${String(action.play.type)}' is not an action that plays a card from the hand`);
    const from = asFromHand(state, player, action);
    const errors: { path: string; message: string }[] = [];
    const read = rule.read(from.state, from.play, errors);
    if (!read) return violation('twgp.phase-device.note.move', `the action to play ${placed.card.name} is malformed: ${errors.map((e) => `${e.path.replace('action', 'action.play')} ${e.message}`).join('; ')}`);
    return rule.refusal(from.state, player, read);
  }
  const refused = operateRefusal(state, player, 'twgp.phase-device.note.move');
  if (refused) return refused;
  if (seat.hand.length >= HAND_LIMIT) return violation('twgp.phase-device.note.move', `${player}'s hand holds ${seat.hand.length}: moving a card to it would pass ${HAND_LIMIT}`);
  return null;
}

export const phaseDeviceRule: ActionRule<PhaseDeviceAction> = {
  type: 'phase-device',
  fields: ['type', 'square', 'play'],
  read(state, v, errors) {
    const width = widthOf(state);
    const ok = Number.isSafeInteger(v.square) && (v.square as number) >= 0 && (v.square as number) < width;
    if (!ok) errors.push({ path: 'action.square', message: `must be a square of the phase device from 0 to ${width - 1}` });
    const play = v.play;
    if (play !== undefined && (!isObject(play) || typeof play.type !== 'string' || play.card !== undefined)) errors.push({ path: 'action.play', message: 'must be a hand action {type, …} without its card (the phase-device card is the one played)' });
    if (!ok || (play !== undefined && (!isObject(play) || typeof play.type !== 'string' || play.card !== undefined))) return undefined;
    return { type: 'phase-device', square: v.square as number, ...(play ? { play: play as Json & { type: string } } : {}) };
  },
  /** Offers the move to the hand; playing a card as from the hand is also legal, and offered through the hand once moved (one canonical way). */
  offers(state, player) {
    if (!optionOn(state, 'phase-device')) return [];
    const seat = seatOf(state, player)!;
    return (seat.phaseDevice ?? []).flatMap((p, square) => {
      const action: PhaseDeviceAction = { type: 'phase-device', square };
      return p && !phaseDeviceRefusal(state, player, action) ? [action] : [];
    });
  },
  refusal: phaseDeviceRefusal,
  perform(state, player, action) {
    const seat = seatOf(state, player)!;
    const card = seat.phaseDevice![action.square]!.card;
    const event = { type: 'phase-device', player, square: action.square, card: card.name, clause: 'twgp.phase-device.use' };
    const from = asFromHand(state, player, action.play ? action : { ...action, play: { type: 'none' } });
    if (!action.play) return { state: from.state, events: [{ ...event, to: 'hand' }] };
    const rule = ruleFor(action.play.type)!;
    const read = rule.read(from.state, from.play, []);
    const done = rule.perform(from.state, player, read);
    return { state: done.state, events: [{ ...event, to: action.play.type }, ...done.events] };
  },
};
