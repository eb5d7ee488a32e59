import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixture, GOOD } from './fixture.ts';

const CLI = fileURLToPath(new URL('../../../tools/spec/cli.ts', import.meta.url));
const A = '# A\n\nrule[demo.a.one]\n本文。\n\n';

/** One spec holding every hostile input of issue 10 point 2 at once. */
function hostileSpec(): string {
  const root = fixture({
    'spec/demo/01-a.md': GOOD,
    'spec/demo/02-attrs.md': '# B\n\nrule[demo.b.one] constructor=x\n一。\n\nvariant[demo.b.two] __proto__=x toString=y\n二。\n',
    'spec/demo/03-c.md/inside.md': GOOD,
    'spec/demo/04-bom.md': `\uFEFF${A.replace('demo.a.', 'demo.d.')}`,
    'spec/demo/05-crlf.md': A.replace('demo.a.', 'demo.e.').replace(/\n/g, '\r\n'),
    'spec/demo/07-upper.MD': A.replace('demo.a.', 'demo.g.'),
    'spec/demo/08-fence.md': `${A.replace('demo.a.', 'demo.h.')}\`\`\`\n\nrule[demo.h.two]\n失われる。\n`,
    'spec/demo/09-places.md': `${A.replace('demo.a.', 'demo.i.')}| a |\n| - |\n| rule[demo.i.cell] |\n\n<div>\nrule[demo.i.html]\n</div>\n\n> rule[demo.i.quote]\n\nrule[demo.i.two]\n二。\n\n- 項目\n  rule[demo.i.item]\n`,
    'spec/demo/10-links.md': `${A.replace('demo.a.', 'demo.j.')}rule[demo.j.two]\n[参照][x]と<a href="#demo.j.nope">HTML</a>。\n\n[x]: #demo.j.missing\n`,
    'spec/demo/11-deep.md': `${A.replace('demo.a.', 'demo.k.')}${'>'.repeat(5000)} x\n`,
    'spec/demo/12-emphasis.md': `${A.replace('demo.a.', 'demo.l.')}rule[demo.l.two]\n${'*a'.repeat(50000)}\n`,
    'spec/demo/13-large.md': `# M\n\n${Array.from({ length: 50000 }, (_, i) => `rule[demo.m.c${i}]\n本文。\n`).join('\n')}`,
  });
  writeFileSync(join(root, 'spec/demo/06-utf8.md'), Buffer.concat([Buffer.from(A.replace('demo.a.', 'demo.f.')), Buffer.from([0xc3, 0x28])]));
  symlinkSync(join(root, 'nowhere'), join(root, 'spec/demo/14-broken.md'));
  mkdirSync(join(root, 'spec/constructor'));
  writeFileSync(join(root, 'spec/constructor/01-a.md'), '# A\n\nrule[constructor.a.one]\n本文。\n');
  return root;
}

for (const command of ['lint', 'index']) {
  test(`spec ${command} answers every hostile input with located problems, no stack trace, in bounded time`, () => {
    const root = hostileSpec();
    const started = performance.now();
    const out = spawnSync(process.execPath, [CLI, command], { cwd: root, encoding: 'utf8', timeout: 60000 });
    const took = performance.now() - started;
    assert.equal(out.signal, null, `killed after ${Math.round(took)} ms`);
    assert.equal(out.status, 1, out.stderr);
    assert.doesNotMatch(out.stderr, /^\s+at /m);
    const lines = out.stderr.trimEnd().split('\n').filter((l) => !/^\d+ clauses in /.test(l));
    for (const line of lines) assert.match(line, /^spec\/[^:]+:\d+:\d+: \S/);
    const files = new Set(lines.map((l) => l.split(':')[0]));
    for (const f of ['02-attrs.md', '03-c.md', '06-utf8.md', '07-upper.MD', '08-fence.md', '09-places.md', '10-links.md', '11-deep.md', '12-emphasis.md', '13-large.md', '14-broken.md']) {
      assert.ok(files.has(`spec/demo/${f}`), `no problem reported for ${f}:\n${out.stderr}`);
    }
    for (const clean of ['01-a.md', '04-bom.md', '05-crlf.md']) assert.ok(!files.has(`spec/demo/${clean}`), `${clean} should read cleanly:\n${out.stderr}`);
    for (const where of ['09-places.md:8:3', '09-places.md:11:1', '09-places.md:14:3', '09-places.md:20:3']) assert.match(out.stderr, new RegExp(`spec/demo/${where.replace('.', '\\.')}: clause label`));
    if (command === 'index') {
      const ids = (JSON.parse(out.stdout) as { id: string }[]).map((c) => c.id);
      for (const id of ['demo.d.one', 'demo.e.one', 'demo.f.one', 'demo.g.one', 'constructor.a.one']) assert.ok(ids.includes(id), id);
    }
  });
}
