/**
 * Chapter 3, 場とカードの状態 (spec/twgp/03-field.md): the grids' width, the MODE table,
 * log-out to surge and storage, and download.
 */
import { seatOf, unitAt, withSeat, type Card, type Format, type Mode, type PlayerId, type Seat, type TwgpState, type Unit, type UnitRef } from './state.ts';

/** Vitals of each format (twgp.resource.format.counts); a trial battle's is set at the table. */
const VITALS: Record<Exclude<Format, 'trial'>, number> = { half: 3, full: 5 };

/**
 * Squares in one row of grids: the format's number of vitals
 * (twgp.field.grid, twgp.field.note.grid-width).
 */
export function gridWidth(format: Format, vitalCount?: number): number {
  return format === 'trial' ? (vitalCount ?? 7) : VITALS[format];
}

/** The row a square belongs to. */
export type GridName = 'battleGrid' | 'vitalGrid' | 'chargeGrid';

/** How a card is placed (twgp.mode.table): face, orientation and whether it is reversed. */
export type Placement = '表タテ置き' | '表タテ逆置き' | '裏タテ置き' | '表ヨコ置き' | '表ヨコ逆置き' | '裏ヨコ置き';

/** The MODE table (twgp.mode.table): each state's placement. */
export const PLACEMENT: Record<Mode, Placement> = {
  Active: '表タテ置き',
  'Hack-Active': '表タテ逆置き',
  Stealth: '裏タテ置き',
  Charge: '裏タテ置き',
  Vital: '裏タテ置き',
  Save: '表ヨコ置き',
  Damage: '表ヨコ置き',
  'Hack-Save': '表ヨコ逆置き',
  'GB-Prompt': '裏ヨコ置き',
  Drain: '裏ヨコ置き',
};

/** Which MODEs a card can be in on each grid (twgp.mode.table and its definitions). */
export const MODES_ON: Record<GridName, readonly Mode[]> = {
  battleGrid: ['Active', 'Hack-Active', 'Stealth', 'Save', 'Hack-Save', 'GB-Prompt', 'Drain'],
  vitalGrid: ['Vital', 'Active', 'Damage'],
  chargeGrid: ['Charge', 'Active'],
};

/** Whether the card is face down (裏置き) in this MODE. */
export function isFaceDown(mode: Mode): boolean {
  return PLACEMENT[mode].startsWith('裏');
}

/** 表タテ置き and not reversed: the state that declares attacks and can be charge-boost targets (twgp.mode.active). */
export function isActive(mode: Mode): boolean {
  return mode === 'Active';
}

/** Where a logged-out card went. */
export type LogPile = 'surge' | 'storage';

/** The most cards the surge holds (twgp.field.surge.place). */
export const SURGE_LIMIT = 6;

/**
 * Log-out of one card to its owner's piles (twgp.field.log-out.surge-first): to the surge
 * while it has fewer than six cards (twgp.field.surge.place), else to the storage
 * (twgp.field.surge.overflow).
 */
export function logOut(seat: Seat, card: Card): { seat: Seat; to: LogPile } {
  if (seat.surge.length < SURGE_LIMIT) return { seat: { ...seat, surge: [...seat.surge, card] }, to: 'surge' };
  return { seat: { ...seat, storage: [...seat.storage, card] }, to: 'storage' };
}

/** Empty charge-grid squares, left to right: each takes one downloaded card (twgp.field.note.charge-capacity). */
export function emptyChargeSquares(seat: Seat): number[] {
  return seat.chargeGrid.flatMap((sq, i) => (sq === null ? [i] : []));
}

/** How many cards the player can download now: the pile's cards and the empty charge squares bound it. */
export function downloadCapacity(seat: Seat): number {
  return Math.min(seat.deck.length, emptyChargeSquares(seat).length);
}

/**
 * Download (twgp.field.download): takes `n` cards from the top of the pile and places each
 * face down (Charge) on the leftmost empty charge-grid square. The caller checks the capacity.
 */
export function download(seat: Seat, n: number): Seat {
  const squares = emptyChargeSquares(seat).slice(0, n);
  const chargeGrid = seat.chargeGrid.slice();
  squares.forEach((square, i) => {
    chargeGrid[square] = { card: seat.deck[i]!, mode: 'Charge' };
  });
  return { ...seat, deck: seat.deck.slice(squares.length), chargeGrid };
}

/** The grid width of a state's format. */
export function widthOf(state: TwgpState): number {
  return gridWidth(state.format, state.vitalCount);
}

/** A copy of the state with the battle-grid square `ref` holding `unit` (null: empty). */
export function setUnit(state: TwgpState, ref: UnitRef, unit: Unit | null): TwgpState {
  const seat = seatOf(state, ref.player)!;
  return withSeat(state, { ...seat, battleGrid: seat.battleGrid.map((u, i) => (i === ref.square ? unit : u)) });
}

/** A copy of the state with the unit at `ref` in MODE `mode`. */
export function setMode(state: TwgpState, ref: UnitRef, mode: Mode): TwgpState {
  const unit = unitAt(state, ref);
  return unit ? setUnit(state, ref, { ...unit, mode }) : state;
}

/**
 * Logs out a unit and the cards under it (twgp.field.log-out): its card, then its
 * materials, then its weapons, each to its owner's surge first (twgp.field.log-out.surge-first).
 */
export function removeUnit(state: TwgpState, ref: UnitRef): { state: TwgpState; events: LogOutEvent[] } {
  const unit = unitAt(state, ref);
  if (!unit) return { state, events: [] };
  const cards: Card[] = [unit.card, ...unit.materials, ...unit.weapons];
  return logOutCards(setUnit(state, ref, null), ref.player, cards);
}

/** Logs out cards of `player`'s (twgp.field.log-out.surge-first), one by one. */
export function logOutCards(state: TwgpState, player: PlayerId, cards: Card[]): { state: TwgpState; events: LogOutEvent[] } {
  let seat = seatOf(state, player)!;
  const events: LogOutEvent[] = [];
  for (const card of cards) {
    const out = logOut(seat, card);
    seat = out.seat;
    events.push({ type: 'log-out', player, card: card.name, to: out.to });
  }
  return { state: withSeat(state, seat), events };
}

export type LogOutEvent = {
  type: 'log-out';
  player: PlayerId;
  card: string;
  to: LogPile;
};

/** The battle-grid squares of `player`'s that hold no unit. */
export function emptyBattleSquares(state: TwgpState, player: PlayerId): number[] {
  return seatOf(state, player)!.battleGrid.flatMap((u, i) => (u === null ? [i] : []));
}

/** The number of face-down vitals left (Vital: twgp.mode.vital). */
export function remainingVitals(seat: Seat): number {
  return seat.vitalGrid.filter((v) => v?.mode === 'Vital').length;
}
