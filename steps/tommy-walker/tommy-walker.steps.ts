/**
 * Steps for the トミーウォーカーTCG rulings. They speak only the conformance protocol
 * (docs/protocol/tommy-walker.md): Given steps build a position or a setup as plain data,
 * When steps send actions in the protocol's action form, Then steps read the observation,
 * the pending decisions, a player's view, the result and the events. Every expected value
 * is written in the ruling; nothing here decides a rule.
 */
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { act, cards, draft, ensureStarted, events, observe, optionsOf, seatDraft, seatOf, sorted, start, type Event, type W } from './session.ts';

const PHASES: Record<string, string> = { ドローフェイズ: 'draw', 確認フェイズ: 'check', アタックフェイズ: 'attack', ダメージフェイズ: 'damage', 終了: 'over' };

const KINDS: Record<string, string> = {
  ドローフェイズの行動: 'draw-phase',
  登場能力: 'appear',
  結界による写し: 'copy-appear',
  リベンジアクション: 'revenge',
  ダメージフェイズ後の能力: 'after-damage',
};

const emptySeat = () => ({ deck: [] as string[], hand: [] as string[], discard: [] as string[], stack: [] as string[] });

// ---------------------------------------------------------------- Given: a position

Given('対戦で {string} と {string} が向かい合う', function (this: W, a: string, b: string) {
  this.draft = { players: [a, b], seats: [emptySeat(), emptySeat()] };
});

Given('{string} のデッキは上から {string} である', function (this: W, player: string, list: string) {
  seatDraft(this, player).deck = cards(list).reverse();
});

Given('{string} のデッキはない', function (this: W, player: string) {
  seatDraft(this, player).deck = [];
});

Given('{string} の手札は {string} である', function (this: W, player: string, list: string) {
  seatDraft(this, player).hand = cards(list);
});

Given('{string} の手札はない', function (this: W, player: string) {
  seatDraft(this, player).hand = [];
});

Given('{string} の捨て札は {string} である', function (this: W, player: string, list: string) {
  seatDraft(this, player).discard = cards(list);
});

Given('場には {string} の結界 {string} がある', function (this: W, player: string, card: string) {
  draft(this).barrier = { owner: player, card };
});

Given('変則ルールでターン数の上限を {int} とする', function (this: W, limit: number) {
  draft(this).options = { 'round-limit': limit };
});

Given('ターンは {int} ターン目である', function (this: W, round: number) {
  draft(this).round = round;
});

Given('{string} は {string} を、{string} は {string} をアタックカードとして出した', function (this: W, a: string, cardA: string, b: string, cardB: string) {
  seatDraft(this, a).stack = [cardA];
  seatDraft(this, b).stack = [cardB];
});

Given('アタックフェイズで、{string} の場のカードは下から {string}、{string} の場のカードは下から {string} である', function (this: W, a: string, listA: string, b: string, listB: string) {
  draft(this).phase = 'attack';
  seatDraft(this, a).stack = cards(listA);
  seatDraft(this, b).stack = cards(listB);
});

Given('{string} はアタックカード {string} を裏向きに出している', function (this: W, player: string, card: string) {
  seatDraft(this, player).stack = [card];
});

// ---------------------------------------------------------------- When: setups

function decksOf(table: DataTable, players: string[]): string[][] {
  const rows = table.hashes();
  return players.map((p) => cards(rows.find((r) => r['プレイヤー'] === p)?.['デッキ'] ?? ''));
}

When('{string} と {string} が次のデッキでシード {int} の対戦を始める', async function (this: W, a: string, b: string, seed: number, table: DataTable) {
  this.memo.setup = { players: [a, b], decks: decksOf(table, [a, b]) };
  await start(this, { ...(this.memo.setup as object), seed });
});

When('同じデッキでシード {int} の対戦を始める', async function (this: W, seed: number) {
  assert.ok(this.memo.setup, 'no decks were given yet');
  await start(this, { ...(this.memo.setup as object), seed });
});

When('対戦を、{string} は {string} を {int} 枚、{string} は {string} を {int} 枚のデッキで始めようとする', async function (this: W, a: string, cardA: string, nA: number, b: string, cardB: string, nB: number) {
  await start(this, { players: [a, b], seed: 1, decks: [new Array<string>(nA).fill(cardA), new Array<string>(nB).fill(cardB)] });
});

When('対戦を、{string} は {string}、{string} は {string} のデッキで始めようとする', async function (this: W, a: string, listA: string, b: string, listB: string) {
  await start(this, { players: [a, b], seed: 1, decks: [cards(listA), cards(listB)] });
});

// ---------------------------------------------------------------- When: actions

When('{string} が {int} 枚ドローする', async function (this: W, player: string, n: number) {
  for (let i = 0; i < n; i++) if (!(await act(this, player, { type: 'draw' })).ok) break;
});

