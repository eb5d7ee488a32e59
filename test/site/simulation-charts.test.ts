/**
 * The simulation pages (/simulations/…): each chart is a static SVG image with a text label
 * and one mark per row, beside a table of the same figures; the トミーウォーカーTCG figures
 * are those `npm run simulate` prints for the same decks, seeds and agents; the TWGP figures
 * are those of the committed results file, counted here from its raw game list, and the same
 * as the tables of docs/twgp-options.md.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { page, ROOT } from './built-html.ts';

function checkCharts(path: string, rows: number) {
  const figures = selectAll('figure.chart', page(path));
  assert.ok(figures.length > 0, `${path}: no chart`);
  for (const f of figures) {
    const svg = select('svg[role="img"]', f);
    assert.ok(svg, `${path} ${f.properties.dataChart}: no SVG image`);
    assert.ok(String(svg.properties.ariaLabel ?? '').length > 10, `${path} ${f.properties.dataChart}: the SVG has no text label`);
    assert.ok(toString(select('figcaption', f)!).length > 0);
    // A rate chart has a dot per row; a box plot a box (a bar) per row, and dots only for outliers.
    const box = String(f.properties.dataChart).endsWith('lengths');
    const marks = selectAll(box ? 'g[data-mark="bar"] rect' : 'g[data-mark="dot"] circle', svg).length;
    assert.equal(marks, rows, `${path} ${f.properties.dataChart}: ${marks} marks for ${rows} rows`);
  }
}

test('トミーウォーカーTCG: every pair of sample decks, with the figures npm run simulate prints for it', () => {
  const tree = page('/simulations/tommy-walker/');
  const rows = selectAll('table[data-table="tw-win-rates"] tbody tr', tree);
  assert.equal(rows.length, 6, 'four sample decks make six pairs');
  for (const row of rows) {
    const [a, b] = String(row.properties.dataPair).toLowerCase().split('-');
    const out = execFileSync(process.execPath, ['scripts/simulate.ts', '--decks', `decks/tommy-walker/${a}.txt`, `decks/tommy-walker/${b}.txt`, '--games', '1000', '--seed', '1', '--agents', 'greedy,greedy'], { cwd: ROOT, encoding: 'utf8' });
    const wins = [...out.matchAll(/: (\d+) wins, win rate/g)].map((m) => Number(m[1]));
    const draws = Number(/draws: (\d+)/.exec(out)![1]);
    assert.deepEqual([Number(row.properties.dataWinsA), Number(row.properties.dataWinsB), Number(row.properties.dataDraws)], [wins[0], wins[1], draws], `${a} against ${b}`);
    const rate = /win rate ([\d.]+%) \(95% CI ([\d.]+%)–([\d.]+%)\)/.exec(out)!;
    assert.ok(toString(row).includes(`${rate[1]}（${rate[2]}–${rate[3]}）`), `${a} against ${b}: ${toString(row)} lacks ${rate.slice(1).join(' ')}`);
  }
  checkCharts('/simulations/tommy-walker/', rows.length);
});

/** Deck A's win rate column of one of docs/twgp-options.md's tables, by the key of its row. */
function docsTable(heading: string): Map<string, string> {
  const text = readFileSync(join(ROOT, 'docs', 'twgp-options.md'), 'utf8');
  const section = text.slice(text.indexOf(heading)).split('\n## ')[0]!;
  const out = new Map<string, string>();
  for (const line of section.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| 設定') && !l.startsWith('| ---'))) {
    const cells = line.split(' | ').map((c) => c.replace(/^\| |`/g, ''));
    out.set(cells[0] === '基本システム' ? '' : cells[0]!, cells[2]!);
  }
  return out;
}

test('TWGP: each option row shows the raw results of the committed file, the same as docs/twgp-options.md', () => {
  const tree = page('/simulations/twgp/');
  for (const [agents, heading] of [['heuristic', '## Heuristic against heuristic'], ['random', '## Random against random']] as const) {
    const raw = JSON.parse(readFileSync(join(ROOT, 'site', 'src', 'data', 'simulations', `twgp-options-${agents}.json`), 'utf8')) as { rows: { key: string; winners: string; refused?: string }[] };
    const docs = docsTable(heading);
    const rows = selectAll(`table[data-table="twgp-${agents}"] tbody tr`, tree);
    assert.equal(rows.length, raw.rows.length);
    raw.rows.forEach((r, i) => {
      const row = rows[i]!;
      assert.equal(String(row.properties.dataKey ?? ''), r.key);
      if (r.refused) return;
      const winsA = [...r.winners].filter((w) => w === 'A').length;
      const none = [...r.winners].filter((w) => w === '-' || w === '?').length;
      assert.deepEqual([Number(row.properties.dataWinsA), Number(row.properties.dataNoWinner), Number(row.properties.dataGames)], [winsA, none, r.winners.length], `${agents} ${r.key}`);
      const inDocs = docs.get(r.key);
      assert.ok(inDocs, `docs/twgp-options.md (${heading}) has no row ${r.key || '基本システム'}`);
      const [rate, lo, hi] = inDocs.match(/[\d.]+%/g)!;
      assert.ok(toString(row).includes(`${rate}（${lo}–${hi}）`), `${agents} ${r.key}: the site shows ${toString(row)}, the docs ${inDocs}`);
    });
    checkCharts('/simulations/twgp/', raw.rows.filter((r) => !r.refused).length);
  }
});
