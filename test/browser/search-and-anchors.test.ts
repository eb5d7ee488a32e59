/**
 * The built site in a real browser (Debian's Chromium through playwright-core): Starlight's
 * search finds Japanese rule terms, and clause permalinks land on the clause.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openSite, SHOTS, type Session } from './session.ts';
import { RESULT_LINKS, waitForResults } from './search-results.ts';

let site: Session;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

async function search(term: string): Promise<string[]> {
  const page = await site.browser.newPage();
  try {
    await page.goto(`${site.base}/`);
    await page.click('button[data-open-modal]');
    await page.fill('dialog input', term);
    await waitForResults(page);
    await page.screenshot({ path: join(SHOTS, 'search.png') });
    return await page.$$eval(RESULT_LINKS, (links) => links.map((a) => (a as HTMLAnchorElement).pathname));
  } finally {
    await page.close();
  }
}

test('search finds the Japanese term チャージ・ブースト on the attack chapter', async () => {
  const hits = await search('チャージ・ブースト');
  assert.ok(hits.includes('/twgp/attack/'), `results: ${hits.join(', ')}`);
});

test('search finds a term from the status chapter (算定スピード)', async () => {
  const hits = await search('算定スピード');
  assert.ok(hits.includes('/twgp/status/'), `results: ${hits.join(', ')}`);
});

test('a clause permalink scrolls to the clause, which shows its rulings and their status', async () => {
  const page = await site.browser.newPage();
  try {
    await page.goto(`${site.base}/twgp/attack/#twgp.attack.charge-boost.achieve`);
    assert.equal(await page.evaluate(() => document.querySelector(':target')?.id), 'twgp.attack.charge-boost.achieve');
    const statuses = await page.$$eval('[id="twgp.attack.charge-boost.achieve"] .clause-rulings .status', (els) => els.map((e) => e.textContent));
    assert.ok(statuses.length >= 1, 'no rulings shown beside the clause');
    assert.ok(statuses.every((s) => s === '合格'), `statuses: ${statuses.join(', ')}`);
    await page.screenshot({ path: join(SHOTS, 'clause.png') });
  } finally {
    await page.close();
  }
});
