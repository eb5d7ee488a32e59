/** npm run spec:rename: a clause renamed everywhere, its old ID kept as an alias; unsafe renames refused with nothing changed. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec } from '../../../tools/spec/load.ts';

const CLI = fileURLToPath(new URL('../../../tools/spec/rename-cli.ts', import.meta.url));

const FILES: Record<string, string> = {
  'spec/demo/01-rules.md': '# 規則\n\nrule[demo.rules.tie]\n同点なら引き分け。\n\nrule[demo.rules.tie.when]\n判定の時期。\n\nrule[demo.rules.other]\n[引き分け](#demo.rules.tie)のあとは次へ。\n',
  'features/demo/x.feature': '# language: ja\n機能: x\n  @demo.rules.tie\n  シナリオ: 引き分け\n    ならば 違反 "demo.rules.tie" になる\n',
  'engine/demo/tie.ts': "/** demo.rules.tie, demo.rules.tie.when; not demo.rules.tied or demo.rules.tie-break. */\nexport const c = { clause: 'demo.rules.tie' };\n",
  'docs/demo.md': 'see `demo.rules.tie` and demo.rules.tie.md\n',
};

function repo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rename-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const rename = (dir: string, ...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8' });
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

test('a rename rewrites the label, links, tags, step text, citations and docs, and keeps the old ID as an alias', () => {
  const dir = repo();
  try {
    const run = rename(dir, 'demo.rules.tie', 'demo.rules.draw', '--with-children');
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /renamed demo\.rules\.tie → demo\.rules\.draw, demo\.rules\.tie\.when → demo\.rules\.draw\.when: 9 mentions in 4 files/);
    assert.match(read(dir, 'spec/demo/01-rules.md'), /^rule\[demo\.rules\.draw\] aliases=demo\.rules\.tie$/m);
    assert.match(read(dir, 'spec/demo/01-rules.md'), /^rule\[demo\.rules\.draw\.when\] aliases=demo\.rules\.tie\.when$/m);
    assert.match(read(dir, 'spec/demo/01-rules.md'), /\(#demo\.rules\.draw\)/);
    assert.equal(read(dir, 'features/demo/x.feature'), FILES['features/demo/x.feature']!.replaceAll('demo.rules.tie', 'demo.rules.draw'));
    assert.equal(read(dir, 'engine/demo/tie.ts'), "/** demo.rules.draw, demo.rules.draw.when; not demo.rules.tied or demo.rules.tie-break. */\nexport const c = { clause: 'demo.rules.draw' };\n");
    assert.equal(read(dir, 'docs/demo.md'), 'see `demo.rules.draw` and demo.rules.tie.md\n');
    const spec = loadSpec(dir);
    assert.deepEqual(spec.diagnostics, []);
    assert.equal(spec.aliases.get('demo.rules.tie'), 'demo.rules.draw');
    // A later rename of the same clause adds to its aliases.
    assert.equal(rename(dir, 'demo.rules.draw.when', 'demo.rules.draw.timing').status, 0);
    assert.match(read(dir, 'spec/demo/01-rules.md'), /^rule\[demo\.rules\.draw\.timing\] aliases=demo\.rules\.tie\.when,demo\.rules\.draw\.when$/m);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an old link is accepted with a warning naming the new ID', () => {
  const dir = repo();
  try {
    assert.equal(rename(dir, 'demo.rules.tie', 'demo.rules.draw', '--with-children').status, 0);
    writeFileSync(join(dir, 'spec/demo/01-rules.md'), read(dir, 'spec/demo/01-rules.md') + '\nrule[demo.rules.later]\n[古い](#demo.rules.tie)リンク。\n');
    const spec = loadSpec(dir);
    assert.deepEqual(spec.diagnostics, []);
    assert.deepEqual(spec.warnings.map((w) => w.message), ["warning: reference to former clause ID 'demo.rules.tie', renamed to 'demo.rules.draw': write #demo.rules.draw"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('collisions, bad IDs, another book and children left behind are refused, changing nothing', () => {
  const dir = repo();
  try {
    const cases: [string[], RegExp][] = [
      [['demo.rules.tie', 'demo.rules.other', '--with-children'], /'demo\.rules\.other' \(for 'demo\.rules\.tie'\) is already the ID of a clause/],
      [['demo.rules.tie', 'Demo.Bad'], /is not a clause ID/],
      [['demo.rules.tie', 'other.rules.tie', '--with-children'], /not in the book 'demo'/],
      [['demo.rules.tie', 'demo.rules.draw'], /1 clause below 'demo\.rules\.tie' \(demo\.rules\.tie\.when\) would keep the old prefix/],
      [['demo.rules.none', 'demo.rules.x'], /no clause has the ID 'demo\.rules\.none'/],
    ];
    for (const [args, message] of cases) {
      const run = rename(dir, ...args);
      assert.equal(run.status, 2, args.join(' '));
      assert.match(run.stderr, message);
    }
    for (const [file, text] of Object.entries(FILES)) assert.equal(read(dir, file), text, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
