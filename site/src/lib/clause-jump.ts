/**
 * Search by clause ID or display number: the search box jumps straight to a clause when the
 * query is its ID (`twgp.attack.charge-boost.achieve`, or its tail `charge-boost.achieve`) or
 * its display number with the book (`TWGP 7.3.7`, `7.3.7 twgp`, `トミーウォーカー 4.2`), and
 * offers a term's definition when the query is a defined term (`チャージ・ブースト`).
 * Full-text search cannot promise that: an ID splits into words found all over its chapter,
 * and a bare number matches in every book. This module is pure (it runs in the page, on the
 * clause table the site writes at /search/clauses.json) so it is tested in Node.
 */

/**
 * One row of the jump table: clause ID, book key, display number, page path with the anchor,
 * label (kind and chapter), and for a definition the terms it defines. Chapters and sections
 * have rows too, with an empty ID.
 */
export type JumpClause = [id: string, book: string, number: string, path: string, label: string, terms?: string[]];

export interface JumpBook {
  title: string;
  /** The names a reader may type for the book (its key, its title, the title's parts), normalised. */
  names: string[];
}

export interface JumpTable {
  books: Record<string, JumpBook>;
  clauses: JumpClause[];
}

export interface Jump {
  id: string;
  book: string;
  number: string;
  path: string;
  label: string;
}

/** Most jump links shown for one query. */
export const MAX_JUMPS = 5;

/** Full-width letters and digits as ASCII, lower case, no surrounding space. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase().trim();
}

/** The names of a book a reader may type: its key, its title, and the title's parts (`TWGP` from `…（TWGP）…`). */
export function bookNames(key: string, title: string): string[] {
  const parts = title.split(/[（）()\s]+/).filter((p) => p.length >= 2 && p !== '競技規則');
  return [...new Set([key, title, ...parts].map(normalise))];
}

const NUMBER = String.raw`\d+(?:\.\d+)*`;
const NUMBER_THEN_BOOK = new RegExp(String.raw`^(${NUMBER})\.?[\s:：,、]*(.*)$`);
const BOOK_THEN_NUMBER = new RegExp(String.raw`^(.*?)[\s:：,、第]*(${NUMBER})\.?$`);

function toJump([id, book, number, path, label]: JumpClause): Jump {
  return { id, book, number, path, label };
}

/** Books whose names contain the typed book name (at least two characters), or all books when none is typed. */
function booksNamed(table: JumpTable, typed: string): Set<string> | undefined {
  const name = typed.trim();
  if (name === '') return new Set(Object.keys(table.books));
  if (name.length < 2) return undefined;
  const books = Object.entries(table.books).filter(([, book]) => book.names.some((n) => n.includes(name)));
  return books.length > 0 ? new Set(books.map(([key]) => key)) : undefined;
}

function byNumber(table: JumpTable, query: string): Jump[] {
  const match = NUMBER_THEN_BOOK.exec(query) ?? BOOK_THEN_NUMBER.exec(query);
  if (!match) return [];
  const [number, typedBook] = NUMBER_THEN_BOOK.test(query) ? [match[1]!, match[2]!] : [match[2]!, match[1]!];
  const books = booksNamed(table, typedBook);
  if (!books) return [];
  return table.clauses.filter(([, book, n]) => n === number && books.has(book)).map(toJump);
}

function byId(table: JumpTable, query: string): Jump[] {
  if (!/^[a-z0-9][\w-]*(?:\.[\w-]+)+$/.test(query)) return [];
  const exact = table.clauses.filter(([id]) => id !== '' && id === query);
  if (exact.length > 0) return exact.map(toJump);
  // A tail of an ID, cut at a dot: `charge-boost.achieve` for `twgp.attack.charge-boost.achieve`.
  return table.clauses.filter(([id]) => id !== '' && id.endsWith(`.${query}`)).map(toJump);
}

/** A term without the separators readers leave out or type differently (`チャージブースト`). */
function compact(term: string): string {
  return normalise(term).replace(/[・･\s]/g, '');
}

function byTerm(table: JumpTable, query: string): Jump[] {
  const wanted = compact(query);
  return table.clauses.filter(([, , , , , terms]) => terms?.some((term) => compact(term) === wanted)).map(toJump);
}

/** The clauses a query names by ID, display number or defined term, best first; none for an ordinary search. */
export function clauseJumps(table: JumpTable, rawQuery: string): Jump[] {
  const query = normalise(rawQuery);
  if (query === '') return [];
  const numbered = /\d/.test(query[0]!) || /\d\.?$/.test(query) ? byNumber(table, query) : [];
  const jumps = numbered.length > 0 ? numbered : byId(table, query);
  return (jumps.length > 0 ? jumps : byTerm(table, query)).slice(0, MAX_JUMPS);
}
