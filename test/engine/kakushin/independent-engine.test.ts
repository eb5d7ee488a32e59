/**
 * Independent checks of the 革新的なTCG engine: generated sheets, plans and battles. The engine
 * must never throw, must cite clauses that exist, must locate every void plan sentence
 * exactly, must never lose or invent a panel, must keep its history unedited, and must
 * replay from its seed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSpec } from '../../../tools/spec/load.ts';
import { nextInt, seedRng, type Rng } from '../../../engine/core/rng.ts';
import {
  acquisitionStep, actionStep, ailmentStep, battleLog, buildCharacter, checkBattleOptions, parsePlan, parseSheetText,
  prepareBattle, recoveryStep, runBattle, SKILL_POOL, startBattle, turnEndStep,
  type BattleState, type Character, type CharacterSheet, type Side,
} from '../../../engine/kakushin/index.ts';

const clauseIds = new Set(loadSpec(process.cwd()).clauses.filter((c) => c.book === 'kakushin').map((c) => c.id));

/** A small deterministic generator for the tests' own choices (separate from any battle's Rng). */
function picker(seed: number) {
  let rng: Rng = seedRng(seed);
  const int = (n: number) => {
    const [v, next] = nextInt(rng, n);
    rng = next;
    return v;
  };
  return { int, pick: <T>(xs: readonly T[]) => xs[int(xs.length)]! };
}

const SENTENCES = [
  '剣パネルが3個以上の時、沙羅双樹を優先する。', '斬撃を使用しない。', '先攻を放棄する。', 'ターン終了時に鉄壁の維持を解除する。',
  'パネルを剣、火、水の順に並べる。', '白のコストには地パネルを支払う。', '維持による低減は剣から行う。', '火パネルを2個残す。',
  'ミクニーの悪戯は1ターンに3回まで使用する。', '空圧を使った場合、使用中のスキルパターンで、最も数の多いパネルを対象とする。',
  '灼熱波を使ったとき、一番上にあるプランにBindを与える。', '相手のHPが20以下の時、火球を優先する。', '後攻の時、剣技を使用しない。',
  '魔法を優先する。', '潮をふく。', '水属性の攻撃スキルを優先する。', '3ターン目以降、待機を優先する。', '次のターンに本気を出す。',
  '氷結を使った場合、火のパネルを対象とする。', '相手が返し刃を持っている場合、剣パネルを1個残す。',
];
const SKILL_NAMES = SKILL_POOL.filter((s) => !s.banned && s.name !== '宣告').map((s) => s.name);

/** A valid sheet drawn at random: 18 points, 0–4 skills (sometimes a 宣告), a few plan sentences. */
function randomSheet(p: ReturnType<typeof picker>, name: string, skills = SKILL_NAMES): CharacterSheet {
  const count = p.int(5);
  const list = Array.from({ length: count }, (_, i) => (i === 0 && p.int(8) === 0 ? `宣告：${p.pick(SKILL_NAMES)}` : p.pick(skills)));
  let left = 18 - count;
  const vitality = 1 + p.int(left);
  left -= vitality;
  const kinds = [0, 0, 0, 0, 0];
  while (left > 0) {
    kinds[p.int(5)]! += 1;
    left -= 1;
  }
  const plan = Array.from({ length: p.int(4) }, () => p.pick(SENTENCES)).join(p.int(2) ? '\n' : '');
  return { name, points: { vitality, fire: kinds[0]!, water: kinds[1]!, wind: kinds[2]!, earth: kinds[3]!, sword: kinds[4]! }, skills: list, plan };
}

function build(sheet: CharacterSheet): Character {
  const r = buildCharacter(sheet);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.errors));
  return r.character;
}

/** Every clause a battle cites: its result and the events that name one. */
function citedClauses(s: BattleState): string[] {
  const out: string[] = [];
  if (s.result) out.push(s.result.clause);
  for (const e of s.events) if ('clause' in e && typeof e.clause === 'string') out.push(e.clause);
  return out;
}

