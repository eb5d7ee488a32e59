/**
 * The selectable readings of a book as the site shows them: each note clause with an
 * `option=` key (the reading it rejects), and its rulings split by reading — those tagged
 * `@option:<key>` play the alternative, the note's other rulings play the adopted reading.
 * Read from the same clause index and results as every other page.
 */
import type { Clause } from '../../../tools/spec/model.ts';
import type { Ruling } from '../../../tools/rulings/load.ts';
import { readingKeyOf } from '../../../tools/spec/readings.ts';
import { countRulings, type RulingCounts } from './options.ts';
import { siteData } from './data.ts';

export interface ReadingRow {
  key: string;
  note: Clause;
  adopted: RulingCounts;
  alternative: RulingCounts;
}

/** A note's rulings: those of the reading it adopts and those of its alternative (its key switched on). */
export function readingRulings(note: Clause): { key: string; adopted: Ruling[]; alternative: Ruling[] } | undefined {
  const key = readingKeyOf(note);
  if (!key) return undefined;
  const rulings = siteData().rulingsOf.get(note.id) ?? [];
  const on = (r: Ruling) => r.tags.includes(`@option:${key}`);
  return { key, adopted: rulings.filter((r) => !on(r)), alternative: rulings.filter(on) };
}

/** One row per note of the book that names an alternative reading, in the book's order. */
export function readingRows(book: string): ReadingRow[] {
  return siteData()
    .spec.clauses.filter((c) => c.book === book && readingKeyOf(c))
    .map((note) => {
      const split = readingRulings(note)!;
      return { key: split.key, note, adopted: countRulings(split.adopted), alternative: countRulings(split.alternative) };
    });
}
