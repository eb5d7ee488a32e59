/** Plans (spec chapter 04): sentences outside the grammar are void and located; parsing never throws. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { findSkill, parsePlan, planLength } from '../../../engine/kakushin/index.ts';
import type { Plan, SkillSelector } from '../../../engine/kakushin/index.ts';

test('the source sentence forms are read', () => {
  const p = parsePlan([
    '剣パネルが3個以上の時、沙羅双樹を優先する。',
    '剣パネルが3個以上の時、斬撃を使用しない。',
    '相手の知力が４以上の場合、灼熱波を使ったとき、一番上にあるプランにBindを与える。',
    '空圧を使った場合、火のパネルを対象とする。',
    '先攻を放棄する。',
    'ターン終了時に鉄壁の維持を解除する。',
  ].join('\n'));
  assert.deepEqual(p.diagnostics, []);
  assert.deepEqual(p.statements.map((s) => s.directive.kind), ['prefer', 'forbid', 'target', 'target', 'give-up-first', 'release']);
  assert.deepEqual(p.statements[2]!.directive, { kind: 'target', target: { kind: 'plan', index: 1 }, ailment: 'Bind' });
});

test('void sentences carry sentence number, offset, line, column and clause', () => {
  const p = parsePlan('斬撃を使用しない。\n\n  ・雨なら、斬撃を使う。\n沙羅双樹を、ぶん回す。');
  assert.equal(p.statements.length, 1);
  assert.deepEqual(p.diagnostics.map((d) => [d.sentence, d.offset, d.line, d.column, d.clause]), [
    [2, 14, 3, 0, 'kakushin.plan.void.unreadable'],
    [3, 25, 4, 6, 'kakushin.plan.void.unreadable'],
  ]);
});

test('the length counts code points without line breaks', () => {
  assert.equal(planLength('斬撃\n𠮷'), 3);
  assert.equal(parsePlan('あ'.repeat(1001)).length, 1001);
});

test('random text never throws and every sentence is either a statement or a diagnostic', () => {
  const alphabet = ['剣', 'パネル', 'が', '3', '個', '以上', 'の時', '、', '。', '斬撃', 'を', '使用しない', '優先する', '\n', '「', '」', '相手', 'の', 'HP', '%', '𠮷', ' ', '！', '維持', '解除する', '白', 'コスト', 'には', 'を対象とする'];
  let seed = 12345;
  const next = () => ((seed = (seed * 1103515245 + 12345) >>> 0) % alphabet.length);
  for (let i = 0; i < 500; i++) {
    const text = Array.from({ length: 1 + (i % 40) }, () => alphabet[next()]).join('');
    const p = parsePlan(text);
    const numbers = [...p.statements.map((s) => s.sentence), ...p.diagnostics.map((d) => d.sentence)].sort((a, b) => a - b);
    assert.deepEqual(numbers, numbers.map((_, k) => k + 1), text);
    for (const d of p.diagnostics) assert.ok(d.clause.startsWith('kakushin.plan.void') || d.clause === 'kakushin.qa.declare-fixed', d.clause);
  }
  assert.doesNotThrow(() => parsePlan(undefined as unknown as string));
});

test('polite endings are read as the plain statement (kakushin.plan.note-polite)', () => {
  const same = (polite: string, plainForm: string) => {
    const a = parsePlan(polite);
    const b = parsePlan(plainForm);
    assert.deepEqual(a.diagnostics, [], polite);
    assert.deepEqual(b.diagnostics, [], plainForm);
    assert.deepEqual(
      a.statements.map((s) => [s.conditions, s.directive]),
      b.statements.map((s) => [s.conditions, s.directive]),
      polite,
    );
  };
  same('先攻を放棄します。', '先攻を放棄する。');
  same('先攻を辞退します。', '先攻を辞退する。');
  same('後攻を選択します。', '後攻を選ぶ。');
  same('斬撃を使用しません。', '斬撃を使用しない。');
  same('斬撃を使わないです。', '斬撃を使わない。');
  same('沙羅双樹を優先的に使用します。', '沙羅双樹を優先する。');
  same('斬撃を１ターンに２度使いません。', '斬撃を1ターンに2度使わない。');
  same('剣パネルを2個残しておきます。', '剣パネルを2個残す。');
  same('パネルを剣、火の順にします。', 'パネルを剣、火の順に並べる。');
  same('低減は地、水、火の順に減らします。', '低減は地、水、火の順に行う。');
  same('白炎の白には地パネルをあてます。', '白炎の白のコストには地パネルを支払う。');
  same('空圧を使った場合、火のパネルを標的とします。', '空圧を使った場合、火のパネルを対象とする。');
  same('灼熱波を使ったとき、2番目のプランにバインドをかけます。', '灼熱波を使ったとき、2番目のプランにBindを与える。');
  // Polite endings are read only where a plain verb of the grammar stands.
  for (const text of ['沙羅双樹を優先してください。', '斬撃を使用しないでください。', '先攻を放棄しましょう。', '沙羅双樹を優先です。']) {
    assert.equal(parsePlan(text).diagnostics[0]?.clause, 'kakushin.plan.void.unreadable', text);
  }
});

test('two skills compared are void with a message that says what to write (kakushin.plan.note-skill-comparison)', () => {
  const p = parsePlan('剣パネルが3個以上の時、沙羅双樹を斬撃より優先する。斬撃より沙羅双樹を優先します。剣技を魔法より先に使う。');
  assert.equal(p.statements.length, 0);
  assert.deepEqual(p.diagnostics.map((d) => [d.sentence, d.column, d.clause]), [
    [1, 12, 'kakushin.plan.void.unreadable'],
    [2, 0, 'kakushin.plan.void.unreadable'],
    [3, 0, 'kakushin.plan.void.unreadable'],
  ]);
  assert.match(p.diagnostics[0]!.message, /「沙羅双樹を優先する」/u);
  assert.match(p.diagnostics[1]!.message, /「沙羅双樹を優先する」/u);
  assert.match(p.diagnostics[2]!.message, /「剣技を優先する」/u);
  // より in a condition is a comparison of numbers, not of skills.
  assert.deepEqual(parsePlan('相手の体力が10より多い時、斬撃を使用しない。').diagnostics, []);
  // A name outside the pool on either side is not a comparison of skills: the generic message.
  assert.doesNotMatch(parsePlan('沙羅双樹を息吹より優先する。').diagnostics[0]!.message, /comparing/u);
  // Linear: one split at the last より, whatever the length.
  const long = parsePlan('斬撃を'.repeat(50_000) + '斬撃より優先する。');
  assert.equal(long.diagnostics.length, 1);
});

test('target qualifiers are stripped longest first, and a plan statement is counted from 1', () => {
  const target = (text: string) => parsePlan(`空圧を使った場合、${text}`).statements[0]?.directive;
  assert.deepEqual(target('相手のパネルのうち、火のパネルを対象とする。'), { kind: 'target', target: { kind: 'panel', panel: '火' } });
  assert.deepEqual(target('相手のパネルで最も数の少ないパネルを対象とする。'), { kind: 'target', target: { kind: 'fewest-panels' } });
  assert.deepEqual(target('相手の所持パネルで、一番多いパネルを狙う。'), { kind: 'target', target: { kind: 'most-panels' } });
  assert.deepEqual(target('二番目のプランにBindを与える。'), { kind: 'target', target: { kind: 'plan', index: 2 }, ailment: 'Bind' });
  assert.equal(parsePlan('空圧を使った場合、0番目のプランにBindを与える。').diagnostics[0]?.clause, 'kakushin.plan.void.unreadable');
});

test('ちょうど may stand before a percentage as before other numbers', () => {
  assert.deepEqual(parsePlan('HPがちょうど50%の時、斬撃を使わない。').statements[0]?.conditions, [{ kind: 'hp-percent', who: 'self', cmp: '=', n: 50 }]);
});

test('「より後では」 is a turn comparison, not a future reference; ターン終了時 takes に, には and は', () => {
  assert.deepEqual(parsePlan('2ターン目より後では、鉄壁を使わない。').statements[0]?.conditions, [{ kind: 'turn', cmp: '>', n: 2 }]);
  assert.equal(parsePlan('後で斬撃を使わない。').diagnostics[0]?.clause, 'kakushin.plan.void.future');
  for (const c of ['ターン終了時', 'ターン終了時に', 'ターンの終了時には', 'ターン終了の時は']) {
    assert.deepEqual(parsePlan(`${c}、鉄壁の維持を解除する。`).statements[0]?.conditions, [{ kind: 'turn-end' }], c);
  }
});

// ---- docs/kakushin-plan-grammar.md: every example of every documented form is read as that form ----

const DOC = readFileSync('docs/kakushin-plan-grammar.md', 'utf8');

/** The text under a heading (`## 4.`, `### 対象の書き方`) up to the next heading of level 2 or 3. */
function section(heading: string): string {
  const start = DOC.indexOf(`\n${heading}`);
  assert.ok(start >= 0, `no heading ${heading}`);
  const rest = DOC.slice(start + heading.length + 1);
  const end = rest.search(/\n#{2,3} /u);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Body rows of the tables in a text, as trimmed cells (header and separator rows left out). */
function rows(text: string): string[][] {
  const lines = text.split('\n').filter((l) => l.startsWith('|'));
  const separator = (l: string | undefined) => l !== undefined && /^\|\s*-/u.test(l);
  return lines
    .filter((l, i) => !separator(l) && !separator(lines[i + 1]))
    .map((l) => l.slice(1, -1).split('|').map((c) => c.trim()));
}

/** The `code` spans of a cell. */
const codes = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/gu)].map((m) => m[1]!);

