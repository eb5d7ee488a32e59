/**
 * The observation (omniscient, what rulings assert on) and a player's view, in the book's
 * protocol form (the book's page in docs/protocol/): cards as the spec writes them, field cards
 * with their sign and own power, the field battle with its current signs and battle powers
 * (janken-gear.diamond.sign-change, janken-gear.diamond.boost), whose decision it is.
 */
import type { GameResult } from '../core/game.ts';
import { currentSign } from './diamond.ts';
import { findFieldCard, ownPower } from './field.ts';
import { actingPlayer } from './game.ts';
import { fieldCardOut, names, optionsOut, signName, type CardName, type ProtocolFieldCard, type SignName } from './protocol.ts';
import { area, other, type JgState, type Phase, type PlayerArea, type PlayerId } from './state.ts';

export interface ProtocolBattle {
  attacker: PlayerId;
  defender: PlayerId;
  attackerCard: string;
  defenderCard: string;
  attackerSign: SignName;
  defenderSign: SignName;
  attackerPower: number;
  defenderPower: number;
  passes: number;
}

export interface ProtocolDirect {
  from: PlayerId;
  to: PlayerId;
  penetrating: boolean;
  counter: { card: CardName; target: string } | null;
}

export interface JgSeat {
  player: PlayerId;
  hand: CardName[];
  deck: CardName[];
  field: ProtocolFieldCard[];
  vitals: CardName[];
  lostVitals: CardName[];
  discard: CardName[];
}

export interface JgObservation {
  players: PlayerId[];
  options: Record<string, boolean>;
  phase: string;
  turn: number;
  turnPlayer: PlayerId | null;
  toAct: PlayerId | null;
  seats: JgSeat[];
  attacked: string[];
  battle: ProtocolBattle | null;
  direct: ProtocolDirect | null;
  lostLastVitalThisTurn: PlayerId[];
  quietTurns: number;
  activeThisTurn: boolean;
  result: GameResult | null;
}

export interface JgProtocolView {
  me: PlayerId;
  opponent: PlayerId;
  options: Record<string, boolean>;
  phase: string;
  turn: number;
  turnPlayer: PlayerId | null;
  toAct: PlayerId | null;
  hand: CardName[];
  field: ProtocolFieldCard[];
  discard: CardName[];
  deckCount: number;
  vitalsLeft: number;
  lostVitals: CardName[];
  opponentHandCount: number;
  opponentField: ProtocolFieldCard[];
  opponentDiscard: CardName[];
  opponentDeckCount: number;
  opponentVitalsLeft: number;
  opponentLostVitals: CardName[];
  attacked: string[];
  battle: ProtocolBattle | null;
  direct: ProtocolDirect | null;
  result: GameResult | null;
}

const PHASE_NAMES: Record<Phase, string> = { order: 'choose-order', main: 'main', support: 'support', direct: 'direct', over: 'over' };

/** The battle in its support step, with each side's current sign and battle power. */
function battleOut(s: JgState): ProtocolBattle | null {
  const b = s.battle;
  if (s.phase !== 'support' || !b) return null;
  const power = (owner: PlayerId, id: string) => ownPower(findFieldCard(s, owner, id)!) + b.effects[owner]!.boost;
  return {
    attacker: b.attacker,
    defender: b.defender,
    attackerCard: b.attackerCard,
    defenderCard: b.defenderCard,
    attackerSign: signName(currentSign(s, b.attacker)),
    defenderSign: signName(currentSign(s, b.defender)),
    attackerPower: power(b.attacker, b.attackerCard),
    defenderPower: power(b.defender, b.defenderCard),
    passes: b.passes,
  };
}

function directOut(s: JgState): ProtocolDirect | null {
  const d = s.direct;
  if (s.phase !== 'direct' || !d) return null;
  return { from: d.from, to: d.to, penetrating: d.penetrating, counter: d.counter ? { card: names([d.counter.card])[0]!, target: d.counter.target } : null };
}

const faceDown = (a: PlayerArea) => names(a.vitals.filter((v) => !v.lost).map((v) => v.card));
const faceUp = (a: PlayerArea) => names(a.vitals.filter((v) => v.lost).map((v) => v.card));
const turnPlayerOf = (s: JgState) => (s.turn === 0 ? null : s.turnPlayer);

export function observe(s: JgState): JgObservation {
  return {
    players: [...s.players],
    options: optionsOut(s.variants),
    phase: PHASE_NAMES[s.phase],
    turn: s.turn,
    turnPlayer: turnPlayerOf(s),
    toAct: actingPlayer(s),
    seats: s.players.map((player) => {
      const a = area(s, player);
      return { player, hand: names(a.hand), deck: names(a.deck), field: a.field.map(fieldCardOut), vitals: faceDown(a), lostVitals: faceUp(a), discard: names(a.discard) };
    }),
    attacked: [...s.attacked],
    battle: battleOut(s),
    direct: directOut(s),
    lostLastVitalThisTurn: s.players.filter((p) => s.exhausted.includes(p)),
    quietTurns: s.quietTurns,
    activeThisTurn: s.active,
    result: s.result ? { ...s.result } : null,
  };
}

const NOBODY: PlayerArea = { deck: [], hand: [], field: [], vitals: [], discard: [] };

/**
 * What `player` may see: never the opponent's hand, a deck's cards or a face-down vital.
 * A name that is not a player sees what anyone may see, with the first seat as opponent.
 */
export function protocolView(s: JgState, player: PlayerId): JgProtocolView {
  const opponent = other(s, player);
  const mine = s.players.includes(player) ? area(s, player) : NOBODY;
  const theirs = area(s, opponent);
  return {
    me: player,
    opponent,
    options: optionsOut(s.variants),
    phase: PHASE_NAMES[s.phase],
    turn: s.turn,
    turnPlayer: turnPlayerOf(s),
    toAct: actingPlayer(s),
    hand: names(mine.hand),
    field: mine.field.map(fieldCardOut),
    discard: names(mine.discard),
    deckCount: mine.deck.length,
    vitalsLeft: faceDown(mine).length,
    lostVitals: faceUp(mine),
    opponentHandCount: theirs.hand.length,
    opponentField: theirs.field.map(fieldCardOut),
    opponentDiscard: names(theirs.discard),
    opponentDeckCount: theirs.deck.length,
    opponentVitalsLeft: faceDown(theirs).length,
    opponentLostVitals: faceUp(theirs),
    attacked: [...s.attacked],
    battle: battleOut(s),
    direct: directOut(s),
    result: s.result ? { ...s.result } : null,
  };
}
