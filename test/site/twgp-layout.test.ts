/**
 * The TWGP table layout diagram on the TWGP book's front page: every place is labelled with the
 * term of the clause that defines it and links to that clause; the three grids of each player
 * are in the order of twgp.field.layout.order (battle grid nearest the opponent), one's own
 * places to the right of one's grids and the opponent's to the left (twgp.field.layout).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import type { Element } from 'hast';
import { loadSpec } from '../../tools/spec/load.ts';
import { chapterPathOf, page, ROOT } from './built-html.ts';

const spec = loadSpec(ROOT);
const svg = select('figure[data-chart="twgp-layout"] svg', page('/twgp/'))!;
const places = selectAll('a[data-place-clause]', svg);
const box = (a: Element) => select('rect.layout-place', a)!.properties;

test('every place of the diagram is labelled with its clause\'s term and links to the clause', () => {
  assert.ok(svg, 'no layout diagram on /twgp/');
  assert.equal(places.length, 12, 'six places a player');
  for (const a of places) {
    const id = String(a.properties.dataPlaceClause);
    const clause = spec.clauses.find((c) => c.id === id);
    assert.ok(clause?.term, `${id} is no definition`);
    assert.equal(a.properties.href, `${chapterPathOf(spec, clause.file)}#${id}`);
    const side = a.properties.dataSide === 'own' ? '自分の' : '相手の';
    assert.equal(toString(select('text', a)!), `${side}${clause.term}`);
  }
});

test('grids in the order of twgp.field.layout.order, places beside them on each player\'s right', () => {
  const y = (side: string, id: string) => Number(box(places.find((a) => a.properties.dataSide === side && a.properties.dataPlaceClause === id)!).y);
  const x = (side: string, id: string) => Number(box(places.find((a) => a.properties.dataSide === side && a.properties.dataPlaceClause === id)!).x);
  const grids = ['twgp.field.battle-grid', 'twgp.field.vital-grid', 'twgp.field.charge-grid'];
  // Nearest the opponent first: downward for one's own side, upward for the opponent's.
  assert.deepEqual(grids.map((g) => y('own', g)), [...grids.map((g) => y('own', g))].sort((a, b) => a - b));
  assert.deepEqual(grids.map((g) => y('opponent', g)), [...grids.map((g) => y('opponent', g))].sort((a, b) => b - a));
  for (const [place, grid] of [['twgp.field.storage', 'twgp.field.battle-grid'], ['twgp.resource.deck', 'twgp.field.vital-grid'], ['twgp.field.surge', 'twgp.field.charge-grid']] as const) {
    assert.equal(y('own', place), y('own', grid), `${place} beside the own ${grid}`);
    assert.ok(x('own', place) > x('own', grid), `own ${place} on the right`);
    assert.equal(y('opponent', place), y('opponent', grid));
    assert.ok(x('opponent', place) < x('opponent', grid), `opponent's ${place} on the left as one sees it`);
  }
});
