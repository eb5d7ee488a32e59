/**
 * The protocol's observation (omniscient, what rulings assert on) and view (what one player
 * may see), as docs/protocol/twgp.md describes them: every square of every grid, each unit's
 * 基本パワー, 算定パワー and 算定スピード as chapter 4 computes them, its MODE and placement.
 */
import type { GameResult } from '../core/game.ts';
import { isFaceDown, PLACEMENT, tableLayout, type LayoutRow, remainingVitals, widthOf, type Placement } from './field.ts';
import type { Card, Declaration, Mode, Placed, PlayerId, Seat, TwgpState, Unit } from './state.ts';
import { synchroOf } from './intercept.ts';
import { decisionsOf, holdsTargetRight } from './sequence.ts';
import { computedPower, computedSpeed } from './status.ts';
import { orientation } from './count.ts';
import { vitalGap } from './timing.ts';

export interface UnitObservation {
  name: string;
  /** 基本パワー (twgp.status.power.base). */
  basePower: number;
  /** 算定パワー (twgp.status.power.custom.formula). */
  power: number;
  /** 算定スピード as a speed value, larger is faster (twgp.status.speed.scale). */
  speed: number;
  mode: Mode;
  placement: Placement;
  controller: PlayerId;
  weapons: string[];
  materials: { name: string; basePower: number }[];
  plus: number;
  down: number;
  accel: boolean;
  /** A token's card (twgp.drive.token). */
  token?: boolean;
  /** A master unit (twgp.master-drive.master-unit): its character's sex. */
  master?: '♂' | '♀';
  /** S-jamming's level on it (twgp.master-skill.s-jamming). */
  jamming?: number;
}

export interface PlacedObservation {
  name: string;
  mode: Mode;
  placement: Placement;
  /** A count under way on the card (twgp.count): which, and the step reached. */
  count?: { kind: string; step: number };
  /** How the counting card lies (twgp.count.directions), e.g. 表左. */
  orientation?: string;
  /** On the charge grid: copies of the same card stacked under it (twgp.field.charge-grid.stack). */
  stacked?: number;
}

export interface SeatObservation {
  player: PlayerId;
  battleGrid: (UnitObservation | null)[];
  vitalGrid: (PlacedObservation | null)[];
  chargeGrid: (PlacedObservation | null)[];
  deck: string[];
  hand: string[];
  surge: string[];
  storage: string[];
  /** The reserve bundles not yet installed, each by its cards' names in order (a view gives only their counts). */
  reserves: string[][];
  finalInstalled: boolean;
  /** Face-down vitals left (twgp.mode.vital). */
  vitals: number;
  lost: boolean;
  /** Whether the player is in Vital‐GaP (twgp.timing.vital-gap.tie); observations only. */
  vitalGap?: boolean;  /** The real cards prepared for tokens (twgp.drive.token), when there are any. */
  tokens?: string[];
  /** Weapons left on battle-grid squares by units that went to the log (twgp.card-type.weapon.stay), when there are any. */
  stayedWeapons?: { square: number; name: string }[];
  /** The phase device, one square under each vital (twgp.phase-device): each card's name and STANDBY, LOST or RETURNED. */
  phaseDevice?: ({ name: string; state: string } | null)[];
  /** Surge earths on the battle grid, one stack a square (option surge-earth, twgp.surge-earth.note.place). */
  earths?: { square: number; cards: string[]; faceUp: boolean; count?: number }[];
  /** Log counters laid face down on the battle grid (twgp.stealth.other-cards); `turned`: a ハザード turned it face-up sideways (twgp.card-type.log-counter.hazard). */
  counters?: { square: number; name?: string; turned?: boolean }[];
  /** The pile's top cards a ハザード turned face-up sideways, top first (option charge-effects, twgp.card-type.log-counter.note.hazard-deck), when there are any. */
  pileTurned?: string[];
}

