/**
 * A seeded walk through one TWGP game that checks, at every step, that the actions of the
 * given types are offered exactly when they apply: each offered one applies, and each
 * well-formed neighbour of it that is not offered is refused. Shared by the option tests.
 */
import assert from 'node:assert/strict';
import { twgpEngine as engine } from '../../../engine/twgp/contract.ts';
import type { TwgpState } from '../../../engine/twgp/state.ts';

/** Well-formed neighbours of an action: each number moved by one, `hand` as `bottom`, each square moved to the next square or another player's grid. */
export function neighbours(action: Record<string, unknown>, players: string[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const [k, v] of Object.entries(action)) {
    if (typeof v === 'number') for (const d of [-1, 1]) if (v + d >= 0) out.push({ ...action, [k]: v + d });
    if (v === 'hand') out.push({ ...action, [k]: 'bottom' });
    if (typeof v === 'object' && v !== null && !Array.isArray(v) && 'player' in v) {
      for (const p of players) out.push({ ...action, [k]: { ...v, player: p } });
      out.push({ ...action, [k]: { ...v, square: (v as unknown as { square: number }).square + 1 } });
    }
  }
  return out;
}

/**
 * Plays up to `steps` actions from `state`, choosing by `seed`, checking the offers of the
 * action types `own` on the way; with `requireOffers`, a step with nothing offered in a game
 * not over fails. Returns how many unoffered neighbours were tried (each refused).
 */
export function walkCheckingOffers(state: TwgpState, own: readonly string[], seed: number, steps: number, requireOffers: string | null): number {
  const players = ['A', 'B'];
  let tried = 0;
  for (let step = 0; step < steps && !engine.result(state); step++) {
    const decisions = engine.pending(state);
    const offered = decisions.flatMap((d) => d.options.map((action) => ({ player: d.player, action: action as Record<string, unknown> })));
    const keys = new Set(offered.map((e) => `${e.player} ${JSON.stringify(e.action)}`));
    for (const e of offered.filter((x) => own.includes(x.action.type as string))) {
      assert.ok(engine.apply(state, e.player, e.action as never).ok, `offered ${JSON.stringify(e)} was refused`);
      for (const n of neighbours(e.action, players)) {
        for (const p of players) {
          if (keys.has(`${p} ${JSON.stringify(n)}`)) continue;
          const r = engine.apply(state, p, n as never);
          if (!r.ok && 'malformed' in r) continue;
          tried++;
          assert.ok(!r.ok, `${p}'s ${JSON.stringify(n)} is not offered but applies`);
        }
      }
    }
    if (requireOffers !== null) assert.ok(offered.length, `${requireOffers}: nothing is offered at step ${step} and the game is not over`);
    const pick = offered[(seed * 7919 + step * 104729) % offered.length]!;
    const next = engine.apply(state, pick.player, pick.action as never);
    assert.ok(next.ok, JSON.stringify(next).slice(0, 300));
    state = next.state;
  }
  return tried;
}
