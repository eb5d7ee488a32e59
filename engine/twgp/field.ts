/**
 * Chapter 3, 場とカードの状態 (spec/twgp/03-field.md): the grids' width, the MODE table,
 * log-out to surge and storage, and download.
 */
import { pileTaken } from './pile-turned.ts';
import { seatOf, unitAt, withSeat, type Card, type Format, type Mode, type Placed, type PlayerId, type Seat, type TwgpState, type Unit, type UnitRef } from './state.ts';

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
  // Hack-Active here: a card downloaded face-up reversed under the variant download-face-up (twgp.field.download.face-up).
  // Save here: a face-down card a ハザード turned face-up sideways (option charge-effects, twgp.charge-effect.hazard.charge-deck).
  chargeGrid: ['Charge', 'Active', 'Hack-Active', 'Save'],
};

/** Whether the card is face down (裏置き) in this MODE. */
export function isFaceDown(mode: Mode): boolean {
  return PLACEMENT[mode].startsWith('裏');
}

/** 表タテ置き and not reversed: the state that declares attacks and can be charge-boost targets (twgp.mode.active). */
export function isActive(mode: Mode): boolean {
  return mode === 'Active';
}

/** Where a logged-out card went: a master unit goes back to the vital grid (twgp.master-drive.defeat), a phase-device card to the phase device (twgp.phase-device.log-out). */
export type LogPile = 'surge' | 'storage' | 'tokens' | 'vital' | 'phase';

/**
 * The log as a process that only reads it sees it (twgp.field.log): the storage, the surge,
 * and the LOST cards of the phase device, which count as log cards where they lie
 * (twgp.phase-device.note.lost). Processes that move log cards take only the storage and the surge.
 */
export function logCards(seat: Seat): Card[] {
  return [...seat.storage, ...seat.surge, ...(seat.phaseDevice ?? []).flatMap((p) => (p?.state === 'LOST' ? [p.card] : []))];
}

/**
 * The cards of a deleted unit (twgp.field.delete: out of the whole game): gone, but a master
 * unit, which goes back to its vital square face-up sideways as when it is defeated
 * (twgp.master-drive.defeat, twgp.master-drive.note.defeat: a スペル's delete included), and a
 * token's card, which goes back to where it was prepared (twgp.drive.token).
 */
export function deleteCards(seat: Seat, cards: Card[]): Seat {
  return cards.reduce((s, card) => (card.master || card.token ? logOut(s, card).seat : s), seat);
}

/** The most cards the surge holds (twgp.field.surge.place). */
export const SURGE_LIMIT = 6;

/**
 * Log-out of one card to its owner's piles (twgp.field.log-out.surge-first): to the surge
 * while it has fewer than six cards (twgp.field.surge.place), else to the storage
 * (twgp.field.surge.overflow).
 */
