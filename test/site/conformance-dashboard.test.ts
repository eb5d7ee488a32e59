/**
 * The conformance dashboard (/conformance/…) against an independent count from the report
 * files themselves: the reference's reports/<book>.json and every other engine's
 * reports/engines/<engine>/<book>.json, read here as plain JSON and counted per chapter
 * (chapter = the clause's spec file), never through the site's code. Also: each count links
 * to a list holding exactly those clauses, each listed clause shows its status in every
 * engine's report, and each report's time is the one its file records.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import type { Element } from 'hast';
import { loadSpec } from '../../tools/spec/load.ts';
import { page, ROOT } from './built-html.ts';

interface RawReport { book: string; generated: string; engine: { name: string }; clauses: { id: string; file: string; status: string }[] }

const spec = loadSpec(ROOT);
const STATUSES = ['passed', 'failed', 'untested', 'not-applicable'];
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as RawReport;

/** The reference's report of each book, which must come from the same run as the message stream the site read. */
const reference = spec.books.filter((b) => existsSync(join(ROOT, 'reports', `${b}.json`))).map((b) => ({ slug: 'reference', report: read(join(ROOT, 'reports', `${b}.json`)) }));
const enginesDir = join(ROOT, 'reports', 'engines');
const others = existsSync(enginesDir)
  ? readdirSync(enginesDir).flatMap((e) => readdirSync(join(enginesDir, e)).filter((f) => f.endsWith('.json')).map((f) => ({ slug: e, report: read(join(enginesDir, e, f)) })))
  : [];

/** The time of a message stream's testRunFinished, to the minute as the page shows it. */
function streamFinished(book: string): string {
  const last = readFileSync(join(ROOT, 'reports', `${book}.ndjson`), 'utf8').trimEnd().split('\n').reverse().find((l) => l.includes('"testRunFinished"'))!;
  const t = JSON.parse(last).testRunFinished.timestamp as { seconds: number };
  return new Date(t.seconds * 1000).toISOString();
}
const minute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The status of every normative clause (rule, variant) of the report's book: the report's, or
 * untested for a clause the report does not hold (docs/conformance.md, the dashboard).
 */
function statusesOf(report: RawReport): { id: string; file: string; status: string }[] {
  const held = new Map(report.clauses.map((c) => [c.id, c.status]));
  return spec.clauses.filter((c) => c.book === report.book && (c.kind === 'rule' || c.kind === 'variant')).map((c) => ({ id: c.id, file: c.file, status: held.get(c.id) ?? 'untested' }));
}

/** Counts of a raw report: per chapter file and status, the clause IDs. */
function countsOf(report: RawReport): Map<string, Map<string, string[]>> {
  const out = new Map<string, Map<string, string[]>>();
  for (const c of statusesOf(report)) {
    const byStatus = out.get(c.file) ?? new Map(STATUSES.map((s) => [s, [] as string[]]));
    byStatus.get(c.status)!.push(c.id);
    out.set(c.file, byStatus);
  }
  return out;
}

const cellCount = (cell: Element, status: string) => Number(select(`li[data-status="${status}"]`, cell)!.properties.dataCount);

test('there is a reference report of every book, from the same run as the message stream the site read', () => {
  assert.equal(reference.length, spec.books.length, 'run npm run conformance before building the site');
  for (const { report } of reference) {
    const gap = Math.abs(Date.parse(report.generated) - Date.parse(streamFinished(report.book)));
    assert.ok(gap < 10 * 60_000, `reports/${report.book}.json and .ndjson are from different runs: run npm run conformance`);
  }
});

test("each book's dashboard counts, per chapter and engine, the clauses of each status of the report files", () => {
  for (const { slug, report } of [...reference, ...others]) {
    const tree = page(`/conformance/${report.book}/`);
    const counts = countsOf(report);
    let checked = 0;
    for (const chapter of spec.chapters.filter((c) => c.book === report.book)) {
      const expected = counts.get(chapter.file);
      const cell = select(`tr[data-chapter="${chapter.slug}"] td[data-engine="${slug}"]`, tree);
      if (!expected) {
        assert.ok(!cell || STATUSES.every((s) => cellCount(cell, s) === 0), `${report.book} ${chapter.slug}: the report holds no clause of it`);
        continue;
      }
      assert.ok(cell, `/conformance/${report.book}/ has no cell for ${slug} in chapter ${chapter.slug}`);
      for (const s of STATUSES) assert.equal(cellCount(cell, s), expected.get(s)!.length, `${report.book} ${chapter.slug} ${slug} ${s}`);
      checked++;
    }
    assert.ok(checked > 0, `${report.book}: no chapter checked`);
    const bookCell = select(`tr.conformance-book-row td[data-engine="${slug}"]`, tree)!;
    for (const s of STATUSES) assert.equal(cellCount(bookCell, s), statusesOf(report).filter((c) => c.status === s).length, `${report.book} ${slug} ${s} in all`);
  }
});

