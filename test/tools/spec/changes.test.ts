/** The changelog of clauses: added, removed, renamed and changed clauses between two versions of the spec. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareClauses } from '../../../tools/spec/changes.ts';
import type { Clause } from '../../../tools/spec/model.ts';

const CLI = fileURLToPath(new URL('../../../tools/spec/changes-cli.ts', import.meta.url));
const clause = (id: string, text: string, attrs: Record<string, string> = {}): Clause => ({ id, book: 'demo', kind: 'rule', number: '1.1', title: '', text, file: 'spec/demo/01-a.md', line: 3, column: 1, attrs, parent: null, refs: [], chapter: 'a' });

test('added, removed, changed and renamed (by aliases=) clauses are told apart', () => {
  const before = [clause('demo.a', '一'), clause('demo.b', '二'), clause('demo.c', '三'), clause('demo.d', '四')];
  const after = [clause('demo.a', '一'), clause('demo.b', '二、改'), clause('demo.e', '三', { aliases: 'demo.c' }), clause('demo.f', '五')];
  assert.deepEqual(compareClauses(before, after).map((c) => [c.kind, c.id, c.from ?? '', c.now ?? '']), [
    ['changed', 'demo.b', '', 'rule: 二、改'],
    ['renamed', 'demo.e', 'demo.c', ''],
    ['added', 'demo.f', '', ''],
    ['removed', 'demo.d', '', ''],
  ]);
});

test('spec:changes lists what changed since a commit of a real repository; an unknown revision is refused', () => {
  const dir = mkdtempSync(join(tmpdir(), 'changes-'));
  try {
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: dir });
    mkdirSync(join(dir, 'spec/demo'), { recursive: true });
    const write = (body: string) => writeFileSync(join(dir, 'spec/demo/01-rules.md'), `# 規則\n\n${body}`);
    write('rule[demo.rules.deck]\nデッキは 16 枚。\n\nrule[demo.rules.hand]\n手札は 5 枚。\n');
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'one');
    write('rule[demo.rules.deck]\nデッキは 20 枚。\n\nrule[demo.rules.draw]\n毎ターン 1 枚引く。\n');
    const run = spawnSync(process.execPath, [CLI, 'HEAD', '--format', 'json'], { cwd: dir, encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual((JSON.parse(run.stdout) as { kind: string; id: string }[]).map((c) => `${c.kind} ${c.id}`), ['changed demo.rules.deck', 'added demo.rules.draw', 'removed demo.rules.hand']);
    const text = spawnSync(process.execPath, [CLI, 'HEAD'], { cwd: dir, encoding: 'utf8' });
    assert.match(text.stdout, /demo: 1 added, 1 removed, 0 renamed, 1 changed/);
    assert.match(text.stdout, /デッキは \[-16-\]\{\+20\+\} 枚/);
    const bad = spawnSync(process.execPath, [CLI, 'no-such-tag'], { cwd: dir, encoding: 'utf8' });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /'no-such-tag' names no commit/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
