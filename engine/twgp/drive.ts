/**
 * Chapter 9, ドライヴ（召喚） (spec/twgp/09-drive.md): チャージ・ドライヴ and パワー・ドライヴ.
 * (カウンター・ドライヴ is in counter-drive.ts.) Drives are inner operations: performed at
 * once, the right of action stays (twgp.drive.before-handover, twgp.drive.chain).
 */
import { placeSetPieces, setRefusal } from './set-cards.ts';
import { summonBanRefusal } from './vital-effect.ts';
import { violation, type Failure } from '../core/violation.ts';
import { readIndices } from './attack.ts';
import { interruptDirect } from './direct.ts';
import { emptyBattleSquares, logOutCards, setMode, setUnit, squareFree, widthOf } from './field.ts';
import { downloadCards, laterCards } from './resources.ts';
import type { ActionRule, Json, Performed, TwgpEvent } from './rules.ts';
import { seatOf, unitAt, type Card, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { engaged, mayOperate, operateRefusal } from './timing.ts';

/** The most weapons on one grid square (twgp.drive.power.weapon-limit). */
export const WEAPON_LIMIT = 6;

/** Downloads a charge drive needs (twgp.drive.charge.procedure; one for ドルサーガ's cards, twgp.drive.charge.dorsaga). */
export function chargeDriveDownloads(card: Card): number {
  return card.game === 'ドルサーガ' || card.game === '魔法撃戰!!! ドルサーガ' ? 1 : 2;
}

/** A new unit of `player`'s from a hand card, in `mode`, with nothing under it. */
export function newUnit(state: TwgpState, player: PlayerId, card: Card & { power: number }, mode: Unit['mode']): { state: TwgpState; unit: Unit } {
  const unit: Unit = { uid: state.nextUid, card: { ...card, kind: 'ユニット' }, mode, controller: player, weapons: [], materials: [], plus: 0, down: 0, accel: false };
  return { state: { ...state, nextUid: state.nextUid + 1 }, unit };
}

const isUnitCard = (c: Card | undefined): c is Card & { power: number } => !!c && c.power !== undefined && (c.kind === undefined || c.kind === 'ユニット');

function readHandCard(v: Json, errors: { path: string; message: string }[]): number | undefined {
  if (Number.isSafeInteger(v.card) && (v.card as number) >= 0) return v.card as number;
  errors.push({ path: 'action.card', message: 'must be the index of a card in the hand, from 0' });
  return undefined;
}

function readSquare(state: TwgpState, v: unknown, path: string, errors: { path: string; message: string }[]): number | undefined {
  const width = widthOf(state);
  if (Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) < width) return v as number;
  errors.push({ path, message: `must be a battle-grid square of your own from 0 to ${width - 1}` });
  return undefined;
}

export interface ChargeDriveAction {
  type: 'charge-drive';
  card: number;
  square: number;
  face: 'up' | 'down';
}

/**
 * Why `player` may not charge drive: a hand unit of base power 03 or less
 * (twgp.drive.charge), placed face up or face down (a face-down one of 04 or more would be
 * a foul: twgp.drive.charge.face-down-foul), on an empty square of their battle grid, after
 * two downloads — fewer when the pile runs out (twgp.zero-spurt.charge-drive,
 * twgp.zero-spurt.last-card) — each needing an empty charge square
 * (twgp.field.note.charge-capacity).
 */
export function chargeDriveRefusal(state: TwgpState, player: PlayerId, action: ChargeDriveAction): Failure | null {
  const refused = operateRefusal(state, player, 'twgp.drive.charge.timing');
  if (refused) return refused;
  const seat = seatOf(state, player)!;
  const card = seat.hand[action.card];
  if (!card) return violation('twgp.drive.charge.procedure', `${player}'s hand has no card ${action.card}`);
  if (!isUnitCard(card)) return violation('twgp.drive', `${card.name} is not a unit (a card that is not a unit is uploaded, not driven: twgp.drive.upload)`);
  const banned = summonBanRefusal(state, card.power); // twgp.resource.vital.playing-card
  if (banned) return banned;
  if (card.power >= 4) return violation(action.face === 'down' ? 'twgp.drive.charge.face-down-foul' : 'twgp.drive.charge', `${card.name} has base power ${card.power}; a charge drive takes 03 or less`);
  if (!squareFree(seat, action.square)) return violation('twgp.field.battle-grid.one-unit', `${player}'s battle square ${action.square} already holds a unit (one unit a square)`);
  const setRefused = setRefusal(state, player, action.card); // twgp.resource.deck.set-cards, twgp.field.battle-grid.set
  if (setRefused) return setRefused;
  const cards = seat.deck.length + laterCards(seat);
  const needed = Math.min(chargeDriveDownloads(card), cards);
  const room = seat.chargeGrid.filter((c) => c === null).length;
  if (needed > room) return violation('twgp.field.charge-grid.capacity', `the charge drive downloads ${needed} and ${player}'s charge grid has ${room} empty squares`);
  return null;
}

