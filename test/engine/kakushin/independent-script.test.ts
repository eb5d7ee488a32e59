/**
 * scripts/kakushin-battle.ts with input the examples do not cover: files that cannot be
 * read, sheets that are not sheets, the source's own template, and plans whose void
 * sentences must be reported at their line in the file.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/kakushin-battle.ts', ...args], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'kakushin-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const swordsman = 'examples/kakushin/swordsman.txt';

test('files that cannot be used as sheets are reported by name, exit 1, no battle', () => {
  for (const [path, pattern] of [
    [join(dir, 'missing.txt'), /missing\.txt: cannot read/u],
    [dir, /cannot read/u],
    [file('bad.json', '{"name": '), /bad\.json: not JSON/u],
    [file('array.json', '[1, 2]'), /array\.json: kakushin\.character\.sheet \(sheet\)/u],
    [file('empty.txt', ''), /empty\.txt:1: kakushin\.character\.sheet: the field 名前 is missing/u],
  ] as const) {
    const r = run(path, swordsman);
    assert.equal(r.status, 1, r.stderr);
    assert.match(r.stderr, pattern);
    assert.equal(r.stdout, '');
  }
});

test("the source's own sample sheet is read, and rejected at the line of 息吹 (not in the pool)", () => {
  const kujira = file('kujira.txt', ['名前', 'くじら100号', '体力 15', '火 0', '水 2', '風 0', '地 0', '剣 0', 'スキル（1個1点）', '・息吹[水]', 'プラン', '潮をふく', '設定', '潮をふく', ''].join('\n'));
  const r = run(kujira, swordsman);
  assert.equal(r.status, 1);
  assert.match(r.stderr, /kujira\.txt:10: kakushin\.character\.skills\.pool \(skills\[0\]\)/u);
  assert.match(r.stderr, /kujira\.txt:12: warning: kakushin\.plan\.void\.unreadable/u);
  assert.doesNotMatch(r.stderr, /points\.total/u);
});

test('a void sentence on the third line of a plan is reported at that line of the file; the battle still runs', () => {
  const sheet = file('plan.txt', [
    '名前', '剣豪', '体力 13', '火 0', '水 0', '風 0', '地 0', '剣 3', 'スキル（1個1点）', '・斬撃', '・沙羅双樹',
    'プラン', '剣パネルが3個以上の時、沙羅双樹を優先する。', '沙羅双樹を斬撃より優先する。', '次のターンに本気を出す。', '設定', '試し斬り。',
  ].join('\n'));
  const r = run(sheet, swordsman, '--seed', '3');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /plan\.txt:14: warning: kakushin\.plan\.void\.unreadable \(plan\): sentence 2/u);
  assert.match(r.stderr, /plan\.txt:15: warning: kakushin\.plan\.void\.future \(plan\): sentence 3/u);
  assert.match(r.stdout, /剣豪は沙羅双樹を使用！\n→残りパネル：剣\n→剣士に9ダメージ（HP 95\/104）\n剣豪は斬撃を使用！\n→残りパネル：\n/u);
  assert.match(r.stdout, /^勝者：/mu);
});

test('a JSON sheet with the template keys in Japanese and skills written with readings battles', () => {
  const sheet = file('pump.json', JSON.stringify({ 名前: 'ポンプ', 体力: 9, 火: 4, 水: 4, 風: 0, 地: 0, 剣: 0, スキル: ['自作自演〔マッチポンプ〕'], プラン: '' }));
  const r = run(sheet, swordsman, '--seed', '5', '--json');
  assert.equal(r.status, 0, r.stderr);
  const state = JSON.parse(r.stdout) as { result: { clause: string }; fighters: { name: string }[] };
  assert.equal(state.fighters[0]!.name, 'ポンプ');
  assert.ok(state.result.clause.startsWith('kakushin.battle.'));
});
