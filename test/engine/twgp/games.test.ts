/**
 * Whole TWGP games through the engine contract (engine/twgp/contract.ts): random agents play
 * from a setup with decks to a result decided by a loss clause, the game replays exactly from
 * its setup and log (engine/core/play.ts), the same seeds give the same game; and a property
 * test on random reachable states: `pending` offers exactly the actions whose `apply`
 * succeeds — every offered option applies, and a sample of well-formed actions not offered
 * is refused with a violation citing a clause of the spec.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { twgpEngine as engine } from '../../../engine/twgp/contract.ts';
import { playGame, randomAgent, replay } from '../../../engine/core/play.ts';
import { twgpSetup } from '../generators.ts';
import { setupFor } from './decks.ts';

/** Every clause ID of the TWGP spec. */
const CLAUSES = new Set(
  readdirSync('spec/twgp')
    .filter((f) => f.endsWith('.md'))
    .flatMap((f) => [...readFileSync(`spec/twgp/${f}`, 'utf8').matchAll(/\b(?:rule|note|variant|definition|example)\[(twgp\.[^\]\s]+)\]/g)].map((m) => m[1]!)),
);

const agents = { A: randomAgent, B: randomAgent };

function begin(setup: unknown) {
  const r = engine.start(setup);
  assert.ok(r.ok, JSON.stringify(r).slice(0, 300));
  return r.state;
}

test('the spec has the clauses the engine cites', () => assert.ok(CLAUSES.has('twgp.judge.loss.vital-short') && CLAUSES.size > 400, `${CLAUSES.size} clauses read`));

test('random agents play complete games to a result decided by a loss clause, and each replays exactly from its setup and log', () => {
  for (const [format, seed] of [['half', 1], ['half', 2], ['full', 3], ['trial', 4]] as const) {
    const first = begin(setupFor(format, seed));
    const game = playGame(engine, first, agents, seed, 20_000);
    assert.equal(game.refused, undefined, `${format} ${seed}: an offered action was refused: ${JSON.stringify(game.refused)}`);
    assert.ok(game.result, `${format} ${seed}: no result after ${game.log.length} actions`);
    assert.ok(CLAUSES.has(game.result.clause) && game.result.clause.startsWith('twgp.judge.'), `${format} ${seed}: the result cites ${game.result.clause}`);
    assert.deepEqual(engine.pending(game.state), [], 'nothing is pending once the game is over');
    // The log, as it would be saved (JSON), replays from the same setup to the same state and result.
    const saved = JSON.parse(JSON.stringify(game.log));
    const again = replay(engine, begin(setupFor(format, seed)), saved, game.result);
    assert.ok(again.ok, JSON.stringify(again));
    assert.deepStrictEqual(again.state, game.state);
    // A changed log is refused at the entry that no longer applies.
    const broken = saved.map((e: { player: string }, i: number) => (i === 1 ? { ...e, player: e.player === 'A' ? 'B' : 'A' } : e));
    const refused = replay(engine, first, broken);
    assert.ok(!refused.ok, 'a log with another player at entry 1 replays');
  }
});

test('the same setup and agent seed give the same game; another agent seed another one', () => {
  const one = playGame(engine, begin(setupFor('half', 9)), agents, 5, 2_000);
  const two = playGame(engine, begin(setupFor('half', 9)), agents, 5, 2_000);
  assert.deepStrictEqual(two.log, one.log);
  assert.deepStrictEqual(two.state, one.state);
  const other = playGame(engine, begin(setupFor('half', 9)), agents, 6, 2_000);
  assert.notDeepStrictEqual(other.log, one.log);
});

test('a stalled game ends by the judge entering a deadlock: everyone is out and nobody wins', () => {
  const game = playGame(engine, begin(setupFor('half', 1)), agents, 1, 30);
  assert.equal(game.result, null);
  const r = engine.apply(game.state, 'A', { type: 'judge', event: 'deadlock' });
  assert.ok(r.ok, JSON.stringify(r));
  assert.deepEqual([engine.result(r.state)?.winner, engine.result(r.state)?.clause], [null, 'twgp.judge.loss.deadlock']);
});

