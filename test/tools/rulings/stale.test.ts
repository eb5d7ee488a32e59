/** The stale-ruling alarm: records of reviewed clause texts, and what editing a clause reports. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Clause } from '../../../tools/spec/model.ts';
import type { Ruling } from '../../../tools/rulings/load.ts';
import { findStale, fingerprint, markReviewed, readReviews, type Reviews } from '../../../tools/rulings/reviews.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CLI = join(ROOT, 'tools/rulings/stale-cli.ts');

const clause = (id: string, text: string): Clause => ({ id, book: 'demo', kind: 'rule', number: '1.1', title: '', text, file: 'spec/demo/01-a.md', line: 3, column: 1, attrs: {}, parent: null, refs: [], chapter: 'a' });
const ruling = (name: string, clauseIds: string[]): Ruling => ({ slug: `demo/f/${name}`, book: 'demo', uri: 'features/demo/f.feature', line: 4, feature: 'f', name, tags: clauseIds.map((c) => `@${c}`), clauseIds, status: 'not-run', steps: [] });

test('a fingerprint ignores re-wrapping and a reading but not a changed number, kind or option', () => {
  const a = clause('demo.x', 'デッキは 16 枚。\n  山札は伏せる。');
  assert.equal(fingerprint(a), fingerprint({ ...a, text: 'デッキは 16 枚。 山札は伏せる。' }));
  assert.notEqual(fingerprint(a), fingerprint({ ...a, text: 'デッキは 20 枚。 山札は伏せる。' }));
  assert.notEqual(fingerprint(a), fingerprint({ ...a, kind: 'note' }));
  assert.notEqual(fingerprint(a), fingerprint({ ...a, attrs: { option: 'o' } }));
  assert.equal(fingerprint(a), fingerprint({ ...a, attrs: { reading: 'でっき' } }));
});

test('only the rulings tagged with a changed clause are stale; new tags are unreviewed; gone rulings are named', () => {
  const x = clause('demo.x', '旧い文');
  const y = clause('demo.y', '別の文');
  const rulings = [ruling('one', ['demo.x']), ruling('two', ['demo.y']), ruling('three', ['demo.x', 'demo.y'])];
  let reviews: Reviews = markReviewed({ rulings: {}, texts: {} }, [x, y], rulings, new Set(['one', 'two', 'three']), true);
  reviews.rulings['old'] = { 'demo.y': fingerprint(y) };
  assert.deepEqual(findStale([x, y], rulings, () => reviews).map((f) => f.kind), ['gone']);
  const x2 = { ...x, text: '新しい文' };
  const found = findStale([x2, y], [...rulings, ruling('four', ['demo.y'])], () => reviews);
  assert.deepEqual(found.map((f) => (f.kind === 'gone' ? `gone ${f.name}` : `${f.kind} ${f.ruling.name} ${f.clause.id}`)), ['changed one demo.x', 'changed three demo.x', 'unreviewed four demo.y', 'gone old']);
  const changed = found[0]!;
  assert.ok(changed.kind === 'changed' && changed.was === 'rule: 旧い文' && changed.now === 'rule: 新しい文');
  reviews = markReviewed(reviews, [x2, y], [rulings[0]!], new Set(['one', 'two', 'three']), true);
  assert.deepEqual(findStale([x2, y], rulings, () => reviews).map((f) => f.kind === 'changed' && f.ruling.name), ['three']);
});

function copyOfRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stale-'));
  for (const p of ['spec/tommy-walker', 'features/tommy-walker']) cpSync(join(ROOT, p), join(dir, p), { recursive: true });
  return dir;
}

const cli = (dir: string, ...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8' });

test('editing a clause names exactly its rulings, with both locations and a diff; review clears them', () => {
  const dir = copyOfRepository();
  try {
    assert.equal(cli(dir, 'stale').status, 0);
    const chapter = join(dir, 'spec/tommy-walker/03-setup.md');
    writeFileSync(chapter, readFileSync(chapter, 'utf8').replace('ちょうど 16 枚', 'ちょうど 20 枚'));
    const run = cli(dir, 'stale', '--format', 'json');
    assert.equal(run.status, 1);
    const findings = JSON.parse(run.stdout) as { kind: string; clause: string; file: string; line: number; clauseFile: string }[];
    const tagged = execFileSync('grep', ['-rl', '@tommy-walker.setup.deck-size\\b', join(dir, 'features')], { encoding: 'utf8' }).trim().split('\n');
    assert.ok(findings.length >= 1);
    assert.ok(findings.every((f) => f.kind === 'changed' && f.clause === 'tommy-walker.setup.deck-size' && f.clauseFile === 'spec/tommy-walker/03-setup.md'));
    assert.deepEqual([...new Set(findings.map((f) => join(dir, f.file)))].sort(), tagged.sort());
    const text = cli(dir, 'stale');
    assert.match(text.stderr, /features\/tommy-walker\/setup\.feature:\d+: ruling '.*' is stale: tommy-walker\.setup\.deck-size \(spec\/tommy-walker\/03-setup\.md:\d+\)/);
    assert.match(text.stderr, /diff: .*\[-16-\]\{\+20\+\}/);
    const first = findings[0]!;
    assert.equal(cli(dir, 'review', `${first.file}:${first.line}`).status, 0);
    assert.equal(JSON.parse(cli(dir, 'stale', '--format', 'json').stdout).length, findings.length - 1);
    assert.equal(cli(dir, 'review', '--clause', 'tommy-walker.setup.deck-size').status, 0);
    assert.equal(cli(dir, 'stale').status, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a malformed record file is refused with its file and JSON path', () => {
  const dir = copyOfRepository();
  try {
    writeFileSync(join(dir, 'features/tommy-walker/reviews.json'), JSON.stringify({ rulings: { a: { 'tommy-walker.no-such-x': 'zz' } }, texts: {} }));
    assert.throws(() => readReviews(dir, 'tommy-walker'), /features\/tommy-walker\/reviews\.json: \/rulings\/a\/tommy-walker\.no-such-x must match pattern/);
    const run = cli(dir, 'stale');
    assert.equal(run.status, 2);
    assert.match(run.stderr, /reviews\.json: \/rulings\/a\/tommy-walker\.no-such-x/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('review refuses a selector that names no ruling', () => {
  const dir = copyOfRepository();
  try {
    const run = cli(dir, 'review', 'features/tommy-walker/nothing.feature');
    assert.equal(run.status, 2);
    assert.match(run.stderr, /nothing\.feature: no rulings in this file/);
    assert.match(cli(dir, 'review', '--clause', 'tommy-walker.no-such').stderr, /no clause has this ID/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
