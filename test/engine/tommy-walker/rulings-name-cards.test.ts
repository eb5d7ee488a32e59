// Every card of the card list is named in the title of at least one ruling scenario beyond
// the card-data outline, so each card page on the site lists the rulings about it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { CARDS } from '../../../engine/tommy-walker/cards.ts';

test('every one of the 36 cards is named by a scenario title in features/tommy-walker', () => {
  const dir = 'features/tommy-walker';
  const titles = readdirSync(dir)
    .filter((f) => f.endsWith('.feature'))
    .flatMap((f) => readFileSync(`${dir}/${f}`, 'utf8').split('\n'))
    .filter((l) => /^\s*シナリオ:/.test(l));
  const missing = CARDS.filter((c) => !titles.some((t) => t.includes(c.name))).map((c) => c.name);
  assert.deepEqual(missing, []);
});
