/**
 * Chapter 5, シークェンス (spec/twgp/05-sequence.md): the order of turns, the build and
 * battle sequences, the right of action and the right to target, the turn scroll; and the
 * windows of engine/twgp/DESIGN.md that carry a game from one decision to the next.
 */
import type { Decision } from '../core/game.ts';
import { allRules, type Performed, type TwgpEvent } from './rules.ts';
import { reactiveCount } from './count.ts';
import { seatOf, type PlayerId, type TwgpState, type Window } from './state.ts';
import { renewOldLogs } from './sublimation.ts';

export type TwgpAction = { type: string } & Record<string, unknown>;

/** The players still in the game, in turn order. */
export function activePlayers(state: TwgpState): PlayerId[] {
  return state.seats.filter((s) => !s.lost).map((s) => s.player);
}

/**
 * The holder of the right to target (twgp.sequence.target-right): the turn player during
 * the battle sequence of their turn (twgp.sequence.order, items 2 and 5;
 * twgp.sequence.battle.preemptive).
 */
export function holdsTargetRight(state: TwgpState, player: PlayerId): boolean {
  return state.turn.sequence === 'battle' && state.turn.player === player && state.result === null;
}

/** Whether `player` holds the right of action (twgp.sequence.exercise-right). */
export function holdsRight(state: TwgpState, player: PlayerId): boolean {
  return state.right === player && state.result === null;
}

/**
 * Begins `player`'s turn (twgp.sequence.order): the build sequence, in which the turn player
 * holds the right of action (twgp.sequence.build.turn-player). A build sequence happens only
 * when the turn passes to another player (twgp.sequence.build.handover-only).
 */
export function beginTurn(before: TwgpState, player: PlayerId): Performed {
  // twgp.sublimation.alchemy.same-turn: what is log when a turn begins is older than the turn.
  const state = renewOldLogs(before);
  const handover = state.turn.player !== player || state.turn.number === 0;
  const number = state.turn.number + 1;
  if (!handover) {
    return { state: { ...state, turn: { player, sequence: 'battle', number }, right: player, window: { kind: 'battle' } }, events: [{ type: 'turn', player, number, sequence: 'battle' }] };
  }
  const window: Window = { kind: 'build', setupDone: [], reactiveDone: false };
  // The build sequence's re-active occasion counts one on the turn player's counting cards (twgp.count.default-step).
  const counted = reactiveCount({ ...state, turn: { player, sequence: 'build', number }, right: player, window }, player);
  return { state: counted.state, events: [{ type: 'turn', player, number, sequence: 'build' }, ...counted.events] };
}

/** Ends the build sequence: the battle sequence begins, the turn player holds both rights (twgp.sequence.order). */
export function beginBattle(state: TwgpState): Performed {
  const turn = { ...state.turn, sequence: 'battle' as const };
  return { state: { ...state, turn, right: turn.player, window: { kind: 'battle' } }, events: [{ type: 'sequence', player: turn.player, sequence: 'battle' }] };
}

/**
 * The turn scroll (twgp.sequence.scroll): the turn passes to the next player in turn order
 * who is still in the game (twgp.sequence.order, twgp.sequence.order.repeat).
 */
export function scroll(state: TwgpState): Performed {
  // An effect gave the turn player the next turn too: no scroll, and so no build sequence (twgp.sequence.note.extra-turn, twgp.matrix.same-player).
  if (state.extraTurn !== undefined) {
    const { extraTurn, ...rest } = state;
    if (!seatOf(state, extraTurn)?.lost) return beginTurn(rest, extraTurn);
  }
  const players = state.seats.map((s) => s.player);
  const at = players.indexOf(state.turn.player);
  for (let step = 1; step <= players.length; step++) {
    const next = state.seats[(at + step) % players.length]!;
    if (!next.lost) {
      const begun = beginTurn(state, next.player);
      return { state: begun.state, events: [{ type: 'scroll', from: state.turn.player, to: next.player }, ...begun.events] };
    }
  }
  return { state, events: [] };
}

