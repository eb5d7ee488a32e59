/**
 * Chapter 24, サージ・アース (spec/twgp/24-surge-earth.md), the option `surge-earth`
 * (twgp.surge-earth.option): cards set face down on the battle grid beforehand that cancel the
 * vitals a surge direct would take from their owner.
 *
 * - Setting one (`surge-earth-set`) is a stealth drive (twgp.surge-earth.set,
 *   twgp.stealth.summon): the charge drive's downloads, then the card face-down upright on a free
 *   battle-grid square, or on a square holding face-down copies of the same card
 *   (twgp.surge-earth.stack, twgp.surge-earth.note.place, twgp.surge-earth.note.set-downloads).
 * - Using them (`surge-earth`) happens in the window `surge-earth`, which opens for the loser of
 *   an assault that carries a surge direct when they have face-down surge earths (or, under the
 *   L/S-D variants, face-down log counters of either grid: log-counter-variants.ts)
 *   (twgp.surge-earth.use, twgp.surge-earth.note.which-loss, twgp.surge-earth.note.when-chosen).
 *   Each card turned up cancels one vital (twgp.surge-earth.note.count) and goes to the log.
 * - Both are inner operations: the right of action never moves (twgp.surge-earth.self-contained).
 */
import { violation, type Failure } from '../core/violation.ts';
import { loseVitals } from './damage.ts';
import { logOutCards, squareFree, widthOf } from './field.ts';
import { downloadCards, laterCards } from './resources.ts';
import type { ActionRule, Performed, TwgpEvent } from './rules.ts';
import { nextWindow, queueFirst } from './sequence.ts';
import { seatOf, withSeat, type Card, type PlayerId, type Seat, type SurgeEarthStack, type SurgeEarthWindow, type TwgpState } from './state.ts';
import { operateRefusal, top } from './timing.ts';
import { emptyChargeSquares } from './field.ts';
import { sdBattleCounterSquares, sdCounterChoices, sdCounterRefusal, sdCounterSquares, takeSdCounters } from './log-counter-variants.ts';

/** Whether the option surge-earth is adopted (twgp.surge-earth.option, twgp.options.optional). */
export const surgeEarthOn = (state: TwgpState): boolean => state.options['surge-earth'] !== undefined && state.options['surge-earth'] !== false;

/** A surge earth card (twgp.surge-earth.note.conditions: the deck data says which cards are). */
export const isSurgeEarth = (card: Card | undefined): boolean => card?.kind === 'サージ・アース';

/** Downloads of the stealth drive that sets a surge earth: those of a charge drive (twgp.stealth.summon, twgp.drive.charge.procedure). */
const SET_DOWNLOADS = 2;

/**
 * How many copies of one card a square may stack (twgp.surge-earth.stack,
 * twgp.surge-earth.note.place): two in a full battle, one in a half battle (no duplicates
 * there), the number of bundles in a trial battle.
 */
export function stackLimit(state: TwgpState, seat: Seat): number {
  if (state.format === 'full') return 2;
  if (state.format === 'half') return 1;
  return Math.max(1, seat.installed + seat.reserves.length);
}

const earthAt = (seat: Seat, square: number): SurgeEarthStack | undefined => seat.earths?.find((e) => e.square === square);

/** The face-down surge earths of a seat, in square order (only these can be used: twgp.surge-earth.use). */
export function usableEarths(seat: Seat): SurgeEarthStack[] {
  return (seat.earths ?? []).filter((e) => !e.faceUp).sort((a, b) => a.square - b.square);
}

const usableCount = (seat: Seat): number => usableEarths(seat).reduce((n, e) => n + e.cards.length, 0);

const earthWindow = (state: TwgpState, player: PlayerId): SurgeEarthWindow | null =>
  state.window.kind === 'surge-earth' && state.window.player === player ? state.window : null;

// ---- Setting a surge earth ----

