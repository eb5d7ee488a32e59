/**
 * Chapter 25, ユニット・スキル (spec/twgp/25-unit-skills.md), the option `unit-skills`
 * (twgp.unit-skill.option): the skills a unit has by its base power (twgp.unit-skill.list).
 *
 * - 00 アストラル・プロパティ: the draw without log-out is the base system's
 *   (twgp.attack.assault.zero-limit, twgp.unit-skill.astral.note.both-stay); the option adds one
 *   such unit per deck (twgp.unit-skill.astral.one-per-deck) and its three processes
 *   (twgp.unit-skill.astral.processes: `withAstralLimit`).
 * - 01 デコイ and 04–05 チャージ・シールド: the sublimation skills' code
 *   (sublimation-skills.ts, twgp.sublimation.note.option-skills), which asks `skillByPower`.
 * - 02 プローヴ and トレーサー: here (`probeRule`, `tracerRule`). The tracer's trigger, a unit
 *   leaving the grid otherwise than by delete or log-out, is a charge back (option charge-back,
 *   which calls `tracerChance`; twgp.unit-skill.tracer.note.leaving).
 * - 04–05 バースト・チャージ: unit-skills-burst.ts.
 */
import { violation, type Failure } from '../core/violation.ts';
import { attackerRefusal, readRef } from './attack.ts';
import { removeUnit, setMode } from './field.ts';
import { loseVitals } from './damage.ts';
import { toLog } from './property.ts';
import { nextWindow } from './sequence.ts';
import type { ActionRule, Performed, TwgpEvent } from './rules.ts';
import { seatOf, unitAt, withSeat, type AssaultDeclaration, type Card, type PlayerId, type TracerWindow, type TwgpState, type Unit, type UnitRef } from './state.ts';
import { declareOuter } from './timing.ts';

/** Whether the option unit-skills is adopted (twgp.unit-skill.option, twgp.options.optional). */
export const unitSkillsOn = (state: TwgpState): boolean => state.options['unit-skills'] !== undefined && state.options['unit-skills'] !== false;

/** The skills of twgp.unit-skill.list by base power; 03 and 06 or more have none (twgp.unit-skill.note.missing-powers). */
export type UnitSkill = 'astral' | 'decoy' | 'probe' | 'tracer' | 'burst-charge' | 'charge-shield';

/** The skills a base power gives (twgp.unit-skill.list). Burst charge is judged on the computed power instead (twgp.unit-skill.note.which-power). */
export function skillsOfPower(power: number): UnitSkill[] {
  if (power === 0) return ['astral'];
  if (power === 1) return ['decoy'];
  if (power === 2) return ['probe', 'tracer'];
  if (power === 4 || power === 5) return ['burst-charge', 'charge-shield'];
  return [];
}

/** Whether the option gives this unit the skill by its base power (twgp.unit-skill.list, twgp.unit-skill.note.which-power). */
export function skillByPower(state: TwgpState, unit: Unit, skill: UnitSkill): boolean {
  return unitSkillsOn(state) && skillsOfPower(unit.card.power).includes(skill);
}

// ---- 00: astral property ----

/** A unit of base power 00 (twgp.unit-skill.astral). */
const isAstralCard = (c: Card): boolean => (c.kind === 'ユニット' || c.kind === undefined) && c.power === 0;

/**
 * One astral unit per deck (twgp.unit-skill.astral.one-per-deck): with the option, the second
 * base-00 unit among all the cards a player brings (entry deck, reserve bundles, pool) is
 * refused at its path (twgp.unit-skill.astral.note.deck).
 */
export function checkAstralPerDeck(options: Record<string, unknown>, cards: { card: Card; path: string }[], fail: (path: string, message: string) => void): void {
  if (options['unit-skills'] === undefined || options['unit-skills'] === false) return;
  const zero = cards.filter(({ card }) => isAstralCard(card));
  for (const extra of zero.slice(1)) fail(extra.path, `a second base-00 unit in this deck (the first is '${zero[0]!.card.name}'): with unit-skills a deck holds one unit with the astral property (twgp.unit-skill.astral.one-per-deck)`);
}

/** The units an action of another chapter uses as its own process (twgp.unit-skill.astral.processes): attacks other than assault, grid blasts, intercept, a charge shield (the sublimation's too). */
function unitsActing(action: { type: string } & Record<string, unknown>): UnitRef[] {
  if (action.type === 'charge-boost' || action.type === 'direct') return action.attacker ? [action.attacker as UnitRef] : [];
  if (action.type === 'grid-blast-declare' || action.type === 'grid-blast' || action.type === 'intercept' || action.type === 'charge-shield') return [action.unit as UnitRef];
  return [];
}

