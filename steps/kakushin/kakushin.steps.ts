/**
 * Steps for 革新的なTCG rulings: character sheets, plans and battles. Each step builds input
 * for the engine, calls it, or reads what it returned; every rule decision is the engine's.
 * Step texts start with 革新 so they never clash with other books' steps.
 */
import { Given, When, Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import {
  acquisitionStep, actionStep, ailmentStep, battleLog, buildCharacter, createBattle, decideInitiative, findSkill,
  panelsOf, panelText, parsePlan, parseSheetText, playTurn, recoveryStep, runBattle, startBattle, turnEndStep,
  type AilmentName, type BattleEvent, type CharacterSheet,
} from '../../engine/kakushin/index.ts';
import { advance, battle, character, lines, recent, scene, sideOf, skillList, type W } from './kakushin-world.ts';

// ---- characters and sheets ----

Given(
  '革新のキャラクター {string} は体力 {int}、火 {int}、水 {int}、風 {int}、地 {int}、剣 {int}、スキル欄 {string} である',
  function (this: W, name: string, vitality: number, fire: number, water: number, wind: number, earth: number, sword: number, skills: string) {
    scene(this).sheets.set(name, { name, points: { vitality, fire, water, wind, earth, sword }, skills: skillList(skills), plan: '' });
  },
);

Given('革新のキャラクター {string} の知性欄は {int} である', function (this: W, name: string, intellect: number) {
  const sheet = scene(this).sheets.get(name)!;
  sheet.points.intellect = intellect;
});

Given('革新のキャラクター {string} のプラン:', function (this: W, name: string, plan: string) {
  scene(this).sheets.get(name)!.plan = plan;
});

Given('革新のキャラクター {string} のプランは {string} である', function (this: W, name: string, plan: string) {
  scene(this).sheets.get(name)!.plan = plan;
});

Given('革新のスキルプールに、コストも効果もない見本スキル {string} を加える', function (this: W, name: string) {
  scene(this).pool.push({ name, cost: [], categories: [], mode: 'active', effects: [], status: 'sample', sourced: [], note: 'test', clauses: [] });
});

When('革新のキャラクター {string} のシートを提出する', function (this: W, name: string) {
  const sheet = scene(this).sheets.get(name);
  assert.ok(sheet, `no sheet "${name}"`);
  scene(this).build = buildCharacter(sheet, { pool: scene(this).pool });
});

When('革新のシートとして {string} を提出する', function (this: W, json: string) {
  scene(this).build = buildCharacter(JSON.parse(json) as CharacterSheet, { pool: scene(this).pool });
});

When('革新のキャラクターシートをテンプレートで提出する:', function (this: W, text: string) {
  const parsed = parseSheetText(text);
  assert.ok(parsed.ok, `the template could not be read: ${JSON.stringify(!parsed.ok && parsed.errors)}`);
  scene(this).build = buildCharacter(parsed.sheet, { pool: scene(this).pool });
});

Then('革新のシートは受け付けられる', function (this: W) {
  const b = scene(this).build;
  assert.ok(b?.ok, `the sheet was rejected: ${JSON.stringify(b && !b.ok && b.errors)}`);
});

Then('革新のシートは条項 {string} により {string} の箇所で拒否される', function (this: W, clause: string, path: string) {
  const b = scene(this).build;
  assert.ok(b && !b.ok, 'the sheet was accepted');
  assert.ok(
    b.errors.some((e) => e.clause === clause && e.path === path),
    `no error for ${clause} at ${path}; errors: ${JSON.stringify(b.errors)}`,
  );
});

Then('革新のシートの拒否理由は {int} 件である', function (this: W, n: number) {
  const b = scene(this).build;
  assert.ok(b && !b.ok, 'the sheet was accepted');
  assert.equal(b.errors.length, n, JSON.stringify(b.errors));
});

Then('革新のシートには条項 {string} の警告が {string} の箇所にある', function (this: W, clause: string, path: string) {
  const b = scene(this).build;
  assert.ok(b, 'no sheet was submitted');
  assert.ok(b.warnings.some((w) => w.clause === clause && w.path === path), `no warning ${clause} at ${path}; warnings: ${JSON.stringify(b.warnings)}`);
});

Then('革新のシートには条項 {string} の警告がない', function (this: W, clause: string) {
  const b = scene(this).build;
  assert.ok(b, 'no sheet was submitted');
  assert.ok(!b.warnings.some((w) => w.clause === clause), `unexpected warning: ${JSON.stringify(b.warnings)}`);
});

Then('革新のキャラクターの最大HPは {int}、習得スキルは {int} 個である', function (this: W, hp: number, n: number) {
  const b = scene(this).build;
  assert.ok(b?.ok, 'the sheet was rejected');
  assert.equal(b.character.maxHp, hp);
  assert.equal(b.character.skills.length, n);
});

Then('革新のキャラクターの知性は {int} である', function (this: W, n: number) {
  const b = scene(this).build;
  assert.ok(b?.ok, 'the sheet was rejected');
  assert.equal(b.character.points.intellect, n);
});

// ---- plans ----

When('革新のプランを読む:', function (this: W, text: string) {
  scene(this).plan = parsePlan(text, { pool: scene(this).pool });
});

When('革新のキャラクター {string} のプランを読む', function (this: W, name: string) {
  const sheet = scene(this).sheets.get(name)!;
  scene(this).build = buildCharacter(sheet, { pool: scene(this).pool });
  scene(this).plan = parsePlan(sheet.plan, { pool: scene(this).pool, held: sheet.skills });
});

function planOf(world: W) {
  const p = scene(world).plan;
  assert.ok(p, 'no plan has been read');
  return p;
}

Then('革新のプランの第 {int} 文は無効で、根拠は条項 {string}、開始位置は {int} である', function (this: W, n: number, clause: string, offset: number) {
  const d = planOf(this).diagnostics.find((x) => x.sentence === n);
  assert.ok(d, `sentence ${n} was read as valid; diagnostics: ${JSON.stringify(planOf(this).diagnostics)}`);
  assert.equal(d.clause, clause);
  assert.equal(d.offset, offset);
});

Then('革新のプランの第 {int} 文は無効で、読めない箇所は文中の {int} 文字目からである', function (this: W, n: number, column: number) {
  const d = planOf(this).diagnostics.find((x) => x.sentence === n);
  assert.ok(d, `sentence ${n} was read as valid`);
  assert.equal(d.column + 1, column);
});

Then('革新のプランの第 {int} 文は {string} の指示として読まれる', function (this: W, n: number, kind: string) {
  const s = planOf(this).statements.find((x) => x.sentence === n);
  assert.ok(s, `sentence ${n} is void: ${JSON.stringify(planOf(this).diagnostics.find((d) => d.sentence === n))}`);
  assert.equal(s.directive.kind, kind);
});

Then('革新のプランの第 {int} 文の条件は {int} 個で、最初の条件は {string} である', function (this: W, n: number, count: number, kind: string) {
  const s = planOf(this).statements.find((x) => x.sentence === n);
  assert.ok(s, `sentence ${n} is void`);
  assert.equal(s.conditions.length, count);
  assert.equal(s.conditions[0]?.kind, kind);
});

Then('革新のプランの第 {int} 文の内容は {string} である', function (this: W, n: number, json: string) {
  const s = planOf(this).statements.find((x) => x.sentence === n);
  assert.ok(s, `sentence ${n} is void: ${JSON.stringify(planOf(this).diagnostics)}`);
  assert.deepEqual({ conditions: s.conditions, directive: s.directive }, JSON.parse(json));
});

Then('革新のプランの第 {int} 文と第 {int} 文は同じ記述として読まれる', function (this: W, a: number, b: number) {
  const [x, y] = [a, b].map((n) => planOf(this).statements.find((s) => s.sentence === n));
  assert.ok(x && y, `a sentence is void: ${JSON.stringify(planOf(this).diagnostics)}`);
  assert.deepEqual({ conditions: x.conditions, directive: x.directive }, { conditions: y.conditions, directive: y.directive });
});

Then('革新のプランの第 {int} 文が無効な理由には {string} とある', function (this: W, n: number, text: string) {
  const d = planOf(this).diagnostics.find((x) => x.sentence === n);
  assert.ok(d, `sentence ${n} was read as valid`);
  assert.ok(d.message.includes(text), d.message);
});

Then('革新のプランの有効な文は {int} 個、無効な文は {int} 個である', function (this: W, ok: number, bad: number) {
  assert.equal(planOf(this).statements.length, ok);
  assert.equal(planOf(this).diagnostics.length, bad);
});

// ---- battles ----

Given('革新の対戦を決勝戦とする', function (this: W) {
  scene(this).final = true;
});

Given('革新の対戦は決勝戦ではない', function (this: W) {
  scene(this).final = false;
});

Given('革新の対戦で、無限ループと認める使用回数を {int} 回とする', function (this: W, n: number) {
  scene(this).loopLimit = n;
});

function options(world: W, seed: number) {
  const sc = scene(world);
  sc.seed = seed;
  return { seed, final: sc.final, ...(sc.loopLimit ? { loopLimit: sc.loopLimit } : {}) };
}

Given('革新の対戦 {string} 対 {string} をシード {int} で始める', function (this: W, a: string, b: string, seed: number) {
  scene(this).battle = startBattle(character(this, a), character(this, b), options(this, seed));
  scene(this).mark = scene(this).battle!.events.length;
});

Given('革新の対戦 {string} 対 {string} をシード {int} で用意する', function (this: W, a: string, b: string, seed: number) {
  scene(this).battle = createBattle(character(this, a), character(this, b), options(this, seed));
});

Given('革新の対戦 {string} 対 {string} を、{string} の先攻としてシード {int} で始める', function (this: W, a: string, b: string, first: string, seed: number) {
  const s = createBattle(character(this, a), character(this, b), options(this, seed));
  scene(this).battle = s;
  s.first = sideOf(this, first); // fixture: the initiative roll is tested separately
  scene(this).mark = s.events.length;
});

Given('革新の {string} の所持パネルは {string} である', function (this: W, name: string, kinds: string) {
  battle(this).fighters[sideOf(this, name)].panels = panelsOf(kinds);
});

Given('革新の {string} の所持パネルは {string} で、すべてに {word} がかかっている', function (this: W, name: string, kinds: string, ailment: string) {
  battle(this).fighters[sideOf(this, name)].panels = panelsOf(kinds).map((p) => ({ ...p, ailments: [ailment as AilmentName] }));
});

Given('革新の {string} のHPは {int} である', function (this: W, name: string, hp: number) {
  battle(this).fighters[sideOf(this, name)].hp = hp;
});

Given('革新の対戦は第 {int} ターンの途中である', function (this: W, turn: number) {
  battle(this).turn = turn;
});

Given('革新の {string} は {string} を維持している', function (this: W, name: string, skillName: string) {
  const skill = findSkill(skillName, scene(this).pool);
  assert.ok(skill, `no skill ${skillName}`);
  const guard = skill.effects.reduce((sum, e) => sum + (e.kind === 'guard' ? e.amount : 0), 0);
  battle(this).fighters[sideOf(this, name)].maintenance.push({ skill: skill.name, cost: [...skill.cost], guard });
});

When('革新の先攻後攻を決める', function (this: W) {
  advance(this, decideInitiative);
});

When('革新の対戦を {int} ターン進める', function (this: W, n: number) {
  advance(this, (s) => {
    let next = s;
    for (let i = 0; i < n && !next.result; i++) next = playTurn(next);
    return next;
  });
});

When('革新の対戦を最後まで行う', function (this: W) {
  advance(this, (s) => {
    let next = s;
    while (!next.result) next = playTurn(next);
    return next;
  });
});

When('革新の {string} が行動する', function (this: W, name: string) {
  const side = sideOf(this, name);
  advance(this, (s) => actionStep(s, side));
});

When('革新のパネル取得を行う', function (this: W) {
  advance(this, acquisitionStep);
});

When('革新のターン終了の処理を行う', function (this: W) {
  advance(this, turnEndStep);
});

When('革新の状態異常の回復と適用を行う', function (this: W) {
  advance(this, (s) => ailmentStep(recoveryStep(s)));
});

const usedBy = (events: BattleEvent[], side: number, passive: boolean) =>
  events.filter((e): e is Extract<BattleEvent, { type: 'skill-used' }> => e.type === 'skill-used' && e.side === side && e.passive === passive);

Then('革新の {string} の行動の記録は次のとおり:', function (this: W, name: string, expected: string) {
  const side = sideOf(this, name);
  const actual = lines(this, usedBy(recent(this), side, false));
  const want = expected.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  assert.deepEqual(actual, want);
});

Then('革新の {string} の所持パネルは {string} になる', function (this: W, name: string, text: string) {
  assert.equal(panelText(battle(this).fighters[sideOf(this, name)].panels), text);
});

Then('革新の {string} のHPは {int} になる', function (this: W, name: string, hp: number) {
  assert.equal(battle(this).fighters[sideOf(this, name)].hp, hp);
});

Then('革新の {string} の最大HPは {int} である', function (this: W, name: string, hp: number) {
  assert.equal(battle(this).fighters[sideOf(this, name)].maxHp, hp);
});

Then('革新の {string} は {string} を {int} 回使った', function (this: W, name: string, skill: string, n: number) {
  assert.equal(usedBy(recent(this), sideOf(this, name), false).filter((e) => e.skill === skill).length, n);
});

Then('革新の {string} の {string} が {int} 回発動した', function (this: W, name: string, skill: string, n: number) {
  assert.equal(usedBy(recent(this), sideOf(this, name), true).filter((e) => e.skill === skill).length, n);
});

Then('革新の {string} のスキル使用は {int} 回である', function (this: W, name: string, n: number) {
  assert.equal(usedBy(recent(this), sideOf(this, name), false).length, n);
});

Then('革新の {string} が使ったスキルの順は {string} である', function (this: W, name: string, order: string) {
  assert.deepEqual(usedBy(recent(this), sideOf(this, name), false).map((e) => e.skill), skillList(order));
});

Then('革新の {string} が支払ったパネルは順に {string} である', function (this: W, name: string, kinds: string) {
  const paid = usedBy(recent(this), sideOf(this, name), false).flatMap((e) => e.paid.map((p) => p.kind)).join('');
  assert.equal(paid, kinds);
});

Then('革新の対戦は {string} の勝ちで終わり、決め手は条項 {string} である', function (this: W, name: string, clause: string) {
  const r = battle(this).result;
  assert.ok(r, 'the battle has not ended');
  assert.equal(r.winner === null ? null : battle(this).fighters[r.winner].name, name, r.reason);
  assert.equal(r.clause, clause);
});

Then('革新の対戦は勝者なしで終わり、決め手は条項 {string} である', function (this: W, clause: string) {
  const r = battle(this).result;
  assert.ok(r, 'the battle has not ended');
  assert.equal(r.winner, null);
  assert.deepEqual([...r.losers].sort(), [0, 1]);
  assert.equal(r.clause, clause);
});

Then('革新の対戦はGMの勝利となる', function (this: W) {
  assert.equal(battle(this).result?.gmWins, true);
});

Then('革新の対戦はGMの勝利とはならない', function (this: W) {
  assert.equal(battle(this).result?.gmWins, false);
});

Then('革新の対戦の終了理由は {string} である', function (this: W, cause: string) {
  assert.equal(battle(this).result?.cause, cause);
});

Then('革新の対戦は続いている', function (this: W) {
  assert.equal(battle(this).result, null);
});

Then('革新の対戦は第 {int} ターンで終わっている', function (this: W, turn: number) {
  assert.ok(battle(this).result, 'the battle has not ended');
  assert.equal(battle(this).turn, turn);
});

Then('革新の記録に {string} を含む行がある', function (this: W, text: string) {
  const log = battleLog(battle(this));
  assert.ok(log.some((l) => l.includes(text)), `no log line contains "${text}":\n${log.join('\n')}`);
});

Then('革新の記録に {string} を含む行はない', function (this: W, text: string) {
  const log = battleLog(battle(this));
  assert.ok(!log.some((l) => l.includes(text)), `a log line contains "${text}"`);
});

Then('革新の先攻は {string} である', function (this: W, name: string) {
  assert.equal(battle(this).first, sideOf(this, name));
});

Then('革新の先攻決定では、各合計が体力と出目の和で、最後の合計が大きい側が先攻になっている', function (this: W) {
  const b = battle(this);
  const rolls = b.events.filter((e): e is Extract<BattleEvent, { type: 'initiative-roll' }> => e.type === 'initiative-roll');
  assert.ok(rolls.length > 0, 'no initiative roll');
  for (const r of rolls) {
    assert.equal(r.totals[0], b.fighters[0].points.vitality + r.rolls[0]);
    assert.equal(r.totals[1], b.fighters[1].points.vitality + r.rolls[1]);
    assert.ok(r.rolls.every((x) => x >= 1 && x <= 6));
  }
  rolls.slice(0, -1).forEach((r) => assert.equal(r.totals[0], r.totals[1], 'a roll was repeated without a tie'));
  const last = rolls[rolls.length - 1]!;
  assert.notEqual(last.totals[0], last.totals[1]);
  const initiative = b.events.find((e) => e.type === 'initiative');
  assert.ok(initiative && initiative.type === 'initiative');
  const winner = last.totals[0] > last.totals[1] ? 0 : 1;
  assert.equal(initiative.gaveUp === null ? initiative.first : initiative.gaveUp, winner);
});

Then('革新の先攻決定のさいころは {int} 回以上振り直された', function (this: W, n: number) {
  const rolls = battle(this).events.filter((e) => e.type === 'initiative-roll').length;
  assert.ok(rolls - 1 >= n, `rerolled ${rolls - 1} time(s)`);
});

Then('革新の {string} は先攻を放棄している', function (this: W, name: string) {
  const e = battle(this).events.find((x) => x.type === 'initiative');
  assert.ok(e && e.type === 'initiative');
  assert.equal(e.gaveUp, sideOf(this, name));
});

Then('革新の先攻は放棄されていない', function (this: W) {
  const e = battle(this).events.find((x) => x.type === 'initiative');
  assert.ok(e && e.type === 'initiative');
  assert.equal(e.gaveUp, null);
});

Then('革新の {string} のスキル欄は {string} である', function (this: W, name: string, skills: string) {
  assert.deepEqual(battle(this).fighters[sideOf(this, name)].skills.map((s) => s.name), skillList(skills));
});

Then('革新のパネル取得で {string} が得たパネルは {string}、低減は {string} である', function (this: W, name: string, gained: string, reduced: string) {
  const e = recent(this).find((x): x is Extract<BattleEvent, { type: 'panels-gained' }> => x.type === 'panels-gained' && x.side === sideOf(this, name));
  assert.ok(e, 'no panels were gained');
  assert.equal(panelText(e.gained), gained);
  assert.equal(e.reduced.join(''), reduced);
});

Then('革新の {string} の取得パネルはターン終了時に回された', function (this: W, name: string) {
  const e = recent(this).find((x) => x.type === 'panels-gained' && x.side === sideOf(this, name));
  assert.ok(e && e.type === 'panels-gained' && e.deferred, 'the panels were not deferred');
});

Then('革新の {string} の維持状態は {string} である', function (this: W, name: string, skills: string) {
  assert.deepEqual(battle(this).fighters[sideOf(this, name)].maintenance.map((m) => m.skill), skillList(skills));
});

Then('革新の {string} の {string} の維持が解除され、根拠は条項 {string} である', function (this: W, name: string, skill: string, clause: string) {
  const e = recent(this).find((x) => x.type === 'maintenance-released' && x.side === sideOf(this, name) && x.skill === skill);
  assert.ok(e && e.type === 'maintenance-released', 'the maintenance was not released');
  assert.equal(e.clause, clause);
});

Then('革新の {string} の {string} は効果がなく、根拠は条項 {string} である', function (this: W, name: string, skill: string, clause: string) {
  const e = recent(this).filter((x) => x.type === 'no-effect' && x.side === sideOf(this, name) && x.skill === skill);
  assert.ok(e.length > 0, 'no "no effect" was recorded');
  assert.ok(e.every((x) => x.type === 'no-effect' && x.clause === clause), JSON.stringify(e));
});

Then('革新の {string} のパネル {string} が消滅した', function (this: W, name: string, kinds: string) {
  const gone = recent(this)
    .filter((x): x is Extract<BattleEvent, { type: 'panels-erased' }> => x.type === 'panels-erased' && x.side === sideOf(this, name))
    .flatMap((x) => x.panels.map((p) => p.kind))
    .join('');
  assert.equal(gone, kinds);
});

Then('革新の {string} のパネルで {word} がかかったものは {int} 個である', function (this: W, name: string, ailment: string, n: number) {
  assert.equal(battle(this).fighters[sideOf(this, name)].panels.filter((p) => p.ailments.includes(ailment as AilmentName)).length, n);
});

Then('革新の {string} のプラン第 {int} 文に Bind がかかっている', function (this: W, name: string, n: number) {
  assert.ok(battle(this).fighters[sideOf(this, name)].bound.some((b) => b.sentence === n));
});

Then('革新の {string} の Poison は、回復判定の出目が {int} 以下なら解け、そうでなければ {int} ダメージを与えている', function (this: W, name: string, limit: number, dmg: number) {
  const side = sideOf(this, name);
  const ev = recent(this);
  const check = ev.find((x): x is Extract<BattleEvent, { type: 'ailment-check' }> => x.type === 'ailment-check' && x.side === side && x.ailment === 'Poison');
  assert.ok(check, 'no recovery check for Poison');
  assert.ok(check.roll >= 1 && check.roll <= 6);
  assert.equal(check.recovered, check.roll <= limit);
  const hurt = ev.filter((x) => x.type === 'ailment-damage' && x.side === side);
  assert.equal(hurt.length, check.recovered ? 0 : 1);
  if (!check.recovered) {
    const i = ev.indexOf(hurt[0]!);
    const gained = ev.findIndex((x) => x.type === 'panels-gained');
    assert.ok(gained < 0 || i < gained, 'Poison damage came after the panel acquisition');
    const d = ev[i - 1];
    assert.ok(d && d.type === 'damage' && d.side === side && d.amount === dmg, JSON.stringify(d));
  }
});

Then('革新の {string} は Poison を受けている', function (this: W, name: string) {
  assert.ok(battle(this).fighters[sideOf(this, name)].ailments.some((a) => a.name === 'Poison'));
});

Then('革新のターンの中の処理は、回復・適用・取得・先攻の行動・後攻の行動・ターン終了の順に起きている', function (this: W) {
  const ev = recent(this);
  const b = battle(this);
  const first = b.first!;
  const second = first === 0 ? 1 : 0;
  const pos = (pred: (e: BattleEvent) => boolean, last = false) => (last ? ev.map(pred).lastIndexOf(true) : ev.findIndex(pred));
  const start = pos((e) => e.type === 'turn-start');
  const check = pos((e) => e.type === 'ailment-check');
  const hurt = pos((e) => e.type === 'ailment-damage');
  const gainFirst = pos((e) => e.type === 'panels-gained');
  const gainLast = pos((e) => e.type === 'panels-gained', true);
  const firstActs = pos((e) => e.type === 'skill-used' && e.side === first && !e.passive);
  const firstLast = pos((e) => e.type === 'skill-used' && e.side === first && !e.passive, true);
  const secondActs = pos((e) => e.type === 'skill-used' && e.side === second && !e.passive);
  const end = pos((e) => e.type === 'turn-end');
  for (const [a, b2, what] of [
    [start, check, 'recovery'], [check, hurt, 'ailments'], [hurt, gainFirst, 'acquisition'], [gainLast, firstActs, 'first action'],
    [firstLast, secondActs, 'second action'], [secondActs, end, 'turn end'],
  ] as const) {
    assert.ok(a >= 0 && b2 >= 0, `missing step around ${what}`);
    assert.ok(a < b2, `${what} is out of order`);
  }
});

Then('革新の対戦をもう一度同じシードで行うと、記録も結果も同じになる', function (this: W) {
  const b = battle(this);
  const seed = scene(this).seed;
  assert.ok(seed !== undefined, 'the battle was not started from a seed');
  const [a, c] = b.fighters.map((f) => character(this, f.name));
  const again = runBattle(a!, c!, options(this, seed));
  assert.deepEqual(again.events, b.events);
  assert.deepEqual(again.result, b.result);
  assert.deepEqual(JSON.parse(JSON.stringify(b)), b, 'the state is not plain JSON data');
});

// ---- skill data ----

Then('革新のスキルプールの {string} は {word} のデータで、コストは {string}、分類は {string} である', function (this: W, name: string, status: string, cost: string, categories: string) {
  const skill = findSkill(name, scene(this).pool);
  assert.ok(skill, `no skill ${name} in the pool`);
  assert.equal(skill.status, status === '正典' ? 'canon' : status === '見本' ? 'sample' : status);
  assert.equal(skill.cost.join(''), cost);
  assert.equal(skill.categories.join('・'), categories);
});

Then('革新のスキルプールの {string} のテキストには {string} とある', function (this: W, name: string, text: string) {
  const skill = findSkill(name, scene(this).pool);
  assert.ok(skill?.text, `no text for ${name}`);
  assert.ok(skill.text.includes(text), skill.text);
});

Then('革新のスキルプールに {string} はない', function (this: W, name: string) {
  assert.equal(findSkill(name, scene(this).pool), undefined);
});

Then('革新の {string} の設定だけを {string} に変えて同じシードで戦っても、記録は同じである', function (this: W, name: string, setting: string) {
  const b = battle(this);
  const seed = scene(this).seed;
  assert.ok(seed !== undefined, 'the battle was not started from a seed');
  const sheets = scene(this).sheets;
  const changed = { ...sheets.get(name)!, setting };
  const built = buildCharacter(changed, { pool: scene(this).pool });
  assert.ok(built.ok);
  assert.equal(built.character.setting, setting);
  const chars = b.fighters.map((f) => (f.name === name ? built.character : character(this, f.name)));
  const again = runBattle(chars[0]!, chars[1]!, options(this, seed));
  const original = runBattle(character(this, b.fighters[0].name), character(this, b.fighters[1].name), options(this, seed));
  assert.deepEqual(again.events, original.events);
});

Then('革新の {string} のパネルが {int} 個消滅し、それは {string} のどれかである', function (this: W, name: string, n: number, kinds: string) {
  const gone = recent(this)
    .filter((x): x is Extract<BattleEvent, { type: 'panels-erased' }> => x.type === 'panels-erased' && x.side === sideOf(this, name))
    .flatMap((x) => x.panels.map((p) => p.kind));
  assert.equal(gone.length, n);
  assert.ok(gone.every((k) => kinds.includes(k)), `erased ${gone.join('')}, expected one of ${kinds}`);
});

Then('革新の記録で、{string} の受けたダメージは順に {string} である', function (this: W, name: string, amounts: string) {
  const side = sideOf(this, name);
  const got = recent(this).filter((e) => e.type === 'damage' && e.side === side).map((e) => (e.type === 'damage' ? e.amount : 0));
  assert.deepEqual(got, amounts === '' ? [] : amounts.split(/[、,]/u).map(Number));
});

Then('革新の記録で、{string} への反撃ダメージは {string} の {string} のダメージより先に起きている', function (this: W, actor: string, target: string, skill: string) {
  const ev = recent(this);
  const a = sideOf(this, actor);
  const t = sideOf(this, target);
  const use = ev.findIndex((e) => e.type === 'skill-used' && e.side === a && e.skill === skill && !e.passive);
  assert.ok(use >= 0, `${actor} did not use ${skill}`);
  const counter = ev.findIndex((e, i) => i > use && e.type === 'damage' && e.side === a);
  const hit = ev.findIndex((e, i) => i > use && e.type === 'damage' && e.side === t);
  assert.ok(counter >= 0 && hit >= 0 && counter < hit, `counter at ${counter}, hit at ${hit}`);
});

Given('革新のキャラクター {string} のプランは、{string} を {int} 回繰り返したものである', function (this: W, name: string, sentence: string, n: number) {
  scene(this).sheets.get(name)!.plan = sentence.repeat(n);
});

Then('革新のプランの文字数は {int} である', function (this: W, n: number) {
  assert.equal(planOf(this).length, n);
});

Given('革新の {string} は回復しない Poison（毎ターン {int} ダメージ）を受けている', function (this: W, name: string, damage: number) {
  battle(this).fighters[sideOf(this, name)].ailments.push({ name: 'Poison', recover: 0, damage });
});

Then('革新のさいころの判定で、最後の目が大きい側が勝っている', function (this: W) {
  const b = battle(this);
  const dice = b.events.filter((e): e is Extract<BattleEvent, { type: 'tiebreak' }> => e.type === 'tiebreak' && e.step === 'dice');
  assert.ok(dice.length > 0, 'no dice were rolled');
  dice.slice(0, -1).forEach((d) => assert.equal(d.values[0], d.values[1], 'dice were rerolled without a tie'));
  const last = dice[dice.length - 1]!.values as [number, number];
  assert.notEqual(last[0], last[1]);
  assert.equal(b.result?.winner, last[0] > last[1] ? 0 : 1);
});

Then('革新の先攻後攻の決定は {int} 回だけ行われている', function (this: W, n: number) {
  assert.equal(battle(this).events.filter((e) => e.type === 'initiative').length, n);
});

Then('革新の対戦が終わった後、{string} はスキルを使っていない', function (this: W, name: string) {
  const ev = battle(this).events;
  const end = ev.findIndex((e) => e.type === 'result');
  const zero = ev.findIndex((e) => e.type === 'damage' && e.hp === 0);
  assert.ok(zero >= 0 && end > zero, 'nobody reached 0 HP');
  assert.ok(!ev.slice(zero + 1).some((e) => e.type === 'skill-used' && e.side === sideOf(this, name)));
});

Given('革新のスキルプールに、コスト {string} で {int} ダメージの見本攻撃スキル {string} を加える', function (this: W, cost: string, amount: number, name: string) {
  const symbols = [...cost].filter((c) => '火水風地剣白'.includes(c)) as ('火' | '水' | '風' | '地' | '剣' | '白')[];
  scene(this).pool.push({ name, cost: symbols, categories: ['攻撃'], mode: 'active', effects: [{ kind: 'damage', amount }], status: 'sample', sourced: [], note: 'test', clauses: [] });
});
