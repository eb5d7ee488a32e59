import { test } from 'node:test';
import assert from 'node:assert/strict';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { CARDS } from '../../engine/tommy-walker/cards.ts';
import { loadRulings } from '../../tools/rulings/load.ts';
import { page, ROOT } from './built-html.ts';

const rulings = loadRulings(ROOT).filter((r) => r.book === 'tommy-walker');

test('the gallery lists all 36 cards with series, gender, stat and rarity to filter by', () => {
  assert.equal(CARDS.length, 36);
  const rows = selectAll('.card-row', page('/cards/tommy-walker/'));
  assert.equal(rows.length, 36);
  for (const [i, row] of rows.entries()) {
    const card = CARDS[i]!;
    assert.equal(row.properties.dataSeries, card.series);
    assert.equal(row.properties.dataGender, card.gender);
    assert.equal(row.properties.dataStat, card.stats.join(' '));
    assert.equal(row.properties.dataRarity, card.rarity);
    assert.equal(toString(select('a', row)!), card.name);
  }
});

test('each card page shows its data and every ruling that names the card, with status', () => {
  for (const card of CARDS) {
    const tree = page(`/cards/tommy-walker/${card.id}/`);
    assert.ok(toString(select('.card-data', tree)!).includes(String(card.power)), card.name);
    assert.equal(selectAll('.card-abilities > li', tree).length, card.abilities.length, card.name);
    const naming = rulings.filter((r) => r.name.includes(card.name) || r.steps.some((s) => s.text.includes(card.name)));
    const shown = selectAll('.card-rulings li', tree);
    assert.equal(shown.length, naming.length, card.name);
    for (const li of shown) assert.ok(select('.status', li)!.properties.dataStatus);
  }
});