/** Parses one example and requires it to be exactly one readable sentence. */
function one(text: string): Plan['statements'][number] {
  const p = parsePlan(text);
  assert.deepEqual(p.diagnostics, [], text);
  assert.equal(p.statements.length, 1, text);
  return p.statements[0]!;
}

const selectorShape = (s: SkillSelector): string =>
  s.by === 'class' ? `class:${[s.attribute && 'attribute', s.category && 'category'].filter(Boolean).join('+')}` : s.by;

/**
 * Runs `check` on every example of a grammar-doc table whose rows are, in order, `expected`:
 * the table has one row per expected value and every row has at least one example.
 */
function eachExample(heading: string, expected: readonly string[], check: (text: string, want: string) => void): void {
  const table = rows(section(heading));
  assert.equal(table.length, expected.length);
  table.forEach((row, i) => {
    const examples = codes(row[2]!);
    assert.ok(examples.length > 0, row[0]);
    for (const text of examples) check(text, expected[i]!);
  });
}

test('grammar doc, section 3: each way of naming skills reads as that selector', () => {
  const expected = ['name', 'name', 'name', 'sword-art', 'magic', 'class:attribute', 'class:category', 'class:attribute+category', 'all'];
  eachExample('## 3.', expected, (text, want) => {
    const d = one(text).directive;
    assert.ok('skills' in d && d.skills, text);
    assert.equal(selectorShape(d.skills), want, text);
    if (d.skills.by === 'name') {
      // A name written with or as its reading resolves to the skill whose name or reading is in the example.
      const skill = findSkill(d.skills.name)!;
      assert.ok(text.includes(skill.name) || (skill.reading !== undefined && text.includes(skill.reading)), text);
    }
  });
});

