/**
 * Thens: what the engine answered, observed or reported, compared with the value the
 * ruling writes. No step works out what the answer should be.
 */
import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { cards, decision, ensureGame, events, fieldId, memo, observation, sameCards, seat, settled, type W } from './session.ts';

const SIDES: Record<string, string> = { 攻撃側: 'attacker', 防御側: 'defender', 相打ち: 'both-defeated' };

// ---- the last answer ---------------------------------------------------------------------

Then('操作は受け付けられる', function (this: W) {
  assert.ok(this.last?.ok, `refused: ${JSON.stringify(this.last)}`);
});

Then('操作は条項 {string} により拒否される', function (this: W, clause: string) {
  const last = this.last;
  assert.ok(last && !last.ok, `the action was accepted: ${JSON.stringify(last)}`);
  assert.ok('violation' in last, `the action was malformed rather than refused by a rule: ${JSON.stringify(last)}`);
  assert.equal(last.violation.clause, clause, last.violation.message);
});

// ---- field battles -----------------------------------------------------------------------

Then('場札戦闘は {string} の勝ちで、決め手は条項 {string} である', function (this: W, side: string, clause: string) {
  const e = settled(this);
  assert.deepEqual([e.winner, e.clause], [SIDES[side] ?? side, clause]);
});

Then('場札戦闘は相打ちで、決め手は条項 {string} である', function (this: W, clause: string) {
  const e = settled(this);
  assert.deepEqual([e.winner, e.clause], ['both-defeated', clause]);
});

Then('場札戦闘はまだ決着していない', async function (this: W) {
  assert.equal((await observation(this)).phase, 'support');
  assert.deepEqual(events(this, 'battle-settled'), [], 'a field battle was settled');
});

/** The field cards a ruling names (`なし`: none), as the engine's ids, sorted. */
const namedIds = (w: W, text: string) => cards(text).map((name) => fieldId(w, name)).sort();

Then('場札戦闘で倒された場札は {string} である', function (this: W, text: string) {
  const e = settled(this);
  assert.deepEqual([...(e.defeated as string[])].sort(), namedIds(this, text), `the field cards the battle defeated: ${JSON.stringify(e.defeated)}`);
});

Then('連鎖で倒された場札は {string} である', function (this: W, text: string) {
  const e = settled(this);
  assert.deepEqual([...(e.chained as string[])].sort(), namedIds(this, text), `the field cards chains defeated: ${JSON.stringify(e.chained)}`);
});

Then('戦闘パワーは攻撃側 {int}、防御側 {int} である', function (this: W, attacker: number, defender: number) {
  const e = settled(this);
  assert.deepEqual([e.attackerPower, e.defenderPower], [attacker, defender]);
});

// ---- field cards, hands, piles -------------------------------------------------------------

Then('場札 {string} は倒されて {string} の捨札にある', async function (this: W, name: string, owner: string) {
  const id = fieldId(this, name);
  const s = await seat(this, owner);
  assert.ok(!s.field.some((f) => f.id === id), `"${name}" is still on ${owner}'s field`);
  const defeated = memo(this).events.flatMap((e) =>
    e.type === 'battle-settled' ? [...e.defeated, ...e.chained] : e.type === 'direct-nullified' && e.defeated ? [e.target] : [],
  );
  assert.ok(defeated.includes(id), `"${name}" was not reported defeated; events: ${JSON.stringify(memo(this).events)}`);
  const rest = [...s.discard];
  for (const c of memo(this).fieldCards[name] ?? []) {
    const i = rest.indexOf(c);
    assert.ok(i >= 0, `${c} of "${name}" is not in ${owner}'s discard pile ${JSON.stringify(s.discard)}`);
    rest.splice(i, 1);
  }
});

Then('{string} の捨札は {string} である', async function (this: W, owner: string, text: string) {
  sameCards((await seat(this, owner)).discard, cards(text), `${owner}'s discard pile`);
});

