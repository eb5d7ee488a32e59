/** engine/core/json.ts: keys given twice in one JSON object, located by path, line and column, in one linear pass. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { duplicateKeys } from '../../../engine/core/json.ts';

test('a key given twice is found at its path, line and column, with where the first stands', () => {
  const text = '{\n  "name": "a",\n  "points": {"fire": 1, "fire": 2},\n  "name": "b"\n}';
  assert.deepEqual(duplicateKeys(text).map(({ path, line, column }) => [path, line, column]), [['points.fire', 3, 25], ['name', 4, 3]]);
  assert.match(duplicateKeys(text)[1]!.message, /"name" is given twice in one object \(first at line 2, column 3\)/);
});

test('keys are compared unescaped; the same key in different objects or array items is no duplicate', () => {
  assert.deepEqual(duplicateKeys('{"name": 1, "n\\u0061me": 2}', 'sheet').map((d) => d.path), ['sheet.name']);
  assert.deepEqual(duplicateKeys('[{"a": 1}, {"a": 2}, {"b": {"a": 3}}]'), []);
  assert.deepEqual(duplicateKeys('{"x": [{"a": "\\"a\\":", "a": 1}]}').map((d) => d.path), ['x[0].a']);
  assert.deepEqual(duplicateKeys('{"名前": 1, "名前": 2, "a b": 3, "a b": 4}').map((d) => d.path), ['名前', '["a b"]']);
});

test('deep nesting and large inputs are scanned without recursion and without throwing', () => {
  const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
  assert.deepEqual(duplicateKeys(deep), []);
  const wide = `{${Array.from({ length: 100_000 }, (_, i) => `"k${i % 50_000}": ${i}`).join(',')}}`;
  assert.equal(duplicateKeys(wide).length, 50_000);
  for (const junk of ['', '{', '"', '{"a', '{"a": 1, "a"', '}}]]', '{"\\']) assert.doesNotThrow(() => duplicateKeys(junk));
});
