/**
 * Linked terms: in a clause's text, the first use of each defined term of the same book links
 * to its definition, with the definition's text as a tooltip (shown on hover and focus by
 * terms.css, read by screen readers through aria-describedby). Terms are the definitions'
 * names from the clause index (term, other bold terms, abbreviations, other names; see
 * tools/spec/terms.ts); the longest name wins, and a name glued to more letters of its own
 * script (ユニット in リンク・ユニット, 札 in 山札, ダイレクト in Ｓダイレクト) is not a use, and a later use of a
 * term is passed over whole. Code, links and headings are left alone.
 */
import type { ElementContent } from 'hast';
import type { Nodes, Parent, RootContent } from 'mdast';
import type { Clause } from '../../../tools/spec/model.ts';
import { linkedNames } from '../../../tools/spec/terms.ts';
import { clausePath, href, siteData } from './data.ts';

interface Name {
  name: string;
  definition: Clause;
}

/** Names by first character, longest first, per book. */
const namesByBook = new Map<string, Map<string, Name[]>>();

function namesOf(book: string): Map<string, Name[]> {
  let byFirst = namesByBook.get(book);
  if (byFirst) return byFirst;
  const taken = new Map<string, Name>();
  for (const c of siteData().spec.clauses) {
    if (c.book !== book) continue;
    // Single Latin letters (略記 D, A, V) would match list markers and formulas.
    for (const name of linkedNames(c)) if (!/^[A-Za-zＡ-Ｚａ-ｚ]$/.test(name) && !taken.has(name)) taken.set(name, { name, definition: c });
  }
  byFirst = new Map();
  for (const n of [...taken.values()].sort((a, b) => b.name.length - a.name.length)) {
    const list = byFirst.get(n.name[0]!) ?? [];
    list.push(n);
    byFirst.set(n.name[0]!, list);
  }
  namesByBook.set(book, byFirst);
  return byFirst;
}

type Script = 'kana' | 'han' | 'latin' | 'other';
function scriptOf(ch: string | undefined): Script {
  if (ch === undefined) return 'other';
  if (/[\u30a1-\u30fa\u30fc・=＝]/.test(ch)) return 'kana';
  if (/[\p{Script=Han}々]/u.test(ch)) return 'han';
  if (/[A-Za-z0-9Ａ-Ｚａ-ｚ０-９]/.test(ch)) return 'latin';
  return 'other';
}

/** Whether `name` at `at` in `text` stands on its own, not inside a longer word of its script. */
function standsAlone(text: string, at: number, name: string): boolean {
  const before = scriptOf(text[at - 1]);
  const after = scriptOf(text[at + name.length]);
  // A Latin letter glued to a kana word makes a compound (Ｓダイレクト, Ｂグリッド), not a use of the kana word.
  const first = scriptOf(name[0]);
  if (before === 'latin' && first === 'kana') return false;
  return (before === 'other' || before !== first) && (after === 'other' || after !== scriptOf(name[name.length - 1]));
}

/**
 * The definition's text for a tooltip: the sentence that defines the name (the first one for
 * the main term, the one that names a further bold term), cut short if long.
 */
export function tooltipText(definition: Clause, name = definition.term ?? ''): string {
  const text = definition.text.replace(/\s+/g, ' ').trim();
  const sentences = text.match(/[^。]+。?/g) ?? [text];
  const sentence = (name !== definition.term && sentences.find((s) => s.includes(name))) || sentences[0]!;
  return sentence.length > 160 ? `${sentence.slice(0, 159)}…` : sentence;
}

/** Per page: numbers the tooltips so each id is unique. */
export interface TermContext {
  next: number;
}

function tip(ctx: TermContext, definition: Clause, name?: string): { id: string; node: ElementContent } {
  const id = `term-tip-${++ctx.next}`;
  const node: ElementContent = { type: 'element', tagName: 'span', properties: { id, role: 'tooltip', className: ['term-tip'] }, children: [{ type: 'text', value: tooltipText(definition, name) }] };
  return { id, node };
}

