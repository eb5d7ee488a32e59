/**
 * Linked terms in Chromium: focusing a term link with the keyboard shows its definition's text
 * (the tooltip aria-describedby names), hovering shows it too, and on a 390 px phone the shown
 * tooltip stays inside the screen, in the light and dark themes.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { loadSpec } from '../../tools/spec/load.ts';
import { openSite, ROOT, SHOTS, type Session } from './session.ts';

const spec = loadSpec(ROOT);
let site: Session;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

async function withPage(width: number, colorScheme: 'light' | 'dark', path: string, body: (page: Page) => Promise<void>): Promise<void> {
  const context = await site.browser.newContext({ viewport: { width, height: 844 }, colorScheme });
  const page = await context.newPage();
  try {
    await page.goto(`${site.base}${path}`);
    await body(page);
  } finally {
    await context.close();
  }
}

/** The visible tooltip's text and box, or null when none is shown. */
const shownTip = (page: Page) =>
  page.evaluate(() => {
    const tip = [...document.querySelectorAll<HTMLElement>('.term-tip')].find((t) => getComputedStyle(t).display !== 'none');
    if (!tip) return null;
    const box = tip.getBoundingClientRect();
    return { id: tip.id, text: tip.textContent ?? '', left: box.left, right: box.right, width: box.width };
  });

test('focusing a term link shows its definition text; moving focus away hides it', async () => {
  await withPage(1366, 'light', '/janken-gear/battle/', async (page) => {
    assert.equal(await shownTip(page), null, 'a tooltip is shown before any focus');
    const link = page.locator('a.term-ref').first();
    const termId = await link.getAttribute('data-term');
    const definition = spec.clauses.find((c) => c.id === termId)!;
    // Tab until the first term link has focus, as a keyboard user would.
    for (let i = 0; i < 200 && !(await link.evaluate((a) => a === document.activeElement)); i++) await page.keyboard.press('Tab');
    assert.ok(await link.evaluate((a) => a === document.activeElement), 'the term link is not reachable with Tab');
    const tip = await shownTip(page);
    assert.ok(tip, 'no tooltip shown on focus');
    assert.equal(tip.id, await link.getAttribute('aria-describedby'));
    assert.ok(tip.text.length > 5 && definition.text.replace(/\s+/g, ' ').includes(tip.text.replace(/…$/, '')), `tooltip '${tip.text}' is not ${definition.id}'s text`);
    assert.ok(!tip.text.includes(definition.id));
    await page.screenshot({ path: join(SHOTS, 'term-tooltip-focus.png') });
    await page.keyboard.press('Tab');
    assert.ok((await shownTip(page))?.id !== tip.id, 'the tooltip stays after focus moved on');
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`on a 390 px phone (${theme}), a hovered or focused term's tooltip fits the screen and the page does not scroll sideways`, async () => {
    await withPage(390, theme, '/twgp/charge-effect-kinds/', async (page) => {
      const links = page.locator('a.term-ref');
      const n = await links.count();
      assert.ok(n > 10);
      for (const i of [0, Math.floor(n / 2), n - 1]) {
        await links.nth(i).hover();
        const hovered = await shownTip(page);
        assert.ok(hovered, `no tooltip on hovering term link ${i}`);
        await links.nth(i).focus();
        const tip = await shownTip(page);
        assert.ok(tip && tip.left >= 0 && tip.right <= 390, `tooltip of term link ${i} leaves the screen: ${JSON.stringify(tip)}`);
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scroll <= 390, `page scrolls sideways with a tooltip shown (${scroll} px)`);
      }
      await page.screenshot({ path: join(SHOTS, `term-tooltip-phone-${theme}.png`) });
    });
  });
}
