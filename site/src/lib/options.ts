/**
 * The options and variant rules of a book as the site shows them: each `variant` clause with
 * its `option=` key, what it changes, the clauses it governs and the rulings that run with it
 * switched on (those tagged `@option:<key>`), with their results. Read from the same clause
 * index and results as every other page.
 */
import type { Link } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Chapter, Clause } from '../../../tools/spec/model.ts';
import type { Ruling } from '../../../tools/rulings/load.ts';
import { NORMATIVE_KINDS } from '../../../tools/spec/syntax.ts';
import { siteData } from './data.ts';

export interface RulingCounts {
  total: number;
  passed: number;
  failed: number;
  notApplicable: number;
  notRun: number;
}

export interface OptionRow {
  key: string;
  /** The variant clause that defines the key. */
  clause: Clause;
  /** The chapter the key switches on, when the clause opens an option chapter (an ID ending in `.option`). */
  chapter?: Chapter;
  /** The normative clauses the key governs: its chapter's (and those of chapters continuing it), or else the variant clause alone. */
  clauses: Clause[];
  /** The rulings that run with the key switched on. */
  rulings: RulingCounts;
}

/** How many of `rulings` have each status. */
export function countRulings(rulings: readonly Ruling[]): RulingCounts {
  const n = (s: Ruling['status']) => rulings.filter((r) => r.status === s).length;
  return { total: rulings.length, passed: n('passed'), failed: n('failed'), notApplicable: n('not-applicable'), notRun: n('not-run') };
}

const isOpener = (c: Clause) => c.kind === 'variant' && Boolean(c.attrs.option) && c.id.endsWith('.option');

/**
 * The variant clauses (`….option`) whose keys switch a chapter on: the chapter's own, or, for
 * a chapter that continues another option's rules (such as the sixteen charge-effect kinds),
 * the ones its introduction links to. Empty for a chapter of the base system.
 */
export function chapterOptions(chapter: Pick<Chapter, 'file' | 'blocks'>): Clause[] {
  const { spec, clauseById } = siteData();
  const own = spec.clauses.filter((c) => c.file === chapter.file && isOpener(c));
  if (own.length) return own;
  const intro = chapter.blocks.slice(0, Math.max(0, chapter.blocks.findIndex((b) => b.type === 'clause')));
  const linked = new Set<string>();
  for (const b of intro) {
    if (b.type !== 'commentary') continue;
    visit(b.node, 'link', (l: Link) => {
      if (l.url.startsWith('#')) linked.add(decodeURIComponent(l.url.slice(1)));
    });
  }
  return [...linked].map((id) => clauseById.get(id)).filter((c): c is Clause => c !== undefined && isOpener(c));
}

/** One row per variant clause of the book that has an `option=` key, in the book's order. */
export function optionRows(book: string): OptionRow[] {
  const { spec, rulings } = siteData();
  return spec.clauses
    .filter((c) => c.book === book && c.kind === 'variant' && c.attrs.option)
    .map((clause) => {
      const key = clause.attrs.option!;
      const chapter = isOpener(clause) ? spec.chapters.find((ch) => ch.file === clause.file) : undefined;
      // An option governs its chapter's clauses, and those of the chapters that continue it.
      const files = chapter ? spec.chapters.filter((ch) => ch.book === book && chapterOptions(ch).includes(clause)).map((ch) => ch.file) : [];
      const clauses = chapter ? spec.clauses.filter((c) => files.includes(c.file) && NORMATIVE_KINDS.includes(c.kind)) : [clause];
      const tagged = rulings.filter((r) => r.book === book && r.tags.includes(`@option:${key}`));
      return { key, clause, ...(chapter ? { chapter } : {}), clauses, rulings: countRulings(tagged) };
    });
}

/** A clause's text cut to `max` characters for a table cell. */
export function summary(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** One option or variant rule a playground offers to switch on, in the spec's terms. */
export interface PlayOption {
  key: string;
  /** Its name: a clause's own lead words, an option's heading (or its chapter's title), or the heading a variant sits under. */
  name: string;
  /** The clauses that define it (a key defined in two places has two), each with its number and address. */
  clauses: { id: string; number: string; href: string }[];
  /** The opening of its first clause. */
  summary: string;
}

/** A variant clause's own name: the lead words of its text (`Ｌ / S‐Dカウンター。 …`, `リ=ユース：…`), if short. */
const leadWords = (text: string): string | undefined => /^([^。、：]{2,24})(?:。\s|：)/.exec(text)?.[1];
/** Headings that name no option: those of an option chapter's opening section. */
const PLAIN_HEADINGS = new Set(['オプションとしての扱い', '通則']);

/** The name of the option or variant a clause defines (PlayOption.name). */
function optionName(r: OptionRow): string {
  const lead = leadWords(r.clause.text);
  if (lead) return lead;
  if (r.chapter) return PLAIN_HEADINGS.has(r.clause.title) ? r.chapter.title : r.clause.title;
  return `${r.clause.title.replace(/とは$/, '')}の変則ルール`;
}

/**
 * The options of `book` a playground offers: one entry per key the engine announces (`keys`,
 * its contract's `options`), in the book's order, named and linked from the clause index.
 * A key the engine announces without a variant clause keeps its key as its name.
 */
export function playOptions(book: string, keys: readonly string[], hrefOf: (c: Clause) => string): PlayOption[] {
  const rows = optionRows(book).filter((r) => keys.includes(r.key));
  const out = new Map<string, PlayOption>();
  for (const r of rows) {
    const link = { id: r.clause.id, number: r.clause.number, href: hrefOf(r.clause) };
    const known = out.get(r.key);
    if (known) known.clauses.push(link);
    else out.set(r.key, { key: r.key, name: optionName(r), clauses: [link], summary: summary(r.clause.text, 70) });
  }
  for (const k of keys) if (!out.has(k)) out.set(k, readingOption(book, k, hrefOf) ?? { key: k, name: k, clauses: [], summary: '' });
  return [...out.values()];
}

/**
 * A key that is a note's alternative reading (`note[…] option=<key>`), offered like an option:
 * named 別の読み方 and the note's question (its lead after 解釈：), linked to the note.
 */
function readingOption(book: string, key: string, hrefOf: (c: Clause) => string): PlayOption | undefined {
  const note = siteData().spec.clauses.find((c) => c.book === book && c.kind === 'note' && c.attrs.option === key);
  if (!note) return undefined;
  const question = /^解釈：([^。]+)。/.exec(note.text.trimStart())?.[1];
  return {
    key,
    name: `別の読み方${question ? `：${question}` : ''}`,
    clauses: [{ id: note.id, number: note.number, href: hrefOf(note) }],
    summary: summary(note.text, 70),
  };
}