test('grammar doc, section 4: each condition form is read as its kind', () => {
  const expected = ['panel-count', 'panel-count', 'stat', 'hp', 'hp-percent', 'turn', 'order', 'holds', 'using', 'turn-end'];
  eachExample('## 4.', expected, (text, want) => assert.equal(one(text).conditions[0]?.kind, want, text));
});

test('grammar doc, section 5: each instruction form is read as the directive of its clause', () => {
  const kindOf: Record<string, string> = {
    'kakushin.plan.prefer': 'prefer', 'kakushin.plan.forbid': 'forbid', 'kakushin.plan.limit': 'limit',
    'kakushin.plan.reserve': 'reserve', 'kakushin.plan.target': 'target', 'kakushin.plan.give-up-first': 'give-up-first',
    'kakushin.plan.release': 'release', 'kakushin.plan.panel-order': 'panel-order', 'kakushin.plan.payment': 'pay',
    'kakushin.plan.reduction': 'reduce-order',
  };
  const table = rows(section('## 5.'));
  assert.deepEqual([...new Set(table.map((r) => codes(r[3]!)[0]))].sort(), Object.keys(kindOf).sort());
  for (const row of table) {
    const kind = kindOf[codes(row[3]!)[0]!];
    const examples = codes(row[2]!);
    assert.ok(examples.length > 0, row[0]);
    for (const text of examples) assert.equal(one(text).directive.kind, kind, text);
  }
});

