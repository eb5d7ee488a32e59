/** Starlight sidebar built from the spec: one group per rulebook, chapters in order. */
import { bookTitle, chapterPath, chaptersOf, orderedBooks } from './data.ts';

interface Link { label: string; link: string }
interface Group { label: string; items: (Link | Group)[]; collapsed?: boolean }

/** Generated pages of a book beyond its chapters. */
const EXTRA_PAGES: Record<string, Link[]> = {
  twgp: [{ label: '換算表（基本パワー）', link: '/conversion/twgp/' }, { label: 'シミュレーション', link: '/simulations/twgp/' }],
  'tommy-walker': [{ label: 'カード一覧', link: '/cards/tommy-walker/' }, { label: 'シミュレーション', link: '/simulations/tommy-walker/' }],
  kakushin: [
    { label: 'スキル一覧', link: '/skills/kakushin/' },
    { label: 'プランの文法', link: '/plan-grammar/kakushin/' },
  ],
};

/** A book's pages in sidebar order: front page, chapters, glossary, extra pages. */
function bookPages(book: string): Link[] {
  return [
    ...chaptersOf(book).map((c) => ({ label: c.number === 0 ? 'はじめに' : `${c.number}. ${c.title}`, link: chapterPath(c) })),
    { label: '用語集', link: `/glossary/${book}/` },
    { label: '適合状況', link: `/conformance/${book}/` },
    ...(Object.hasOwn(EXTRA_PAGES, book) ? EXTRA_PAGES[book]! : []),
  ];
}

export function sidebar(): (Link | Group)[] {
  const books: Group[] = orderedBooks().map((book) => ({ label: bookTitle(book), collapsed: true, items: bookPages(book) }));
  return [{ label: '裁定と判定結果', link: '/rulings/' }, { label: '適合状況', link: '/conformance/' }, { label: '条項の変更履歴', link: '/changes/' }, ...books];
}

/**
 * Previous and next links of a book's page, in sidebar order but never across books, as
 * Starlight frontmatter (`prev`/`next`; false for none). Starlight's own pagination stays off
 * in the config because it walks the whole sidebar: the rulings list would lead into TWGP,
 * and each book's last page into the next book. Links are site paths with Astro's base.
 */
export function bookNeighbours(book: string, path: string, href: (p: string) => string) {
  const pages = bookPages(book);
  const i = pages.findIndex((p) => p.link === path);
  const link = (p: Link | undefined) => (p ? { label: p.label, link: href(p.link) } : false);
  return { prev: i > 0 ? link(pages[i - 1]) : false, next: i >= 0 ? link(pages[i + 1]) : false };
}
