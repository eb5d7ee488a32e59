/**
 * じゃんけん・ギア game state, actions and events: plain serialisable data. The types
 * follow the terms of spec chapter 01 (janken-gear.glossary.*): cards, hand, deck, field
 * cards and bundles, vitals, discard pile, turns, field battles and directs.
 *
 * Engine functions that change a state work on a private draft copied by `apply`
 * (game.ts), never on the caller's object.
 */
import { setOwn } from '../core/json.ts';
import type { Rng } from '../core/rng.ts';
import type { GameResult, PlayerId } from '../core/game.ts';

export type { PlayerId };

/** A card as an ASCII code: suit letter S/H/C/D then rank A,2–10,J,Q,K ('S5', 'D10', 'HJ'), or 'JOKER'. */
export type CardCode = string;
export type Suit = 'S' | 'H' | 'C' | 'D';
/** A janken sign (janken-gear.glossary.sign). */
export type Sign = 'rock' | 'scissors' | 'paper';

/** A field card (janken-gear.glossary.field-card): one sign card or a bundle, face up. */
export interface FieldCard {
  id: string;
  cards: CardCode[];
}

/** A vital card (janken-gear.glossary.vital); `lost` once a direct has turned it face up. */
export interface Vital {
  card: CardCode;
  lost: boolean;
}

export interface PlayerArea {
  /** Face down, top first. */
  deck: CardCode[];
  hand: CardCode[];
  field: FieldCard[];
  vitals: Vital[];
  /** Face up, most recent last. */
  discard: CardCode[];
}

/** What one side's support cards did in the current field battle (janken-gear.diamond.expire). */
export interface SupportEffects {
  /** Power added by ◆2–◆10 (janken-gear.diamond.boost). */
  boost: number;
  /** Sign chosen with an equal-power diamond, or null (janken-gear.diamond.sign-change). */
  sign: Sign | null;
  /** Powers named by chain diamonds (janken-gear.diamond.chain). */
  chains: number[];
}

/** A field battle waiting for its support step to end (janken-gear.battle.support-step). */
export interface Battle {
  attacker: PlayerId;
  defender: PlayerId;
  attackerCard: string;
  defenderCard: string;
  effects: Record<PlayerId, SupportEffects>;
  /** Whose turn it is to use a card or pass. */
  toAct: PlayerId;
  /** Consecutive passes so far; two end the support step. */
  passes: number;
}

/** A ◆J/◆Q/◆K played against a direct (janken-gear.diamond.counter). */
export interface Counter {
  card: CardCode;
  /** The attacked field card of the direct's maker. */
  target: string;
}

/** A direct about to hit, waiting for the responses of janken-gear.diamond.counter.timing. */
export interface PendingDirect {
  from: PlayerId;
  to: PlayerId;
  penetrating: boolean;
  counter: Counter | null;
  toAct: PlayerId;
  /**
   * Reading penetrate-on-direct: the field card of power 11 or more that made this direct,
   * whose penetrating direct follows once this one is settled, if it is still on the field.
   */
  penetrator?: string;
}

export type Phase = 'order' | 'main' | 'support' | 'direct' | 'over';

export interface Variants {
  /** variant janken-gear.direct.sudden-loss (option sudden-vital-loss). */
  suddenVitalLoss: boolean;
  /** The alternative readings switched on (keys of readings.ts, sorted); absent or empty: none. */
  readings?: string[];
}

export interface JgState {
  /** The seed the game was started from; the game replays from it and its log. */
  seed: number;
  rng: Rng;
  players: [PlayerId, PlayerId];
  variants: Variants;
  phase: Phase;
  /** The janken winner who chooses to go first or second (janken-gear.setup.first-player). */
  chooser: PlayerId;
  turnPlayer: PlayerId;
  /** Turn number, 1 for the first turn; 0 before it. */
  turn: number;
  areas: Record<PlayerId, PlayerArea>;
  /** Field cards that have attacked this turn (janken-gear.turn.attack-once). */
  attacked: string[];
  /** Whether a card was used from hand or an attack made this turn (janken-gear.turn.stalemate). */
  active: boolean;
  /** Consecutive turns that ended without either (janken-gear.turn.stalemate). */
  quietTurns: number;
  /** Players who lost their last vital this turn (janken-gear.direct.grace). */
  exhausted: PlayerId[];
  /** Counter for field card IDs ('f1', 'f2', …). */
  nextId: number;
  battle: Battle | null;
  direct: PendingDirect | null;
  result: GameResult | null;
}

export type JgAction =
  | { type: 'choose-order'; goFirst: boolean }
  | { type: 'deploy'; cards: CardCode[] }
  | { type: 'attack'; attacker: string; target: string | null }
  | { type: 'end-turn' }
  | { type: 'pass' }
  | { type: 'boost'; card: CardCode }
  | { type: 'change-sign'; card: CardCode; sign: Sign }
  | { type: 'chain'; card: CardCode }
  | { type: 'joker' }
  /** `target` must name a field card (janken-gear.diamond.counter.timing); null is answered with that clause. */
  | { type: 'counter'; card: CardCode; target: string | null }
  | { type: 'cancel'; card: CardCode };

