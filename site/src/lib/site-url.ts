/**
 * The address the site is published at, from SITE_URL: canonical links and the sitemap are
 * made from it. Without it, the address `npm start` serves (a local build is not deployed).
 */
export const DEFAULT_SITE_URL = 'http://localhost:4321';

export function siteUrl(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`SITE_URL is not an absolute URL: '${value}' (e.g. https://rules.example.org)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must be an http or https URL, got '${value}'`);
  if (url.pathname !== '/') throw new Error(`SITE_URL must be the site's origin without a path, got '${value}' (the site is built for the root of its host)`);
  return url.origin;
}
