/**
 * Steps for トミーウォーカーTCG rulings. Every step text starts with "TW" so it cannot clash
 * with another book's steps. Given steps lay out a position as plain data; When steps call
 * the engine through its decision interface; Then steps read the state, the decisions,
 * the views and the events. Every rule decision is the engine's.
 *
 * Card lists are one string: names separated by "、", with "名前×N" for N copies.
 */
import { Given, When, Then, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import {
  apply,
  cardHas,
  type Attribute,
  CARD_BY_NAME,
  CARD_BY_ID,
  emptyGame,
  HIDDEN,
  newGame,
  parseDeckFile,
  pending,
  powerOf,
  settle,
  top,
  view,
  type Applied,
  type GameSetup,
  type Seat,
  type TwAction,
  type TwEvent,
  type TwState,
} from '../../engine/tommy-walker/index.ts';
import type { RulingWorld } from '../support/world.ts';

type W = RulingWorld & {
  state: TwState;
  last: Applied<TwState, TwEvent> | { ok: false; deckErrors: { line: number; message: string }[] } | { ok: true; deck: string[] } | undefined;
  /** Every event since the scenario began. */
  twEvents: TwEvent[];
  /** Events of the last When step. */
  twRecent: TwEvent[];
  /** The setup of the last game started with newGame. */
  twSetup: GameSetup | undefined;
};

function id(name: string): string {
  const c = CARD_BY_NAME.get(name.trim());
  assert.ok(c, `no card named '${name}' in the card list`);
  return c.id;
}

function nameOf(cardId: string): string {
  return CARD_BY_ID.get(cardId)?.name ?? cardId;
}

/** "悪路王、ハンクス長老×2" → card ids; "" → []. */
function cards(list: string): string[] {
  if (list.trim() === '') return [];
  return list.split('、').flatMap((part) => {
    const m = /^(.*)×(\d+)$/.exec(part.trim());
    return m ? new Array<string>(Number(m[2])).fill(id(m[1]!)) : [id(part)];
  });
}

function seat(w: W, player: string): Seat {
  const i = w.state.players.indexOf(player);
  assert.ok(i !== -1, `'${player}' is not a player (${w.state.players.join(', ')})`);
  return i as Seat;
}

const sorted = (xs: string[]) => xs.map(nameOf).sort();

function act(w: W, player: string, action: TwAction) {
  const r = apply(w.state, player, action);
  w.last = r;
  w.twRecent = [];
  if (r.ok) {
    w.state = r.state;
    w.twEvents.push(...r.events);
    w.twRecent = r.events;
  }
  return r;
}

function mustAct(w: W, player: string, action: TwAction) {
  const r = act(w, player, action);
  assert.ok(r.ok, `${player} ${JSON.stringify(action)} was refused: ${JSON.stringify(r)}`);
}

/** A readable Japanese name of an option, as the rulings write it. */
function describe(a: TwAction): string {
  switch (a.type) {
    case 'draw':
      return 'ドロー';
    case 'place':
      return `${nameOf(a.card)}を出す`;
    case 'use':
      return '使う';
    case 'decline':
      return '使わない';
    case 'take':
      return `${nameOf(a.card)}を手札に加える`;
    case 'return':
      return `${nameOf(a.card)}を山札に戻す`;
    case 'activate':
      return a.discard?.length ? `AT能力で${a.discard.map(nameOf).join('と')}を捨てる` : 'AT能力';
    case 'hand':
      return `${nameOf(a.card)}の手札能力`;
    case 'ride':
      return `${nameOf(a.card)}でライド`;
    case 'end':
      return 'エンド';
    case 'swap':
      return `${nameOf(a.card)}を捨ててアタックカードを手札に戻す`;
  }
}

const PHASE_NAMES: Record<string, TwState['phase']> = {
  ドローフェイズ: 'draw',
  確認フェイズ: 'check',
  アタックフェイズ: 'attack',
  ダメージフェイズ: 'damage',
  終了: 'over',
};

const KIND_NAMES: Record<string, string> = {
  ドローフェイズの行動: 'draw-phase',
  登場能力: 'appear',
  結界による写し: 'copy-appear',
  リベンジアクション: 'revenge',
  ダメージフェイズ後の能力: 'after-damage',
};

function findAt(w: W, player: string): number {
  const card = top(w.state.seats[seat(w, player)]);
  assert.ok(card, `${player} has no attack card`);
  const i = CARD_BY_ID.get(card)!.abilities.findIndex((a) => a.timing === 'at');
  assert.ok(i !== -1, `${nameOf(card)} has no AT ability`);
  return i;
}

// ---------------------------------------------------------------- Given: positions

Given('TWの対戦で {string} と {string} が向かい合う', function (this: W, a: string, b: string) {
  this.state = emptyGame([a, b]);
  this.twEvents = [];
  this.twRecent = [];
});

Given('TWの {string} のデッキは上から {string} である', function (this: W, player: string, list: string) {
  this.state.seats[seat(this, player)].deck = cards(list).reverse();
});

Given('TWの {string} の手札は {string} である', function (this: W, player: string, list: string) {
  this.state.seats[seat(this, player)].hand = cards(list);
});

Given('TWの {string} の手札はない', function (this: W, player: string) {
  this.state.seats[seat(this, player)].hand = [];
});

Given('TWの {string} のデッキはない', function (this: W, player: string) {
  this.state.seats[seat(this, player)].deck = [];
});

Given('TWの {string} の捨て札は {string} である', function (this: W, player: string, list: string) {
  this.state.seats[seat(this, player)].discard = cards(list);
});

Given('TWの場には {string} の結界 {string} がある', function (this: W, player: string, name: string) {
  this.state.barrier = { owner: seat(this, player), card: id(name) };
});

Given('TWの変則ルールでターン数の上限を {int} とする', function (this: W, limit: number) {
  this.state.roundLimit = limit;
});

Given('TWのターンは {int} ターン目である', function (this: W, round: number) {
  this.state.round = round;
});

Given(
  'TWの {string} は {string} を、{string} は {string} をアタックカードとして出した',
  function (this: W, a: string, cardA: string, b: string, cardB: string) {
    this.state.seats[seat(this, a)].hand.push(id(cardA));
    this.state.seats[seat(this, b)].hand.push(id(cardB));
    mustAct(this, a, { type: 'place', card: id(cardA) });
    mustAct(this, b, { type: 'place', card: id(cardB) });
  },
);

Given('TWの状態を進める', function (this: W) {
  const r = settle(this.state);
  assert.ok(r.ok, `the position is malformed: ${JSON.stringify(r.ok ? [] : r.malformed)}`);
  this.state = r.state;
  this.twEvents.push(...r.events);
});

// ---------------------------------------------------------------- When: actions

When('TWの {string} が {int} 枚ドローする', function (this: W, player: string, n: number) {
  for (let i = 0; i < n; i++) if (!act(this, player, { type: 'draw' }).ok) break;
});

When('TWの {string} が {string} をアタックカードとして出す', function (this: W, player: string, name: string) {
  act(this, player, { type: 'place', card: id(name) });
});

When('TWの {string} が手札の {string} でライドする', function (this: W, player: string, name: string) {
  act(this, player, { type: 'ride', card: id(name) });
});

When('TWの {string} が {string} の手札能力を使う', function (this: W, player: string, name: string) {
  act(this, player, { type: 'hand', card: id(name) });
});

When('TWの {string} がAT能力を発動する', function (this: W, player: string) {
  act(this, player, { type: 'activate', ability: findAt(this, player) });
});

When('TWの {string} がAT能力を発動して手札の {string} を捨てる', function (this: W, player: string, list: string) {
  act(this, player, { type: 'activate', ability: findAt(this, player), discard: cards(list) });
});

When('TWの {string} がエンドを宣言する', function (this: W, player: string) {
  act(this, player, { type: 'end' });
});

When('TWの {string} が登場能力を使う', function (this: W, player: string) {
  act(this, player, { type: 'use' });
});

When('TWの {string} が結界で登場能力を写す', function (this: W, player: string) {
  act(this, player, { type: 'use' });
});

When('TWの {string} が能力を使わない', function (this: W, player: string) {
  act(this, player, { type: 'decline' });
});

When('TWの {string} が捨て札の {string} を手札に加える', function (this: W, player: string, name: string) {
  act(this, player, { type: 'take', card: id(name) });
});

When('TWの {string} が手札の {string} を山札に戻す', function (this: W, player: string, name: string) {
  act(this, player, { type: 'return', card: id(name) });
});

When('TWの {string} が手札の {string} を捨ててアタックカードを手札に戻す', function (this: W, player: string, name: string) {
  act(this, player, { type: 'swap', card: id(name) });
});

When('TWの {string} が行動 {string} をとる', function (this: W, player: string, json: string) {
  act(this, player, JSON.parse(json) as TwAction);
});

When('TWの {string} と {string} が次のデッキでシード {int} の対戦を始める', function (this: W, a: string, b: string, seed: number, table: DataTable) {
  const decks = table.hashes();
  const deckOf = (p: string) => cards(decks.find((r) => r['プレイヤー'] === p)?.['デッキ'] ?? '');
  this.twSetup = { players: [a, b], decks: [deckOf(a), deckOf(b)], seed };
  const r = newGame(this.twSetup);
  this.twEvents = [];
  this.twRecent = [];
  if (r.ok) {
    this.state = r.state;
    this.last = { ok: true, state: r.state, events: [] };
  } else {
    this.last = r;
  }
});

When('TWの対戦を、{string} はカード ID {string} を {int} 枚、{string} は {string} を {int} 枚のデッキで始めようとする', function (this: W, a: string, idA: string, nA: number, b: string, idB: string, nB: number) {
  const r = newGame({ players: [a, b], decks: [new Array<string>(nA).fill(idA), new Array<string>(nB).fill(idB)], seed: 1 });
  this.last = r.ok ? { ok: true, state: r.state, events: [] } : r;
  if (r.ok) this.state = r.state;
});

When('TWのデッキファイルを読む', function (this: W, text: string) {
  const r = parseDeckFile(text);
  this.last = r.ok ? r : { ok: false, deckErrors: r.errors };
});

// ---------------------------------------------------------------- Then: outcomes of actions

Then('TWの行動は認められない。根拠は条項 {string} である', function (this: W, clause: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'violation' in last, `expected a refusal citing ${clause}, got ${JSON.stringify(last)?.slice(0, 300)}`);
  assert.equal(last.violation.clause, clause, last.violation.message);
});

