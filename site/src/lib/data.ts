/**
 * The site's single source of data: the clause index and chapters from the spec tooling
 * (the one Markdown parser) and the rulings with their results. Read once per build.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadSpec } from '../../../tools/spec/load.ts';
import { defaultReports, loadRulings, type Ruling } from '../../../tools/rulings/load.ts';
import { rulingsByClause } from '../../../tools/rulings/coverage.ts';
import { findStale, readReviews } from '../../../tools/rulings/reviews.ts';
import type { Chapter, Clause, Spec } from '../../../tools/spec/model.ts';

/** Repository root: npm scripts run from it; RULEBOOK_ROOT overrides. */
export const ROOT = process.env.RULEBOOK_ROOT ?? process.cwd();

/**
 * The repository the site is built in (npm scripts run from it): the engines' own data, such as
 * the sample decks, comes from here even when RULEBOOK_ROOT points the spec and rulings elsewhere.
 */
export const REPOSITORY = process.cwd();

export interface SiteData {
  spec: Spec;
  rulings: Ruling[];
  /** Clauses by ID, and by the former IDs of renamed clauses. */
  clauseById: Map<string, Clause>;
  rulingsOf: Map<string, Ruling[]>;
  /** Rulings whose tagged clause changed since they were reviewed, as staleKey(ruling, clause ID). */
  staleRulings: Set<string>;
  /** Whether any book's report (reports/<book>.ndjson) existed when the site was built. */
  hasReport: boolean;
}

let cached: SiteData | undefined;

export function siteData(): SiteData {
  if (cached) return cached;
  if (!existsSync(join(ROOT, 'spec'))) {
    throw new Error(`no spec/ folder under ${ROOT}: build the site from the repository root (npm run site:build) or set RULEBOOK_ROOT`);
  }
  const spec = loadSpec(ROOT);
  const rulings = loadRulings(ROOT);
  cached = {
    spec,
    rulings,
    // A renamed clause's former IDs (aliases=) lead to it too, so old links still resolve.
    clauseById: new Map([
      ...[...spec.aliases].map(([former, id]): [string, Clause] => [former, spec.clauses.find((c) => c.id === id)!]),
      ...spec.clauses.map((c): [string, Clause] => [c.id, c]),
    ]),
    rulingsOf: rulingsByClause(rulings),
    hasReport: defaultReports(ROOT).length > 0,
    staleRulings: new Set(
      findStale(spec.clauses, rulings, (book) => readReviews(ROOT, book)).flatMap((f) => (f.kind === 'changed' ? [staleKey(f.ruling, f.clause.id)] : [])),
    ),
  };
  return cached;
}

/** Key of a ruling and one of its clauses in SiteData.staleRulings. */
export function staleKey(r: Pick<Ruling, 'book' | 'name'>, clauseId: string): string {
  return `${r.book}\u0000${r.name}\u0000${clauseId}`;
}

/** The order in which the site lists the rulebooks: TWGP first, then the complete games. */
const BOOK_ORDER = ['twgp', 'tommy-walker', 'kakushin', 'janken-gear'];

/** Rulebooks in display order; any book not named above follows alphabetically. */
export function orderedBooks(): string[] {
  const rank = (b: string) => (BOOK_ORDER.includes(b) ? BOOK_ORDER.indexOf(b) : BOOK_ORDER.length);
  return [...siteData().spec.books].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Display names of the rulebooks: the title of each book's front chapter (00-….md). */
export function bookTitle(book: string): string {
  const front = siteData().spec.chapters.find((c) => c.book === book && c.number === 0);
  return front?.title ?? book;
}

export function chaptersOf(book: string): Chapter[] {
  return siteData().spec.chapters.filter((c) => c.book === book).sort((a, b) => a.number - b.number);
}

/** Site path of a page, honouring Astro's base. */
export function href(path: string): string {
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return `${base}${path}`;
}

/** Page path of a chapter: the front chapter is the book's index page. */
export function chapterPath(c: Pick<Chapter, 'book' | 'slug' | 'number'>): string {
  return c.number === 0 ? `/${c.book}/` : `/${c.book}/${c.slug}/`;
}

/** Permanent address of a clause: its chapter page, anchored by the clause ID itself. */
export function clausePath(clause: Clause): string {
  const chapter = siteData().spec.chapters.find((c) => c.file === clause.file)!;
  return `${chapterPath(chapter)}#${clause.id}`;
}

export function rulingPath(r: Ruling): string {
  return `/rulings/${r.slug}/`;
}

export const STATUS_LABEL: Record<Ruling['status'], string> = {
  passed: '合格',
  failed: '不合格',
  'not-applicable': '対象外',
  'not-run': '未実行',
};

/** Labels of a step's result as Cucumber reports it. */
export const STEP_STATUS_LABEL: Record<string, string> = {
  passed: '合格',
  failed: '不合格',
  skipped: '省略',
  undefined: '未定義',
  pending: '保留',
  ambiguous: '曖昧',
  'not-run': '未実行',
};

export const KIND_LABEL: Record<Clause['kind'], string> = {
  rule: '規則',
  definition: '定義',
  example: '例',
  note: '注記',
  variant: '変則ルール',
};
