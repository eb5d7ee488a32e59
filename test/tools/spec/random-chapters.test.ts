import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseChapter } from '../../../tools/spec/parse.ts';
import { chapterSource } from '../../../tools/spec/source.ts';

/** Pieces of Markdown and of the clause syntax, hostile ones included, to assemble chapters from. */
const PIECES = [
  'rule[demo.a.b]', 'variant[demo.a.c] option=x', 'note[x]', 'definition[demo.a.d]', ' constructor=1', ' __proto__=x', ' toString=y',
  '\n', '\n\n', '\r\n', '\r', '> ', '- ', '1. ', '  ', '    ', '```', '~~~', '| a | b |\n| - | - |\n', '| rule[demo.a.e] |',
  '<!--', '-->', '<div>', '</div>', '<a href="#demo.x">', '[x](#demo.a.b)', '[x](#)', '[x][y]', '[y]: #demo.q', '**b**', '*', '_',
  '#', '## h', '===', '---', '[^1]', '[^1]: f', '\uFEFF', '\uFFFD', 'あ', '\t', '\\', '`', '<', '&amp;', '![i](#demo.a.b)',
];

test('1,000 random chapters (fixed seed) never make the parser throw, and every problem has a line and column', () => {
  let seed = 42;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  for (let k = 0; k < 1000; k++) {
    let text = '# T\n\n';
    for (let i = 1 + next(40); i > 0; i--) text += PIECES[next(PIECES.length)];
    const source = chapterSource(Buffer.from(text), 'spec/demo/01-a.md');
    const problems = [...source.diagnostics];
    if (source.text !== null) {
      const parsed = parseChapter(source.text, 'spec/demo/01-a.md', 'demo', '01-a.md');
      problems.push(...parsed.diagnostics);
      assert.ok(!JSON.stringify(parsed.clauses).includes('\\r'), `a CR survived in ${JSON.stringify(text)}`);
    }
    for (const d of problems) assert.ok(Number.isInteger(d.line) && d.line >= 1 && Number.isInteger(d.column) && d.column >= 1, `${JSON.stringify(text)}: ${JSON.stringify(d)}`);
  }
});
