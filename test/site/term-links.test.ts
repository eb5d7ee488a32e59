import { test } from 'node:test';
import assert from 'node:assert/strict';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import type { Element, Root } from 'hast';
import { loadSpec } from '../../tools/spec/load.ts';
import { chapterPathOf, page, ROOT } from './built-html.ts';

const spec = loadSpec(ROOT);
const byId = new Map(spec.clauses.map((c) => [c.id, c]));
const pathOf = (file: string) => chapterPathOf(spec, file);

/** Each clause element with the term links that belong to it (not to a clause nested in it). */
function termLinksByClause(tree: Root): Map<string, Element[]> {
  const out = new Map<string, Element[]>();
  const walk = (node: Root | Element, clause: string | undefined, inside: string[]) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const id = child.properties.dataClauseId as string | undefined;
      const here = id ?? clause;
      if (id) out.set(id, []);
      const cls = (child.properties.className as string[] | undefined) ?? [];
      if (child.tagName === 'a' && cls.includes('term-ref')) {
        assert.ok(here, 'a term link outside any clause');
        assert.deepEqual(inside.filter((t) => ['code', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre'].includes(t)), [], `term link '${toString(child)}' inside ${inside.join(' > ')}`);
        out.get(here!)!.push(child);
      }
      walk(child, here, [...inside, child.tagName]);
    }
  };
  walk(tree, undefined, []);
  return out;
}

const books = [...new Set(spec.clauses.map((c) => c.book))];

test('in every book, a clause links each defined term at most once, never to itself, never inside code, links or headings', () => {
  const counts = new Map<string, number>();
  for (const chapter of spec.chapters) {
    for (const [clause, links] of termLinksByClause(page(pathOf(chapter.file)))) {
      const targets = links.map((a) => String(a.properties.dataTerm));
      assert.equal(new Set(targets).size, targets.length, `${clause} links a term twice: ${targets.join(', ')}`);
      assert.ok(!targets.includes(clause), `${clause} links to itself`);
      for (const t of targets) {
        assert.equal(byId.get(t)?.kind, 'definition', `${clause}: term link to '${t}', not a definition`);
        assert.equal(byId.get(t)!.book, chapter.book, `${clause}: term link to another book's definition ${t}`);
      }
      counts.set(chapter.book, (counts.get(chapter.book) ?? 0) + links.length);
    }
  }
  for (const book of books) assert.ok((counts.get(book) ?? 0) > 20, `${book}: only ${counts.get(book) ?? 0} term links`);
});

test("a defined term's first use in a clause links to its definition, once; later uses stay text", () => {
  // 場札 is defined in じゃんけん・ギア's glossary; find a rule that uses it more than once.
  const definition = byId.get('janken-gear.glossary.field-card')!;
  const clause = spec.clauses.find((c) => c.kind === 'rule' && c.book === 'janken-gear' && c.parent === null && c.text.split('場札').length > 2 && !c.text.includes('場札戦闘') && !c.text.includes('**'));
  assert.ok(clause, 'no rule uses 場札 twice');
  const el = select(`[id="${clause.id}"]`, page(pathOf(clause.file)))!;
  const links = termLinksByClause({ type: 'root', children: [el] }).get(clause.id)!.filter((a) => a.properties.dataTerm === definition.id);
  assert.equal(links.length, 1, `${clause.id}: ${links.length} links to ${definition.id}`);
  assert.equal(toString(links[0]!), '場札');
  assert.equal(links[0]!.properties.href, `/janken-gear/glossary/#${definition.id}`);
  // The link is the first 場札 of the body: no plain 場札 comes before it.
  const body = toString(select('.clause-body', el)!);
  const tip = toString(select(`[id="${String((links[0]!.properties.ariaDescribedBy as string[])[0])}"]`, el)!);
  assert.equal(body.indexOf('場札'), body.indexOf(`場札${tip}`));
});

test("a term link's tooltip is its definition's text, not its ID, and is what aria-describedby names", () => {
  let checked = 0;
  for (const chapter of spec.chapters) {
    const tree = page(pathOf(chapter.file));
    const tips = new Map(selectAll('[role="tooltip"]', tree).map((t) => [String(t.properties.id), t]));
    for (const a of selectAll('a.term-ref, a.clause-ref[aria-describedby]', tree)) {
      const tipId = (a.properties.ariaDescribedBy as string[] | undefined)?.[0];
      assert.ok(tipId, `${chapter.file}: term link '${toString(a)}' has no aria-describedby`);
      const tip = tips.get(tipId);
      assert.ok(tip && tip.properties.role === 'tooltip', `${chapter.file}: no tooltip #${tipId}`);
      const target = byId.get(String(a.properties.dataTerm ?? decodeURIComponent(String(a.properties.href).split('#')[1] ?? '')))!;
      const text = toString(tip).replace(/…$/, '');
      assert.ok(text.length > 5 && target.text.replace(/\s+/g, ' ').includes(text), `${chapter.file}: tooltip '${text}' is not text of ${target.id}`);
      assert.ok(!text.includes(target.id) && a.properties.title === undefined, `${chapter.file}: term link shows an ID`);
      checked++;
    }
  }
  assert.ok(checked > 1000, `only ${checked} term links`);
});

test('a name glued to more of its own script is not a use: 札 inside 山札 is not linked', () => {
  for (const a of selectAll('a.term-ref', page('/janken-gear/deck/'))) {
    if (a.properties.dataTerm === 'janken-gear.glossary.card') assert.equal(toString(a), '札');
  }
  const clause = spec.clauses.find((c) => c.book === 'janken-gear' && c.text.includes('山札') && !/(^|[^\p{Script=Han}])札/u.test(c.text));
  if (clause) {
    const el = select(`[id="${clause.id}"]`, page(pathOf(clause.file)))!;
    assert.ok(!selectAll('a.term-ref', el).some((a) => a.properties.dataTerm === 'janken-gear.glossary.card'), `${clause.id} links 札 inside 山札`);
  }
});
