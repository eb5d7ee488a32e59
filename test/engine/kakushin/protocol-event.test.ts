/**
 * The protocol form of battle events (engine/kakushin/observe.ts `protocolEvent`), which is made
 * field by field for speed (docs/performance.md), against what it was made by before: the event
 * without `side`, `player` added last, sides of `initiative` and the result named, through a
 * JSON copy. Every event of random battles (all ten readings on and off, plans, a position with
 * ailing panels), a state from outside whose panels carry more fields (given as `{kind, ailments}`), and no sharing of any list
 * or object with the battle's log.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { asJsonValue } from '../../../engine/core/json.ts';
import { playGame, randomAgent } from '../../../engine/core/play.ts';
import { nextInt, seedRng, type Rng } from '../../../engine/core/rng.ts';
import { kakushinEngine as engine } from '../../../engine/kakushin/contract.ts';
import { SKILL_POOL, TOTAL_POINTS, type BattleEvent, type CharacterSheet } from '../../../engine/kakushin/index.ts';
import { protocolEvent } from '../../../engine/kakushin/observe.ts';
import { READING_KEYS } from '../../../engine/kakushin/readings.ts';
import type { KakushinGame } from '../../../engine/kakushin/setup.ts';

/** The protocol form as the generic copy made it. */
function reference(game: KakushinGame, e: BattleEvent): Record<string, unknown> {
  const out: Record<string, unknown> = { ...e };
  if ('side' in e) {
    delete out.side;
    out.player = game.players[e.side];
  }
  if (e.type === 'initiative') {
    out.first = game.players[e.first];
    out.gaveUp = e.gaveUp === null ? null : game.players[e.gaveUp];
  }
  if (e.type === 'result') {
    const r = e.result;
    const end = { 'hp-zero': 'kakushin.battle.hp-zero', 'both-zero': 'kakushin.battle.note-both-zero', 'turn-limit': 'kakushin.battle.turn-limit', loop: 'kakushin.battle.loop' }[r.cause];
    out.result = { winner: r.winner === null ? null : game.players[r.winner], losers: r.losers.map((s) => game.players[s]), gm: r.gmWins, clause: r.clause, end, reason: r.reason };
  }
  return asJsonValue(out);
}

const SKILLS = SKILL_POOL.filter((s) => !s.banned && s.mode !== 'constant').map((s) => s.name);
const PLANS = ['剣パネルが3個以上の時、沙羅双樹を優先する。', '先攻を放棄する。', '白のコストには地パネルを支払う。', '自分のHPが20以下の時、ターン終了時に鉄壁の維持を解除する。', '剣パネルを1個残す。'];

function randomSheet(name: string, rng: Rng): [CharacterSheet, Rng] {
  let r = rng;
  const draw = (n: number) => {
    let x: number;
    [x, r] = nextInt(r, n);
    return x;
  };
  const skills: string[] = [];
  for (let i = draw(4); i >= 0; i--) {
    const s = SKILLS[draw(SKILLS.length)]!;
    if (!skills.includes(s)) skills.push(s);
  }
  const points = { vitality: 1, fire: 0, water: 0, wind: 0, earth: 0, sword: 0 };
  const fields = Object.keys(points) as (keyof typeof points)[];
  for (let left = TOTAL_POINTS - skills.length - 1; left > 0; left--) points[fields[draw(fields.length)]!]++;
  return [{ name, points, skills, plan: draw(2) ? PLANS[draw(PLANS.length)]! : '' }, r];
}