export const chargeDriveRule: ActionRule<ChargeDriveAction> = {
  type: 'charge-drive',
  fields: ['type', 'card', 'square', 'face'],
  read(state, v, errors) {
    const card = readHandCard(v, errors);
    const square = readSquare(state, v.square, 'action.square', errors);
    if (v.face !== 'up' && v.face !== 'down') errors.push({ path: 'action.face', message: "must be 'up' (表タテ置き) or 'down' (裏タテ置き)" });
    return card !== undefined && square !== undefined && (v.face === 'up' || v.face === 'down') ? { type: 'charge-drive', card, square, face: v.face } : undefined;
  },
  offers(state, player) {
    if (!mayOperate(state, player)) return [];
    const seat = seatOf(state, player)!;
    const out: ChargeDriveAction[] = [];
    const squares = emptyBattleSquares(state, player);
    seat.hand.forEach((c, card) => {
      // Every refusal but the square's depends on the card alone (the face only changes the
      // clause cited): a card refused on the first empty square is refused on every one, and
      // one let through there is let through on every empty square, either face.
      if (!squares.length || !isUnitCard(c) || chargeDriveRefusal(state, player, { type: 'charge-drive', card, square: squares[0]!, face: 'up' })) return;
      for (const square of squares) {
        out.push({ type: 'charge-drive', card, square, face: 'up' }, { type: 'charge-drive', card, square, face: 'down' });
      }
    });
    return out;
  },
  refusal: chargeDriveRefusal,
  perform(state, player, action) {
    const card = seatOf(state, player)!.hand[action.card]! as Card & { power: number };
    // twgp.drive.charge.procedure: first the downloads, then the card to its square.
    const loaded = downloadCards(state, player, chargeDriveDownloads(card));
    const seat = seatOf(loaded.state, player)!;
    const hand = seat.hand.filter((_, i) => i !== action.card);
    const made = newUnit({ ...loaded.state, seats: loaded.state.seats.map((s) => (s.player === player ? { ...s, hand } : s)) }, player, card, action.face === 'up' ? 'Active' : 'Stealth');
    const ref = { player, square: action.square };
    const placed = placeSetPieces(setUnit(made.state, ref, made.unit), player, card, made.unit.mode); // twgp.field.battle-grid.set
    let next = placed.state;
    const events: TwgpEvent[] = [...loaded.events, { type: 'drive', drive: 'charge', player, card: card.name, square: action.square, mode: made.unit.mode }, ...placed.events];
    if (action.face === 'up') {
      const interrupted = interruptDirect(next, player, ref);
      next = interrupted.state;
      events.push(...interrupted.events);
    }
    return { state: next, events };
  },
};

export interface PowerDriveAction {
  type: 'power-drive';
  card: number;
  /** The core: a face-up upright unit of the player's own grid (twgp.drive.core). */
  core: number;
  /** Further materials of the player's own grid, any MODE (twgp.drive.material-any-state). */
  materials: number[];
  /** Whether the summoned unit goes on with a material's grid-blast declaration (twgp.drive.grid-blast-material); default false. */
  gridBlast?: boolean;
}

/**
 * Why `player` may not power drive (twgp.drive.power.procedure): a hand unit of base power
 * 04 or more (twgp.drive.power.no-low) whose base power is at most the drive power, the sum of
 * the base powers of the core and the materials, the core counted
 * (twgp.drive.power.note.core-counts); core face-up upright, materials any MODE, all on the
 * player's own grid and not hacked (twgp.drive.note.material-hack).
 */