Then('TWの行動は形式の誤りとして退けられ、指摘は {string} を指す', function (this: W, path: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'malformed' in last, `expected a malformed-input error, got ${JSON.stringify(last)}`);
  assert.ok(last.malformed.some((e) => e.path === path), `no error at ${path}: ${JSON.stringify(last.malformed)}`);
});

Then('TWの行動は認められる', function (this: W) {
  const last = this.last;
  assert.ok(last?.ok, `the action was refused: ${JSON.stringify(last)}`);
});

Then('TWの対戦は始まる', function (this: W) {
  assert.ok(this.last?.ok, `the game did not start: ${JSON.stringify(this.last)}`);
});

Then('TWのデッキファイルは {int} 枚のデッキとして読める', function (this: W, n: number) {
  const last = this.last as { ok: boolean; deck?: string[]; deckErrors?: unknown };
  assert.ok(last.ok && last.deck, `the deck file was not read: ${JSON.stringify(last.deckErrors)}`);
  assert.equal(last.deck.length, n);
});

Then('TWのデッキファイルには {string} が {int} 枚ある', function (this: W, name: string, n: number) {
  const last = this.last as { deck?: string[] };
  assert.equal(last.deck?.filter((c) => c === id(name)).length, n);
});

Then('TWのデッキファイルは {int} 行目の誤りとして {string} を含む指摘を受ける', function (this: W, line: number, text: string) {
  const last = this.last as { ok: boolean; deckErrors?: { line: number; message: string }[] };
  assert.ok(!last.ok && last.deckErrors, 'the deck file was accepted');
  assert.ok(last.deckErrors.some((e) => e.line === line && e.message.includes(text)), JSON.stringify(last.deckErrors));
});

