/**
 * What a deployed site needs (issue 13, point 8): the address from SITE_URL, a sitemap of the
 * real pages only, a favicon, and previous / next links through each book's chapters.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { loadSpec } from '../../tools/spec/load.ts';
import { DEFAULT_SITE_URL, siteUrl } from '../../site/src/lib/site-url.ts';
import { DIST, page, ROOT } from './built-html.ts';

const spec = loadSpec(ROOT);

test('SITE_URL gives the site its address; without it the local one; a malformed one is refused', () => {
  assert.equal(siteUrl(undefined), DEFAULT_SITE_URL);
  assert.equal(siteUrl(''), DEFAULT_SITE_URL);
  assert.equal(siteUrl('https://rules.example.org'), 'https://rules.example.org');
  assert.equal(siteUrl('https://rules.example.org/'), 'https://rules.example.org');
  assert.throws(() => siteUrl('rules.example.org'), /not an absolute URL/);
  assert.throws(() => siteUrl('ftp://rules.example.org'), /http or https/);
  assert.throws(() => siteUrl('https://example.org/rules/'), /without a path/);
});

/** Every <loc> of the built sitemaps. */
function sitemapUrls(): string[] {
  const files = readdirSync(DIST).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  assert.ok(files.length > 0, 'no sitemap-N.xml in site/dist');
  return files.flatMap((f) => [...readFileSync(join(DIST, f), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!));
}

test('the sitemap lists the chapters at the configured address and leaves out the forwarding /clause/ pages', () => {
  const urls = sitemapUrls();
  const origin = new URL(urls[0]!).origin;
  assert.ok(urls.every((u) => u.startsWith(`${origin}/`)), 'every address on one origin');
  assert.equal(select('link[rel="canonical"]', page('/twgp/attack/'))?.properties.href, `${origin}/twgp/attack/`);
  const paths = new Set(urls.map((u) => new URL(u).pathname));
  assert.deepEqual([...paths].filter((p) => p.startsWith('/clause/')), []);
  assert.ok(existsSync(join(DIST, 'clause', 'twgp.attack.charge-boost.achieve', 'index.html')), 'the forwarding pages are still built');
  for (const c of spec.chapters.filter((ch) => ch.number !== 0)) assert.ok(paths.has(`/${c.book}/${c.slug}/`), `${c.file} missing from the sitemap`);
});

test('every page links the favicon, which is built', () => {
  for (const path of ['/', '/twgp/attack/', '/rulings/']) {
    assert.equal(select('link[rel="shortcut icon"]', page(path))?.properties.href, '/favicon.svg', path);
  }
  assert.match(readFileSync(join(DIST, 'favicon.svg'), 'utf8'), /^<svg /);
});

test('each chapter links the previous and next page of its own book, in chapter order, never another book', () => {
  for (const book of spec.books) {
    const chapters = spec.chapters.filter((c) => c.book === book).sort((a, b) => a.number - b.number);
    const paths = chapters.map((c) => (c.number === 0 ? `/${book}/` : `/${book}/${c.slug}/`));
    paths.forEach((path, i) => {
      const links = selectAll('.pagination-links a', page(path));
      const rel = (r: string) => links.find((a) => String(a.properties.rel) === r)?.properties.href;
      assert.equal(rel('prev'), i > 0 ? paths[i - 1] : undefined, `${path}: previous`);
      // After the last chapter comes the book's glossary.
      assert.equal(rel('next'), i + 1 < paths.length ? paths[i + 1] : `/glossary/${book}/`, `${path}: next`);
    });
  }
  assert.equal(selectAll('.pagination-links a', page('/rulings/')).length, 0, 'the rulings list leads into no book');
});