When('{string} が {string} をアタックカードとして出す', async function (this: W, player: string, card: string) {
  await act(this, player, { type: 'place', card });
});

When('{string} が {string} を、{string} が {string} をアタックカードとして出す', async function (this: W, a: string, cardA: string, b: string, cardB: string) {
  const first = await act(this, a, { type: 'place', card: cardA });
  assert.ok(first.ok, `${a} could not place ${cardA}: ${JSON.stringify(first)}`);
  await act(this, b, { type: 'place', card: cardB });
});

When('{string} が手札の {string} でライドする', async function (this: W, player: string, card: string) {
  await act(this, player, { type: 'ride', card });
});

When('{string} が {string} の手札能力を使う', async function (this: W, player: string, card: string) {
  await act(this, player, { type: 'hand', card });
});

When('{string} がAT能力を発動する', async function (this: W, player: string) {
  await act(this, player, { type: 'activate' });
});

When('{string} がAT能力を発動して手札の {string} を捨てる', async function (this: W, player: string, list: string) {
  await act(this, player, { type: 'activate', discard: cards(list) });
});

When('{string} がエンドを宣言する', async function (this: W, player: string) {
  await act(this, player, { type: 'end' });
});

When('{string} が登場能力を使う', async function (this: W, player: string) {
  await act(this, player, { type: 'use' });
});

When('{string} が結界で登場能力を写す', async function (this: W, player: string) {
  await act(this, player, { type: 'use' });
});

When('{string} が能力を使わない', async function (this: W, player: string) {
  await act(this, player, { type: 'decline' });
});

When('{string} が捨て札の {string} を手札に加える', async function (this: W, player: string, card: string) {
  await act(this, player, { type: 'take', card });
});

When('{string} が手札の {string} を山札に戻す', async function (this: W, player: string, card: string) {
  await act(this, player, { type: 'return', card });
});

When('{string} が手札の {string} を捨ててアタックカードを手札に戻す', async function (this: W, player: string, card: string) {
  await act(this, player, { type: 'swap', card });
});

When('{string} が行動 {string} をとる', async function (this: W, player: string, json: string) {
  await act(this, player, JSON.parse(json));
});

// ---------------------------------------------------------------- Then: the engine's answer

Then('行動は認められない。根拠は条項 {string} である', function (this: W, clause: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'violation' in last, `expected a violation citing ${clause}, got ${JSON.stringify(last)?.slice(0, 300)}`);
  assert.equal(last.violation.clause, clause, last.violation.message);
});

Then('行動は認められる', function (this: W) {
  assert.ok(this.last?.ok, `the action was refused: ${JSON.stringify(this.last)}`);
});

Then('対戦は始まる', function (this: W) {
  assert.ok(this.last?.ok && this.engine.game !== undefined, `the game did not start: ${JSON.stringify(this.last)}`);
});

// ---------------------------------------------------------------- Then: the observation

Then('{string} の戦闘力は {int} である', async function (this: W, player: string, power: number) {
  assert.equal((await seatOf(this, player)).power, power);
});

Then('フェイズは {string} である', async function (this: W, name: string) {
  assert.ok(name in PHASES, `unknown phase name ${name}`);
  assert.equal((await observe(this)).phase, PHASES[name]);
});

Then('今は {int} ターン目である', async function (this: W, round: number) {
  assert.equal((await observe(this)).round, round);
});

Then('{string} の手札は {string} になっている', async function (this: W, player: string, list: string) {
  assert.deepEqual(sorted((await seatOf(this, player)).hand), sorted(cards(list)));
});

Then('{string} の手札は {int} 枚になっている', async function (this: W, player: string, n: number) {
  assert.equal((await seatOf(this, player)).hand.length, n);
});

Then('{string} のデッキは {int} 枚になっている', async function (this: W, player: string, n: number) {
  assert.equal((await seatOf(this, player)).deck.length, n);
});

Then('{string} のデッキの上から {string} になっている', async function (this: W, player: string, list: string) {
  const want = cards(list);
  const deck = (await seatOf(this, player)).deck;
  assert.deepEqual(deck.slice(deck.length - want.length).reverse(), want);
});

Then('{string} のデッキは {string} が {int} 枚である', async function (this: W, player: string, card: string, n: number) {
  const deck = (await seatOf(this, player)).deck;
  assert.equal(deck.length, n);
  assert.ok(deck.every((c) => c === card), JSON.stringify(deck));
});

Then('{string} のデッキには {string} が {int} 枚ある', async function (this: W, player: string, card: string, n: number) {
  assert.equal((await seatOf(this, player)).deck.filter((c) => c === card).length, n);
});