export interface SurgeEarthSetAction {
  type: 'surge-earth-set';
  /** The surge earth card, by its index in the hand. */
  card: number;
  /** The battle-grid square of the player's own (0 = leftmost). */
  square: number;
}

/**
 * Why `player` may not set the surge earth (twgp.surge-earth.set): the option must be adopted
 * (twgp.surge-earth.option); not once the assault it is to answer has been lost
 * (twgp.surge-earth.too-late: the window surge-earth); only at Forward or Parallel, as any inner
 * operation (twgp.surge-earth.timing, twgp.timing.note.forward); a surge earth card of the hand;
 * a free square, or one whose face-down stack holds the same card below its limit
 * (twgp.surge-earth.stack); the downloads of the stealth drive, fewer when the pile runs out,
 * each needing an empty charge square (twgp.field.charge-grid.capacity).
 */
export function setRefusal(state: TwgpState, player: PlayerId, action: SurgeEarthSetAction): Failure | null {
  if (!surgeEarthOn(state)) return violation('twgp.surge-earth.option', 'surge earths are an option (surge-earth) this game has not adopted');
  if (earthWindow(state, player)) return violation('twgp.surge-earth.too-late', `${player}'s assault is already lost: a surge earth set now cannot answer it`);
  const refused = operateRefusal(state, player, 'twgp.surge-earth.timing');
  if (refused) return refused;
  const seat = seatOf(state, player)!;
  const card = seat.hand[action.card];
  if (!card) return violation('twgp.surge-earth.set', `${player}'s hand has no card ${action.card}`);
  if (!isSurgeEarth(card)) return violation('twgp.surge-earth.set', `${card.name} is not a surge earth (kind サージ・アース)`);
  if (action.square >= widthOf(state)) return violation('twgp.surge-earth.set', `${player}'s battle grid has no square ${action.square}`);
  const there = earthAt(seat, action.square);
  if (seat.battleGrid[action.square] !== null) return violation('twgp.field.battle-grid.one-unit', `${player}'s battle square ${action.square} holds a unit`);
  if (there) {
    if (there.faceUp || there.cards[0]!.name !== card.name) return violation('twgp.surge-earth.stack', `only face-down copies of the same card stack; square ${action.square} holds ${there.faceUp ? 'a face-up surge earth' : there.cards[0]!.name}`);
    const limit = stackLimit(state, seat);
    if (there.cards.length >= limit) return violation('twgp.surge-earth.stack', `a ${state.format} battle stacks at most ${limit} of the same surge earth`);
  }
  const needed = Math.min(SET_DOWNLOADS, seat.deck.length + laterCards(seat));
  const room = emptyChargeSquares(seat).length;
  if (needed > room) return violation('twgp.field.charge-grid.capacity', `setting a surge earth downloads ${needed} and ${player}'s charge grid has ${room} empty squares`);
  return null;
}

export const surgeEarthSetRule: ActionRule<SurgeEarthSetAction> = {
  type: 'surge-earth-set',
  fields: ['type', 'card', 'square'],
  read(_state, v, errors) {
    const card = Number.isSafeInteger(v.card) && (v.card as number) >= 0 ? (v.card as number) : void errors.push({ path: 'action.card', message: 'must be the index of a card in the hand, from 0' });
    const square = Number.isSafeInteger(v.square) && (v.square as number) >= 0 ? (v.square as number) : void errors.push({ path: 'action.square', message: 'must be a battle-grid square of your own, from 0' });
    return card === undefined || square === undefined ? undefined : { type: 'surge-earth-set', card, square };
  },
  offers(state, player) {
    if (!surgeEarthOn(state) || operateRefusal(state, player, 'twgp.surge-earth.timing')) return [];
    const seat = seatOf(state, player)!;
    const out: SurgeEarthSetAction[] = [];
    seat.hand.forEach((card, i) => {
      if (!isSurgeEarth(card)) return;
      for (let square = 0; square < widthOf(state); square++) {
        const action: SurgeEarthSetAction = { type: 'surge-earth-set', card: i, square };
        if (!setRefusal(state, player, action)) out.push(action);
      }
    });
    return out;
  },
  refusal: setRefusal,
  /** The downloads first, then the card face-down upright on its square; the right of action stays (twgp.surge-earth.self-contained). */
  perform(state, player, action) {
    const card = seatOf(state, player)!.hand[action.card]!;
    const loaded = downloadCards(state, player, SET_DOWNLOADS);
    const seat = seatOf(loaded.state, player)!;
    const hand = seat.hand.filter((_, i) => i !== action.card);
    const there = earthAt(seat, action.square);
    const earths = there
      ? seat.earths!.map((e) => (e === there ? { ...e, cards: [...e.cards, card] } : e))
      : [...(seat.earths ?? []), { square: action.square, cards: [card] }];
    const next = withSeat(loaded.state, { ...seat, hand, earths });
    return { state: next, events: [...loaded.events, { type: 'surge-earth-set', player, card: card.name, square: action.square, stacked: there ? there.cards.length + 1 : 1, clause: 'twgp.surge-earth.set' }] };
  },
};

