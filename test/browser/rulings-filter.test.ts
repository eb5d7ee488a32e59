/**
 * The rulings list's filter in Chromium (issue 13, point 5): status, clause and text narrow the
 * list and empty chapters disappear; with JavaScript off the whole list shows and no filter.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { loadRulings } from '../../tools/rulings/load.ts';
import { openSite, ROOT, SHOTS, type Session } from './session.ts';

const rulings = loadRulings(ROOT).filter((r) => r.book === 'twgp');

let site: Session;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

test('the TWGP rulings filter narrows by status, clause and text, and counts what it shows', async () => {
  const page = await site.browser.newPage();
  try {
    await page.goto(`${site.base}/rulings/twgp/`);
    const shown = () => page.$$eval('.ruling-item', (lis) => lis.filter((li) => (li as HTMLElement).offsetParent !== null).length);
    assert.ok(await page.isVisible('form.rulings-filter'), 'the script shows the filter');
    assert.equal(await shown(), rulings.length);
    await page.fill('input[name="clause"]', 'twgp.attack.charge-boost');
    const boost = rulings.filter((r) => r.clauseIds.some((id) => id.startsWith('twgp.attack.charge-boost')));
    assert.ok(boost.length > 0);
    assert.equal(await shown(), boost.length);
    assert.equal(await page.textContent('.rulings-filter output'), `${boost.length} 件を表示`);
    // Only chapters that keep a ruling stay.
    const chapters = await page.$$eval('.ruling-chapter', (ss) => ss.filter((s) => !(s as HTMLElement).hidden).length);
    assert.ok(chapters >= 1 && chapters < 10, `${chapters} chapters shown`);
    await page.fill('input[name="clause"]', '');
    await page.selectOption('select[name="status"]', 'passed');
    assert.equal(await shown(), rulings.filter((r) => r.status === 'passed').length);
    await page.selectOption('select[name="status"]', '');
    const word = 'チャージ・ブースト';
    await page.fill('input[name="text"]', word);
    assert.equal(await shown(), rulings.filter((r) => r.name.includes(word)).length);
    await page.fill('input[name="text"]', 'どの裁定の名前にもない語句xyz');
    assert.equal(await shown(), 0);
    assert.ok(await page.isVisible('.rulings-filter-empty'), 'says that nothing matches');
    await page.screenshot({ path: join(SHOTS, 'rulings-filter.png') });
  } finally {
    await page.close();
  }
});

test('without JavaScript the rulings list shows every ruling and no filter', async () => {
  const context = await site.browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${site.base}/rulings/twgp/`);
    assert.equal(await page.isVisible('form.rulings-filter'), false);
    const visible = await page.$$eval('.ruling-item', (lis) => lis.filter((li) => (li as HTMLElement).offsetParent !== null).length);
    assert.equal(visible, rulings.length);
  } finally {
    await context.close();
  }
});
