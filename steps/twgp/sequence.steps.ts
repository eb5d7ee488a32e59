/**
 * Steps of the rulings of chapters 05, 06, 11, 13, 14, 16, 18 and 19 (sequence, timing,
 * cost, property, counting, coins and dice, matrix, judge). Givens add plain data to the
 * drafted position or setup (cards with their `effect` as the ruling writes it), Whens send
 * actions in the protocol's form, Thens compare the observation or the events with the
 * values written in the ruling. No rule is decided here.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import type { RulingWorld } from '../support/world.ts';
import { act, draftUnit, ensurePosition, events, observation, seat, unit, type Draft } from './support.ts';

type Card = Record<string, unknown> & { name: string };
type AnySeat = Record<string, unknown> & { vitalGrid?: (Card | null)[]; chargeGrid?: (Card | null)[]; deck?: Card[]; hand?: Card[] };
type Obs = {
  right: string | null;
  window: string;
  targetRight: string | null;
  turn: { player: string; sequence: string; number: number } | null;
  decisions: { player: string; kind: string }[];
  stack: { kind: string; by: string; card?: string }[];
  result: { winner: string | null; clause?: string } | null;
  seats: (Record<string, unknown> & { player: string; lost: boolean; vitals: number; hand: string[]; deck: string[]; surge: string[]; storage: string[]; vitalGrid: ({ name: string; mode: string; orientation?: string } | null)[]; chargeGrid: ({ name: string; mode: string; orientation?: string } | null)[] })[];
};

const obs = async (world: RulingWorld) => (await observation(world)) as unknown as Obs;
const seatObs = async (world: RulingWorld, player: string) => {
  const s = (await obs(world)).seats.find((x) => x.player === player);
  assert.ok(s, `no seat of "${player}"`);
  return s;
};
const json = (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>;
const place = (list: (Card | null)[] | undefined, square: number, card: Card): (Card | null)[] => {
  const out = [...(list ?? [])];
  while (out.length < square) out.push(null);
  out[square - 1] = card;
  return out;
};

// ---- Givens: setups (start) ----

/** A half battle's deck: 20 cards in the pile and 3 vitals, named after the player. */
const halfDeck = (player: string) => ({
  entry: { archive: [], pile: Array.from({ length: 20 }, (_, i) => ({ name: `${player}の札${i + 1}` })) },
  vitals: Array.from({ length: 3 }, (_, i) => ({ name: `${player}のヴァイタル${i + 1}` })),
});

Given('{string} と {string} がハーフ・バトルを始め、年齢はそれぞれ {int} 歳と {int} 歳である', function (this: RulingWorld, a: string, b: string, ageA: number, ageB: number) {
  this.draft = { players: [a, b], seed: 1, format: 'half', decks: [halfDeck(a), halfDeck(b)], ages: { [a]: ageA, [b]: ageB } };
});

Given('{string}、{string}、{string} がハーフ・バトルを始め、年齢はそれぞれ {int} 歳、{int} 歳、{int} 歳である', function (this: RulingWorld, a: string, b: string, c: string, ageA: number, ageB: number, ageC: number) {
  this.draft = { players: [a, b, c], seed: 1, format: 'half', decks: [halfDeck(a), halfDeck(b), halfDeck(c)], ages: { [a]: ageA, [b]: ageB, [c]: ageC } };
});

Given('乱数の種は {int} である', function (this: RulingWorld, seed: number) {
  (this.draft as { seed: number }).seed = seed;
});

When('対戦を始める', async function (this: RulingWorld) {
  this.last = await this.engine.start(this.draft);
  assert.ok(this.last.ok, `the setup was refused: ${JSON.stringify(this.last)}`);
});

// ---- Givens: positions ----

Given('{string} のヴァイタル・グリッドの {int} 番目は、次の効果を持つ裏向きの札 {string} である:', function (this: RulingWorld, player: string, square: number, name: string, effect: string) {
  const s = seat(this, player) as AnySeat;
  s.vitalGrid = place(s.vitalGrid, square, { name, effect: json(effect) });
});