// ---- Using surge earths against a surge direct ----

/**
 * The surge direct of a won assault takes `vitals` from `loser` (called by the assault's
 * resolution, twgp.attack.assault.surge-direct). With the option and face-down surge earths of
 * the loser's, the loss waits for their choice in the window surge-earth, queued first
 * (twgp.surge-earth.use, twgp.surge-earth.note.when-chosen); otherwise the vitals are lost at once.
 */
export function surgeDirectLoss(state: TwgpState, loser: PlayerId, vitals: number, dealer: PlayerId): Performed {
  const seat = seatOf(state, loser)!;
  // With log-sd-counter(-weapon), face-down log counters on the charge grid and the battle grid count too (twgp.card-type.log-counter.variant.sd-counter, twgp.card-type.log-counter.note.sd-counter-grids).
  if (!surgeEarthOn(state) || seat.lost || usableCount(seat) + sdCounterSquares(state, seat).length + sdBattleCounterSquares(state, seat).length === 0) return loseVitals(state, loser, vitals, dealer, 'surge-direct');
  const window: SurgeEarthWindow = { kind: 'surge-earth', player: loser, vitals, dealer };
  return { state: queueFirst(state, window), events: [{ type: 'surge-earth-chance', player: loser, vitals, clause: 'twgp.surge-earth.use' }] };
}

export interface SurgeEarthAction {
  type: 'surge-earth';
  /** One battle-grid square per surge earth turned up (a square may repeat up to its stack); empty: none used. */
  squares: number[];
  /** With log-sd-counter(-weapon): charge-grid squares of face-down log counters turned up as surge earths (twgp.card-type.log-counter.variant.sd-counter); absent: none. */
  counters?: number[];
  /** With log-sd-counter(-weapon): battle-grid squares of log counters laid face down by a stealth drive, turned up as surge earths (twgp.card-type.log-counter.note.sd-counter-grids); absent: none. */
  battleCounters?: number[];
}

/**
 * Why `player` may not use these surge earths (twgp.surge-earth.use): the option
 * (twgp.surge-earth.option); only in their window surge-earth, that is at the Damage timing of a
 * surge direct they take from a lost assault (twgp.surge-earth.timing) — never against a normal
 * direct (twgp.surge-earth.normal-direct) nor any other loss (twgp.surge-earth.only-sd); at most
 * one card per vital the surge direct takes (twgp.surge-earth.note.count); each one a face-down
 * surge earth of theirs.
 */