// ---------------------------------------------------------------- Then: the position

Then('TWの {string} の戦闘力は {int} である', function (this: W, player: string, power: number) {
  assert.equal(powerOf(this.state, seat(this, player)), power);
});

Then('TWのフェイズは {string} である', function (this: W, name: string) {
  assert.ok(name in PHASE_NAMES, `unknown phase name ${name}`);
  assert.equal(this.state.phase, PHASE_NAMES[name]);
});

Then('TWは {int} ターン目である', function (this: W, round: number) {
  assert.equal(this.state.round, round);
});

Then('TWで次に決めるのは {string} で、その内容は {string} である', function (this: W, player: string, kind: string) {
  const ds = pending(this.state);
  assert.ok(kind in KIND_NAMES, `unknown decision name ${kind}`);
  assert.ok(ds.some((d) => d.player === player && d.kind === KIND_NAMES[kind]), `pending: ${JSON.stringify(ds.map((d) => [d.player, d.kind]))}`);
});

Then('TWで {string} が決めることは何もない', function (this: W, player: string) {
  assert.ok(!pending(this.state).some((d) => d.player === player), JSON.stringify(pending(this.state).map((d) => [d.player, d.kind])));
});

function options(w: W, player: string): string[] {
  return pending(w.state).filter((d) => d.player === player).flatMap((d) => d.options.map(describe));
}

