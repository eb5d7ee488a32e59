/**
 * Chapter 17, 昇華 (spec/twgp/17-sublimation.md), edition 2012 only
 * (twgp.overview.edition.default): who sublimates and when, the logs returned to the pile, and
 * the skills gained (twgp.sublimation.skills). The surge converter is spent through the surge
 * of an assault (assault.ts reads `converterRefusal` and `spendConverted`); archive alchemy is
 * an inner operation here; the three skills the option chapters define are in
 * sublimation-skills.ts.
 */
import { violation, type Failure, type ShapeError } from '../core/violation.ts';
import { remainingVitals, SURGE_LIMIT } from './field.ts';
import { MAX_SHUFFLES, shufflePile } from './routine.ts';
import { pileTaken } from './pile-turned.ts';
import type { ActionRule, Json, Performed, TwgpEvent } from './rules.ts';
import { nextWindow, queueFirst } from './sequence.ts';
import { seatOf, withSeat, type Card, type PlayerId, type Seat, type SublimationWindow, type TwgpState } from './state.ts';
import { mayOperate, operateRefusal } from './timing.ts';

/**
 * The gap of remaining vitals that makes a player sublimate (twgp.sublimation.condition,
 * twgp.sublimation.note.half-gap): 3 in a full or half battle, 6 in a trial battle; the
 * variant sublimation-gap replaces the number (twgp.sublimation.variant.gap).
 */
export function sublimationGap(state: TwgpState): number {
  const n = state.options['sublimation-gap'];
  if (typeof n === 'number') return n;
  return state.format === 'trial' ? 6 : 3;
}

/**
 * A player's gap: the most remaining vitals of another player still in the game minus their
 * own (twgp.sublimation.condition, twgp.sublimation.note.gap-measure).
 */
export function vitalGap(state: TwgpState, player: PlayerId): number {
  const own = remainingVitals(seatOf(state, player)!);
  const others = state.seats.filter((s) => s.player !== player && !s.lost).map(remainingVitals);
  return others.length ? Math.max(...others) - own : 0;
}

/** Whether `player` has sublimated and so holds the five skills for the rest of the game (twgp.sublimation.permanent). */
export function isSublimated(state: TwgpState, player: PlayerId): boolean {
  return state.edition === 2012 && state.sublimated === player;
}

/** The log cards of a seat that sublimation moves: its storage and its surge (twgp.field.log); LOST phase-device cards stay where they lie (twgp.phase-device.note.lost). */
const logsOf = (seat: Seat): Card[] => [...seat.storage, ...seat.surge];

/**
 * Sublimation at Sublimize (twgp.sublimation.timing), judged once no loss of vitals is still
 * waiting to be chosen: in edition 2012 only; only the first player ever to meet the condition
 * (twgp.sublimation.first-only), the earlier in turn order when several meet it at once; the
 * gap as `sublimationGap` (twgp.sublimation.condition); with the variant
 * over-skill-no-sublimation, not a player who has used an over skill
 * (twgp.sublimation.variant.over-skill). The sublimating player then returns the logs to the
 * pile (a `sublimation` window, first of what is queued).
 */
export function sublimationCheck(state: TwgpState): Performed {
  if (state.edition !== 2012 || state.sublimated !== null || state.result) return { state, events: [] };
  if (state.queue.some((w) => w.kind === 'damage')) return { state, events: [] };
  const barred = (s: Seat) => state.options['over-skill-no-sublimation'] === true && s.overSkillUsed === true;
  const gap = sublimationGap(state);
  const first = state.seats.find((s) => !s.lost && !barred(s) && vitalGap(state, s.player) >= gap);
  if (!first) return { state, events: [] };
  const window: SublimationWindow = { kind: 'sublimation', player: first.player };
  const next = queueFirst({ ...state, sublimated: first.player, oldLogs: [] }, window);
  return { state: next, events: [{ type: 'sublimation', player: first.player, gap: vitalGap(state, first.player), clause: 'twgp.sublimation.condition' }] };
}

/**
 * At the beginning of every turn the sublimated player's log cards are all older than the
 * turn (twgp.sublimation.alchemy.same-turn); sequence.ts calls this when a turn begins.
 */
export function renewOldLogs(state: TwgpState): TwgpState {
  if (state.sublimated === null) return state;
  const seat = seatOf(state, state.sublimated);
  return seat ? { ...state, oldLogs: logsOf(seat) } : state;
}

const sublimationOf = (state: TwgpState, player: PlayerId): SublimationWindow | null =>
  state.window.kind === 'sublimation' && state.window.player === player ? state.window : null;

type LogPileName = 'storage' | 'surge';

