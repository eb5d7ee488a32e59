/**
 * TWGP rulings' steps for the option charge-effects (chapters 22 and 23): charge-effect cards
 * in the hand, their use through the protocol's `charge-effect` action and the method-C
 * direct, and what the events and the observation say. No rule is decided here: every
 * expected value is written in the ruling.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { RulingWorld } from '../support/world.ts';
import { act, events, observation, seat, unit, type DraftSeat } from './support.ts';

type HandSeat = DraftSeat & { hand?: Record<string, unknown>[]; chargeGrid?: unknown[] };
type Json = Record<string, unknown>;

const chargeCard = (name: string, charge: Json) => ({ name, kind: 'チャージ・エフェクト', charge });

function addToHand(world: RulingWorld, player: string, cards: Record<string, unknown>[]): void {
  const s = seat(world, player) as HandSeat;
  s.hand = [...(s.hand ?? []), ...cards];
}

/** The hand indices of the first `n` cards of that name, read from the observation. */
async function handIndices(world: RulingWorld, player: string, name: string, n: number): Promise<number[]> {
  const s = (await observation(world)).seats.find((x) => x.player === player) as unknown as { hand: string[] };
  const found = s.hand.flatMap((c, i) => (c === name ? [i] : []));
  assert.ok(found.length >= n, `${player} holds ${found.length} of "${name}" in hand: ${JSON.stringify(s.hand)}`);
  return found.slice(0, n);
}

/** The charge-effect events of the actions so far. */
const chargeEvents = (world: RulingWorld) => events(world).filter((e) => e.type === 'charge-effect');

// ---- Givens ----

Given('チャージ・エフェクトのオプションを使う', function (this: RulingWorld) {
  const draft = this.draft as { options?: Json };
  draft.options = { ...(draft.options ?? {}), 'deck-card-types': true, 'charge-effects': true };
});

Given('{string} の手札にチャージ効果 {string}（基本の威力 {int}）のカード {string} が {int} 枚ある', function (this: RulingWorld, player: string, kind: string, strength: number, name: string, n: number) {
  addToHand(this, player, Array.from({ length: n }, () => chargeCard(name, { kind, strength })));
});

Given('{string} の手札にチャージ効果 {string} のカード {string} が {int} 枚ある', function (this: RulingWorld, player: string, kind: string, name: string, n: number) {
  addToHand(this, player, Array.from({ length: n }, () => chargeCard(name, { kind })));
});

Given('{string} の手札にチャージ効果 {string} のカード {string} がある', function (this: RulingWorld, player: string, kind: string, name: string) {
  addToHand(this, player, [chargeCard(name, { kind })]);
});

Given('{string} の手札に、次の読み替えのチャージ・エフェクト {string} がある:', function (this: RulingWorld, player: string, name: string, charge: string) {
  addToHand(this, player, [chargeCard(name, JSON.parse(charge) as Json)]);
});

Given('{string} の手札に、テキスト {string} のチャージ・エフェクト {string} がある', function (this: RulingWorld, player: string, text: string, name: string) {
  addToHand(this, player, [chargeCard(name, { text })]);
});

Given('{string} の捨札に、チャージ効果 {string}（基本の威力 {int}）のカード {string} がある', function (this: RulingWorld, player: string, kind: string, strength: number, name: string) {
  const s = seat(this, player) as HandSeat & { storage?: unknown[] };
  s.storage = [...(s.storage ?? []), chargeCard(name, { kind, strength })];
});

Given('{string} のチャージ・グリッドは裏向きの札で埋まっている', function (this: RulingWorld, player: string) {
  const width = (this.draft as { format?: string }).format === 'half' ? 3 : 5;
  (seat(this, player) as HandSeat).chargeGrid = Array.from({ length: width }, (_, i) => ({ name: `${player}のチャージ札${i + 1}` }));
});

// ---- Whens ----

async function use(world: RulingWorld, player: string, name: string, n: number, extra: Json): Promise<void> {
  const cards = await handIndices(world, player, name, n);
  await act(world, player, { type: 'charge-effect', cards, ...extra });
}

