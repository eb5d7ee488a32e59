import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSpec } from '../../../../tools/spec/load.ts';
import { fixture, GOOD } from '../fixture.ts';

const problems = (root: string) => loadSpec(root).diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`);

test('a folder named like a chapter file is reported, not read as one (no EISDIR crash)', () => {
  const root = fixture({ 'spec/demo/01-a.md': GOOD, 'spec/demo/02-b.md/inside.md': GOOD });
  assert.deepEqual(problems(root), ["spec/demo/02-b.md:1:1: '02-b.md' is a folder, not a chapter file; it is not read (chapters are files named NN-slug.md)"]);
});

test('a chapter with an upper-case .MD extension is read and its name reported', () => {
  const spec = loadSpec(fixture({ 'spec/demo/01-a.MD': GOOD }));
  assert.deepEqual(spec.clauses.map((c) => c.id), ['demo.section.first', 'demo.section.second']);
  assert.deepEqual(spec.diagnostics.map((d) => `${d.file}:${d.line}:${d.column}`), ['spec/demo/01-a.MD:1:1']);
  assert.match(spec.diagnostics[0]!.message, /chapter file name '01-a\.MD' must look like NN-slug\.md/);
});

test('a file in a rulebook folder that is not Markdown, and a file directly in spec/, are reported as not read', () => {
  const root = fixture({ 'spec/demo/01-a.md': GOOD, 'spec/demo/02-b.txt': 'rule[demo.b.one]\n本文。\n', 'spec/03-c.md': GOOD });
  assert.deepEqual(problems(root), [
    "spec/03-c.md:1:1: '03-c.md' is not read: only rulebook folders (spec/<book>/NN-slug.md) hold spec text",
    "spec/demo/02-b.txt:1:1: '02-b.txt' is not a chapter file and is not read (chapters are files named NN-slug.md)",
  ]);
});

test('hidden files such as .gitkeep are ignored', () => {
  assert.deepEqual(problems(fixture({ 'spec/demo/01-a.md': GOOD, 'spec/demo/.gitkeep': '' })), []);
});

test('a broken symbolic link is reported with its path instead of crashing', () => {
  const root = fixture({ 'spec/demo/01-a.md': GOOD });
  symlinkSync(join(root, 'nowhere.md'), join(root, 'spec/demo/02-b.md'));
  const out = problems(root);
  assert.equal(out.length, 1);
  assert.match(out[0]!, /^spec\/demo\/02-b\.md:1:1: cannot read: ENOENT/);
});

test('an empty rulebook folder and an empty chapter file do not crash', () => {
  const root = fixture({ 'spec/demo/01-a.md': '' });
  mkdirSync(join(root, 'spec/empty'));
  writeFileSync(join(root, 'spec/demo/02-b.md'), '\n\n');
  const out = problems(root);
  assert.deepEqual(out, [
    'spec/demo/01-a.md:1:1: chapter file has no level-1 heading (the chapter title)',
    'spec/demo/02-b.md:1:1: chapter file has no level-1 heading (the chapter title)',
  ]);
});

test('two chapters of a book with one slug (one page address) are reported', () => {
  assert.deepEqual(problems(fixture({ 'spec/demo/01-a.md': GOOD, 'spec/demo/02-a.md': GOOD.replace(/demo\.section\./g, 'demo.other.') })), [
    "spec/demo/02-a.md:1:1: chapter slug 'a' is also used by spec/demo/01-a.md (the slug is the chapter's page address)",
  ]);
});
