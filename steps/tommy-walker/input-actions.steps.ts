/**
 * The protocol form of actions, events, decisions, views and observations
 * (docs/protocol/tommy-walker.md): a ruling sends an action exactly as written (a JSON doc
 * string), and says at which JSON path the engine must locate a malformed one, or which
 * clause a refused one breaks; it writes the events, the options, a view or the
 * observation in the protocol's JSON, and the step compares them whole. What the protocol
 * leaves open is not compared: the order of a decision's options and of a `discard` list
 * (docs/protocol/tommy-walker.md, "Decisions"), and a result's `reason` (free text).
 */
import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { assertMalformedAt, jsonOf, setAtPath } from '../support/json-path.ts';
import { act, draft, ensureStarted, observe, start, type W } from './session.ts';

/** Sends the action as written, by the player named; the observation before it is kept to check a refusal changed nothing. */
async function attempt(w: W, player: string, action: unknown): Promise<void> {
  await ensureStarted(w);
  w.memo.beforeRefusal = await w.engine.observe();
  await act(w, player, action);
}

When('{string} が次の形の行動をとろうとする:', async function (this: W, player: string, doc: string) {
  await attempt(this, player, jsonOf(doc, 'action'));
});

When('{string} が、手札の捨て札として {string} を {int} 枚並べた行動 activate をとろうとする', async function (this: W, player: string, card: string, n: number) {
  await attempt(this, player, { type: 'activate', discard: new Array<string>(n).fill(card) });
});

Then('その行動は形の誤りとして拒まれ、問題の場所は {string} である', async function (this: W, path: string) {
  assertMalformedAt(this.last, path);
  assert.deepEqual(await this.engine.observe(), this.memo.beforeRefusal, 'a refused action changed the game');
});

Then('その行動は形の誤りとしてではなく、条項 {string} の違反として拒まれる', async function (this: W, clause: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'violation' in last, `expected a violation of ${clause}; the engine answered ${JSON.stringify(last)}`);
  assert.equal(last.violation.clause, clause, last.violation.message);
  assert.deepEqual(await this.engine.observe(), this.memo.beforeRefusal, 'a refused action changed the game');
});

Then('その行動は形の誤りとしてではなく、ルールの違反として拒まれる', async function (this: W) {
  const last = this.last;
  assert.ok(last && !last.ok && 'violation' in last, `expected a violation; the engine answered ${JSON.stringify(last)?.slice(0, 300)}`);
  assert.deepEqual(await this.engine.observe(), this.memo.beforeRefusal, 'a refused action changed the game');
});

/** A value with a `result` whose `reason` (free text, never compared) is left out. */
function resultWithoutReason<T>(v: T): T {
  const r = (v as { result?: unknown }).result;
  if (typeof r !== 'object' || r === null) return v;
  const { reason: _reason, ...rest } = r as Record<string, unknown>;
  return { ...v, result: rest };
}

/** A `game-over` event's result without its `reason`. */
const withoutReason = (e: unknown): unknown => ((e as { type?: string }).type === 'game-over' ? resultWithoutReason(e) : e);

Then('直前の行動で報告された出来事の形は次のとおりである:', function (this: W, doc: string) {
  const last = this.last;
  assert.ok(last?.ok, `the last action was refused: ${JSON.stringify(last)}`);
  assert.deepEqual((last.events as unknown[]).map(withoutReason), jsonOf(doc, 'events'));
});

Then('直前の行動で報告された出来事には次の形のものがある:', function (this: W, doc: string) {
  const last = this.last;
  assert.ok(last?.ok, `the last action was refused: ${JSON.stringify(last)}`);
  const want = jsonOf(doc, 'event');
  assert.ok((last.events as unknown[]).some((e) => isDeepStrictEqual(e, want)), `the events: ${JSON.stringify(last.events)}`);
});

/** An option with its `discard` list sorted, as a string: the protocol orders neither options nor discards. */
function optionKey(o: unknown): string {
  const a = o as { discard?: unknown };
  return JSON.stringify(Array.isArray(a.discard) ? { ...a, discard: [...a.discard].sort() } : a);
}

Then('{string} が {string} で選べる行動の形は次のとおりである:', async function (this: W, player: string, kind: string, doc: string) {
  await ensureStarted(this);
  const decisions = (await this.engine.pending()).filter((d) => d.player === player);
  assert.deepEqual(decisions.map((d) => d.kind), [kind], `the decisions of ${player}: ${JSON.stringify(decisions)}`);
  const got = decisions[0]!.options.map(optionKey).sort();
  const want = (jsonOf(doc, 'options') as unknown[]).map(optionKey).sort();
  assert.deepEqual(got, want);
});

Then('行動を待たれているプレイヤーはいない', async function (this: W) {
  await ensureStarted(this);
  assert.deepEqual(await this.engine.pending(), []);
});