Given('{string} のチャージ・グリッドの {int} 番目は、次の効果を持つ裏向きの札 {string} である:', function (this: RulingWorld, player: string, square: number, name: string, effect: string) {
  const s = seat(this, player) as AnySeat;
  s.chargeGrid = place(s.chargeGrid, square, { name, effect: json(effect) });
});

Given('{string} のチャージ・グリッドの {int} 番目は、次の札 {string} である:', function (this: RulingWorld, player: string, square: number, name: string, card: string) {
  const s = seat(this, player) as AnySeat;
  s.chargeGrid = place(s.chargeGrid, square, { name, ...json(card) });
});

Given('{string} の山札の一番上は、次の効果を持つ札 {string} である:', function (this: RulingWorld, player: string, name: string, effect: string) {
  const s = seat(this, player) as AnySeat;
  s.deck = [{ name, effect: json(effect) }, ...(s.deck ?? [])];
});

Given('{string} の山札は次の札である:', function (this: RulingWorld, player: string, cards: string) {
  (seat(this, player) as AnySeat).deck = JSON.parse(cards) as Card[];
});

Given('{string} の手札に、次の効果を持つ札 {string} がある:', function (this: RulingWorld, player: string, name: string, effect: string) {
  const s = seat(this, player) as AnySeat;
  s.hand = [...(s.hand ?? []), { name, effect: json(effect) }];
});

Given('{string} のヴァイタル・グリッドの {int} 番目は表ヨコ置きの失効したヴァイタル {string} である', function (this: RulingWorld, player: string, square: number, name: string) {
  const s = seat(this, player) as AnySeat;
  s.vitalGrid = place(s.vitalGrid, square, { name, mode: 'Damage' });
});

Given('{string} には次の効果が書かれている:', function (this: RulingWorld, name: string, effect: string) {
  draftUnit(this, name).effect = json(effect);
});

Given('局面に次の項目を加える:', function (this: RulingWorld, fields: string) {
  Object.assign(this.draft as Draft, json(fields));
});

// ---- Whens ----

When('{string} が次の行動をとる:', async function (this: RulingWorld, player: string, action: string) {
  await act(this, player, json(action));
});

When('{string} がチャージ・グリッドの {int} 番目のトラップを発動する', async function (this: RulingWorld, player: string, square: number) {
  await act(this, player, { type: 'activate', zone: 'charge', square: square - 1 });
});

When('{string} がチャージ・グリッドの {int} 番目のトラップを {string} に向けて発動する', async function (this: RulingWorld, player: string, square: number, target: string) {
  const t = await unit(this, target);
  await act(this, player, { type: 'activate', zone: 'charge', square: square - 1, target: t.at });
});

When('{string} がヴァイタル・グリッドの {int} 番目のヴァイタル・トラップを発動する', async function (this: RulingWorld, player: string, square: number) {
  await act(this, player, { type: 'activate', zone: 'vital', square: square - 1 });
});

When('{string} が手札の {int} 枚目の札を発動しようとする', async function (this: RulingWorld, player: string, n: number) {
  await act(this, player, { type: 'activate', zone: 'hand', square: n - 1 });
});

When('{string} の席から審判の出来事 {string} を {string} について入力する', async function (this: RulingWorld, seatPlayer: string, event: string, player: string) {
  await act(this, seatPlayer, { type: 'judge', event, player });
});

When('{string} の席から審判の出来事 {string} を入力する', async function (this: RulingWorld, seatPlayer: string, event: string) {
  await act(this, seatPlayer, { type: 'judge', event });
});

When('{string} が先攻・後攻の {int} 番目の順番を選ぶ', async function (this: RulingWorld, player: string, place: number) {
  await act(this, player, { type: 'order', place: place - 1 });
});

When('{string} が宣言なしで応じる', async function (this: RulingWorld, player: string) {
  await act(this, player, { type: 'accept' });
});

// ---- Thens ----

Then('最後の行動は受け付けられた', function (this: RulingWorld) {
  events(this);
});