/** A declaration waiting on the stack, bottom first. */
export interface DeclarationObservation {
  kind: string;
  by: PlayerId;
  affects: PlayerId;
  /** Absent for a property card's effect (kind `effect`). */
  attacker?: { player: PlayerId; square: number };
  /** A property card's effect: the card's name and its property (twgp.property.kinds). */
  card?: string;
  property?: string;
  target?: { player: PlayerId; square: number };
  intercept?: { player: PlayerId; square: number }[];
  /** An assault's synchro as it stands (intercept.ts synchroOf): its units and power, the power effects read (twgp.intercept.effect-power, twgp.intercept.poison). */
  synchro?: { units: { player: PlayerId; square: number }[]; power: number };
  downloads?: number;
  /** Option bonds: the units bonded to the attacker (twgp.bonds.who). */
  bonds?: { player: PlayerId; square: number }[];
  /** Option over-skills: over power on a side of the battle (twgp.over-skill.over-load.do). */
  over?: { by: PlayerId; power: number }[];
}

export interface TwgpObservation {
  format: TwgpState['format'];
  vitalCount?: number;
  /** Squares in a grid row; 0 only for the observation of a value that is not a state. */
  width: number;
  options: Record<string, unknown>;
  /** null only for the observation of a value that is not a state (no table). */
  turn: TwgpState['turn'] | null;
  /** The player holding the right to target (Lock-On), or null (twgp.sequence.target-right). */
  targetRight: PlayerId | null;
  /** Whose decisions are awaited, and of which kind. */
  decisions: { player: PlayerId; kind: string }[];
  /** The player holding the right of action (twgp.sequence.exercise-right), or null. */
  right: PlayerId | null;
  /** What the game waits for (engine/twgp/DESIGN.md): order, build, battle, respond, damage, routine, bonus, over. */
  window: string;
  edition: number;
  /** The player who has sublimated, or null (twgp.sublimation.first-only). */
  sublimated: PlayerId | null;
  stack: DeclarationObservation[];
  result: GameResult | null;
  seats: SeatObservation[];
}

/** The names of a list of cards; a long list's worked out once (lists are immutable values), each caller getting its own copy. */
const NAMES = new WeakMap<Card[], string[]>();
function names(cards: Card[]): string[] {
  if (cards.length < 8) return cards.map((c) => c.name);
  let known = NAMES.get(cards);
  if (!known) NAMES.set(cards, (known = cards.map((c) => c.name)));
  return known.slice();
}

export function observeUnit(unit: Unit): UnitObservation {
  return {
    name: unit.card.name,
    basePower: unit.card.power,
    power: computedPower(unit),
    speed: computedSpeed(unit),
    mode: unit.mode,
    placement: PLACEMENT[unit.mode],
    controller: unit.controller,
    weapons: names(unit.weapons),
    materials: unit.materials.map((m) => ({ name: m.name, basePower: m.power })),
    plus: unit.plus,
    down: unit.down,
    accel: unit.accel,
    // A token (twgp.drive.token).
    ...(unit.card.token ? { token: true } : {}),
    // A master unit (twgp.master-drive.master-unit) and its S-jamming (twgp.master-skill.s-jamming).
    ...(unit.card.master ? { master: unit.card.master.sex } : {}),
    ...(unit.jamming ? { jamming: unit.jamming } : {}),
  };
}

const observePlaced = (p: Placed): PlacedObservation => {
  const out: PlacedObservation = { name: p.card.name, mode: p.mode, placement: PLACEMENT[p.mode] };
  // Copies stacked under it on the charge grid (twgp.field.charge-grid.stack).
  if (p.stacked?.length) out.stacked = p.stacked.length;
  // A counting card: its count and how it lies for it (twgp.count, twgp.count.note.orientation-clash).
  if (p.count) {
    out.count = { kind: p.count.kind, step: p.count.step };
    out.orientation = orientation(p.count);
  }
  return out;
};