/** The window that is current when nothing else waits: the sequence of the turn. */
function sequenceWindow(state: TwgpState): Window {
  return state.turn.sequence === 'build' ? { kind: 'build', setupDone: activePlayers(state), reactiveDone: true } : { kind: 'battle' };
}

/**
 * Leaves the current window: the next queued window, or the turn's sequence with the right
 * of action back with the turn player.
 */
export function nextWindow(state: TwgpState): TwgpState {
  if (state.result) return { ...state, window: { kind: 'over' }, queue: [], right: null };
  const [next, ...rest] = state.queue;
  if (next) return { ...state, window: next, queue: rest, right: rightHolderOf(state, next) };
  // The turn player left the game while declarations or windows were still waiting (three or
  // more players): once nothing waits, the turn passes on (twgp.judge.out-declarations).
  if (seatOf(state, state.turn.player)?.lost && !state.stack.length) return scroll(state).state;
  return { ...state, window: sequenceWindow(state), right: state.turn.player };
}

/** Who holds the right of action in a window that is about to open. */
function rightHolderOf(state: TwgpState, window: Window): PlayerId | null {
  switch (window.kind) {
    case 'damage':
    case 'routine':
    case 'bonus':
    case 'sublimation':
    case 'install':
    case 'over-skill':
    case 'recover':
    case 'surge-earth':
    case 'burst-setup':
    case 'tracer':
    case 'hack-continue':
    case 'log-counter':
      return window.player;
    case 'respond':
      return state.stack.at(-1)?.affects ?? state.turn.player;
    default:
      return state.turn.player;
  }
}

/** Opens windows before everything queued (a damage before the routine that follows it). */
export function queueFirst(state: TwgpState, ...windows: Window[]): TwgpState {
  return { ...state, queue: [...windows, ...state.queue] };
}

/** The decision kind under which a player's options in this window are offered. */
function decisionKind(state: TwgpState, player: PlayerId): string {
  const w = state.window;
  if (w.kind === 'build' && !w.setupDone.includes(player)) return 'setup';
  return w.kind;
}

/**
 * The pending decisions: for each player, every action any rule offers them now, as one
 * decision of the window's kind (engine/twgp/DESIGN.md). Empty once the game is over.
 */
export function pendingDecisions(state: TwgpState): Decision<TwgpAction>[] {
  // States are immutable values: the decisions of one state object are worked out once
  // (observe and view ask again), and each caller gets its own arrays.
  return decisionsOf(state).map((d) => ({ ...d, options: d.options.slice() }));
}

/** The pending decisions of the state, worked out once; for the engine's own reading only (never changed, never handed out). */
export function decisionsOf(state: TwgpState): readonly Decision<TwgpAction>[] {
  let decisions = PENDING.get(state);
  if (!decisions) PENDING.set(state, (decisions = computePending(state)));
  return decisions;
}

const PENDING = new WeakMap<TwgpState, Decision<TwgpAction>[]>();

function computePending(state: TwgpState): Decision<TwgpAction>[] {
  if (state.result) return [];
  const decisions: Decision<TwgpAction>[] = [];
  const rules = allRules();
  for (const { player, lost } of state.seats) {
    if (lost) continue;
    const options: TwgpAction[] = [];
    for (let i = 0; i < rules.length; i++) {
      const offered = rules[i]!.offers(state, player) as TwgpAction[];
      for (let j = 0; j < offered.length; j++) options.push(offered[j]!);
    }
    if (options.length) decisions.push({ player, kind: decisionKind(state, player), options });
  }
  // The turn player's decision comes last in a build sequence: the others' setups first.
  return decisions.sort((a, b) => Number(a.kind !== 'setup') - Number(b.kind !== 'setup'));
}

/** Appends events to a performed step. */
export function then(done: Performed, next: (state: TwgpState) => Performed): Performed {
  const after = next(done.state);
  return { state: after.state, events: [...done.events, ...after.events] };
}

export function withEvents(state: TwgpState, events: TwgpEvent[]): Performed {
  return { state, events };
}
