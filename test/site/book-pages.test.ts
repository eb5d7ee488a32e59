import { test } from 'node:test';
import assert from 'node:assert/strict';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { loadSpec } from '../../tools/spec/load.ts';
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
    const row = rows.find((r) => toString(select('td:nth-child(2)', r)!).startsWith(skill.name));
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
