/**
 * The dashboard's mutation scores (/conformance/ and /conformance/<book>/) against
 * mutation/scores.json read here as plain JSON: every book with a recorded full run shows its
 * score, caught / counted, date and commit; a book without one says it was not measured; a
 * book's own page lists each module's score.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { loadSpec } from '../../tools/spec/load.ts';
import { page, ROOT } from './built-html.ts';

interface Recorded { date: string; commit: string; caught: number; counted: number; score: number; modules: Record<string, number | null> }

const file = join(ROOT, 'mutation', 'scores.json');
const scores = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as Record<string, Recorded>;
const books = loadSpec(ROOT).books;
const text = (s: string) => s.replace(/\s+/g, ' ').trim();

test('the site dashboard shows every book\'s recorded mutation score, or that it was not measured', () => {
  const tree = page('/conformance/');
  for (const book of books) {
    const row = select(`table.mutation-table tr[data-book="${book}"]`, tree);
    assert.ok(row, `no mutation row for ${book}`);
    const s = scores[book];
    const cells = text(toString(row));
    if (!s) {
      assert.match(cells, /まだ測っていません/, `${book}: no score recorded, so the row must say so`);
      continue;
    }
    assert.ok(cells.includes(`${s.score.toFixed(1)}%`), `${book}: ${cells} lacks ${s.score}%`);
    assert.ok(cells.includes(`${s.caught} / ${s.counted}`), `${book}: ${cells} lacks ${s.caught} / ${s.counted}`);
    assert.ok(cells.includes(s.date) && cells.includes(s.commit), `${book}: ${cells} lacks the date and commit`);
  }
});

test('a book\'s dashboard lists the mutation score of each of its modules', () => {
  for (const [book, s] of Object.entries(scores)) {
    const tree = page(`/conformance/${book}/`);
    const rows = selectAll(`table[data-modules="${book}"] tr[data-module]`, tree);
    assert.deepEqual(rows.map((r) => r.properties?.dataModule), Object.keys(s.modules), `${book}: the modules listed`);
    for (const r of rows) {
      const m = s.modules[String(r.properties?.dataModule)];
      assert.ok(m !== undefined, `${book}: ${r.properties?.dataModule} is not a recorded module`);
      assert.ok(text(toString(r)).includes(m === null ? '変異体なし' : `${m.toFixed(1)}%`), `${book} ${r.properties?.dataModule}`);
    }
  }
});
