/** Starlight sidebar built from the spec: one group per rulebook, chapters in order. */
import { bookTitle, chapterPath, chaptersOf, orderedBooks } from './data.ts';

interface Link { label: string; link: string }
interface Group { label: string; items: (Link | Group)[]; collapsed?: boolean }

/** Generated pages of a book beyond its chapters. */
const EXTRA_PAGES: Record<string, Link[]> = {
  twgp: [{ label: '換算表（基本パワー）', link: '/conversion/twgp/' }],
  'tommy-walker': [{ label: 'カード一覧', link: '/cards/tommy-walker/' }],
  kakushin: [
    { label: 'スキル一覧', link: '/skills/kakushin/' },
    { label: 'プランの文法', link: '/plan-grammar/kakushin/' },
  ],
};

export function sidebar(): (Link | Group)[] {
  const books: Group[] = orderedBooks().map((book) => ({
    label: bookTitle(book),
    collapsed: true,
    items: [
      ...chaptersOf(book).map((c) => ({ label: c.number === 0 ? 'はじめに' : `${c.number}. ${c.title}`, link: chapterPath(c) })),
      { label: '用語集', link: `/glossary/${book}/` },
      ...(Object.hasOwn(EXTRA_PAGES, book) ? EXTRA_PAGES[book]! : []),
    ],
  }));
  return [{ label: '裁定と判定結果', link: '/rulings/' }, ...books];
}
