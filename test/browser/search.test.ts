/**
 * Search in a real browser (Debian's Chromium through playwright-core) over the built site:
 * rule terms, card names, clause IDs and display numbers each give, as the first result link,
 * the clause (or card page) a reader is after; rulings come after the rules; the dialog speaks
 * Japanese; Enter on a clause ID goes to the clause.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { openSite, type Session } from './session.ts';
import { waitForResults } from './search-results.ts';

let site: Session;
let page: Page;
before(async () => {
  site = await openSite();
  page = await site.browser.newPage();
  await page.goto(`${site.base}/`);
  await page.click('button[data-open-modal]');
});
after(async () => {
  await site?.close();
});

const LINKS = '#starlight__search .pagefind-ui__result-link';

/** Types a query and waits for Pagefind's results to show it, every one filled; returns the result links' paths with their anchors. */
async function search(term: string): Promise<string[]> {
  await page.fill('dialog input', term);
  await page.waitForFunction((t) => document.querySelector('.pagefind-ui__message')?.textContent?.includes(t), term, { timeout: 15000 });
  await waitForResults(page);
  return page.$$eval(LINKS, (links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).pathname + (a as HTMLAnchorElement).hash)));
}

const FIRST_RESULT: [query: string, expected: string][] = [
  // Rule terms: their definition.
  ['チャージ・ブースト', '/twgp/attack/#twgp.attack.charge-boost'],
  ['算定スピード', '/twgp/status/#twgp.status.speed'],
  ['結界', '/tommy-walker/terms/#tommy-walker.terms.barrier'],
  ['ライド', '/tommy-walker/terms/#tommy-walker.terms.ride'],
  // Card names (トミーウォーカーTCG): the card's page.
  ['チキンレッグの翔剣士・ラルフ', '/cards/tommy-walker/tw1-ralph/'],
  ['ゲルマンシャーク', '/cards/tommy-walker/tw4-german-shark/'],
  // Clause IDs and display numbers with the book.
  ['twgp.attack.charge-boost.achieve', '/twgp/attack/#twgp.attack.charge-boost.achieve'],
  ['charge-boost.achieve', '/twgp/attack/#twgp.attack.charge-boost.achieve'],
  ['TWGP 7.3.7', '/twgp/attack/#twgp.attack.charge-boost.achieve'],
  ['7.3.7 twgp', '/twgp/attack/#twgp.attack.charge-boost.achieve'],
  ['twgp 7.3', '/twgp/attack/#sec-7.3'],
];

for (const [query, expected] of FIRST_RESULT) {
  test(`search 「${query}」 lands first on ${expected}`, async () => {
    const links = await search(query);
    assert.equal(links[0], expected, `results: ${links.slice(0, 6).join(', ')}`);
  });
}

test('a term without a definition of its own still lands on a clause of a rule chapter, rulings after', async () => {
  const links = await search('斬撃');
  assert.match(links[0]!, /^\/kakushin\/[^/]+\/#kakushin\./, `results: ${links.slice(0, 6).join(', ')}`);
  const pages = [...new Set(links.map((l) => l.split('#')[0]!))];
  const firstRuling = pages.findIndex((p) => p.startsWith('/rulings/'));
  const lastRule = pages.findLastIndex((p) => /^\/kakushin\/[^/]+\/$/.test(p));
  assert.ok(firstRuling === -1 || lastRule < firstRuling, `pages in order: ${pages.join(', ')}`);
});

test('the 種類 filter narrows a search to the rulings', async () => {
  await search('斬撃');
  const rulings = page.locator('#starlight__search input.pagefind-ui__filter-checkbox[name="種類"][value="裁定"]');
  await rulings.check();
  await page.waitForFunction(() => [...document.querySelectorAll('#starlight__search .pagefind-ui__result-link')].every((a) => (a as HTMLAnchorElement).pathname.startsWith('/rulings/')), null, { timeout: 15000 });
  await rulings.uncheck();
});

test('the search dialog speaks Japanese', async () => {
  await search('チャージ・ブースト');
  // The links can be there before the message: the earlier test's filter change starts a search of its own.
  await page.waitForFunction(() => /の検索結果 \d+ 件/u.test((document.querySelector('#starlight__search') as HTMLElement | null)?.innerText ?? ''), null, { timeout: 15000 });
  const text = await page.$eval('#starlight__search', (el) => (el as HTMLElement).innerText);
  assert.match(text, /「チャージ・ブースト」の検索結果 \d+ 件/);
  assert.match(text, /消去/);
  for (const english of ['results for', 'Clear', 'Load more', 'Filters', 'Searching']) assert.ok(!text.includes(english), `English left: ${english}`);
  assert.equal(await page.getAttribute('dialog input', 'placeholder'), '規則を検索');
});

test('Enter on a clause ID goes to the clause', async () => {
  await search('twgp.attack.charge-boost.achieve');
  await Promise.all([page.waitForURL(/#twgp\.attack\.charge-boost\.achieve$/), page.press('dialog input', 'Enter')]);
  assert.equal(await page.evaluate(() => document.querySelector(':target')?.id), 'twgp.attack.charge-boost.achieve');
  assert.equal(await page.evaluate(() => document.querySelector('site-search dialog')?.hasAttribute('open')), false);
});