/**
 * With the option, a unit with the astral property (base power 00) chooses only assault,
 * stealth and decoy (twgp.unit-skill.astral.processes; decoy only when sublimation gives it,
 * twgp.unit-skill.astral.note.link-effect): its charge boost, direct, grid blast, intercept and
 * charge shield — which sublimation gives every unit, this one too — are refused citing the clause.
 */
export function astralRefusal(state: TwgpState, action: { type: string } & Record<string, unknown>): Failure | null {
  if (!unitSkillsOn(state)) return null;
  for (const ref of unitsActing(action)) {
    const unit = ref && typeof ref === 'object' ? unitAt(state, ref) : undefined;
    if (unit && unit.card.power === 0) return violation('twgp.unit-skill.astral.processes', `${unit.card.name} has the astral property (base power 00): it chooses only assault, stealth and decoy, not ${action.type}`);
  }
  return null;
}

/** A rule of another chapter with the astral limit applied (offers filtered, refusal first): the registry wraps every rule with it. */
export function withAstralLimit<A extends { type: string }>(rule: ActionRule<A>): ActionRule<A> {
  if (!['charge-boost', 'direct', 'grid-blast-declare', 'grid-blast', 'intercept', 'charge-shield'].includes(rule.type)) return rule;
  return {
    ...rule,
    offers: (state, player) => {
      const out = rule.offers(state, player);
      return unitSkillsOn(state) ? out.filter((a) => !astralRefusal(state, a as never)) : out;
    },
    refusal: (state, player, action) => astralRefusal(state, action as never) ?? rule.refusal(state, player, action),
  };
}

// ---- 02: probe ----

export interface ProbeAction {
  type: 'probe';
  /** The probing unit, base power 02. */
  unit: UnitRef;
  /** A face-down upright card on an opponent's battle grid: a stealth unit or a surge earth. */
  target: UnitRef;
}

/** What lies face-down upright at the square: a stealth unit, a laid log counter, a face-down surge earth, or nothing (twgp.unit-skill.probe.note.non-unit). */
function faceDownAt(state: TwgpState, ref: UnitRef): 'unit' | 'counter' | 'earth' | null {
  const seat = seatOf(state, ref.player);
  if (!seat) return null;
  if (seat.battleGrid[ref.square]?.mode === 'Stealth') return 'unit';
  // A laid counter a ハザード turned lies face up: not probed (twgp.charge-effect.hazard.note.turned-cards).
  if (seat.counters?.some((c) => c.square === ref.square && !c.turned)) return 'counter';
  return seat.earths?.some((e) => e.square === ref.square && !e.faceUp) ? 'earth' : null;
}

/**
 * Why the probe is refused (twgp.unit-skill.probe): the option; as an attack, by the player
 * holding the right of action and the right to target with nothing declared
 * (twgp.unit-skill.probe.timing: Advantage; the lock-on, twgp.unit-skill.probe.note.non-unit),
 * with a face-up upright unit they control of base power 02 (twgp.unit-skill.probe-tracer); the
 * target a face-down upright card on another player's battle grid (a stealth unit of theirs,
 * or a surge earth), never one of the prober's own (twgp.unit-skill.probe.target).
 */
export function probeRefusal(state: TwgpState, player: PlayerId, action: ProbeAction): Failure | null {
  if (!unitSkillsOn(state)) return violation('twgp.unit-skill.option', 'unit skills are an option (unit-skills) this game has not adopted');
  const refused = attackerRefusal(state, player, action.unit, 'twgp.unit-skill.probe.timing');
  if (refused) return refused;
  const unit = unitAt(state, action.unit)!;
  if (!skillByPower(state, unit, 'probe')) return violation('twgp.unit-skill.probe-tracer', `${unit.card.name} has base power ${unit.card.power}: probe is the skill of base power 02`);
  const what = faceDownAt(state, action.target);
  const owner = action.target.player;
  if (!what || owner === player || (what === 'unit' && unitAt(state, action.target)!.controller === player)) return violation('twgp.unit-skill.probe.target', `there is no face-down upright card of an opponent's at ${owner}'s square ${action.target.square}`);
  return null;
}

