/**
 * The browser tests drive Debian's Chromium (never a downloaded browser). If it is missing
 * and we are root, install it with apt-get, as the developers' guide prescribes.
 */
import { existsSync } from 'node:fs';
import { run } from './run.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function ensureChromium(): Promise<{ ok: true } | { ok: false; message: string }> {
  if (existsSync(CHROMIUM)) return { ok: true };
  if (process.getuid?.() !== 0) {
    return { ok: false, message: `${CHROMIUM} not found: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH` };
  }
  console.log(`${CHROMIUM} not found; installing Debian's chromium with apt-get`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update', '-qq'], env);
  const install = update.code === 0 ? await run('apt-get', ['install', '-y', '-qq', 'chromium'], env) : update;
  if (install.code !== 0 || !existsSync(CHROMIUM)) {
    return { ok: false, message: `could not install chromium with apt-get (exit ${install.code})` };
  }
  return { ok: true };
}