Then('次の内容のイベントが起きた:', function (this: RulingWorld, expected: string) {
  const want = json(expected);
  const hit = events(this).some((e) => Object.entries(want).every(([k, v]) => JSON.stringify(e[k]) === JSON.stringify(v)));
  assert.ok(hit, `no event has ${expected}: ${JSON.stringify(events(this))}`);
});

Then('次の内容のイベントは起きていない:', function (this: RulingWorld, expected: string) {
  const want = json(expected);
  const hit = events(this).find((e) => Object.entries(want).every(([k, v]) => JSON.stringify(e[k]) === JSON.stringify(v)));
  assert.ok(!hit, `an event has ${expected}: ${JSON.stringify(hit)}`);
});

Then('種類 {string} のイベントの順は {string} である', function (this: RulingWorld, type: string, order: string) {
  const seen = events(this).filter((e) => e.type === type).map((e) => String(e.declaration ?? e.card ?? e.player));
  assert.equal(seen.join('、'), order);
});

Then('イベントの種類の並びに {string} が含まれる', function (this: RulingWorld, sequence: string) {
  const types = events(this).map((e) => e.type).join(' ');
  assert.ok(types.includes(sequence.split('、').join(' ')), `the event types are: ${types}`);
});

Then('観察の {string} は {string} である', async function (this: RulingWorld, path: string, expected: string) {
  let v: unknown = await obs(this);
  for (const key of path.split('.')) v = (v as Record<string, unknown>)?.[/^\d+$/.test(key) ? Number(key) : key];
  assert.equal(JSON.stringify(v), JSON.stringify(JSON.parse(expected)), `observation ${path}`);
});

Then('観察に {string} はない', async function (this: RulingWorld, path: string) {
  let v: unknown = await obs(this);
  for (const key of path.split('.')) v = (v as Record<string, unknown>)?.[/^\d+$/.test(key) ? Number(key) : key];
  assert.equal(v, undefined, `observation ${path}: ${JSON.stringify(v)}`);
});

Then('ターン・プレイヤーは {string} で、いまは {string} シークェンスである', async function (this: RulingWorld, player: string, sequence: string) {
  const o = await obs(this);
  assert.equal(o.turn?.player, player, 'turn player');
  assert.equal(o.turn?.sequence, sequence, 'sequence');
});

Then('標的指定権は {string} にある', async function (this: RulingWorld, player: string) {
  assert.equal((await obs(this)).targetRight, player);
});

Then('標的指定権は誰にもない', async function (this: RulingWorld) {
  assert.equal((await obs(this)).targetRight, null);
});

Then('{string} の選択肢に種類 {string} の行動がある', async function (this: RulingWorld, player: string, type: string) {
  await ensurePosition(this);
  const decisions = await this.engine.pending();
  assert.ok(decisions.some((d) => d.player === player && (d.options as { type: string }[]).some((o) => o.type === type)), `${player} is not offered ${type}: ${JSON.stringify(decisions)}`);
});

Then('{string} の選択肢に種類 {string} の行動はない', async function (this: RulingWorld, player: string, type: string) {
  await ensurePosition(this);
  const decisions = await this.engine.pending();
  assert.ok(!decisions.some((d) => d.player === player && (d.options as { type: string }[]).some((o) => o.type === type)), `${player} is offered ${type}: ${JSON.stringify(decisions)}`);
});

/** Whether `player` is offered exactly `action` (JSON, fields in any order). */
async function offered(world: RulingWorld, player: string, action: string): Promise<boolean> {
  await ensurePosition(world);
  const wanted = JSON.parse(action) as unknown;
  return (await world.engine.pending()).some((d) => d.player === player && (d.options as unknown[]).some((o) => isDeepStrictEqual(o, wanted)));
}

Then('{string} の選択肢に次の行動がある:', async function (this: RulingWorld, player: string, action: string) {
  assert.ok(await offered(this, player, action), `${player} is not offered ${action}: ${JSON.stringify(await this.engine.pending())}`);
});

