/**
 * Property tests of the one engine contract (engine/core/contract.ts), run on every reference
 * engine of engine/reference.ts through the contract only (issue 10, point 5). Games start from
 * the books' generated setups and positions (generators.ts, in the protocol's forms) and are
 * walked by generated choices among the options `pending` lists. Properties:
 *
 * - every option `pending` lists is accepted, and no contract function modifies its input;
 * - an action not listed for that player (a mutated option, another player's option, any
 *   value) is refused in the failure vocabulary, and the state is left deep-equal;
 * - every player keeps their cards (the multiset of card names they own in the observation);
 * - a state survives a JSON round trip unchanged, and the copy continues identically;
 * - the same setup and the same agents' seed give the same game;
 * - a player's view holds no card name beyond those the book lets them see;
 * - no function throws on any generated input, including mutated and truncated states.
 *
 * A fixed seed and a small number of runs keep the file to a few seconds; fast-check prints
 * the seed and a shrunk counterexample of any failing property.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { AnyBookEngine } from '../../engine/core/contract.ts';
import { playGame, randomAgent, replay } from '../../engine/core/play.ts';
import { REFERENCE_ENGINES } from '../../engine/reference.ts';
import { KITS, type BookKit, type Start } from './generators.ts';

const SEED = 20261201;
const RUNS = 20;
/** Asserts a property with the fixed seed and `numRuns` runs scaled by the book's cost. */
// Bounded by the number of runs, never by the clock: a slow (loaded) machine takes longer but
// gives the same verdict.
const checker = (kit: BookKit) => (property: fc.IProperty<any>, numRuns = RUNS) =>
  fc.assert(property, { seed: SEED, numRuns: Math.max(3, Math.round(numRuns * (kit.runs ?? 1))) });

/** Choices that walk a game: each picks one of all the (player, option) pairs pending, modulo their number. */
const choices = (maxLength = 25) => fc.array(fc.nat({ max: 1_000 }), { maxLength, size: 'max' });

/**
 * Properties known to fail on a reference engine, by book, with the reason (reported on
 * issue 10); node's test runner lists them as todo instead of failing the run.
 */
const KNOWN_FAILURES: Record<string, Record<string, string>> = {};

type Entry = { player: string; action: unknown };
const clone = <T>(v: T): T => structuredClone(v);
const key = (v: unknown) => JSON.stringify(sortKeys(v));
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]));
  return v;
}

function playersOf(start: Start): string[] {
  return ((start.via === 'start' ? start.setup : start.position).players as string[]) ?? [];
}

function begin(engine: AnyBookEngine, start: Start): { state: unknown; events: unknown[] } {
  const r = start.via === 'start' ? engine.start(clone(start.setup)) : engine.position(clone(start.position));
  assert.ok(r.ok, `${engine.book}: the generated ${start.via} was refused: ${JSON.stringify(r)}`);
  return r;
}

function options(engine: AnyBookEngine, state: unknown): Entry[] {
  return engine.pending(state).flatMap((d) => d.options.map((action) => ({ player: d.player, action })));
}

/** Walks from `state` by the choices; every step must be accepted. */
function walk(engine: AnyBookEngine, state: unknown, picks: readonly number[]) {
  const states = [state];
  const log: Entry[] = [];
  const events: unknown[][] = [];
  let current = state;
  for (const pick of picks) {
    const all = options(engine, current);
    if (all.length === 0) break;
    const entry = all[pick % all.length]!;
    const r = engine.apply(current, entry.player, entry.action);
    assert.ok(r.ok, `${engine.book}: the listed option ${JSON.stringify(entry)} was refused: ${JSON.stringify(r)}`);
    log.push(entry);
    events.push(r.events);
    states.push((current = r.state));
  }
  return { states, log, events, last: current };
}