export function useRefusal(state: TwgpState, player: PlayerId, action: SurgeEarthAction): Failure | null {
  if (!surgeEarthOn(state)) return violation('twgp.surge-earth.option', 'surge earths are an option (surge-earth) this game has not adopted');
  const w = earthWindow(state, player);
  if (!w) {
    const d = top(state);
    if (d?.kind === 'direct' && d.affects === player) return violation('twgp.surge-earth.normal-direct', 'a surge earth cannot stop a normal direct, which spends no surge');
    if (state.window.kind === 'damage' && state.window.player === player) return violation('twgp.surge-earth.only-sd', 'a surge earth cancels only a surge direct, not this loss of vitals');
    return violation('twgp.surge-earth.timing', `${player} may turn up surge earths only when an assault they lost brings a surge direct on them (Damage, Terminate)`);
  }
  // With log-sd-counter(-weapon): face-down log counters of either grid too (log-counter-variants.ts).
  const counters = sdCounterRefusal(state, seatOf(state, player)!, action);
  if (counters) return counters;
  if (action.squares.length + (action.counters?.length ?? 0) + (action.battleCounters?.length ?? 0) > w.vitals) return violation('twgp.surge-earth.use', `the surge direct takes ${w.vitals} vitals; one surge earth cancels one, so at most ${w.vitals}`);
  const seat = seatOf(state, player)!;
  for (const square of new Set(action.squares)) {
    const e = earthAt(seat, square);
    const n = action.squares.filter((s) => s === square).length;
    if (!e || e.faceUp) return violation('twgp.surge-earth.use', `${player}'s battle square ${square} holds no face-down surge earth`);
    if (n > e.cards.length) return violation('twgp.surge-earth.use', `square ${square} holds ${e.cards.length} surge earths, not ${n}`);
  }
  return null;
}

export const surgeEarthRule: ActionRule<SurgeEarthAction> = {
  type: 'surge-earth',
  fields: ['type', 'squares', 'counters', 'battleCounters'],
  read(_state, v, errors) {
    if (!Array.isArray(v.squares) || v.squares.length > 100 || v.squares.some((s) => !Number.isSafeInteger(s) || (s as number) < 0)) {
      return void errors.push({ path: 'action.squares', message: 'must list battle-grid squares (one per surge earth turned up; empty: none)' });
    }
    if (v.counters !== undefined && (!Array.isArray(v.counters) || v.counters.length > 100 || v.counters.some((s) => !Number.isSafeInteger(s) || (s as number) < 0))) {
      return void errors.push({ path: 'action.counters', message: 'must list charge-grid squares of face-down log counters (variant log-sd-counter)' });
    }
    if (v.battleCounters !== undefined && (!Array.isArray(v.battleCounters) || v.battleCounters.length > 100 || v.battleCounters.some((s) => !Number.isSafeInteger(s) || (s as number) < 0))) {
      return void errors.push({ path: 'action.battleCounters', message: 'must list battle-grid squares of log counters laid face down (variant log-sd-counter)' });
    }
    return {
      type: 'surge-earth', squares: v.squares as number[],
      ...(v.counters !== undefined ? { counters: v.counters as number[] } : {}),
      ...(v.battleCounters !== undefined ? { battleCounters: v.battleCounters as number[] } : {}),
    };
  },
  /** Using none, or the first k face-down surge earths in square order for each k that fits (one canonical choice: which copies go does not matter). */
  offers(state, player) {
    const w = earthWindow(state, player);
    if (!w || !surgeEarthOn(state)) return [];
    const cards = usableEarths(seatOf(state, player)!).flatMap((e) => e.cards.map(() => e.square));
    const plain = Array.from({ length: Math.min(w.vitals, cards.length) + 1 }, (_, k) => ({ type: 'surge-earth' as const, squares: cards.slice(0, k) }));
    // With log-sd-counter(-weapon): also log counters of either grid, beside each choice of earths that leaves room (log-counter-variants.ts).
    return plain.flatMap((o) => sdCounterChoices(state, seatOf(state, player)!, w.vitals - o.squares.length).map((c) => ({ ...o, ...c })));
  },
  refusal: useRefusal,
  /**
   * The chosen surge earths turn face up, each cancels one vital and goes to the log
   * (twgp.surge-earth.use, twgp.field.log-out.surge-first); the vitals left are lost
   * (twgp.damage); the right of action stays where it is (twgp.surge-earth.self-contained).
   */
  perform(state, player, action) {
    const w = state.window as SurgeEarthWindow;
    const seat = seatOf(state, player)!;
    const used: Card[] = [];
    const earths = (seat.earths ?? []).flatMap((e) => {
      const n = action.squares.filter((s) => s === e.square).length;
      used.push(...e.cards.slice(e.cards.length - n));
      const cards = e.cards.slice(0, e.cards.length - n);
      return cards.length ? [{ ...e, cards }] : [];
    });
    // Log counters used as surge earths leave their grid face up: they go to the log without going off (twgp.card-type.log-counter.note.sd-counter).
    const taken = takeSdCounters({ ...seat, earths }, action);
    used.push(...taken.cards);
    const logged = logOutCards(withSeat(state, taken.seat), player, used);
    const events: TwgpEvent[] = [{ type: 'surge-earth', player, cancelled: used.length, vitals: w.vitals - used.length, clause: taken.cards.length ? 'twgp.card-type.log-counter.variant.sd-counter' : 'twgp.surge-earth.use' }, ...logged.events];
    const lost = loseVitals(logged.state, player, w.vitals - used.length, w.dealer, 'surge-direct');
    return { state: nextWindow(lost.state), events: [...events, ...lost.events] };
  },
};

