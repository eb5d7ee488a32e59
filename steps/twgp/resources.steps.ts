/**
 * Steps of the rulings of chapters 01–04 (overview, resources, field and card states, status):
 * Givens build a setup with decks as plain data (docs/protocol/twgp.md, `start`) or add to a
 * drafted position; Whens start the game or send actions in the protocol's form; Thens read the
 * answer, the observation, a player's view or the events. No rule is decided here: every
 * expected value is written in the ruling.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';
import { act, ensurePosition, observation, seat } from './support.ts';

type Card = Record<string, unknown> & { name: string };
type DeckDraft = Record<string, unknown> & { entry: { archive: Card[]; pile: Card[] }; reserves: Card[][]; vitals: Card[]; pool?: Card[] };
type SetupDraft = Record<string, unknown> & { players: string[]; decks: DeckDraft[] };
type AnySeat = Record<string, unknown> & { vitalGrid?: (Card | null)[] };
type SeatObs = Record<string, unknown> & { player: string; deck: string[]; hand: string[]; storage: string[]; reserves: unknown[]; finalInstalled: boolean; lost: boolean; vitalGrid: ({ name: string; mode: string; placement: string } | null)[]; chargeGrid: ({ name: string; placement: string } | null)[] };
type Obs = { result: { winner: string | null; clause: string } | null; decisions: { player: string; kind: string }[]; seats: SeatObs[] };

const json = (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>;
const cards = (player: string, label: string, n: number): Card[] => Array.from({ length: n }, (_, i) => ({ name: `${player}の${label}${i + 1}` }));
/** Units named after the player, of base powers 01 to 06 in turn (so that a game can be played to its end). */
const units = (player: string, label: string, n: number): Card[] => cards(player, label, n).map((c, i) => ({ ...c, kind: 'ユニット', power: 1 + (i % 6) }));
const VITALS = { half: 3, full: 5 } as const;

/** A deck of the deck form: the entry pile of 20 units (no archive), `reserves` bundles of 20 units and the vitals, every card named after the player. */
function deckFor(player: string, reserves: number, vitals: number): DeckDraft {
  return {
    entry: { archive: [], pile: units(player, '札', 20) },
    reserves: Array.from({ length: reserves }, (_, b) => units(player, `予備${b + 1}の札`, 20)),
    vitals: cards(player, 'ヴァイタル', vitals),
  };
}

function setup(world: RulingWorld): SetupDraft {
  const draft = world.draft as SetupDraft | undefined;
  assert.ok(draft && Array.isArray(draft.decks), 'the ruling has not prepared a setup with decks');
  return draft;
}

function deck(world: RulingWorld, player: string): DeckDraft {
  const draft = setup(world);
  const i = draft.players.indexOf(player);
  assert.ok(i >= 0, `"${player}" is not one of the players`);
  return draft.decks[i]!;
}

const obs = async (world: RulingWorld) => (await observation(world)) as unknown as Obs;
async function seatObs(world: RulingWorld, player: string): Promise<SeatObs> {
  const s = (await obs(world)).seats.find((x) => x.player === player);
  assert.ok(s, `no seat of "${player}"`);
  return s;
}

// ---- Givens: setups with decks ----

Given('{string} と {string} のハーフ・バトルの対戦を用意する', function (this: RulingWorld, a: string, b: string) {
  this.draft = { players: [a, b], seed: 1, format: 'half', decks: [deckFor(a, 0, VITALS.half), deckFor(b, 0, VITALS.half)] } satisfies SetupDraft;
});

Given('{string} と {string} のフル・バトルの対戦を、各自 {int} 束で用意する', function (this: RulingWorld, a: string, b: string, bundles: number) {
  this.draft = { players: [a, b], seed: 1, format: 'full', decks: [deckFor(a, bundles - 1, VITALS.full), deckFor(b, bundles - 1, VITALS.full)] } satisfies SetupDraft;
});

Given('{string} と {string} のトライアル・バトルの対戦を、各自 {int} 束とヴァイタル {int} 枚で用意する', function (this: RulingWorld, a: string, b: string, bundles: number, vitals: number) {
  this.draft = { players: [a, b], seed: 1, format: 'trial', vitalCount: vitals, decks: [deckFor(a, bundles - 1, vitals), deckFor(b, bundles - 1, vitals)] } satisfies SetupDraft;
});

Given('{string} は予備の束を {int} 束持ち込む', function (this: RulingWorld, player: string, n: number) {
  deck(this, player).reserves = Array.from({ length: n }, (_, b) => cards(player, `予備${b + 1}の札`, 20));
});

Given('{string} はヴァイタルを {int} 枚持ち込む', function (this: RulingWorld, player: string, n: number) {
  deck(this, player).vitals = cards(player, 'ヴァイタル', n);
});

Given('{string} のエントリー・デッキの {int} 枚目は、次の札である:', function (this: RulingWorld, player: string, k: number, card: string) {
  deck(this, player).entry.pile[k - 1] = json(card) as Card;
});

