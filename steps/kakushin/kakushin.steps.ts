/**
 * Steps for 革新的なTCG battles, in the protocol only: Givens write sheets and a setup or
 * position as plain data (kakushin-world.ts), Whens send it and play turns or steps of a turn,
 * Thens compare the engine's events and observation with the values written in the ruling.
 */
import { DataTable, Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import {
  character, ensureBattle, kinds, list, memo, observe, panels, playTurn, sheet, side, uses,
  type Event, type W,
} from './kakushin-world.ts';

// ---- characters ----

Given(
  'キャラクター {string} は体力 {int}、火 {int}、水 {int}、風 {int}、地 {int}、剣 {int}、スキル欄 {string} である',
  function (this: W, name: string, vitality: number, fire: number, water: number, wind: number, earth: number, sword: number, skills: string) {
    memo(this).sheets[name] = { name, points: { vitality, fire, water, wind, earth, sword }, skills: list(skills), plan: '' };
  },
);

Given('キャラクター {string} の知性欄は {int} である', function (this: W, name: string, intellect: number) {
  sheet(this, name).points.intellect = intellect;
});

Given('キャラクター {string} のプラン:', function (this: W, name: string, plan: string) {
  sheet(this, name).plan = plan;
});

Given('キャラクター {string} のプランは {string} である', function (this: W, name: string, plan: string) {
  sheet(this, name).plan = plan;
});

Given('キャラクター {string} のプランは、{string} を {int} 回繰り返したものである', function (this: W, name: string, sentence: string, n: number) {
  sheet(this, name).plan = sentence.repeat(n);
});

Given('スキルプールに、コストも効果もない見本スキル {string} を加える', function (this: W, name: string) {
  memo(this).skills.push({ name, cost: '', categories: [] });
});

Given('スキルプールに、コスト {string} で {int} ダメージの見本攻撃スキル {string} を加える', function (this: W, cost: string, damage: number, name: string) {
  memo(this).skills.push({ name, cost, categories: ['攻撃'], damage });
});

// ---- the battle: a setup, or a position ----

Given('対戦を決勝戦とする', function (this: W) {
  memo(this).final = true;
});

Given('対戦は決勝戦ではない', function (this: W) {
  memo(this).final = false;
});

Given('さいころの目は順に {string} である', function (this: W, dice: string) {
  memo(this).dice = list(dice).map(Number);
});

function setup(world: W, a: string, b: string, seed: number, first?: string) {
  sheet(world, a);
  sheet(world, b);
  world.draft = { players: [a, b], seed, ...(first !== undefined ? { first } : {}) };
  memo(world).sent = false;
}

Given('対戦 {string} 対 {string} をシード {int} で始める', function (this: W, a: string, b: string, seed: number) {
  setup(this, a, b, seed);
});

Given('対戦 {string} 対 {string} をシード {int} で用意する', function (this: W, a: string, b: string, seed: number) {
  setup(this, a, b, seed);
});

Given('対戦 {string} 対 {string} を、{string} の先攻としてシード {int} で始める', function (this: W, a: string, b: string, first: string, seed: number) {
  setup(this, a, b, seed, first);
});

Given('{string} の所持パネルは {string} である', function (this: W, name: string, text: string) {
  side(this, name).panels = panels(text);
});

Given('{string} の所持パネルは {string} で、すべてに {word} がかかっている', function (this: W, name: string, text: string, ailment: string) {
  side(this, name).panels = panels(text, [ailment]);
});

Given('{string} の所持パネルは {string} で、左から {int} 個に {word} がかかっている', function (this: W, name: string, text: string, n: number, ailment: string) {
  side(this, name).panels = [...panels(text.slice(0, n), [ailment]), ...panels(text.slice(n))];
});

Given('{string} のHPは {int} である', function (this: W, name: string, hp: number) {
  side(this, name).hp = hp;
});

Given('対戦は第 {int} ターンの途中である', function (this: W, turn: number) {
  const d = this.draft;
  assert.ok(d && d.first !== undefined, 'a turn in progress needs a position: start the battle with 「…の先攻として」');
  d.turn = turn;
  memo(this).sent = false;
});

Given('{string} は {string} を維持している', function (this: W, name: string, skill: string) {
  const s = side(this, name);
  (s.maintained ??= []).push(skill);
});

Given('{string} は回復しない Poison（毎ターン {int} ダメージ）を受けている', function (this: W, name: string, damage: number) {
  const s = side(this, name);
  (s.ailments ??= []).push({ name: 'Poison', damage, recovery: 0 });
});

// ---- playing ----

async function turns(world: W, n: number) {
  await ensureBattle(world);
  const events: Event[] = [];
  for (let i = 0; i < n; i++) {
    if ((await world.engine.pending()).length === 0) break;
    events.push(...(await playTurn(world)));
  }
  memo(world).recent = events;
}

/** Plays one step of the turn; on a position not yet sent, the position stands just before `first`. */
async function step(world: W, until: string, first = until) {
  await ensureBattle(world, first);
  memo(world).recent = await playTurn(world, until);
}

When('先攻後攻を決める', async function (this: W) {
  await ensureBattle(this);
});

When('対戦を {int} ターン進める', async function (this: W, n: number) {
  await turns(this, n);
});

When('対戦を最後まで行う', async function (this: W) {
  await turns(this, 100);
  assert.notEqual((await observe(this)).result, null, 'the battle did not end within 100 turns');
});

When('{string} が行動する', async function (this: W, name: string) {
  const d = this.draft;
  const first = memo(this).sent ? (await observe(this)).first : d?.first;
  await step(this, first === name ? 'first-action' : 'second-action');
});

When('パネル取得を行う', async function (this: W) {
  await step(this, 'panels');
});

When('ターン終了の処理を行う', async function (this: W) {
  await step(this, 'turn-end');
});

When('状態異常の回復と適用を行う', async function (this: W) {
  await step(this, 'ailments', 'recovery');
});

// ---- what was used and paid ----

Then('{string} の行動の記録は次のとおり:', async function (this: W, name: string, expected: string) {
  await ensureBattle(this);
  const lines = expected.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  const want: [string, string][] = [];
  for (let i = 0; i < lines.length; i += 2) {
    const used = new RegExp(`^${name}は(.+)を使用！$`, 'u').exec(lines[i]!);
    const left = /^→残りパネル：(.*)$/u.exec(lines[i + 1] ?? '');
    assert.ok(used && left, `the expected log must alternate 「${name}は○○を使用！」 and 「→残りパネル：…」 lines: ${lines[i]} / ${lines[i + 1]}`);
    want.push([used[1]!, left[1]!]);
  }
  assert.deepEqual(uses(this, name).map((e) => [e.skill, kinds(e.panels)]), want);
});

Then('{string} は {string} を {int} 回使った', async function (this: W, name: string, skill: string, n: number) {
  await ensureBattle(this);
  assert.equal(uses(this, name).filter((e) => e.skill === skill).length, n);
});

Then('{string} の {string} が {int} 回発動した', async function (this: W, name: string, skill: string, n: number) {
  assert.equal(uses(this, name, true).filter((e) => e.skill === skill).length, n);
});

Then('{string} のスキル使用は {int} 回である', async function (this: W, name: string, n: number) {
  assert.equal(uses(this, name).length, n);
});

Then('{string} が使ったスキルの順は {string} である', async function (this: W, name: string, order: string) {
  assert.deepEqual(uses(this, name).map((e) => e.skill), list(order));
});

Then('{string} が支払ったパネルは順に {string} である', async function (this: W, name: string, text: string) {
  assert.equal(uses(this, name).map((e) => kinds(e.paid)).join(''), text);
});

// ---- the characters now ----

Then('{string} の所持パネルは {string} になる', async function (this: W, name: string, text: string) {
  await ensureBattle(this);
  assert.equal(kinds((await character(this, name)).panels), text);
});

Then('{string} の所持パネルは {string} になり、すべてに Freeze がかかっている', async function (this: W, name: string, text: string) {
  const held = (await character(this, name)).panels;
  assert.equal(kinds(held), text);
  assert.ok(held.every((p) => p.ailments.includes('Freeze')), JSON.stringify(held));
});

Then('{string} のパネルで {word} がかかったものは {int} 個である', async function (this: W, name: string, ailment: string, n: number) {
  assert.equal((await character(this, name)).panels.filter((p) => p.ailments.includes(ailment)).length, n);
});

Then('{string} のHPは {int} になる', async function (this: W, name: string, hp: number) {
  assert.equal((await character(this, name)).hp, hp);
});

Then('{string} の最大HPは {int} である', async function (this: W, name: string, hp: number) {
  await ensureBattle(this);
  assert.equal((await character(this, name)).maxHp, hp);
});

Then('{string} のスキル欄は {string} である', async function (this: W, name: string, skills: string) {
  await ensureBattle(this);
  assert.deepEqual((await character(this, name)).skills.map((k) => k.name), list(skills));
});

Then('{string} の維持状態は {string} である', async function (this: W, name: string, skills: string) {
  assert.deepEqual((await character(this, name)).maintained, list(skills));
});

Then('{string} は Poison を受けている', async function (this: W, name: string) {
  assert.ok((await character(this, name)).ailments.some((a) => a.name === 'Poison'));
});

Then('{string} は状態異常を受けていない', async function (this: W, name: string) {
  assert.deepEqual((await character(this, name)).ailments, []);
});

Then('{string} のプラン第 {int} 文に Bind がかかっている', async function (this: W, name: string, n: number) {
  assert.ok((await character(this, name)).plan.bound.includes(n));
});

Then('{string} の習得した {string} は {word} のデータで、コストは {string}、分類は {string} である', async function (this: W, name: string, skill: string, data: string, cost: string, categories: string) {
  await ensureBattle(this);
  const k = (await character(this, name)).skills.find((x) => x.name === skill);
  assert.ok(k, `${name} holds no ${skill}`);
  assert.deepEqual([k.data, k.cost, k.categories.join('・')], [data, cost, categories]);
});

Then('{string} の習得した {string} のテキストには {string} とある', async function (this: W, name: string, skill: string, text: string) {
  const k = (await character(this, name)).skills.find((x) => x.name === skill);
  assert.ok(k?.text?.includes(text), JSON.stringify(k));
});

// ---- the events of the last step ----

function recentOf(world: W, type: string, name?: string): Event[] {
  return memo(world).recent.filter((e) => e.type === type && (name === undefined || e.player === name));
}

Then('パネル取得で {string} が得たパネルは {string}、低減は {string} である', async function (this: W, name: string, gained: string, reduced: string) {
  const e = recentOf(this, 'panels-gained', name)[0];
  assert.ok(e, 'no panels were gained');
  assert.deepEqual([kinds(e.gained), e.reduced.join('')], [gained, reduced]);
});

Then('パネル取得で {string} が得たパネルは {string} でどれも Freeze がかかっており、低減は {string} である', async function (this: W, name: string, gained: string, reduced: string) {
  const e = recentOf(this, 'panels-gained', name)[0];
  assert.ok(e, 'no panels were gained');
  assert.deepEqual([kinds(e.gained), e.reduced.join('')], [gained, reduced]);
  assert.ok(e.gained.every((p: { ailments: string[] }) => p.ailments.includes('Freeze')), JSON.stringify(e.gained));
});

Then('パネル取得で {string} が得たパネルは、所持パネルが {string} になるように加わった', async function (this: W, name: string, held: string) {
  const e = recentOf(this, 'panels-gained', name)[0];
  assert.ok(e, 'no panels were gained');
  assert.equal(kinds(e.panels), held);
});

Then('{string} の取得パネルはターン終了時に回された', async function (this: W, name: string) {
  const e = recentOf(this, 'panels-gained', name)[0];
  assert.ok(e?.deferred === true, JSON.stringify(e));
});

Then('{string} の {string} の維持が解除され、根拠は条項 {string} である', async function (this: W, name: string, skill: string, clause: string) {
  const e = recentOf(this, 'maintenance-released', name).find((x) => x.skill === skill);
  assert.ok(e, 'the maintenance was not released');
  assert.equal(e.clause, clause);
});

Then('{string} の {string} は維持状態になっていない', async function (this: W, name: string, skill: string) {
  assert.deepEqual(recentOf(this, 'maintained', name).filter((e) => e.skill === skill), []);
});

Then('{string} の {string} は効果がなく、根拠は条項 {string} である', async function (this: W, name: string, skill: string, clause: string) {
  const e = recentOf(this, 'no-effect', name).filter((x) => x.skill === skill);
  assert.ok(e.length > 0, 'no "no effect" was recorded');
  assert.deepEqual([...new Set(e.map((x) => x.clause))], [clause]);
});

Then('{string} のパネル {string} が消滅した', async function (this: W, name: string, text: string) {
  assert.equal(recentOf(this, 'panels-erased', name).map((e) => kinds(e.panels)).join(''), text);
});

Then('{string} のパネルが {int} 個消滅し、それは {string} のどれかである', async function (this: W, name: string, n: number, text: string) {
  const gone = recentOf(this, 'panels-erased', name).flatMap((e) => e.panels.map((p: { kind: string }) => p.kind));
  assert.equal(gone.length, n);
  assert.ok(gone.every((k) => text.includes(k)), `erased ${gone.join('')}, expected one of ${text}`);
});

Then('記録で、{string} の受けたダメージは順に {string} である', async function (this: W, name: string, amounts: string) {
  assert.deepEqual(recentOf(this, 'damage', name).map((e) => e.amount), list(amounts).map(Number));
});

Then('記録で、{string} への反撃ダメージは {string} の {string} のダメージより先に起きている', async function (this: W, actor: string, target: string, skill: string) {
  const ev = memo(this).recent;
  const use = ev.findIndex((e) => e.type === 'skill-used' && e.player === actor && e.skill === skill && !e.passive);
  assert.ok(use >= 0, `${actor} did not use ${skill}`);
  const counter = ev.findIndex((e, i) => i > use && e.type === 'damage' && e.player === actor);
  const hit = ev.findIndex((e, i) => i > use && e.type === 'damage' && e.player === target);
  assert.ok(counter >= 0 && hit >= 0 && counter < hit, `counter at ${counter}, hit at ${hit}`);
});

Then('記録で、{string} の支払ったコスト {string} が支払われなかったものとして戻っている', async function (this: W, name: string, text: string) {
  const e = recentOf(this, 'refund', name);
  assert.ok(e.length > 0, 'no refund was recorded');
  assert.ok(e.every((x) => kinds(x.panels) === text), JSON.stringify(e));
});

Then('記録で、{string} はターン終了時に {string} を使用済み状態で得て、それは消滅している', async function (this: W, name: string, text: string) {
  const e = recentOf(this, 'regained-used', name);
  assert.deepEqual(e.map((x) => kinds(x.panels)), [text]);
});

Then('記録で、ターン終了時の所持パネルは {string} が {string}、{string} が {string} である', async function (this: W, a: string, pa: string, b: string, pb: string) {
  const end = recentOf(this, 'turn-end').at(-1);
  assert.ok(end, 'no turn end was recorded');
  const players = (await observe(this)).characters.map((c) => c.player);
  assert.deepEqual([kinds(end.panels[players.indexOf(a)]), kinds(end.panels[players.indexOf(b)])], [pa, pb]);
});

Then('記録に Poison を与えた記録はない', async function (this: W) {
  assert.deepEqual(memo(this).recent.filter((e) => e.ailment === 'Poison' && e.type === 'ailment-given'), []);
});

/** Japanese names of the turn's steps in rulings, as the events that show them. */
const STEP_EVENTS: Record<string, (e: Event, who: string) => boolean> = {
  ターン開始: (e) => e.type === 'turn-start',
  状態異常の回復の確認: (e, who) => e.type === 'ailment-check' && e.player === who,
  状態異常のダメージ: (e, who) => e.type === 'ailment-damage' && e.player === who,
  パネルの取得: (e, who) => e.type === 'panels-gained' && e.player === who,
  スキルの使用: (e, who) => e.type === 'skill-used' && e.player === who && !e.passive,
  ターン終了: (e) => e.type === 'turn-end',
};

Then('このターンの記録は次の順に起きている:', async function (this: W, table: DataTable) {
  const ev = memo(this).recent;
  let at = -1;
  for (const [what, who] of table.raw()) {
    const match = STEP_EVENTS[what!];
    assert.ok(match, `unknown step 「${what}」 (known: ${Object.keys(STEP_EVENTS).join('、')})`);
    const i = ev.findIndex((e, j) => j > at && match(e, who ?? ''));
    assert.ok(i >= 0, `no 「${what}」${who ? ` of ${who}` : ''} after the previous row: ${JSON.stringify(ev.map((e) => e.type))}`);
    at = i;
  }
});

// ---- initiative ----

Then('先攻は {string} である', async function (this: W, name: string) {
  await ensureBattle(this);
  assert.equal((await observe(this)).first, name);
});

Then('先攻決定の合計は順に {string} である', async function (this: W, totals: string) {
  const rolls = memo(this).events.filter((e) => e.type === 'initiative-roll').map((e) => `${e.totals[0]}対${e.totals[1]}`);
  assert.deepEqual(rolls, list(totals));
});

Then('先攻後攻の決定は {int} 回だけ行われている', async function (this: W, n: number) {
  assert.equal(memo(this).events.filter((e) => e.type === 'initiative').length, n);
});

// ---- the end ----

async function result(world: W) {
  await ensureBattle(world);
  const r = (await observe(world)).result;
  assert.ok(r, 'the battle has not ended');
  return r;
}

/** The protocol's result (winner and deciding clause), and the observation's, which must agree with it. */
async function decided(world: W) {
  const observed = await result(world);
  const r = await world.engine.result();
  assert.ok(r, 'the engine answers no result');
  assert.deepEqual([observed.winner, observed.clause], [r.winner, r.clause], 'the observation and the result disagree');
  return { ...r, losers: observed.losers };
}

Then('対戦は {string} の勝ちで終わり、決め手は条項 {string} である', async function (this: W, name: string, clause: string) {
  const r = await decided(this);
  assert.deepEqual([r.winner, r.clause], [name, clause]);
});

Then('対戦は勝者なしで終わり、決め手は条項 {string} である', async function (this: W, clause: string) {
  const r = await decided(this);
  assert.deepEqual([r.winner, r.losers.length, r.clause], [null, 2, clause]);
});

Then('対戦はGMの勝利となる', async function (this: W) {
  assert.equal((await result(this)).gm, true);
});

Then('対戦はGMの勝利とはならない', async function (this: W) {
  assert.equal((await result(this)).gm, false);
});

Then('対戦の終わりの根拠は条項 {string} である', async function (this: W, clause: string) {
  assert.equal((await result(this)).end, clause);
});

Then('対戦は続いている', async function (this: W) {
  await ensureBattle(this);
  assert.equal((await observe(this)).result, null);
});

Then('対戦は第 {int} ターンで終わっている', async function (this: W, turn: number) {
  await result(this);
  assert.equal((await observe(this)).turn, turn);
});

Then('さいころの判定の目は順に {string} である', async function (this: W, rolls: string) {
  const dice = memo(this).events.filter((e) => e.type === 'tiebreak' && e.step === 'dice').map((e) => `${e.values[0]}対${e.values[1]}`);
  assert.deepEqual(dice, list(rolls));
});

Then('対戦が終わった後、{string} はスキルを使っていない', async function (this: W, name: string) {
  const ev = memo(this).events;
  const zero = ev.findIndex((e) => e.type === 'damage' && e.hp === 0);
  assert.ok(zero >= 0 && ev.some((e) => e.type === 'result'), 'nobody reached 0 HP');
  assert.ok(!ev.slice(zero + 1).some((e) => e.type === 'skill-used' && e.player === name));
});

// ---- the same battle again ----

/** Plays a whole battle from a setup and returns its events. */
async function wholeBattle(world: W, characters: unknown[]): Promise<Event[]> {
  const d = world.draft!;
  const m = memo(world);
  const started = await world.engine.start({ players: d.players, seed: d.seed, characters, ...(m.final !== undefined ? { final: m.final } : {}) });
  assert.ok(started.ok, JSON.stringify(started));
  const events = [...(started.events as Event[])];
  for (let i = 0; i < 100 && (await world.engine.pending()).length > 0; i++) events.push(...(await playTurn(world)));
  return events;
}

Then('対戦をもう一度同じシードで行うと、記録も結果も同じになる', async function (this: W) {
  await ensureBattle(this);
  const first = [...memo(this).events];
  const firstResult = (await observe(this)).result;
  const again = await wholeBattle(this, this.draft!.players.map((n) => sheet(this, n)));
  assert.deepEqual(again, first);
  assert.deepEqual((await observe(this)).result, firstResult);
});

Then('{string} の設定だけを {string} に変えて同じシードで戦っても、記録は同じである', async function (this: W, name: string, setting: string) {
  const sheets = this.draft!.players.map((n) => sheet(this, n));
  const original = await wholeBattle(this, sheets);
  const changed = await wholeBattle(this, sheets.map((s) => (s.name === name ? { ...s, setting } : s)));
  assert.deepEqual(changed, original);
});
