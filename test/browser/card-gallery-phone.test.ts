/**
 * The トミーウォーカーTCG card gallery on a 390 px phone (issue 13, point 5): the page does not
 * scroll sideways, each card is a stacked box with its name first, the name links and the
 * filter's controls are tap targets at least 44 px tall, and the filter still works.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { CARDS } from '../../engine/tommy-walker/cards.ts';
import { openSite, SHOTS, type Session } from './session.ts';

let site: Session;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

test('the card gallery fits a 390 px phone, with 44 px tap targets, and filters there', async () => {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  try {
    await page.goto(`${site.base}/cards/tommy-walker/`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, 'the gallery scrolls sideways');
    const links = await page.$$eval('.card-row .card-name a', (as) => as.map((a) => a.getBoundingClientRect()).map((r) => ({ h: r.height, left: r.left, right: r.right })));
    assert.equal(links.length, CARDS.length);
    assert.ok(links.every((r) => r.h >= 44 && r.left >= 0 && r.right <= 390), `small or off-screen card links: ${JSON.stringify(links.filter((r) => r.h < 44 || r.right > 390))}`);
    const selects = await page.$$eval('.card-filters select', (ss) => ss.map((s) => s.getBoundingClientRect().height));
    assert.ok(selects.length === 4 && selects.every((h) => h >= 44), `filter controls: ${selects.join(', ')}`);
    // Stacked: the name is the first thing in its box, above the other fields.
    const nameFirst = await page.$eval('.card-row', (row) => {
      const name = row.querySelector('.card-name')!.getBoundingClientRect();
      return [...row.querySelectorAll('td:not(.card-name)')].every((td) => td.getBoundingClientRect().top >= name.bottom - 1);
    });
    assert.ok(nameFirst, 'the card name is not first in its box');
    await page.selectOption('select[name="series"]', 'TW3');
    const shown = await page.$$eval('.card-row', (rows) => rows.filter((r) => (r as HTMLElement).offsetParent !== null).length);
    assert.equal(shown, CARDS.filter((c) => c.series === 'TW3').length);
    await page.screenshot({ path: join(SHOTS, 'cards-phone.png'), fullPage: false });
    await page.tap('.card-row:not([hidden]) .card-name a');
    await page.waitForURL(/\/cards\/tommy-walker\/tw3-/);
  } finally {
    await context.close();
  }
});
