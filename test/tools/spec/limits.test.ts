import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Root } from 'mdast';
import { loadSpec } from '../../../tools/spec/load.ts';
import type { Clause } from '../../../tools/spec/model.ts';
import { collectRefs } from '../../../tools/spec/refs.ts';
import { MAX_BLOCK_DELIMITERS, MAX_CHAPTER_BYTES, MAX_FILE_DELIMITERS, MAX_NESTING_WIDTH } from '../../../tools/spec/source.ts';
import { fixture } from './fixture.ts';

const A = '# A\n\nrule[demo.a.one]\n本文。\n\n';

/** Loads one chapter and returns its problems, failing if that took more than `ms`. */
function timed(text: string, ms = 5000): string[] {
  const root = fixture({ 'spec/demo/01-a.md': text });
  const started = performance.now();
  const problems = loadSpec(root).diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`);
  const took = performance.now() - started;
  assert.ok(took < ms, `took ${Math.round(took)} ms`);
  return problems;
}

test('blockquotes nested 5,000 deep fail with a located nesting error, not a stack overflow', () => {
  assert.deepEqual(timed(`${A}${'>'.repeat(5000)} 深い\n`), [
    `spec/demo/01-a.md:6:1: line nested too deep: its indentation, '>' and list markers are 5001 columns wide, more than the limit of ${MAX_NESTING_WIDTH} (docs/clause-syntax.md, Limits); the file is not read`,
  ]);
});

test('lists nested 300 deep (by indentation or by markers) fail at the first line past the limit', () => {
  const indented = Array.from({ length: 300 }, (_, i) => `${' '.repeat(2 * i)}- x`).join('\n');
  const [first] = timed(`${A}${indented}\n`);
  assert.match(first!, /^spec\/demo\/01-a\.md:56:1: line nested too deep: its indentation, '>' and list markers are 102 columns wide/);
  const [second] = timed(`${A}${'- '.repeat(5000)}x\n`);
  assert.match(second!, /^spec\/demo\/01-a\.md:6:1: line nested too deep/);
});

test('lists nested within the limit are read', () => {
  const nested = Array.from({ length: 40 }, (_, i) => `${' '.repeat(2 * i)}- x`).join('\n');
  assert.deepEqual(timed(`${A}${nested}\n`, 30000), []);
});

test('50,000 emphasis or link delimiters in a paragraph fail fast at the delimiter past the limit', () => {
  const [emphasis] = timed(`${A.slice(0, -1)}${'*a'.repeat(50000)}\n`);
  assert.match(emphasis!, new RegExp(`^spec/demo/01-a\\.md:5:${2 * (MAX_BLOCK_DELIMITERS - 2) + 1}: more than ${MAX_BLOCK_DELIMITERS} emphasis or link delimiters`));
  const [brackets] = timed(`${A}rule[demo.a.two]\n${'[a]('.repeat(20000)}\n`);
  assert.match(brackets!, /^spec\/demo\/01-a\.md:7:\d+: more than 1000 emphasis or link delimiters/);
});

test('many paragraphs each under the paragraph limit still meet the per-file limit', () => {
  const blocks = Array.from({ length: 60 }, (_, i) => `rule[demo.a.c${i}]\n${'~a'.repeat(400)}`).join('\n\n');
  const [problem] = timed(`# A\n\n${blocks}\n`);
  assert.match(problem!, new RegExp(`more than ${MAX_FILE_DELIMITERS} emphasis or link delimiters \\(\\* _ ~ \\[ \\]\\) in one chapter file`));
});

test('a 50,000-clause file is refused by its size, located, before any parsing', () => {
  const clauses = Array.from({ length: 50000 }, (_, i) => `rule[demo.a.c${i}]\n本文[前](#demo.a.c${i ? i - 1 : 0})。\n`).join('\n');
  const problems = timed(`# A\n\n${clauses}`, 3000);
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, new RegExp(`^spec/demo/01-a\\.md:1:1: chapter file is \\d+ bytes, more than the limit of ${MAX_CHAPTER_BYTES} `));
});

test('a file just under the size limit is read', () => {
  const filler = `rule[demo.a.two]\n${'あ'.repeat(Math.floor((MAX_CHAPTER_BYTES - 200) / 3))}\n`;
  assert.deepEqual(timed(`${A}${filler}`, 30000), []);
});

test('reference attribution is linear: 50,000 clauses with 100,000 links take O(n log n) clause lookups, not O(n²)', () => {
  const n = 50000;
  let lineReads = 0;
  const clauses: Clause[] = Array.from({ length: n }, (_, i) => {
    const clause = {
      id: `demo.a.c${i}`, book: 'demo', kind: 'rule', number: `1.${i + 1}`, title: 'A', text: 't', file: 'f', column: 1,
      attrs: {}, parent: null, refs: [], chapter: 'a',
    } as unknown as Clause;
    // Counts every look at a clause's line: the work of attributing links to clauses.
    Object.defineProperty(clause, 'line', { get: () => (lineReads++, 2 * i + 1), enumerable: true });
    return clause;
  });
  const at = (line: number) => ({ start: { line, column: 3, offset: 0 }, end: { line, column: 9, offset: 0 } });
  const root: Root = {
    type: 'root',
    children: clauses.map((_, i) => ({
      type: 'paragraph', position: at(2 * i + 2),
      children: [{ type: 'link', url: `#demo.a.c${(i + 1) % n}`, position: at(2 * i + 2), children: [] }, { type: 'link', url: `#demo.a.c${(i + 1) % n}`, position: at(2 * i + 2), children: [] }],
    })),
  };
  const started = performance.now();
  const links = collectRefs(root, '', clauses, () => assert.fail('no problem expected'));
  const took = performance.now() - started;
  assert.equal(links.length, 2 * n);
  assert.deepEqual(clauses[0]!.refs, ['demo.a.c1']);
  assert.deepEqual(clauses[n - 1]!.refs, ['demo.a.c0']);
  const bound = 3 * n * 2 * Math.log2(n) * 2; // sorting plus a binary search per link, generously
  assert.ok(lineReads < bound, `${lineReads} clause line reads for ${n} clauses (n log n bound ${Math.round(bound)}; n² would be ${n * n})`);
  assert.ok(took < 30000, `took ${Math.round(took)} ms`);
});
