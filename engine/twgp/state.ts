/**
 * TWGP table state: plain serialisable data, close to the protocol's position form
 * (docs/protocol/twgp.md). Only what the implemented clauses need is modelled so far, but
 * the shape is the whole table's: every player's three grids by square, deck, hand, surge
 * and storage, the turn player and the sequence of the turn.
 */
import type { GameResult } from '../core/game.ts';
import type { Rng } from '../core/rng.ts';
import type { CardEffect, Property } from './effect.ts';
import type { ChargeEffectDeclaration } from './charge-effect.ts';
import type { ChargeSpec } from './charge-effect-card.ts';
import type { CounterMark } from './log-counter-attack.ts';
import type { Window } from './state-windows.ts';

export type * from './state-windows.ts';

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
  /** The TCG the card comes from, as the conversion table names it (twgp.status.power.conversion), e.g. for twgp.drive.charge.dorsaga. */
  game?: string;
  /** The card's printed text, as written: the base system never reads it (twgp.attack.unit-text-void). */
  text?: string;
  /** A playing card's number when it is used as a vital (twgp.resource.vital.playing-card): A 1 … K 13; a joker has none. */
  rank?: number;
  /** What the base system reads of its text (effect.ts: twgp.property.kinds, twgp.matrix); absent: nothing. */
  effect?: CardEffect;
  /** A token's prepared card (twgp.drive.token, token.ts): back to its player's `tokens` when it leaves the field. */
  token?: boolean;
  /** A surge earth card's facts in its own game (option surge-earth, twgp.surge-earth.card-conditions); absent: it meets the conditions. */
  earth?: { item?: boolean; active?: boolean; defence?: boolean; global?: boolean };
  /** A master unit's card (option master-drive, twgp.master-drive.master-unit): its character's sex and whether it is an Earth human (twgp.master-drive.sex, twgp.master-drive.human); absent: not a master unit. */
  master?: MasterCharacter;
  /** A phase-device card (option phase-device, twgp.phase-device): it goes back to its square of the phase device instead of the log (twgp.phase-device.log-out); absent: not one. */
  phase?: PhaseMark;
  /** The card's text searches the pile for a card (twgp.phase-device.search-cards); absent: it does not. */
  search?: boolean;
  /** A charge-effect card's reading (option charge-effects, charge-effect-card.ts): its kind, strength and printed cost; absent: none. */
  charge?: ChargeSpec;
  /** A weapon whose text says equipping it brings a bad status (呪いの装備): −1 power and 1 faster each (twgp.card-type.weapon.cursed); absent: not cursed. */
  cursed?: boolean;
}

/** What a master unit's card says of its character (twgp.master-drive.note.real-world). */
export interface MasterCharacter {
  sex: '♂' | '♀';
  /** Whether the character is an Earth human (twgp.master-drive.human); a non-human needs every opponent's consent (twgp.master-drive.consent). */
  human: boolean;
}

/** A phase-device card's mark: its square of the phase device and its phase attribute (twgp.phase-device.attribute), if declared. */
export interface PhaseMark {
  square: number;
  attribute?: string;
}

/** A square of the phase device (twgp.phase-device): STANDBY (裏タテ置き), LOST (表ヨコ置き) or returned by charge back (表タテ置き, twgp.phase-device.charge-back). */
export interface PhaseSquare {
  card: Card;
  state: 'STANDBY' | 'LOST' | 'RETURNED';
}