test('random plans: never throw, number sentences 1..n, and locate each one exactly', () => {
  const frags = ['剣パネルが3個以上の時', '、', '。', '斬撃', 'を使用しない', 'を優先する', '\n', '\r\n', '相手の知力が４以上の場合', '灼熱波を使ったとき',
    '一番上にあるプランにBindを与える', '「', '」', '・', ' ', '　', '次のターン', '気分', 'は1ターンに', '2回まで使用する', 'パネルを', '剣、火',
    'の順に並べる', '白のコストには', '地パネルを支払う', '維持状態を解除する', 'ターンの終了時に', '先攻を放棄する', 'スキルパターンで', '🎴', '\uD800',
    '０', '十', '？', '!', '．', '〔', '〕', '宣告', '変える', '火', '剣', '白', '個', 'つ', '残す', '対象とする', '最も数の多いパネル', '空圧を使った場合'];
  const p = picker(2014);
  for (let i = 0; i < 3000; i++) {
    const text = Array.from({ length: p.int(14) }, () => p.pick(frags)).join('');
    const plan = parsePlan(text, { held: ['斬撃', '沙羅双樹', '灼熱波', '空圧'] });
    const chars = [...text];
    const all = [...plan.statements, ...plan.diagnostics];
    assert.deepEqual(all.map((x) => x.sentence).sort((a, b) => a - b), all.map((_, k) => k + 1), text);
    for (const x of all) {
      assert.equal(chars.slice(x.offset, x.offset + [...x.text].length).join(''), x.text, text);
      assert.equal(x.line, 1 + chars.slice(0, x.offset).filter((c) => c === '\n').length, text);
    }
    for (const d of plan.diagnostics) {
      assert.ok(clauseIds.has(d.clause), `unknown clause ${d.clause}`);
      assert.ok(d.column >= 0 && d.column <= [...d.text].length, JSON.stringify(d));
    }
    assert.deepEqual(JSON.parse(JSON.stringify(plan)), plan);
  }
});

test('huge plans are read to the end (the parser does not go quadratic on 、)', () => {
  const commas = parsePlan('、'.repeat(200_000) + '斬撃を使用しない。');
  assert.equal(commas.diagnostics.length, 1);
  const qualifiers = parsePlan('スキルパターンで、'.repeat(20_000) + '最も数の多いパネルを対象とする。斬撃を使用しない。');
  assert.equal(qualifiers.statements.length, 1);
  assert.equal(qualifiers.diagnostics[0]!.clause, 'kakushin.plan.void.unreadable');
  const many = parsePlan('剣パネルが3個以上の時、沙羅双樹を優先する。'.repeat(20_000));
  assert.equal(many.statements.length, 20_000);
  assert.equal(many.length, 22 * 20_000);
});

test('the source forms that carry a 、 inside a target or a 維持状態 wording are read', () => {
  const held = ['空圧', '鉄壁'];
  const read = (text: string) => parsePlan(text, { held });
  assert.deepEqual(read('空圧を使った場合、使用中のスキルパターンで、最も数の多いパネルを対象とする。').statements[0]!.directive, { kind: 'target', target: { kind: 'most-panels' } });
  assert.deepEqual(read('ターンの終了時に維持状態を解除する。').statements[0]!.directive, { kind: 'release', skills: { by: 'all' } });
  assert.deepEqual(read('剣パネルの取得量を低減する。').statements[0]!.directive, { kind: 'reduce-order', order: ['剣'] });
  assert.deepEqual(read('相手のアクションまで剣パネルを2個残す。').statements[0]!.directive, { kind: 'reserve', panel: '剣', n: 2 });
  assert.deepEqual(read('剣パネルを3つ以上持っている時、空圧を使わない。').statements[0]!.conditions, [{ kind: 'panel-count', who: 'self', panel: '剣', cmp: '>=', n: 3 }]);
});

