import { test } from 'node:test';
import assert from 'node:assert/strict';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { loadSpec } from '../../tools/spec/load.ts';
import { loadRulings } from '../../tools/rulings/load.ts';
import { chapterPathOf, page, ROOT } from './built-html.ts';

const spec = loadSpec(ROOT);
const rulings = loadRulings(ROOT);
const pathOf = (file: string) => chapterPathOf(spec, file);

test('the rulings were run before the site was built (statuses are real)', () => {
  assert.ok(rulings.length > 0);
  assert.ok(rulings.every((r) => r.status !== 'not-run'), `not run: ${rulings.filter((r) => r.status === 'not-run').map((r) => r.uri).join(', ')}`);
});

test('beside each clause, every ruling tagged with it is listed with its status', () => {
  for (const ruling of rulings) {
    for (const id of ruling.clauseIds) {
      const clause = spec.clauses.find((c) => c.id === id);
      assert.ok(clause, `${ruling.uri}:${ruling.line} tags unknown clause ${id}`);
      const box = select(`[id="${id}"]`, page(pathOf(clause.file)))!;
      const link = selectAll('.clause-rulings a', box).find((a) => a.properties.href === `/rulings/${ruling.slug}/`);
      assert.ok(link, `${id} does not list ruling ${ruling.name}`);
      assert.equal(select('.status', link)!.properties.dataStatus, ruling.status);
    }
  }
});

test('each ruling has a page with its steps and links back to its clauses', () => {
  for (const ruling of rulings) {
    const tree = page(`/rulings/${ruling.slug}/`);
    const steps = selectAll('.ruling-steps > li', tree);
    assert.equal(steps.length, ruling.steps.length, ruling.name);
    assert.ok(toString(steps[0]!).includes(ruling.steps[0]!.text));
    const hrefs = selectAll('.ruling-clauses a', tree).map((a) => String(a.properties.href));
    for (const id of ruling.clauseIds) {
      const clause = spec.clauses.find((c) => c.id === id)!;
      assert.ok(hrefs.includes(`${pathOf(clause.file)}#${id}`), `${ruling.name} does not link to ${id}`);
    }
    assert.equal(select('.status', tree)!.properties.dataStatus, ruling.status);
  }
});