type Entry = { player: string; action: Record<string, unknown> };
const key = (e: { player: string; action: unknown }) => `${e.player} ${JSON.stringify(e.action)}`;

/**
 * Well-formed actions to try in a state, from the protocol's action forms: each offered option
 * with its numbers moved by one and its squares moved to other players' grids, and every option
 * offered anywhere in the game (to any player, at any state). The judge's action is a referee's
 * input that `pending` never offers (twgp.judge.note.deadlock), so it is not among them.
 */
function variants(action: Record<string, unknown>, players: string[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const [k, v] of Object.entries(action)) {
    if (typeof v === 'number') for (const d of [-1, 1, 2]) if (v + d >= 0) out.push({ ...action, [k]: v + d });
    if (typeof v === 'object' && v !== null && !Array.isArray(v) && 'player' in v) {
      for (const p of players) out.push({ ...action, [k]: { ...v, player: p } });
      const sq = (v as unknown as { square: number }).square;
      out.push({ ...action, [k]: { ...v, square: sq + 1 } });
    }
    if (typeof v === 'boolean') out.push({ ...action, [k]: !v });
    if (Array.isArray(v)) out.push({ ...action, [k]: v.slice(1) }, { ...action, [k]: [...v, v.length] });
    if (typeof v === 'string' && players.includes(v)) for (const p of players) out.push({ ...action, [k]: p });
  }
  return out;
}

test('on random reachable states, pending offers exactly the actions whose apply succeeds', () => {
  let tried = 0;
  let refused = 0;
  fc.assert(
    fc.property(fc.oneof(twgpSetup(['A', 'B'], 'half'), twgpSetup(['A', 'B'], 'full')), fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 120 }), fc.nat(), (setup, picks, sample) => {
      const players = setup.players;
      let state = begin(setup);
      const seen = new Map<string, Record<string, unknown>>();
      for (const [step, pick] of picks.entries()) {
        const decisions = engine.pending(state);
        if (!decisions.length) break;
        const offered: Entry[] = decisions.flatMap((d) => d.options.map((action) => ({ player: d.player, action: action as Record<string, unknown> })));
        const offeredKeys = new Set(offered.map(key));
        for (const e of offered) seen.set(JSON.stringify(e.action), e.action);
        // Every offered option applies (checked on a sample of states: every option of every tenth).
        if (step % 10 === sample % 10) for (const e of offered) assert.ok(engine.apply(state, e.player, e.action as never).ok, `offered ${key(e)} was refused`);
        // A sample of well-formed actions not offered to that player is refused with a violation citing a clause.
        const candidates = [...offered.flatMap((e) => variants(e.action, players)), ...seen.values()];
        for (let i = 0; i < 12 && candidates.length; i++) {
          const action = candidates[(sample + i * 7919 + step * 31) % candidates.length]!;
          const player = players[(sample + i + step) % players.length]!;
          if (offeredKeys.has(key({ player, action }))) continue;
          const r = engine.apply(state, player, action as never);
          if (!r.ok && 'malformed' in r) continue; // not well-formed after all (a square off the grid, …)
          tried++;
          assert.ok(!r.ok, `${player}'s ${JSON.stringify(action)} is not offered but applies`);
          assert.ok(CLAUSES.has(r.violation.clause), `${player}'s ${JSON.stringify(action)} is refused citing ${r.violation.clause}, not a clause of the spec`);
          refused++;
        }
        const e = offered[pick % offered.length]!;
        const next = engine.apply(state, e.player, e.action as never);
        assert.ok(next.ok, `offered ${key(e)} was refused: ${JSON.stringify(next)}`);
        state = next.state;
      }
    }),
    { seed: 20261201, numRuns: 25 },
  );
  assert.ok(tried > 100 && refused === tried, `${tried} non-offered actions tried, ${refused} refused`);
});
