/** Ruling names are unique within a book, so a name identifies a ruling in reports. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { loadRulings } from '../../../tools/rulings/load.ts';
import { duplicateNames } from '../../../tools/rulings/tags.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

test('a repeated name in a book is reported at its file and line; outline rows are one ruling', () => {
  const r = (name: string, uri: string, line: number) => ({ book: 'demo', name, uri, line });
  assert.deepEqual(duplicateNames([r('a', 'f.feature', 3), r('a', 'f.feature', 3), r('b', 'f.feature', 9), r('a', 'g.feature', 4), { ...r('a', 'h.feature', 1), book: 'other' }]), [
    "g.feature:4: ruling name 'a' is already used in demo at f.feature:3",
  ]);
});

test('every ruling of the repository has a name unique within its book', () => {
  const rulings = loadRulings(ROOT, []);
  assert.ok(rulings.length > 500);
  assert.deepEqual(duplicateNames(rulings), []);
});