Given('{string} の予備の {int} 束目の {int} 枚目は、次の札である:', function (this: RulingWorld, player: string, b: number, k: number, card: string) {
  deck(this, player).reserves[b - 1]![k - 1] = json(card) as Card;
});

Given('{string} のヴァイタルの {int} 枚目は、次の札である:', function (this: RulingWorld, player: string, k: number, card: string) {
  deck(this, player).vitals[k - 1] = json(card) as Card;
});

Given('{string} の予備の {int} 束目に札を {int} 枚足す', function (this: RulingWorld, player: string, b: number, n: number) {
  deck(this, player).reserves[b - 1]!.push(...cards(player, `追加の札`, n));
});

Given('{string} の予備の {int} 束目に次の札を足す:', function (this: RulingWorld, player: string, b: number, card: string) {
  deck(this, player).reserves[b - 1]!.push(json(card) as Card);
});

Given('{string} はエントリー・デッキの上から {int} 枚をアーカイヴに分けておく', function (this: RulingWorld, player: string, n: number) {
  const d = deck(this, player);
  d.entry = { archive: d.entry.pile.slice(0, n), pile: d.entry.pile.slice(n) };
});

Given('{string} のデッキに次の項目を加える:', function (this: RulingWorld, player: string, fields: string) {
  Object.assign(deck(this, player), json(fields));
});

Given('{string} は後の束のために札を {int} 枚持ち込む', function (this: RulingWorld, player: string, n: number) {
  const d = deck(this, player);
  d.reserves = [];
  d.pool = cards(player, '持込札', n);
});

// ---- Givens: additions to a drafted position ----

Given('{string} の席に次の項目を加える:', function (this: RulingWorld, player: string, fields: string) {
  Object.assign(seat(this, player), json(fields));
});

Given('{string} のヴァイタル・グリッドの {int} 番目は、次の札 {string} である:', function (this: RulingWorld, player: string, square: number, name: string, card: string) {
  const s = seat(this, player) as AnySeat;
  const grid = [...(s.vitalGrid ?? [])];
  while (grid.length < square) grid.push(null);
  grid[square - 1] = { name, ...json(card) };
  s.vitalGrid = grid;
});

// ---- Whens ----

When('対戦を始めようとする', async function (this: RulingWorld) {
  this.last = await this.engine.start(this.draft);
});

When('{string} が予備の {int} 束目をファイナル・デッキに選ぶ', async function (this: RulingWorld, player: string, b: number) {
  await act(this, player, { type: 'install', bundle: b - 1 });
});

When('{string} が持ち込んだ札の {int} 枚目から {int} 枚目までを一枚ずつ選ぶ', async function (this: RulingWorld, player: string, from: number, to: number) {
  for (let k = from; k <= to; k++) {
    await act(this, player, { type: 'select', card: k - 1 });
    assert.ok(this.last?.ok, `picking card ${k} was refused: ${JSON.stringify(this.last)}`);
  }
});

When('{string} が持ち込んだ札の {int} 枚目を選ぼうとする', async function (this: RulingWorld, player: string, k: number) {
  await act(this, player, { type: 'select', card: k - 1 });
});

// ---- Thens ----

Then('その対戦の用意は拒まれ、問題の場所は {string}、根拠は条項 {string} である', function (this: RulingWorld, path: string, clause: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'malformed' in last, `expected the setup to be refused, got ${JSON.stringify(last)}`);
  const hit = last.malformed.find((e) => e.path === path);
  assert.ok(hit, `no problem at ${path}: ${JSON.stringify(last.malformed)}`);
  assert.ok(hit.message.includes(clause), `the problem at ${path} does not cite ${clause}: ${hit.message}`);
});

Then('その対戦の用意は拒まれ、問題の場所は {string} である', function (this: RulingWorld, path: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'malformed' in last, `expected the setup to be refused, got ${JSON.stringify(last)}`);
  assert.ok(last.malformed.some((e) => e.path === path), `no problem at ${path}: ${JSON.stringify(last.malformed)}`);
});

Then('その対戦の用意は受け付けられた', function (this: RulingWorld) {
  assert.ok(this.last?.ok, `the setup was refused: ${JSON.stringify(this.last)}`);
});

Then('{string} の山札は上から {string} である', async function (this: RulingWorld, player: string, names: string) {
  assert.deepEqual((await seatObs(this, player)).deck, names.split('、'));
});

Then('{string} の手札は {string} の順である', async function (this: RulingWorld, player: string, names: string) {
  assert.deepEqual((await seatObs(this, player)).hand, names.split('、'));
});

Then('{string} の予備の束の枚数は {string} である', async function (this: RulingWorld, player: string, counts: string) {
  const reserves = (await seatObs(this, player)).reserves as unknown[];
  assert.deepEqual(reserves.map((b) => (Array.isArray(b) ? b.length : b)), JSON.parse(counts));
});

