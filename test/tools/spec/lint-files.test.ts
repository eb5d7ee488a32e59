/** npm run spec:lint -- <file…>: one chapter checked against the whole index through the remark plugin; --format json. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = join(ROOT, 'tools/spec/cli.ts');

test('one file is linted against the whole index, as text and as JSON', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lint-'));
  try {
    cpSync(join(ROOT, 'spec/tommy-walker'), join(dir, 'spec/tommy-walker'), { recursive: true });
    const lint = (...args: string[]) => spawnSync(process.execPath, [CLI, 'lint', ...args], { cwd: dir, encoding: 'utf8' });
    assert.equal(lint('spec/tommy-walker/07-attack.md').status, 0);
    const chapter = join(dir, 'spec/tommy-walker/07-attack.md');
    // An ID defined in another chapter is a duplicate only the whole index can see.
    writeFileSync(chapter, readFileSync(chapter, 'utf8') + '\nrule[tommy-walker.setup.deck-size]\n重複。[x](#tommy-walker.no-such)\n');
    const json = lint('spec/tommy-walker/07-attack.md', '--format', 'json');
    assert.equal(json.status, 1);
    const found = JSON.parse(json.stdout) as { file: string; line: number; severity: string; message: string }[];
    assert.deepEqual(found.map((d) => [d.file, d.severity, d.message.replace(/ '.*$/, '')]), [
      ['spec/tommy-walker/07-attack.md', 'error', 'duplicate clause ID'],
      ['spec/tommy-walker/07-attack.md', 'error', 'reference to unknown clause ID'],
    ]);
    const text = lint('spec/tommy-walker/07-attack.md');
    assert.match(text.stderr, /^spec\/tommy-walker\/07-attack\.md:\d+:1: duplicate clause ID 'tommy-walker\.setup\.deck-size' \(first defined at spec\/tommy-walker\/03-setup\.md:\d+:1\)$/m);
    assert.match(text.stderr, /1 file checked against \d+ clauses; 2 problems/);
    // The other chapter, linted alone, reports only its own lines.
    const other = JSON.parse(lint('spec/tommy-walker/03-setup.md', '--format', 'json').stdout) as { file: string }[];
    assert.deepEqual([...new Set(other.map((d) => d.file))], []);
    assert.equal(lint('README.md').status, 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
