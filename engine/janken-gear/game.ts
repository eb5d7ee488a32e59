/**
 * The じゃんけん・ギア engine behind the shared decision interface (engine/core/game.ts):
 * which decision is pending, applying an action through the module of the chapter that
 * rules it, what each player may see, and the result. Playing and replaying games are the
 * shared helpers of engine/core/play.ts.
 */
import type { Decision, GameEngine, GameResult } from '../core/game.ts';
import { violation, type Applied, type ShapeError, type Violation } from '../core/violation.ts';
import { handOver, jokerProblem, openBattle, passSupport, PENETRATION_POWER, settle, useJoker } from './battle.ts';
import { cancelProblem, counterOptions, counterProblem, DIAMOND_ACE, resolveCounter, supportOptions, supportProblem, useCancel, useCounter, useSupport } from './diamond.ts';
import { followUp, hit, launchDirect } from './direct.ts';
import { deploy, deployOptions, deployProblem, ownPower } from './field.ts';
import { plays } from './readings.ts';
import { checkAction, checkState, madeState } from './shape.ts';
import { area, cloneBattle, cloneDirect, cloneFieldCard, cloneState, cloneVariants, other, type Battle, type CardCode, type FieldCard, type JgAction, type JgEvent, type JgState, type PendingDirect, type Phase, type PlayerId, type Step, type Variants } from './state.ts';
import { attackOptions, attackProblem, endTurn, startTurn } from './turn.ts';

/** The one player who must act now, or null once the game is over. */
export function actingPlayer(state: JgState): PlayerId | null {
  switch (state.phase) {
    case 'order':
      return state.chooser;
    case 'main':
      return state.turnPlayer;
    case 'support':
      return state.battle!.toAct;
    case 'direct':
      return state.direct!.toAct;
    default:
      return null;
  }
}

/** The clause that says who acts in each phase, cited when someone acts out of turn. */
const ORDER_CLAUSE: Record<Phase, string> = {
  order: 'janken-gear.setup.first-player',
  main: 'janken-gear.turn.order',
  support: 'janken-gear.battle.support-step',
  direct: 'janken-gear.diamond.counter.timing',
  over: 'janken-gear.direct.lose',
};

/** The decision awaited now: there is never more than one in this game. */
export function pending(state: JgState): Decision<JgAction>[] {
  const player = actingPlayer(state);
  if (player === null) return [];
  switch (state.phase) {
    case 'order':
      return [{ player, kind: 'choose-order', options: [{ type: 'choose-order', goFirst: true }, { type: 'choose-order', goFirst: false }] }];
    case 'main':
      return [{
        player,
        kind: 'turn',
        options: [
          ...deployOptions(area(state, player).hand).map((cards): JgAction => ({ type: 'deploy', cards })),
          ...attackOptions(state),
          { type: 'end-turn' },
        ],
      }];
    case 'support': {
      const joker: JgAction[] = jokerProblem(state, player) === null ? [{ type: 'joker' }] : [];
      return [{ player, kind: 'support', options: [{ type: 'pass' }, ...supportOptions(state, player), ...joker] }];
    }
    default: {
      const d = state.direct!;
      if (player === d.to) return [{ player, kind: 'direct', options: [{ type: 'pass' }, ...counterOptions(state, player)] }];
      const cancel: JgAction[] = cancelProblem(state, player, DIAMOND_ACE) === null ? [{ type: 'cancel', card: DIAMOND_ACE }] : [];
      return [{ player, kind: 'counter', options: [{ type: 'pass' }, ...cancel] }];
    }
  }
}

