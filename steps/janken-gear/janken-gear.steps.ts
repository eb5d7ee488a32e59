/**
 * Steps for じゃんけん・ギア rulings. They build engine states, call the engine and check
 * what it returned; every rule decision is the engine's. Each step text contains 「ギア」
 * so that it cannot clash with another book's steps.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import {
  actingPlayer,
  apply,
  checkDeck,
  ownPower,
  parseCardLabel,
  pending,
  seedRng,
  startGame,
  type Applied,
  type CardCode,
  type DeckError,
  type FieldCard,
  type GameConfig,
  type JgAction,
  type JgEvent,
  type JgState,
  type PlayerArea,
  type Sign,
  type Started,
} from '../../engine/janken-gear/index.ts';
import type { RulingWorld } from '../support/world.ts';

type W = RulingWorld & {
  state: JgState;
  last: Applied<JgState, JgEvent> | undefined;
  /** Every event since the scenario's first action. */
  jgEvents: JgEvent[];
  deckErrors: DeckError[];
  started: Started | undefined;
  config: GameConfig | undefined;
};

const SIGN_WORDS: Record<string, Sign> = { グー: 'rock', チョキ: 'scissors', パー: 'paper' };
const SIDE_WORDS: Record<string, string> = { 攻撃側: 'attacker', 防御側: 'defender', 相打ち: 'both-defeated' };

/** Cards written as players write them, separated by spaces or commas; unknown words pass through unchanged. */
function cards(text: string): CardCode[] {
  return text
    .split(/[\s,、]+/)
    .filter((t) => t !== '' && t !== 'なし')
    .map((t) => parseCardLabel(t) ?? t);
}

function emptyArea(): PlayerArea {
  return { deck: [], hand: [], field: [], vitals: ['C2', 'C3', 'C4'].map((card) => ({ card, lost: false })), discard: [] };
}

function areaOf(world: W, player: string): PlayerArea {
  const a = world.state.areas[player];
  assert.ok(a, `no player "${player}"`);
  return a;
}

function act(world: W, player: string, action: JgAction) {
  world.last = apply(world.state, player, action);
  if (world.last.ok) {
    world.state = world.last.state;
    world.jgEvents.push(...world.last.events);
  }
}

function mustSucceed(world: W, player: string, action: JgAction) {
  act(world, player, action);
  const last = world.last!;
  assert.ok(last.ok, `${player}'s ${JSON.stringify(action)} was rejected: ${JSON.stringify(last)}`);
}

function settled(world: W) {
  const e = [...world.jgEvents].reverse().find((x): x is Extract<JgEvent, { type: 'battle-settled' }> => x.type === 'battle-settled');
  assert.ok(e, `no field battle was settled; events: ${JSON.stringify(world.jgEvents)}`);
  return e;
}

function findByCards(world: W, player: string, text: string): FieldCard | undefined {
  const want = cards(text).sort().join(' ');
  return areaOf(world, player).field.find((f) => [...f.cards].sort().join(' ') === want);
}

// ---- building a table ------------------------------------------------------------------

Given('ギアの対戦で、手番は {string}、相手は {string} である', function (this: W, turn: string, opp: string) {
  this.jgEvents = [];
  this.state = {
    seed: 0,
    rng: seedRng(0),
    players: [turn, opp],
    variants: { suddenVitalLoss: false },
    phase: 'main',
    chooser: turn,
    turnPlayer: turn,
    turn: 1,
    areas: { [turn]: emptyArea(), [opp]: emptyArea() },
    attacked: [],
    active: false,
    quietTurns: 0,
    exhausted: [],
    nextId: 100,
    battle: null,
    direct: null,
    result: null,
  };
});

Given('ギアの {string} の場に {string} の場札 {string} がある', function (this: W, player: string, text: string, id: string) {
  areaOf(this, player).field.push({ id, cards: cards(text) });
});

Given('ギアの {string} の手札は {string} である', function (this: W, player: string, text: string) {
  areaOf(this, player).hand = cards(text);
});

Given('ギアの {string} のデッキは {string} である', function (this: W, player: string, text: string) {
  areaOf(this, player).deck = cards(text);
});

