import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSpec } from '../../../../tools/spec/load.ts';
import { fixture, GOOD } from '../fixture.ts';

const strip = (spec: ReturnType<typeof loadSpec>) => spec.clauses.map(({ id, text, line, column, refs, number }) => ({ id, text, line, column, refs, number }));

test('a byte order mark is dropped: the file reads exactly as without it', () => {
  const plain = loadSpec(fixture({ 'spec/demo/01-a.md': GOOD }));
  const bom = loadSpec(fixture({ 'spec/demo/01-a.md': `\uFEFF${GOOD}` }));
  assert.deepEqual(bom.diagnostics, []);
  assert.deepEqual(strip(bom), strip(plain));
});

test('CRLF and lone CR line endings read exactly as LF (no \\r in the index, same lines and columns)', () => {
  const plain = loadSpec(fixture({ 'spec/demo/01-a.md': `${GOOD}\n- 補足\n` }));
  for (const eol of ['\r\n', '\r']) {
    const other = loadSpec(fixture({ 'spec/demo/01-a.md': `${GOOD}\n- 補足\n`.replace(/\n/g, eol) }));
    assert.deepEqual(other.diagnostics.map((d) => d.message), plain.diagnostics.map((d) => d.message));
    assert.deepEqual(strip(other), strip(plain));
    assert.ok(!JSON.stringify(other.clauses).includes('\\r'));
  }
});

test('invalid UTF-8 is reported at its line and column; the rest of the file is still read', () => {
  const bytes = Buffer.concat([Buffer.from('# A\n\nrule[demo.a.one]\n本'), Buffer.from([0xff, 0xc3]), Buffer.from('文。\n\nrule[demo.a.two]\n二。\n')]);
  const dir = fixture({ 'spec/demo/.keep': '' });
  writeFileSync(join(dir, 'spec/demo/01-a.md'), bytes);
  const read = loadSpec(dir);
  assert.deepEqual(read.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`), [
    'spec/demo/01-a.md:4:2: invalid UTF-8 (byte 0xff at byte offset 25): save the file as UTF-8; bad bytes are read as U+FFFD',
  ]);
  assert.deepEqual(read.clauses.map((c) => c.id), ['demo.a.one', 'demo.a.two']);
});

test('a U+FFFD written as valid UTF-8 is text, not an encoding error', () => {
  assert.deepEqual(loadSpec(fixture({ 'spec/demo/01-a.md': '# A\n\nrule[demo.a.one]\n置換文字 \uFFFD も文字。\n' })).diagnostics, []);
});