test('random and hostile sheet input: never throws; every error names an existing clause and a path', () => {
  const p = picker(7);
  const values: unknown[] = [null, undefined, 0, -1, 1.5, 18, '3', '', '斬撃', [], {}, [1], NaN, Infinity, true, { a: 1 }, '宣告', '宣告：宣告', '句読点', '息吹[水]', 'マッチポンプ'];
  const keys = ['name', 'points', 'skills', 'plan', 'setting', '名前', '体力', 'スキル', 'プラン', 'extra'];
  const pointKeys = ['vitality', 'intellect', 'fire', 'water', 'wind', 'earth', 'sword', 'luck'];
  for (let i = 0; i < 3000; i++) {
    const sheet: Record<string, unknown> = {};
    for (const k of keys) if (p.int(3) > 0) sheet[k] = p.pick(values);
    if (p.int(2)) sheet.points = Object.fromEntries(pointKeys.filter(() => p.int(4) > 0).map((k) => [k, p.pick(values)]));
    if (p.int(2)) sheet.skills = Array.from({ length: p.int(5) }, () => p.pick(values));
    const r = buildCharacter(sheet);
    for (const issue of [...r.warnings, ...(r.ok ? [] : r.errors)]) {
      assert.ok(clauseIds.has(issue.clause), `unknown clause ${issue.clause}`);
      assert.equal(typeof issue.path, 'string');
      assert.ok(issue.message.length > 0);
    }
  }
  for (const junk of [null, undefined, 42, 'text', [], () => 1, Object.create(null)]) {
    const r = buildCharacter(junk);
    assert.equal(r.ok, false);
  }
});

test('random template text: never throws; every error has a line inside the text', () => {
  const p = picker(11);
  const lines = ['名前', '剣士', '体力 13', '体力：１３', '体力 十三', '知性 2', '火 0', '水 0', '風 0', '地 0', '剣 3', '剣3', 'スキル（1個1点）', '・斬撃', '・沙羅双樹',
    'プラン', '剣パネルが3個以上の時、沙羅双樹を優先する。', '設定', '====', '', '　', 'ごみ'];
  for (let i = 0; i < 2000; i++) {
    const text = Array.from({ length: p.int(20) }, () => p.pick(lines)).join(p.int(2) ? '\n' : '\r\n');
    const r = parseSheetText(text);
    if (r.ok) {
      buildCharacter(r.sheet);
      continue;
    }
    const count = text.split(/\r?\n/).length;
    for (const e of r.errors) {
      assert.ok(e.line >= 1 && e.line <= count, JSON.stringify([text, e]));
      assert.ok(clauseIds.has(e.clause), e.clause);
    }
  }
});

test('random battles: end within 15 turns, keep HP in range, cite existing clauses, replay and round-trip as JSON', () => {
  const p = picker(99);
  let ended = 0;
  for (let i = 0; i < 160; i++) {
    const a = buildCharacter(randomSheet(p, '甲'));
    const b = buildCharacter(randomSheet(p, '乙'));
    if (!a.ok || !b.ok) continue; // a random 宣告 of 宣告 is rejected; other sheets are valid by construction
    const s = runBattle(a.character, b.character, { seed: i });
    assert.ok(s.result, 'the battle ended');
    assert.ok(s.turn >= 1 && s.turn <= 15, `turn ${s.turn}`);
    for (const f of s.fighters) assert.ok(f.hp >= 0 && f.hp <= f.maxHp && f.maxHp === f.points.vitality * 8);
    for (const c of citedClauses(s)) assert.ok(clauseIds.has(c), `unknown clause ${c}`);
    if (s.result.winner !== null) assert.deepEqual(s.result.losers, [s.result.winner === 0 ? 1 : 0]);
    assert.deepEqual(runBattle(a.character, b.character, { seed: i }), s);
    assert.deepEqual(JSON.parse(JSON.stringify(s)), s);
    assert.doesNotThrow(() => battleLog(s));
    ended += 1;
  }
  assert.ok(ended > 120, `only ${ended} battles ran`);
});

test('no panel is lost or invented: with plain attack skills, panels gained = panels paid + panels held', () => {
  const plain = ['斬撃', '沙羅双樹', '火球', '水弾', '岩砕', '風刃', '白炎'];
  const p = picker(5);
  for (let i = 0; i < 300; i++) {
    const a = build(randomSheet(p, '甲', plain));
    const b = build(randomSheet(p, '乙', plain));
    const s = runBattle(a, b, { seed: i });
    for (const side of [0, 1] as Side[]) {
      const gained = s.events.reduce((n, e) => n + (e.type === 'panels-gained' && e.side === side ? e.gained.length : 0), 0);
      const paid = s.events.reduce((n, e) => n + (e.type === 'skill-used' && e.side === side ? e.paid.length : 0), 0);
      assert.equal(gained, paid + s.fighters[side].panels.length, `side ${side}, seed ${i}`);
    }
  }
});