Then('{string} の選択肢に次の行動はない:', async function (this: RulingWorld, player: string, action: string) {
  assert.ok(!(await offered(this, player, action)), `${player} is offered ${action}`);
});

Then('誰の選択肢にも種類 {string} の行動はない', async function (this: RulingWorld, type: string) {
  await ensurePosition(this);
  const decisions = await this.engine.pending();
  assert.ok(!decisions.some((d) => (d.options as { type: string }[]).some((o) => o.type === type)), `someone is offered ${type}: ${JSON.stringify(decisions)}`);
});

Then('宣言の山は上から {string} である', async function (this: RulingWorld, list: string) {
  const stack = (await obs(this)).stack.slice().reverse().map((d) => d.card ?? d.kind);
  assert.equal(stack.join('、'), list);
});

Then('ゲームは終わり、勝者はいない', async function (this: RulingWorld) {
  const o = await obs(this);
  assert.ok(o.result, 'the game goes on');
  assert.equal(o.result.winner, null);
});

Then('勝敗の根拠は条項 {string} である', async function (this: RulingWorld, clause: string) {
  assert.equal((await obs(this)).result?.clause, clause);
});

Then('{string} はまだ敗退していない', async function (this: RulingWorld, player: string) {
  assert.equal((await seatObs(this, player)).lost, false);
});

Then('{string} の手札は {int} 枚である', async function (this: RulingWorld, player: string, n: number) {
  assert.equal((await seatObs(this, player)).hand.length, n);
});

Then('{string} の山札の一番下は {string} である', async function (this: RulingWorld, player: string, name: string) {
  assert.equal((await seatObs(this, player)).deck.at(-1), name);
});

Then('{string} の山札は {int} 枚である', async function (this: RulingWorld, player: string, n: number) {
  assert.equal((await seatObs(this, player)).deck.length, n);
});

Then('{string} のチャージ・グリッドの {int} 番目の向きは {string} である', async function (this: RulingWorld, player: string, square: number, orientation: string) {
  const c = (await seatObs(this, player)).chargeGrid[square - 1];
  assert.ok(c, `${player}'s charge square ${square} is empty`);
  assert.equal(c.orientation, orientation);
});

Then('{string} のヴァイタル・グリッドの {int} 番目の向きは {string} である', async function (this: RulingWorld, player: string, square: number, orientation: string) {
  const c = (await seatObs(this, player)).vitalGrid[square - 1];
  assert.ok(c, `${player}'s vital square ${square} is empty`);
  assert.equal(c.orientation, orientation);
});

Then('{string} のヴァイタル・グリッドの {int} 番目は数えていない', async function (this: RulingWorld, player: string, square: number) {
  const c = (await seatObs(this, player)).vitalGrid[square - 1];
  assert.ok(c, `${player}'s vital square ${square} is empty`);
  assert.equal(c.orientation, undefined);
});

Then('{string} のチャージ・グリッドの {int} 番目は空である', async function (this: RulingWorld, player: string, square: number) {
  assert.equal((await seatObs(this, player)).chargeGrid[square - 1], null);
});

// ---- Turns going round (a fixed sequence of actions, no rule decided) ----

When('{string} の次のビルド・シークェンスまでターンを進める', async function (this: RulingWorld, player: string) {
  for (let i = 0; i < 40; i++) {
    const o = await obs(this);
    const turn = o.turn!;
    if (i > 0 && turn.player === player && turn.sequence === 'build') return;
    if (o.window === 'battle') await act(this, turn.player, { type: 'end-turn' });
    else if (o.window === 'build') {
      for (const d of o.decisions) if (d.kind === 'setup') await act(this, d.player, { type: 'end-setup' });
      await act(this, turn.player, { type: 'end-build' });
    } else assert.fail(`the game waits for ${o.window}, not a turn's end`);
    assert.ok(this.last?.ok, `an action was refused: ${JSON.stringify(this.last)}`);
  }
  assert.fail(`${player}'s build sequence did not come`);
});