export const probeRule: ActionRule<ProbeAction> = {
  type: 'probe',
  fields: ['type', 'unit', 'target'],
  read(state, v, errors) {
    const unit = readRef(state, v.unit, 'action.unit', errors);
    const target = readRef(state, v.target, 'action.target', errors);
    return unit && target ? { type: 'probe', unit, target } : undefined;
  },
  offers(state, player) {
    if (!unitSkillsOn(state) || state.window.kind !== 'battle' || state.right !== player || state.turn.player !== player) return [];
    const out: ProbeAction[] = [];
    state.seats.forEach((mine) => mine.battleGrid.forEach((u, square) => {
      if (!u || u.controller !== player || u.card.power !== 2) return;
      for (const seat of state.seats) {
        for (let t = 0; t < seat.battleGrid.length; t++) {
          const action: ProbeAction = { type: 'probe', unit: { player: mine.player, square }, target: { player: seat.player, square: t } };
          if (!probeRefusal(state, player, action)) out.push(action);
        }
      }
    }));
    return out;
  },
  refusal: probeRefusal,
  /**
   * The card turns face-up upright (twgp.unit-skill.probe). A unit: the probing unit's assault
   * on it is declared, an outer declaration (twgp.declare.outer). Any other card (a surge earth)
   * stays face-up upright and no assault follows (twgp.unit-skill.probe.note.non-unit).
   */
  perform(state, player, action): Performed {
    // A log counter laid on the battle grid: it is forced open and its process happens — it goes off as a log counter (twgp.unit-skill.probe.log-counter, twgp.property.log-counter.where).
    if (faceDownAt(state, action.target) === 'counter') {
      const seat = seatOf(state, action.target.player)!;
      const laid = seat.counters!.find((c) => c.square === action.target.square)!;
      const rest = seat.counters!.filter((c) => c !== laid);
      const { counters: _all, ...others } = seat;
      const lifted = withSeat(state, rest.length ? { ...others, counters: rest } : others);
      const logged = toLog(lifted, action.target.player, [{ card: laid.card, faceDown: true, from: 'field' }]);
      return { state: logged.state, events: [{ type: 'probe', player, unit: action.unit, target: action.target, revealed: 'log-counter', clause: 'twgp.unit-skill.probe.log-counter' }, ...logged.events] };
    }
    if (faceDownAt(state, action.target) === 'earth') {
      const seat = seatOf(state, action.target.player)!;
      const earths = seat.earths!.map((e) => (e.square === action.target.square ? { ...e, faceUp: true } : e));
      return { state: withSeat(state, { ...seat, earths }), events: [{ type: 'probe', player, unit: action.unit, target: action.target, revealed: 'surge-earth', clause: 'twgp.unit-skill.probe.note.non-unit' }] };
    }
    const flipped = setMode(state, action.target, 'Active');
    const target = unitAt(flipped, action.target)!;
    const declaration: AssaultDeclaration = {
      kind: 'assault', by: player, affects: target.controller, sightOn: true,
      attacker: action.unit, target: action.target, attackerUid: unitAt(state, action.unit)!.uid, targetUid: target.uid,
      intercept: [], surge: [],
    };
    const declared = declareOuter(flipped, declaration);
    return { state: declared.state, events: [{ type: 'probe', player, unit: action.unit, target: action.target, revealed: 'unit', clause: 'twgp.unit-skill.probe' }, { type: 'mode', unit: action.target, mode: 'Active' }, { type: 'assault-declared', attacker: action.unit, target: action.target, surge: 0 }, ...declared.events] };
  },
};

// ---- 02: tracer ----

/** A unit that can trace: base power 02 under the option, controlled by `player`, upright face up or face down (twgp.unit-skill.tracer.face-down). */
function canTrace(state: TwgpState, player: PlayerId, unit: Unit | null | undefined): unit is Unit {
  return !!unit && unit.controller === player && skillByPower(state, unit, 'tracer') && (unit.mode === 'Active' || unit.mode === 'Stealth' || unit.mode === 'Hack-Active');
}

/**
 * A tracer destroys itself: a unit that the variant phase-attribute would keep on the grid (a
 * phase unit with a declared attribute, discarded outside a battle: field.ts removeUnit) cannot
 * pay that price, so it does not trace (twgp.phase-device.note.attribute-battle).
 */
const keptOnGrid = (state: TwgpState, unit: Unit): boolean => !!state.options['phase-attribute'] && !!state.options['phase-device'] && unit.card.phase?.attribute !== undefined;

const tracers = (state: TwgpState, player: PlayerId): UnitRef[] =>
  state.seats.flatMap((seat) => seat.battleGrid.flatMap((u, square) => (canTrace(state, player, u) && !keptOnGrid(state, u) ? [{ player: seat.player, square }] : [])));

/**
 * `victim`'s `leaving` units leave the battle grid otherwise than by delete or log-out (a charge
 * back: twgp.unit-skill.tracer.note.leaving). With the option, each other player who has a
 * unit that can trace gets the window tracer at once, the Interrupt timing
 * (twgp.unit-skill.tracer.timing); the window that was current comes back after it.
 */
export function tracerChance(state: TwgpState, victim: PlayerId, leaving: number): Performed {
  if (!unitSkillsOn(state) || state.result) return { state, events: [] };
  const windows: TracerWindow[] = state.seats.filter((s) => !s.lost && s.player !== victim && tracers(state, s.player).length).map((s) => ({ kind: 'tracer', player: s.player, victim, leaving }));
  if (!windows.length) return { state, events: [] };
  const [first, ...rest] = windows;
  return { state: { ...state, window: first!, queue: [...rest, state.window, ...state.queue], right: first!.player }, events: [{ type: 'tracer-chance', players: windows.map((w) => w.player), victim, clause: 'twgp.unit-skill.tracer.timing' }] };
}

