/**
 * Grid blast (engine/twgp/grid-blast.ts): the three actions are offered exactly when they
 * are legal (DESIGN.md: `offers` lists the actions whose refusal is null), on many positions
 * mixing modes, hands, turns and windows; and the execution's comparison on a fixed table.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { twgpEngine, type TwgpState } from '../../../engine/twgp/index.ts';
import { table, type UnitSpec } from './helpers.ts';

const TYPES = ['grid-blast-declare', 'grid-blast-cancel', 'grid-blast'] as const;

/** A small deterministic generator (the test's own, not the engine's). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

function randomUnits(next: () => number, other: string): UnitSpec[] {
  const modes = ['Active', 'Hack-Active', 'Stealth', 'Save', 'GB-Prompt', 'GB-Prompt'];
  return Array.from({ length: 5 }, (_, i) => {
    if (next() < 0.3) return null;
    const mode = modes[Math.floor(next() * modes.length)]!;
    const power = mode === 'Stealth' ? 2 : [0, 3, 5][Math.floor(next() * 3)]!;
    const spec: UnitSpec = { name: `u${i}`, power, mode };
    if (mode === 'Hack-Active' || (mode === 'GB-Prompt' && next() < 0.3)) spec.controller = other;
    if (mode === 'GB-Prompt' && next() < 0.3) spec.declaredTurn = 3;
    return spec;
  }) as UnitSpec[];
}

function randomState(seed: number): TwgpState | null {
  const next = lcg(seed);
  const hand = (p: string) => Array.from({ length: Math.floor(next() * 6) }, (_, i) => ({ name: `${p}h${i}` }));
  const a = randomUnits(next, 'B');
  const b = randomUnits(next, 'A');
  // Keep one GB-Prompt unit per grid (a position with two is reachable only through a reset elsewhere).
  for (const grid of [a, b]) {
    let seen = false;
    grid.forEach((u, i) => {
      if (u && u.mode === 'GB-Prompt') {
        if (!seen) seen = true;
        else {
          const { declaredTurn: _t, ...rest } = u;
          grid[i] = { ...rest, mode: 'Active' };
        }
      }
    });
  }
  const turn = { player: next() < 0.5 ? 'A' : 'B', sequence: next() < 0.8 ? 'battle' : 'build', number: 3 };
  try {
    let state = table(a.map((u) => u ?? null) as never, b.map((u) => u ?? null) as never, { turn });
    state = { ...state, seats: state.seats.map((s) => ({ ...s, hand: hand(s.player) })) };
    // Half the time, answer an assault: the turn player's first legal assault, if any.
    if (next() < 0.5 && turn.sequence === 'battle') {
      const assault = twgpEngine.pending(state).flatMap((d) => d.options).find((o) => o.type === 'assault');
      if (assault) {
        const done = twgpEngine.apply(state, turn.player, assault);
        if (done.ok) state = done.state;
      }
    }
    return state;
  } catch {
    return null;
  }
}

test('grid-blast actions: offered exactly when apply accepts them', () => {
  let checked = 0;
  const accepted: Record<string, number> = { 'grid-blast-declare': 0, 'grid-blast-cancel': 0, 'grid-blast': 0 };
  for (let seed = 1; seed <= 300; seed++) {
    const state = randomState(seed);
    if (!state) continue;
    const offered = new Set(twgpEngine.pending(state).flatMap((d) => d.options.filter((o) => (TYPES as readonly string[]).includes(o.type)).map((o) => `${d.player}:${JSON.stringify(o)}`)));
    for (const player of ['A', 'B']) {
      for (const seat of state.seats as TwgpState['seats']) {
        for (let square = 0; square < seat.battleGrid.length; square++) {
          for (const type of TYPES) {
            const action: { type: string; unit: { player: string; square: number } } = { type, unit: { player: seat.player, square } };
            const applied = twgpEngine.apply(state, player, action);
            const key: string = `${player}:${JSON.stringify(action)}`;
            assert.equal(offered.has(key), applied.ok, `seed ${seed}: ${key} offered=${offered.has(key)} but apply says ${JSON.stringify('violation' in applied ? applied.violation : applied.ok)}`);
            if (applied.ok) accepted[type]!++;
            if (!applied.ok) assert.ok('violation' in applied && applied.violation.clause.startsWith('twgp.'), `seed ${seed}: ${key} refused without a clause`);
            checked++;
          }
        }
      }
    }
  }
  assert.ok(checked > 1000, `only ${checked} actions checked`);
  for (const type of TYPES) assert.ok(accepted[type]! > 0, `no ${type} was legal in any position: ${JSON.stringify(accepted)}`);
});

test('twgp.attack.grid-blast.compare: one attack power for every card; ≤ is logged, the charge grid always', () => {
  const state = table([{ name: 'gb', power: 5, mode: 'GB-Prompt' }], [{ name: 'b5', power: 5 }, { name: 'b6', power: 6 }, { name: 'b2', power: 2, mode: 'Stealth' }, { name: 'b9', power: 9, mode: 'Save' }], {
    turn: { player: 'B', sequence: 'battle', number: 2 },
  });
  const withHand = { ...state, seats: state.seats.map((s) => (s.player === 'A' ? { ...s, hand: Array.from({ length: 4 }, (_, i) => ({ name: `h${i}` })) } : { ...s, chargeGrid: s.chargeGrid.map((c, i) => (i < 2 ? { card: { name: `c${i}` }, mode: 'Charge' as const } : c)) })) };
  const declared = twgpEngine.apply(withHand, 'B', { type: 'assault', attacker: { player: 'B', square: 0 }, target: { player: 'A', square: 0 }, surge: [] });
  assert.ok(declared.ok, JSON.stringify(declared));
  const done = twgpEngine.apply(declared.state, 'A', { type: 'grid-blast', unit: { player: 'A', square: 0 } });
  assert.ok(done.ok, JSON.stringify(done));
  const b = done.state.seats[1]!;
  assert.deepEqual(b.battleGrid.map((u) => u && `${u.card.name}:${u.mode}`), [null, 'b6:Active', null, 'b9:Save', null]);
  assert.deepEqual(b.chargeGrid.filter((c) => c !== null), []);
  assert.deepEqual([...b.surge, ...b.storage].map((c) => c.name).sort(), ['b2', 'b5', 'c0', 'c1']);
  assert.equal(done.state.seats[0]!.battleGrid[0]!.mode, 'Save');
  assert.equal(done.state.right, 'A');
});
