/** engine/core/json.ts and checked.ts: keys given twice in one JSON object (located by path, line and column, in one linear pass), plain copies, and states checked once. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { checkedOnce } from '../../../engine/core/checked.ts';
import { asJsonValue, copyPlain, duplicateKeys } from '../../../engine/core/json.ts';

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

test('copyPlain: a deep copy that shares nothing with its original, equal to it, own __proto__ keys kept as keys', () => {
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      const copy = copyPlain(value);
      assert.deepStrictEqual(copy, value);
      if (typeof value === 'object' && value !== null) assert.notEqual(copy, value);
    }),
  );
  const state = JSON.parse('{"areas":{"__proto__":{"hand":["S1"]}},"list":[[1],[2]]}');
  const copy = copyPlain(state);
  assert.equal(Object.getPrototypeOf(copy.areas), Object.prototype);
  assert.deepEqual(Object.keys(copy.areas), ['__proto__']);
  copy.areas['__proto__'].hand.push('S2');
  copy.list[0].push(9);
  assert.deepEqual(state.areas['__proto__'].hand, ['S1']);
  assert.deepEqual(state.list, [[1], [2]]);
  assert.deepEqual(copyPlain({ a: undefined }), { a: undefined });
});

test('asJsonValue: the value as JSON.parse(JSON.stringify(…)) gives it, without undefined fields', () => {
  const withUndefined = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, fc.jsonValue({ maxDepth: 1 }), fc.constant(undefined), fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.string(), tie('value'), { maxKeys: 4 })),
  })).value;
  fc.assert(
    fc.property(fc.dictionary(fc.string(), withUndefined), (value) => {
      assert.deepStrictEqual(asJsonValue(value), JSON.parse(JSON.stringify(value)));
    }),
  );
});

test('checkedOnce: a state is checked once, a made state never, a malformed value every time', () => {
  let calls = 0;
  const states = checkedOnce((v) => {
    calls++;
    return typeof v === 'object' && v !== null && 'turn' in v ? [] : [{ path: 'turn', message: 'missing' }];
  });
  const given = { turn: 1 };
  assert.deepEqual(states.check(given), []);
  assert.deepEqual(states.check(given), []);
  assert.equal(calls, 1);
  const bad = { nope: true };
  assert.equal(states.check(bad).length, 1);
  assert.equal(states.check(bad).length, 1);
  assert.equal(calls, 3);
  const made = states.made({ nothing: 1 });
  assert.deepEqual(states.check(made), []);
  assert.equal(calls, 3);
  assert.equal(states.check(null).length, 1);
  assert.equal(states.check(7).length, 1);
});