Then('{string} の捨て札は {string} になっている', async function (this: W, player: string, list: string) {
  assert.deepEqual(sorted((await seatOf(this, player)).discard), sorted(cards(list)));
});

Then('{string} の捨て札はない', async function (this: W, player: string) {
  assert.deepEqual((await seatOf(this, player)).discard, []);
});

Then('場の結界は {string} の {string} になっている', async function (this: W, player: string, card: string) {
  assert.deepEqual((await observe(this)).barrier, { owner: player, card });
});

Then('場に結界はない', async function (this: W) {
  assert.equal((await observe(this)).barrier, null);
});

Then('{string} のアタックカードは {string} である', async function (this: W, player: string, card: string) {
  assert.equal((await seatOf(this, player)).stack.at(-1), card);
});

Then('{string} の場のカードは下から {string} である', async function (this: W, player: string, list: string) {
  assert.deepEqual((await seatOf(this, player)).stack, cards(list));
});

Then('{string} の場にカードはない', async function (this: W, player: string) {
  const seat = await seatOf(this, player);
  assert.deepEqual([...seat.stack, ...seat.field], []);
});

// ---------------------------------------------------------------- Then: decisions

Then('次に決めるのは {string} で、その内容は {string} である', async function (this: W, player: string, kind: string) {
  assert.ok(kind in KINDS, `unknown decision name ${kind}`);
  await ensureStarted(this);
  const ds = await this.engine.pending();
  assert.ok(ds.some((d) => d.player === player && d.kind === KINDS[kind]), `pending: ${JSON.stringify(ds.map((d) => [d.player, d.kind]))}`);
});

Then('{string} が決めることは何もない', async function (this: W, player: string) {
  await ensureStarted(this);
  const ds = await this.engine.pending();
  assert.ok(!ds.some((d) => d.player === player), JSON.stringify(ds.map((d) => [d.player, d.kind])));
});

Then('{string} の選択肢に {string} がある', async function (this: W, player: string, option: string) {
  const o = await optionsOf(this, player);
  assert.ok(o.includes(option), `${player}'s options: ${o.join(' / ')}`);
});

Then('{string} の選択肢に {string} はない', async function (this: W, player: string, option: string) {
  const o = await optionsOf(this, player);
  assert.ok(!o.includes(option), `${player}'s options: ${o.join(' / ')}`);
});

Then('{string} の選択肢は {string} だけである', async function (this: W, player: string, option: string) {
  assert.deepEqual(await optionsOf(this, player), [option]);
});

// ---------------------------------------------------------------- Then: what happened (events)

/** The events of one type since the ruling began (after sending its position, if it is not sent yet). */
async function ofType(w: W, type: string): Promise<Event[]> {
  await ensureStarted(w);
  return events(w).filter((e) => e.type === type);
}

Then('相討ちになり、根拠は条項 {string} である', async function (this: W, clause: string) {
  assert.ok((await ofType(this, 'tie')).some((e) => e.clause === clause), `ties: ${JSON.stringify((await ofType(this, 'tie')))}`);
});

Then('相討ちは起きていない', async function (this: W) {
  assert.deepEqual((await ofType(this, 'tie')), []);
});

Then('{string} がそのターンの勝利側になる', async function (this: W, player: string) {
  const won = (await ofType(this, 'battle-won'));
  assert.equal(won.at(-1)?.player, player, JSON.stringify(won));
});

Then('{string} がそのターンの勝利側になり、根拠は条項 {string} である', async function (this: W, player: string, clause: string) {
  const won = (await ofType(this, 'battle-won'));
  assert.deepEqual([won.at(-1)?.player, won.at(-1)?.clause], [player, clause], JSON.stringify(won));
});

// Both players winning one battle (two play misses): the last two battle-won events, in seat order.
Then('{string} と {string} がともにそのターンの勝利側になり、根拠は条項 {string} である', async function (this: W, first: string, second: string, clause: string) {
  const won = (await ofType(this, 'battle-won')).slice(-2);
  assert.deepEqual(won.map((e) => [e.player, e.clause]), [[first, clause], [second, clause]], JSON.stringify(won));
});

Then('{string} がプレイミスをしている', async function (this: W, player: string) {
  assert.ok((await ofType(this, 'play-miss')).some((e) => e.player === player), JSON.stringify((await ofType(this, 'play-miss'))));
});

Then('{string} は {int} 点のダメージを受ける', async function (this: W, player: string, n: number) {
  const last = (await ofType(this, 'damage')).at(-1);
  assert.deepEqual([last?.player, last?.amount], [player, n], `damage events: ${JSON.stringify((await ofType(this, 'damage')))}`);
});