export function powerDriveRefusal(state: TwgpState, player: PlayerId, action: PowerDriveAction): Failure | null {
  const refused = operateRefusal(state, player, 'twgp.drive.power.timing');
  if (refused) return refused;
  const seat = seatOf(state, player)!;
  const card = seat.hand[action.card];
  if (!card) return violation('twgp.drive.power.procedure', `${player}'s hand has no card ${action.card}`);
  if (!isUnitCard(card)) return violation('twgp.drive', `${card.name} is not a unit`);
  const banned = summonBanRefusal(state, card.power); // twgp.resource.vital.playing-card
  if (banned) return banned;
  const setRefused = setRefusal(state, player, action.card, action.materials.length); // twgp.resource.deck.set-cards, twgp.field.battle-grid.set
  if (setRefused) return setRefused;
  if (card.power < 4) return violation('twgp.drive.power.no-low', `${card.name} has base power ${card.power}; a power drive brings out 04 or more`);
  const core = seat.battleGrid[action.core];
  if (core && core.controller !== player) return violation('twgp.drive.material-any-state', `the unit at square ${action.core} is hacked; ${player} does not control it`);
  if (!core || core.mode !== 'Active') return violation('twgp.drive.power.procedure', `the core must be a face-up upright unit of ${player}'s own at square ${action.core}`);
  // A drive on an engaged unit needs the speed comparison: that is a counter drive
  // (twgp.drive.counter.speed-needed); the power drive's core has not fought yet (twgp.drive.power.evade).
  if (isEngaged(state, player, action.core)) return violation('twgp.drive.counter.speed-needed', 'the core is engaged; an engaged unit is driven on only by a counter drive, with its speed condition');
  let total = core.card.power;
  for (const m of action.materials) {
    const unit = seat.battleGrid[m];
    if (m === action.core || !unit) return violation('twgp.drive.power.procedure', `there is no other unit at ${player}'s square ${m} to use as material`);
    if (unit.controller !== player) return violation('twgp.drive.material-any-state', `the unit at square ${m} is hacked; ${player} does not control it`);
    total += unit.card.power;
  }
  if (card.power > total) return violation('twgp.drive.power.procedure', `${card.name} has base power ${card.power}, above the drive power ${total}`);
  return gridBlastKeepRefusal(action.gridBlast === true, action.materials.map((m) => seat.battleGrid[m]!));
}

/**
 * Whether the summoned unit may go on with a grid-blast declaration: only when one of the
 * materials stands declared (twgp.drive.grid-blast-material).
 */
export function gridBlastKeepRefusal(keep: boolean, materials: Unit[]): Failure | null {
  if (!keep || materials.some((u) => u.mode === 'GB-Prompt')) return null;
  return violation('twgp.drive.grid-blast-material', 'no material has declared a grid blast; there is no declaration to go on with');
}

/**
 * The summoned unit on top of its bundle (twgp.drive.bundle, twgp.drive.note.material-fate):
 * the parts' cards and their own materials under it; the weapons of the parts kept up to six
 * a grid, the rest logged out (twgp.drive.power.weapon-limit, twgp.drive.counter.weapon); none
 * of the parts' effects carried over — プラス, ダウン, アクセル start afresh
 * (twgp.drive.material-effects-lost); face-up upright, or face-down sideways when it goes on
 * with a material's grid-blast declaration (twgp.drive.grid-blast-material).
 */
export function bundleOf(base: Unit, parts: Unit[], extra: (Card & { power: number })[], keepGridBlast: boolean): { unit: Unit; overflow: Card[] } {
  const materials = [...parts.flatMap((u) => [u.card, ...u.materials]), ...extra];
  const weapons = parts.flatMap((u) => u.weapons);
  const declared = parts.find((u) => u.mode === 'GB-Prompt');
  const unit: Unit = { ...base, materials, weapons: weapons.slice(0, WEAPON_LIMIT), plus: 0, down: 0, accel: false, driven: true };
  if (keepGridBlast && declared) {
    unit.mode = 'GB-Prompt';
    const turn = (declared as Unit & { declaredTurn?: number }).declaredTurn;
    if (turn !== undefined) (unit as Unit & { declaredTurn?: number }).declaredTurn = turn;
  }
  return { unit, overflow: weapons.slice(WEAPON_LIMIT) };
}

