/**
 * The TWGP conversion page (/conversion/twgp/) in Chromium: the engine's conversion runs in
 * the page (8700 for ドラクエ・バトルロード reads 87, 120 for ポケモン reads 12), refusals are shown
 * with their clause, and the page fits a 390 px phone without sideways scrolling, light and dark.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openSite, SHOTS, type Session } from './session.ts';

let site: Session;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

async function withPage<T>(options: { colorScheme?: 'light' | 'dark' }, body: (page: import('playwright-core').Page) => Promise<T>): Promise<T> {
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: options.colorScheme ?? 'light' });
  const page = await context.newPage();
  try {
    await page.goto(`${site.base}/conversion/twgp/`);
    return await body(page);
  } finally {
    await context.close();
  }
}

const convert = async (page: import('playwright-core').Page, game: string, value: string) => {
  await page.selectOption('select[name="game"]', game);
  await page.fill('input[name="value"]', value);
  return (await page.textContent('.conversion-power'))?.trim();
};

test('the conversion page converts printed values with the table: 8700 → 87 (ドラクエ・バトルロード), 120 → 12 (ポケモン)', async () => {
  await withPage({}, async (page) => {
    assert.equal(await convert(page, 'ドラクエ・バトルロード', '8700'), '87');
    const cited = await page.$$eval('.conversion-clauses a', (as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')));
    assert.ok(cited.includes('/twgp/status/#twgp.status.power.conversion'), cited.join(', '));
    assert.equal(await convert(page, 'ポケモン', '120'), '12');
    assert.equal(await page.textContent('.conversion-item'), 'HP');
    assert.equal(await convert(page, 'ドラクエ・バトルロード', '481'), '04');
    assert.equal(await convert(page, 'ヴァイスシュヴァルツ', '10000'), '10');
    assert.equal(await convert(page, '遊戯王', '☆4 ATK 0 DEF 1000'), '00');
    assert.ok((await page.textContent('.conversion-clauses'))!.includes('twgp.status.power.yugioh-zero'));
    assert.equal(await convert(page, 'マジック・ザ・ギャザリング', '{X}{2}{R}{R}'), '04');
    await page.screenshot({ path: join(SHOTS, 'conversion.png'), fullPage: true });
  });
});

test('a value that cannot be read is refused on the page with its clause; typed text is never HTML', async () => {
  await withPage({}, async (page) => {
    assert.equal(await convert(page, 'ポケモン', '<img src=x onerror=alert(1)>'), '--');
    assert.match((await page.textContent('.conversion-message'))!, /値を読めません/);
    assert.equal(await page.$$eval('.conversion-result img', (els) => els.length), 0);
    assert.equal(await convert(page, 'ドラクエ・バトルロード', '12000'), '99');
    assert.ok((await page.textContent('.conversion-clauses'))!.includes('twgp.status.power.conversion.overflow'));
  });
});

test('the conversion page fits a 390 px phone without sideways scrolling, in light and dark mode', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await withPage({ colorScheme }, async (page) => {
      await convert(page, 'マジック・ザ・ギャザリング', '{3}{R}{R}');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `${colorScheme}: the page is ${width} px wide`);
      const theme = await page.evaluate(() => document.documentElement.dataset.theme);
      assert.equal(theme, colorScheme);
      const [fg, bg] = await page.$eval('input[name="value"]', (el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
      assert.notEqual(fg, bg);
      await page.screenshot({ path: join(SHOTS, `conversion-390-${colorScheme}.png`), fullPage: true });
    });
  }
});
