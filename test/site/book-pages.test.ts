import { test } from 'node:test';
import assert from 'node:assert/strict';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { loadSpec } from '../../tools/spec/load.ts';
import { loadRulings } from '../../tools/rulings/load.ts';
import { NORMATIVE_KINDS } from '../../tools/spec/syntax.ts';
import { SKILL_POOL, isCanon } from '../../engine/kakushin/index.ts';
import { chapterPathOf, page, ROOT } from './built-html.ts';

const spec = loadSpec(ROOT);
const pathOf = (file: string) => chapterPathOf(spec, file);

test('じゃんけん・ギア: every rule is marked as the source\'s or the project\'s completion, and the site shows which', () => {
  const clauses = spec.clauses.filter((c) => c.book === 'janken-gear');
  const unmarked = clauses.filter((c) => NORMATIVE_KINDS.includes(c.kind) && !['source', 'completion'].includes(c.attrs.edition ?? ''));
  assert.deepEqual(unmarked.map((c) => c.id), []);
  const labels: Record<string, string> = { source: '原典', completion: '本プロジェクトによる補完' };
  for (const c of clauses.filter((cl) => cl.attrs.edition)) {
    const badge = select('.clause-head .clause-attr-edition', select(`[id="${c.id}"]`, page(pathOf(c.file)))!);
    assert.equal(badge?.properties.dataEdition, c.attrs.edition, c.id);
    assert.equal(toString(badge!), labels[c.attrs.edition!], c.id);
  }
});

test('革新的なTCG: the skill table lists every skill of the pool, marking canon and sample', () => {
  const rows = selectAll('.skill-row', page('/skills/kakushin/'));
  assert.equal(rows.length, SKILL_POOL.length);
  for (const skill of SKILL_POOL) {
    const row = rows.find((r) => toString(select('.skill-name', r)!).startsWith(skill.name));
    assert.ok(row, skill.name);
    assert.equal(toString(select('.skill-status', row)!), isCanon(skill) ? '正典' : '見本', skill.name);
  }
});

test('革新的なTCG: the plan grammar page shows the grammar with its examples and links to clauses', () => {
  const tree = page('/plan-grammar/kakushin/');
  const text = toString(select('.doc', tree)!);
  assert.ok(text.includes('剣パネルが3個以上の時、沙羅双樹を優先する'));
  const clauseLinks = selectAll('.doc a[href^="/kakushin/"]', tree);
  assert.ok(clauseLinks.length > 0, 'clause IDs in the grammar link to their clauses');
});

test('TWGP: the book page lists every option and variant key with its clause and the results of the rulings that run with it', () => {
  const rows = selectAll('.option-row', page('/twgp/'));
  const variants = spec.clauses.filter((c) => c.book === 'twgp' && c.kind === 'variant' && c.attrs.option);
  assert.deepEqual(rows.map((r) => r.properties.dataOption), variants.map((v) => v.attrs.option));
  const rulings = loadRulings(ROOT).filter((r) => r.book === 'twgp');
  // Rows in the book's order; a key may have two clauses (reuse is stated in chapters 15 and 19).
  for (const [i, v] of variants.entries()) {
    const row = rows[i]!;
    assert.ok(select(`a[href$="#${v.id}"]`, row), `${v.attrs.option}: the row links to ${v.id}`);
    const tagged = rulings.filter((r) => r.tags.includes(`@option:${v.attrs.option}`));
    const cell = select('.option-rulings', row)!;
    assert.equal(Number(cell.properties.dataTotal), tagged.length, `${v.attrs.option}: rulings counted`);
    assert.equal(Number(cell.properties.dataPassed), tagged.filter((r) => r.status === 'passed').length, `${v.attrs.option}: passed counted`);
  }
});

test('TWGP: each option chapter says which key switches it on', () => {
  const openers = spec.clauses.filter((c) => c.book === 'twgp' && c.kind === 'variant' && c.id.endsWith('.option'));
  assert.ok(openers.length >= 11, 'the option chapters 21–31 but 23 open with a variant clause each (26 with two)');
  for (const c of openers) {
    const banner = select('.chapter-option', page(pathOf(c.file)));
    assert.ok(banner, `${c.file}: no option banner`);
    assert.ok(String(banner.properties.dataOption).split(' ').includes(c.attrs.option!), `${c.file}: ${c.attrs.option}`);
    assert.ok(toString(banner).includes(c.attrs.option!), c.file);
  }
  // The sixteen kinds continue chapter 22's option: their chapter is switched on by the same key.
  assert.equal(select('.chapter-option', page(pathOf('spec/twgp/23-charge-effect-kinds.md')))?.properties.dataOption, 'charge-effects');
  assert.ok(!select('.chapter-option', page('/twgp/attack/')), 'a base-system chapter has no option banner');
});
