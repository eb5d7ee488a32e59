/**
 * The TWGP engine on the engine contract (engine/core/contract.ts, engine/core/README.md).
 * `start` deals the decks and vitals of a setup; `position` builds any situation a ruling needs.
 */
import type { BookEngine } from '../core/contract.ts';
import { malformed } from '../core/violation.ts';
import { dispatch, readAction, type TwgpEvent } from './action.ts';
import { checkState, madeByEngine } from './check.ts';
import { observe, view, type TwgpObservation, type TwgpView } from './observe.ts';
import './chapters.ts';
import { IMPLEMENTED_OPTIONS, readPosition } from './position.ts';
import { optionInfo } from './readings.ts';
import { readSetup } from './setup.ts';
import { pendingDecisions, type TwgpAction } from './sequence.ts';
import type { TwgpState } from './state.ts';

const stateProblem = (state: unknown) => {
  const problems = checkState(state);
  return problems.length ? { ok: false as const, malformed: problems } : null;
};

/** What a value that is not a state observes as: no table at all (never a crash). */
const NO_TABLE: TwgpObservation = { format: 'full', width: 0, options: {}, turn: null, targetRight: null, decisions: [], right: null, window: 'none', edition: 2012, sublimated: null, stack: [], result: null, seats: [] };

export const twgpEngine: BookEngine<TwgpState, TwgpAction, TwgpEvent, TwgpView, TwgpObservation> = {
  book: 'twgp',
  options: IMPLEMENTED_OPTIONS.map(optionInfo),

  start(setup) {
    const read = readSetup(setup);
    return read.ok ? { ok: true, state: madeByEngine(read.state), events: [] } : read;
  },

  position(description) {
    const read = readPosition(description);
    return read.ok ? { ok: true, state: madeByEngine(read.state), events: [] } : read;
  },

  pending(state) {
    return checkState(state).length ? [] : pendingDecisions(state);
  },

  apply(state, player, action) {
    const bad = stateProblem(state);
    if (bad) return bad;
    if (!state.seats.some((s) => s.player === player)) return malformed('player', `must be one of the players ${state.seats.map((s) => s.player).join(', ')}`);
    const read = readAction(state, action);
    if (!read.ok) return read;
    const done = dispatch(state, player, read.action);
    // The states the engine makes are states (checkState is not run on them again).
    if (done.ok) madeByEngine(done.state);
    return done;
  },

  view(state, player) {
    return checkState(state).length ? { ...NO_TABLE, player, layout: [], seats: [] } : view(state, player);
  },

  /** The result once a loss condition has left one player or none (twgp.judge.note.winner). */
  result(state) {
    return checkState(state).length ? null : state.result;
  },

  observe(state) {
    return checkState(state).length ? NO_TABLE : observe(state);
  },

  checkState,
};
