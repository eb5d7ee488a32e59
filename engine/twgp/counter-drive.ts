/**
 * Chapter 9, ドライヴ（召喚） (spec/twgp/09-drive.md): カウンター・ドライヴ (twgp.drive.counter).
 * The player whose face-up upright unit is the target of an assault — or joined to it by
 * intercept (twgp.drive.counter.intercept-core) — makes it the core, lays materials of
 * consecutive base powers from the hand or their own grid on it, and summons a hand unit
 * within the drive power on top. An inner operation: performed at once, never stacked, its
 * execution condition judged then (twgp.drive.counter.execute). The summoned bundle keeps the
 * core's identity, so the assault resolves against it (twgp.drive.counter.continue; attack.ts
 * sameUnit).
 */
import { summonBanRefusal } from './vital-effect.ts';
import { violation, type Failure } from '../core/violation.ts';
import { readIndices, readRef, sameUnit } from './attack.ts';
import { bundleOf } from './drive.ts';
import { logOutCards, setUnit, widthOf } from './field.ts';
import type { ActionRule, Json } from './rules.ts';
import { holdsRight } from './sequence.ts';
import { seatOf, unitAt, type AssaultDeclaration, type Card, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { computedSpeed } from './status.ts';
import { withoutRight } from './timing.ts';

export interface CounterDriveAction {
  type: 'counter-drive';
  /** The hand unit summoned on top (an index of the hand). */
  card: number;
  /** The core: the targeted unit, or a unit joined to its synchro. */
  core: UnitRef;
  /** Materials from the hand (indices of the hand). */
  hand: number[];
  /** Materials from the player's own battle grid (squares). */
  grid: number[];
}

const isUnitCard = (c: Card | undefined): c is Card & { power: number } => !!c && c.power !== undefined && (c.kind === undefined || c.kind === 'ユニット');
const sameRef = (a: UnitRef, b: UnitRef) => a.player === b.player && a.square === b.square;

/**
 * The assault in which the unit at `ref` is engaged as the target or a joined unit, with the
 * attacker it faces (CoUnTer, twgp.timing.counter; twgp.drive.counter.intercept-core).
 */
function counterAssault(state: TwgpState, ref: UnitRef): { d: AssaultDeclaration; attacker: Unit } | null {
  const unit = unitAt(state, ref);
  if (!unit) return null;
  for (const d of [...state.stack].reverse()) {
    if (d.kind !== 'assault') continue;
    const attacker = sameUnit(state, d.attacker, d.attackerUid);
    if (!attacker) continue;
    const isTarget = sameRef(d.target, ref) && d.targetUid === unit.uid;
    const joined = d.intercept.some((r, i) => sameRef(r, ref) && (d.interceptUids?.[i] ?? unit.uid) === unit.uid);
    if (isTarget || joined) return { d, attacker };
  }
  return null;
}

/**
 * Why the base powers of the core and the materials do not make one run
 * (twgp.drive.counter.sequence): they go up by one, down by one, or both from the core's
 * base power, with no gap (twgp.drive.counter.note.contiguous) and no base power twice.
 */
function sequenceProblem(core: number, materials: number[]): string | null {
  const all = [core, ...materials].sort((a, b) => a - b);
  if (new Set(all).size !== all.length) return `two of ${all.join(', ')} have the same base power`;
  if (all.at(-1)! - all[0]! !== all.length - 1) return `${all.join(', ')} is not a run without gaps from the core's ${core}`;
  return null;
}

/**
 * Why `player` may not counter drive so (twgp.drive.counter.procedure):
 * - holding the right of action, at Counter: the core is the target of an assault on the
 *   stack, or a unit joined to its synchro (twgp.drive.counter.timing,
 *   twgp.drive.counter.intercept-core);
 * - the core face-up upright, on the player's own grid and in their control
 *   (twgp.drive.counter.procedure, twgp.drive.material-any-state);
 * - the core faster than the attacker, judged now (twgp.drive.counter.execute,
 *   twgp.drive.counter.speed-needed);
 * - materials: units of the hand, or units the player controls on their own grid
 *   (twgp.drive.material-any-state), making one run of base powers with the core
 *   (twgp.drive.counter.sequence);
 * - the summoned hand unit's base power at most the drive power, the core counted
 *   (twgp.drive.counter.procedure); no floor of 04 (twgp.drive.counter.note.power-floor).
 */
export function counterDriveRefusal(state: TwgpState, player: PlayerId, action: CounterDriveAction): Failure | null {
  const without = withoutRight(state, player);
  if (without) return without;
  const core = unitAt(state, action.core);
  const engaged = counterAssault(state, action.core);
  if (!core || !engaged) return violation('twgp.drive.counter.timing', `the unit at ${action.core.player}'s square ${action.core.square} is not the target of an assault (nor joined to one)`);
  if (action.core.player !== player || core.controller !== player) return violation('twgp.drive.material-any-state', `the core must be a unit ${player} controls on their own grid`);
  if (core.mode !== 'Active') return violation('twgp.drive.counter.procedure', `the core is ${core.mode}, not face-up upright`);
  const speed = computedSpeed(core);
  const attackerSpeed = computedSpeed(engaged.attacker);
  if (speed <= attackerSpeed) return violation('twgp.drive.counter.execute', `the core's speed ${speed} is not faster than the attacker's ${attackerSpeed}`);
  const seat = seatOf(state, player)!;
  const card = seat.hand[action.card];
  if (!card || action.hand.includes(action.card)) return violation('twgp.drive.counter.procedure', `${player}'s hand has no card ${action.card} to summon`);
  if (!isUnitCard(card)) return violation('twgp.drive', `${card.name} is not a unit`);
  const banned = summonBanRefusal(state, card.power); // twgp.resource.vital.playing-card
  if (banned) return banned;
  const powers: number[] = [];
  for (const i of action.hand) {
    const m = seat.hand[i];
    if (!isUnitCard(m)) return violation('twgp.drive.counter.procedure', `${player}'s hand card ${i} is not a unit to use as material`);
    powers.push(m.power);
  }
  for (const square of action.grid) {
    const m = seat.battleGrid[square];
    if (!m || square === action.core.square) return violation('twgp.drive.counter.procedure', `there is no other unit at ${player}'s square ${square} to use as material`);
    if (m.controller !== player) return violation('twgp.drive.material-any-state', `the unit at square ${square} is hacked; ${player} does not control it`);
    powers.push(m.card.power);
  }
  const gap = sequenceProblem(core.card.power, powers);
  if (gap) return violation('twgp.drive.counter.sequence', gap);
  const drivePower = core.card.power + powers.reduce((n, p) => n + p, 0);
  if (card.power > drivePower) return violation('twgp.drive.counter.procedure', `${card.name} has base power ${card.power}, above the drive power ${drivePower}`);
  return null;
}

/**
 * The counter drives offered: for each core, each run of base powers around it that the
 * player's materials can make, and each hand unit within its drive power. Where several
 * cards have a base power the run needs, one canonical choice is offered: the first such hand
 * card, else the leftmost such unit of the grid (they differ only in which card goes under).
 */
function offers(state: TwgpState, player: PlayerId): CounterDriveAction[] {
  if (!holdsRight(state, player)) return [];
  const seat = seatOf(state, player)!;
  const out: CounterDriveAction[] = [];
  seat.battleGrid.forEach((core, square) => {
    const ref = { player, square };
    if (!core || !counterAssault(state, ref)) return;
    const source = (p: number, used: number[]): { hand?: number; grid?: number } | null => {
      const h = seat.hand.findIndex((c, i) => isUnitCard(c) && c.power === p && !used.includes(i));
      if (h >= 0) return { hand: h };
      const g = seat.battleGrid.findIndex((u, i) => u && i !== square && u.controller === player && u.card.power === p);
      return g >= 0 ? { grid: g } : null;
    };
    // Runs lo..hi around the core's base power, grown while materials are found.
    const c = core.card.power;
    const below: { hand?: number; grid?: number }[] = [];
    for (let p = c - 1; p >= 0; p--) {
      const s = source(p, below.flatMap((x) => (x.hand === undefined ? [] : [x.hand])));
      if (!s) break;
      below.push(s);
    }
    const above: { hand?: number; grid?: number }[] = [];
    for (let p = c + 1; p <= 99; p++) {
      const used = [...below, ...above].flatMap((x) => (x.hand === undefined ? [] : [x.hand]));
      const s = source(p, used);
      if (!s) break;
      above.push(s);
    }
    for (let down = 0; down <= below.length; down++) {
      for (let up = 0; up <= above.length; up++) {
        const parts = [...below.slice(0, down), ...above.slice(0, up)];
        const hand = parts.flatMap((x) => (x.hand === undefined ? [] : [x.hand]));
        const grid = parts.flatMap((x) => (x.grid === undefined ? [] : [x.grid]));
        seat.hand.forEach((_, card) => {
          const action: CounterDriveAction = { type: 'counter-drive', card, core: ref, hand, grid };
          if (!counterDriveRefusal(state, player, action)) out.push(action);
        });
      }
    }
  });
  return out;
}

export const counterDriveRule: ActionRule<CounterDriveAction> = {
  type: 'counter-drive',
  fields: ['type', 'card', 'core', 'hand', 'grid'],
  read(state, v: Json, errors) {
    const card = Number.isSafeInteger(v.card) && (v.card as number) >= 0 ? (v.card as number) : void errors.push({ path: 'action.card', message: 'must be the index of a card in the hand, from 0' });
    const core = readRef(state, v.core, 'action.core', errors);
    const hand = readIndices(v.hand, 'action.hand', errors, 100);
    const grid = readIndices(v.grid, 'action.grid', errors, widthOf(state));
    if (grid?.some((g) => g >= widthOf(state))) errors.push({ path: 'action.grid', message: `must list battle-grid squares from 0 to ${widthOf(state) - 1}` });
    return card !== undefined && core && hand && grid && !grid.some((g) => g >= widthOf(state)) ? { type: 'counter-drive', card, core, hand, grid } : undefined;
  },
  offers,
  refusal: counterDriveRefusal,
  perform(state, player, action) {
    const seat = seatOf(state, player)!;
    const core = unitAt(state, action.core)!;
    const card = seat.hand[action.card]! as Card & { power: number };
    const handParts = action.hand.map((i) => seat.hand[i]! as Card & { power: number });
    const gridParts = action.grid.map((i) => seat.battleGrid[i]!);
    const drivePower = core.card.power + [...handParts, ...gridParts.map((u) => u.card)].reduce((n, c) => n + c.power, 0);
    let next = { ...state, seats: state.seats.map((s) => (s.player === player ? { ...s, hand: s.hand.filter((_, i) => i !== action.card && !action.hand.includes(i)) } : s)) };
    for (const square of action.grid) next = setUnit(next, { player, square }, null);
    // twgp.drive.counter.continue: the bundle keeps the core's identity and so its role in the assault.
    const top: Unit = { uid: core.uid, card: { ...card, kind: 'ユニット' }, mode: 'Active', controller: player, weapons: [], materials: [], plus: 0, down: 0, accel: false };
    const { unit, overflow } = bundleOf(top, [core, ...gridParts], handParts, false);
    next = setUnit(next, action.core, unit);
    const events = [{ type: 'drive', drive: 'counter', player, card: card.name, square: action.core.square, materials: unit.materials.map((m) => m.name), drivePower, mode: unit.mode, clause: 'twgp.drive.counter.continue' } as { type: string } & Record<string, unknown>];
    if (overflow.length) {
      // twgp.drive.counter.weapon: as for the power drive, weapons beyond six are logged out.
      const out = logOutCards(next, player, overflow);
      next = out.state;
      events.push(...out.events);
    }
    return { state: next, events };
  },
};