export const powerDriveRule: ActionRule<PowerDriveAction> = {
  type: 'power-drive',
  fields: ['type', 'card', 'core', 'materials', 'gridBlast'],
  read(state, v, errors) {
    const card = readHandCard(v, errors);
    const core = readSquare(state, v.core, 'action.core', errors);
    const materials = readIndices(v.materials, 'action.materials', errors, widthOf(state));
    if (v.gridBlast !== undefined && typeof v.gridBlast !== 'boolean') errors.push({ path: 'action.gridBlast', message: 'must be true or false' });
    if (card === undefined || core === undefined || !materials || (v.gridBlast !== undefined && typeof v.gridBlast !== 'boolean')) return undefined;
    const action: PowerDriveAction = { type: 'power-drive', card, core, materials };
    if (v.gridBlast === true) action.gridBlast = true;
    return action;
  },
  offers(state, player) {
    if (!mayOperate(state, player)) return [];
    const seat = seatOf(state, player)!;
    const own = seat.battleGrid.flatMap((u, i) => (u && u.controller === player ? [i] : []));
    const out: PowerDriveAction[] = [];
    seat.hand.forEach((c, card) => {
      // What powerDriveRefusal refuses whatever the core and materials: skipped before the loops.
      if (!isUnitCard(c) || c.power < 4 || summonBanRefusal(state, c.power)) return;
      for (const core of own) {
        // What it refuses for the core whatever the materials: not face-up upright, or engaged.
        const coreUnit = seat.battleGrid[core]!;
        if (coreUnit.mode !== 'Active' || isEngaged(state, player, core)) continue;
        const others = own.filter((i) => i !== core);
        // Every set of further materials, as a bit mask over the other units.
        for (let mask = 0; mask < 1 << others.length; mask++) {
          const materials = others.filter((_, b) => mask & (1 << b));
          // A drive power below the card's base power is refused (twgp.drive.power.procedure).
          if (materials.reduce((n, m) => n + seat.battleGrid[m]!.card.power, coreUnit.card.power) < c.power) continue;
          const action: PowerDriveAction = { type: 'power-drive', card, core, materials };
          if (powerDriveRefusal(state, player, action)) continue;
          out.push(action);
          const keep: PowerDriveAction = { ...action, gridBlast: true };
          if (!powerDriveRefusal(state, player, keep)) out.push(keep);
        }
      }
    });
    return out;
  },
  refusal: powerDriveRefusal,
  perform(state, player, action) {
    const seat = seatOf(state, player)!;
    const card = seat.hand[action.card]! as Card & { power: number };
    const parts = [action.core, ...action.materials].map((i) => seat.battleGrid[i]!);
    const drivePower = parts.reduce((n, u) => n + u.card.power, 0);
    // twgp.drive.note.material-fate: the materials stay under the new unit as one bundle.
    let next = { ...state, seats: state.seats.map((s) => (s.player === player ? { ...s, hand: s.hand.filter((_, i) => i !== action.card) } : s)) };
    for (const m of action.materials) next = setUnit(next, { player, square: m }, null);
    const made = newUnit(next, player, card, 'Active');
    const { unit, overflow } = bundleOf(made.unit, parts, [], action.gridBlast === true);
    const placed = placeSetPieces(setUnit(made.state, { player, square: action.core }, unit), player, card, unit.mode); // twgp.field.battle-grid.set
    next = placed.state;
    const events: TwgpEvent[] = [{ type: 'drive', drive: 'power', player, card: card.name, square: action.core, materials: unit.materials.map((m) => m.name), drivePower, mode: unit.mode }, ...placed.events];
    if (overflow.length) {
      // twgp.drive.power.weapon-limit: weapons beyond six are logged out.
      const out = logOutCards(next, player, overflow);
      next = out.state;
      events.push(...out.events);
    }
    return { state: next, events };
  },
};

/**
 * An attack whose target is gone — made a material of a drive (twgp.drive.power.evade) — is
 * not judged: its attacker turns face-up sideways and ends its battle, and what was paid for
 * the attack (the charge boost's downloads) stays paid.
 */
export function evaded(state: TwgpState, attacker: UnitRef): Performed {
  const unit = unitAt(state, attacker);
  if (!unit) return { state, events: [] };
  const mode = unit.mode === 'Hack-Active' ? 'Hack-Save' : 'Save';
  return { state: setMode(state, attacker, mode), events: [{ type: 'evaded', attacker, clause: 'twgp.drive.power.evade' }, { type: 'mode', unit: attacker, mode }] };
}

/** Whether the unit at `square` of `player`'s grid is engaged in a declaration (for the drives that may not use it). */
export function isEngaged(state: TwgpState, player: PlayerId, square: number): boolean {
  return engaged(state, { player, square });
}