Given('ギアの {string} の残りヴァイタルは {int} 枚である', function (this: W, player: string, left: number) {
  const vitals = areaOf(this, player).vitals;
  vitals.forEach((v, i) => (v.lost = i >= left));
});

Given('ギアの {string} は、このターンに最後のヴァイタルを失っている', function (this: W, player: string) {
  areaOf(this, player).vitals.forEach((v) => (v.lost = true));
  this.state.exhausted.push(player);
});

Given('ギアの場札 {string} はこのターンにすでに攻撃している', function (this: W, id: string) {
  this.state.attacked.push(id);
});

Given('ギアの変則ルール {string} を使う', function (this: W, option: string) {
  assert.equal(option, 'sudden-vital-loss', `unknown variant option "${option}"`);
  this.state.variants.suddenVitalLoss = true;
});

// ---- actions ---------------------------------------------------------------------------

When('ギアの {string} が {string} を場に出す', function (this: W, player: string, text: string) {
  act(this, player, { type: 'deploy', cards: cards(text) });
});

When('ギアの {string} が場札 {string} で {string} を攻撃する', function (this: W, player: string, attacker: string, target: string) {
  act(this, player, { type: 'attack', attacker, target });
});

When('ギアの {string} が場札 {string} でダイレクトする', function (this: W, player: string, attacker: string) {
  act(this, player, { type: 'attack', attacker, target: null });
});

When('ギアの {string} がパスする', function (this: W, player: string) {
  act(this, player, { type: 'pass' });
});

When('ギアの補助の時間を両者のパスで終える', function (this: W) {
  const b = this.state.battle;
  assert.ok(b, 'no field battle is in its support step');
  mustSucceed(this, b.toAct, { type: 'pass' });
  mustSucceed(this, this.state.battle!.toAct, { type: 'pass' });
});

When('ギアの {string} が {string} でパワーを加算する', function (this: W, player: string, card: string) {
  act(this, player, { type: 'boost', card: cards(card)[0]! });
});

When('ギアの {string} が {string} で記号を {string} に変える', function (this: W, player: string, card: string, word: string) {
  const sign = SIGN_WORDS[word];
  assert.ok(sign, `"${word}" is not グー, チョキ or パー`);
  act(this, player, { type: 'change-sign', card: cards(card)[0]!, sign });
});

When('ギアの {string} が {string} で連鎖を使う', function (this: W, player: string, card: string) {
  act(this, player, { type: 'chain', card: cards(card)[0]! });
});

When('ギアの {string} がジョーカーを使う', function (this: W, player: string) {
  act(this, player, { type: 'joker' });
});

When('ギアの {string} が {string} でダイレクトを無効にし、場札 {string} を攻撃する', function (this: W, player: string, card: string, target: string) {
  act(this, player, { type: 'counter', card: cards(card)[0]!, target });
});

When('ギアの {string} が {string} でダイレクトを無効にする', function (this: W, player: string, card: string) {
  act(this, player, { type: 'counter', card: cards(card)[0]!, target: null });
});

When('ギアの {string} が {string} で打ち消す', function (this: W, player: string, card: string) {
  act(this, player, { type: 'cancel', card: cards(card)[0]! });
});

When('ギアの {string} がダイレクトを受ける', function (this: W, player: string) {
  act(this, player, { type: 'pass' });
});

When('ギアの {string} がターンを終える', function (this: W, player: string) {
  act(this, player, { type: 'end-turn' });
});

// ---- outcomes --------------------------------------------------------------------------

Then('ギアの操作は受け付けられる', function (this: W) {
  const last = this.last!;
  assert.ok(last.ok, `rejected: ${JSON.stringify(last)}`);
});

Then('ギアの操作は条項 {string} により拒否される', function (this: W, clause: string) {
  const last = this.last!;
  assert.ok(!last.ok, 'the action was accepted');
  assert.ok('violation' in last, `the action was malformed rather than illegal: ${JSON.stringify(last)}`);
  assert.equal(last.violation.clause, clause, last.violation.message);
});

Then('ギアの場札戦闘は {string} の勝ちで、決め手は条項 {string} である', function (this: W, side: string, clause: string) {
  const e = settled(this);
  assert.equal(e.winner, SIDE_WORDS[side] ?? side);
  assert.equal(e.clause, clause);
});

