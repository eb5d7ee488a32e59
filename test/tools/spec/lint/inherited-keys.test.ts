import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSpec } from '../../../../tools/spec/load.ts';
import { parseAttributes } from '../../../../tools/spec/syntax.ts';
import { fixture, lint } from '../fixture.ts';

const chapter = (label: string) => `# A\n\n${label}\n本文。\n`;

for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
  test(`an attribute named ${key} (inherited from Object) is an unknown attribute, located`, () => {
    const problems = lint({ 'spec/demo/01-a.md': chapter(`rule[demo.a.one] ${key}=x`) });
    assert.deepEqual(problems, [`spec/demo/01-a.md:3:1: clause 'demo.a.one': unknown attribute '${key}' (known: option, edition, aliases, reading, en, link)`]);
  });
}

test('a variant with only __proto__= has no option key, and its text keeps nothing of the label', () => {
  const spec = loadSpec(fixture({ 'spec/demo/01-a.md': chapter('variant[demo.a.one] __proto__=x') }));
  assert.deepEqual(spec.diagnostics.map((d) => `${d.line}:${d.column}: ${d.message}`), [
    "3:1: clause 'demo.a.one': unknown attribute '__proto__' (known: option, edition, aliases, reading, en, link)",
    "3:1: variant clause 'demo.a.one' needs an option key: variant[demo.a.one] option=some-key",
  ]);
  assert.equal(spec.clauses[0]!.text, '本文。');
  assert.deepEqual(Object.keys(spec.clauses[0]!.attrs), []);
  assert.equal(Object.getPrototypeOf(spec.clauses[0]!.attrs), Object.prototype);
});

test('a known attribute given twice is reported once as such; values named like Object members are plain values', () => {
  assert.deepEqual(parseAttributes('edition=a edition=b'), { error: "attribute 'edition' is given twice" });
  assert.deepEqual(parseAttributes('option=constructor edition=constructor'), { attrs: { option: 'constructor', edition: 'constructor' } });
});

test('a rulebook folder named constructor is an ordinary book', () => {
  const spec = loadSpec(fixture({ 'spec/constructor/01-a.md': '# A\n\nvariant[constructor.a.one] option=constructor\n本文。\n' }));
  assert.deepEqual(spec.diagnostics, []);
  assert.deepEqual(spec.books, ['constructor']);
  assert.deepEqual(spec.clauses[0]!.attrs, { option: 'constructor' });
});