Then('TWで {string} の選択肢に {string} がある', function (this: W, player: string, option: string) {
  const o = options(this, player);
  assert.ok(o.includes(option), `${player}'s options: ${o.join(' / ')}`);
});

Then('TWで {string} の選択肢に {string} はない', function (this: W, player: string, option: string) {
  const o = options(this, player);
  assert.ok(!o.includes(option), `${player}'s options: ${o.join(' / ')}`);
});

Then('TWで {string} の選択肢は {string} だけである', function (this: W, player: string, option: string) {
  assert.deepEqual(options(this, player), [option]);
});

Then('TWの {string} の手札は {string} になっている', function (this: W, player: string, list: string) {
  assert.deepEqual(sorted(this.state.seats[seat(this, player)].hand), sorted(cards(list)));
});

Then('TWの {string} の手札は {int} 枚になっている', function (this: W, player: string, n: number) {
  assert.equal(this.state.seats[seat(this, player)].hand.length, n);
});

Then('TWの {string} のデッキは {int} 枚になっている', function (this: W, player: string, n: number) {
  assert.equal(this.state.seats[seat(this, player)].deck.length, n);
});

Then('TWの {string} のデッキの上から {string} になっている', function (this: W, player: string, list: string) {
  const want = cards(list);
  const deck = this.state.seats[seat(this, player)].deck;
  assert.deepEqual(deck.slice(deck.length - want.length).reverse().map(nameOf), want.map(nameOf));
});

Then('TWの {string} の捨て札は {string} になっている', function (this: W, player: string, list: string) {
  assert.deepEqual(sorted(this.state.seats[seat(this, player)].discard), sorted(cards(list)));
});

Then('TWの {string} の捨て札はない', function (this: W, player: string) {
  assert.deepEqual(this.state.seats[seat(this, player)].discard.map(nameOf), []);
});

Then('TWの場の結界は {string} の {string} になっている', function (this: W, player: string, name: string) {
  assert.deepEqual(this.state.barrier, { owner: seat(this, player), card: id(name) });
});