Then('ギアの場札戦闘は相打ちで、決め手は条項 {string} である', function (this: W, clause: string) {
  const e = settled(this);
  assert.equal(e.winner, 'both-defeated');
  assert.equal(e.clause, clause);
});

Then('ギアの場札戦闘はまだ決着していない', function (this: W) {
  assert.equal(this.state.phase, 'support');
  assert.ok(!this.jgEvents.some((e) => e.type === 'battle-settled'), 'a battle was settled');
});

Then('ギアの戦闘パワーは攻撃側 {int}、防御側 {int} である', function (this: W, att: number, def: number) {
  const e = settled(this);
  assert.deepEqual([e.attackerPower, e.defenderPower], [att, def]);
});

Then('ギアの場札 {string} は倒されて {string} の捨札にある', function (this: W, id: string, owner: string) {
  const a = areaOf(this, owner);
  assert.ok(!a.field.some((f) => f.id === id), `"${id}" is still on ${owner}'s field`);
  const defeated = this.jgEvents.flatMap((e) => (e.type === 'battle-settled' ? [...e.defeated, ...e.chained] : e.type === 'direct-nullified' && e.defeated && e.target ? [e.target] : []));
  assert.ok(defeated.includes(id), `"${id}" was not defeated; events: ${JSON.stringify(this.jgEvents)}`);
});

Then('ギアの {string} の捨札は {string} である', function (this: W, owner: string, text: string) {
  assert.deepEqual([...areaOf(this, owner).discard].sort(), cards(text).sort());
});

Then('ギアの場札 {string} は {string} の場に残っている', function (this: W, id: string, owner: string) {
  assert.ok(areaOf(this, owner).field.some((f) => f.id === id), `"${id}" is not on ${owner}'s field`);
});

Then('ギアの {string} の場に、札 {string} からなる場札がある', function (this: W, player: string, text: string) {
  assert.ok(findByCards(this, player, text), `no field card of ${text}; field: ${JSON.stringify(areaOf(this, player).field)}`);
});

Then('ギアの {string} の場の {string} の場札のもとのパワーは {int} である', function (this: W, player: string, text: string, power: number) {
  const f = findByCards(this, player, text);
  assert.ok(f, `no field card of ${text}`);
  assert.equal(ownPower(f), power);
});

Then('ギアの {string} の場札は {int} 枚である', function (this: W, player: string, n: number) {
  assert.equal(areaOf(this, player).field.length, n);
});

Then('ギアの {string} の手札は {string} になる', function (this: W, player: string, text: string) {
  assert.deepEqual([...areaOf(this, player).hand].sort(), cards(text).sort());
});

Then('ギアの {string} の手札は {int} 枚、デッキは {int} 枚である', function (this: W, player: string, hand: number, deck: number) {
  const a = areaOf(this, player);
  assert.deepEqual([a.hand.length, a.deck.length], [hand, deck]);
});

Then('ギアの {string} の残りヴァイタルは {int} 枚になる', function (this: W, player: string, n: number) {
  assert.equal(areaOf(this, player).vitals.filter((v) => !v.lost).length, n);
});

Then('ギアの {string} に貫通ダイレクトが向かう', function (this: W, player: string) {
  assert.ok(this.jgEvents.some((e) => e.type === 'direct-launched' && e.penetrating && e.to === player), `no penetrating direct at ${player}`);
});

Then('ギアでは貫通ダイレクトは起こらない', function (this: W) {
  assert.ok(!this.jgEvents.some((e) => e.type === 'direct-launched' && e.penetrating), 'a penetrating direct was launched');
  assert.equal(this.state.direct, null);
});

Then('ギアのダイレクトは効果を持たず、根拠は条項 {string} である', function (this: W, clause: string) {
  const e = this.jgEvents.find((x) => x.type === 'direct-void');
  assert.ok(e && e.type === 'direct-void', 'the direct was not void');
  assert.equal(e.clause, clause);
});

Then('ギアのダイレクトは無効になる', function (this: W) {
  assert.ok(this.jgEvents.some((e) => e.type === 'direct-nullified'), 'the direct was not nullified');
  assert.ok(!this.jgEvents.some((e) => e.type === 'direct-hit'), 'the direct hit');
});