test('events are history: a later step never edits an earlier event (Freeze given after the panels were gained)', () => {
  const ice = build({ name: '氷術', points: { vitality: 13, fire: 0, water: 4, wind: 0, earth: 0, sword: 0 }, skills: ['氷結'], plan: '' });
  const wall = build({ name: '守人', points: { vitality: 15, fire: 0, water: 0, wind: 0, earth: 2, sword: 0 }, skills: ['鉄壁'], plan: '' });
  let s = startBattle(ice, wall, { seed: 3 });
  s = { ...s, turn: 1 };
  s = ailmentStep(recoveryStep(s));
  s = acquisitionStep(s);
  const before = JSON.stringify(s.events);
  const first = s.first!;
  s = actionStep(s, first);
  s = actionStep(s, first === 0 ? 1 : 0);
  s = turnEndStep(s);
  assert.equal(JSON.stringify(s.events.slice(0, JSON.parse(before).length)), before);
  assert.ok(battleLog(s).includes('守人はパネルを取得：地地 →所持パネル：地地'));
  assert.ok(s.events.some((e) => e.type === 'no-effect' && e.clause === 'kakushin.canon.self-play.freeze-maintain'));
  assert.deepEqual(s.fighters[1].maintenance, []);

  // The same holds over many random battles stepped phase by phase.
  const p = picker(17);
  for (let i = 0; i < 40; i++) {
    const a = buildCharacter(randomSheet(p, '甲'));
    const b = buildCharacter(randomSheet(p, '乙'));
    if (!a.ok || !b.ok) continue;
    let t = startBattle(a.character, b.character, { seed: i });
    const steps: ((x: BattleState) => BattleState)[] = [
      (x) => ({ ...x, turn: x.turn + 1 }), recoveryStep, ailmentStep, acquisitionStep,
      (x) => actionStep(x, x.first!), (x) => actionStep(x, x.first === 0 ? 1 : 0), turnEndStep,
    ];
    for (let turn = 0; turn < 15 && !t.result; turn++) {
      for (const step of steps) {
        if (t.result) break;
        const history = JSON.stringify(t.events);
        const n = t.events.length;
        t = step(t);
        assert.equal(JSON.stringify(t.events.slice(0, n)), history, `seed ${i}`);
      }
    }
  }
});

test('prepareBattle checks sheets and options, locates every problem, and starts nothing when one is wrong', () => {
  const good = { name: '剣士', points: { vitality: 13, fire: 0, water: 0, wind: 0, earth: 0, sword: 3 }, skills: ['斬撃', '沙羅双樹'], plan: '' };
  const bad = { ...good, points: { ...good.points, vitality: 14 } };
  const r = prepareBattle(good, bad, { seed: 1.5, turnLimit: 0, loopLimit: 'many', final: 'yes', colour: 'red' });
  assert.equal(r.ok, false);
  if (r.ok) return;
  assert.deepEqual(r.errors.map((e) => [e.clause, e.path]), [['kakushin.character.points.total', 'sheets[1].points']]);
  assert.deepEqual(r.malformed.map((m) => m.path), ['options.seed', 'options.turnLimit', 'options.loopLimit', 'options.final', 'options.colour']);
  assert.deepEqual(checkBattleOptions(null).map((m) => m.path), ['options']);
  assert.deepEqual(checkBattleOptions({ seed: 3 }), []);

  const ok = prepareBattle(good, { ...good, name: '木偶', plan: '潮をふく。' }, { seed: 2 });
  assert.ok(ok.ok);
  if (!ok.ok) return;
  assert.notEqual(ok.state.first, null);
  assert.deepEqual(ok.warnings.map((w) => [w.clause, w.path]), [['kakushin.plan.void.unreadable', 'sheets[1].plan']]);
});

test('a limit that is not a number still ends the battle instead of running forever', () => {
  const idle = build({ name: '案山子', points: { vitality: 18, fire: 0, water: 0, wind: 0, earth: 0, sword: 0 }, skills: [], plan: '' });
  const s = runBattle(idle, { ...idle, name: '藁人形' }, { seed: 1, turnLimit: Number.NaN });
  assert.ok(s.result);
  assert.equal(s.turn, 1);
});
