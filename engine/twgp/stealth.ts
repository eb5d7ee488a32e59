/**
 * Chapter 10, ステルス (spec/twgp/10-stealth.md): stealth (潜伏), putting a stealth unit face
 * up again, and リ=アクティヴ. Inner operations: the right of action does not move.
 */
import { violation, type Failure } from '../core/violation.ts';
import { readRef } from './attack.ts';
import { interruptDirect } from './direct.ts';
import { emptyBattleSquares, setMode, squareFree } from './field.ts';
import { downloadable, downloadCards } from './resources.ts';
import { routineOf } from './routine.ts';
import type { ActionRule, Performed, TwgpEvent } from './rules.ts';
import { seatOf, unitAt, withSeat, type Card, type PlayerId, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { engaged, mayOperate, operateRefusal, targeted } from './timing.ts';

/** The highest base power that may be stealthed (twgp.stealth.procedure). */
export const STEALTH_MAX_POWER = 3;

/** The units of `player`'s own grid that they control. */
function ownGrid(state: TwgpState, player: PlayerId): UnitRef[] {
  const seat = state.seats.find((s) => s.player === player)!;
  return seat.battleGrid.flatMap((u, square) => (u && u.controller === player ? [{ player, square }] : []));
}

/**
 * Why the unit cannot be stealthed (twgp.stealth.procedure): a face-up upright unit of the
 * player's own grid and control; not hacked, by either side (twgp.stealth.hacked-no,
 * twgp.mode.hack.controller); of base power 03 or less (04 or more would be a foul:
 * twgp.stealth.high-power-foul); carrying no weapon (twgp.stealth.weapon-no); not targeted
 * (twgp.stealth.targeted-no) nor otherwise engaged — attacking, or joined to a synchro
 * (Battle-oFF, twgp.stealth.timing).
 */
function stealthProblem(state: TwgpState, player: PlayerId, ref: UnitRef): Failure | null {
  const unit = unitAt(state, ref);
  if (unit && unit.controller === player && (unit.mode === 'Hack-Active' || unit.mode === 'Hack-Save')) return violation('twgp.stealth.hacked-no', 'a hacked unit cannot be stealthed, by its hacker either');
  if (!unit || ref.player !== player) return violation('twgp.stealth.procedure', `there is no unit on ${player}'s own grid at square ${ref.square}`);
  if (unit.controller !== player) return violation('twgp.stealth.hacked-no', 'a hacked unit cannot be stealthed');
  if (unit.mode !== 'Active') return violation('twgp.stealth.procedure', `the unit is ${unit.mode}, not face-up upright`);
  return returnFaceDownProblem(state, unit, ref);
}

/** The limits every stealth shares, at re-active too (twgp.stealth.when item 2): power, weapons, target, engagement. */
function returnFaceDownProblem(state: TwgpState, unit: Unit, ref: UnitRef): Failure | null {
  // With master-skills, the master unit's weak point: it never stealths (twgp.master-skill.weak-point).
  if (unit.card.master && state.options['master-skills']) return violation('twgp.master-skill.weak-point', `${unit.card.name} is a master unit: it cannot stealth`);
  if (unit.card.power > STEALTH_MAX_POWER) return violation('twgp.stealth.high-power-foul', `${unit.card.name} has base power ${unit.card.power}; stealthing a unit of 04 or more is a foul`);
  if (unit.weapons.length) return violation('twgp.stealth.weapon-no', 'a unit carrying weapons cannot be stealthed');
  if (targeted(state, ref)) return violation('twgp.stealth.targeted-no', 'a unit chosen as a target cannot be stealthed');
  if (engaged(state, ref)) return violation('twgp.stealth.timing', 'an engaged unit cannot be stealthed: stealth is done at Battle-oFF');
  return null;
}

export const stealthRule: ActionRule<{ type: 'stealth'; unit: UnitRef }> = {
  type: 'stealth',
  fields: ['type', 'unit'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    return unit ? { type: 'stealth', unit } : undefined;
  },
  offers(state, player) {
    if (!mayOperate(state, player)) return [];
    // stealthProblem refuses every unit that is not face-up upright: skipped before it.
    return ownGrid(state, player)
      .filter((ref) => unitAt(state, ref)!.mode === 'Active' && !stealthProblem(state, player, ref))
      .map((unit) => ({ type: 'stealth' as const, unit }));
  },
  refusal: (state, player, action) => operateRefusal(state, player, 'twgp.stealth.timing') ?? stealthProblem(state, player, action.unit),
  perform: (state, player, action) => ({ state: setMode(state, action.unit, 'Stealth'), events: [{ type: 'mode', unit: action.unit, mode: 'Stealth', clause: 'twgp.stealth.procedure' }] }),
};

/**
 * A stealth unit of the player's own is put face-up upright again; against a direct on its
 * player it stops the direct and becomes its target, whatever its speed
 * (twgp.stealth.unstealth-block, twgp.direct.method.interrupt-target).
 */
export const unstealthRule: ActionRule<{ type: 'unstealth'; unit: UnitRef }> = {
  type: 'unstealth',
  fields: ['type', 'unit'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    return unit ? { type: 'unstealth', unit } : undefined;
  },
  offers(state, player) {
    if (!mayOperate(state, player)) return [];
    return ownGrid(state, player).filter((ref) => unitAt(state, ref)!.mode === 'Stealth').map((unit) => ({ type: 'unstealth' as const, unit }));
  },
  refusal(state, player, action) {
    const refused = operateRefusal(state, player, 'twgp.stealth.unstealth-block');
    if (refused) return refused;
    const unit = unitAt(state, action.unit);
    return unit && action.unit.player === player && unit.mode === 'Stealth' ? null : violation('twgp.stealth.unstealth-block', `there is no stealth unit of ${player}'s at square ${action.unit.square}`);
  },
  perform(state, player, action) {
    const events: TwgpEvent[] = [{ type: 'mode', unit: action.unit, mode: 'Active', clause: 'twgp.stealth.unstealth-block' }];
    const interrupted = interruptDirect(setMode(state, action.unit, 'Active'), player, action.unit);
    return { state: interrupted.state, events: [...events, ...interrupted.events] };
  },
};

/**
 * Whether `player` may re-active now (twgp.reactive.when): their build sequence after setup
 * (a build sequence comes only when the turn came from another player), or C of their
 * damage routine. (Effects granting it are not in the base system.)
 */
function reactiveOpen(state: TwgpState, player: PlayerId): boolean {
  const w = state.window;
  if (state.result) return false;
  if (w.kind === 'build') return state.turn.player === player && w.setupDone.includes(player);
  return routineOf(state, player)?.step === 're-active';
}

/** The sideways units `player` may re-active: face-up sideways on their own grid, and those they hack elsewhere (Hack-Save). */
function sidewaysUnits(state: TwgpState, player: PlayerId): UnitRef[] {
  return state.seats.flatMap((seat) =>
    seat.battleGrid.flatMap((u, square) => (u && u.controller === player && (u.mode === 'Save' || u.mode === 'Hack-Save') ? [{ player: seat.player, square }] : [])),
  );
}

type ReactiveAction = { type: 're-active'; unit: UnitRef; stealth: boolean };

function reactiveRefusal(state: TwgpState, player: PlayerId, action: ReactiveAction): Failure | null {
  if (!reactiveOpen(state, player)) return violation('twgp.reactive.when', `${player} cannot re-active now (the build sequence, or C of the damage routine)`);
  const unit = unitAt(state, action.unit);
  if (!unit) return violation('twgp.reactive', `there is no unit at ${action.unit.player}'s square ${action.unit.square}`);
  if (unit.controller !== player) return violation('twgp.reactive.hacked', `${player} does not control that unit (hacked), so cannot re-active it`);
  if (unit.mode !== 'Save' && unit.mode !== 'Hack-Save') return violation('twgp.reactive', `the unit is ${unit.mode}, not face-up sideways`);
  if (!action.stealth) return null;
  // twgp.stealth.when item 2: returned face down instead, under stealth's other limits.
  if (unit.mode === 'Hack-Save') return violation('twgp.stealth.hacked-no', 'a hacked unit cannot be stealthed');
  return returnFaceDownProblem(state, unit, action.unit);
}

/**
 * リ=アクティヴ (twgp.reactive): a face-up sideways unit the player controls turns upright
 * again, one unit per action, as many as they like — a unit they hack on another's grid
 * back to Hack-Active; a unit hacked from them cannot (twgp.reactive.hacked). With
 * `stealth`, a unit of their own of 03 or less returns face down instead, under stealth's
 * other limits (twgp.stealth.when item 2, twgp.stealth.note.reactive-stealth).
 */
export const reactiveRule: ActionRule<ReactiveAction> = {
  type: 're-active',
  fields: ['type', 'unit', 'stealth'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    if (v.stealth !== undefined && typeof v.stealth !== 'boolean') errors.push({ path: 'action.stealth', message: 'must be true or false' });
    return unit && (v.stealth === undefined || typeof v.stealth === 'boolean') ? { type: 're-active', unit, stealth: v.stealth === true } : undefined;
  },
  offers(state, player) {
    if (!reactiveOpen(state, player)) return [];
    return sidewaysUnits(state, player).flatMap((unit) =>
      [false, true].map((stealth) => ({ type: 're-active' as const, unit, stealth })).filter((a) => !reactiveRefusal(state, player, a)),
    );
  },
  refusal: reactiveRefusal,
  perform(state, _player, action) {
    const hacked = unitAt(state, action.unit)!.mode === 'Hack-Save';
    const mode = action.stealth ? 'Stealth' : hacked ? 'Hack-Active' : 'Active';
    return { state: setMode(state, action.unit, mode), events: [{ type: 'mode', unit: action.unit, mode, clause: action.stealth ? 'twgp.stealth.when' : 'twgp.reactive' }] };
  },
};

/**
 * An effect that forces a unit face down (裏タテ置き) — a hazard's kind of effect
 * (twgp.stealth.pierce) — never works on a unit of base power 04 or more
 * (twgp.stealth.high-power-immune). A unit carrying weapons cannot be face down either
 * (twgp.stealth.weapon-no). Otherwise the unit turns face-down upright, keeping its owner's
 * control. A target that has left the field is not there to turn.
 */
export function forceFaceDown(state: TwgpState, ref: UnitRef | undefined, uid: number | undefined): Performed {
  const unit = ref ? unitAt(state, ref) : null;
  if (!ref || !unit || unit.uid !== uid) return { state, events: [{ type: 'fizzle', declaration: 'effect', clause: 'twgp.stealth.high-power-immune', reason: 'the target has left the field' }] };
  if (unit.card.power > STEALTH_MAX_POWER) return { state, events: [{ type: 'no-effect', unit: ref, clause: 'twgp.stealth.high-power-immune' }] };
  if (unit.weapons.length) return { state, events: [{ type: 'no-effect', unit: ref, clause: 'twgp.stealth.weapon-no' }] };
  if (unit.mode === 'Stealth') return { state, events: [] };
  return { state: setMode(state, ref, 'Stealth'), events: [{ type: 'mode', unit: ref, mode: 'Stealth' }] };
}

export interface LayCounterAction {
  type: 'lay-counter';
  /** The log counter in the hand (an index). */
  card: number;
  /** The empty square it is laid on, face down: a charge-grid square, or with `grid: 'battle'` a free battle-grid square. */
  square: number;
  /** `battle`: laid on the battle grid by a stealth drive (twgp.stealth.summon); absent: on the charge grid. */
  grid?: 'battle';
}

/** Whether the card is a log counter (twgp.property.log-counter): by its kind or its effect's property. */
const isLogCounter = (card: Card): boolean => card.kind === 'ログ・カウンター' || (card.kind === undefined && card.power === undefined && card.effect?.property === 'log-counter');

/**
 * Laying a log counter face down (twgp.stealth.other-cards, twgp.stealth.note.other-cards): a
 * stealth operation like a stealth summon, so it is done only when stealth is — holding the
 * right of action (twgp.stealth.when, twgp.stealth.timing) — and the right stays. On the
 * battle grid (`grid: 'battle'`) it is a stealth drive: the charge drive's downloads, then the
 * card face-down upright on a free battle-grid square (one card a square:
 * twgp.field.battle-grid.one-unit). On the charge grid, the card goes face-down upright onto an
 * empty square (twgp.field.charge-grid.capacity). Either way it waits to go off when it is
 * logged out (twgp.property.counter.prepared). Offers: each log counter of the hand on each
 * empty square of either grid.
 */
function layCounterRefusal(state: TwgpState, player: PlayerId, action: LayCounterAction): Failure | null {
  const refused = operateRefusal(state, player, 'twgp.stealth.other-cards');
  if (refused) return refused;
  const seat = seatOf(state, player)!;
  const card = seat.hand[action.card];
  if (!card || !isLogCounter(card)) return violation('twgp.stealth.other-cards', `${player}'s hand card ${action.card} is not a log counter to lay face down`);
  if (action.grid === 'battle') return action.square < seat.battleGrid.length && squareFree(seat, action.square) ? null : violation('twgp.field.battle-grid.one-unit', `${player}'s battle square ${action.square} is not free`);
  if (action.square >= seat.chargeGrid.length || seat.chargeGrid[action.square] !== null) return violation('twgp.field.charge-grid.capacity', `${player}'s charge square ${action.square} is not empty`);
  return null;
}

export const layCounterRule: ActionRule<LayCounterAction> = {
  type: 'lay-counter',
  fields: ['type', 'card', 'square', 'grid'],
  read(_state, v, errors) {
    const card = Number.isSafeInteger(v.card) && (v.card as number) >= 0 ? (v.card as number) : void errors.push({ path: 'action.card', message: 'must be the index of a card in the hand, from 0' });
    const square = Number.isSafeInteger(v.square) && (v.square as number) >= 0 ? (v.square as number) : void errors.push({ path: 'action.square', message: 'must be a square from 0' });
    if (v.grid !== undefined && v.grid !== 'battle') errors.push({ path: 'action.grid', message: "must be 'battle' (or absent: the charge grid)" });
    if (card === undefined || square === undefined || (v.grid !== undefined && v.grid !== 'battle')) return undefined;
    return v.grid === 'battle' ? { type: 'lay-counter', card, square, grid: 'battle' } : { type: 'lay-counter', card, square };
  },
  offers(state, player) {
    if (operateRefusal(state, player, 'twgp.stealth.other-cards')) return [];
    const seat = seatOf(state, player)!;
    const squares = seat.chargeGrid.flatMap((c, i) => (c === null ? [i] : []));
    const battle = emptyBattleSquares(state, player);
    return seat.hand.flatMap((c, card) => (isLogCounter(c) ? [
      ...squares.map((square) => ({ type: 'lay-counter' as const, card, square })),
      ...battle.map((square) => ({ type: 'lay-counter' as const, card, square, grid: 'battle' as const })),
    ] : []));
  },
  refusal: layCounterRefusal,
  perform(state, player, action) {
    const seat = seatOf(state, player)!;
    const card = seat.hand[action.card]!;
    if (action.grid === 'battle') {
      // The stealth drive: the charge drive's downloads first, then the card face down on the square.
      const loaded = downloadCards(state, player, Math.min(2, downloadable(seat)));
      const after = seatOf(loaded.state, player)!;
      const next = withSeat(loaded.state, { ...after, hand: after.hand.filter((_, i) => i !== action.card), counters: [...(after.counters ?? []), { square: action.square, card }] });
      return { state: next, events: [...loaded.events, { type: 'lay-counter', player, grid: 'battle', square: action.square, clause: 'twgp.stealth.other-cards' }] };
    }
    const next = withSeat(state, { ...seat, hand: seat.hand.filter((_, i) => i !== action.card), chargeGrid: seat.chargeGrid.map((c, i) => (i === action.square ? { card, mode: 'Charge' as const } : c)) });
    return { state: next, events: [{ type: 'lay-counter', player, square: action.square, clause: 'twgp.stealth.other-cards' }] };
  },
};

export const STEALTH_RULES = [stealthRule, unstealthRule, reactiveRule, layCounterRule];
