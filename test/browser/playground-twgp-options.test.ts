/**
 * The TWGP playground's options (issue 13 point 6) in Chromium: the fieldset offers every key
 * the engine announces, each linked to its clause; ticking a key ticks what it presupposes;
 * a key the chosen match's decks cannot play is disabled with its reason; a game with options
 * switched on, played through the page to the end, reads in the spec's terms (nothing in the
 * fallback form) and its downloaded replay log, which records the options, replays on the
 * command line to the same result; a move the rules forbid is refused citing its clause, an
 * option's action in a game without the option citing the option's clause.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { twgpEngine } from '../../engine/twgp/contract.ts';
import { playToEnd } from './play-to-end.ts';
import { openSite, ROOT, SHOTS, type Session } from './session.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The options of the scripted game: charge-effects presupposes deck-card-types, which the page ticks with it. */
const TICKED = ['charge-effects', 'surge-earth', 'master-drive', 'bonds', 'charge-back'];
const PLAYED = ['deck-card-types', ...TICKED];
/** The options' own actions, which the scripted player takes every third click when offered, so the game uses them. */
const OPTION_ACTIONS = new Set(['lay-weapon', 'charge-effect', 'surge-earth-set', 'surge-earth', 'master-drive', 'master-damage', 'charge-back', 'bond']);
/** Words of the options' log lines (twgp-labels.ts). */
const OPTION_WORDS = /ウェポン|チャージ効果|チャージ・エフェクト|サージ・アース|マスター|チャージ・バック|キズナ/;

let site: Session;
before(async () => {
  site = await openSite();
});
after(async () => {
  await site?.close();
});

async function open(query: string, theme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: theme, acceptDownloads: true });
  await context.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.base}/play/twgp/${query}`);
  await page.waitForSelector('.playground[data-state="playing"]');
  assert.deepEqual(errors, [], 'errors in the page');
  return page;
}

const box = (page: Page, key: string) => page.locator(`.pg-option-choice input[value="${key}"]`);

test('twgp: the options fieldset offers every key of the engine, linked to its clause, ticks prerequisites and disables what a match cannot play', { timeout: 2 * 60_000 }, async () => {
  const page = await open('?seed=3');
  try {
    const keys = await page.locator('.pg-option-choice input[type="checkbox"]').evaluateAll((xs) => xs.map((x) => (x as HTMLInputElement).value));
    assert.deepEqual([...keys].sort(), twgpEngine.options.map((o) => o.key).sort());
    for (const li of await page.locator('.pg-option-choice li').all()) {
      const link = li.locator('a[data-clause]').first();
      assert.match(await link.getAttribute('data-clause') ?? '', /^twgp\./, `${await li.getAttribute('data-key')}: links its clause`);
      assert.match(await link.getAttribute('href') ?? '', /^\/twgp\/[^#]+#twgp\./);
      assert.match(await li.locator('label').textContent() ?? '', /[ァ-ヶ一-龠]/, 'named in Japanese');
    }
    assert.match(await page.locator('.pg-board').textContent() ?? '', /オプションなし（基本システム）/);
    // The list is folded until opened (no option in the address), its summary saying none is ticked.
    assert.ok(!(await box(page, 'bonds').isVisible()));
    assert.match(await page.locator('.pg-option-details summary').textContent() ?? '', /基本システム/);
    await page.click('.pg-option-details summary');
    // A variant ticks the option it presupposes; unticking the option unticks the variant.
    await box(page, 'spell-speed').check();
    assert.ok(await box(page, 'charge-effects').isChecked());
    assert.ok(await box(page, 'deck-card-types').isChecked());
    assert.match(await page.locator('.pg-option-details summary').textContent() ?? '', /3 件を選択中/);
    await box(page, 'deck-card-types').uncheck();
    assert.ok(!(await box(page, 'spell-speed').isChecked()) && !(await box(page, 'charge-effects').isChecked()));
    // deck-select needs cards brought that no deck file holds: disabled, with the reason.
    assert.ok(await box(page, 'deck-select').isDisabled());
    assert.match(await page.locator('li[data-key="deck-select"] .pg-option-why').textContent() ?? '', /この対戦では選べません/);
    // The full match's decks bring no master unit: master-drive is disabled there, with the reason.
    assert.ok(await box(page, 'master-drive').isEnabled());
    await page.selectOption('.pg-decks select', 'full-knights+full-three-worlds');
    assert.ok(await box(page, 'master-drive').isDisabled());
    assert.match(await page.locator('li[data-key="master-drive"] .pg-option-why').textContent() ?? '', /マスター・ユニット/);
    // The form carries the match and the ticked keys in the address.
    await page.selectOption('.pg-decks select', 'half-card-types+half');
    await box(page, 'charge-effects').check();
    await box(page, 'bonds').check();
    await Promise.all([page.waitForURL(/option=bonds/), page.click('.pg-decks button[type="submit"]')]);
    const url = new URL(page.url());
    assert.deepEqual(url.searchParams.getAll('option').sort(), ['bonds', 'charge-effects', 'deck-card-types']);
    await page.waitForSelector('.playground[data-state="playing"]');
    assert.match(await page.locator('.pg-board').textContent() ?? '', /オプション.*キズナ/);
  } finally {
    await page.context().close();
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`twgp: the open options list, with the reasons shown, has no serious or critical axe violation in the ${theme} theme`, { timeout: 2 * 60_000 }, async () => {
    const page = await open('?seed=3&match=full-knights%2Bfull-three-worlds&option=bonds', theme);
    try {
      assert.ok(await page.locator('li[data-key="master-drive"] .pg-option-why').isVisible(), 'a reason is shown');
      await page.addScriptTag({ path: AXE });
      const results = (await page.evaluate(() => (window as unknown as { axe: { run(c: string): Promise<unknown> } }).axe.run('.pg-decks'))) as AxeResults;
      assert.deepEqual(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`), []);
    } finally {
      await page.context().close();
    }
  });
}