When('{string} が手札の {string} を {int} 枚重ねて {string} に使う', async function (this: RulingWorld, player: string, name: string, n: number, target: string) {
  await use(this, player, name, n, { target: (await unit(this, target)).at });
});

When('{string} が手札の {string} を {string} に使う', async function (this: RulingWorld, player: string, name: string, target: string) {
  await use(this, player, name, 1, { target: (await unit(this, target)).at });
});

When('{string} が手札の {string} を {int} 枚重ねて、{string} を介して {string} に使う', async function (this: RulingWorld, player: string, name: string, n: number, via: string, target: string) {
  await use(this, player, name, n, { via: (await unit(this, via)).at, target: (await unit(this, target)).at });
});

When('{string} が手札の {string} を {int} 枚重ねて使う', async function (this: RulingWorld, player: string, name: string, n: number) {
  await use(this, player, name, n, {});
});

When('{string} が手札の {string} を {int} 枚重ねて、効果 {string} を指定して使う', async function (this: RulingWorld, player: string, name: string, n: number, named: string) {
  await use(this, player, name, n, { named });
});

When('{string} が手札の {string} を {int} 枚重ねて {string} にダイレクトする', async function (this: RulingWorld, player: string, name: string, n: number, target: string) {
  const cards = await handIndices(this, player, name, n);
  await act(this, player, { type: 'direct', method: 'charge-effect', effect: 'スペル', cards, player: target });
});

When('{string} が手札の札 {int} 枚目と {int} 枚目を重ねて {string} に使う', async function (this: RulingWorld, player: string, a: number, b: number, target: string) {
  await act(this, player, { type: 'charge-effect', cards: [a - 1, b - 1], target: (await unit(this, target)).at });
});

When('{string} が手札の {string} を {string} に使い、{string} にする', async function (this: RulingWorld, player: string, name: string, target: string, mode: string) {
  await use(this, player, name, 1, { target: (await unit(this, target)).at, mode });
});

When('{string} が手札の {string} を {int} 枚重ねて {string} に使い、{string} にする', async function (this: RulingWorld, player: string, name: string, n: number, target: string, mode: string) {
  await use(this, player, name, n, { target: (await unit(this, target)).at, mode });
});

When('{string} が手札の {string} を {int} 枚重ねて {string} に使い、攻撃を避ける', async function (this: RulingWorld, player: string, name: string, n: number, target: string) {
  await use(this, player, name, n, { target: (await unit(this, target)).at, evade: true });
});

When('{string} が手札の {string} を {int} 枚重ねて使い、ダイレクトを避ける', async function (this: RulingWorld, player: string, name: string, n: number) {
  await use(this, player, name, n, { evade: true });
});

When('{string} が手札の {string} で捨札の {string} をコピーして {string} に使う', async function (this: RulingWorld, player: string, name: string, kind: string, target: string) {
  await use(this, player, name, 1, { named: kind, target: (await unit(this, target)).at });
});

When('{string} が手札の {string} と {string} を重ねて {string} に使う', async function (this: RulingWorld, player: string, a: string, b: string, target: string) {
  const cards = [...(await handIndices(this, player, a, 1)), ...(await handIndices(this, player, b, 1))];
  await act(this, player, { type: 'charge-effect', cards, target: (await unit(this, target)).at });
});

When('{string} が手札の {string} と {string} を重ねて、効果 {string} を指定して使う', async function (this: RulingWorld, player: string, a: string, b: string, named: string) {
  const cards = [...(await handIndices(this, player, a, 1)), ...(await handIndices(this, player, b, 1))];
  await act(this, player, { type: 'charge-effect', cards, named });
});

When('{string} が手札の {string} を {string} のチャージ・グリッドの {int} 番目の札に使い、表ヨコ置きにする', async function (this: RulingWorld, player: string, name: string, owner: string, square: number) {
  await use(this, player, name, 1, { charge: { player: owner, square: square - 1 }, mode: 'Save' });
});

When('{string} が手札の {string} を {int} 枚重ねて {string} の山札に使い、表ヨコ置きにする', async function (this: RulingWorld, player: string, name: string, n: number, owner: string) {
  await use(this, player, name, n, { pile: owner, mode: 'Save' });
});