Then('場札 {string} は {string} の場に残っている', async function (this: W, name: string, owner: string) {
  const id = fieldId(this, name);
  const s = await seat(this, owner);
  assert.ok(s.field.some((f) => f.id === id), `"${name}" is not on ${owner}'s field: ${JSON.stringify(s.field)}`);
});

function byCards<F extends { cards: string[] }>(field: readonly F[], text: string): F | undefined {
  const want = cards(text).sort().join(' ');
  return field.find((f) => [...f.cards].sort().join(' ') === want);
}

Then('{string} の場に、札 {string} からなる場札がある', async function (this: W, player: string, text: string) {
  const s = await seat(this, player);
  assert.ok(byCards(s.field, text), `no field card of ${text}: ${JSON.stringify(s.field)}`);
});

Then('{string} の場の {string} の場札のもとのパワーは {int} である', async function (this: W, player: string, text: string, power: number) {
  const f = byCards((await seat(this, player)).field, text);
  assert.ok(f, `no field card of ${text}`);
  assert.equal(f.power, power);
});

Then('{string} の場札は {int} 枚である', async function (this: W, player: string, n: number) {
  assert.equal((await seat(this, player)).field.length, n);
});

Then('{string} の手札は {string} になる', async function (this: W, player: string, text: string) {
  sameCards((await seat(this, player)).hand, cards(text), `${player}'s hand`);
});

Then('{string} の手札は {int} 枚、デッキは {int} 枚である', async function (this: W, player: string, hand: number, deck: number) {
  const s = await seat(this, player);
  assert.deepEqual([s.hand.length, s.deck.length], [hand, deck]);
});

Then('{string} の残りヴァイタルは {int} 枚になる', async function (this: W, player: string, n: number) {
  assert.equal((await seat(this, player)).vitals.length, n);
});

// ---- directs -------------------------------------------------------------------------------

Then('{string} に貫通ダイレクトが向かう', function (this: W, player: string) {
  assert.ok(events(this, 'direct-launched').some((e) => e.penetrating && e.to === player), `no penetrating direct at ${player}: ${JSON.stringify(memo(this).events)}`);
});

Then('貫通ダイレクトは起こらない', async function (this: W) {
  assert.ok(!events(this, 'direct-launched').some((e) => e.penetrating), 'a penetrating direct was launched');
  assert.equal((await observation(this)).direct, null);
});

Then('ダイレクトは効果を持たず、根拠は条項 {string} である', function (this: W, clause: string) {
  const e = events(this, 'direct-void').at(-1);
  assert.ok(e, `the direct was not void: ${JSON.stringify(memo(this).events)}`);
  assert.equal(e.clause, clause);
});

Then('ダイレクトは無効になる', function (this: W) {
  assert.ok(events(this, 'direct-nullified').length > 0, 'the direct was not nullified');
  assert.deepEqual(events(this, 'direct-hit'), [], 'the direct hit');
});

// ---- the game ----------------------------------------------------------------------------

Then('ゲームは {string} の勝ちで終わり、根拠は条項 {string} である', async function (this: W, winner: string, clause: string) {
  await ensureGame(this);
  const r = await this.engine.result();
  assert.deepEqual([r?.winner, r?.clause], [winner, clause]);
  assert.equal((await observation(this)).phase, 'over');
});

Then('ゲームは引き分けで終わり、根拠は条項 {string} である', async function (this: W, clause: string) {
  await ensureGame(this);
  const r = await this.engine.result();
  assert.deepEqual([r?.winner, r?.clause], [null, clause]);
});

Then('ゲームは続いている', async function (this: W) {
  await ensureGame(this);
  assert.equal(await this.engine.result(), null);
  assert.notEqual((await observation(this)).phase, 'over');
});

Then('手番は {string} になる', async function (this: W, player: string) {
  const o = await observation(this);
  assert.deepEqual([o.turnPlayer, o.phase], [player, 'main']);
});