Then('{string} から見た見え方の形は次のとおりである:', async function (this: W, viewer: string, doc: string) {
  await ensureStarted(this);
  assert.deepEqual(resultWithoutReason(await this.engine.view(viewer)), jsonOf(doc, 'view'));
});

Then('見え方と比べる観察の形は次のとおりである:', async function (this: W, doc: string) {
  assert.deepEqual(resultWithoutReason(await observe(this)), jsonOf(doc, 'observation'));
});

// ---------------------------------------------------------------- setups whose form is wrong (contract.ts start, wire.ts readOptions/readPlayers)

const SAMPLE_DECK = ['悪路王', 'デモノイド', '崩落のマリア', 'ハンクス長老'].flatMap((c) => [c, c, c, c]);

When('準備の形を調べるため、{string} と {string} が見本のデッキでシード {int} の対戦を用意する', function (this: W, a: string, b: string, seed: number) {
  this.memo.setupDraft = { players: [a, b], seed, decks: [SAMPLE_DECK.slice(), SAMPLE_DECK.slice()] };
});

function setupDraft(w: W): Record<string, unknown> {
  const d = w.memo.setupDraft as Record<string, unknown> | undefined;
  assert.ok(d, 'no setup is being built (start it with 準備の形を調べるため、… の対戦を用意する)');
  return d;
}

When('準備の {string} を次の値に差し替えて対戦を始めようとする:', async function (this: W, path: string, doc: string) {
  const d = setupDraft(this);
  setAtPath(d, path, jsonOf(doc, 'value'));
  await start(this, d);
});

When('準備から {string} を除いて対戦を始めようとする', async function (this: W, key: string) {
  const d = setupDraft(this);
  delete d[key];
  await start(this, d);
});

When('準備の全体を次の値に差し替えて対戦を始めようとする:', async function (this: W, doc: string) {
  await start(this, jsonOf(doc, 'setup'));
});

When('準備で {string} のデッキを {string} {int} 枚にして対戦を始めようとする', async function (this: W, player: string, card: string, n: number) {
  const d = setupDraft(this);
  (d.decks as unknown[][])[(d.players as string[]).indexOf(player)] = new Array<string>(n).fill(card);
  await start(this, d);
});

When('準備で {string} のデッキの {int} 番目を次の値にして、デッキを {int} 枚にして対戦を始めようとする:', async function (this: W, player: string, i: number, n: number, doc: string) {
  const d = setupDraft(this);
  const deck: unknown[] = Array.from({ length: n }, (_, j) => SAMPLE_DECK[j % SAMPLE_DECK.length]);
  deck[i] = jsonOf(doc, 'value');
  (d.decks as unknown[][])[(d.players as string[]).indexOf(player)] = deck;
  await start(this, d);
});

Then('対戦は始まらず、準備は形の誤りとして拒まれ、問題の場所は {string} である', function (this: W, path: string) {
  assertMalformedAt(this.last, path);
  assert.equal(this.engine.game, undefined, 'the engine started a game');
});

Then('対戦は始まらず、準備は形の誤りとしてではなく条項 {string} の違反として拒まれる', function (this: W, clause: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'violation' in last, `expected a violation of ${clause}; the engine answered ${JSON.stringify(last)?.slice(0, 300)}`);
  assert.equal(last.violation.clause, clause, last.violation.message);
});

Then('{string} の見え方と観察の options の形は次のとおりである:', async function (this: W, viewer: string, doc: string) {
  assert.ok(this.engine.game !== undefined, `the game did not start: ${JSON.stringify(this.last)}`);
  const want = jsonOf(doc, 'options');
  assert.deepEqual(((await this.engine.view(viewer)) as { options: unknown }).options, want);
  assert.deepEqual(((await this.engine.observe()) as { options: unknown }).options, want);
});

Given('行動を調べる局面の乱数のシードは {int} である', function (this: W, seed: number) {
  (draft(this) as unknown as Record<string, unknown>).seed = seed;
});

Then('エンジンは、準備と局面の options で指定できるものとして {string} を告げている', async function (this: W, key: string) {
  assert.ok(await this.engine.supports(key), `the engine does not announce the option ${key} in the handshake`);
});

When('行動を調べる局面の {string} を次の値に差し替えて送る:', async function (this: W, path: string, doc: string) {
  const d = draft(this) as unknown as Record<string, unknown>;
  setAtPath(d, path, jsonOf(doc, 'value'));
  this.last = await this.engine.position(d);
});

Then('行動を調べる局面は形の誤りとして拒まれ、問題の場所は {string} である', function (this: W, path: string) {
  assertMalformedAt(this.last, path);
  assert.equal(this.engine.game, undefined, 'the engine set up the position');
});
