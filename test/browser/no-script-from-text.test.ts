/**
 * Nothing in spec or ruling text runs as script on the site. The site is built from
 * test/browser/fixtures/hostile-spec (a rulebook and rulings made of payloads: inline and
 * block scripts, event-handler attributes, `javascript:` and `data:` URLs in every Markdown
 * link form, SVG, MathML, iframes, a heading with an image, a chapter title and a scenario
 * name with a closing `</title>`, a failure message that closes its `<pre>`) into a temporary folder, then every page is opened in
 * Chromium: no dialog may open, and the DOM may hold no trace of a payload that could run.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { openSite, ROOT, type Session } from './session.ts';
import { builtPages } from './built-pages.ts';
import { waitForResults } from './search-results.ts';

const FIXTURE = join(ROOT, 'test', 'browser', 'fixtures', 'hostile-spec');
const ASTRO = join(ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
const CUCUMBER = join(ROOT, 'node_modules', '@cucumber', 'cucumber', 'bin', 'cucumber-js');
/** The failure message of the hostile ruling: it closes the <pre> it is shown in. */
const FAILURE = `</pre><script>alert('failure-message')</script><img src=x onerror="alert('failure-img')">`;

/** Step definitions for the hostile rulings: the first step fails with a hostile message. */
const STEPS = `import { defineStep } from ${JSON.stringify(pathToFileURL(join(ROOT, 'node_modules', '@cucumber', 'cucumber', 'lib', 'wrapper.mjs')).href)};
defineStep(/^手順 (.*)$/, function (text, table) {
  throw new Error(${JSON.stringify(FAILURE)});
});
defineStep(/^文書文字列を持つ手順$/, function (docString) {});
defineStep(/^(?!手順 |文書文字列を持つ手順$)(.*)$/, function (text) {});
`;

let out: string;
let site: Session;
let pages: string[];

before(async () => {
  // HOSTILE_SITE_DIST names an already built site to check instead (to check this test itself
  // against a site built with a broken renderer); it is never deleted.
  out = process.env.HOSTILE_SITE_DIST ?? buildFixtureSite();
  pages = builtPages(out);
  site = await openSite(out);
});

after(async () => {
  await site?.close();
  if (out && !process.env.HOSTILE_SITE_DIST) rmSync(dirname(out), { recursive: true, force: true });
});

/**
 * Copies the fixture to a temporary root, runs its rulings (so the report carries a hostile
 * failure message, as reports/<book>.ndjson does after npm run conformance) and builds the site
 * from it into a temporary folder, which is returned.
 */
function buildFixtureSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'hostile-root-'));
  cpSync(FIXTURE, root, { recursive: true });
  writeFileSync(join(root, 'steps.mjs'), STEPS);
  const rulings = spawnSync(process.execPath, [CUCUMBER, 'features/hostile/payloads.feature', '--import', 'steps.mjs', '--format', 'message:reports/hostile.ndjson'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(rulings.status, 1, `the hostile rulings should run with one failure:\n${rulings.stdout}\n${rulings.stderr}`);
  const dir = join(root, 'dist');
  const build = spawnSync(process.execPath, [ASTRO, 'build', '--root', 'site', '--outDir', dir], {
    cwd: ROOT,
    env: { ...process.env, RULEBOOK_ROOT: root },
    encoding: 'utf8',
    timeout: 240_000,
  });
  assert.equal(build.status, 0, `site build from the hostile fixture failed:\n${build.stdout}\n${build.stderr}`);
  return dir;
}

/** Dialogs one page may open before it is closed (a focus or error handler can open them forever). */
const MAX_DIALOGS = 5;

/**
 * Opens a page, recording every dialog (alert, confirm, prompt) it opens; dialogs are dismissed,
 * and a page that keeps opening them is closed. Null when the page could not be loaded.
 */
async function visit(path: string, dialogs: string[]): Promise<Page | null> {
  const page = await site.browser.newPage();
  let count = 0;
  page.on('dialog', (d) => {
    dialogs.push(`${path}: ${d.type()}(${d.message()})`);
    if (++count >= MAX_DIALOGS) void page.close().catch(() => {});
    else void d.dismiss().catch(() => {});
  });
  try {
    await page.goto(`${site.base}${path}`, { waitUntil: 'load', timeout: 15_000 });
    // Let error and load handlers of broken images, SVG and frames fire, and hover over the page.
    await page.mouse.move(200, 200);
    await page.mouse.move(600, 400);
    await page.waitForTimeout(150);
    return page;
  } catch (error) {
    dialogs.push(`${path}: page could not be checked (${(error as Error).message.split('\n')[0]})`);
    await page.close().catch(() => {});
    return null;
  }
}

/** A page that must load; the dialogs it opened are in `dialogs`. */
async function open(path: string, dialogs: string[]): Promise<Page> {
  const page = await visit(path, dialogs);
  assert.ok(page, `${path} could not be loaded: ${dialogs.join('; ')}`);
  return page;
}

/** The payload traces of one page, or a note that the page was closed before they could be read. */
async function tracesOf(path: string, page: Page | null): Promise<string[]> {
  if (!page) return [];
  try {
    return (await page.evaluate(tracesOfPayloads)).map((t) => `${path}: ${t}`);
  } catch (error) {
    return [`${path}: page closed (${(error as Error).message.split('\n')[0]})`];
  } finally {
    await page.close().catch(() => {});
  }
}

/** What in the page could still run: on* attributes, unsafe URLs, embedded documents, payload scripts. */
function tracesOfPayloads(): string[] {
  const found: string[] = [];
  for (const el of Array.from(document.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) found.push(`<${el.localName} ${attr.name}="${attr.value}">`);
      if (/^(href|src|action|formaction|data|xlink:href|srcdoc|poster)$/i.test(attr.name)) {
        const value = attr.value.replace(/[\u0000-\u0020]/g, '');
        // Pagefind's own search form (Starlight's search) is the one javascript: URL the site itself writes.
        const pagefindForm = el.localName === 'form' && el.closest('.pagefind-ui') !== null && value === 'javascript:void(0);';
        if ((/^(javascript|data|vbscript):/i.test(value) && !pagefindForm) || attr.name.toLowerCase() === 'srcdoc') found.push(`<${el.localName} ${attr.name}="${attr.value}">`);
      }
    }
  }
  // The site's own scripts in main, each found by what it is, not by where it is: a second
  // script beside any of them would be a trace.
  // A book's rulings list carries its filter's own module, inlined by the build beside the form
  // (it reads .rulings-filter).
  const own = new Set<Element>();
  const filter = document.querySelector('form.rulings-filter') ? Array.from(document.querySelectorAll('main script[type="module"]:not([src])')).find((s) => (s.textContent ?? '').includes('.rulings-filter')) : undefined;
  if (filter) own.add(filter);
  // A playground carries its bundled module (a file the build wrote under _astro/, not inline
  // text) and its clause table as JSON data, which never runs; the data must still parse,
  // or text has broken out of it.
  if (document.querySelector('section.playground')) {
    const bundle = Array.from(document.querySelectorAll('main script[type="module"][src]')).filter((s) => new URL((s as HTMLScriptElement).src).pathname.includes('/_astro/'));
    if (bundle.length === 1) own.add(bundle[0]!);
    for (const data of Array.from(document.querySelectorAll('section.playground > script[type="application/json"][data-part="clauses"]'))) {
      try {
        JSON.parse(data.textContent ?? '');
        own.add(data);
      } catch {
        found.push('<script type="application/json"> in the playground does not parse');
      }
    }
  }
  for (const el of Array.from(document.querySelectorAll('iframe, object, embed, frame, base, main style, main script, main math, .chapter svg, .doc svg, .chapter form, .doc form'))) {
    if (own.has(el)) continue;
    found.push(`<${el.localName}> in ${el.parentElement?.localName ?? 'document'}`);
  }
  for (const s of Array.from(document.scripts)) if (/alert\(/.test(s.textContent ?? '')) found.push(`<script>${s.textContent}</script>`);
  return found;
}

test('the hostile fixture builds every page a real rulebook has', () => {
  for (const path of ['/hostile/', '/hostile/payloads/', '/glossary/hostile/', '/rulings/', '/rulings/hostile/', '/plan-grammar/kakushin/', '/clause/hostile.payloads.links/']) {
    assert.ok(pages.includes(path), `${path} was not built; built: ${pages.join(', ')}`);
  }
  assert.ok(pages.filter((p) => p.startsWith('/rulings/hostile/')).length >= 2, 'the two hostile rulings have no pages');
});

test('no page built from hostile text opens a dialog or keeps anything that could run', { timeout: 300_000 }, async () => {
  const dialogs: string[] = [];
  const traces: string[] = [];
  for (const path of pages) {
    if (path.startsWith('/cards/')) continue; // the card gallery is built from engine data, not from the spec
    if (path.startsWith('/conversion/')) continue; // the conversion page is built from the engine's table; its one script is its own bundled module
    traces.push(...(await tracesOf(path, await visit(path, dialogs))));
  }
  assert.deepEqual(dialogs, [], 'dialogs opened');
  assert.deepEqual(traces, [], 'payloads left in the DOM');
});

test('payload text is shown as text: page titles, headings and ruling names read exactly as written', async () => {
  const dialogs: string[] = [];
  const rulings = await open('/rulings/hostile/', dialogs);
  try {
    const names = await rulings.$$eval('.ruling-list a', (as) => as.map((a) => a.textContent));
    assert.ok(names.includes(`</title><script>alert('scenario-title')</script><img src=x onerror="alert('scenario-img')">`), `ruling names: ${names.join(' / ')}`);
  } finally {
    await rulings.close();
  }
  const titles: string[] = [];
  const failures: string[] = [];
  for (const path of pages.filter((p) => p.startsWith('/rulings/hostile/'))) {
    const page = await open(path, dialogs);
    titles.push(await page.title());
    failures.push(...(await page.$$eval('pre.failure', (pres) => pres.map((p) => p.textContent ?? ''))));
    await page.close();
  }
  // Cucumber's message is the error and its stack; the payload must be its first line, as text.
  assert.deepEqual(failures.map((f) => f.split('\n')[0]), [`Error: ${FAILURE}`], 'the failing ruling shows its message as text');
  assert.ok(titles.includes(`</title><script>alert('scenario-title')</script><img src=x onerror="alert('scenario-img')"> | TCG ルールブック`), `titles: ${titles.join(' / ')}`);
  const chapter = await open('/hostile/payloads/', dialogs);
  try {
    assert.equal(await chapter.title(), `1. 攻撃文字列 </title><script>alert('chapter-title')</script> | TCG ルールブック`);
    const kept = await chapter.$$eval('.clause-body a', (as) => as.map((a) => a.getAttribute('href')));
    assert.deepEqual(kept.filter((h) => h !== null && !/^(\/|#|\.\.?\/|https?:)/.test(h)), [], `unsafe hrefs kept: ${kept.join(' ')}`);
    assert.ok(kept.includes('https://example.com/') && kept.includes('../'), `safe links dropped: ${kept.join(' ')}`);
  } finally {
    await chapter.close();
  }
  assert.deepEqual(dialogs, []);
});

test('searching the hostile text shows its excerpts without running them', async () => {
  const dialogs: string[] = [];
  const page = await open('/', dialogs);
  try {
    await page.click('button[data-open-modal]');
    await page.fill('dialog input', 'alert');
    await waitForResults(page);
    await page.waitForTimeout(300);
    const traces = await page.evaluate(tracesOfPayloads);
    assert.deepEqual(traces, []);
  } finally {
    await page.close();
  }
  assert.deepEqual(dialogs, []);
});
