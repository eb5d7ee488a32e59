/**
 * The rulings lists and ruling pages (issue 13, point 5): each book's list groups its rulings
 * by the chapter of their first clause and holds every ruling once; a ruling page shows its
 * outline row, links its feature file and its clauses' spec files in the repository
 * (REPO_URL), and the date of the report its result comes from. Also the skill table's links.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { loadSpec } from '../../tools/spec/load.ts';
import { loadRulings } from '../../tools/rulings/load.ts';
import { SKILL_POOL } from '../../engine/kakushin/index.ts';
import { DEFAULT_REPO_URL, defaultRepoUrl, repoBranch, repoFileUrl, repositoryFromPackage, repoUrl } from '../../site/src/lib/repo-url.ts';
import { matches } from '../../site/src/lib/rulings-filter.ts';
import { chapterPathOf, page, ROOT } from './built-html.ts';

const spec = loadSpec(ROOT);
const rulings = loadRulings(ROOT);
const books = [...new Set(rulings.map((r) => r.book))];

test('each book\'s rulings page lists every ruling of the book once, under the chapter of its first clause', () => {
  const seen = new Map<string, number>();
  for (const book of books) {
    const tree = page(`/rulings/${book}/`);
    for (const section of selectAll('.ruling-chapter', tree)) {
      const chapter = String(section.properties.dataChapter);
      for (const li of selectAll('.ruling-item', section)) {
        const slug = String(select('a', li)!.properties.href).replace(/^\/rulings\/|\/$/g, '');
        seen.set(slug, (seen.get(slug) ?? 0) + 1);
        const r = rulings.find((x) => x.slug === slug);
        assert.ok(r, `${book}: unknown ruling ${slug}`);
        const first = spec.clauses.find((c) => c.id === r.clauseIds[0]);
        const ch = first && spec.chapters.find((c) => c.file === first.file && c.book === book);
        assert.equal(chapter, ch ? String(ch.number) : 'none', `${r.name} is under chapter ${chapter}`);
        assert.equal(li.properties.dataStatus, r.status);
      }
    }
  }
  assert.deepEqual([...seen].filter(([, n]) => n !== 1), [], 'listed more than once');
  assert.deepEqual(rulings.filter((r) => !seen.has(r.slug)).map((r) => r.slug), [], 'missing from the lists');
  // Chapter headings in chapter order.
  const numbers = selectAll('.ruling-chapter', page('/rulings/twgp/')).map((s) => Number(s.properties.dataChapter)).filter(Number.isFinite);
  assert.deepEqual(numbers, [...numbers].sort((a, b) => a - b));
});

test('the rulings overview counts each book\'s rulings per chapter, adding up to all of them', () => {
  const tree = page('/rulings/');
  let total = 0;
  for (const book of books) {
    const rows = selectAll(`.rulings-book[data-book="${book}"] tbody tr`, tree);
    const sum = rows.reduce((n, r) => n + Number(r.properties.dataTotal), 0);
    assert.equal(sum, rulings.filter((r) => r.book === book).length, book);
    assert.ok(rows.every((r) => String(select('a', r)!.properties.href).startsWith(`/rulings/${book}/#chapter-`)), book);
    total += sum;
  }
  assert.equal(total, rulings.length);
});

test('the filter is hidden in the HTML (the script shows it), so without JavaScript the full list shows', () => {
  const form = select('form.rulings-filter', page('/rulings/twgp/'))!;
  assert.ok(form.properties.hidden !== undefined && form.properties.hidden !== false, 'the form is not hidden without script');
  assert.equal(selectAll('.ruling-item[hidden]', page('/rulings/twgp/')).length, 0);
});

test('the filter matches status, clause ID or number (whole parts) and text', () => {
  const r = { status: 'passed', clauses: ['twgp.attack.charge-boost.achieve'], numbers: ['7.2.7'], name: 'チャージ・ブーストの達成' };
  const f = (x: Partial<{ status: string; clause: string; text: string }>) => matches(r, { status: '', clause: '', text: '', ...x });
  assert.ok(f({}));
  assert.ok(f({ status: 'passed' }) && !f({ status: 'failed' }));
  assert.ok(f({ clause: '7.2' }) && f({ clause: '7.2.7' }) && !f({ clause: '7.2.70' }) && !f({ clause: '7.27' }));
  assert.ok(f({ clause: 'twgp.attack' }) && f({ clause: 'TWGP.ATTACK.charge' }) && !f({ clause: 'twgp.status' }));
  assert.ok(f({ text: 'ブースト' }) && !f({ text: 'ドライブ' }));
});

/** A Gherkin table row's cells as Gherkin reads them: split at unescaped pipes, with \n, \| and \\ unescaped. */
function gherkinCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  const text = line.trim().slice(1);
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      const next = text[++i]!;
      cell += next === 'n' ? '\n' : next === '|' || next === '\\' ? next : `\\${next}`;
    } else if (c === '|') {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  return cells;
}

test('a ruling from a scenario outline shows which examples row it is, with the row\'s values, at the row\'s line', () => {
  const rows = rulings.filter((r) => r.example);
  assert.ok(rows.length > 100, `only ${rows.length} outline rows`);
  for (const r of rows) {
    const cell = select('.ruling-example', page(`/rulings/${r.slug}/`));
    assert.ok(cell, r.name);
    const line = readFileSync(join(ROOT, r.uri), 'utf8').split('\n')[Number(cell.properties.dataLine) - 1]!;
    const values = selectAll('.ruling-example-row tbody td', cell).map((td) => toString(td));
    // The row's line in the feature file is the table row of these values.
    assert.deepEqual(gherkinCells(line), values, `${r.uri}:${cell.properties.dataLine}`);
  }
  const plain = rulings.find((r) => !r.example)!;
  assert.ok(!select('.ruling-example', page(`/rulings/${plain.slug}/`)), 'a plain scenario shows no examples row');
});