/** A term link: `<span class="term"><a class="term-ref" aria-describedby>…</a><span role="tooltip">…</span></span>`. */
function termNode(ctx: TermContext, text: string, definition: Clause): RootContent {
  const t = tip(ctx, definition, text);
  const link: ElementContent = {
    type: 'element',
    tagName: 'a',
    properties: { href: href(clausePath(definition)), className: ['term-ref'], ariaDescribedBy: [t.id], dataTerm: definition.id },
    children: [{ type: 'text', value: text }],
  };
  return { type: 'termRef', data: { hName: 'span', hProperties: { className: ['term'] }, hChildren: [link, t.node] } } as never;
}

/** Splits a text into text and term links; `seen` holds the definitions already linked in this clause. */
function linkText(ctx: TermContext, value: string, book: string, seen: Set<string>): RootContent[] | null {
  const byFirst = namesOf(book);
  const out: RootContent[] = [];
  let from = 0;
  for (let i = 0; i < value.length; i++) {
    const hit = byFirst.get(value[i]!)?.find((n) => value.startsWith(n.name, i) && standsAlone(value, i, n.name));
    if (!hit) continue;
    // A later use of a term is passed over whole, so no shorter name inside it (パワー in 算定パワー) is linked.
    if (seen.has(hit.definition.id)) {
      i += hit.name.length - 1;
      continue;
    }
    seen.add(hit.definition.id);
    if (i > from) out.push({ type: 'text', value: value.slice(from, i) });
    out.push(termNode(ctx, hit.name, hit.definition));
    from = i + hit.name.length;
    i = from - 1;
  }
  if (out.length === 0) return null;
  if (from < value.length) out.push({ type: 'text', value: value.slice(from) });
  return out;
}

const SKIP = new Set(['inlineCode', 'code', 'heading', 'html', 'definition', 'linkReference', 'hast', 'clauseBox', 'image', 'math', 'inlineMath']);

/**
 * Links terms in the nodes of one clause (in place). A labelled list item is a clause of its
 * own, with its own first uses; a clause never links to itself. An existing link to a
 * definition counts as its first use and gets the definition's tooltip.
 */
export function linkTerms(ctx: TermContext, nodes: RootContent[], clause: Clause): void {
  const seen = new Set([clause.id]);
  const walk = (parent: Parent, seenHere: Set<string>, self: Clause) => {
    for (let i = 0; i < parent.children.length; i++) {
      const n = parent.children[i] as Nodes;
      if (n.type === 'text') {
        const parts = linkText(ctx, n.value, self.book, seenHere);
        if (parts) {
          parent.children.splice(i, 1, ...(parts as never[]));
          i += parts.length - 1;
        }
      } else if (n.type === 'link') {
        const id = (n.data as { clauseRef?: string } | undefined)?.clauseRef;
        const target = id ? siteData().clauseById.get(id) : undefined;
        if (target?.kind === 'definition' && target.id !== self.id) {
          seenHere.add(target.id);
          const t = tip(ctx, target);
          n.data = { ...(n.data ?? {}), termTip: t.id } as never;
          const wrapper = { type: 'termRef', data: { hName: 'span', hProperties: { className: ['term'] } }, children: [n, { type: 'hast', data: { hName: 'span', hProperties: (t.node as { properties: object }).properties, hChildren: (t.node as { children: ElementContent[] }).children } }] };
          parent.children.splice(i, 1, wrapper as never);
        }
      } else if (!SKIP.has(n.type) && 'children' in n) {
        const nestedId = n.type === 'listItem' ? (n.data as { clauseId?: string } | undefined)?.clauseId : undefined;
        const nested = nestedId ? siteData().clauseById.get(nestedId) : undefined;
        if (nested) walk(n, new Set([nested.id]), nested);
        else walk(n, seenHere, self);
      }
    }
  };
  walk({ type: 'root', children: nodes } as Parent, seen, clause);
}