/** Applies one action of `player`; illegal actions return the clause that forbids them. */
export function apply(state: JgState, player: PlayerId, action: JgAction): Applied<JgState, JgEvent> {
  const malformed: ShapeError[] = [...checkState(state), ...checkAction(action)];
  if (malformed.length) return { ok: false, malformed };
  if (state.phase === 'over') return violation(state.result?.clause ?? 'janken-gear.direct.lose', 'the game is over');
  // An action that has no place in this phase is refused by the clause that places it
  // (deploying in a battle cites janken-gear.field.deploy), whoever tries it.
  if (!PHASE_ACTIONS[state.phase].includes(action.type)) {
    return violation(ACTION_CLAUSE[action.type], `'${action.type}' is not possible now (${describePhase(state)})`);
  }
  const actor = actingPlayer(state);
  if (player !== actor) return violation(orderClause(state.phase, action), `it is ${actor}'s move, not ${player}'s`);
  const step: Step = { state: cloneState(state), events: [] };
  const problem = dispatch(step, player, action);
  if (problem) return { ok: false, violation: problem };
  return { ok: true, state: madeState(step.state), events: step.events };
}

/** Where each kind of action belongs, cited when it is tried in the wrong phase. */
const ACTION_CLAUSE: Record<JgAction['type'], string> = {
  'choose-order': 'janken-gear.setup.first-player',
  deploy: 'janken-gear.field.deploy',
  attack: 'janken-gear.turn.actions.attack',
  'end-turn': 'janken-gear.turn.actions.end',
  pass: 'janken-gear.battle.support-step',
  boost: 'janken-gear.diamond.timing',
  'change-sign': 'janken-gear.diamond.timing',
  chain: 'janken-gear.diamond.timing',
  joker: 'janken-gear.battle.joker.timing',
  counter: 'janken-gear.diamond.counter.timing',
  cancel: 'janken-gear.diamond.ace-cancel.timing',
};

const PHASE_ACTIONS: Record<Phase, JgAction['type'][]> = {
  order: ['choose-order'],
  main: ['deploy', 'attack', 'end-turn'],
  support: ['pass', 'boost', 'change-sign', 'chain', 'joker'],
  direct: ['pass', 'counter', 'cancel'],
  over: [],
};

/** The clause broken by acting out of turn; a ◆A out of turn breaks the clause that says when it is played. */
function orderClause(phase: Phase, action: JgAction): string {
  return phase === 'direct' && action.type === 'cancel' ? 'janken-gear.diamond.ace-cancel.timing' : ORDER_CLAUSE[phase];
}

/** Carries out an action already known to fit the phase and the acting player. */
function dispatch(step: Step, player: PlayerId, action: JgAction): Violation | null {
  const s = step.state;
  switch (action.type) {
    case 'choose-order': {
      // janken-gear.setup.first-player: the janken winner picks; the first turn starts.
      const first = action.goFirst ? player : other(s, player);
      step.events.push({ type: 'order-chosen', first });
      startTurn(step, first);
      return null;
    }
    case 'deploy': {
      const problem = deployProblem(s, player, action.cards);
      if (problem) return problem;
      deploy(step, player, action.cards);
      return null;
    }
    case 'attack': {
      const problem = attackProblem(s, player, action.attacker, action.target);
      if (problem) return problem;
      s.attacked.push(action.attacker);
      s.active = true;
      if (action.target === null) launchDirect(step, player, other(s, player), false, penetrator(s, player, action.attacker));
      else openBattle(step, player, action.attacker, action.target);
      return null;
    }
    case 'end-turn':
      endTurn(step);
      return null;
    case 'pass':
      if (s.phase === 'support') {
        if (passSupport(step, player)) {
          const b = s.battle!;
          // janken-gear.battle.penetrate: the attack goes on to the defending player.
          if (settle(step).penetrate) launchDirect(step, b.attacker, b.defender, true);
        }
      } else {
        const { from, to, penetrator } = s.direct!;
        if (s.direct!.counter === null) hit(step);
        else resolveCounter(step);
        followUp(step, from, to, penetrator);
      }
      return null;
    case 'boost':
    case 'change-sign':
    case 'chain': {
      const problem = supportProblem(s, player, action);
      if (problem) return problem;
      useSupport(step, player, action);
      handOver(step, player);
      return null;
    }
    case 'joker': {
      const problem = jokerProblem(s, player);
      if (problem) return problem;
      // janken-gear.battle.joker: the battle stops unsettled and the turn passes to the Joker's player.
      useJoker(step, player);
      endTurn(step);
      return null;
    }
    case 'counter': {
      const problem = counterProblem(s, player, action.card, action.target);
      if (problem) return problem;
      useCounter(step, player, action.card, action.target!);
      return null;
    }
    case 'cancel': {
      const problem = cancelProblem(s, player, action.card);
      if (problem) return problem;
      useCancel(step, player, action.card);
      return null;
    }
  }
}

