/**
 * The TWGP engine on the engine contract (engine/core/contract.ts, engine/core/README.md).
 * The slice implements status (power and speed), charge boost and undoing a fusion; `start`
 * sets an empty table and rulings build their situations with `position`.
 */
import type { BookEngine } from '../core/contract.ts';
import { malformed } from '../core/violation.ts';
import { dispatch, readAction, type TwgpEvent } from './action.ts';
import { checkState } from './check.ts';
import { observe, view, type TwgpObservation, type TwgpView } from './observe.ts';
import { IMPLEMENTED_OPTIONS, readPosition, readSetup } from './position.ts';
import { pendingDecisions, type TwgpAction } from './sequence.ts';
import type { TwgpState } from './state.ts';

const stateProblem = (state: unknown) => {
  const problems = checkState(state);
  return problems.length ? { ok: false as const, malformed: problems } : null;
};

/** What a value that is not a state observes as: no table at all (never a crash). */
const NO_TABLE: TwgpObservation = { format: 'full', width: 0, options: {}, turn: null, targetRight: null, decisions: [], result: null, seats: [] };

export const twgpEngine: BookEngine<TwgpState, TwgpAction, TwgpEvent, TwgpView, TwgpObservation> = {
  book: 'twgp',
  options: IMPLEMENTED_OPTIONS.map((key) => ({ key })),

  start(setup) {
    const read = readSetup(setup);
    return read.ok ? { ok: true, state: read.state, events: [] } : read;
  },

  position(description) {
    const read = readPosition(description);
    return read.ok ? { ok: true, state: read.state, events: [] } : read;
  },

  pending(state) {
    return checkState(state).length ? [] : pendingDecisions(state);
  },

  apply(state, player, action) {
    const bad = stateProblem(state);
    if (bad) return bad;
    if (!state.seats.some((s) => s.player === player)) return malformed('player', `must be one of the players ${state.seats.map((s) => s.player).join(', ')}`);
    const read = readAction(state, action);
    return read.ok ? dispatch(state, player, read.action) : read;
  },

  view(state, player) {
    return checkState(state).length ? { ...NO_TABLE, player, seats: [] } : view(state, player);
  },

  /** The slice plays no game to its end: there is never a result yet. */
  result() {
    return null;
  },

  observe(state) {
    return checkState(state).length ? NO_TABLE : observe(state);
  },

  checkState,
};