function observeSeat(seat: Seat): SeatObservation {
  return {
    player: seat.player,
    battleGrid: seat.battleGrid.map((u) => (u ? observeUnit(u) : null)),
    vitalGrid: seat.vitalGrid.map((p) => (p ? observePlaced(p) : null)),
    chargeGrid: seat.chargeGrid.map((p) => (p ? observePlaced(p) : null)),
    deck: names(seat.deck),
    hand: names(seat.hand),
    surge: names(seat.surge),
    storage: names(seat.storage),
    reserves: seat.reserves.map(names),
    finalInstalled: seat.finalInstalled,
    vitals: remainingVitals(seat),
    lost: seat.lost,
    // The real cards prepared for tokens, apart from the deck (twgp.drive.token).
    ...(seat.tokens?.length ? { tokens: names(seat.tokens) } : {}),
    // Weapons left on the squares of logged units (twgp.card-type.weapon.stay).
    ...(seat.stayedWeapons?.length ? { stayedWeapons: seat.stayedWeapons.map((w) => ({ square: w.square, name: w.card.name })) } : {}),
    // The phase device (twgp.phase-device.setup).
    ...(seat.phaseDevice ? { phaseDevice: seat.phaseDevice.map((p) => (p ? { name: p.card.name, state: p.state } : null)) } : {}),
    // Surge earths on the battle grid (option surge-earth, twgp.surge-earth.note.place).
    ...(seat.earths?.length ? { earths: seat.earths.map((e) => ({ square: e.square, cards: names(e.cards), faceUp: e.faceUp === true })) } : {}),
    // Log counters laid face down on the battle grid (twgp.stealth.other-cards).
    ...(seat.counters?.length ? { counters: seat.counters.map((c) => ({ square: c.square, name: c.card.name, ...(c.turned ? { turned: true } : {}) })) } : {}),
    // The pile's top cards a ハザード turned face-up sideways (option charge-effects, twgp.card-type.log-counter.note.hazard-deck).
    ...(seat.pileTurned ? { pileTurned: names(seat.deck.slice(0, seat.pileTurned)) } : {}),
  };
}

function observeDeclaration(d: Declaration): DeclarationObservation {
  if (d.kind === 'effect') return { kind: d.kind, by: d.by, affects: d.affects, card: d.card.name, property: d.property, ...(d.target ? { target: d.target } : {}) };
  // A charge effect (option charge-effects): its kind, card and level, and what it aims at.
  if (d.kind === 'charge-effect') return { kind: d.kind, by: d.by, affects: d.affects, card: d.card, effect: d.effect, level: d.level, ...(d.target ? { target: d.target } : {}), ...(d.player ? { player: d.player } : {}), ...(d.via ? { attacker: d.via } : {}) } as DeclarationObservation;
  const out: DeclarationObservation = { kind: d.kind, by: d.by, affects: d.affects, attacker: d.attacker };
  // Option bonds: the units bonded to the attacker; option over-skills: the over power on each side (bonds.ts, over-skills.ts).
  const x = d as { bonds?: { player: PlayerId; square: number }[]; over?: { by: PlayerId; power: number }[] };
  const extra = { ...(x.bonds?.length ? { bonds: x.bonds } : {}), ...(x.over?.length ? { over: x.over.map((o) => ({ by: o.by, power: o.power })) } : {}) };
  if (d.kind === 'assault') return { ...out, target: d.target, intercept: d.intercept, ...extra };
  if (d.kind === 'charge-boost') return { ...out, target: d.target, downloads: d.downloads, ...extra };
  if (d.kind === 'decoy') return { ...out, target: d.substitute };
  // A burst charge (option unit-skills): its unit and the player it forces (twgp.unit-skill.burst-charge).
  if (d.kind === 'burst-charge') return out;
  return d.interceptor ? { ...out, target: d.interceptor } : out;
}

export function observe(state: TwgpState): TwgpObservation {
  const out = { ...observeTable(state), seats: state.seats.map((s) => ({ ...observeSeat(s), vitalGap: vitalGap(state, s.player) })) } as TwgpObservation;
  if (state.vitalCount !== undefined) out.vitalCount = state.vitalCount;
  return out;
}

/** The observation but the seats (and the trial's vitalCount), in the observation's order of fields. */
function observeTable(state: TwgpState): Omit<TwgpObservation, 'seats'> {
  return {
    format: state.format,
    width: widthOf(state),
    options: state.options,
    turn: state.turn,
    // A property card's player holds the right to target while its effect waits (twgp.property, twgp.sequence.battle.other-target-right).
    // A log counter's owner holds it while aiming it (window log-counter, log-counter-attack.ts).
    targetRight: state.window.kind === 'log-counter' ? state.window.player : state.stack.at(-1)?.kind === 'effect' ? state.stack.at(-1)!.by : state.seats.find((s) => holdsTargetRight(state, s.player))?.player ?? null,
    decisions: decisionsOf(state).map((d) => ({ player: d.player, kind: d.kind })),
    right: state.right,
    window: state.window.kind,
    edition: state.edition,
    sublimated: state.sublimated,
    stack: state.stack.map((d) => {
      const seen = observeDeclaration(d);
      const synchro = d.kind === 'assault' ? synchroOf(state, d.target) : null;
      return synchro ? { ...seen, synchro } : seen;
    }),
    result: state.result,
  };
}

