/**
 * Linked terms in Chromium: focusing a term link with the keyboard shows its definition's text
 * (the tooltip aria-describedby names), hovering shows it too, and on a 390 px phone the shown
 * tooltip stays inside the screen, in the light and dark themes. Escape dismisses a shown
 * tooltip without moving focus, the pointer can move onto the tooltip (WCAG 1.4.13), and on a
 * touch screen the first tap shows the definition, the second follows the link.
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

async function withPage(width: number, colorScheme: 'light' | 'dark', path: string, body: (page: Page) => Promise<void>, touch = false): Promise<void> {
  const context = await site.browser.newContext({ viewport: { width, height: 844 }, colorScheme, ...(touch ? { hasTouch: true, isMobile: true } : {}) });
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

test("Escape dismisses a focused term's tooltip without moving focus; it shows again after focus leaves and returns", async () => {
  await withPage(1366, 'light', '/janken-gear/battle/', async (page) => {
    const link = page.locator('a.term-ref').first();
    await link.focus();
    const tipId = await link.getAttribute('aria-describedby');
    assert.equal((await shownTip(page))?.id, tipId, 'no tooltip on focus');
    await page.keyboard.press('Escape');
    assert.equal(await shownTip(page), null, 'Escape did not dismiss the tooltip');
    assert.ok(await link.evaluate((a) => a === document.activeElement), 'Escape moved focus off the term link');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    assert.ok(await link.evaluate((a) => a === document.activeElement));
    assert.equal((await shownTip(page))?.id, tipId, 'the tooltip does not show again when the link is focused again');
  });
});

test('a hovered tooltip can be hovered itself, and Escape dismisses it while the pointer stays', async () => {
  await withPage(1366, 'light', '/janken-gear/battle/', async (page) => {
    const link = page.locator('a.term-ref').first();
    const tipId = (await link.getAttribute('aria-describedby'))!;
    const box = (await link.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tip = await shownTip(page);
    assert.equal(tip?.id, tipId, 'no tooltip on hover');
    // Down onto the tooltip in small steps, as a hand would: it must not vanish on the way.
    const tipBox = (await page.locator(`[id="${tipId}"]`).boundingBox())!;
    const target = { x: box.x + box.width / 2, y: tipBox.y + tipBox.height / 2 };
    for (let i = 1; i <= 10; i++) {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + ((target.y - box.y - box.height / 2) * i) / 10);
      assert.equal((await shownTip(page))?.id, tipId, `the tooltip vanished on the way to it (step ${i})`);
    }
    await page.keyboard.press('Escape');
    assert.equal(await shownTip(page), null, 'Escape did not dismiss the hovered tooltip');
    // Leaving the term and coming back shows it again.
    await page.mouse.move(5, 5);
    await page.waitForTimeout(50);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    assert.equal((await shownTip(page))?.id, tipId, 'the tooltip does not show again on a new hover');
  });
});

test('on a touch screen the first tap on a term link shows its definition, the second follows the link', async () => {
  await withPage(390, 'light', '/janken-gear/battle/', async (page) => {
    const link = page.locator('a.term-ref').first();
    const tipId = await link.getAttribute('aria-describedby');
    const before = page.url();
    await link.tap();
    await page.waitForTimeout(200);
    assert.equal(page.url(), before, 'the first tap followed the link');
    assert.equal((await shownTip(page))?.id, tipId, 'the first tap did not show the definition');
    const target = new URL((await link.getAttribute('href'))!, before);
    await Promise.all([page.waitForURL((u) => u.pathname === target.pathname), link.tap()]);
  }, true);
});