Then('ギアのゲームは {string} の勝ちで終わり、根拠は条項 {string} である', function (this: W, winner: string, clause: string) {
  assert.equal(this.state.phase, 'over');
  assert.deepEqual([this.state.result?.winner, this.state.result?.clause], [winner, clause]);
});

Then('ギアのゲームは引き分けで終わり、根拠は条項 {string} である', function (this: W, clause: string) {
  assert.equal(this.state.phase, 'over');
  assert.deepEqual([this.state.result?.winner, this.state.result?.clause], [null, clause]);
});

Then('ギアのゲームは続いている', function (this: W) {
  assert.equal(this.state.result, null);
  assert.notEqual(this.state.phase, 'over');
});

Then('ギアの手番は {string} になる', function (this: W, player: string) {
  assert.equal(this.state.turnPlayer, player);
  assert.equal(this.state.phase, 'main');
});

Then('ギアで次に動くのは {string} である', function (this: W, player: string) {
  assert.equal(actingPlayer(this.state), player);
});

Then('ギアの {string} の選択肢に {string} はない', function (this: W, player: string, type: string) {
  const d = pending(this.state).find((x) => x.player === player);
  assert.ok(d, `${player} has no decision pending`);
  assert.ok(!d.options.some((o) => o.type === type), `${type} is among ${JSON.stringify(d.options)}`);
});

Then('ギアの {string} の選択肢に {string} がある', function (this: W, player: string, type: string) {
  const d = pending(this.state).find((x) => x.player === player);
  assert.ok(d, `${player} has no decision pending`);
  assert.ok(d.options.some((o) => o.type === type), `${type} is not among ${JSON.stringify(d.options)}`);
});

// ---- decks and setup -------------------------------------------------------------------

When('ギアのデッキとして次の札を検査する', function (this: W, doc: string) {
  this.deckErrors = checkDeck(cards(doc));
});

Then('ギアのデッキ検査は違反なしである', function (this: W) {
  assert.deepEqual(this.deckErrors, []);
});

Then('ギアのデッキ検査は {string} を条項 {string} で指摘する', function (this: W, path: string, clause: string) {
  assert.ok(
    this.deckErrors.some((e) => e.path === path && e.clause === clause),
    `no error at ${path} citing ${clause}; errors: ${JSON.stringify(this.deckErrors)}`,
  );
});

Then('ギアのデッキ検査の指摘は {int} 件である', function (this: W, n: number) {
  assert.equal(this.deckErrors.length, n, JSON.stringify(this.deckErrors));
});

Given('ギアの {string} と {string} が、次のデッキを使う', function (this: W, p1: string, p2: string, doc: string) {
  this.config = { seed: 0, players: [p1, p2], decks: { [p1]: cards(doc), [p2]: cards(doc) } };
});

Given('ギアの {string} のデッキだけ {int} 枚目を {string} に替える', function (this: W, player: string, index: number, card: string) {
  const deck = [...this.config!.decks[player]!];
  deck[index - 1] = cards(card)[0]!;
  this.config!.decks[player] = deck;
});

When('ギアの対戦をシード {int} で始める', function (this: W, seed: number) {
  this.config!.seed = seed;
  this.started = startGame(this.config!);
  this.jgEvents = [];
  if (this.started.ok) {
    this.state = this.started.state;
    this.jgEvents.push(...this.started.events);
  }
});

When('ギアの対戦を {string}、{string}、{string} の三人で始めようとする', function (this: W, a: string, b: string, c: string) {
  const deck = this.config!.decks[this.config!.players[0]]!;
  this.started = startGame({ ...this.config!, players: [a, b, c] as unknown as [string, string], decks: { [a]: deck, [b]: deck, [c]: deck } });
});

Then('ギアの対戦は始まる', function (this: W) {
  assert.ok(this.started?.ok, `not started: ${JSON.stringify(this.started)}`);
});

Then('ギアの対戦は始まらず、{string} が指摘される', function (this: W, path: string) {
  const s = this.started!;
  assert.ok(!s.ok, 'the game started');
  const problems: { path: string }[] = 'deckErrors' in s ? s.deckErrors : s.malformed;
  assert.ok(problems.some((p) => p.path === path), `nothing reported at ${path}: ${JSON.stringify(problems)}`);
});

