/**
 * Chapter 10, ステルス (spec/twgp/10-stealth.md): stealth (潜伏), putting a stealth unit face
 * up again, and リ=アクティヴ. Inner operations: the right of action does not move.
 */
import { violation, type Failure } from '../core/violation.ts';
import { readRef } from './attack.ts';
import { interruptDirect } from './direct.ts';
import { setMode } from './field.ts';
import { routineOf } from './routine.ts';
import type { ActionRule, TwgpEvent } from './rules.ts';
import { unitAt, type PlayerId, type TwgpState, type UnitRef } from './state.ts';
import { engaged, operateRefusal, targeted } from './timing.ts';

/** The highest base power that may be stealthed (twgp.stealth.procedure). */
export const STEALTH_MAX_POWER = 3;

/** The units of `player`'s own grid that they control. */
function ownGrid(state: TwgpState, player: PlayerId): UnitRef[] {
  const seat = state.seats.find((s) => s.player === player)!;
  return seat.battleGrid.flatMap((u, square) => (u && u.controller === player ? [{ player, square }] : []));
}

/**
 * Why the unit cannot be stealthed (twgp.stealth.procedure): a face-up upright unit of the
 * player's own, of base power 03 or less (04 or more would be a foul:
 * twgp.stealth.high-power-foul), neither targeted (twgp.stealth.targeted-no) nor engaged,
 * not hacked (twgp.stealth.hacked-no), carrying no weapon (twgp.stealth.weapon-no).
 */
function stealthProblem(state: TwgpState, player: PlayerId, ref: UnitRef): Failure | null {
  const unit = unitAt(state, ref);
  if (!unit || ref.player !== player) return violation('twgp.stealth.procedure', `there is no unit on ${player}'s own grid at square ${ref.square}`);
  if (unit.controller !== player) return violation('twgp.stealth.hacked-no', 'a hacked unit cannot be stealthed');
  if (unit.mode !== 'Active') return violation('twgp.stealth.procedure', `the unit is ${unit.mode}, not face-up upright`);
  if (unit.card.power > STEALTH_MAX_POWER) return violation('twgp.stealth.high-power-foul', `${unit.card.name} has base power ${unit.card.power}; stealthing a unit of 04 or more is a foul`);
  if (unit.weapons.length) return violation('twgp.stealth.weapon-no', 'a unit carrying weapons cannot be stealthed');
  if (targeted(state, ref)) return violation('twgp.stealth.targeted-no', 'a unit chosen as a target cannot be stealthed');
  if (engaged(state, ref)) return violation('twgp.stealth.procedure', 'an engaged unit cannot be stealthed (Battle-oFF: twgp.stealth.timing)');
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
    if (operateRefusal(state, player, 'twgp.stealth.timing')) return [];
    return ownGrid(state, player).filter((ref) => !stealthProblem(state, player, ref)).map((unit) => ({ type: 'stealth' as const, unit }));
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
    if (operateRefusal(state, player, 'twgp.stealth.unstealth-block')) return [];
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

/** Whether `player` may re-active now: their build sequence after setup, or C of their damage routine (twgp.reactive.note.when). */
function reactiveOpen(state: TwgpState, player: PlayerId): boolean {
  const w = state.window;
  if (w.kind === 'build') return state.turn.player === player && w.setupDone.includes(player);
  return routineOf(state, player)?.step === 're-active';
}

/**
 * リ=アクティヴ (twgp.reactive): a face-up sideways unit of the player's own turns upright
 * again, one unit per action, as many as they like; a hacked unit cannot
 * (twgp.reactive.hacked). With `stealth`, a unit of 03 or less without weapons returns face
 * down (twgp.stealth.note.reactive-stealth).
 */
export const reactiveRule: ActionRule<{ type: 're-active'; unit: UnitRef; stealth: boolean }> = {
  type: 're-active',
  fields: ['type', 'unit', 'stealth'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    if (v.stealth !== undefined && typeof v.stealth !== 'boolean') errors.push({ path: 'action.stealth', message: 'must be true or false' });
    return unit && (v.stealth === undefined || typeof v.stealth === 'boolean') ? { type: 're-active', unit, stealth: v.stealth === true } : undefined;
  },
  offers(state, player) {
    if (!reactiveOpen(state, player)) return [];
    return ownGrid(state, player).flatMap((unit) => {
      const u = unitAt(state, unit)!;
      if (u.mode !== 'Save') return [];
      const up = { type: 're-active' as const, unit, stealth: false };
      return u.card.power <= STEALTH_MAX_POWER && !u.weapons.length ? [up, { ...up, stealth: true }] : [up];
    });
  },
  refusal(state, player, action) {
    if (!reactiveOpen(state, player)) return violation('twgp.reactive.note.when', `${player} cannot re-active now (the build sequence, or C of the damage routine)`);
    const unit = unitAt(state, action.unit);
    if (!unit || action.unit.player !== player) return violation('twgp.reactive', `there is no unit on ${player}'s own grid at square ${action.unit.square}`);
    if (unit.controller !== player) return violation('twgp.reactive.hacked', 'a hacked unit cannot be re-activated by its owner');
    if (unit.mode !== 'Save') return violation('twgp.reactive', `the unit is ${unit.mode}, not face-up sideways`);
    if (action.stealth && unit.card.power > STEALTH_MAX_POWER) return violation('twgp.stealth.high-power-foul', `${unit.card.name} has base power ${unit.card.power}; it cannot return face down`);
    if (action.stealth && unit.weapons.length) return violation('twgp.stealth.weapon-no', 'a unit carrying weapons cannot return face down');
    return null;
  },
  perform(state, _player, action) {
    const mode = action.stealth ? 'Stealth' : 'Active';
    return { state: setMode(state, action.unit, mode), events: [{ type: 'mode', unit: action.unit, mode, clause: 'twgp.reactive' }] };
  },
};

export const STEALTH_RULES = [stealthRule, unstealthRule, reactiveRule];
