import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSpec } from '../../../../tools/spec/load.ts';
import { kanaTermReading, toHiragana } from '../../../../tools/spec/terms.ts';
import { fixture, lint } from '../fixture.ts';
import { fileURLToPath } from 'node:url';

const chapter = (body: string) => ({ 'spec/demo/01-a.md': `# A\n\n${body}\n` });
const glossOf = (body: string) => loadSpec(fixture(chapter(body))).clauses[0]!.gloss;

test('a definition\'s parenthesis gives its English gloss, abbreviations, other names and notes', () => {
  const g = glossOf('definition[demo.a.boost]\n**チャージ・ブースト**（増幅攻撃、略記 Cブースト・CB、別称 ブースト、英 charge boost）は攻撃である。');
  assert.deepEqual(g, { reading: 'ちゃーじぶーすと', en: 'charge boost', abbreviations: ['Cブースト', 'CB'], aliases: ['ブースト'], notes: ['増幅攻撃'], also: [] });
});

test('a part without a prefix after a prefixed one continues its list (略記 A、B)', () => {
  const g = glossOf('definition[demo.a.sd]\n**サージ・ダイレクト**（英 surge direct、略記 S‐D、Sダイレクト）は効果である。');
  assert.deepEqual(g!.abbreviations, ['S‐D', 'Sダイレクト']);
  assert.equal(g!.en, 'surge direct');
});

test('the reading comes from reading=, else a hiragana part of the parenthesis, else the kana term itself', () => {
  assert.equal(glossOf('definition[demo.a.v] reading=タイリョク\n**体力**は点数である。')!.reading, 'たいりょく');
  assert.equal(glossOf('definition[demo.a.v]\n**体力**（たいりょく、英 vitality）は点数である。')!.reading, 'たいりょく');
  assert.equal(glossOf('definition[demo.a.v]\n**リ=アクティヴ**は処理である。')!.reading, 'りあくてぃゔ');
  assert.equal(glossOf('definition[demo.a.v]\n**体力**は点数である。')!.reading, undefined);
  assert.equal(kanaTermReading('コイン／ダイス'), 'こいんだいす');
  assert.equal(kanaTermReading('GBプロンプト'), undefined);
  assert.equal(toHiragana('ヴァイタル・グリッド'), 'ゔぁいたる・ぐりっど');
});

test('en= holds spaces in double quotes and wins over the text; other bold terms are recorded', () => {
  const g = glossOf('definition[demo.a.face] reading=おもておき en="face up / face down"\n**表置き**と**裏置き**（英 up）は向きである。');
  assert.equal(g!.en, 'face up / face down');
  assert.deepEqual(g!.also, ['裏置き']);
  assert.equal(glossOf('definition[demo.a.face] reading=おもておき\n**表置き**と**裏置き**（英 face up）は向きである。')!.en, 'face up');
});

test('lint: a reading in anything but kana, a bad quote and term attributes on other kinds are errors', () => {
  assert.match(lint(chapter('definition[demo.a.v] reading=tairyoku\n**体力**（英 vitality）は点数である。'))[0]!, /reading='tairyoku' must be the reading in kana alone/);
  assert.match(lint(chapter('definition[demo.a.v] reading=たいりょく en="open\n**体力**は点数である。'))[0]!, /unbalanced double quote/);
  assert.match(lint(chapter('rule[demo.a.v] reading=たいりょく\n体力は点数である。'))[0]!, /reading only belongs on a definition/);
  assert.deepEqual(lint(chapter('definition[demo.a.v] reading=たいりょく en="hit points"\n**体力**は点数である。')), []);
});

test('lint warns, without failing, of a missing reading or English gloss and of a term two definitions link', () => {
  const spec = loadSpec(fixture(chapter('definition[demo.a.v]\n**体力**は点数である。\n\ndefinition[demo.a.w] reading=たいりょく en=vitality\n**体力**は別の点数である。\n\ndefinition[demo.a.x] reading=たいりょく en=vitality link=no\n**体力**は三つ目である。')));
  assert.deepEqual(spec.diagnostics, []);
  const messages = spec.warnings.map((w) => `${w.line}: ${w.message}`);
  assert.equal(messages.length, 3, messages.join('\n'));
  assert.match(messages[0]!, /^3: warning: .*'体力' is not written in kana alone/);
  assert.match(messages[1]!, /^3: warning: .*no English gloss/);
  assert.match(messages[2]!, /^6: warning: .*also defined by 'demo.a.v'/);
});

test('the repository\'s spec gives every term a reading and an English gloss, and no term two linked definitions', () => {
  const spec = loadSpec(fileURLToPath(new URL('../../../../', import.meta.url)));
  assert.deepEqual(spec.warnings.map((w) => `${w.file}:${w.line}: ${w.message}`), []);
  assert.ok(spec.clauses.filter((c) => c.kind === 'definition').every((c) => /^[\u3041-\u3096ー]+$/.test(c.gloss!.reading!)));
});