Then('ギアの対戦は始まらず、{string} が条項 {string} で指摘される', function (this: W, path: string, clause: string) {
  const s = this.started!;
  assert.ok(!s.ok && 'deckErrors' in s, `expected deck errors: ${JSON.stringify(s)}`);
  assert.ok(s.deckErrors.some((e) => e.path === path && e.clause === clause), JSON.stringify(s.deckErrors));
});

Then('ギアの各プレイヤーの札は、持ち込んだデッキと同じ札がそろっている', function (this: W) {
  for (const p of this.state.players) {
    const a = areaOf(this, p);
    const all = [...a.deck, ...a.hand, ...a.vitals.map((v) => v.card), ...a.discard, ...a.field.flatMap((f) => f.cards)];
    assert.deepEqual(all.sort(), [...this.config!.decks[p]!].sort());
  }
});

Then('ギアの {string} の札の並びは、持ち込んだ順とは違う', function (this: W, player: string) {
  const a = areaOf(this, player);
  const order = [...a.vitals.map((v) => v.card), ...a.hand, ...a.deck];
  assert.notDeepEqual(order, this.config!.decks[player]);
});

Then('ギアの {string} のヴァイタルは {int} 枚で、どれも裏向きである', function (this: W, player: string, n: number) {
  const v = areaOf(this, player).vitals;
  assert.equal(v.length, n);
  assert.ok(v.every((x) => !x.lost));
});

Then('ギアの {string} のヴァイタルと手札は、切ったデッキの上から 3 枚と次の 6 枚である', function (this: W, player: string) {
  // Reshuffle with the same seed to see the order the engine dealt from.
  const started = startGame(this.config!);
  assert.ok(started.ok);
  const a = areaOf(this, player);
  const dealt = [...a.vitals.map((v) => v.card), ...a.hand, ...a.deck];
  const again = started.state.areas[player]!;
  assert.deepEqual(dealt, [...again.vitals.map((v) => v.card), ...again.hand, ...again.deck]);
  assert.equal(a.vitals.length + a.hand.length + a.deck.length, this.config!.decks[player]!.length);
});

Then('ギアの先攻・後攻を選ぶのはジャンケンの勝者である', function (this: W) {
  const j = this.jgEvents.find((e) => e.type === 'janken');
  assert.ok(j && j.type === 'janken');
  const last = j.throws[j.throws.length - 1]!;
  const loser = this.state.players.find((p) => p !== j.winner)!;
  const beats: Record<Sign, Sign> = { rock: 'scissors', scissors: 'paper', paper: 'rock' };
  assert.equal(beats[last[j.winner]!], last[loser], `the last throw ${JSON.stringify(last)} is not a win for ${j.winner}`);
  j.throws.slice(0, -1).forEach((t) => assert.equal(t[j.winner], t[loser], 'an earlier throw was not a tie'));
  const d = pending(this.state);
  assert.deepEqual([d.length, d[0]!.player, d[0]!.kind], [1, j.winner, 'choose-order']);
});

When('ギアのジャンケンの勝者が後攻を選ぶ', function (this: W) {
  mustSucceed(this, this.state.chooser, { type: 'choose-order', goFirst: false });
});

Then('ギアの最初のターンはジャンケンに負けた側のものになる', function (this: W) {
  const loser = this.state.players.find((p) => p !== this.state.chooser)!;
  assert.deepEqual([this.state.turn, this.state.turnPlayer, this.state.phase], [1, loser, 'main']);
});

// ---- independent cases: the order choice by either side --------------------------------

When('ギアのジャンケンの勝者が先攻を選ぶ', function (this: W) {
  mustSucceed(this, this.state.chooser, { type: 'choose-order', goFirst: true });
});

When('ギアのジャンケンに負けた側が先攻を選ぼうとする', function (this: W) {
  const loser = this.state.players.find((p) => p !== this.state.chooser)!;
  act(this, loser, { type: 'choose-order', goFirst: true });
});

Then('ギアの最初のターンはジャンケンの勝者のものになる', function (this: W) {
  assert.deepEqual([this.state.turn, this.state.turnPlayer, this.state.phase], [1, this.state.chooser, 'main']);
});