function isFailure(r: any): boolean {
  if (r?.ok !== false) return false;
  if ('violation' in r) return typeof r.violation?.clause === 'string' && r.violation.clause !== '' && typeof r.violation.message === 'string';
  return Array.isArray(r.malformed) && r.malformed.length > 0 && r.malformed.every((m: any) => typeof m?.path === 'string' && typeof m?.message === 'string');
}

/** Every string anywhere in a value. */
function strings(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (typeof v === 'object' && v !== null) for (const x of Object.values(v)) strings(x, out);
  return out;
}

function count(xs: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

// ---- mutation of JSON values: replace, delete, truncate, retype a node anywhere ----

type Path = (string | number)[];
function nodes(v: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (path.length) out.push(path);
  if (Array.isArray(v)) v.forEach((x, i) => nodes(x, [...path, i], out));
  else if (typeof v === 'object' && v !== null) for (const k of Object.keys(v)) nodes((v as Record<string, unknown>)[k], [...path, k], out);
  return out;
}

const ODD_VALUES: unknown[] = [null, undefined, -1, 0, 1.5, 2 ** 53, -(2 ** 31), 1e9, NaN, Infinity, '', 'x', '__proto__', 'constructor', 'toString', true, [], {}, [null], { constructor: 1 }];

/** A mutation of a value: at a node chosen by index, replace it, delete it, truncate it or change its type. */
const mutation = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('replace', 'delete', 'truncate', 'odd', 'swap'),
  value: fc.jsonValue({ maxDepth: 2 }),
  odd: fc.constantFrom(...ODD_VALUES),
  n: fc.nat({ max: 5 }),
});
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

/** Where a mutation was made, as a JSON path (`battle.fighters[0].skills`). */
const pathText = (path: Path) => path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('').replace(/^\./, '') || '(the value)';

/** Applies the mutations in turn; `edits` says what each did where, for failure messages. */
function mutateAll(value: unknown, ms: readonly Mutation[]): { value: unknown; edits: string[] } {
  const edits: string[] = [];
  const out = ms.reduce<unknown>((v, m) => {
    const all = nodes(v);
    const at = all.length ? pathText(all[m.at % all.length]!) : '(the value)';
    edits.push(`${m.op} at ${at}${m.op === 'replace' ? ` with ${JSON.stringify(m.value)}` : m.op === 'odd' ? ` with ${String(m.odd && typeof m.odd === 'object' ? JSON.stringify(m.odd) : m.odd)}` : ''}`);
    return mutate(v, m);
  }, value);
  return { value: out, edits };
}

function mutate(value: unknown, m: Mutation): unknown {
  const root = clone(value);
  const all = nodes(root);
  if (all.length === 0) return m.op === 'odd' ? m.odd : m.value;
  const path = all[m.at % all.length]!;
  const parent = path.slice(0, -1).reduce<any>((o, k) => o[k], root);
  const last = path[path.length - 1]!;
  const node = parent[last];
  switch (m.op) {
    case 'replace': parent[last] = clone(m.value); break;
    case 'odd': parent[last] = clone(m.odd); break;
    case 'delete': if (Array.isArray(parent)) parent.splice(last as number, 1); else delete parent[last]; break;
    case 'truncate':
      if (Array.isArray(node)) node.length = Math.min(node.length, m.n % (node.length + 1));
      else if (typeof node === 'object' && node !== null) for (const k of Object.keys(node).slice(m.n % (Object.keys(node).length + 1))) delete node[k];
      else if (typeof node === 'string') parent[last] = node.slice(0, m.n);
      else parent[last] = undefined;
      break;
    case 'swap': {
      // Another node's value here (a plausible value in the wrong place).
      const other = all[(m.at * 31 + m.n + 1) % all.length]!;
      parent[last] = clone(other.reduce<any>((o, k) => o?.[k], value));
      break;
    }
  }
  return root;
}

