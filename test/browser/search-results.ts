/**
 * Waiting for Pagefind's results in a browser test. Pagefind lists its results at once as
 * placeholders (`.pagefind-ui__loading`) and fills each one when its fragment arrives, in
 * whatever order they arrive: the links present right after the first one shows may be the
 * second result's alone. Read the links only once every result shown is filled.
 */
import type { Page } from 'playwright-core';

export const RESULT_LINKS = '.pagefind-ui__result-link';

export async function waitForResults(page: Page, timeout = 15000): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('.pagefind-ui__result-link') !== null && document.querySelector('.pagefind-ui__result .pagefind-ui__loading') === null,
    null,
    { timeout },
  );
}
