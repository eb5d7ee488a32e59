import { test } from 'node:test';
import assert from 'node:assert/strict';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { loadSpec } from '../../tools/spec/load.ts';
import { page, ROOT } from './built-html.ts';

const spec = loadSpec(ROOT);
const ROWS = ['あ', 'か', 'さ', 'た', 'な', 'は', 'ま', 'や', 'ら', 'わ'];
/** The gojūon row of a hiragana reading, written out here rather than taken from the site's code. */
const ROW_KANA = ['あいうえおぁぃぅぇぉゔ', 'かきくけこがぎぐげご', 'さしすせそざじずぜぞ', 'たちつてとだぢづでどっ', 'なにぬねの', 'はひふへほばびぶべぼぱぴぷぺぽ', 'まみむめも', 'やゆよゃゅょ', 'らりるれろ', 'わをん'];
const rowOf = (reading: string) => ROWS[ROW_KANA.findIndex((k) => k.includes(reading[0]!))];

for (const book of spec.books) {
  test(`${book} glossary: a kana index in gojūon order, every term under its row, sorted by reading`, () => {
    const tree = page(`/glossary/${book}/`);
    const index = selectAll('.kana-index li', tree).map((li) => toString(li));
    assert.deepEqual(index.slice(0, 10), ROWS);
    const sections = selectAll('section[data-kana-row]', tree);
    const labels = sections.map((s) => String(s.properties.dataKanaRow));
    const known = labels.filter((l) => ROWS.includes(l));
    assert.deepEqual(known, [...known].sort((a, b) => ROWS.indexOf(a) - ROWS.indexOf(b)), 'rows out of gojūon order');
    assert.deepEqual(labels.filter((l) => !ROWS.includes(l)), [], 'terms without a kana row');
    for (const link of selectAll('.kana-index a', tree)) assert.ok(select(`[id="${String(link.properties.href).slice(1)}"]`, tree), `index link ${link.properties.href} goes nowhere`);
    const collator = new Intl.Collator('ja');
    let previous = '';
    let count = 0;
    for (const section of sections) {
      for (const dt of selectAll('dt', section)) {
        const reading = String(dt.properties.dataReading);
        assert.equal(rowOf(reading), section.properties.dataKanaRow, `${dt.properties.dataTermId}: reading ${reading} under row ${section.properties.dataKanaRow}`);
        assert.ok(collator.compare(previous, reading) <= 0, `${reading} comes after ${previous}`);
        assert.match(toString(dt), new RegExp(`（${reading}）`));
        previous = reading;
        count++;
      }
    }
    assert.equal(count, spec.clauses.filter((c) => c.book === book && c.kind === 'definition').length);
  });
}

test("a glossary entry shows the term's reading, English gloss, abbreviations, book and chapter", () => {
  const dt = select('dt[data-term-id="twgp.attack.charge-boost"]', page('/glossary/twgp/'))!;
  assert.equal(dt.properties.dataReading, 'ちゃーじぶーすと');
  const all = selectAll('dt, dd', page('/glossary/twgp/'));
  const entry = all[all.indexOf(dt) + 1]!;
  assert.equal(toString(select('.term-en', entry)!), '英 charge boost');
  assert.equal(toString(select('.term-abbr', entry)!), '略記 Cブースト');
  assert.match(toString(select('.term-where', entry)!), /^TCG World Grand Prix.* 第7章 /);
});

test('same-named terms are told apart by chapter and linked to each other', () => {
  const tree = page('/glossary/twgp/');
  const damages = selectAll('dt', tree).filter((dt) => toString(dt).startsWith('ダメージ（'));
  assert.ok(damages.length >= 3, `only ${damages.length} ダメージ entries`);
  const all = selectAll('dt, dd', tree);
  const wheres = damages.map((dt) => toString(select('.term-where', all[all.indexOf(dt) + 1]!)!));
  assert.equal(new Set(wheres).size, wheres.length, `same-named entries look alike: ${wheres.join(' | ')}`);
  for (const dt of damages) assert.ok(select('.term-same-name a', all[all.indexOf(dt) + 1]!), 'no link to the other ダメージ');
  // Across books: ターン is defined in three books.
  const turn = selectAll('dt', page('/glossary/kakushin/')).find((dt) => dt.properties.dataTermId === 'kakushin.term.turn')!;
  const k = selectAll('dt, dd', page('/glossary/kakushin/'));
  const others = toString(select('.term-same-name', k[k.indexOf(turn) + 1]!)!);
  assert.match(others, /トミーウォーカーTCG/);
  assert.match(others, /じゃんけん・ギア/);
});
