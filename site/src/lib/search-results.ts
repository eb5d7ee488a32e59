/**
 * How a Pagefind result is shown: it lands on its best-matching clause. Pagefind splits a
 * page into sub-results at every element with an id and a data-pagefind-title (each clause
 * box, see render.ts), but its default UI links the page itself and lists up to three
 * sub-results in page order. Here the sub-results are ranked by their match score and the
 * result's own link, title and excerpt become the best one's on a page of rules (種類 規則), so
 * the first link of a result goes to the clause; other pages (a card, a ruling) keep their own
 * link, where their sections' headings would be a worse landing. Pure, for the page and Node tests.
 */

export interface WeightedLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

export interface SubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
  weighted_locations: WeightedLocation[];
}

export interface ResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[]>;
  sub_results: SubResult[];
}

/** The filter that tells the kinds of page apart, and its value on the rule chapters (see lib/search-weights.ts). */
export const KIND_FILTER = '種類';
export const RULES_KIND = '規則';

/** Separates the page's title from its clause's in a result title. */
export const TITLE_SEPARATOR = ' › ';

function score(sub: SubResult): number {
  return sub.weighted_locations.reduce((total, l) => total + l.balanced_score, 0);
}

/** The result re-pointed at its best sub-result, the others following best first. */
export function landOnBestAnchor<T extends ResultData>(result: T): T {
  if (result.sub_results.length === 0) return result;
  const ranked = [...result.sub_results].sort((a, b) => score(b) - score(a));
  const best = ranked[0]!;
  const rules = result.filters?.[KIND_FILTER]?.includes(RULES_KIND) ?? false;
  if (!rules || best.url === result.url) return { ...result, sub_results: ranked };
  const title = result.meta.title && best.title && best.title !== result.meta.title ? `${result.meta.title}${TITLE_SEPARATOR}${best.title}` : (result.meta.title ?? best.title);
  return { ...result, url: best.url, excerpt: best.excerpt, meta: { ...result.meta, title }, sub_results: ranked };
}