// ---- The four conditions on the card (twgp.surge-earth.card-conditions) ----

/**
 * What a surge earth card is in its own game, as the players state it when the deck is
 * registered (twgp.surge-earth.note.conditions): an item or weapon that is consumed or equipped;
 * used by itself to attack or defend; a defence system of its game; with power over the whole
 * grid or a player. Absent fields take the answers that meet the conditions.
 */
export interface EarthFacts {
  item?: boolean;
  active?: boolean;
  defence?: boolean;
  global?: boolean;
}

const FACTS: readonly (keyof EarthFacts)[] = ['item', 'active', 'defence', 'global'];

/** Reads a card's `earth` facts at `path`, or reports the problem and gives undefined. */
export function readEarthFacts(v: unknown, path: string, fail: (at: string, message: string) => void): EarthFacts | undefined {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return void fail(path, 'must be {item?, active?, defence?, global?}: what the surge earth card is in its own game (twgp.surge-earth.card-conditions)');
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!FACTS.includes(k as keyof EarthFacts) || typeof o[k] !== 'boolean') return void fail(`${path}.${k}`, `must be one of ${FACTS.join(', ')}, true or false`);
  return o as EarthFacts;
}

/**
 * The conditions a surge earth card fails (twgp.surge-earth.card-conditions): all four must
 * hold — not an item or weapon (.not-item), not used to attack or defend by itself
 * (.not-active), a defence system of its game (.defence-system), no power over the grid or a
 * player (.no-global). Like duplicates they are checked after the game (the check of the cards,
 * twgp.surge-earth.note.conditions): each failure is a foul kept until then.
 */
export function earthFouls(cards: Card[]): { clause: string; reason: string }[] {
  return cards.filter(isSurgeEarth).flatMap((card) => {
    const f = card.earth ?? {};
    const out: { clause: string; reason: string }[] = [];
    if (f.item) out.push({ clause: 'twgp.surge-earth.card-conditions.not-item', reason: `surge earth '${card.name}' is an item or weapon of its game` });
    if (f.active) out.push({ clause: 'twgp.surge-earth.card-conditions.not-active', reason: `surge earth '${card.name}' attacks or defends by itself in its game` });
    if (f.defence === false) out.push({ clause: 'twgp.surge-earth.card-conditions.defence-system', reason: `surge earth '${card.name}' is not a defence system of its game` });
    if (f.global) out.push({ clause: 'twgp.surge-earth.card-conditions.no-global', reason: `surge earth '${card.name}' has power over the whole grid or a player` });
    return out;
  });
}

export const SURGE_EARTH_RULES = [surgeEarthSetRule, surgeEarthRule];
