/**
 * The rulings of a book grouped by chapter for the rulings lists: a ruling belongs to the
 * chapter of the first clause it is tagged with (the clause it was written for; its other
 * clauses are shown beside it), so each ruling is listed exactly once. Rulings tagged with no
 * clause of the spec are grouped last, not dropped.
 */
import type { Chapter, Clause } from '../../../tools/spec/model.ts';
import type { Ruling } from '../../../tools/rulings/load.ts';
import { chaptersOf, siteData } from './data.ts';
import { countRulings, type RulingCounts } from './options.ts';

export interface ChapterGroup {
  /** The chapter, or undefined for the rulings tagged with no known clause. */
  chapter: Chapter | undefined;
  /** HTML id of the group's heading on the book's rulings page. */
  anchor: string;
  rulings: Ruling[];
  counts: RulingCounts;
}

/** The clauses a ruling is tagged with that the spec has, in tag order. */
export function taggedClauses(ruling: Ruling): Clause[] {
  const { clauseById } = siteData();
  return ruling.clauseIds.flatMap((id) => clauseById.get(id) ?? []);
}

/** The chapter a ruling is listed under: its first known clause's. */
export function rulingChapter(ruling: Ruling): Chapter | undefined {
  const first = taggedClauses(ruling)[0];
  return first ? siteData().spec.chapters.find((c) => c.file === first.file) : undefined;
}

export function bookRulings(book: string): Ruling[] {
  return siteData().rulings.filter((r) => r.book === book);
}

/** Books that have rulings, in the site's order. */
export function rulingBooks(ordered: readonly string[]): string[] {
  return ordered.filter((b) => siteData().rulings.some((r) => r.book === b));
}

/** A book's rulings by chapter, in chapter order; within a chapter, in file and line order. */
export function chapterGroups(book: string): ChapterGroup[] {
  const byFile = new Map<string, Ruling[]>();
  const loose: Ruling[] = [];
  for (const r of bookRulings(book)) {
    const ch = rulingChapter(r);
    if (ch) byFile.set(ch.file, [...(byFile.get(ch.file) ?? []), r]);
    else loose.push(r);
  }
  const groups: ChapterGroup[] = chaptersOf(book)
    .filter((ch) => byFile.has(ch.file))
    .map((ch) => ({ chapter: ch, anchor: `chapter-${ch.number}`, rulings: byFile.get(ch.file)!, counts: countRulings(byFile.get(ch.file)!) }));
  // A ruling's first clause may be in another book's chapter (chaptersOf holds this book's only).
  const elsewhere = [...byFile.entries()].filter(([file]) => !groups.some((g) => g.chapter!.file === file)).flatMap(([, rs]) => rs);
  const rest = [...elsewhere, ...loose];
  if (rest.length) groups.push({ chapter: undefined, anchor: 'chapter-none', rulings: rest, counts: countRulings(rest) });
  return groups;
}

export function rulingsListPath(book: string): string {
  return `/rulings/${book}/`;
}
