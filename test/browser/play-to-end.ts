/**
 * A scripted player for the playground pages (/play/<book>/): clicks offered options until the
 * game is over, noting any decision or option shown in the generic fallback form. Shared by
 * playground.test.ts and playground-twgp-options.test.ts.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/**
 * Inner operations a scripted player never picks: each undoes the other (stealth and
 * unstealth, a grid blast declared and cancelled, a weapon handed on or back), so a player who
 * picks them can play on forever without the game moving (TWGP).
 */
const TOGGLES = new Set(['stealth', 'unstealth', 'grid-blast-declare', 'grid-blast-cancel', 'pass-weapon', 'return-weapon', 'take-weapon']);
/** Attacks a scripted player takes whenever offered (TWGP: a player who keeps ending the turn can stall the game). */
const ATTACKS = new Set(['direct', 'assault', 'charge-boost']);
/** Far more clicks than a game takes; a game that does not end within them is a failure. */
const MAX_CLICKS = 3000;

/**
 * Clicks the `pick`-th offered option (modulo their number; among `prefer` when one of those
 * is offered and `preferNow(n)`, else among the ATTACKS when one is offered, else leaving out
 * TOGGLES when others are offered) until the game is over. Returns the number of clicks and
 * the decisions and options seen in the fallback form (data-fallback).
 */
export async function playToEnd(page: Page, pick: (n: number) => number, prefer: { types: ReadonlySet<string>; now: (n: number) => boolean } = { types: new Set(), now: () => false }): Promise<{ clicks: number; fallbacks: string[] }> {
  const fallbacks: string[] = [];
  for (let n = 0; n < MAX_CLICKS; n++) {
    fallbacks.push(...(await page.locator('.playground [data-part="decision"][data-fallback], .pg-option[data-fallback]').allTextContents()));
    if ((await page.getAttribute('.playground', 'data-state')) === 'over') return { clicks: n, fallbacks };
    const options = page.locator('.pg-option');
    const types = await options.evaluateAll((bs) => bs.map((b) => (JSON.parse((b as HTMLElement).dataset.action!) as { type?: string }).type ?? ''));
    assert.ok(types.length > 0, `no option offered while the game goes on (click ${n})`);
    const preferred = prefer.now(n) ? types.flatMap((t, i) => (prefer.types.has(t) ? [i] : [])) : [];
    const attacks = types.flatMap((t, i) => (ATTACKS.has(t) ? [i] : []));
    const moving = types.flatMap((t, i) => (TOGGLES.has(t) ? [] : [i]));
    const pool = preferred.length ? preferred : attacks.length ? attacks : moving.length ? moving : types.map((_, i) => i);
    await options.nth(pool[pick(n) % pool.length]!).click();
  }
  assert.fail(`the game did not end within ${MAX_CLICKS} clicks`);
}
