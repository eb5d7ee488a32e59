/**
 * Alternative readings on the site: a note that names the key of the reading it rejects shows
 * the key and lists the rulings of both readings apart; each book page lists its selectable
 * readings, one row per such note, from the clause index.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { loadSpec } from '../../tools/spec/load.ts';
import { loadRulings } from '../../tools/rulings/load.ts';
import { readingKeyOf } from '../../tools/spec/readings.ts';
import { chapterPathOf, page, ROOT } from './built-html.ts';

const spec = loadSpec(ROOT);
const rulings = loadRulings(ROOT);
const notes = spec.clauses.filter((c) => readingKeyOf(c));

test('every note with an alternative reading shows its key and the rulings of each reading under its own label', () => {
  assert.ok(notes.length >= 5);
  for (const note of notes) {
    const key = readingKeyOf(note)!;
    const box = select(`[id="${note.id}"]`, page(chapterPathOf(spec, note.file)))!;
    assert.equal(toString(select('.clause-head .clause-attr-option', box)!), `別の読み方の鍵 ${key}`, note.id);
    const tagged = rulings.filter((r) => r.clauseIds.includes(note.id));
    const names = (reading: string) => selectAll(`.reading-rulings ul[data-reading="${reading}"] li a`, box).map((a) => toString(a).replace(/^\S+ /, ''));
    assert.deepEqual(names(key).sort(), tagged.filter((r) => r.tags.includes(`@option:${key}`)).map((r) => r.name).sort(), note.id);
    assert.deepEqual(names('adopted').sort(), tagged.filter((r) => !r.tags.includes(`@option:${key}`)).map((r) => r.name).sort(), note.id);
    assert.ok(names(key).length > 0 && names('adopted').length > 0, `${note.id} has rulings of both readings`);
  }
});

test('each book page lists exactly its notes with an alternative reading, by key, linking the note', () => {
  for (const book of spec.books) {
    const rows = selectAll('.reading-row', page(`/${book}/`));
    const own = notes.filter((c) => c.book === book);
    assert.deepEqual(rows.map((r) => r.properties.dataReading), own.map((c) => readingKeyOf(c)), book);
    rows.forEach((row, i) => assert.match(String(select('a', row)!.properties.href), new RegExp(`#${own[i]!.id.replace(/\./g, '\\.')}$`)));
  }
});
