/**
 * What the site shows rules editors (issue 14): the changelog of clauses (/changes/), checked
 * against git itself, and stale rulings marked beside their clause as `npm run spec:stale`
 * finds them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { loadSpec } from '../../tools/spec/load.ts';
import { DIST, page, ROOT } from './built-html.ts';

const spec = loadSpec(ROOT);
const ids = new Set(spec.clauses.map((c) => c.id));
const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });

test('the changes page lists added, removed and changed clauses as git shows them', () => {
  const html = page('/changes/');
  const span = select('.change-span', html);
  if (!span) {
    // Only a site built without git history may say it has none.
    assert.notEqual(git('rev-parse', 'HEAD').status === 0 && Number(git('rev-list', '--count', 'HEAD').stdout) > 1, true, 'the page shows no changes although git has history');
    return;
  }
  const commit = toString(select('small code', span)!);
  assert.match(commit, /^[0-9a-f]{10}$/);
  // Whether the spec at that commit defines the clause: its label `kind[id]` in a chapter file.
  const definedThen = (id: string) => git('grep', '-q', '-F', `[${id}]`, commit, '--', 'spec').status === 0;
  const items = selectAll('li[data-change]', span);
  for (const li of items) {
    const kind = String(li.properties.dataChange);
    const id = toString(select(kind === 'renamed' ? 'a code, code:last-of-type' : 'code', li)!);
    if (kind === 'added') assert.ok(ids.has(id) && !definedThen(id), `${id} is listed as added`);
    if (kind === 'removed') assert.ok(!ids.has(id) && definedThen(id), `${id} is listed as removed`);
    if (kind === 'changed') {
      assert.ok(ids.has(id) && definedThen(id), `${id} is listed as changed`);
      assert.ok(select('.change-diff ins, .change-diff del', li), `${id}: a change shows its diff`);
    }
    if (kind !== 'removed') assert.ok(select('a[href]', li), `${id}: a clause that exists links to it`);
  }
  // Every clause git shows as new in the spec's labels since then is on the page.
  const diff = execFileSync('git', ['diff', commit, '--', 'spec'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const label = /^([+-])(?:\s*(?:[-*+]|\d+[.)])\s+)?(?:rule|definition|example|note|variant)\[([^\]]+)\]/gm;
  const plus = new Set<string>();
  const minus = new Set<string>();
  for (const m of diff.matchAll(label)) (m[1] === '+' ? plus : minus).add(m[2]!);
  const listed = new Set(items.filter((li) => li.properties.dataChange === 'added').map((li) => toString(select('code', li)!)));
  for (const id of plus) if (!minus.has(id) && !definedThen(id)) assert.ok(listed.has(id) || !ids.has(id), `${id} was added since ${commit} but is not listed`);
});

test('stale rulings are marked beside their clause exactly as npm run spec:stale finds them', () => {
  const run = spawnSync(process.execPath, ['tools/rulings/stale-cli.ts', 'stale', '--format', 'json'], { cwd: ROOT, encoding: 'utf8' });
  const expected = new Set((JSON.parse(run.stdout) as { kind: string; clause: string; ruling: string }[]).filter((f) => f.kind === 'changed').map((f) => `${f.clause} ${f.ruling}`));
  const marked = new Set<string>();
  const pages = spec.books.flatMap((book) => [`/${book}/`, ...readdirSync(join(DIST, book), { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(join(DIST, book, d.name, 'index.html'))).map((d) => `/${book}/${d.name}/`)]);
  for (const path of pages) {
    for (const clause of selectAll('.clause[id]', page(path))) {
      for (const li of selectAll('.clause-rulings li', clause)) {
        if (!select('.stale-ruling', li)) continue;
        // The link reads "<status> <ruling name>"; an outline's rows are one ruling here.
        const link = select('a', li)!;
        const name = toString(link).slice(toString(select('.status', link)!).length).trim();
        marked.add(`${clause.properties.id} ${name}`);
      }
    }
  }
  assert.deepEqual([...marked].sort(), [...expected].sort());
});
