/**
 * How each kind of page ranks in search, in one place (Pagefind's data-pagefind-weight on the
 * page's content and title; 1 is the default, 10 the most): the rules' own text first, the
 * reference pages made from the spec (cards, skills, glossary, tables) next, rulings searchable
 * but weighted far down, so a ruling that repeats a rule's words never outranks the rule. The
 * 種類 filter lets a reader narrow a search to one kind. Keyed by Starlight's route id (the
 * page's path without slashes at the ends).
 */
import { KIND_FILTER, RULES_KIND } from './search-results.ts';

export interface PageSearch {
  weight: string;
  /** Pagefind's inline filter, `name:value`; none for pages outside the three kinds. */
  filter?: string;
}

export const RULES: PageSearch = { weight: '10', filter: `${KIND_FILTER}:${RULES_KIND}` };
export const REFERENCE: PageSearch = { weight: '5', filter: `${KIND_FILTER}:資料` };
export const RULINGS: PageSearch = { weight: '0.1', filter: `${KIND_FILTER}:裁定` };
export const OTHER: PageSearch = { weight: '1' };

/** First path segments of the reference pages generated from the spec. */
// (The plan grammar is a guide from docs/, not data of the spec: it ranks as an ordinary page.)
const REFERENCE_SECTIONS = new Set(['cards', 'skills', 'glossary', 'conversion']);

export function pageSearch(routeId: string, books: readonly string[]): PageSearch {
  const section = routeId.split('/')[0] ?? '';
  if (section === 'rulings') return RULINGS;
  if (books.includes(section)) return RULES;
  if (REFERENCE_SECTIONS.has(section)) return REFERENCE;
  return OTHER;
}

/**
 * The weight of a page's title: the page's own, except that a reference page's title is the
 * name of what it describes (a card, a skill), so it weighs as much as the rules: a search for
 * a card's full name lands on its page, not on a long rule chapter that shares its words.
 */
export function titleWeight(routeId: string, books: readonly string[]): string {
  const page = pageSearch(routeId, books);
  return page === REFERENCE ? RULES.weight : page.weight;
}