test('twgp: a game with options switched on, played to the end through the page, replays on the command line to the same result', { timeout: 6 * 60_000 }, async () => {
  const page = await open(`?seed=11&match=half-card-types%2Bhalf${TICKED.map((k) => `&option=${k}`).join('')}`);
  try {
    for (const k of PLAYED) assert.ok(await box(page, k).isChecked(), `${k} is ticked`);
    assert.ok(await box(page, 'bonds').isVisible(), 'the list is open when the address chose options');
    const { clicks, fallbacks } = await playToEnd(page, (n) => n * 7 + 3, { types: OPTION_ACTIONS, now: (n) => n % 3 === 0 });
    assert.ok(clicks > 3, `a game of ${clicks} clicks`);
    const winner = await page.getAttribute('.playground', 'data-winner');
    const resultClause = await page.getAttribute('.playground', 'data-result-clause');
    assert.match(resultClause ?? '', /^twgp\./);
    const lines = await page.locator('.pg-log li').allTextContents();
    assert.match(lines.at(-1) ?? '', /^ゲーム終了：/);
    assert.deepEqual(await page.locator('.pg-log li[data-fallback]').allTextContents(), [], 'log lines in the fallback form');
    assert.deepEqual(fallbacks, [], 'decisions or options in the fallback form');
    assert.ok(lines.some((l) => OPTION_WORDS.test(l)), `the options were played: no line of theirs in\n${lines.slice(0, 40).join('\n')}`);
    await page.screenshot({ path: join(SHOTS, 'play-twgp-options.png') });

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('.pg-download')]);
    const file = join(mkdtempSync(join(tmpdir(), 'playground-')), download.suggestedFilename());
    await download.saveAs(file);
    const log = JSON.parse(readFileSync(file, 'utf8')) as { result: { winner: string | null; clause: string }; setup: { options: Record<string, unknown> } };
    assert.deepEqual(Object.keys(log.setup.options).sort(), [...PLAYED].sort(), 'the log records the options');
    assert.deepEqual({ winner: log.result.winner ?? '', clause: log.result.clause }, { winner, clause: resultClause });
    const out = execFileSync(process.execPath, [join(ROOT, 'scripts', 'simulate.ts'), '--book', 'twgp', '--replay', file], { cwd: ROOT, encoding: 'utf8' });
    assert.match(out, /digest checked/);
    assert.match(out, /the replayed result is the recorded one/);
    assert.match(out, new RegExp(`result: ${log.result.winner ?? 'no winner'} \\(${resultClause!.replace(/\./g, '\\.')}:`));
  } finally {
    await page.context().close();
  }
});

test('twgp: a refused move shows the clause that forbids it, with options on and for an option not adopted', { timeout: 2 * 60_000 }, async () => {
  const refusedWith = async (page: Page, action: unknown, clause: string) => {
    await page.click('.pg-other summary');
    await page.fill('.pg-free textarea', JSON.stringify(action));
    await page.click('.pg-free button');
    const refusal = page.locator('.pg-refusal');
    assert.match(await refusal.textContent() ?? '', /は認められません/);
    assert.equal(await refusal.locator(`a.pg-clause[data-clause="${clause}"]`).count(), 1, `the refusal links ${clause}`);
  };
  const on = await open('?seed=5&option=master-drive');
  try {
    await on.click('.pg-other summary');
    await on.locator('.pg-try', { hasText: 'ターンを終える' }).first().click();
    assert.equal(await on.locator('.pg-refusal a.pg-clause[data-clause="twgp.sequence.battle.end"]').count(), 1);
  } finally {
    await on.context().close();
  }
  const off = await open('?seed=5');
  try {
    await refusedWith(off, { type: 'master-drive', vital: 0, square: 0 }, 'twgp.master-drive.option');
  } finally {
    await off.context().close();
  }
});
