/**
 * No page of the built site scrolls sideways on a 390 px phone (issue 13): long formulas, IDs
 * and tables must wrap or scroll inside their own box, and the header's search and menu
 * buttons stay on screen. Visited: every built page but the ruling pages and the
 * /clause/<id>/ short addresses (which only forward to a chapter page, visited anyway); of
 * the ~1,600 ruling pages, one template filled with a scenario, every one that holds a table
 * or a block of text (the steps' data, a failure message: what can be wide) and every fourth
 * of the others, in path order. That is about half the pages in half the time (all of them
 * took 5 minutes on a loaded 2-core machine); PHONE_ALL_PAGES=1 visits every one. One
 * browser, one context, several tabs at once; each page is measured once it has loaded.
 *
 * SITE_DIST names another built site to check (to check this test against a site broken on
 * purpose); PAGE_FILTER, a regular expression, visits only the paths it matches.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { openSite, ROOT, type Session } from './session.ts';
import { builtPages, isRedirect, pageFile } from './built-pages.ts';

const DIST = process.env.SITE_DIST ?? join(ROOT, 'site', 'dist');
// PHONE_WIDTH checks another width (the issue asks for 360–390 px; 390 is the one tested by default).
const WIDTH = Number(process.env.PHONE_WIDTH ?? 390);
/** Tabs open at once: the machines have two cores, and a tab mostly waits on layout. */
const TABS = 4;

interface Measure {
  /** How far the page scrolls sideways, in CSS pixels. */
  overflow: number;
  /** The elements that reach furthest right outside any box of their own that scrolls or clips. */
  widest: string | null;
  /** Header controls that are missing or not wholly on screen. */
  offscreen: string[];
}

/** Runs in the page. */
function measure(): Measure {
  // Long chapters let the browser skip boxes off screen (content-visibility, long-pages.css),
  // which also clips them: every box is laid out here, so one too wide for the phone still counts.
  const full = document.createElement('style');
  full.textContent = '* { content-visibility: visible !important; }';
  document.head.append(full);
  const root = document.scrollingElement ?? document.documentElement;
  const width = root.clientWidth;
  const overflow = root.scrollWidth - width;
  const offscreen: string[] = [];
  for (const [name, selector] of [['menu', 'button.sl-menu-button'], ['search', 'site-search button[data-open-modal]']] as const) {
    const button = document.querySelector(selector);
    const r = button?.getBoundingClientRect();
    if (!r || r.width === 0 || r.left < 0 || r.right > width + 0.5) offscreen.push(name);
  }
  // The culprits are looked for only on a page that scrolls sideways: they name what to fix in
  // the failure message, and looking costs a style and box query for every element of the page
  // (most of the time this test took).
  if (overflow <= 0) return { overflow, widest: null, offscreen };
  const clippedByBox = (el: Element) => {
    for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    }
    return false;
  };
  // How far right each element reaches: its box, or for a box that lets its content spill
  // (overflow visible) the end of that content, which a text run alone can make wider.
  const beyond: [Element, number][] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || clippedByBox(el)) continue;
    const style = getComputedStyle(el);
    if (style.position === 'fixed') continue;
    const reach = Math.max(r.right, style.overflowX === 'visible' ? r.left + el.scrollWidth : r.right);
    if (reach > width + 0.5) beyond.push([el, reach]);
  }
  // Name the innermost culprits: the elements that reach past the edge and hold no other
  // such element, furthest first (a widened grid column names its cells alike).
  const leaves = beyond.filter(([el]) => !beyond.some(([other]) => other !== el && el.contains(other)));
  const describe = ([el, reach]: [Element, number]) => {
    const classes = [...el.classList].slice(0, 3).map((c) => `.${c}`).join('');
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes}> to ${Math.round(reach)}px "${text}"`;
  };
  const widest = leaves.sort((a, b) => b[1] - a[1]).slice(0, 3).map(describe).join('; ') || null;
  return { overflow, widest, offscreen };
}

let site: Session;
let context: BrowserContext;
before(async () => {
  site = await openSite(DIST);
  context = await site.browser.newContext({ viewport: { width: WIDTH, height: 844 } });
});
after(async () => {
  await context?.close();
  await site?.close();
});

test(`no built page scrolls sideways at ${WIDTH} px, and the header's menu and search stay on screen`, { timeout: 60 * 60_000 }, async () => {
  const only = process.env.PAGE_FILTER ? new RegExp(process.env.PAGE_FILTER) : null;
  let plain = 0;
  const sampled = (p: string) => {
    if (process.env.PHONE_ALL_PAGES === '1' || !/^\/rulings\/.+/.test(p)) return true;
    if (/<(pre|table)[\s>]/.test(readFileSync(pageFile(DIST, p), 'utf8'))) return true;
    return plain++ % 4 === 0;
  };
  const pages = builtPages(DIST).filter((p) => !isRedirect(DIST, p) && (!only || only.test(p)) && sampled(p));
  if (!only) assert.ok(pages.length > 50, `only ${pages.length} pages found under ${DIST}`);
  const problems: string[] = [];
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      const tab = await context.newPage();
      try {
        while (next < pages.length) {
          const path = pages[next++]!;
          await tab.goto(`${site.base}${path}`, { waitUntil: 'load' });
          const m = await tab.evaluate(measure);
          if (m.overflow > 0) problems.push(`${path} scrolls ${m.overflow}px sideways; widest: ${m.widest ?? '(none found)'}`);
          if (path !== '/404.html' && m.offscreen.length) problems.push(`${path}: header ${m.offscreen.join(' and ')} button not wholly on screen`);
        }
      } finally {
        await tab.close();
      }
    }),
  );
  console.log(`visited ${pages.length} pages at ${WIDTH} px in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  assert.equal(problems.length, 0, `${problems.length} problems at ${WIDTH} px:\n${problems.sort().join('\n')}`);
});