/** The kinds of card TWGP names (twgp.resource.unit and twgp.card-type's table). */
export const CARD_KINDS = ['ユニット', 'ウェポン', 'ログ・カウンター', 'チャージ・トラップ', 'チャージ・エフェクト', 'サージ・アース'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** The card states (MODE) of twgp.mode.table. */
export const MODES = ['Active', 'Hack-Active', 'Stealth', 'Charge', 'Vital', 'Save', 'Damage', 'Hack-Save', 'GB-Prompt', 'Drain'] as const;
export type Mode = (typeof MODES)[number];

/** A unit on a battle-grid square: its card, its MODE and the cards under it. */
export interface Unit {
  /** The engine's own identity of the unit while it stays on the field (never in a protocol message): a declaration remembers its units by it. */
  uid: number;
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
  /** The cards of アクセル on it, for their cancelling card for card (option charge-effects, twgp.charge-effect.accel.mutual); absent: 1 when `accel`. */
  accelLevel?: number;
  /** Its weapons and frames drained for the battle (option charge-effects, twgp.charge-effect.drain.note.what): no weapon counts; absent: not. */
  drained?: boolean;
  /** A ジャミング worked on it this battle: an opponent's lock-on on it and counterattacks by intercept or decoy on its attacks are void until the battle ends (option charge-effects, twgp.charge-effect.jamming, twgp.charge-effect.jamming.note.use); absent: not. */
  jammed?: boolean;
  /** The アクセル levels a スロー took from it this battle, which a メディカル on its grid gives back (option charge-effects, twgp.charge-effect.medical.note.grid); absent: none. */
  slowed?: number;
  /** Its state before a ハザード changed it this battle, which a メディカル on its grid restores (option charge-effects, twgp.charge-effect.medical.note.grid); absent: no ハザード this battle. */
  hazardFrom?: Mode;
  /** A ポイズン worked on it this battle: it takes no new weapon until the battle ends (option charge-effects, twgp.charge-effect.poison, twgp.charge-effect.poison.note.duration); absent: not. */
  poisoned?: boolean;
  /** Summoned by an アナザー: it goes to the log when the battle ends (option charge-effects, twgp.charge-effect.another.summoned); absent: not. */
  another?: boolean;
  /** S-jamming's level on it (twgp.master-skill.s-jamming), until the next fight it is in ends; absent: none. */
  jamming?: number;
  /** A bundle made by a drive (twgp.drive.bundle): one unit with its materials under it, not a fusion to undo. */
  driven?: boolean;
  /** Whether an effect has multiplied its power already (matrix 04, twgp.matrix.void-processes); absent: not. */
  multiplied?: boolean;
  /** GB-Prompt only: the turn number in which the grid blast was declared (twgp.attack.grid-blast.not-same-turn); absent: an earlier turn. */
  declaredTurn?: number;
}

/** A card on the vital grid or the charge grid, with its MODE. */
export interface Placed {
  card: Card;
  mode: Mode;
  /** A count under way on this card (twgp.count): which count and its step; absent: not counting. */
  count?: CountState;
  /** On the charge grid: more copies of the same card stacked face-up upright under it (twgp.field.charge-grid.stack); absent: none. */
  stacked?: Card[];
  /** A ハック card counting its span: the identities of the units it hacks, a synchro's every unit (charge-effect-kinds.ts, twgp.charge-effect.hack.note.end, twgp.charge-effect.note.bonds-kinds); absent: none. */
  hacks?: number[];
  /** A クラック card counting its span: the kind it makes powerless (charge-effect-status.ts, twgp.charge-effect.crack.note.span); absent: none. */
  cracks?: import('./charge-effect-card.ts').ChargeKind;
  /** A ポーション card counting its span: the identities of the units it guards from ポイズン (twgp.charge-effect.potion.note.span); absent: none. */
  guards?: number[];
}

/** The counts of the clockwise count system (twgp.count): each names its table. */
export interface CountState {
  kind: 'effect' | 'vital-decrease' | 'vital-increase' | 'unit-life' | 'count-e';
  /** The step reached: 1 = the first row after the start. */
  step: number;
  /** For an effect count, the steps it lasts before [4] (twgp.count.note.number-cap). */
  turns?: number;
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
  /** 20-card bundles not yet installed (twgp.resource.install), in the order given. */
  reserves: Card[][];
  /** With the variant deck-select (twgp.resource.deck.select): the cards brought, from which each later deck of 20 is chosen when it is needed. */
  pool?: Card[];
  /** Bundles installed so far, the entry deck included (twgp.resource.trial.order). */
  installed: number;
  /** Whether the final deck has been installed (twgp.timing.final-deck). */
  finalInstalled: boolean;
  /** The turn number in which the player's face-down vitals ran out, if they have (twgp.judge.vital-out-turn). */
  vitalsOutTurn: number | null;
  /** Whether the player has lost (twgp.judge.loss). */
  lost: boolean;
  /** Real cards prepared for tokens, apart from the deck and the vitals (twgp.drive.token); absent: none. */
  tokens?: Card[];
  /** The phase device, one square under each vital square (option phase-device, twgp.phase-device.setup); absent: none laid. */
  phaseDevice?: (PhaseSquare | null)[];
  /** Whether the player has used an over skill (option over-skills), for the variant over-skill-no-sublimation (twgp.sublimation.variant.over-skill); absent: no. */
  overSkillUsed?: boolean;
  /** Surge earths set on the battle grid (option surge-earth, twgp.surge-earth.set, twgp.surge-earth.note.place), one stack a square; absent: none. */
  earths?: SurgeEarthStack[];
  /** Log counters laid face down on the battle grid by a stealth drive (twgp.stealth.other-cards, twgp.stealth.note.other-cards), one a square; absent: none. */
  counters?: LaidCounter[];
  /** How many cards of the pile's top a ハザード has turned face-up sideways (option charge-effects, twgp.card-type.log-counter.note.hazard-deck, charge-effect-hazard-cards.ts): taken first from the top, never going off as log counters, turned back by a shuffle; absent: none. */
  pileTurned?: number;
  /** The owner's choice, made in the setup, to leave a logged unit's weapons on its square (option deck-card-types, twgp.card-type.weapon.stay); absent: they go to the log with it. */
  keepWeapons?: boolean;
  /** Weapons left on battle-grid squares by units that went to the log (twgp.card-type.weapon.stay), for use again later; absent: none. */
  stayedWeapons?: LaidCounter[];
}

/** A log counter laid face-down upright on a battle-grid square (twgp.stealth.other-cards): it waits to go off when it is logged out (twgp.property.log-counter.where). */
export interface LaidCounter {
  square: number;
  card: Card;
  /** Turned face-up sideways by a ハザード: it no longer goes off and stays on its square (option charge-effects, twgp.card-type.log-counter.hazard, twgp.charge-effect.hazard.note.turned-cards); absent: face down. */
  turned?: boolean;
  /** Turned in this battle: a メディカル on its grid turns it back face down (twgp.charge-effect.medical.note.grid); absent: not this battle. */
  turnedNow?: boolean;
}

/**
 * A stack of copies of one surge earth card on a battle-grid square (twgp.surge-earth.stack,
 * twgp.surge-earth.note.place): face-down upright until used; a probe turns it face up
 * (twgp.unit-skill.probe.note.non-unit), and then it can no longer be used.
 */
export interface SurgeEarthStack {
  square: number;
  cards: Card[];
  faceUp?: boolean;
}

/** Whose turn it is and which sequence of it (twgp.sequence.turn, twgp.sequence.build, twgp.sequence.battle). */
export interface Turn {
  player: PlayerId;
  sequence: 'build' | 'battle';
  /** Turns played so far, this one included (1 = the first player's first turn). */
  number: number;
}

/** The edition of part 5 in force (twgp.overview.edition.setting, twgp.overview.edition.default). */
export type Edition = 2012 | 2013;

/** A declaration waiting on the stack (twgp.declare, twgp.sequence.note.stack). */
export type Declaration = AssaultDeclaration | ChargeBoostDeclaration | DirectDeclaration | EffectDeclaration | DecoyDeclaration | ChargeEffectDeclaration | BurstChargeDeclaration;

/**
 * A decoy of the sublimated player (twgp.sublimation.skill.decoy, twgp.unit-skill.decoy.resolve):
 * a counterattack on the stack against the attack whose attacker is `against`; `attacker` is
 * the unit using the decoy, `substitute` the unit the lock-on is to turn to.
 */
export interface DecoyDeclaration extends DeclarationBase {
  kind: 'decoy';
  attacker: UnitRef;
  attackerUid: number;
  substitute: UnitRef;
  substituteUid: number;
  /** The attacking unit's identity of the attack countered. */
  against: number;
}

interface DeclarationBase {
  /** The player who declared it. */
  by: PlayerId;
  /** The player it affects, who receives the right of action (twgp.sequence.battle.right-transfer). */
  affects: PlayerId;
  /** Whether the affected player's Sight-on is still open (twgp.timing.sight-on). */
  sightOn: boolean;
  /** Over power added by an over load to a side of this battle (option over-skills, twgp.over-skill.over-load.do); absent: none. */
  over?: OverPower[];
}

/** An over load's over power (twgp.status.power.over): the player whose engaged unit it is added to, the power, and whether it spent the last face-down vital (twgp.over-skill.over-load.re-vital). */
export interface OverPower {
  by: PlayerId;
  power: number;
  spentAll: boolean;
}

/** Surge spent on a surge direct by one side of an assault (twgp.field.surge-direct). */
export interface SurgeSpent {
  by: PlayerId;
  /** Cards moved to the storage. */
  count: number;
}

export interface AssaultDeclaration extends DeclarationBase {
  kind: 'assault';
  attacker: UnitRef;
  target: UnitRef;
  /** The identities of attacker and target when declared: a unit that left the field is not the one declared on. */
  attackerUid: number;
  targetUid: number;
  /** Units the defender joined to the target by intercept (twgp.intercept). */
  intercept: UnitRef[];
  /** The identities of the joined units, in the order of `intercept` (twgp.intercept.drop-out); absent: none recorded. */
  interceptUids?: number[];
  surge: SurgeSpent[];
  /** The attacker's units bonded to it in one synchro (option bonds, twgp.bonds.who), and their identities; absent: none. */
  bonds?: UnitRef[];
  bondsUids?: number[];
  /** Whether the attacker has had the right back after the defender's intercept (twgp.bonds.add-after-intercept); absent: not yet. */
  bondsAnswer?: boolean;
}

export interface ChargeBoostDeclaration extends DeclarationBase {
  kind: 'charge-boost';
  attacker: UnitRef;
  target: UnitRef;
  attackerUid: number;
  targetUid: number;
  downloads: number;
  /** Hand cards recharged in place of downloads in the zero spurt, each one more boost (twgp.zero-spurt.charge-boost, twgp.zero-spurt.note.boost-amount); absent: none. */
  recharged?: number;
  /** Cards downloaded by the defender's charge shields, added to what the boost must reach (twgp.unit-skill.charge-shield.achieve); absent: none. */
  shield?: number;
  /** The identities of the units that have used a charge shield against it (one shield per unit). */
  shieldUids?: number[];
  /** The attacker's units bonded to it in one synchro (option bonds, twgp.bonds.who), and their identities; absent: none. */
  bonds?: UnitRef[];
  bondsUids?: number[];
}

/**
 * A normal direct (twgp.direct.normal) by method A, an assault on a vital counted as power 01
 * (twgp.direct.method.assault), or method B, the same with a unit the attacker hacks on a third
 * player's grid (twgp.direct.method.hack).
 */
export interface DirectDeclaration extends DeclarationBase {
  kind: 'direct';
  method: 'assault' | 'hack';
  attacker: UnitRef;
  attackerUid: number;
  /** A unit that interrupted the direct and became its target (twgp.direct.method.interrupt-target). */
  interceptor?: UnitRef;
  interceptorUid?: number;
  /** Every unit that interrupted the direct, first first; the directed player picks the target among them (twgp.direct.method.interrupt-target). Absent: none or only `interceptor`. */
  interrupters?: { ref: UnitRef; uid: number }[];
}

/**
 * A property card gone off (twgp.property): a trap its owner activated, or a counter that went
 * off by itself; an interrupt on top of the stack (twgp.sequence.battle.interrupt).
 */
export interface EffectDeclaration extends DeclarationBase {
  kind: 'effect';
  card: Card;
  property: Property;
  /** Where the card was when it went off: a charge or vital square, or the log (a log counter, already there). */
  from: { zone: 'charge' | 'vital' | 'log'; square: number };
  /** The unit its steps aim at, chosen with the temporary right to target (twgp.property). */
  target?: UnitRef;
  targetUid?: number;
  /** The paragraph of a trap's text its player used (twgp.resource.paragraphs-independent); absent: every paragraph (one, or a counter's). */
  paragraph?: number;
  /** Copies of a charge trap stacked as one use, the trap itself included (twgp.card-type.charge-trap.stack); absent: one card. */
  level?: number;
  /** A log counter's going-off: where from, with which others, the side it affects, its owner's choice (log-counter-attack.ts); absent: not a log counter. */
  counter?: CounterMark;
}

/**
 * A burst charge (option unit-skills, twgp.unit-skill.burst-charge): an outer declaration on the
 * stack forcing `affects` to make `downloads` more downloads and, if `setup`, a setup up to six
 * hand cards (twgp.unit-skill.burst-charge.download, twgp.unit-skill.burst-charge.setup).
 */
export interface BurstChargeDeclaration extends DeclarationBase {
  kind: 'burst-charge';
  attacker: UnitRef;
  attackerUid: number;
  downloads: number;
  setup: boolean;
}

export interface TwgpState {
  format: Format;
  /** The number of vitals of a trial battle (twgp.resource.note.trial-size); absent otherwise. */
  vitalCount?: number;
  edition: Edition;
  options: Record<string, unknown>;
  /** Seats in turn order; `seats[i].player` is the i-th player. */
  seats: Seat[];
  turn: Turn;
  /** The player holding the right of action (twgp.sequence.exercise-right); null once the game is over. */
  right: PlayerId | null;
  /** Declarations waiting to resolve, bottom first (twgp.sequence.battle.resolve-order). */
  stack: Declaration[];
  window: Window;
  /** Windows still to come, first next (damage, routine, bonus after a resolution). */
  queue: Window[];
  /** The player who has sublimated, if any (twgp.sublimation.note.first-one). */
  sublimated: PlayerId | null;
  /**
   * The sublimated player's log cards (storage and surge) that were log before this turn began:
   * only these may go back to the hand by archive alchemy (twgp.sublimation.alchemy.same-turn).
   * Absent: no player has sublimated.
   */
  oldLogs?: Card[];
  result: GameResult | null;
  /** The next unit identity to hand out. */
  nextUid: number;
  /** What each player has brought to throw: a die, coins (coin-dice.ts; real-world information); absent: everyone both. */
  tools?: Record<PlayerId, ('die' | 'coins')[]>;
  /** The player who takes the next turn again without passing it (twgp.sequence.note.extra-turn); absent: nobody. */
  extraTurn?: PlayerId;
  /** Players who have used an effect that logs out without comparing power (matrix 02, twgp.matrix.once-per-game). */
  logOutUsed?: PlayerId[];
  /** The kind of the charge effect used last in this battle, inner uses included (twgp.charge-effect.copy.no-repeat); absent: none yet. */
  lastChargeKind?: import('./charge-effect-card.ts').ChargeKind;
  /** Cards each player's pile lost to card text this turn (matrix 05, twgp.matrix.deck-reduction). */
  deckReduced?: { turn: number; counts: Record<PlayerId, number> };
  rng: Rng;
  /** Fouls not looked for until the game is decided (twgp.resource.no-duplicates), applied then (deck-legality.ts). */
  fouls?: { player: PlayerId; clause: string; reason: string }[];
  /** A player whose pile ran out while choosing the next bundle is theirs (twgp.resource.full.final): the install window opens after the action, then the downloads left are made. */
  installDue?: { player: PlayerId; remaining: number };
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