/** A face-down card another player may not look at: only how it lies. */
export interface HiddenCard {
  hidden: true;
  placement: Placement;
}

export type SeatView = Omit<SeatObservation, 'battleGrid' | 'vitalGrid' | 'chargeGrid' | 'deck' | 'hand' | 'reserves'> & {
  /** Cards in each reserve bundle not yet installed: nobody sees them. */
  reserves: number[];
  battleGrid: (UnitObservation | HiddenCard | null)[];
  vitalGrid: (PlacedObservation | HiddenCard | null)[];
  chargeGrid: (PlacedObservation | HiddenCard | null)[];
  /** Cards in the pile: nobody sees its order. */
  deckCount: number;
  /** The player's own hand by name; another player's only by count. */
  hand?: string[];
  handCount: number;
};

/** The view adds the table as the player sees it (twgp.field.layout). */
export type TwgpView = Omit<TwgpObservation, 'seats'> & { player: PlayerId; layout: LayoutRow[]; seats: SeatView[] };

function hide<T>(seen: T, mode: Mode, mine: boolean): T | HiddenCard {
  return !mine && isFaceDown(mode) ? { hidden: true, placement: PLACEMENT[mode] } : seen;
}

/**
 * What `player` may see: everything face up, their own face-down cards and hand; of other
 * players' face-down cards only their placement, of their hands only the count; of every
 * pile only the count.
 */
export function view(state: TwgpState, player: PlayerId): TwgpView {
  // The observation without what a view never shows (the seats' Vital-GaP, the pending options copied).
  const rest = observeTable(state) as Omit<TwgpObservation, 'seats'>;
  if (state.vitalCount !== undefined) rest.vitalCount = state.vitalCount;
  const seats = state.seats.map(observeSeat);
  return {
    ...rest,
    player,
    layout: tableLayout(state, player),
    seats: state.seats.map((seat, i) => {
      const mine = seat.player === player;
      const o = seats[i]!;
      const v: SeatView = {
        player: seat.player,
        battleGrid: seat.battleGrid.map((u, j) => (u ? hide(o.battleGrid[j]!, u.mode, mine) : null)),
        vitalGrid: seat.vitalGrid.map((p, j) => (p ? hide(o.vitalGrid[j]!, p.mode, mine) : null)),
        chargeGrid: seat.chargeGrid.map((p, j) => (p ? hide(o.chargeGrid[j]!, p.mode, mine) : null)),
        deckCount: seat.deck.length,
        handCount: seat.hand.length,
        surge: o.surge,
        storage: o.storage,
        reserves: seat.reserves.map((b) => b.length),
        finalInstalled: o.finalInstalled,
        vitals: o.vitals,
        lost: o.lost,
        ...(o.tokens ? { tokens: o.tokens } : {}),
        // Weapons left on squares lie face up (twgp.card-type.weapon.stay).
        ...(o.stayedWeapons ? { stayedWeapons: o.stayedWeapons } : {}),
        // Surge earths: another player's face-down stack by its count only (twgp.surge-earth.note.place).
        ...(o.earths ? { earths: o.earths.map((e) => (mine || e.faceUp ? e : { square: e.square, cards: [], faceUp: false, count: e.cards.length })) } : {}),
        // Log counters laid face down on the battle grid: another player sees only where (twgp.stealth.other-cards).
        // One a ハザード turned lies face up: everyone sees it (twgp.card-type.log-counter.hazard).
        ...(o.counters ? { counters: mine ? o.counters : o.counters.map((c) => (c.turned ? c : { square: c.square })) } : {}),
        // The pile's turned top cards lie face up: everyone sees them.
        ...(o.pileTurned ? { pileTurned: o.pileTurned } : {}),
      };
      if (mine) v.hand = o.hand;
      return v;
    }),
  };
}