export interface TracerAction {
  type: 'tracer';
  /** The units that trace, one per leaving unit (twgp.unit-skill.tracer.match); empty: none. */
  units: UnitRef[];
}

const tracerWindow = (state: TwgpState, player: PlayerId): TracerWindow | null => (state.window.kind === 'tracer' && state.window.player === player ? state.window : null);

/**
 * Why the tracer is refused: the option; only in the player's window tracer, while an
 * opponent's unit leaves the grid (twgp.unit-skill.tracer.timing); as many tracing units as
 * leaving units, or none (twgp.unit-skill.tracer.match); each a distinct unit of base power 02
 * the player controls, face up or face down (twgp.unit-skill.probe-tracer,
 * twgp.unit-skill.tracer.face-down), that can destroy itself (not one the variant
 * phase-attribute keeps on the grid: twgp.phase-device.note.attribute-battle).
 */
export function tracerRefusal(state: TwgpState, player: PlayerId, action: TracerAction): Failure | null {
  if (!unitSkillsOn(state)) return violation('twgp.unit-skill.option', 'unit skills are an option (unit-skills) this game has not adopted');
  const w = tracerWindow(state, player);
  if (!w) return violation('twgp.unit-skill.tracer.timing', "a tracer interrupts only when an opponent's unit leaves the grid otherwise than by delete or log-out (a charge back)");
  if (action.units.length && action.units.length !== w.leaving) return violation('twgp.unit-skill.tracer.match', `${w.leaving} of ${w.victim}'s units leave the grid: as many tracers follow them, not ${action.units.length}`);
  const seen = new Set<string>();
  for (const ref of action.units) {
    const key = `${ref.player}/${ref.square}`;
    if (seen.has(key)) return violation('twgp.unit-skill.tracer.match', 'one tracer follows one leaving unit');
    seen.add(key);
    const unit = unitAt(state, ref);
    if (!canTrace(state, player, unit)) return violation('twgp.unit-skill.probe-tracer', `there is no unit of base power 02 of ${player}'s, upright, at ${ref.player}'s square ${ref.square}`);
    if (keptOnGrid(state, unit)) return violation('twgp.phase-device.note.attribute-battle', `${unit.card.name} is a phase unit with the attribute ${unit.card.phase!.attribute}: under phase-attribute it would not leave the grid, so it cannot destroy itself as a tracer`);
  }
  return null;
}

export const tracerRule: ActionRule<TracerAction> = {
  type: 'tracer',
  fields: ['type', 'units'],
  read(state, v, errors) {
    if (!Array.isArray(v.units) || v.units.length > 99) return void errors.push({ path: 'action.units', message: 'must list the tracing units (empty: none)' });
    const units = v.units.map((u, i) => readRef(state, u, `action.units[${i}]`, errors));
    return units.every((u) => u) ? { type: 'tracer', units: units as UnitRef[] } : undefined;
  },
  /** None, or the first tracing units in seat and square order (one canonical choice: which of them go does not change the damage). */
  offers(state, player) {
    const w = tracerWindow(state, player);
    if (!w || !unitSkillsOn(state)) return [];
    const all = tracers(state, player);
    return all.length >= w.leaving ? [{ type: 'tracer', units: [] }, { type: 'tracer', units: all.slice(0, w.leaving) }] : [{ type: 'tracer', units: [] }];
  },
  refusal: tracerRefusal,
  /**
   * Each tracing unit goes to the log with everything under it (it destroys itself), at the
   * same time as the unit it follows leaves, so nothing can answer it: no charge effect
   * (twgp.unit-skill.tracer.no-charge-counter), no surge earth, no decoy
   * (twgp.unit-skill.tracer.no-earth-decoy); the leaving units' player loses one vital per
   * tracer, a damage like a direct's (twgp.unit-skill.tracer.note.leaving).
   */
  perform(state, player, action) {
    const w = state.window as TracerWindow;
    let next = state;
    const events: TwgpEvent[] = [{ type: 'tracer', player, units: action.units, victim: w.victim, clause: action.units.length ? 'twgp.unit-skill.tracer' : 'twgp.unit-skill.tracer.timing' }];
    for (const ref of action.units) {
      const removed = removeUnit(next, ref);
      next = removed.state;
      events.push(...removed.events);
    }
    const lost = loseVitals(next, w.victim, action.units.length, player, 'effect');
    return { state: nextWindow(lost.state), events: [...events, ...lost.events] };
  },
};