/**
 * The field card whose direct a penetrating direct follows, under the reading
 * penetrate-on-direct (janken-gear.battle.note.penetrate): the attacker, if its power is
 * 11 or more (janken-gear.battle.penetrate; a direct has no support step, so its battle
 * power is its own power).
 */
function penetrator(s: JgState, player: PlayerId, attacker: string): string | undefined {
  if (!plays(s, 'penetrate-on-direct')) return undefined;
  const f = area(s, player).field.find((g) => g.id === attacker);
  return f && ownPower(f) >= PENETRATION_POWER ? attacker : undefined;
}

function describePhase(s: JgState): string {
  switch (s.phase) {
    case 'order':
      return `${s.chooser} is choosing to go first or second`;
    case 'main':
      return `${s.turnPlayer}'s turn, no battle or direct pending`;
    case 'support':
      return 'a field battle is in its support step';
    case 'direct':
      return 'a direct is waiting for its answers';
    default:
      return 'the game is over';
  }
}

/** What one player may see: the opponent's hand, both decks and face-down vitals are hidden. */
export interface JgView {
  me: PlayerId;
  opponent: PlayerId;
  phase: Phase;
  turnPlayer: PlayerId;
  turn: number;
  variants: Variants;
  hand: CardCode[];
  field: FieldCard[];
  discard: CardCode[];
  deckCount: number;
  vitalsLeft: number;
  lostVitals: CardCode[];
  opponentHandCount: number;
  opponentField: FieldCard[];
  opponentDiscard: CardCode[];
  opponentDeckCount: number;
  opponentVitalsLeft: number;
  opponentLostVitals: CardCode[];
  attacked: string[];
  battle: Battle | null;
  direct: PendingDirect | null;
  result: GameResult | null;
}

export function view(state: JgState, player: PlayerId): JgView {
  const opponent = other(state, player);
  const mine = area(state, player);
  const theirs = area(state, opponent);
  // Copies, not the state's own lists: a view is the agent's to keep or change.
  return {
    me: player,
    opponent,
    phase: state.phase,
    turnPlayer: state.turnPlayer,
    turn: state.turn,
    variants: cloneVariants(state.variants),
    hand: mine.hand.slice(),
    field: mine.field.map(cloneFieldCard),
    discard: mine.discard.slice(),
    deckCount: mine.deck.length,
    vitalsLeft: mine.vitals.filter((v) => !v.lost).length,
    lostVitals: mine.vitals.filter((v) => v.lost).map((v) => v.card),
    opponentHandCount: theirs.hand.length,
    opponentField: theirs.field.map(cloneFieldCard),
    opponentDiscard: theirs.discard.slice(),
    opponentDeckCount: theirs.deck.length,
    opponentVitalsLeft: theirs.vitals.filter((v) => !v.lost).length,
    opponentLostVitals: theirs.vitals.filter((v) => v.lost).map((v) => v.card),
    attacked: state.attacked.slice(),
    battle: state.battle === null ? null : cloneBattle(state.battle),
    direct: state.direct === null ? null : cloneDirect(state.direct),
    result: state.result === null ? null : { ...state.result },
  };
}

export function result(state: JgState): GameResult | null {
  return state.result;
}

export const jankenGear: GameEngine<JgState, JgAction, JgEvent, JgView> = { pending, apply, view, result };
