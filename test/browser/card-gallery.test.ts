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

test('the トミーウォーカーTCG gallery filters cards by rarity and by gender', async () => {
  const page = await site.browser.newPage();
  try {
    await page.goto(`${site.base}/cards/tommy-walker/`);
    const visible = () => page.$$eval('.card-row', (rows) => rows.filter((r) => !(r as HTMLElement).hidden).map((r) => (r as HTMLElement).dataset));
    assert.equal((await visible()).length, CARDS.length);
    await page.selectOption('select[name="rarity"]', 'R');
    const rares = await visible();
    assert.equal(rares.length, CARDS.filter((c) => c.rarity === 'R').length);
    assert.ok(rares.every((d) => d.rarity === 'R'));
    await page.selectOption('select[name="gender"]', '女');
    const rareWomen = await visible();
    assert.equal(rareWomen.length, CARDS.filter((c) => c.rarity === 'R' && c.gender === '女').length);
    assert.equal(await page.textContent('.card-filters output'), `${rareWomen.length} 枚`);
    await page.screenshot({ path: join(SHOTS, 'cards.png') });
  } finally {
    await page.close();
  }
});