Then('次に動くのは {string} である', async function (this: W, player: string) {
  assert.equal((await decision(this)).player, player);
});

Then('{string} の選択肢に {string} はない', async function (this: W, player: string, type: string) {
  const d = await decision(this);
  assert.equal(d.player, player, `the pending decision is ${d.player}'s`);
  assert.ok(!d.options.some((o) => o.type === type), `${type} is among ${JSON.stringify(d.options)}`);
});

Then('{string} の選択肢に {string} がある', async function (this: W, player: string, type: string) {
  const d = await decision(this);
  assert.equal(d.player, player, `the pending decision is ${d.player}'s`);
  assert.ok(d.options.some((o) => o.type === type), `${type} is not among ${JSON.stringify(d.options)}`);
});

/** The deploy options of the pending decision of `player`, each as its cards sorted. */
async function deployChoices(w: W, player: string): Promise<string[][]> {
  const d = await decision(w);
  assert.equal(d.player, player, `the pending decision is ${d.player}'s`);
  return d.options.filter((o) => o.type === 'deploy').map((o) => [...((o as { cards?: string[] }).cards ?? [])].sort());
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

Then('{string} の選択肢に {string} を場に出すものがある', async function (this: W, player: string, text: string) {
  const wanted = cards(text).sort();
  const choices = await deployChoices(this, player);
  assert.ok(choices.some((c) => sameList(c, wanted)), `deploying ${wanted.join(' ')} is not among the deploy options ${JSON.stringify(choices)}`);
});

Then('{string} の選択肢に {string} を場に出すものはない', async function (this: W, player: string, text: string) {
  const unwanted = cards(text).sort();
  const choices = await deployChoices(this, player);
  assert.ok(!choices.some((c) => sameList(c, unwanted)), `deploying ${unwanted.join(' ')} is among the deploy options ${JSON.stringify(choices)}`);
});

Then('{string} の場に出す選択肢は {int} 通りである', async function (this: W, player: string, count: number) {
  const choices = await deployChoices(this, player);
  assert.equal(choices.length, count, `the deploy options: ${JSON.stringify(choices)}`);
});

/** Whether the pending decision of `player` offers an attack by `attacker` on `target` (null: a direct). */
async function offersAttack(w: W, player: string, attacker: string, target: string | null): Promise<{ offered: boolean; attacks: unknown[] }> {
  const d = await decision(w);
  assert.equal(d.player, player, `the pending decision is ${d.player}'s`);
  const attacks = d.options.filter((o) => o.type === 'attack') as { attacker?: string; target?: string | null }[];
  const wanted = { attacker: fieldId(w, attacker), target: target === null ? null : fieldId(w, target) };
  return { offered: attacks.some((o) => o.attacker === wanted.attacker && o.target === wanted.target), attacks };
}

Then('{string} の選択肢に場札 {string} で {string} を攻撃するものがある', async function (this: W, player: string, attacker: string, target: string) {
  const { offered, attacks } = await offersAttack(this, player, attacker, target);
  assert.ok(offered, `an attack by ${attacker} on ${target} is not among the attacks offered ${JSON.stringify(attacks)}`);
});

Then('{string} の選択肢に場札 {string} で {string} を攻撃するものはない', async function (this: W, player: string, attacker: string, target: string) {
  const { offered, attacks } = await offersAttack(this, player, attacker, target);
  assert.ok(!offered, `an attack by ${attacker} on ${target} is among the attacks offered ${JSON.stringify(attacks)}`);
});

Then('{string} の選択肢に場札 {string} でダイレクトするものがある', async function (this: W, player: string, attacker: string) {
  const { offered, attacks } = await offersAttack(this, player, attacker, null);
  assert.ok(offered, `a direct by ${attacker} is not among the attacks offered ${JSON.stringify(attacks)}`);
});

Then('{string} の選択肢に場札 {string} でダイレクトするものはない', async function (this: W, player: string, attacker: string) {
  const { offered, attacks } = await offersAttack(this, player, attacker, null);
  assert.ok(!offered, `a direct by ${attacker} is among the attacks offered ${JSON.stringify(attacks)}`);
});

Then('{string} の選択肢に攻撃は {int} 通りある', async function (this: W, player: string, count: number) {
  const d = await decision(this);
  assert.equal(d.player, player, `the pending decision is ${d.player}'s`);
  const attacks = d.options.filter((o) => o.type === 'attack');
  assert.equal(attacks.length, count, `the attacks offered: ${JSON.stringify(attacks)}`);
});

// ---- support cards and counters offered and reported -----------------------------------------

const SUPPORT_WORDS: Record<string, string> = { boost: '加算', 'change-sign': '記号', chain: '連鎖' };

Then('{string} の補助札の選択肢は {string} である', async function (this: W, player: string, text: string) {
  const d = await decision(this);
  assert.equal(d.player, player, `the pending decision is ${d.player}'s`);
  // The options are a set (docs/protocol.md, pending): compared without order or repetition.
  const offered = new Set(
    (d.options as { type: string; card?: string; sign?: string }[])
      .filter((o) => o.type in SUPPORT_WORDS)
      .map((o) => [SUPPORT_WORDS[o.type], o.card, ...(o.type === 'change-sign' ? [o.sign] : [])].join(' ')),
  );
  const expected = new Set(text === 'なし' ? [] : text.split('、').map((t) => t.trim().split(/\s+/).join(' ')));
  assert.deepEqual([...offered].sort(), [...expected].sort(), `the support card uses offered to ${player}`);
});

Then('{string} が記号を {string} に変えたことが報告される', function (this: W, player: string, sign: string) {
  const used = events(this, 'support-used').filter((e) => e.player === player && e.effect === 'change-sign');
  assert.ok(used.some((e) => e.sign === sign), `no support-used event of ${player} reports the sign ${sign}: ${JSON.stringify(used)}`);
});

Then('{string} の補助札の報告には記号がない', function (this: W, player: string) {
  const used = events(this, 'support-used').filter((e) => e.player === player && e.effect !== 'change-sign');
  assert.ok(used.length > 0, `${player} used no boost or chain`);
  assert.ok(used.every((e) => !('sign' in e)), `a boost or chain reports a sign: ${JSON.stringify(used)}`);
});

Then('{string} の対抗の選択肢は {string} である', async function (this: W, player: string, text: string) {
  const d = await decision(this);
  assert.equal(d.player, player, `the pending decision is ${d.player}'s`);
  // A set, like every decision's options: "◆J a1、◆Q a2" names each counter card and its target.
  const offered = new Set((d.options as { type: string; card?: string; target?: string }[]).filter((o) => o.type === 'counter').map((o) => `${o.card} ${o.target}`));
  const expected = new Set(text === 'なし' ? [] : text.split('、').map((t) => {
    const [card, target] = t.trim().split(/\s+/);
    return `${card} ${fieldId(this, target!)}`;
  }));
  assert.deepEqual([...offered].sort(), [...expected].sort(), `the counters offered to ${player}`);
});

// ---- the decision itself ---------------------------------------------------------------------

Then('{string} の決定の種類は {string} である', async function (this: W, player: string, kind: string) {
  const d = await decision(this);
  assert.deepEqual([d.player, d.kind], [player, kind], 'the pending decision (docs/protocol/janken-gear.md, Decisions)');
});

Then('先攻と後攻の両方が選択肢にある', async function (this: W) {
  const d = await decision(this);
  const choices = (d.options as { type: string; goFirst?: boolean }[]).map((o) => `${o.type} ${o.goFirst}`).sort();
  assert.deepEqual(choices, ['choose-order false', 'choose-order true'], `the options: ${JSON.stringify(d.options)}`);
});

Then('どちらの決定も残っていない', async function (this: W) {
  await ensureGame(this);
  const pending = await this.engine.pending();
  assert.deepEqual(pending, [], 'no decision is pending once the game is over');
});
