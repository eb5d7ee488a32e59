/**
 * axe-core finds no serious or critical accessibility violation (contrast among them) on a
 * representative set of built pages, in Starlight's light and dark themes (issue 13). One
 * page of each kind the site generates: home, a book's front page, a chapter of each book
 * (じゃんけん・ギア's with its completion clauses, whose colours once failed in dark mode),
 * a glossary, a clause's short address (it forwards to the clause, highlighted as :target),
 * a ruling, a ruling of an outline row, the rulings overview and a book's rulings list, the
 * card gallery and a card, the skill table, the conversion page, the plan grammar, the
 * conformance dashboards (the site's, a book's, a clause list), the simulation charts, the
 * changelog of clauses and the rules playgrounds (test/browser/playground.test.ts also checks
 * them with a refused move and the other moves shown).
 *
 * SITE_DIST names another built site to check (to check this test against a site broken on
 * purpose).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AxeResults } from 'axe-core';
import { openSite, ROOT, type Session } from './session.ts';

const DIST = process.env.SITE_DIST ?? join(ROOT, 'site', 'dist');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The first ruling page, so the set needs no ruling's hash written down. */
function aRuling(): string {
  const book = join(DIST, 'rulings', 'twgp');
  const feature = readdirSync(book).sort()[0]!;
  const slug = readdirSync(join(book, feature)).sort()[0]!;
  return `/rulings/twgp/${feature}/${slug}/`;
}

/** The first ruling page of a トミーウォーカーTCG outline row (it shows the row's table and card links). */
function anOutlineRow(): string {
  const book = join(DIST, 'rulings', 'tommy-walker', 'cards');
  const slug = readdirSync(book).sort().find((s) => readFileSync(join(book, s, 'index.html'), 'utf8').includes('ruling-example'))!;
  return `/rulings/tommy-walker/cards/${slug}/`;
}

const PAGES = [
  '/',
  '/twgp/',
  '/twgp/attack/',
  '/tommy-walker/abilities/',
  '/kakushin/battle/',
  '/janken-gear/battle/',
  '/glossary/twgp/',
  '/clause/twgp.attack.charge-boost.achieve/',
  aRuling(),
  '/rulings/',
  '/rulings/twgp/',
  anOutlineRow(),
  '/cards/tommy-walker/',
  '/cards/tommy-walker/tw2-callisto/',
  '/skills/kakushin/',
  '/conversion/twgp/',
  '/plan-grammar/kakushin/',
  '/conformance/',
  '/conformance/janken-gear/',
  '/conformance/janken-gear/reference/',
  '/simulations/tommy-walker/',
  '/simulations/twgp/',
  '/changes/',
  '/play/tommy-walker/',
  '/play/janken-gear/',
  '/play/twgp/',
];
const BAD = new Set(['serious', 'critical']);

let site: Session;
before(async () => {
  site = await openSite(DIST);
});
after(async () => {
  await site?.close();
});

/** axe's serious and critical violations on a page, one line each with where they are. */
async function violations(path: string, theme: 'light' | 'dark'): Promise<string[]> {
  const context = await site.browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: theme });
  // Starlight's theme picker keeps the choice here and sets data-theme on <html> from it.
  await context.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
  const page = await context.newPage();
  try {
    await page.goto(`${site.base}${path}`, { waitUntil: 'load' });
    if (path.startsWith('/clause/')) await page.waitForURL(/#/);
    await page.waitForLoadState('load');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme, `${path}: theme not applied`);
    // Long chapters let the browser skip painting boxes off screen (content-visibility,
    // long-pages.css); axe reads colours from what is painted, so every box is laid out first,
    // as the phone-overflow test does, or a skipped box reads as another element's background.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await page.addScriptTag({ path: AXE });
    // Only the violations are collected (axe's resultTypes): the passes and incomplete checks
    // it would otherwise gather for every node cost 10–15% of its time on a long chapter.
    const results = (await page.evaluate(() => (window as unknown as { axe: { run(context: Document, options: object): Promise<unknown> } }).axe.run(document, { resultTypes: ['violations'] }))) as AxeResults;
    return results.violations
      .filter((v) => BAD.has(v.impact ?? ''))
      .map((v) => `${path} (${theme}): ${v.id} [${v.impact}] on ${v.nodes.length} element(s), e.g. ${v.nodes.slice(0, 2).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})` : ''}`).join('; ')}`);
  } finally {
    await context.close();
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe-core finds no serious or critical violation in the ${theme} theme on ${PAGES.length} representative pages`, { timeout: 10 * 60_000 }, async () => {
    const found: string[] = [];
    // Two pages at a time: axe's contrast check is the slow part, and the machines have two cores.
    for (let i = 0; i < PAGES.length; i += 2) {
      for (const v of await Promise.all(PAGES.slice(i, i + 2).map((p) => violations(p, theme)))) found.push(...v);
    }
    assert.equal(found.length, 0, `${found.length} serious or critical violations:\n${found.join('\n')}`);
  });
}