When('{string} が手札の {string} を {string} のバトル・グリッドの {int} 番目のログ・カウンターに使い、表ヨコ置きにする', async function (this: RulingWorld, player: string, name: string, owner: string, square: number) {
  await use(this, player, name, 1, { counter: { player: owner, square: square - 1 }, mode: 'Save' });
});

When('{string} が手札の {string} で、手札の {string} を {string} のバトル・グリッドの {int} 番目に召喚する', async function (this: RulingWorld, player: string, name: string, unitName: string, owner: string, square: number) {
  const [card] = await handIndices(this, player, name, 1);
  const [summoned] = await handIndices(this, player, unitName, 1);
  await act(this, player, { type: 'charge-effect', cards: [card], summon: { card: summoned, square: { player: owner, square: square - 1 } } });
});

// ---- Thens ----

Then('答えは条項 {string} を根拠とする', function (this: RulingWorld, clause: string) {
  const last = this.last;
  assert.ok(last, 'no action was taken');
  if (!last.ok) {
    assert.ok('violation' in last, `expected a violation or an event, got ${JSON.stringify(last)}`);
    assert.equal(last.violation.clause, clause);
    return;
  }
  const e = chargeEvents(this).at(-1);
  assert.ok(e, `no charge effect was resolved: ${JSON.stringify(last.events)}`);
  assert.equal(e.clause, clause);
});

Then('チャージ効果 {string} は {string} で、根拠は条項 {string} である', function (this: RulingWorld, kind: string, outcome: string, clause: string) {
  const hits = chargeEvents(this).filter((e) => e.effect === kind);
  assert.ok(hits.length, `no ${kind} was resolved; events: ${JSON.stringify(events(this))}`);
  const e = hits.at(-1)!;
  assert.deepEqual({ outcome: e.outcome, clause: e.clause }, { outcome, clause }, JSON.stringify(e));
});

Then('チャージ効果 {string} の威力は {int}、標的の算定パワーは {int} である', function (this: RulingWorld, kind: string, power: number, target: number) {
  const e = chargeEvents(this).filter((x) => x.effect === kind).at(-1);
  assert.ok(e, `no ${kind} was resolved`);
  assert.deepEqual({ power: e.power ?? e.value, target: e.targetPower }, { power, target });
});

Then('チャージ効果 {string} の増減は {int} である', function (this: RulingWorld, kind: string, amount: number) {
  const e = chargeEvents(this).filter((x) => x.effect === kind).at(-1);
  assert.ok(e, `no ${kind} was resolved`);
  assert.equal(e.amount, amount);
});

Then('{string} は場にも捨札にもない', async function (this: RulingWorld, name: string) {
  const obs = (await observation(this)) as unknown as { seats: { battleGrid: ({ name: string } | null)[]; surge: string[]; storage: string[] }[] };
  for (const s of obs.seats) {
    assert.ok(!s.battleGrid.some((u) => u?.name === name), `"${name}" is still on a battle grid`);
    assert.ok(![...s.surge, ...s.storage].includes(name), `"${name}" is in a log`);
  }
});

Then('チャージ・グリッドの {string} は表向きで {int} 枚重なっている', async function (this: RulingWorld, name: string, n: number) {
  const obs = (await observation(this)) as unknown as { seats: { chargeGrid: ({ name: string; mode: string; stacked?: number } | null)[] }[] };
  const hit = obs.seats.flatMap((s) => s.chargeGrid).find((p) => p?.name === name);
  assert.ok(hit, `no "${name}" on a charge grid`);
  assert.equal(hit.mode, 'Active');
  assert.equal(1 + (hit.stacked ?? 0), n, JSON.stringify(hit));
});

Then('{string} の {string} はチャージ・グリッドにない', async function (this: RulingWorld, player: string, name: string) {
  const s = (await observation(this)).seats.find((x) => x.player === player)!;
  assert.ok(!s.chargeGrid.some((p) => p?.name === name), JSON.stringify(s.chargeGrid));
});

Then('いまは {string} がサイトオンで応じる番である', async function (this: RulingWorld, player: string) {
  const obs = (await observation(this)) as unknown as { right: string; window: string };
  assert.deepEqual({ right: obs.right, window: obs.window }, { right: player, window: 'respond' });
});
