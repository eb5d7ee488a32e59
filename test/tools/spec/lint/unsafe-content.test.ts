/** Lint reports what must not be published: raw HTML and link schemes other than http(s). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint } from '../fixture.ts';
import { isHtmlComment, urlScheme } from '../../../../tools/spec/publishable.ts';

const chapter = (body: string) => ({ 'spec/demo/01-a.md': `# A\n\nrule[demo.a.one]\n${body}\n` });

test('inline raw HTML in a clause is reported at its line and column', () => {
  assert.deepEqual(lint(chapter('本文<img src=x onerror=alert(1)>です。')), [
    "spec/demo/01-a.md:4:3: raw HTML '<img src=x onerror=alert(1)>' is not allowed in spec text (the site drops it): write it in Markdown, or as an HTML comment if it is an editorial marker",
  ]);
});

test('an HTML block (script, iframe, svg) is reported where it starts', () => {
  const problems = lint({ 'spec/demo/01-a.md': '# A\n\nrule[demo.a.one]\n本文。\n<script>alert(1)</script>\n\n<iframe src="javascript:alert(1)"></iframe>\n\n<svg onload=alert(1)>\n</svg>\n' });
  assert.deepEqual(problems.map((p) => p.split(': ')[0]), ['spec/demo/01-a.md:5:1', 'spec/demo/01-a.md:7:1', 'spec/demo/01-a.md:9:1']);
  assert.ok(problems.every((p) => p.includes('raw HTML')), problems.join('\n'));
});

test('raw HTML in a heading, a list item, a table cell and a blockquote is reported', () => {
  const problems = lint({
    'spec/demo/01-a.md': '# A <b onmouseover=alert(1)>x</b>\n\nrule[demo.a.one]\n本文。\n\n| a |\n| - |\n| <i onclick=alert(1)>c</i> |\n\n> 注 <span onclick=alert(1)>y</span>\n',
  });
  assert.deepEqual(problems.map((p) => p.split(': ')[0]), [
    'spec/demo/01-a.md:1:5', 'spec/demo/01-a.md:1:30',
    'spec/demo/01-a.md:8:3', 'spec/demo/01-a.md:8:24',
    'spec/demo/01-a.md:10:5', 'spec/demo/01-a.md:10:29',
  ]);
});

test('an HTML comment is an editorial marker and allowed; a comment with markup after it is not', () => {
  assert.deepEqual(lint(chapter('本文。\n\n<!-- generated: do not edit -->')), []);
  const problems = lint(chapter('本文。\n\n<!-- x --><script>alert(1)</script>'));
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /^spec\/demo\/01-a\.md:6:1: raw HTML '<!-- x --><script>alert\(1\)<\/script>'/);
});

test('an HTML comment that is never closed is reported once, as unclosed, not also as raw HTML', () => {
  const problems = lint(chapter('本文。\n\n<!-- never closed\n\nrule[demo.a.two]\nx'));
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0]!, /^spec\/demo\/01-a\.md:6:1: HTML comment is never closed/);
});

test('javascript: in every Markdown link form is reported with its location', () => {
  const problems = lint(
    chapter(
      [
        '[インライン](javascript:alert(1))、',
        '[大文字](JavaScript:alert(1))、',
        '<javascript:alert(1)>、',
        '![画像](javascript:alert(1))、',
        '[参照][evil]、![画像参照][evil]、',
        '[データ](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)、',
        '[VB](vbscript:msgbox(1))。',
        '',
        '[evil]: javascript:alert(1)',
      ].join('\n'),
    ),
  );
  assert.deepEqual(problems, [
    "spec/demo/01-a.md:4:1: link target 'javascript:alert(1)' uses the scheme 'javascript:'; spec links may only be #clause-id, relative or http(s) URLs",
    "spec/demo/01-a.md:5:1: link target 'JavaScript:alert(1)' uses the scheme 'javascript:'; spec links may only be #clause-id, relative or http(s) URLs",
    "spec/demo/01-a.md:6:1: link target 'javascript:alert(1)' uses the scheme 'javascript:'; spec links may only be #clause-id, relative or http(s) URLs",
    "spec/demo/01-a.md:7:1: image source 'javascript:alert(1)' uses the scheme 'javascript:'; spec links may only be #clause-id, relative or http(s) URLs",
    "spec/demo/01-a.md:9:1: link target 'data:text/html;base64,PHNjcmlwdD5hbGVydC…' uses the scheme 'data:'; spec links may only be #clause-id, relative or http(s) URLs",
    "spec/demo/01-a.md:10:1: link target 'vbscript:msgbox(1)' uses the scheme 'vbscript:'; spec links may only be #clause-id, relative or http(s) URLs",
    "spec/demo/01-a.md:12:1: link definition 'javascript:alert(1)' uses the scheme 'javascript:'; spec links may only be #clause-id, relative or http(s) URLs",
  ]);
});

test('clause links, relative and http(s) links and images are allowed', () => {
  assert.deepEqual(
    lint(chapter('[自身](#demo.a.one)、[相対](../b/)、[外部](https://example.com/a:b)、<http://example.com>、![図](img/a.png)、www.example.com。')),
    [],
  );
});

test('urlScheme reads the scheme as a browser would', () => {
  assert.equal(urlScheme('#demo.a.one'), null);
  assert.equal(urlScheme('a/b:c'), null);
  assert.equal(urlScheme('?q=a:b'), null);
  assert.equal(urlScheme('HTTPS://x'), 'https');
  assert.equal(urlScheme(' \u0001java\tscr\nipt:alert(1)'), 'javascript');
});

test('isHtmlComment accepts one whole comment only', () => {
  assert.ok(isHtmlComment('<!-- a -->'));
  assert.ok(isHtmlComment('<!--\nmulti\nline\n-->\n'));
  assert.ok(!isHtmlComment('<!--><img src=x onerror=alert(1)>-->'));
  assert.ok(!isHtmlComment('<!-- a --> <b>x</b> <!-- c -->'));
  assert.ok(!isHtmlComment('<!-- a --!><img src=x onerror=alert(1)> -->'));
});
