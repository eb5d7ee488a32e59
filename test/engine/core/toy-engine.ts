/**
 * A toy book engine for the contract's generic tests: players take turns adding 1 or 2 to a
 * counter; whoever reaches 5 wins. Clause IDs are of a made-up book `toy`.
 */
import type { BookEngine } from '../../../engine/core/contract.ts';
import { violation } from '../../../engine/core/violation.ts';

export interface ToyState {
  players: string[];
  turn: number;
  count: number;
}
export type ToyAction = { add: 1 | 2 };

function isState(v: unknown): v is ToyState {
  const s = v as ToyState;
  return typeof s === 'object' && s !== null && Array.isArray(s.players) && typeof s.turn === 'number' && typeof s.count === 'number';
}

export const toyEngine: BookEngine<ToyState, ToyAction, { added: number }, { count: number }, { count: number; turn: string | null }> = {
  book: 'toy',
  options: [{ key: 'explode' }],
  start(setup) {
    const s = setup as { players?: unknown };
    if (!Array.isArray(s?.players) || s.players.length !== 2) return { ok: false, malformed: [{ path: 'setup.players', message: 'two player names' }] };
    return { ok: true, state: { players: s.players as string[], turn: 0, count: 0 }, events: [] };
  },
  position(description) {
    if (!isState(description)) return { ok: false, malformed: [{ path: 'position', message: 'not a toy position' }] };
    if ((description as ToyState & { explode?: boolean }).explode) throw new Error('boom');
    return { ok: true, state: description, events: [] };
  },
  pending: (s) => (s.count >= 5 ? [] : [{ player: s.players[s.turn]!, kind: 'add', options: [{ add: 1 }, { add: 2 }] }]),
  apply(s, player, action) {
    if (s.count >= 5) return violation('toy.game.over', 'the game is over');
    if (player !== s.players[s.turn]) return violation('toy.turn.order', `it is ${s.players[s.turn]}'s turn`);
    const a = action as ToyAction | null;
    if (typeof a !== 'object' || a === null || (a.add !== 1 && a.add !== 2)) return { ok: false, malformed: [{ path: 'action.add', message: 'must be 1 or 2' }] };
    return { ok: true, state: { ...s, count: s.count + a.add, turn: 1 - s.turn }, events: [{ added: a.add }] };
  },
  view: (s) => ({ count: s.count }),
  result: (s) => (s.count >= 5 ? { winner: s.players[1 - s.turn]!, clause: 'toy.game.win', reason: 'reached 5' } : null),
  observe: (s) => ({ count: s.count, turn: s.count >= 5 ? null : s.players[s.turn]! }),
  checkState: (v) => (isState(v) ? [] : [{ path: 'state', message: 'not a toy state' }]),
};