function readPileIndex(v: Json, errors: ShapeError[], piles: readonly string[], field = 'pile'): { pile: string; index: number } | undefined {
  if (!piles.includes(v[field] as string)) errors.push({ path: `action.${field}`, message: `must be one of ${piles.join(', ')}` });
  if (!Number.isSafeInteger(v.index) || (v.index as number) < 0) errors.push({ path: 'action.index', message: 'must be the index of a card in that pile, from 0' });
  return piles.includes(v[field] as string) && Number.isSafeInteger(v.index) && (v.index as number) >= 0 ? { pile: v[field] as string, index: v.index as number } : undefined;
}

/**
 * One card of the logs to the bottom of the pile, in the order the player chooses
 * (twgp.sublimation.logs-to-deck, twgp.sublimation.note.logs-where): every card of the
 * storage and the surge goes, with no condition.
 */
export const sublimationLogRule: ActionRule<{ type: 'sublimation-log'; pile: LogPileName; index: number }> = {
  type: 'sublimation-log',
  fields: ['type', 'pile', 'index'],
  read(_state, v, errors) {
    const read = readPileIndex(v, errors, ['storage', 'surge']);
    return read ? { type: 'sublimation-log', pile: read.pile as LogPileName, index: read.index } : undefined;
  },
  offers(state, player) {
    if (!sublimationOf(state, player)) return [];
    const seat = seatOf(state, player)!;
    return [...seat.storage.map((_, index) => ({ type: 'sublimation-log' as const, pile: 'storage' as const, index })), ...seat.surge.map((_, index) => ({ type: 'sublimation-log' as const, pile: 'surge' as const, index }))];
  },
  refusal(state, player, action): Failure | null {
    if (!sublimationOf(state, player)) return violation('twgp.sublimation.logs-to-deck', `${player} is not sublimating now`);
    return action.index < seatOf(state, player)![action.pile].length ? null : violation('twgp.sublimation.logs-to-deck', `${player}'s ${action.pile} has no card ${action.index}`);
  },
  perform(state, player, action) {
    const seat = seatOf(state, player)!;
    const card = seat[action.pile][action.index]!;
    const next = withSeat(state, { ...seat, [action.pile]: seat[action.pile].filter((_, i) => i !== action.index), deck: [...seat.deck, card] });
    return { state: next, events: [{ type: 'sublimation-log', player, pile: action.pile, card: card.name }] };
  },
};

/** Once every log card is in the pile, it may be shuffled up to six times (twgp.sublimation.logs-to-deck); then the game goes on. */
export const sublimationShuffleRule: ActionRule<{ type: 'sublimation-shuffle'; shuffles: number }> = {
  type: 'sublimation-shuffle',
  fields: ['type', 'shuffles'],
  read(_state, v, errors) {
    if (Number.isSafeInteger(v.shuffles) && (v.shuffles as number) >= 0 && (v.shuffles as number) <= MAX_SHUFFLES) return { type: 'sublimation-shuffle', shuffles: v.shuffles as number };
    errors.push({ path: 'action.shuffles', message: `must be a number of shuffles from 0 to ${MAX_SHUFFLES} (twgp.sublimation.logs-to-deck)` });
    return undefined;
  },
  offers(state, player) {
    if (!sublimationOf(state, player) || logsOf(seatOf(state, player)!).length) return [];
    return Array.from({ length: MAX_SHUFFLES + 1 }, (_, shuffles) => ({ type: 'sublimation-shuffle' as const, shuffles }));
  },
  refusal(state, player) {
    if (!sublimationOf(state, player)) return violation('twgp.sublimation.logs-to-deck', `${player} is not sublimating now`);
    const left = logsOf(seatOf(state, player)!).length;
    return left ? violation('twgp.sublimation.logs-to-deck', `every log card goes to the pile first; ${left} are left in the storage and surge`) : null;
  },
  perform(state, player, action) {
    const next = shufflePile(state, player, action.shuffles);
    return { state: nextWindow({ ...next, oldLogs: [] }), events: [{ type: 'sublimation-shuffle', player, shuffles: action.shuffles }] };
  },
};

// ---- Skill 4: the surge converter ----

/** A card the surge converter sends to the storage instead of a surge card: a charge card (by square) or the pile's top card. */
export type ConverterSource = { from: 'charge'; square: number } | { from: 'pile' };

export function readConverter(v: unknown, path: string, errors: ShapeError[]): ConverterSource[] | undefined {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.length > 12) return void errors.push({ path, message: 'must be an array of at most 12 sources {"from": "charge", "square"} or {"from": "pile"}' });
  const out: ConverterSource[] = [];
  v.forEach((s, i) => {
    const o = s as Json;
    if (o && o.from === 'pile' && Object.keys(o).length === 1) out.push({ from: 'pile' });
    else if (o && o.from === 'charge' && Number.isSafeInteger(o.square) && (o.square as number) >= 0 && Object.keys(o).length === 2) out.push({ from: 'charge', square: o.square as number });
    else errors.push({ path: `${path}[${i}]`, message: 'must be {"from": "charge", "square": n} or {"from": "pile"}' });
  });
  return out.length === v.length ? out : undefined;
}