/** Runs an engine function that must not throw; a throw fails with the function's name. */
function noThrow<T>(engine: AnyBookEngine, what: string, f: () => T, context = ''): T {
  try {
    return f();
  } catch (e) {
    const err = e as Error;
    const frames = String(err?.stack ?? '').split('\n').slice(1, 4).join('\n');
    throw new assert.AssertionError({ message: `${engine.book}: ${what} threw ${err?.name}: ${err?.message}${context ? ` (${context})` : ''}\n${frames}` });
  }
}

/** Calls every state-taking function on `state` (and apply with each action) and asserts none throws. */
function exerciseState(engine: AnyBookEngine, state: unknown, players: string[], actions: unknown[], context = '') {
  noThrow(engine, 'checkState', () => engine.checkState(state), context);
  noThrow(engine, 'observe', () => engine.observe(state), context);
  noThrow(engine, 'result', () => engine.result(state), context);
  const pending = noThrow(engine, 'pending', () => engine.pending(state), context);
  for (const p of [...players, '', 'nobody']) noThrow(engine, `view(·, ${JSON.stringify(p)})`, () => engine.view(state, p), context);
  const tried = [...actions, ...(Array.isArray(pending) ? pending.flatMap((d: any) => (Array.isArray(d?.options) ? d.options.slice(0, 4).map((o: unknown) => ({ player: d.player, action: o })) : [])) : [])];
  for (const a of tried) {
    const { player, action } = a as Entry;
    noThrow(engine, `apply(·, ${JSON.stringify(player)}, ${JSON.stringify(action)})`, () => engine.apply(state, player, action), context);
  }
}