Then('{string} のファイナル・デッキは投入済みである', async function (this: RulingWorld, player: string) {
  assert.equal((await seatObs(this, player)).finalInstalled, true);
});

Then('{string} のファイナル・デッキはまだ投入されていない', async function (this: RulingWorld, player: string) {
  assert.equal((await seatObs(this, player)).finalInstalled, false);
});

Then('{string} の山札はすべて {string} で始まる名前の札である', async function (this: RulingWorld, player: string, prefix: string) {
  const d = (await seatObs(this, player)).deck;
  assert.ok(d.length > 0 && d.every((n) => n.startsWith(prefix)), `${player}'s pile: ${JSON.stringify(d)}`);
});

Then('求められている決定は {string} の種類 {string} の {int} 択だけである', async function (this: RulingWorld, player: string, kind: string, n: number) {
  const decisions = await this.engine.pending();
  assert.deepEqual(decisions.map((d) => [d.player, d.kind, d.options.length]), [[player, kind, n]]);
});

Then('勝者は {string} で、勝敗の根拠は条項 {string} である', async function (this: RulingWorld, winner: string, clause: string) {
  const result = await this.engine.result();
  assert.ok(result, 'the game has no result');
  assert.equal(result.winner, winner);
  assert.equal(result.clause, clause);
});

Then('勝敗の根拠は条項 {string} ではない', async function (this: RulingWorld, clause: string) {
  const result = await this.engine.result();
  assert.ok(result, 'the game has no result');
  assert.notEqual(result.clause, clause);
});

Then('まだ勝敗は決まっておらず、{string} の決定が求められている', async function (this: RulingWorld, player: string) {
  assert.equal(await this.engine.result(), null);
  assert.ok((await this.engine.pending()).some((d) => d.player === player), `no decision of ${player}`);
});

Then('{string} から見た {string} の山札は {int} 枚という枚数だけで、札の名前は見えない', async function (this: RulingWorld, viewer: string, player: string, n: number) {
  await ensurePosition(this);
  const v = (await this.engine.view(viewer)) as { seats: (Record<string, unknown> & { player: string })[] };
  const s = v.seats.find((x) => x.player === player)!;
  assert.equal(s.deckCount, n);
  assert.equal(s.deck, undefined, 'the view lists the pile by name');
});

Then('{string} から見た {string} のストレージは {string} である', async function (this: RulingWorld, viewer: string, player: string, names: string) {
  await ensurePosition(this);
  const v = (await this.engine.view(viewer)) as { seats: { player: string; storage: string[] }[] };
  assert.deepEqual(v.seats.find((x) => x.player === player)!.storage, names.split('、'));
});

Then('{string} から見た卓の {int} 段目は、左が {string}、中央が {string}、右が {string} である', async function (this: RulingWorld, viewer: string, row: number, left: string, center: string, right: string) {
  await ensurePosition(this);
  type Zone = { player: string; zone: string } | null;
  const v = (await this.engine.view(viewer)) as { layout?: { left: Zone; center: Zone; right: Zone }[] };
  assert.ok(v.layout, 'the view has no layout');
  const r = v.layout[row - 1]!;
  const show = (x: Zone) => (x ? `${x.player}:${x.zone}` : 'なし');
  assert.deepEqual([show(r.left), show(r.center), show(r.right)], [left, center, right]);
});

Then('{string} のヴァイタル・グリッドの札は {string} で、どれも {string} である', async function (this: RulingWorld, player: string, names: string, placement: string) {
  const grid = (await seatObs(this, player)).vitalGrid;
  assert.deepEqual(grid.map((v) => v?.name ?? null), names.split('、'));
  assert.ok(grid.every((v) => v?.placement === placement), JSON.stringify(grid));
});

Then('{string} のチャージ・グリッドの {int} 番目の札の置き方は {string} である', async function (this: RulingWorld, player: string, square: number, placement: string) {
  const c = (await seatObs(this, player)).chargeGrid[square - 1];
  assert.ok(c, `${player}'s charge square ${square} is empty`);
  assert.equal(c.placement, placement);
});

Then('{string} のヴァイタル・グリッドの {int} 番目の札の置き方は {string}、状態は {string} である', async function (this: RulingWorld, player: string, square: number, placement: string, mode: string) {
  const c = (await seatObs(this, player)).vitalGrid[square - 1];
  assert.ok(c, `${player}'s vital square ${square} is empty`);
  assert.deepEqual([c.placement, c.mode], [placement, mode]);
});

Then('ユニット {string} の置き方は {string}、状態は {string} である', async function (this: RulingWorld, name: string, placement: string, mode: string) {
  const u = (await obs(this)).seats.flatMap((s) => (s.battleGrid as ({ name: string; placement: string; mode: string } | null)[])).find((x) => x?.name === name);
  assert.ok(u, `no unit "${name}" on the battle grids`);
  assert.deepEqual([u.placement, u.mode], [placement, mode]);
});
