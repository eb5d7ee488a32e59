/**
 * Charts drawn at build time as static SVG with Observable Plot, on linkedom's server-side
 * document: no script runs in the reader's browser. Text and axes are `currentColor`, marks the
 * theme's high-contrast accent, so both follow Starlight's light and dark themes. Each chart is
 * shown with a table of the same figures (its text alternative).
 */
import * as Plot from '@observablehq/plot';
import { parseHTML } from 'linkedom';
import type { Rate } from './simulations.ts';

const INK = 'var(--sl-color-accent-high)';
const WIDTH = 560;

function svgOf(chart: ReturnType<typeof Plot.plot>, label: string): string {
  // Plot's own <style> (block display, pre-spaced text) is in dashboard.css instead: a page's
  // main holds no style element, so one that came from text would stand out.
  for (const style of chart.querySelectorAll('style')) style.remove();
  chart.setAttribute('role', 'img');
  chart.setAttribute('aria-label', label);
  // Inside an image, Plot's aria-labels on its groups are not allowed (axe: aria-prohibited-attr);
  // the kind of mark stays readable as data-mark.
  for (const g of chart.querySelectorAll('[aria-label]')) {
    g.setAttribute('data-mark', g.getAttribute('aria-label')!);
    g.removeAttribute('aria-label');
  }
  return chart.outerHTML;
}

function documentForPlot() {
  return parseHTML('<!doctype html><html><body></body></html>').document as unknown as Document;
}

/** Left margin wide enough for the longest row label (10 px text, wide glyphs counted twice). */
const marginFor = (labels: readonly string[]) => Math.min(220, 12 + 6 * Math.max(...labels.map((l) => [...l].reduce((w, ch) => w + (ch.charCodeAt(0) > 0xff ? 1.8 : 1), 0))));

/** Rates with their 95% intervals, one row each: a dot at the rate, a line across the interval. */
export function rateChart(rows: readonly { label: string; value: Rate }[], options: { x: string; label: string; reference?: number }): string {
  const data = rows.map((r) => ({ label: r.label, rate: r.value.rate, lo: r.value.lo, hi: r.value.hi }));
  const chart = Plot.plot({
    document: documentForPlot(),
    width: WIDTH,
    height: 40 + 22 * data.length,
    marginLeft: marginFor(data.map((d) => d.label)),
    x: { domain: [0, 100], percent: true, label: options.x, grid: true },
    y: { domain: data.map((d) => d.label), label: null },
    marks: [
      ...(options.reference !== undefined ? [Plot.ruleX([options.reference], { stroke: 'currentColor', strokeDasharray: '4 3', strokeOpacity: 0.6 })] : []),
      Plot.ruleY(data, { y: 'label', x1: 'lo', x2: 'hi', stroke: INK, strokeWidth: 2 }),
      Plot.dot(data, { y: 'label', x: 'rate', fill: INK, r: 4 }),
    ],
  });
  return svgOf(chart, options.label);
}

/** Distributions of game lengths, one box plot per row (quartiles, whiskers, outliers). */
export function lengthChart(rows: readonly { label: string; values: readonly number[] }[], options: { x: string; label: string }): string {
  const data = rows.flatMap((r) => r.values.map((v) => ({ label: r.label, value: v })));
  const chart = Plot.plot({
    document: documentForPlot(),
    width: WIDTH,
    height: 40 + 26 * rows.length,
    marginLeft: marginFor(rows.map((r) => r.label)),
    x: { label: options.x, grid: true },
    y: { domain: rows.map((r) => r.label), label: null },
    marks: [Plot.boxX(data, { x: 'value', y: 'label', fill: INK, fillOpacity: 0.35, stroke: 'currentColor' })],
  });
  return svgOf(chart, options.label);
}

/** Quartiles and mean of a list of numbers, for the tables beside the box plots. */
export function summaryOf(values: readonly number[]): { min: number; q1: number; median: number; q3: number; max: number; mean: number } {
  const s = [...values].sort((a, b) => a - b);
  const q = (p: number) => {
    if (s.length === 0) return 0;
    const i = (s.length - 1) * p;
    const lo = Math.floor(i);
    return s[lo]! + (s[Math.min(lo + 1, s.length - 1)]! - s[lo]!) * (i - lo);
  };
  return { min: s[0] ?? 0, q1: q(0.25), median: q(0.5), q3: q(0.75), max: s.at(-1) ?? 0, mean: s.length ? s.reduce((a, b) => a + b, 0) / s.length : 0 };
}

export const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
export const interval = (r: Rate) => `${percent(r.rate)}（${percent(r.lo)}–${percent(r.hi)}）`;
