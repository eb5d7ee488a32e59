import { test } from 'node:test';
import assert from 'node:assert/strict';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { loadSpec } from '../../tools/spec/load.ts';
import { chapterPathOf, page, ROOT } from './built-html.ts';

const spec = loadSpec(ROOT);
const pathOf = (file: string) => chapterPathOf(spec, file);

test('every clause has an anchor whose HTML id is the clause ID, showing its ID and number', () => {
  const missing: string[] = [];
  for (const clause of spec.clauses) {
    const el = select(`[id="${clause.id}"]`, page(pathOf(clause.file)));
    if (!el) {
      missing.push(`${clause.id} (${pathOf(clause.file)})`);
      continue;
    }
    const head = select('.clause-head', el);
    assert.ok(head, `${clause.id} has no header`);
    assert.equal(toString(select('.clause-id', head)!), clause.id);
    assert.equal(toString(select('.clause-number', head)!), clause.number);
    assert.equal(select('.clause-number', head)!.properties.href, `#${clause.id}`);
  }
  assert.deepEqual(missing, [], 'clauses without an anchor');
  assert.ok(spec.clauses.length > 0);
});

test('every chapter page is Japanese and each clause ID appears exactly once as an id', () => {
  for (const chapter of spec.chapters) {
    const tree = page(pathOf(chapter.file));
    assert.equal(select('html', tree)!.properties.lang, 'ja');
    const ids = selectAll('[data-clause-id]', tree).map((el) => String(el.properties.id));
    assert.equal(new Set(ids).size, ids.length, `${chapter.file}: repeated clause anchors`);
    assert.deepEqual(ids.sort(), spec.clauses.filter((c) => c.file === chapter.file).map((c) => c.id).sort());
  }
});

test('a clause reference in the text links to the referenced clause page and anchor', () => {
  const withRef = spec.clauses.find((c) => c.refs.length > 0);
  assert.ok(withRef, 'the spec has at least one clause reference');
  const target = spec.clauses.find((c) => c.id === withRef.refs[0])!;
  const links = selectAll('.clause-ref', select(`[id="${withRef.id}"]`, page(pathOf(withRef.file)))!);
  assert.ok(links.some((a) => a.properties.href === `${pathOf(target.file)}#${target.id}`), `no link to ${target.id} in ${withRef.id}`);
});

test('/clause/<id>/ forwards to the clause anchor', () => {
  const clause = spec.clauses[0]!;
  const refresh = select('meta[http-equiv="refresh"]', page(`/clause/${clause.id}/`));
  assert.equal(refresh?.properties.content, `0; url=${pathOf(clause.file)}#${clause.id}`);
});
