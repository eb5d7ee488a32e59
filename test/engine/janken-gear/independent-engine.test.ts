/**
 * Independent checks of the じゃんけん・ギア engine, written from the spec rather than from
 * the engine: the offered options are exactly the legal actions, every cited clause exists,
 * bad input is located and never thrown, hidden cards stay hidden, and games end and replay
 * from their seed and log (also through JSON).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { loadSpec } from '../../../tools/spec/load.ts';
import { nextInt, seedRng, type Rng } from '../../../engine/core/rng.ts';
import {
  actingPlayer,
  apply,
  pending,
  SIGNS,
  startGame,
  view,
  type JgAction,
  type JgState,
} from '../../../engine/janken-gear/index.ts';
import { configFor, randomGame, replayFrom } from './helpers.ts';

const clauses = loadSpec(process.cwd()).clauses.filter((c) => c.book === 'janken-gear');
const clauseIds = new Set(clauses.map((c) => c.id));

/** Every action worth trying in `state`, legal or not, built from the cards and field cards in play. */
function candidates(state: JgState): JgAction[] {
  const [p, q] = state.players;
  const hands = [...state.areas[p]!.hand, ...state.areas[q]!.hand];
  const fieldIds = [...state.areas[p]!.field, ...state.areas[q]!.field].map((f) => f.id);
  const actor = actingPlayer(state);
  const hand = actor ? state.areas[actor]!.hand : [];
  const out: JgAction[] = [{ type: 'choose-order', goFirst: true }, { type: 'choose-order', goFirst: false }, { type: 'end-turn' }, { type: 'pass' }, { type: 'joker' }];
  // Every non-empty selection of the acting player's hand, mixed suits and support cards included.
  for (let mask = 1; mask < 1 << hand.length; mask++) out.push({ type: 'deploy', cards: hand.filter((_, i) => mask & (1 << i)) });
  for (const a of fieldIds) for (const t of [...fieldIds, null]) out.push({ type: 'attack', attacker: a, target: t });
  for (const card of new Set([...hands, 'DA', 'D5', 'DJ'])) {
    out.push({ type: 'boost', card }, { type: 'chain', card }, { type: 'cancel', card });
    for (const sign of SIGNS) out.push({ type: 'change-sign', card, sign });
    for (const target of [...fieldIds, null]) out.push({ type: 'counter', card, target });
  }
  return out;
}

/** One spelling per distinct action: a deploy's cards in any order are the same action. */
function key(action: JgAction): string {
  return JSON.stringify(action.type === 'deploy' ? { ...action, cards: [...action.cards].sort() } : action);
}

/** Plays a seeded random game, calling `check` on every state before each move. */
function walk(seed: number, check: (state: JgState) => void, variants?: { suddenVitalLoss: boolean }): JgState {
  const started = startGame(configFor(seed, variants));
  assert.ok(started.ok);
  let state = started.state;
  let rng: Rng = seedRng(seed * 31 + 7);
  for (let n = 0; state.result === null; n++) {
    assert.ok(n < 5000, `seed ${seed}: no result`);
    check(state);
    const d = pending(state)[0]!;
    const [i, next] = nextInt(rng, d.options.length);
    rng = next;
    const applied = apply(state, d.player, d.options[i]!);
    assert.ok(applied.ok);
    state = applied.state;
  }
  return state;
}

test('the options offered are exactly the legal actions, and only the acting player may act', () => {
  const cited = new Set<string>();
  for (let seed = 1; seed <= 12; seed++) {
    walk(seed, (state) => {
      const actor = actingPlayer(state)!;
      const other = state.players.find((p) => p !== actor)!;
      const offered = new Set(pending(state)[0]!.options.map(key));
      const legal = new Set<string>();
      for (const action of candidates(state)) {
        const r = apply(state, actor, action);
        if (r.ok) legal.add(key(action));
        else {
          assert.ok('violation' in r, `a well-formed action was called malformed: ${JSON.stringify(action)}`);
          cited.add(r.violation.clause);
        }
        const byOther = apply(state, other, action);
        assert.ok(!byOther.ok && 'violation' in byOther, `${other} acted out of turn with ${JSON.stringify(action)}`);
        cited.add(byOther.violation.clause);
      }
      for (const k of offered) assert.ok(legal.has(k), `seed ${seed}: offered but illegal: ${k}`);
      for (const k of legal) assert.ok(offered.has(k), `seed ${seed}: legal but not offered: ${k}`);
    });
  }
  for (const id of cited) assert.ok(clauseIds.has(id), `a violation cites '${id}', which is not a clause`);
  assert.ok(cited.size >= 15, `only ${cited.size} different clauses were cited: ${[...cited].join(', ')}`);
});