/**
 * Why the sources cannot be sent (twgp.sublimation.skill.surge-converter): only the sublimated
 * player; each charge square once and holding a charge card; no more pile cards than the pile
 * holds.
 */
export function converterRefusal(state: TwgpState, player: PlayerId, sources: ConverterSource[]): Failure | null {
  if (!sources.length) return null;
  if (!isSublimated(state, player)) return violation('twgp.sublimation.skills', `${player} has not sublimated: only a sublimated player has the surge converter`);
  const seat = seatOf(state, player)!;
  const squares = sources.flatMap((s) => (s.from === 'charge' ? [s.square] : []));
  if (new Set(squares).size !== squares.length) return violation('twgp.sublimation.skill.surge-converter', 'each charge card is sent once');
  const empty = squares.find((q) => seat.chargeGrid[q]?.mode !== 'Charge');
  if (empty !== undefined) return violation('twgp.sublimation.skill.surge-converter', `${player}'s charge square ${empty} holds no face-down charge card`);
  const pile = sources.length - squares.length;
  return pile > seat.deck.length ? violation('twgp.sublimation.skill.surge-converter', `${player}'s pile has ${seat.deck.length} cards, not ${pile}`) : null;
}

/** Sends the sources to the storage: each counts as one surge card spent (twgp.sublimation.skill.surge-converter, twgp.sublimation.note.converter-rate). */
export function spendConverted(state: TwgpState, player: PlayerId, sources: ConverterSource[]): Performed {
  if (!sources.length) return { state, events: [] };
  const seat = seatOf(state, player)!;
  const squares = sources.flatMap((s) => (s.from === 'charge' ? [s.square] : []));
  const pile = sources.length - squares.length;
  const sent = [...squares.map((q) => seat.chargeGrid[q]!.card), ...seat.deck.slice(0, pile)];
  const next: Seat = { ...pileTaken(seat, pile).seat, chargeGrid: seat.chargeGrid.map((c, i) => (squares.includes(i) ? null : c)), deck: seat.deck.slice(pile), storage: [...seat.storage, ...sent] };
  return { state: withSeat(state, next), events: [{ type: 'surge-converter', player, count: sent.length, clause: 'twgp.sublimation.skill.surge-converter' }] };
}

/** The canonical converter sources to make up `n` (pile cards from the top first, then charge cards from the left), or null if there are not enough. */
export function converterOffer(state: TwgpState, player: PlayerId, n: number): ConverterSource[] | null {
  if (n <= 0) return [];
  if (!isSublimated(state, player)) return null;
  const seat = seatOf(state, player)!;
  const pile: ConverterSource[] = seat.deck.slice(0, n).map(() => ({ from: 'pile' }));
  const charge: ConverterSource[] = seat.chargeGrid.flatMap((c, square) => (c?.mode === 'Charge' ? [{ from: 'charge' as const, square }] : []));
  const all = [...pile, ...charge].slice(0, n);
  return all.length === n ? all : null;
}

// ---- Skill 5: archive alchemy ----

type AlchemyPile = 'hand' | 'storage' | 'surge';
const ALCHEMY_PILES: readonly AlchemyPile[] = ['hand', 'storage', 'surge'];
export interface AlchemyAction {
  type: 'alchemy';
  from: AlchemyPile;
  index: number;
  to: AlchemyPile;
}

/** A card's JSON text, worked out once per card object (cards are immutable values). */
const CARD_TEXTS = new WeakMap<Card, string>();
function cardText(card: Card): string {
  let text = CARD_TEXTS.get(card);
  if (text === undefined) CARD_TEXTS.set(card, (text = JSON.stringify(card)));
  return text;
}
const sameCard = (a: Card, b: Card) => cardText(a) === cardText(b);
/** The old logs of a state as JSON texts, worked out once per list (lists are immutable values). */
const OLD_LOG_TEXTS = new WeakMap<Card[], Set<string>>();
function isOldLog(state: TwgpState, card: Card): boolean {
  const logs = state.oldLogs ?? [];
  let texts = OLD_LOG_TEXTS.get(logs);
  if (!texts) OLD_LOG_TEXTS.set(logs, (texts = new Set(logs.map(cardText))));
  return texts.has(cardText(card));
}
const pileOf = (seat: Seat, pile: AlchemyPile): Card[] => (pile === 'hand' ? seat.hand : seat[pile]);