export type JgEvent =
  | { type: 'janken'; throws: Record<PlayerId, Sign>[]; winner: PlayerId }
  | { type: 'order-chosen'; first: PlayerId }
  | { type: 'turn-started'; player: PlayerId; turn: number; drew: number }
  | { type: 'deployed'; player: PlayerId; fieldCard: FieldCard }
  | { type: 'battle-started'; attacker: PlayerId; attackerCard: string; defenderCard: string }
  | { type: 'passed'; player: PlayerId }
  | { type: 'support-used'; player: PlayerId; card: CardCode; effect: 'boost' | 'change-sign' | 'chain'; sign?: Sign }
  | {
      type: 'battle-settled';
      winner: 'attacker' | 'defender' | 'both-defeated';
      /** The clause that decided it: one of janken-gear.battle.judge.*. */
      clause: string;
      attackerPower: number;
      defenderPower: number;
      defeated: string[];
      chained: string[];
    }
  | { type: 'joker-used'; player: PlayerId }
  | { type: 'direct-launched'; from: PlayerId; to: PlayerId; penetrating: boolean }
  | { type: 'direct-void'; to: PlayerId; clause: string }
  | { type: 'counter-used'; player: PlayerId; card: CardCode; target: string }
  | { type: 'counter-cancelled'; player: PlayerId; card: CardCode }
  | { type: 'direct-nullified'; to: PlayerId; card: CardCode; target: string; defeated: boolean }
  | { type: 'direct-hit'; to: PlayerId; vital: CardCode; remaining: number }
  | { type: 'turn-ended'; player: PlayerId; quiet: boolean }
  | { type: 'game-over'; result: GameResult };

/**
 * A deep copy of a state, field by field: the draft `apply` changes (game.ts). One is made for
 * every action, and a copy that knows the shape takes a tenth of the time of a generic one
 * (core/json.ts copyPlain: 9 µs against 0.9 µs a state here), about a third of a random game's
 * time (issue 16). Only the fields of JgState are copied: a test compares the copy with the
 * original in every phase, optional fields included.
 */
export function cloneState(s: JgState): JgState {
  const areas: Record<PlayerId, PlayerArea> = {};
  for (const p of s.players) setOwn(areas, p, cloneArea(s.areas[p]!));
  return {
    seed: s.seed,
    rng: { state: s.rng.state },
    players: [s.players[0], s.players[1]],
    variants: cloneVariants(s.variants),
    phase: s.phase,
    chooser: s.chooser,
    turnPlayer: s.turnPlayer,
    turn: s.turn,
    areas,
    attacked: s.attacked.slice(),
    active: s.active,
    quietTurns: s.quietTurns,
    exhausted: s.exhausted.slice(),
    nextId: s.nextId,
    battle: s.battle === null ? null : cloneBattle(s.battle),
    direct: s.direct === null ? null : cloneDirect(s.direct),
    result: s.result === null ? null : { ...s.result },
  };
}

function cloneArea(a: PlayerArea): PlayerArea {
  return {
    deck: a.deck.slice(),
    hand: a.hand.slice(),
    field: a.field.map(cloneFieldCard),
    vitals: a.vitals.map((v) => ({ card: v.card, lost: v.lost })),
    discard: a.discard.slice(),
  };
}

export function cloneFieldCard(f: FieldCard): FieldCard {
  return { id: f.id, cards: f.cards.slice() };
}

export function cloneVariants(v: Variants): Variants {
  return v.readings === undefined ? { suddenVitalLoss: v.suddenVitalLoss } : { suddenVitalLoss: v.suddenVitalLoss, readings: v.readings.slice() };
}

export function cloneBattle(b: Battle): Battle {
  const effects: Record<PlayerId, SupportEffects> = {};
  for (const p of [b.attacker, b.defender]) {
    const fx = b.effects[p]!;
    setOwn(effects, p, { boost: fx.boost, sign: fx.sign, chains: fx.chains.slice() });
  }
  return { attacker: b.attacker, defender: b.defender, attackerCard: b.attackerCard, defenderCard: b.defenderCard, effects, toAct: b.toAct, passes: b.passes };
}

export function cloneDirect(d: PendingDirect): PendingDirect {
  const out: PendingDirect = { from: d.from, to: d.to, penetrating: d.penetrating, counter: d.counter === null ? null : { card: d.counter.card, target: d.counter.target }, toAct: d.toAct };
  if (d.penetrator !== undefined) out.penetrator = d.penetrator;
  return out;
}

/** A draft being changed by one action, and what happened so far. */
export interface Step {
  state: JgState;
  events: JgEvent[];
}

export function other(state: JgState, player: PlayerId): PlayerId {
  return state.players[0] === player ? state.players[1] : state.players[0];
}

export function area(state: JgState, player: PlayerId): PlayerArea {
  return state.areas[player]!;
}

/** Removes one copy of `card` from `pile`; false if it is not there. */
export function takeCard(pile: CardCode[], card: CardCode): boolean {
  const i = pile.indexOf(card);
  if (i < 0) return false;
  pile.splice(i, 1);
  return true;
}

/** Whether every card of `cards` is in `pile`, counting copies. */
export function holdsAll(pile: readonly CardCode[], cards: readonly CardCode[]): boolean {
  const left = [...pile];
  return cards.every((c) => takeCard(left, c));
}

/** Ends the game with a result (janken-gear.direct.lose, …sudden-loss, janken-gear.turn.stalemate). */
export function finish(step: Step, result: GameResult): void {
  step.state.result = result;
  step.state.phase = 'over';
  step.state.battle = null;
  step.state.direct = null;
  step.events.push({ type: 'game-over', result });
}
