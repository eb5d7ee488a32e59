/**
 * Decks and the game's setup (chapters 03 and 04) through `start`: a setup is built as
 * plain data in `this.draft` and sent by the When; the Thens compare the answer, the
 * reported janken and the observation with what the ruling writes.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { cards, decision, memo, observation, sameCards, seat, start, type W } from './session.ts';

/**
 * The deck of the other seat when a ruling checks one deck: a legal deck (chapter 03), as input
 * data, legal under both readings of janken-gear.deck.note.copies (no three ♠♥♣ cards of a rank),
 * so that only the checked deck is ever refused.
 */
const OTHER_DECK = cards('♠A ♠2 ♠3 ♠4 ♠5 ♥A ♥2 ♥3 ♥4 ♥5 ♣6 ♣7 ♣8 ♣9 ♣10 ◆2 ◆3 ◆J ◆A ジョーカー');

function setupDraft(w: W): Record<string, any> {
  assert.ok(w.draft?.form === 'setup', 'this step needs a setup: begin with 「… と … が、次のデッキを使う」');
  return w.draft.value;
}

/** The violation of the last start, with the deck problems it lists. */
function problems(w: W): { path: string; clause: string }[] {
  const last = w.last;
  assert.ok(last && !last.ok && 'violation' in last, `the game was not refused by a rule: ${JSON.stringify(last)}`);
  const listed = (last.violation as { problems?: { path: string; clause: string }[] }).problems;
  assert.ok(Array.isArray(listed), `the violation lists no deck problems: ${JSON.stringify(last.violation)}`);
  return listed;
}

// ---- checking one deck -------------------------------------------------------------------

When('次の札を {string} のデッキとして検査する', async function (this: W, _player: string, doc: string) {
  await start(this, { players: ['A', 'B'], seed: 0, decks: [cards(doc), OTHER_DECK] });
});

Then('デッキ検査は違反なしである', function (this: W) {
  assert.ok(this.last?.ok, `the deck was refused: ${JSON.stringify(this.last)}`);
});

Then('デッキ検査は {string} を条項 {string} で指摘する', function (this: W, path: string, clause: string) {
  const listed = problems(this);
  assert.ok(listed.some((p) => p.path === path && p.clause === clause), `no problem at ${path} citing ${clause}: ${JSON.stringify(listed)}`);
});

Then('デッキ検査の指摘は {int} 件である', function (this: W, n: number) {
  assert.equal(problems(this).length, n, JSON.stringify(problems(this)));
});

// ---- a setup ---------------------------------------------------------------------------------

Given('{string} と {string} が、次のデッキを使う', function (this: W, p1: string, p2: string, doc: string) {
  this.draft = { form: 'setup', value: { players: [p1, p2], seed: 0, decks: [cards(doc), cards(doc)] } };
});

Given('{string} のデッキだけ {int} 枚目を {string} に替える', function (this: W, player: string, n: number, card: string) {
  const setup = setupDraft(this);
  const deck = setup.decks[setup.players.indexOf(player)];
  assert.ok(deck, `no deck of "${player}"`);
  deck[n - 1] = card;
});

Given('どちらのデッキも、切り終えた後の並びとして渡す', function (this: W) {
  setupDraft(this).stacked = true;
});

Given('ジャンケンの手は {string} である', function (this: W, text: string) {
  // 「グー対チョキ、パー対パー」: each throw in seat order, throws separated by 、.
  setupDraft(this).janken = text.split('、').map((t) => t.split('対'));
});

When('対戦をシード {int} で始める', async function (this: W, seed: number) {
  await start(this, { ...setupDraft(this), seed });
});

When('対戦を {string}、{string}、{string} の三人で始めようとする', async function (this: W, a: string, b: string, c: string) {
  const setup = setupDraft(this);
  await start(this, { ...setup, players: [a, b, c], decks: [setup.decks[0], setup.decks[0], setup.decks[0]] });
});

Then('対戦は始まる', function (this: W) {
  assert.ok(this.last?.ok, `not started: ${JSON.stringify(this.last)}`);
});

Then('対戦は始まらず、条項 {string} により拒否される', function (this: W, clause: string) {
  const last = this.last;
  assert.ok(last && !last.ok && 'violation' in last, `not refused by a rule: ${JSON.stringify(last)}`);
  assert.equal(last.violation.clause, clause, last.violation.message);
});