test('every clause ID the engine source names exists in the spec', () => {
  const dir = 'engine/janken-gear';
  const named = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(`${dir}/${file}`, 'utf8');
    for (const m of text.matchAll(/janken-gear\.[a-z0-9-]+(?:\.[a-z0-9-]+)*/g)) {
      // 'janken-gear.glossary.*' names a group of clauses, not one.
      if (text.slice(m.index! + m[0].length, m.index! + m[0].length + 2) !== '.*') named.add(m[0]);
    }
  }
  const unknown = [...named].filter((id) => !clauseIds.has(id));
  assert.deepEqual(unknown, []);
});

test('every violation cites a rule or variant clause, never a note, an example or a definition', () => {
  const kinds = new Map(clauses.map((c) => [c.id, c.kind]));
  const seen = new Set<string>();
  walk(5, (state) => {
    for (const action of candidates(state)) {
      const r = apply(state, actingPlayer(state)!, action);
      if (!r.ok && 'violation' in r) seen.add(r.violation.clause);
    }
  });
  for (const id of seen) assert.ok(['rule', 'variant'].includes(kinds.get(id) ?? ''), `${id} is a ${kinds.get(id)}`);
});

test('garbage actions and states are reported by JSON path, never thrown, and leave the input unchanged', () => {
  const started = startGame(configFor(2));
  assert.ok(started.ok);
  const state = started.state;
  const before = structuredClone(state);
  const junk: unknown[] = [
    null, 42, 'pass', [], {}, { type: 'deploy' }, { type: 'deploy', cards: 'S5' }, { type: 'deploy', cards: [5] },
    { type: 'attack', attacker: 1, target: null }, { type: 'attack', attacker: 'f1' }, { type: 'boost' },
    { type: 'change-sign', card: 'D5', sign: 'lizard' }, { type: 'counter', card: 'DJ' }, { type: 'choose-order', goFirst: 'yes' },
    { type: 'cancel', card: null },
  ];
  for (const action of junk) {
    const r = apply(state, state.chooser, action as JgAction);
    assert.ok(!r.ok && 'malformed' in r, `accepted or not located: ${JSON.stringify(action)} → ${JSON.stringify(r)}`);
    assert.ok(r.malformed.every((e) => e.path.startsWith('action')), JSON.stringify(r.malformed));
  }
  for (const bad of [null, 7, 'state', [], {}]) {
    const r = apply(bad as unknown as JgState, 'A', { type: 'pass' });
    assert.ok(!r.ok && 'malformed' in r);
  }
  assert.deepEqual(state, before);
});

test('a field card holding a support card, a Joker or two suits is a malformed state, located at the card', () => {
  const started = startGame(configFor(3));
  assert.ok(started.ok);
  const cases: [string[], string][] = [
    [['S5', 'D5'], 'areas.A.field[0].cards[1]'],
    [['JOKER'], 'areas.A.field[0].cards[0]'],
    [['H2', 'H3', 'C4'], 'areas.A.field[0].cards[2]'],
  ];
  for (const [cards, path] of cases) {
    const s = structuredClone(started.state);
    s.areas.A!.field = [{ id: 'f1', cards }];
    const r = apply(s, s.chooser, { type: 'choose-order', goFirst: true });
    assert.ok(!r.ok && 'malformed' in r, JSON.stringify(r));
    assert.ok(r.malformed.some((e) => e.path === path), `${path}: ${JSON.stringify(r.malformed)}`);
  }
});

test('an unknown or non-boolean variant switch is reported, not silently ignored', () => {
  const base = configFor(4);
  const unknown = startGame({ ...base, variants: { suddenLoss: true } as never });
  assert.ok(!unknown.ok && 'malformed' in unknown);
  assert.deepEqual(unknown.malformed.map((e) => e.path), ['variants.suddenLoss']);
  const notBool = startGame({ ...base, variants: { suddenVitalLoss: 'yes' } as never });
  assert.ok(!notBool.ok && 'malformed' in notBool);
  assert.deepEqual(notBool.malformed.map((e) => e.path), ['variants.suddenVitalLoss']);
  const on = startGame({ ...base, variants: { suddenVitalLoss: true } });
  assert.ok(on.ok && on.state.variants.suddenVitalLoss);
});