/**
 * Why the card cannot move (twgp.sublimation.skill.archive-alchemy): only the sublimated
 * player, at Parallel (twgp.sublimation.alchemy.timing: the moments of inner operations),
 * between two different piles of storage, surge and hand, the surge holding at most six
 * (twgp.field.surge.place); a card that became log in this turn never goes to the hand
 * (twgp.sublimation.alchemy.same-turn).
 */
export function alchemyRefusal(state: TwgpState, player: PlayerId, action: AlchemyAction): Failure | null {
  if (!isSublimated(state, player)) return violation('twgp.sublimation.skills', `${player} has not sublimated: only a sublimated player has archive alchemy`);
  const refused = operateRefusal(state, player, 'twgp.sublimation.alchemy.timing');
  if (refused) return refused;
  if (action.from === action.to) return violation('twgp.sublimation.skill.archive-alchemy', 'archive alchemy moves a card between two different piles');
  const seat = seatOf(state, player)!;
  const card = pileOf(seat, action.from)[action.index];
  if (!card) return violation('twgp.sublimation.skill.archive-alchemy', `${player}'s ${action.from} has no card ${action.index}`);
  if (action.to === 'surge' && seat.surge.length >= SURGE_LIMIT) return violation('twgp.field.surge.place', `${player}'s surge already holds ${SURGE_LIMIT} cards`);
  if (action.to === 'hand' && !isOldLog(state, card)) return violation('twgp.sublimation.alchemy.same-turn', `${card.name} became log in this turn; it cannot go back to the hand until a later turn`);
  return null;
}

export const alchemyRule: ActionRule<AlchemyAction> = {
  type: 'alchemy',
  fields: ['type', 'from', 'index', 'to'],
  read(_state, v, errors) {
    const read = readPileIndex(v, errors, ALCHEMY_PILES, 'from');
    if (!ALCHEMY_PILES.includes(v.to as AlchemyPile)) errors.push({ path: 'action.to', message: `must be one of ${ALCHEMY_PILES.join(', ')}` });
    return read && ALCHEMY_PILES.includes(v.to as AlchemyPile) ? { type: 'alchemy', from: read.pile as AlchemyPile, index: read.index, to: v.to as AlchemyPile } : undefined;
  },
  offers(state, player) {
    // The actions alchemyRefusal lets through, generated: its checks of player and moment
    // once, then per card and destination the piles' own conditions.
    if (!isSublimated(state, player) || !mayOperate(state, player)) return [];
    const seat = seatOf(state, player)!;
    const surgeFull = seat.surge.length >= SURGE_LIMIT;
    const out: AlchemyAction[] = [];
    for (const from of ALCHEMY_PILES) {
      const cards = pileOf(seat, from);
      for (let index = 0; index < cards.length; index++) {
        let old: boolean | undefined;
        for (const to of ALCHEMY_PILES) {
          if (to === from || (to === 'surge' && surgeFull)) continue;
          if (to === 'hand' && !(old ??= isOldLog(state, cards[index]!))) continue;
          out.push({ type: 'alchemy', from, index, to });
        }
      }
    }
    return out;
  },
  refusal: alchemyRefusal,
  perform(state, player, action) {
    const seat = seatOf(state, player)!;
    const card = pileOf(seat, action.from)[action.index]!;
    const removed = pileOf(seat, action.from).filter((_, i) => i !== action.index);
    let next: Seat = { ...seat, [action.from]: removed };
    next = { ...next, [action.to]: [...pileOf(next, action.to), card] };
    let oldLogs = state.oldLogs;
    if (action.to === 'hand' && oldLogs) {
      const at = oldLogs.findIndex((c) => sameCard(c, card));
      oldLogs = oldLogs.filter((_, i) => i !== at);
    }
    const events: TwgpEvent[] = [{ type: 'alchemy', player, from: action.from, to: action.to, card: card.name, clause: 'twgp.sublimation.skill.archive-alchemy' }];
    return { state: { ...withSeat(state, next), oldLogs }, events };
  },
};

export const SUBLIMATION_RULES = [sublimationLogRule, sublimationShuffleRule, alchemyRule];

/**
 * The surge spendings a sublimated player is offered beyond their surge: for one and two
 * surge directs that the surge alone cannot pay, every surge card and the rest made up by the
 * converter's canonical sources (converterOffer; which cards go does not change the direct).
 */
export function converterSpends(state: TwgpState, player: PlayerId, per: number): { surge: number[]; convert: ConverterSource[] }[] {
  if (!isSublimated(state, player)) return [];
  const surge = seatOf(state, player)!.surge.length;
  const out: { surge: number[]; convert: ConverterSource[] }[] = [];
  for (const k of [1, 2]) {
    if (k * per <= surge) continue;
    const convert = converterOffer(state, player, k * per - surge);
    if (convert) out.push({ surge: Array.from({ length: surge }, (_, i) => i), convert });
  }
  return out;
}
