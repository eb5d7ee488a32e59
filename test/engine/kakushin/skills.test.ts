/** The skill pool data: canon and sample entries are consistent and cite existing clauses. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SKILL_POOL, isCanon, payCost, panelsOf } from '../../../engine/kakushin/index.ts';
import { loadSpec } from '../../../tools/spec/load.ts';

test('exactly the skills whose behaviour the source states are canon', () => {
  assert.deepEqual(SKILL_POOL.filter(isCanon).map((s) => s.name), ['斬撃', '沙羅双樹', '宣告', '自作自演']);
});

test('names are unique, passives are 受動, constants cost nothing, every cited clause exists', () => {
  const ids = new Set(loadSpec(process.cwd()).clauses.map((c) => c.id));
  assert.equal(new Set(SKILL_POOL.map((s) => s.name)).size, SKILL_POOL.length);
  for (const s of SKILL_POOL) {
    assert.equal(s.mode === 'passive', s.categories.includes('受動'), s.name);
    if (s.mode === 'constant') assert.deepEqual(s.cost, [], s.name);
    if (s.mode === 'active') assert.ok(s.cost.length > 0, `${s.name}: an active skill without cost would loop`);
    assert.ok(s.note.length > 0, s.name);
    for (const id of s.clauses) assert.ok(ids.has(id), `${s.name} cites unknown clause ${id}`);
  }
  assert.deepEqual(SKILL_POOL.filter((s) => s.banned).map((s) => s.name), ['句読点']);
});

test('payment goes left to right through the cost, leftmost panel first, 白 taking any kind', () => {
  const p = payCost(panelsOf('水火地火剣'), ['火', '火', '白', '白']);
  assert.ok(p);
  assert.deepEqual(p.paid.map((x) => [x.panel.kind, x.index]), [['火', 1], ['火', 3], ['水', 0], ['地', 2]]);
  assert.equal(p.remaining.map((x) => x.kind).join(''), '剣');
  assert.equal(payCost(panelsOf('火水'), ['白', '火']), null);
  assert.ok(payCost(panelsOf('火水'), ['白', '火'], () => '水'));
});

test('the site table rows mark canon and sample skills and show costs as the source writes them', async () => {
  const { skillRows } = await import('../../../engine/kakushin/index.ts');
  const rows = skillRows();
  assert.equal(rows.length, SKILL_POOL.length);
  assert.deepEqual(rows.filter((r) => r.canon).map((r) => r.name), ['斬撃', '沙羅双樹', '宣告', '自作自演']);
  assert.ok(rows.every((r) => r.canon === (r.status === 'canon')));
  assert.equal(rows.find((r) => r.name === '白炎')!.cost, '〔火火白白〕');
  assert.ok(rows.find((r) => r.name === '自作自演')!.text.includes('6/6の確率で回復する'));
});