// Two damage events of one damage phase (both players won), in the order they were dealt.
Then('{string} は {int} 点、{string} は {int} 点のダメージを受ける', async function (this: W, first: string, n: number, second: string, m: number) {
  const last = (await ofType(this, 'damage')).slice(-2);
  assert.deepEqual(last.map((e) => [e.player, e.amount]), [[first, n], [second, m]], `damage events: ${JSON.stringify(last)}`);
});

Then('{string} のデッキから捨て札になったのは上から {string} である', async function (this: W, player: string, list: string) {
  const last = (await ofType(this, 'damage')).filter((e) => e.player === player).at(-1);
  assert.ok(last, 'no damage was dealt');
  assert.deepEqual(last.milled, cards(list));
});

Then('ダメージは与えられていない', async function (this: W) {
  assert.deepEqual((await ofType(this, 'damage')), []);
});

Then('{string} の結界 {string} が置き換えられた', async function (this: W, player: string, card: string) {
  assert.ok((await ofType(this, 'barrier-replaced')).some((e) => e.owner === player && e.card === card), JSON.stringify((await ofType(this, 'barrier-replaced'))));
});

// ---------------------------------------------------------------- Then: the result

async function resultOf(w: W) {
  await ensureStarted(w);
  return w.engine.result();
}

Then('ゲームは {string} の勝ちで終わり、根拠は条項 {string} である', async function (this: W, player: string, clause: string) {
  const r = await resultOf(this);
  assert.ok(r, 'the game is not over');
  assert.deepEqual([r.winner, r.clause], [player, clause], r.reason);
});

Then('ゲームは引き分けで終わり、根拠は条項 {string} である', async function (this: W, clause: string) {
  const r = await resultOf(this);
  assert.ok(r, 'the game is not over');
  assert.deepEqual([r.winner, r.clause], [null, clause], r.reason);
});

Then('ゲームは続いている', async function (this: W) {
  assert.equal(await resultOf(this), null);
});

// ---------------------------------------------------------------- Then: what a player sees

interface SeenSeat {
  player: string;
  deck: (string | null)[];
  hand: (string | null)[];
  stack: (string | null)[];
}

async function seen(w: W, viewer: string, player: string): Promise<SeenSeat> {
  await ensureStarted(w);
  const v = (await w.engine.view(viewer)) as { seats: SeenSeat[] };
  const seat = v.seats.find((s) => s.player === player);
  assert.ok(seat, `no seat of '${player}' in ${viewer}'s view`);
  return seat;
}

Then('{string} から見ると、{string} のアタックカードは伏せられている', async function (this: W, viewer: string, player: string) {
  const { stack } = await seen(this, viewer, player);
  assert.ok(stack.length > 0 && stack.every((c) => c === null), JSON.stringify(stack));
});

Then('{string} から見ると、{string} のアタックカードは {string} である', async function (this: W, viewer: string, player: string, card: string) {
  assert.equal((await seen(this, viewer, player)).stack.at(-1), card);
});

Then('{string} から見ると、{string} の手札は {int} 枚で中身は伏せられている', async function (this: W, viewer: string, player: string, n: number) {
  const { hand } = await seen(this, viewer, player);
  assert.equal(hand.length, n);
  assert.ok(hand.every((c) => c === null), JSON.stringify(hand));
});

Then('{string} から見ると、自分の手札は {string} である', async function (this: W, viewer: string, list: string) {
  assert.deepEqual(sorted((await seen(this, viewer, viewer)).hand as string[]), sorted(cards(list)));
});

Then('{string} から見ると、{string} のデッキは {int} 枚で中身は伏せられている', async function (this: W, viewer: string, player: string, n: number) {
  const { deck } = await seen(this, viewer, player);
  assert.equal(deck.length, n);
  assert.ok(deck.every((c) => c === null), JSON.stringify(deck));
});

// ---------------------------------------------------------------- Then: the shuffle

Then('{string} のデッキの並びを覚える', async function (this: W, player: string) {
  this.memo[`order:${player}`] = (await seatOf(this, player)).deck;
});

Then('{string} のデッキは覚えた並びと同じである', async function (this: W, player: string) {
  assert.deepEqual((await seatOf(this, player)).deck, this.memo[`order:${player}`]);
});

Then('{string} のデッキは覚えた並びと異なる', async function (this: W, player: string) {
  assert.notDeepEqual((await seatOf(this, player)).deck, this.memo[`order:${player}`]);
});

Then('{string} のデッキは組んだときの並びのままではない', async function (this: W, player: string) {
  const setup = this.memo.setup as { players: string[]; decks: string[][] };
  const built = setup.decks[setup.players.indexOf(player)]!;
  const deck = (await seatOf(this, player)).deck;
  assert.equal(deck.length, built.length);
  assert.notDeepEqual(deck, built);
  assert.notDeepEqual(deck, [...built].reverse());
});