test('the whole-site dashboard gives each book the same totals', () => {
  const tree = page('/conformance/');
  for (const { slug, report } of [...reference, ...others]) {
    const cell = select(`tbody[data-book="${report.book}"] tr.conformance-book-row td[data-engine="${slug}"]`, tree);
    assert.ok(cell, `/conformance/ has no ${slug} cell for ${report.book}`);
    for (const s of STATUSES) assert.equal(cellCount(cell, s), statusesOf(report).filter((c) => c.status === s).length, `${report.book} ${slug} ${s}`);
  }
});

test("each count links to a list of exactly those clauses, each shown with its status in every engine's report", () => {
  const all = [...reference, ...others];
  for (const { slug, report } of all) {
    const tree = page(`/conformance/${report.book}/`);
    const counts = countsOf(report);
    for (const link of selectAll(`td[data-engine="${slug}"] li a`, tree)) {
      const [path, anchor] = String(link.properties.href).split('#');
      assert.equal(path, `/conformance/${report.book}/${slug}/`);
      const [status, ...rest] = STATUSES.map((s) => (anchor!.startsWith(s) ? [s, anchor!.slice(s.length + 1)] : null)).filter(Boolean).sort((a, b) => b![0]!.length - a![0]!.length)[0]!;
      const chapterSlug = rest[0];
      const list = page(path!);
      assert.ok(select(`[id="${anchor}"]`, list), `${path}#${anchor} does not exist`);
      const items = selectAll(`ul.conformance-clauses[data-status="${status}"]${chapterSlug ? `[data-chapter="${chapterSlug}"]` : ''} > li`, list);
      const listed = items.map((li) => String(li.properties.dataClauseId)).sort();
      const expected = chapterSlug
        ? counts.get(spec.chapters.find((c) => c.book === report.book && c.slug === chapterSlug)!.file)!.get(status!)!
        : statusesOf(report).filter((c) => c.status === status).map((c) => c.id);
      assert.deepEqual(listed, [...expected].sort(), `${path}#${anchor}`);
      for (const li of items.slice(0, 3)) {
        const id = String(li.properties.dataClauseId);
        for (const other of all.filter((o) => o.report.book === report.book)) {
          const badge = select(`[data-engine="${other.slug}"]`, li);
          assert.equal(badge?.properties.dataStatus, other.report.clauses.find((c) => c.id === id)?.status ?? 'untested', `${id} in ${other.slug}`);
        }
      }
    }
  }
});

test('each report says when it was produced: the reference its message stream, other engines their report', () => {
  for (const { slug, report } of [...reference, ...others]) {
    const tree = page(`/conformance/${report.book}/`);
    const item = select(`.conformance-reports li[data-engine="${slug}"]`, tree);
    assert.ok(item, `${report.book}: no report line for ${slug}`);
    const iso = slug === 'reference' ? streamFinished(report.book) : report.generated;
    assert.ok(toString(item).includes(minute(iso)), `${report.book} ${slug}: expected ${minute(iso)} in "${toString(item)}"`);
  }
});

test('the Python example engine has a column beside the reference on the じゃんけん・ギア dashboard', { skip: others.length === 0 && 'no report under reports/engines/ (npm test writes the Python engine\'s)' }, () => {
  const heads = selectAll('thead th[data-engine]', page('/conformance/janken-gear/')).map((th) => String(th.properties.dataEngine));
  assert.equal(heads[0], 'reference');
  assert.ok(heads.includes('janken-gear-python'), `columns: ${heads.join(', ')}`);
});

test("beside each normative clause on its chapter page, its status in every other engine's report", () => {
  for (const { slug, report } of others) {
    for (const c of statusesOf(report)) {
      const chapter = spec.chapters.find((ch) => ch.file === c.file)!;
      const box = select(`[id="${c.id}"] > .clause-head`, page(chapter.number === 0 ? `/${report.book}/` : `/${report.book}/${chapter.slug}/`));
      assert.ok(box, `${c.id}: no clause head`);
      const badge = select(`.clause-engine[data-engine="${slug}"]`, box);
      assert.equal(badge?.properties.dataStatus, c.status, `${c.id}: ${slug}`);
    }
  }
});