test('every event of 120 random battles has the protocol form the generic copy gave it', () => {
  let rng = seedRng(16);
  let events = 0;
  for (let i = 0; i < 120; i++) {
    let a: CharacterSheet;
    let b: CharacterSheet;
    [a, rng] = randomSheet(`a${i}`, rng);
    [b, rng] = randomSheet(`b${i}`, rng);
    const options = Object.fromEntries(READING_KEYS.map((k, j) => [k, (i >> (j % 5)) % 2 === 1]));
    const setup = { players: ['A', 'B'], seed: i, characters: [a, b], options, final: i % 3 === 0 };
    const started = i % 4 === 3
      ? engine.position({ ...setup, first: 'B', turn: 1, step: 'panels', sides: [{ panels: [{ kind: '火', ailments: ['Freeze'] }, { kind: '剣', ailments: [] }] }, { panels: [{ kind: '水', ailments: ['Poison', 'Confuse'] }] }] })
      : engine.start(setup);
    if (!started.ok) continue; // a random sheet a reading refuses
    const played = playGame(engine, started.state, { A: randomAgent, B: randomAgent }, i);
    const game = played.state;
    for (const e of game.battle.events) {
      assert.deepEqual(protocolEvent(game, e), reference(game, e));
      assert.equal(JSON.stringify(protocolEvent(game, e)), JSON.stringify(reference(game, e)), 'the same fields in the same order');
      events++;
    }
  }
  assert.ok(events > 10_000, `only ${events} events`);
});

test('panels of a state from outside are given in the protocol form, {kind, ailments}, whatever else they carry', () => {
  const r = engine.start({ players: ['A', 'B'], seed: 3, characters: [
    { name: 'x', points: { vitality: 13, fire: 0, water: 0, wind: 0, earth: 0, sword: 3 }, skills: ['斬撃', '沙羅双樹'], plan: '' },
    { name: 'y', points: { vitality: 17, fire: 0, water: 0, wind: 0, earth: 0, sword: 0 }, skills: ['沙羅双樹'], plan: '' },
  ] });
  assert.ok(r.ok);
  const game = r.state;
  const odd = [{ ailments: [], kind: '剣' }, { kind: '剣', ailments: ['Freeze'], note: 'extra' }, { kind: '火', ailments: [] }] as never[];
  const form = '[{"kind":"剣","ailments":[]},{"kind":"剣","ailments":["Freeze"]},{"kind":"火","ailments":[]}]';
  const e: BattleEvent = { type: 'skill-used', side: 1, skill: '斬撃', passive: false, paid: odd.slice(0, 1), panels: odd };
  assert.equal(JSON.stringify(protocolEvent(game, e)), `{"type":"skill-used","skill":"斬撃","passive":false,"paid":[{"kind":"剣","ailments":[]}],"panels":${form},"player":"B"}`);
  const turnEnd: BattleEvent = { type: 'turn-end', turn: 2, panels: [odd, []] };
  assert.equal(JSON.stringify(protocolEvent(game, turnEnd)), `{"type":"turn-end","turn":2,"panels":[${form},[]]}`);
});

test('an event in protocol form shares no list or object with the battle log', () => {
  const r = engine.start({ players: ['A', 'B'], seed: 5, characters: [
    { name: 'x', points: { vitality: 12, fire: 0, water: 0, wind: 2, earth: 0, sword: 2 }, skills: ['ミクニーの悪戯', '斬撃'], plan: '' },
    { name: 'y', points: { vitality: 16, fire: 0, water: 0, wind: 0, earth: 0, sword: 1 }, skills: ['返し刃'], plan: '' },
  ] });
  assert.ok(r.ok);
  const played = playGame(engine, r.state, { A: randomAgent, B: randomAgent }, 5);
  const inLog = new Set<unknown>();
  const walk = (v: unknown, into: Set<unknown>) => {
    if (typeof v !== 'object' || v === null) return;
    into.add(v);
    for (const x of Object.values(v)) walk(x, into);
  };
  walk(played.state.battle.events, inLog);
  for (const e of played.state.battle.events) {
    const out = new Set<unknown>();
    walk(protocolEvent(played.state, e), out);
    for (const o of out) assert.ok(!inLog.has(o), `${e.type} shares a value with the log`);
  }
});
