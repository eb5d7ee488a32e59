/**
 * TWGP table state: plain serialisable data, close to the protocol's position form
 * (docs/protocol/twgp.md). Only what the implemented clauses need is modelled so far, but
 * the shape is the whole table's: every player's three grids by square, deck, hand, surge
 * and storage, the turn player and the sequence of the turn.
 */
import type { Rng } from '../core/rng.ts';

export type PlayerId = string;

/** 対戦の形式 (twgp.resource.format). */
export type Format = 'half' | 'full' | 'trial';

/** What TWGP reads of a card: its name, its kind as TWGP classifies it and, for a unit, its base power. */
export interface Card {
  name: string;
  /** The card's kind by TWGP's classification (twgp.resource.unit, twgp.card-type.*); absent: not yet classified (e.g. a card in the deck). */
  kind?: CardKind;
  /** 基本パワー 00–99 (twgp.status.power.base); units only. */
  power?: number;
}

/** The kinds of card TWGP names (twgp.resource.unit and twgp.card-type's table). */
export const CARD_KINDS = ['ユニット', 'ウェポン', 'ログ・カウンター', 'チャージ・トラップ', 'チャージ・エフェクト'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** The card states (MODE) of twgp.mode.table. */
export const MODES = ['Active', 'Hack-Active', 'Stealth', 'Charge', 'Vital', 'Save', 'Damage', 'Hack-Save', 'GB-Prompt', 'Drain'] as const;
export type Mode = (typeof MODES)[number];

/** A unit on a battle-grid square: its card, its MODE and the cards under it. */
export interface Unit {
  card: Card & { power: number };
  mode: Mode;
  /** The player who controls it: its owner, or the hacker for the Hack modes (twgp.mode.note.hack). */
  controller: PlayerId;
  /** Weapon cards laid under it (twgp.card-type.weapon.lay, twgp.status.speed.weapon). */
  weapons: Card[];
  /** Summoning materials under it (a fusion's parts), each with its base power. */
  materials: (Card & { power: number })[];
  /** Power added by the charge effect プラス (twgp.status.speed.plus). */
  plus: number;
  /** Power removed by the charge effect ダウン, before its floor of 01 (twgp.status.speed.down). */
  down: number;
  /** Whether the charge effect アクセル is on it (twgp.status.speed.accel). */
  accel: boolean;
}

/** A card on the vital grid or the charge grid, with its MODE. */
export interface Placed {
  card: Card;
  mode: Mode;
}

/** One player's side of the table (twgp.field.layout). */
export interface Seat {
  player: PlayerId;
  /** Battle-grid squares left to right; `null` is an empty square. */
  battleGrid: (Unit | null)[];
  vitalGrid: (Placed | null)[];
  chargeGrid: (Placed | null)[];
  /** 山札, top card first. */
  deck: Card[];
  /** アーカイヴ (手札). */
  hand: Card[];
  /** サージ, oldest first (at most 6, twgp.field.surge.place). */
  surge: Card[];
  /** ストレージ, bottom first. */
  storage: Card[];
}

/** Whose turn it is and which sequence of it (twgp.sequence.turn, twgp.sequence.build, twgp.sequence.battle). */
export interface Turn {
  player: PlayerId;
  sequence: 'build' | 'battle';
}

export interface TwgpState {
  format: Format;
  /** The number of vitals of a trial battle (twgp.resource.note.trial-size); absent otherwise. */
  vitalCount?: number;
  options: Record<string, unknown>;
  /** Seats in turn order; `seats[i].player` is the i-th player. */
  seats: Seat[];
  turn: Turn;
  rng: Rng;
}

/** Where a unit is: its owner's seat and the battle-grid square (0 = leftmost). */
export interface UnitRef {
  player: PlayerId;
  square: number;
}

export function seatOf(state: TwgpState, player: PlayerId): Seat | undefined {
  return state.seats.find((s) => s.player === player);
}

export function unitAt(state: TwgpState, ref: UnitRef): Unit | null | undefined {
  return seatOf(state, ref.player)?.battleGrid[ref.square];
}

/** Every unit on the battle grids with where it is, in seat and square order. */
export function unitsOnField(state: TwgpState): { ref: UnitRef; unit: Unit }[] {
  return state.seats.flatMap((seat) =>
    seat.battleGrid.flatMap((unit, square) => (unit ? [{ ref: { player: seat.player, square }, unit }] : [])),
  );
}

/** A copy of the state with one seat replaced. */
export function withSeat(state: TwgpState, seat: Seat): TwgpState {
  return { ...state, seats: state.seats.map((s) => (s.player === seat.player ? seat : s)) };
}