for (const engine of REFERENCE_ENGINES) {
  const kit: BookKit | undefined = KITS[engine.book];
  describe(`engine contract properties: ${engine.book}`, () => {
    test('the book has generators', () => assert.ok(kit, `test/engine/generators.ts has no kit for ${engine.book}`));
    if (!kit) return;
    const check = checker(kit);

    test('every option pending lists is accepted, and no contract function modifies its input', () => {
      check(fc.property(kit.starts, choices(), (start, picks) => {
        const { states } = walk(engine, begin(engine, start).state, picks);
        for (const s of states) {
          const before = clone(s);
          const decisions = engine.pending(s);
          if (engine.result(s) !== null) assert.deepEqual(decisions, [], 'nothing is pending once the game is over');
          for (const d of decisions) {
            assert.ok(d.options.length > 0, `a decision of ${d.player} (${d.kind}) lists no option`);
            for (const option of d.options) {
              const r = engine.apply(s, d.player, option);
              assert.ok(r.ok, `${d.player}'s listed option ${JSON.stringify(option)} was refused: ${JSON.stringify(r)}`);
            }
          }
          engine.observe(s);
          engine.result(s);
          for (const p of playersOf(start)) engine.view(s, p);
          assert.deepStrictEqual(s, before, 'a contract function modified the state it was given');
        }
      }));
    });

    test('an action not listed, or by the wrong player, is refused and leaves the state unchanged', () => {
      check(fc.property(kit.starts, choices(), fc.gen(), (start, picks, g) => {
        const players = playersOf(start);
        const { states, log } = walk(engine, begin(engine, start).state, picks);
        const s = states[g(fc.nat, { max: states.length - 1 })]!;
        const listed = options(engine, s);
        const known = [...listed, ...log];
        const listedFor = (p: string) => new Set(listed.filter((e) => e.player === p).map((e) => key(kit.canonical(e.action))));
        for (let i = 0; i < 6; i++) {
          const player = g(() => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...players) }, fc.constantFrom('', 'nobody', 'constructor', '__proto__', ...players.map((p) => p + ' '))));
          const kind = g(() => fc.constantFrom(...(known.length ? ['known', 'known', 'mutated', 'mutated', 'any', 'inherited'] : ['any', 'inherited'])));
          let action: unknown;
          if (kind === 'any') action = g(() => fc.jsonValue({ maxDepth: 2 }));
          else if (kind === 'inherited') action = { type: g(() => fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf')) };
          else {
            const base = known[g(fc.nat, { max: known.length - 1 })]!.action;
            action = kind === 'known' ? clone(base) : mutate(base, g(() => mutation));
          }
          if (listedFor(player).has(key(kit.canonical(action)))) continue;
          const before = clone(s);
          const r = engine.apply(s, player, action);
          assert.ok(isFailure(r), `${JSON.stringify(player)}'s unlisted action ${JSON.stringify(action)} was not refused in the failure vocabulary: ${JSON.stringify(r).slice(0, 500)}`);
          assert.deepStrictEqual(s, before, 'a refused action modified the state');
        }
      }));
    });

    test('cards are conserved per player', () => {
      check(fc.property(kit.starts, choices(40), (start, picks) => {
        const first = begin(engine, start).state;
        const owned = kit.owned(engine.observe(first));
        if (start.via === 'start' && Array.isArray(start.setup.decks)) {
          const decks = start.setup.decks as string[][];
          const expected = kit.deckNames?.(start.setup) ?? Object.fromEntries(playersOf(start).map((p, i) => [p, [...decks[i]!].sort()]));
          assert.deepEqual(owned, expected, 'after start, the players own exactly the cards of their decks');
        }
        const { states, log } = walk(engine, first, picks);
        states.forEach((s, i) => assert.deepEqual(kit.owned(engine.observe(s)), owned, `cards changed owners or were lost after ${JSON.stringify(log.slice(0, i))}`));
      }));
    });

    test('a JSON round trip of the state continues identically', () => {
      check(fc.property(kit.starts, choices(), choices(), (start, before, after) => {
        const s = walk(engine, begin(engine, start).state, before).last;
        const copy = JSON.parse(JSON.stringify(s));
        assert.deepStrictEqual(copy, s, 'the state is not a plain JSON value');
        let a = s;
        let b = copy;
        for (const pick of [...after, 0]) {
          assert.deepStrictEqual(engine.pending(b), engine.pending(a));
          assert.deepStrictEqual(engine.observe(b), engine.observe(a));
          assert.deepStrictEqual(engine.result(b), engine.result(a));
          for (const p of playersOf(start)) assert.deepStrictEqual(engine.view(b, p), engine.view(a, p));
          const all = options(engine, a);
          if (all.length === 0) break;
          const entry = all[pick % all.length]!;
          const ra = engine.apply(a, entry.player, entry.action);
          const rb = engine.apply(b, entry.player, clone(entry.action));
          assert.ok(ra.ok && rb.ok);
          assert.deepStrictEqual(rb.events, ra.events);
          a = ra.state;
          b = rb.state;
        }
      }));
    });

    test('the same seed gives the same game', () => {
      check(fc.property(kit.starts, fc.nat(), (start, agentSeed) => {
        const one = begin(engine, start);
        const two = begin(engine, clone(start));
        assert.deepStrictEqual(two, one, 'the same setup gave a different first state or events');
        const agents = Object.fromEntries(playersOf(start).map((p) => [p, randomAgent]));
        const g1 = playGame(engine, one.state, agents, agentSeed, 100);
        const g2 = playGame(engine, two.state, agents, agentSeed, 100);
        assert.equal(g1.refused, undefined, `an agent's listed action was refused: ${JSON.stringify(g1.refused)}`);
        assert.deepStrictEqual(g2.log, g1.log);
        assert.deepStrictEqual(g2.result, g1.result);
        assert.deepStrictEqual(engine.observe(g2.state), engine.observe(g1.state));
        const replayed = replay(engine, one.state, g1.log, g1.result);
        assert.ok(replayed.ok, JSON.stringify(replayed));
        assert.deepStrictEqual(replayed.state, g1.state);
      }), 15);
    });

    test("view never contains another player's hidden cards", () => {
      check(fc.property(kit.starts, choices(30), (start, picks) => {
        const { states } = walk(engine, begin(engine, start).state, picks);
        for (const s of states) {
          const o = engine.observe(s);
          const cards = new Set(Object.values(kit.owned(o)).flat());
          for (const viewer of [...playersOf(start), '観客']) {
            const v = engine.view(s, viewer);
            assert.deepStrictEqual(JSON.parse(JSON.stringify(v)), v, 'a view is a plain JSON value');
            const may = count(kit.visible(o, viewer));
            // No card name anywhere in the view that the viewer may not see at all…
            for (const name of strings(v)) assert.ok(!cards.has(name) || may.has(name), `${viewer}'s view names ${name}, which ${viewer} may not see: ${JSON.stringify(v)}`);
            // …and in the view's zones no more copies of a card than the viewer may see.
            for (const [name, n] of count(kit.viewed(v))) assert.ok(n <= (may.get(name) ?? 0), `${viewer}'s view shows ${name} ${n} time(s); ${viewer} may see it ${may.get(name) ?? 0} time(s): ${JSON.stringify(v)}`);
          }
        }
      }), 15);
    });

    test('no engine function throws on any input at all', () => {
      check(fc.property(fc.anything(), fc.anything(), fc.anything(), (x, p, a) => {
        noThrow(engine, 'start', () => engine.start(x));
        noThrow(engine, 'position', () => engine.position(x));
        exerciseState(engine, x, typeof p === 'string' ? [p] : [], [{ player: p, action: a }]);
      }), 100);
    });

    test('no engine function throws on mutated and truncated setups and positions, nor on the games they start', () => {
      check(fc.property(kit.starts, fc.array(mutation, { minLength: 1, maxLength: 3 }), choices(8), (start, ms, picks) => {
        const { value: input, edits } = mutateAll(start.via === 'start' ? start.setup : start.position, ms);
        const context = `the ${start.via} mutated: ${edits.join('; ')}`;
        const r = noThrow(engine, start.via, () => (start.via === 'start' ? engine.start(input) : engine.position(input)), context);
        if (!r.ok) return assert.ok(isFailure(r), `a refused ${start.via} answers in the failure vocabulary: ${JSON.stringify(r)}`);
        let s = r.state;
        for (const pick of picks) {
          exerciseState(engine, s, playersOf(start), [], context);
          const all = noThrow(engine, 'pending', () => options(engine, s), context);
          if (all.length === 0) break;
          const e = all[pick % all.length]!;
          const next = noThrow(engine, 'apply', () => engine.apply(s, e.player, e.action), context);
          if (!next.ok) break;
          s = next.state;
        }
      }));
    });

    test('no engine function throws on mutated and truncated states of real games', { todo: KNOWN_FAILURES[engine.book]?.['mutated states'] }, () => {
      check(fc.property(kit.starts, choices(), fc.array(mutation, { minLength: 1, maxLength: 3 }), (start, picks, ms) => {
        const { last } = walk(engine, begin(engine, start).state, picks);
        const legal = options(engine, last).slice(0, 6);
        const { value: broken, edits } = mutateAll(last, ms);
        const context = `the state mutated: ${edits.join('; ')}`;
        exerciseState(engine, broken, playersOf(start), legal, context);
        // A mutated state the engine takes for one of its states is played on without a throw.
        let s = broken;
        for (let i = 0; i < 5; i++) {
          if (noThrow(engine, 'checkState', () => engine.checkState(s), context).length) break;
          const all = noThrow(engine, 'pending', () => options(engine, s), context);
          if (all.length === 0) break;
          const next = noThrow(engine, 'apply', () => engine.apply(s, all[0]!.player, all[0]!.action), context);
          if (!next.ok) break;
          s = next.state;
          exerciseState(engine, s, playersOf(start), [], context);
        }
      }), 40);
    });
  });
}
