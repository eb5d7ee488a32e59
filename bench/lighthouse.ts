/**
 * Lighthouse scores of the built site (performance, accessibility, best practices, SEO) for
 * three pages a reader lands on: the home page, the largest TWGP chapter and a ruling page,
 * beside the floor the site keeps (95). A benchmark that prints figures, not a test: scores
 * move a little from run to run, most of all performance on a busy machine.
 *
 *   npm run -s site:build && npm run bench -- lighthouse      (or: node bench/lighthouse.ts)
 *   node bench/lighthouse.ts --desktop     desktop form factor instead of Lighthouse's default phone
 *
 * The site is served from site/dist by the browser tests' static server, gzipped as a web host
 * serves it (Lighthouse counts bytes on the wire); Chromium is Debian's
 * (/usr/bin/chromium, or CHROMIUM_PATH), started by playwright-core with a debugging port for
 * Lighthouse. Lighthouse's default run: a phone, simulated slow 4G and a slowed CPU.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { serve } from '../test/browser/static-server.ts';

const FLOOR = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const DIST = fileURLToPath(new URL('../site/dist/', import.meta.url));

const USAGE = 'usage: node bench/lighthouse.ts [--desktop]   (npm run -s bench:lighthouse; build the site first)';
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = args.filter((a) => a !== '--desktop');
if (unknown.length) {
  console.error(`unknown argument ${unknown.join(', ')}\n${USAGE}`);
  process.exit(2);
}
const desktop = args.includes('--desktop');
if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`no built site in ${DIST}: run npm run -s site:build first`);
  process.exit(2);
}

/** The largest chapter page of the TWGP book (by HTML size), and the first ruling page. */
function samplePages(): { label: string; path: string }[] {
  const twgp = join(DIST, 'twgp');
  const chapters = readdirSync(twgp).filter((d) => existsSync(join(twgp, d, 'index.html')));
  if (chapters.length === 0) throw new Error(`no chapter pages under ${twgp}`);
  const largest = chapters.sort((a, b) => statSync(join(twgp, b, 'index.html')).size - statSync(join(twgp, a, 'index.html')).size)[0]!;
  const ruling = firstPage(join(DIST, 'rulings'), 3);
  if (!ruling) throw new Error(`no ruling page under ${join(DIST, 'rulings')}`);
  return [
    { label: 'home', path: '/' },
    { label: 'TWGP chapter', path: `/twgp/${largest}/` },
    { label: 'ruling', path: ruling },
  ];
}

/** The first page `depth` folders down (rulings/<book>/<feature>/<id>/), as a site path. */
function firstPage(dir: string, depth: number, path = '/rulings/'): string | undefined {
  if (depth === 0) return existsSync(join(dir, 'index.html')) ? path : undefined;
  for (const entry of readdirSync(dir).sort()) {
    if (!statSync(join(dir, entry)).isDirectory()) continue;
    const found = firstPage(join(dir, entry), depth - 1, `${path}${entry}/`);
    if (found) return found;
  }
  return undefined;
}

/** A free TCP port on this machine, for Chromium's debugging endpoint. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

// Lighthouse and Playwright load only now: they take seconds, and a usage error should not wait for them.
const { default: lighthouse, desktopConfig } = await import('lighthouse');
const { chromium } = await import('playwright-core');
const pages = samplePages();
const { url, close } = await serve(DIST.replace(/\/$/, ''), { gzip: true });
const port = await freePort();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`, '--no-first-run', '--disable-background-networking'],
});
const rows: { label: string; path: string; scores: number[]; failing: string[] }[] = [];
try {
  for (const { label, path } of pages) {
    const result = await lighthouse(
      `${url}${path}`,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    // The audits that cost points, so a score under the floor says what to fix.
    const failing = CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`);
    rows.push({ label, path, scores, failing });
  }
} finally {
  await browser.close();
  close();
}

console.log(`Lighthouse ${desktop ? 'desktop' : 'phone (default: simulated slow 4G, slowed CPU)'}, floor ${FLOOR}`);
const head = ['page', ...CATEGORIES];
const width = [Math.max(...rows.map((r) => `${r.label} ${r.path}`.length), 4), ...CATEGORIES.map((c) => c.length)];
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(width[i]!) : c.padStart(width[i]!))).join('  ');
console.log(line(head));
for (const r of rows) console.log(line([`${r.label} ${r.path}`, ...r.scores.map((s) => `${s}${s < FLOOR ? '!' : ''}`)]));
for (const r of rows.filter((row) => row.failing.length)) console.log(`  ${r.label}: ${r.failing.join(', ')}`);
const under = rows.flatMap((r) => r.scores.filter((s) => s < FLOOR));
console.log(under.length === 0 ? `all scores at or above ${FLOOR}` : `${under.length} score(s) under ${FLOOR} (marked !)`);
