import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSpec } from '../../../../tools/spec/load.ts';
import { fixture, lint } from '../fixture.ts';

const A = '# A\n\nrule[demo.a.one]\n本文。\n';
const only = (text: string) => lint({ 'spec/demo/01-a.md': text }).filter((p) => !p.includes('raw HTML'));

test('an unclosed code fence is reported where it opens (it would swallow the clauses after it)', () => {
  assert.deepEqual(only(`${A}\`\`\`\ncode\n\nrule[demo.a.two]\n失われる。\n`), [
    'spec/demo/01-a.md:5:1: code fence \'```\' is never closed, so everything after it (to line 9) is read as code: close it with ```',
  ]);
  assert.deepEqual(only(`${A}~~~~\ncode\n~~~\n`), ["spec/demo/01-a.md:5:1: code fence '~~~~' is never closed, so everything after it (to line 7) is read as code: close it with ~~~~"]);
});

test('closed fences, longer closing fences and fences inside list items are fine', () => {
  assert.deepEqual(only(`${A}\`\`\`json\n{}\n\`\`\`\n`), []);
  assert.deepEqual(only(`${A}\`\`\`\n{}\n\`\`\`\`\n`), []);
  assert.deepEqual(only(`${A}\n- 例：\n\n  \`\`\`\n  code\n  \`\`\`\n`), []);
});

test('an unclosed HTML comment is reported where it opens', () => {
  assert.deepEqual(only(`${A}\n<!-- 未完\n\nrule[demo.a.two]\n失われる。\n`), [
    'spec/demo/01-a.md:6:1: HTML comment is never closed, so everything after it (to line 9) is ignored: close it with -->',
  ]);
  assert.deepEqual(only(`${A}\n<!-- 閉じた注記 -->\n`), []);
});

test('a clause label in a table cell is reported at the cell', () => {
  assert.deepEqual(only(`${A}\n| a | b |\n| - | - |\n| x | rule[demo.a.two] |\n`), [
    "spec/demo/01-a.md:8:7: clause label 'rule[demo.a.two]' inside a table cell is not read as a clause: put the clause before the table and refer to it",
  ]);
});

test('a clause label in an HTML block is reported at its line (besides the raw HTML itself)', () => {
  assert.deepEqual(only(`${A}\n<div>\nrule[demo.a.two]\n失われる。\n</div>\n`), [
    "spec/demo/01-a.md:7:1: clause label 'rule[demo.a.two]' inside an HTML block is not read as a clause: spec text is Markdown, write the clause outside the HTML",
  ]);
});

test('a clause label in a blockquote (commentary) is reported, nested quotes too', () => {
  assert.deepEqual(only(`${A}\n> rule[demo.a.two]\n> 失われる。\n\n> > 解説\n> > note[demo.a.three]\n`), [
    'spec/demo/01-a.md:6:3: clause label \'rule[demo.a.two]\' inside a "> " commentary is not read as a clause: take it out of the blockquote to make it a clause',
    'spec/demo/01-a.md:10:5: clause label \'note[demo.a.three]\' inside a "> " commentary is not read as a clause: take it out of the blockquote to make it a clause',
  ]);
});

test('a clause label on the second line of a list item, or starting its second paragraph, is reported', () => {
  assert.deepEqual(only(`${A}\n- 項目\n  rule[demo.a.two]\n- 二つ目\n\n  rule[demo.a.three]\n  第二段落。\n`), [
    "spec/demo/01-a.md:7:3: clause label 'rule[demo.a.two]' must start its own paragraph: put a blank line before it",
    "spec/demo/01-a.md:10:3: clause label 'rule[demo.a.three]' is not read as a clause here: a label starts a paragraph after a blank line, or a list item",
  ]);
});

test('a clause label on the second line of a labelled list item is reported', () => {
  assert.deepEqual(only(`${A}\n- rule[demo.a.two]\n  二。\n  rule[demo.a.three]\n`), [
    "spec/demo/01-a.md:8:3: clause label 'rule[demo.a.three]' must start its own paragraph: put a blank line before it",
  ]);
});

test('a clause label in a heading is reported', () => {
  assert.deepEqual(only(`${A}\n## rule[demo.a.two]\n`), [
    "spec/demo/01-a.md:6:4: clause label 'rule[demo.a.two]' in a heading is not read as a clause: put it on its own line below the heading",
  ]);
});

test('labels inside code are examples and are not reported; a malformed label is reported once', () => {
  assert.deepEqual(only(`${A}\n\`\`\`markdown\nrule[demo.a.two]\n\`\`\`\n`), []);
  assert.deepEqual(only('# A\n\nrule[Demo.A]\n本文。\n').length, 1);
});

test('a clause label indented into a code block is reported; one in a fenced example is not', () => {
  assert.deepEqual(only(`${A}\n    rule[demo.a.two]\n    失われる。\n`), [
    "spec/demo/01-a.md:6:5: clause label 'rule[demo.a.two]' is indented into a code block and read as code: remove the indentation (put examples in a fenced ``` block)",
  ]);
});

test('a top-level list with an unlabelled item still reads its labelled items as clauses', () => {
  const spec = loadSpec(fixture({ 'spec/demo/01-a.md': '# A\n\n- 前置き\n- rule[demo.a.one]\n  一。\n- 後書き\n' }));
  assert.deepEqual(spec.clauses.map((c) => c.id), ['demo.a.one']);
  assert.deepEqual(spec.diagnostics.map((d) => `${d.line}:${d.column}: ${d.message.slice(0, 28)}`), ['3:1: list item outside any clause', '6:1: list item outside any clause']);
});