test('the readings of a configuration are known keys, kept sorted in the state', () => {
  const base = configFor(4);
  const unknown = startGame({ ...base, variants: { readings: ['ace-on-same-sign', 'no-such-reading'] } });
  assert.ok(!unknown.ok && 'malformed' in unknown);
  assert.deepEqual(unknown.malformed.map((e) => e.path), ['variants.readings[1]']);
  const notList = startGame({ ...base, variants: { readings: 'ace-on-same-sign' } as never });
  assert.ok(!notList.ok && 'malformed' in notList);
  assert.deepEqual(notList.malformed.map((e) => e.path), ['variants.readings']);
  const on = startGame({ ...base, variants: { readings: ['same-power-boosted', 'ace-on-same-sign'] } });
  assert.ok(on.ok);
  assert.deepEqual(on.state.variants.readings, ['ace-on-same-sign', 'same-power-boosted']);
  const none = startGame(base);
  assert.ok(none.ok && !('readings' in none.state.variants), 'no readings: the state is as before');
});

test('a view does not change when the opponent hand, the decks or the face-down vitals change', () => {
  walk(6, (state) => {
    for (const p of state.players) {
      const o = state.players.find((x) => x !== p)!;
      const hidden = structuredClone(state);
      const theirs = hidden.areas[o]!;
      theirs.hand = theirs.hand.map(() => 'SA');
      theirs.deck = theirs.deck.map(() => 'HK');
      hidden.areas[p]!.deck = hidden.areas[p]!.deck.map(() => 'C7');
      for (const a of [hidden.areas[p]!, theirs]) for (const v of a.vitals) if (!v.lost) v.card = 'D9';
      hidden.rng = { state: 12345 };
      assert.deepEqual(view(hidden, p), view(state, p));
    }
  });
});

test('random games between two agents all reach a result and replay from seed and log through JSON', () => {
  const ends: Record<string, number> = {};
  for (let seed = 100; seed < 160; seed++) {
    for (const sudden of [false, true]) {
      const config = configFor(seed, { suddenVitalLoss: sudden });
      const game = randomGame(config, seed * 3);
      assert.ok(game.result, `seed ${seed}: no result after ${game.log.length} actions`);
      ends[game.result.clause] = (ends[game.result.clause] ?? 0) + 1;
      if (game.result.winner !== null) assert.ok(game.state.players.includes(game.result.winner));
      const stored = JSON.parse(JSON.stringify({ config, log: game.log }));
      const again = replayFrom(stored.config, stored.log);
      assert.ok(again.ok, JSON.stringify(again));
      assert.deepEqual(again.state, game.state);
      assert.deepEqual(again.state.result, game.result);
    }
  }
  for (const clause of ['janken-gear.direct.lose', 'janken-gear.direct.sudden-loss', 'janken-gear.turn.stalemate']) {
    assert.ok((ends[clause] ?? 0) > 0, `no game ended by ${clause}: ${JSON.stringify(ends)}`);
  }
});

test('a game resumed from a JSON copy of a mid-game state continues exactly as the original', () => {
  const config = configFor(21);
  const game = randomGame(config, 2121);
  const cut = Math.floor(game.log.length / 2);
  const half = replayFrom(config, game.log.slice(0, cut));
  assert.ok(half.ok);
  let state: JgState = JSON.parse(JSON.stringify(half.state));
  for (const entry of game.log.slice(cut)) {
    const r = apply(state, entry.player, entry.action);
    assert.ok(r.ok, JSON.stringify(r));
    state = r.state;
  }
  assert.deepEqual(state, game.state);
});

test('the same seed deals the same cards and janken; the janken winner is the only one to choose', () => {
  for (let seed = 0; seed < 30; seed++) {
    const a = startGame(configFor(seed));
    const b = startGame(configFor(seed));
    assert.ok(a.ok && b.ok);
    assert.deepEqual(a, b);
    const loser = a.state.players.find((p) => p !== a.state.chooser)!;
    const r = apply(a.state, loser, { type: 'choose-order', goFirst: true });
    assert.ok(!r.ok && 'violation' in r && r.violation.clause === 'janken-gear.setup.first-player');
  }
});

test('a replay with an illegal deck, or with a malformed log entry, says where and does not throw', () => {
  const config = configFor(8);
  const badDeck = { ...config, decks: { ...config.decks, B: [...config.decks.B!.slice(0, 19), 'JOKER', 'JOKER'] } };
  const refused = replayFrom(badDeck, []);
  assert.ok(!refused.ok && refused.entry === -1, JSON.stringify(refused));
  assert.match(refused.error, /janken-gear\.deck\./);
  const game = randomGame(config, 88);
  const log = [...game.log.slice(0, 3), { player: game.log[3]!.player, action: null as unknown as JgAction }];
  const broken = replayFrom(config, log);
  assert.ok(!broken.ok && broken.entry === 3, JSON.stringify(broken));
  assert.match(broken.error, /action: /);
});