Then('TWの場に結界はない', function (this: W) {
  assert.equal(this.state.barrier, null);
});

Then('TWの {string} のアタックカードは {string} である', function (this: W, player: string, name: string) {
  assert.equal(nameOf(top(this.state.seats[seat(this, player)]) ?? ''), name);
});

Then('TWの {string} の場のカードは下から {string} である', function (this: W, player: string, list: string) {
  assert.deepEqual(this.state.seats[seat(this, player)].stack.map(nameOf), cards(list).map(nameOf));
});

Then('TWの {string} の場にカードはない', function (this: W, player: string) {
  const p = this.state.seats[seat(this, player)];
  assert.deepEqual([...p.stack, ...p.field].map(nameOf), []);
});

// ---------------------------------------------------------------- Then: what happened

function eventsOf<T extends TwEvent['type']>(w: W, type: T): Extract<TwEvent, { type: T }>[] {
  return w.twEvents.filter((e): e is Extract<TwEvent, { type: T }> => e.type === type);
}

Then('TWで相討ちになり、根拠は条項 {string} である', function (this: W, clause: string) {
  const ties = eventsOf(this, 'tie');
  assert.ok(ties.some((e) => e.clause === clause), `ties: ${JSON.stringify(ties)}`);
});

Then('TWで相討ちは起きていない', function (this: W) {
  assert.deepEqual(eventsOf(this, 'tie'), []);
});

Then('TWで {string} がそのターンの勝利側になる', function (this: W, player: string) {
  const won = eventsOf(this, 'battle-won');
  assert.ok(won.length > 0 && won[won.length - 1]!.player === player, JSON.stringify(won));
});

Then('TWで {string} がそのターンの勝利側になり、根拠は条項 {string} である', function (this: W, player: string, clause: string) {
  const won = eventsOf(this, 'battle-won');
  const last = won[won.length - 1];
  assert.ok(last && last.player === player && last.clause === clause, JSON.stringify(won));
});

Then('TWで {string} がプレイミスをしている', function (this: W, player: string) {
  assert.ok(eventsOf(this, 'play-miss').some((e) => e.player === player), JSON.stringify(eventsOf(this, 'play-miss')));
});

Then('TWで {string} は {int} 点のダメージを受ける', function (this: W, player: string, n: number) {
  const dmg = eventsOf(this, 'damage');
  const last = dmg[dmg.length - 1];
  assert.ok(last && last.player === player, `damage events: ${JSON.stringify(dmg)}`);
  assert.equal(last.amount, n);
});

Then('TWで {string} のデッキから捨て札になったのは上から {string} である', function (this: W, player: string, list: string) {
  const dmg = eventsOf(this, 'damage').filter((e) => e.player === player);
  assert.ok(dmg.length, 'no damage was applied');
  assert.deepEqual(dmg[dmg.length - 1]!.milled.map(nameOf), cards(list).map(nameOf));
});

Then('TWでダメージは与えられていない', function (this: W) {
  assert.deepEqual(eventsOf(this, 'damage'), []);
});

Then('TWで {string} の結界 {string} が置き換えられた', function (this: W, player: string, name: string) {
  assert.ok(eventsOf(this, 'barrier-replaced').some((e) => e.owner === player && e.card === id(name)), JSON.stringify(eventsOf(this, 'barrier-replaced')));
});

Then('TWのゲームは {string} の勝ちで終わり、根拠は条項 {string} である', function (this: W, player: string, clause: string) {
  assert.ok(this.state.result, `the game is not over (phase ${this.state.phase})`);
  assert.equal(this.state.result.winner, player, this.state.result.reason);
  assert.equal(this.state.result.clause, clause);
});

Then('TWのゲームは引き分けで終わり、根拠は条項 {string} である', function (this: W, clause: string) {
  assert.ok(this.state.result, `the game is not over (phase ${this.state.phase})`);
  assert.equal(this.state.result.winner, null);
  assert.equal(this.state.result.clause, clause);
});

