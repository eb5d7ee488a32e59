/**
 * The glossary's entries and kana index: every definition of a book with its reading, English
 * gloss and other names (the clause index's `gloss`, tools/spec/terms.ts), sorted by reading in
 * gojūon order and grouped in the rows あ か さ た な は ま や ら わ.
 */
import type { Clause } from '../../../tools/spec/model.ts';
import { chaptersOf, siteData } from './data.ts';

/** The gojūon rows: the row's label, an anchor name, and the kana that start it. */
export const KANA_ROWS = [
  { label: 'あ', anchor: 'kana-a', kana: 'あいうえお' },
  { label: 'か', anchor: 'kana-ka', kana: 'かきくけこ' },
  { label: 'さ', anchor: 'kana-sa', kana: 'さしすせそ' },
  { label: 'た', anchor: 'kana-ta', kana: 'たちつてと' },
  { label: 'な', anchor: 'kana-na', kana: 'なにぬねの' },
  { label: 'は', anchor: 'kana-ha', kana: 'はひふへほ' },
  { label: 'ま', anchor: 'kana-ma', kana: 'まみむめも' },
  { label: 'や', anchor: 'kana-ya', kana: 'やゆよ' },
  { label: 'ら', anchor: 'kana-ra', kana: 'らりるれろ' },
  { label: 'わ', anchor: 'kana-wa', kana: 'わゐゑをん' },
] as const;

const SMALL = new Map([...'ぁあぃいぅうぇえぉおっつゃやゅゆょよゎわゕかゖけ'].flatMap((ch, i, all) => (i % 2 === 0 ? [[ch, all[i + 1]!]] : [])));

/** The row label of a reading (voiced and small kana count as their plain kana), or undefined. */
export function kanaRow(reading: string): string | undefined {
  const first = reading.normalize('NFD')[0];
  if (first === undefined) return undefined;
  const plain = SMALL.get(first) ?? first;
  return KANA_ROWS.find((r) => r.kana.includes(plain))?.label;
}

const collator = new Intl.Collator('ja');

export interface GlossaryEntry {
  definition: Clause;
  reading?: string;
  row?: string;
  chapter: { number: number; title: string };
  /** Definitions of the same term elsewhere (this book's other senses and other books). */
  sameName: Clause[];
}

/** A book's definitions in reading order; terms without a reading come last. */
export function glossaryEntries(book: string): GlossaryEntry[] {
  const all = siteData().spec.clauses.filter((c) => c.kind === 'definition');
  const chapters = chaptersOf(book);
  return all
    .filter((c) => c.book === book)
    .map((d) => {
      const chapter = chapters.find((ch) => ch.file === d.file)!;
      const reading = d.gloss?.reading;
      return {
        definition: d,
        ...(reading ? { reading, row: kanaRow(reading) } : {}),
        chapter: { number: chapter.number, title: chapter.title },
        sameName: all.filter((o) => o !== d && o.term === d.term),
      };
    })
    .sort((a, b) => (a.reading && b.reading ? collator.compare(a.reading, b.reading) : a.reading ? -1 : b.reading ? 1 : 0) || collator.compare(a.definition.term ?? '', b.definition.term ?? ''));
}