test('grammar doc, targets: each target form is read as that target', () => {
  const expected = ['panel', 'most-panels', 'fewest-panels', 'plan:1', 'plan:n', 'plan:-1'];
  eachExample('### 対象の書き方', expected, (text, want) => {
    const d = one(text).directive;
    assert.equal(d.kind, 'target', text);
    if (d.kind !== 'target') return;
    const shape = d.target.kind !== 'plan' ? d.target.kind : d.target.index === 1 || d.target.index === -1 ? `plan:${d.target.index}` : 'plan:n';
    assert.equal(shape, want, text);
  });
});

test('grammar doc, section 6: each polite sentence is read as its plain pair', () => {
  const table = rows(section('## 6.'));
  assert.ok(table.length >= 15);
  for (const row of table) {
    const [plainText, polite] = [codes(row[0]!)[0]!, codes(row[1]!)[0]!];
    const a = one(plainText);
    const b = one(polite);
    assert.deepEqual([b.conditions, b.directive], [a.conditions, a.directive], polite);
  }
});

test('grammar doc, section 7: what cannot be written is void, and what to write instead is read', () => {
  const table = rows(section('## 7.'));
  assert.ok(table.length >= 5);
  for (const row of table) {
    for (const text of codes(row[0]!)) {
      const p = parsePlan(text);
      assert.equal(p.statements.length, 0, text);
      assert.equal(p.diagnostics.length, 1, text);
    }
    for (const text of codes(row[1]!)) one(text);
  }
});

test('grammar doc, section 8: each void example is void under the clause given', () => {
  const table = rows(section('## 8.'));
  assert.equal(table.length, 6);
  for (const row of table) {
    const clause = codes(row[2]!)[0]!;
    const examples = codes(row[1]!);
    assert.ok(examples.length > 0, row[0]);
    for (const text of examples) {
      const p = parsePlan(text);
      assert.equal(p.statements.length, 0, text);
      assert.deepEqual(p.diagnostics.map((d) => d.clause), [clause], text);
    }
  }
});

test('grammar doc, section 10: the source plans and the other examples are read', () => {
  const examples = section('## 10.');
  const sourceRows = rows(examples).flatMap((r) => codes(r[0]!));
  assert.deepEqual(sourceRows, ['剣パネルが3個以上の時、沙羅双樹を優先する。', '剣パネルが3個以上の時、斬撃を使用しない。', '剣パネルが1個以上の時、斬撃を使用しない。']);
  for (const s of sourceRows) one(s);
  const block = examples.slice(examples.indexOf('```\n・'), examples.lastIndexOf('```'));
  const sentences = block.split('\n').filter((l) => l.startsWith('・'));
  assert.ok(sentences.length >= 15);
  for (const s of sentences) one(s);
});