Then('TWのゲームは続いている', function (this: W) {
  assert.equal(this.state.result, null, JSON.stringify(this.state.result));
});

// ---------------------------------------------------------------- Then: what a player sees

Then('TWの {string} から見ると、{string} のアタックカードは伏せられている', function (this: W, viewer: string, player: string) {
  const stack = view(this.state, viewer).seats[seat(this, player)].stack;
  assert.ok(stack.length > 0 && stack.every((c) => c === HIDDEN), JSON.stringify(stack));
});

Then('TWの {string} から見ると、{string} のアタックカードは {string} である', function (this: W, viewer: string, player: string, name: string) {
  const stack = view(this.state, viewer).seats[seat(this, player)].stack;
  assert.equal(nameOf(stack[stack.length - 1] ?? ''), name);
});

Then('TWの {string} から見ると、{string} の手札は {int} 枚で中身は伏せられている', function (this: W, viewer: string, player: string, n: number) {
  const hand = view(this.state, viewer).seats[seat(this, player)].hand;
  assert.equal(hand.length, n);
  assert.ok(hand.every((c) => c === HIDDEN), JSON.stringify(hand));
});

Then('TWの {string} から見ると、自分の手札は {string} である', function (this: W, viewer: string, list: string) {
  assert.deepEqual(sorted(view(this.state, viewer).seats[seat(this, viewer)].hand), sorted(cards(list)));
});

Then('TWの {string} から見ると、{string} のデッキは {int} 枚で中身は伏せられている', function (this: W, viewer: string, player: string, n: number) {
  const deck = view(this.state, viewer).seats[seat(this, player)].deck;
  assert.equal(deck.length, n);
  assert.ok(deck.every((c) => c === HIDDEN));
});

Then('TWの {string} のデッキは {string} が {int} 枚である', function (this: W, player: string, name: string, n: number) {
  const deck = this.state.seats[seat(this, player)].deck;
  assert.equal(deck.length, n);
  assert.ok(deck.every((c) => c === id(name)), JSON.stringify(deck.map(nameOf)));
});

function sameOrderAs(w: W, player: string, seed: number): boolean {
  assert.ok(w.twSetup, 'no game was started from decks');
  const again = newGame({ ...w.twSetup, seed });
  assert.ok(again.ok);
  const s = seat(w, player);
  return JSON.stringify(again.state.seats[s].deck) === JSON.stringify(w.state.seats[s].deck);
}

Then('TWの {string} のデッキの並びは、同じデッキをシード {int} で始めたときと同じである', function (this: W, player: string, seed: number) {
  assert.ok(sameOrderAs(this, player, seed));
});

Then('TWの {string} のデッキの並びは、同じデッキをシード {int} で始めたときと異なる', function (this: W, player: string, seed: number) {
  assert.ok(!sameOrderAs(this, player, seed));
});

// ---------------------------------------------------------------- Then: the card database

Then('TWのカード {string} は {string} の {string}、{string}、☆{int}、戦闘力 {int} である', function (this: W, name: string, series: string, rarity: string, attributes: string, stars: number, power: number) {
  const c = CARD_BY_ID.get(id(name))!;
  assert.deepEqual([c.series, c.rarity, c.attributeText, c.stars, c.power], [series, rarity, attributes, stars, power]);
});

Then('TWのカード {string} の ID は {string} で、特殊能力は {int} つである', function (this: W, name: string, cardId: string, n: number) {
  const c = CARD_BY_ID.get(id(name))!;
  assert.equal(c.id, cardId);
  assert.equal(c.abilities.length, n);
});

Then('TWのカード {string} は属性 {string} を持つ', function (this: W, name: string, attribute: string) {
  assert.ok(cardHas(id(name), attribute as Attribute), `${name} does not have ${attribute}`);
});