test('REPO_URL and REPO_BRANCH name the repository the file links go to; a malformed one is refused', () => {
  assert.equal(repoUrl(undefined, () => DEFAULT_REPO_URL), DEFAULT_REPO_URL);
  assert.equal(repoUrl(undefined, () => 'https://git.example.org/pkg/'), 'https://git.example.org/pkg', 'the default (package.json) is not used when REPO_URL is unset');
  assert.equal(repoUrl('https://git.example.org/rules/tcg/'), 'https://git.example.org/rules/tcg');
  assert.throws(() => repoUrl('git.example.org/rules'), /not an absolute URL/);
  assert.throws(() => repoUrl('ssh://git.example.org/rules'), /http or https/);
  assert.throws(() => repoBranch('a b'), /not a branch/);
  const env = { REPO_URL: 'https://git.example.org/rules/tcg', REPO_BRANCH: 'release' };
  assert.equal(repoFileUrl('features/twgp/attack.feature', 12, env), 'https://git.example.org/rules/tcg/blob/release/features/twgp/attack.feature#L12');
});

test("REPO_URL's default is package.json's repository when it names a web address, else the placeholder", () => {
  assert.equal(repositoryFromPackage({ repository: 'git+https://github.com/o/r.git' }), 'https://github.com/o/r');
  assert.equal(repositoryFromPackage({ repository: { type: 'git', url: 'https://git.example.org/o/r' } }), 'https://git.example.org/o/r');
  assert.equal(repositoryFromPackage({ repository: 'github:o/r' }), 'https://github.com/o/r');
  assert.equal(repositoryFromPackage({ repository: 'o/r' }), 'https://github.com/o/r');
  assert.equal(repositoryFromPackage({ repository: 'gitlab:o/r' }), 'https://gitlab.com/o/r');
  assert.equal(repositoryFromPackage({ repository: 'git@github.com:o/r.git' }), undefined);
  assert.equal(repositoryFromPackage({}), undefined);
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  assert.equal(defaultRepoUrl(ROOT), repositoryFromPackage(pkg) ?? DEFAULT_REPO_URL);
});

test('a ruling page links its feature file and each clause\'s spec file at their lines, in the configured repository', () => {
  // The site was built with this process's REPO_URL and REPO_BRANCH (npm test sets neither: the default).
  const base = `${repoUrl(process.env.REPO_URL)}/blob/${repoBranch(process.env.REPO_BRANCH)}/`;
  for (const r of rulings.filter((_, i) => i % 7 === 0)) {
    const tree = page(`/rulings/${r.slug}/`);
    assert.equal(select('a.ruling-feature-link', tree)?.properties.href, `${base}${r.uri}#L${r.line}`, r.name);
    const specLinks = selectAll('.ruling-spec-links a', tree).map((a) => String(a.properties.href));
    const expected = r.clauseIds.flatMap((id) => spec.clauses.filter((c) => c.id === id)).map((c) => `${base}${c.file}#L${c.line}`);
    assert.deepEqual(specLinks, expected, r.name);
    // The spec file's line holds the clause's label.
    for (const id of r.clauseIds.slice(0, 1)) {
      const c = spec.clauses.find((x) => x.id === id)!;
      assert.ok(readFileSync(join(ROOT, c.file), 'utf8').split('\n')[c.line - 1]!.includes(`[${id}]`), `${c.file}:${c.line}`);
    }
  }
});

test('a ruling page gives the time the run of its report finished', () => {
  const finished = new Map<string, string>();
  for (const book of books) {
    const text = readFileSync(join(ROOT, 'reports', `${book}.ndjson`), 'utf8');
    const line = text.split('\n').find((l) => l.startsWith('{"testRunFinished"'))!;
    finished.set(book, new Date(JSON.parse(line).testRunFinished.timestamp.seconds * 1000).toISOString());
  }
  for (const r of rulings.filter((_, i) => i % 5 === 0)) {
    if (r.status === 'not-run') {
      assert.match(toString(select('.ruling-report', page(`/rulings/${r.slug}/`))!), /未実行/, r.name);
      continue;
    }
    const time = select('.ruling-report time', page(`/rulings/${r.slug}/`));
    assert.equal(time?.properties.dateTime, finished.get(r.book), r.name);
    assert.match(toString(select('.ruling-report', page(`/rulings/${r.slug}/`))!), new RegExp(`reports/${r.book}\\.ndjson`));
  }
});

test('革新的なTCG: the skill table puts the skill first, linked to the first of its clauses', () => {
  const rows = selectAll('.skill-row', page('/skills/kakushin/'));
  for (const skill of SKILL_POOL) {
    const row = rows.find((r) => toString(select('.skill-name', r)!).startsWith(skill.name))!;
    assert.equal(select(':scope > :first-child', row)?.properties.className?.toString(), 'skill-name', skill.name);
    const first = spec.clauses.find((c) => c.id === skill.clauses[0]);
    assert.ok(first, `${skill.name}: no clause`);
    assert.equal(select('.skill-name a', row)?.properties.href, `${chapterPathOf(spec, first.file)}#${first.id}`, skill.name);
  }
});
