// tools/rulings/tag-index.ts: the clause IDs and option keys the rulings' tag check reads,
// kept in os.tmpdir() under a hash of the spec and the spec tools; a changed spec is read anew.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tagIndex } from '../../../tools/rulings/tag-index.ts';

const chapter = (extra: string) => `# 章\n\nrule[demo.a.first]\n最初の規則。\n\nvariant[demo.a.alt] option=alt-key\n別の規則。\n${extra}`;

test('the tag index lists every clause ID and each book\'s option keys, and follows a changed spec', async () => {
  const root = mkdtempSync(join(tmpdir(), 'tag-index-'));
  try {
    mkdirSync(join(root, 'spec', 'demo'), { recursive: true });
    const file = join(root, 'spec', 'demo', '01-a.md');
    writeFileSync(file, chapter(''));
    const first = await tagIndex(root);
    assert.deepEqual([...first.ids].sort(), ['demo.a.alt', 'demo.a.first']);
    assert.deepEqual([...(first.options.get('demo') ?? [])], ['alt-key']);
    const kept = await tagIndex(root);
    assert.deepEqual([...kept.ids].sort(), ['demo.a.alt', 'demo.a.first']);
    writeFileSync(file, chapter('\nrule[demo.a.second]\n二つ目の規則。\n'));
    const changed = await tagIndex(root);
    assert.deepEqual([...changed.ids].sort(), ['demo.a.alt', 'demo.a.first', 'demo.a.second']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a kept index that is not the expected JSON is ignored and the spec read', async () => {
  const root = mkdtempSync(join(tmpdir(), 'tag-index-'));
  try {
    mkdirSync(join(root, 'spec', 'demo'), { recursive: true });
    writeFileSync(join(root, 'spec', 'demo', '01-a.md'), chapter('\nrule[demo.a.broken-cache]\n規則。\n'));
    await tagIndex(root);
    const kept = readdirSync(tmpdir()).filter((n) => n.startsWith('tcg-rulebooks-tag-index-') && n.endsWith('.json'));
    // Spoil every kept index of this content: whichever is this spec's must be read anew.
    for (const n of kept) {
      const path = join(tmpdir(), n);
      if (existsSync(path) && (await import('node:fs')).readFileSync(path, 'utf8').includes('demo.a.broken-cache')) writeFileSync(path, '{"ids": 3}');
    }
    const index = await tagIndex(root);
    assert.ok(index.ids.has('demo.a.broken-cache'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
