import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSpec } from '../../../../tools/spec/load.ts';
import { fixture } from '../fixture.ts';

const A = '# A\n\nrule[demo.a.one]\n本文。\n\n';

test('a reference-style link to a clause is a reference like an inline link', () => {
  const spec = loadSpec(fixture({ 'spec/demo/01-a.md': `${A}rule[demo.a.two]\n[一][one]と[一][]を見よ。\n\n[one]: #demo.a.one\n[一]: <#demo.a.one>\n` }));
  assert.deepEqual(spec.diagnostics, []);
  assert.deepEqual(spec.clauses[1]!.refs, ['demo.a.one']);
});

test('a reference-style link to an unknown clause ID is reported at the link', () => {
  const spec = loadSpec(fixture({ 'spec/demo/01-a.md': `${A}rule[demo.a.two]\n見よ：[参照][x]。\n\n[x]: #demo.a.nope\n` }));
  assert.deepEqual(spec.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`), ["spec/demo/01-a.md:7:4: reference to unknown clause ID 'demo.a.nope'"]);
});

test('a reference-style link whose target is not a clause ID is reported', () => {
  const spec = loadSpec(fixture({ 'spec/demo/01-a.md': `${A}rule[demo.a.two]\n[参照][x]。\n\n[x]: #Nope\n` }));
  assert.match(spec.diagnostics.map((d) => `${d.line}:${d.column}: ${d.message}`).join('\n'), /^7:1: link target '#Nope' is not a clause ID/);
});

test('an HTML link to an unknown clause ID is reported at its href (besides the raw HTML)', () => {
  const spec = loadSpec(fixture({ 'spec/demo/01-a.md': `${A}rule[demo.a.two]\n二。<a href="#demo.a.nope">参照</a>\n` }));
  const own = spec.diagnostics.filter((d) => !d.message.includes('raw HTML')).map((d) => `${d.line}:${d.column}: ${d.message}`);
  assert.deepEqual(own, ["7:6: reference to unknown clause ID 'demo.a.nope'"]);
});

test('an HTML link to a known clause is only the raw-HTML problem', () => {
  const spec = loadSpec(fixture({ 'spec/demo/01-a.md': `${A}rule[demo.a.two]\n二。<a href='#demo.a.one'>参照</a>\n` }));
  assert.deepEqual(spec.diagnostics.filter((d) => !d.message.includes('raw HTML')), []);
});
