/**
 * Chapter 19, 勝敗（ゲーム・ジャッジ） (spec/twgp/19-game-judge.md): the loss conditions and
 * the winner.
 */
import { violation } from '../core/violation.ts';
import type { ActionRule, Performed, TwgpEvent } from './rules.ts';
import { activePlayers, nextWindow, scroll } from './sequence.ts';
import { seatOf, type PlayerId, type TwgpState } from './state.ts';

/** The loss conditions A–E (twgp.judge.loss) by their clauses. */
export const LOSS_CLAUSES = {
  unauthorised: 'twgp.judge.loss.unauthorised',
  timeout: 'twgp.judge.loss.timeout',
  foul: 'twgp.judge.loss.foul',
  deadlock: 'twgp.judge.loss.deadlock',
  'vital-short': 'twgp.judge.loss.vital-short',
} as const;

export type LossCondition = keyof typeof LOSS_CLAUSES;

/**
 * A player leaves the game (twgp.judge.loss) for the condition's clause (`clause` may name a
 * more particular one, e.g. the foul of twgp.stealth.high-power-foul). When one player is
 * left, they win (twgp.judge.note.winner); when none is (condition D), there is no winner.
 */
export function eliminate(state: TwgpState, players: PlayerId[], clause: string, reason: string): Performed {
  const seats = state.seats.map((s) => (players.includes(s.player) ? { ...s, lost: true } : s));
  let next: TwgpState = { ...state, seats };
  const events: TwgpEvent[] = players.map((player) => ({ type: 'loss', player, clause, reason }));
  const left = activePlayers(next);
  if (left.length <= 1) {
    const winner = left[0] ?? null;
    next = nextWindow({ ...next, result: { winner, clause, reason: winner ? `${winner} is the last player left: ${reason}` : `no player is left: ${reason}` } });
    return { state: next, events: [...events, { type: 'result', winner, clause }] };
  }
  // The game goes on (three or more players): the declarations made by or aimed at a player
  // now out, and the windows waiting for them, go with them at once — also in the middle of a
  // sweep, whose rest resolves without them (twgp.judge.out-declarations, twgp.judge.note.out-declarations).
  const gone = (p: PlayerId) => players.includes(p);
  const stack = next.stack.filter((d) => !gone(d.by) && !gone(d.affects));
  if (stack.length < next.stack.length) events.push({ type: 'withdrawn', players, count: next.stack.length - stack.length, clause: 'twgp.judge.out-declarations' });
  const queue = next.queue.filter((w) => !('player' in w) || !gone(w.player as PlayerId));
  return { state: { ...next, stack, queue }, events };
}

/** The real-world events a referee enters (twgp.overview.note.real-world), each with the clause that makes it a loss. */
export const JUDGE_EVENTS = {
  unauthorised: 'twgp.judge.loss.unauthorised',
  timeout: 'twgp.judge.loss.timeout',
  foul: 'twgp.judge.loss.foul',
  deadlock: 'twgp.judge.loss.deadlock',
  'pretend-no-dice': 'twgp.coin-dice.pretend-foul',
} as const;

export type JudgeEvent = keyof typeof JUDGE_EVENTS;

export interface JudgeAction {
  type: 'judge';
  event: JudgeEvent;
  /** The player the event is about; absent for a deadlock, which is everyone's. */
  player?: PlayerId;
}

/**
 * The judge's action: a loss condition only the real world can tell, entered by any seat
 * (the referee's, or all players' by agreement) and never offered by `pending`:
 * A, a card handled without the right holder's leave (twgp.judge.loss.unauthorised,
 * twgp.judge.note.unauthorised); B, a play not made within 2 minutes (twgp.judge.loss.timeout,
 * twgp.judge.note.timeout: the engine keeps no clock); C, a foul found, also after the end
 * (twgp.judge.loss.foul), such as pretending to have no die (twgp.coin-dice.pretend-foul,
 * twgp.coin-dice.note.pretend); D, a game that cannot end: everyone left is out and nobody
 * wins (twgp.judge.loss.deadlock, twgp.judge.note.deadlock, twgp.judge.winner).
 */
export const judgeRule: ActionRule<JudgeAction> = {
  type: 'judge',
  fields: ['type', 'event', 'player'],
  read(state, v, errors) {
    const event = Object.hasOwn(JUDGE_EVENTS, v.event as string) ? (v.event as JudgeEvent) : void errors.push({ path: 'action.event', message: `must be one of ${Object.keys(JUDGE_EVENTS).join(', ')}` });
    if (event === 'deadlock' && v.player !== undefined) errors.push({ path: 'action.player', message: 'a deadlock is every player\'s: name nobody' });
    if (event && event !== 'deadlock' && !state.seats.some((s) => s.player === v.player)) errors.push({ path: 'action.player', message: `must name the player it is about: one of ${state.seats.map((s) => s.player).join(', ')}` });
    if (!event || errors.length) return undefined;
    return event === 'deadlock' ? { type: 'judge', event } : { type: 'judge', event, player: v.player as string };
  },
  offers: () => [],
  refusal(state, _player, action) {
    if (state.result) return violation('twgp.judge.note.winner', 'the game is over');
    if (action.player && seatOf(state, action.player)!.lost) return violation('twgp.judge.loss', `${action.player} is out of the game already`);
    return null;
  },
  perform(state, _player, action) {
    const clause = JUDGE_EVENTS[action.event];
    const losers = action.player ? [action.player] : activePlayers(state);
    const done = eliminate(state, losers, clause, `the judge's event: ${action.event}`);
    const events = [{ type: 'judge', event: action.event, player: action.player ?? null, clause }, ...done.events];
    if (done.state.result || !action.player) return { state: done.state, events };
    const out = action.player;
    if (state.turn.player === out) {
      // The turn player is out with others still in: the turn passes on, its declarations void.
      const passed = scroll({ ...done.state, stack: [], queue: [] });
      return { state: passed.state, events: [...events, ...passed.events] };
    }
    // Another player is out: their declarations and the windows waiting for them go; what waited for them moves on.
    const s = done.state;
    const stack = s.stack.filter((d) => d.by !== out && d.affects !== out);
    const queue = s.queue.filter((w) => !('player' in w) || w.player !== out);
    let next: TwgpState = { ...s, stack, queue };
    const w = s.window;
    if (('player' in w && w.player === out) || s.right === out) next = stack.length ? { ...next, window: { kind: 'respond' }, right: stack.at(-1)!.affects } : nextWindow(next);
    return { state: next, events };
  },
};

/**
 * The variant sudden-loss (twgp.judge.variant.sudden): a player whose face-down vitals have
 * just run out — by a vital trap, the cost N ダメージ, a count down to [4] — is out at once.
 * Null when the variant is off or vitals are left.
 */
export function suddenLoss(state: TwgpState, player: PlayerId): Performed | null {
  if (state.options['sudden-loss'] !== true) return null;
  const seat = seatOf(state, player)!;
  if (seat.lost || seat.vitalGrid.some((v) => v?.mode === 'Vital')) return null;
  return eliminate(state, [player], 'twgp.judge.variant.sudden', `${player}'s face-down vitals have run out`);
}
