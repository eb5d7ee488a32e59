/** Starts the static server over site/dist (or another built site) and Debian's Chromium for one test file. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { serve } from './static-server.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SHOTS = join(ROOT, 'reports', 'screenshots');

export interface Session {
  browser: Browser;
  base: string;
  close(): Promise<void>;
}

export async function openSite(dir = join(ROOT, 'site', 'dist')): Promise<Session> {
  const served = await serve(dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  mkdirSync(SHOTS, { recursive: true });
  return {
    browser,
    base: served.url,
    async close() {
      await browser.close();
      served.close();
    },
  };
}
