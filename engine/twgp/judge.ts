/**
 * Chapter 19, 勝敗（ゲーム・ジャッジ） (spec/twgp/19-game-judge.md): the loss conditions and
 * the winner.
 */
import type { Performed } from './rules.ts';
import { activePlayers, nextWindow } from './sequence.ts';
import type { PlayerId, TwgpState } from './state.ts';

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
  const events = players.map((player) => ({ type: 'loss', player, clause, reason }));
  const left = activePlayers(next);
  if (left.length <= 1) {
    const winner = left[0] ?? null;
    next = nextWindow({ ...next, result: { winner, clause, reason: winner ? `${winner} is the last player left: ${reason}` : `no player is left: ${reason}` } });
    return { state: next, events: [...events, { type: 'result', winner, clause }] };
  }
  return { state: next, events };
}