export function logOut(seat: Seat, card: Card): { seat: Seat; to: LogPile } {
  // A token's card goes back to where it was prepared, never to the log (twgp.drive.token).
  if (card.token) return { seat: { ...seat, tokens: [...(seat.tokens ?? []), card] }, to: 'tokens' };
  // A master unit is not logged: it goes back to its (empty) vital square face-up sideways, a lapsed vital (twgp.master-drive.defeat, twgp.master-drive.note.defeat).
  const vital = card.master ? seat.vitalGrid.findIndex((p) => p === null) : -1;
  if (vital >= 0) return { seat: { ...seat, vitalGrid: seat.vitalGrid.map((p, i) => (i === vital ? { card, mode: 'Damage' as const } : p)) }, to: 'vital' };
  // A phase-device card goes back to its square of the phase device face-up sideways, LOST, counted as in the log (twgp.phase-device.log-out, twgp.phase-device.note.lost).
  const phase = card.phase && seat.phaseDevice ? (seat.phaseDevice[card.phase.square] === null ? card.phase.square : seat.phaseDevice.findIndex((p) => p === null)) : -1;
  if (phase >= 0) return { seat: { ...seat, phaseDevice: seat.phaseDevice!.map((p, i) => (i === phase ? { card, state: 'LOST' as const } : p)) }, to: 'phase' };
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
 * A charge card (twgp.field.charge-card): a downloaded card on the charge grid, face down
 * (Charge) or, under the variant download-face-up, face-up reversed (twgp.field.download.face-up).
 */
export function isChargeCard(placed: Placed | null | undefined): boolean {
  return placed?.mode === 'Charge' || placed?.mode === 'Hack-Active';
}

/**
 * Download (twgp.field.download): takes `n` cards from the top of the pile and places each
 * face down (Charge) on the leftmost empty charge-grid square, one card a square
 * (twgp.field.charge-grid.capacity); under the variant download-face-up each lies face-up
 * reversed instead (表タテ逆置き, twgp.field.download.face-up). The caller checks the capacity.
 */
export function download(seat: Seat, n: number, faceUp = false): Seat {
  const squares = emptyChargeSquares(seat).slice(0, n);
  const chargeGrid = seat.chargeGrid.slice();
  squares.forEach((square, i) => {
    chargeGrid[square] = { card: seat.deck[i]!, mode: faceUp ? 'Hack-Active' : 'Charge' };
  });
  // Cards a ハザード turned on the pile's top leave it first, placed as any download places them (pile-turned.ts).
  return { ...pileTaken(seat, squares.length).seat, deck: seat.deck.slice(squares.length), chargeGrid };
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
 * The phase attribute that keeps a phase unit on the grid but in a battle against the same
 * attribute, under the variant phase-attribute (twgp.phase-device.variant.attribute,
 * twgp.phase-device.note.attribute): its declared attribute, else undefined.
 */
export function guardingAttribute(options: TwgpState['options'], card: Card): string | undefined {
  return options['phase-attribute'] && options['phase-device'] ? card.phase?.attribute : undefined;
}

/**
 * Logs out a unit and the cards under it (twgp.field.log-out): its card, then its
 * materials, then its weapons, each to its owner's surge first (twgp.field.log-out.surge-first).
 * `foes`: the cards of the side it fought, when it is discarded by losing an assault or a
 * charge boost (for the variant phase-attribute).
 */
export function removeUnit(state: TwgpState, ref: UnitRef, foes?: readonly Card[]): { state: TwgpState; events: LogOutEvent[] } {
  const unit = unitAt(state, ref);
  if (!unit) return { state, events: [] };
  // The variant phase-attribute: a phase unit with a declared attribute is discarded only in a
  // battle (`foes`: the opposing side of an assault or charge boost) against a phase unit of the
  // same attribute; otherwise it stays where it is (twgp.phase-device.variant.attribute,
  // twgp.phase-device.note.attribute, twgp.phase-device.note.attribute-battle).
  const attribute = guardingAttribute(state.options, unit.card);
  if (attribute !== undefined && !(foes ?? []).some((c) => c.phase?.attribute === attribute)) return { state, events: [] };
  // Option deck-card-types: the owner who chose to keep weapons leaves them on the square, not
  // in the log, to use again later (twgp.card-type.weapon.stay; weapon.ts take-weapon).
  const owner = seatOf(state, ref.player)!;
  const stay = state.options['deck-card-types'] === true && owner.keepWeapons === true && unit.weapons.length > 0;
  const cards: Card[] = [unit.card, ...unit.materials, ...(stay ? [] : unit.weapons)];
  const emptied = setUnit(state, ref, null);
  const kept = stay ? withSeat(emptied, { ...seatOf(emptied, ref.player)!, stayedWeapons: [...(owner.stayedWeapons ?? []), ...unit.weapons.map((card) => ({ square: ref.square, card }))] }) : emptied;
  return logOutCards(kept, ref.player, cards);
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

/** The battle-grid squares of `player`'s that hold no unit, nor a surge earth (twgp.surge-earth.note.place). */
export function emptyBattleSquares(state: TwgpState, player: PlayerId): number[] {
  const seat = seatOf(state, player)!;
  return seat.battleGrid.flatMap((_, i) => (squareFree(seat, i) ? [i] : []));
}

/** Whether a battle-grid square of the seat is free: no unit and no surge earth on it (twgp.field.battle-grid.one-unit, twgp.surge-earth.note.place). */
export function squareFree(seat: Seat, square: number): boolean {
  return seat.battleGrid[square] === null && !seat.earths?.some((e) => e.square === square) && !seat.counters?.some((c) => c.square === square);
}

/** The number of vitals left: the face-down ones (Vital: twgp.mode.vital) and, with master-drive, the master unit on the battle grid (twgp.master-drive.vital-count). */
export function remainingVitals(seat: Seat): number {
  // With master-drive, a master unit on its player's battle grid is a vital that has not lapsed (twgp.master-drive.vital-count).
  const masters = seat.battleGrid.reduce((n, u) => n + (u ? (u.card.master ? 1 : 0) + u.materials.filter((m) => m.master).length : 0), 0);
  return seat.vitalGrid.filter((v) => v?.mode === 'Vital').length + masters;
}

/** A zone of one player's side of the table (twgp.field.main-device). */
export type Zone = GridName | 'storage' | 'deck' | 'surge';

/** One row of the table as a player sees it: what lies to their left, in the middle (a grid), to their right. */
export interface LayoutRow {
  left: { player: PlayerId; zone: Zone } | null;
  center: { player: PlayerId; zone: Zone };
  right: { player: PlayerId; zone: Zone } | null;
}

/**
 * The table as `viewer` sees it, from the far side to their own (twgp.field.layout):
 * 1. each side's grids run, from the side nearest the other player, battle grid, vital grid,
 *    charge grid, with the storage beside the battle grid, the deck beside the vital grid and
 *    the surge beside the charge grid, to the right of their owner (twgp.field.layout.order);
 * 2. the viewer's own side is nearest them, its piles on their right;
 * 3. another player's side is the same turned 180 degrees: its charge grid farthest, its
 *    piles on the viewer's left. With more than two players each other side is laid the same
 *    way, in turn order after the viewer (twgp.field.note.multiplayer-layout).
 */
export function tableLayout(state: TwgpState, viewer: PlayerId): LayoutRow[] {
  const seats = state.seats;
  const at = seats.findIndex((s) => s.player === viewer);
  const out: LayoutRow[] = [];
  // A viewer who is not seated (a spectator) has no side of their own: every seat is across the table, in seat order.
  for (let i = at < 0 ? 0 : 1; i < seats.length; i++) {
    const player = seats[at < 0 ? i : (at + i) % seats.length]!.player;
    for (let r = LAYOUT_ROWS.length - 1; r >= 0; r--) {
      const [grid, pile] = LAYOUT_ROWS[r]!;
      out.push({ left: { player, zone: pile }, center: { player, zone: grid }, right: null });
    }
  }
  if (at >= 0) for (const [grid, pile] of LAYOUT_ROWS) out.push({ left: null, center: { player: viewer, zone: grid }, right: { player: viewer, zone: pile } });
  return out;
}

/** Each grid with the pile beside it, from the side nearest the other player. */
const LAYOUT_ROWS: readonly (readonly [GridName, Zone])[] = [['battleGrid', 'storage'], ['vitalGrid', 'deck'], ['chargeGrid', 'surge']];

/**
 * Instant effects work only in the battle they were used in (twgp.field.charge-effect.instant,
 * twgp.field.instant-effect): once the stack has resolved, the charge effects プラス, ダウン and
 * アクセル leave the units that fought in it (`fought`: their identities — the attackers,
 * targets and joined units of its attacks). Says which units they left.
 */
export function endInstantEffects(state: TwgpState, fought: ReadonlySet<number>): { state: TwgpState; units: UnitRef[] } {
  let next = state;
  const units: UnitRef[] = [];
  state.seats.forEach((seat) =>
    seat.battleGrid.forEach((unit, square) => {
      if (!unit || !fought.has(unit.uid) || (unit.plus === 0 && unit.down === 0 && !unit.accel && !unit.jamming)) return;
      const ref = { player: seat.player, square };
      // S-jamming ends with the fight too (twgp.master-skill.note.s-jamming: one battle, as jamming).
      const { jamming: _jamming, ...rest } = unit;
      next = setUnit(next, ref, { ...rest, plus: 0, down: 0, accel: false });
      units.push(ref);
    }),
  );
  return { state: next, units };
}