Then('対戦は始まらず、{string} が条項 {string} で指摘される', function (this: W, path: string, clause: string) {
  const listed = problems(this);
  assert.ok(listed.some((p) => p.path === path && p.clause === clause), `no problem at ${path} citing ${clause}: ${JSON.stringify(listed)}`);
});

// ---- the deal --------------------------------------------------------------------------------

/** A player's cards as dealt: vitals, then the hand, then the deck, top first. */
async function dealt(w: W, player: string): Promise<string[]> {
  const s = await seat(w, player);
  return [...s.vitals, ...s.lostVitals, ...s.hand, ...s.deck];
}

Then('{string} の札の並びは、持ち込んだ順とは違う', async function (this: W, player: string) {
  const setup = setupDraft(this);
  assert.notDeepEqual(await dealt(this, player), setup.decks[setup.players.indexOf(player)]);
});

Then('各プレイヤーの札は、持ち込んだデッキと同じ札がそろっている', async function (this: W) {
  const setup = setupDraft(this);
  for (const [i, player] of (setup.players as string[]).entries()) {
    const s = await seat(this, player);
    sameCards([...s.vitals, ...s.lostVitals, ...s.hand, ...s.deck, ...s.discard, ...s.field.flatMap((f) => f.cards)], setup.decks[i], `${player}'s cards`);
  }
});

Then('{string} のヴァイタルは {int} 枚で、どれも裏向きである', async function (this: W, player: string, n: number) {
  const s = await seat(this, player);
  assert.deepEqual([s.vitals.length, s.lostVitals.length], [n, 0]);
});

Then('{string} の裏向きのヴァイタルは、並びのとおり {string} である', async function (this: W, player: string, text: string) {
  const s = await seat(this, player);
  assert.deepEqual([s.vitals, s.lostVitals], [cards(text), []]);
});

Then('{string} のデッキは、上から {string} である', async function (this: W, player: string, text: string) {
  assert.deepEqual((await seat(this, player)).deck, cards(text));
});

// ---- who goes first --------------------------------------------------------------------------

Then('ジャンケンは {string} の勝ちと報告される', function (this: W, player: string) {
  const janken = memo(this).events.filter((e) => e.type === 'janken');
  assert.equal(janken.length, 1, `one janken should be reported: ${JSON.stringify(memo(this).events)}`);
  assert.equal(janken[0]!.winner, player);
});

Then('先攻・後攻を選ぶのは {string} である', async function (this: W, player: string) {
  const d = await decision(this);
  assert.deepEqual([d.player, d.kind], [player, 'choose-order']);
});

Then('先攻・後攻を選ぶのは、ジャンケンの勝者として報告された側である', async function (this: W) {
  const janken = memo(this).events.find((e) => e.type === 'janken');
  assert.ok(janken, 'no janken was reported');
  const d = await decision(this);
  assert.deepEqual([d.player, d.kind], [janken.winner, 'choose-order']);
});

Then('最初のターンは {string} のものになる', async function (this: W, player: string) {
  const o = await observation(this);
  assert.deepEqual([o.turn, o.turnPlayer, o.phase], [1, player, 'main']);
});

Then('最初のターンは、ジャンケンの勝者として報告された側ではない方のものになる', async function (this: W) {
  const janken = memo(this).events.find((e) => e.type === 'janken');
  assert.ok(janken, 'no janken was reported');
  const o = await observation(this);
  const other = setupDraft(this).players.find((p: string) => p !== janken.winner);
  assert.deepEqual([o.turn, o.turnPlayer, o.phase], [1, other, 'main']);
});

// ---- the options in play -----------------------------------------------------------------------

Then('対戦で使われる変則ルールと読み方は {string} である', async function (this: W, keys: string) {
  // 「なし」 for none; else the keys, separated by spaces. The observation lists the variant
  // always, with its value, and each alternative reading that is on (docs/protocol/janken-gear.md).
  const options = ((await observation(this)).options ?? {}) as Record<string, unknown>;
  const on = Object.entries(options).filter(([, v]) => v === true).map(([k]) => k).sort();
  const wanted = keys === 'なし' ? [] : keys.split(' ').sort();
  assert.deepEqual(on, wanted, `the options in play: ${JSON.stringify(options)}`);
});
