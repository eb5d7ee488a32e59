/**
 * What the built site gives its search: every clause is a Pagefind sub-result (an id with a
 * data-pagefind-title), pages carry their kind's weight and 種類 filter, the search strings
 * are Japanese, and the jump table at /search/clauses.json holds every clause.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { loadSpec } from '../../tools/spec/load.ts';
import { loadRulings } from '../../tools/rulings/load.ts';
import { chapterPathOf, DIST, page, ROOT } from './built-html.ts';
import type { JumpTable } from '../../site/src/lib/clause-jump.ts';

const spec = loadSpec(ROOT);

test('every clause box is a search sub-result titled with its number, kind and ID', () => {
  const wrong: string[] = [];
  for (const clause of spec.clauses) {
    const el = select(`[id="${clause.id}"]`, page(chapterPathOf(spec, clause.file)));
    const title = el?.properties.dataPagefindTitle;
    if (typeof title !== 'string' || !title.startsWith(`${clause.number} `) || !title.endsWith(` ${clause.id}`)) wrong.push(`${clause.id}: ${String(title)}`);
  }
  assert.deepEqual(wrong, []);
});

/** The weight and filter on a page's content (Starlight's .sl-markdown-content) and on its title. */
function searchAttributes(path: string) {
  const tree = page(path);
  const content = select('.sl-markdown-content', tree);
  const title = select('h1#_top', tree);
  const titleBox = title && selectAll('[data-pagefind-weight]', tree).find((el) => select('h1#_top', el));
  return { weight: content?.properties.dataPagefindWeight, filter: content?.properties.dataPagefindFilter, titleWeight: titleBox?.properties.dataPagefindWeight };
}

test('rule chapters weigh most in search, rulings least, each in its 種類 filter; titles as their page, a reference page\'s as a rule', () => {
  assert.deepEqual(searchAttributes('/twgp/attack/'), { weight: '10', filter: '種類:規則', titleWeight: '10' });
  assert.deepEqual(searchAttributes('/tommy-walker/'), { weight: '10', filter: '種類:規則', titleWeight: '10' });
  assert.deepEqual(searchAttributes('/skills/kakushin/'), { weight: '5', filter: '種類:資料', titleWeight: '10' });
  assert.deepEqual(searchAttributes('/cards/tommy-walker/tw1-ralph/'), { weight: '5', filter: '種類:資料', titleWeight: '10' });
  const ruling = loadRulings(ROOT)[0]!;
  assert.deepEqual(searchAttributes(`/rulings/${ruling.slug}/`), { weight: '0.1', filter: '種類:裁定', titleWeight: '0.1' });
  assert.deepEqual(searchAttributes('/about/'), { weight: '1', filter: undefined, titleWeight: '1' });
});

test('the search dialog is given Japanese strings for every Pagefind message Starlight passes on', () => {
  const box = select('site-search', page('/'));
  const strings = JSON.parse(String(box?.properties.dataTranslations)) as Record<string, string>;
  for (const key of ['placeholder', 'clear_search', 'load_more', 'search_label', 'filters_label', 'zero_results', 'many_results', 'one_result', 'alt_search', 'search_suggestion', 'searching']) {
    assert.match(strings[key] ?? '', /[\u3040-\u30ff\u4e00-\u9fff]/, `${key}: ${strings[key]}`);
  }
  assert.match(strings.many_results!, /\[COUNT\]/);
  assert.match(strings.many_results!, /\[SEARCH_TERM\]/);
});

test('the jump table holds every clause with its book, number and anchor, and every section by number', () => {
  const table = JSON.parse(readFileSync(join(DIST, 'search', 'clauses.json'), 'utf8')) as JumpTable;
  const rows = new Map(table.clauses.filter(([id]) => id !== '').map((row) => [row[0], row]));
  for (const clause of spec.clauses) {
    assert.deepEqual(rows.get(clause.id)?.slice(0, 4), [clause.id, clause.book, clause.number, `${chapterPathOf(spec, clause.file)}#${clause.id}`]);
  }
  assert.ok(table.clauses.some(([id, book, number, path]) => id === '' && book === 'twgp' && number === '7.3' && path === '/twgp/attack/#sec-7.3'));
  assert.deepEqual(Object.keys(table.books).sort(), [...spec.books].sort());
  assert.ok(table.books.twgp!.names.includes('twgp'));
});
