/**
 * Turns a parsed chapter (mdast from the spec tooling) into HTML: clauses become anchored
 * boxes carrying their ID, display number and rulings; clause links point at clause pages.
 * Nothing here parses Markdown: it only transforms the tree the spec tooling produced.
 */
import { RULINGS } from './search-weights.ts';
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import type { ElementContent, Properties } from 'hast';
import type { Nodes, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Chapter, Clause } from '../../../tools/spec/model.ts';
import { KIND_LABEL, STATUS_LABEL, clausePath, href, rulingPath, siteData, staleKey } from './data.ts';
import { sanitize } from './sanitize.ts';
import { engineBadges } from './engine-badges.ts';
import { linkTerms, type TermContext } from './terms.ts';
import { clauseCards } from './clause-cards.ts';
import { readingRulings } from './readings.ts';
import type { Ruling } from '../../../tools/rulings/load.ts';

// No raw HTML passes: remark-rehype drops the spec's HTML (block and inline), the clause
// headers are built here as HAST (so every text is escaped), and the sanitiser removes
// unsafe link and image URLs.
const toHtml = unified().use(remarkRehype).use(...sanitize).use(rehypeStringify);

export function headingId(number: string): string {
  return `sec-${number}`;
}

/** Readers' labels for attribute values; others are shown as key=value. */
const EDITION_LABEL = new Map([['source', '原典'], ['completion', '本プロジェクトによる補完']]);
const ATTR_LABEL: Record<string, (v: string) => string> = {
  // A Map, so `edition=constructor` is shown as written, not as Object's constructor.
  edition: (v) => EDITION_LABEL.get(v) ?? (/^\d{4}$/.test(v) ? `${v}年版` : v),
  option: (v) => `オプション ${v}`,
  aliases: (v) => `旧 ID ${v.split(',').join('、')}`,
};

/** A HAST element; text children are strings. */
function h(tagName: string, properties: Properties, ...children: (ElementContent | string)[]): ElementContent {
  return { type: 'element', tagName, properties, children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)) };
}

/** An mdast node that becomes the given HAST element as it is. */
function hastNode(element: ElementContent): RootContent {
  if (element.type !== 'element') throw new Error('hastNode needs an element');
  return { type: 'hast', data: { hName: element.tagName, hProperties: element.properties, hChildren: element.children } } as never;
}

/** The header line of a clause: number (a permalink), kind, ID, attributes. */
function clauseHead(c: Clause): RootContent {
  const attrs = Object.entries(c.attrs).flatMap(([k, v], i) => [
    ...(i > 0 ? [' '] : []),
    // A note's option= is the key of the reading it rejects (an alternative reading), not an option of play.
    h('span', { className: ['clause-attr', `clause-attr-${k}`], [`data-${k}`]: v, title: `${k}=${v}` }, c.kind === 'note' && k === 'option' ? `別の読み方の鍵 ${v}` : ((Object.hasOwn(ATTR_LABEL, k) ? ATTR_LABEL[k]!(v) : undefined) ?? `${k}=${v}`)),
  ]);
  const untested = (c.kind === 'rule' || c.kind === 'variant') && !siteData().rulingsOf.has(c.id) ? [' ', h('span', { className: ['no-rulings'] }, '裁定なし')] : [];
  return hastNode(
    h(
      'div',
      { className: ['clause-head'] },
      h('a', { className: ['clause-number'], href: `#${c.id}`, title: 'この条項へのリンク' }, c.number),
      ' ',
      h('span', { className: ['clause-kind'] }, KIND_LABEL[c.kind]),
      ' ',
      h('code', { className: ['clause-id'] }, c.id),
      ' ',
      ...attrs,
      ...untested,
      ...engineBadges(c),
    ),
  );
}

/**
 * The rulings beside a clause, each with its status; nothing when there are none. Their names
 * weigh in search as rulings do (lib/search-weights.ts), not as the chapter's rules: a clause
 * with many rulings must not outrank, by its rulings' words, the page those words name.
 */
function clauseRulings(c: Clause): RootContent[] {
  const rulings = siteData().rulingsOf.get(c.id) ?? [];
  if (rulings.length === 0) return [];
  const split = readingRulings(c);
  if (split) {
    // A note with an alternative reading: the rulings of each reading under their own label.
    const group = (label: string, reading: string, list: typeof rulings) => [h('p', { className: ['reading-label'] }, label), h('ul', { dataReading: reading }, ...rulingItems(c, list))];
    return [
      hastNode(
        h(
          'aside',
          { className: ['clause-rulings', 'reading-rulings'], ariaLabel: '裁定', dataPagefindWeight: RULINGS.weight },
          ...group('本書の読み方の裁定', 'adopted', split.adopted),
          ...group(`別の読み方（鍵 ${split.key}）の裁定`, split.key, split.alternative),
        ),
      ),
    ];
  }
  return [hastNode(h('aside', { className: ['clause-rulings'], ariaLabel: '裁定', dataPagefindWeight: RULINGS.weight }, h('ul', {}, ...rulingItems(c, rulings))))];
}

/** The list items of some rulings of a clause, each with its status and the stale-ruling mark. */
function rulingItems(c: Clause, rulings: readonly Ruling[]): ElementContent[] {
  if (rulings.length === 0) return [h('li', {}, '裁定なし')];
  const { staleRulings } = siteData();
  return rulings.map((r) => {
    // The stale-ruling alarm: the clause changed since this ruling was reviewed against it.
    const stale = staleRulings.has(staleKey(r, c.id))
      ? [' ', h('span', { className: ['stale-ruling'], title: 'この条項の文は、裁定が確認された後に変わった（npm run spec:stale）' }, '要再確認')]
      : [];
    return h('li', {}, h('a', { href: href(rulingPath(r)) }, h('span', { className: ['status', `status-${r.status}`], dataStatus: r.status }, STATUS_LABEL[r.status]), ` ${r.name}`), ...stale);
  });
}

/**
 * Search: Pagefind makes a sub-result of every element with an id and a data-pagefind-title,
 * so a search lands on the clause's anchor rather than on its section heading.
 */
function searchTitle(c: Clause): string {
  return `${c.number} ${KIND_LABEL[c.kind]} ${c.id}`;
}

function wrapClause(c: Clause, body: RootContent[]): RootContent {
  return {
    type: 'clauseBox',
    data: { hName: 'div', hProperties: { id: c.id, className: ['clause', `clause-${c.kind}`], dataClauseId: c.id, dataPagefindTitle: searchTitle(c) } },
    children: [clauseHead(c), { type: 'clauseBody', data: { hName: 'div', hProperties: { className: ['clause-body'] } }, children: body } as never, ...clauseRulings(c), ...clauseCards(c.id)],
  } as never;
}

/** Rewrites in-spec clause links and nested clause list items in place. */
function decorate(node: Nodes): void {
  const { clauseById } = siteData();
  visit(node, (n) => {
    if (n.type === 'link') {
      const id = (n.data as { clauseRef?: string } | undefined)?.clauseRef;
      const target = id ? clauseById.get(id) : undefined;
      if (target) {
        n.url = href(clausePath(target));
        // A link to a definition shows the definition's text as a tooltip (terms.ts), not its ID.
        const tip = (n.data as { termTip?: string }).termTip;
        n.data = { ...(n.data ?? {}), hProperties: { className: ['clause-ref'], ...(tip ? { ariaDescribedBy: [tip] } : { title: `${target.number} ${target.id}` }) } };
      }
    }
    if (n.type === 'listItem') {
      const id = (n.data as { clauseId?: string } | undefined)?.clauseId;
      const c = id ? clauseById.get(id) : undefined;
      if (c && !(n.data as { decorated?: boolean }).decorated) {
        n.data = { ...(n.data ?? {}), decorated: true, hProperties: { id: c.id, className: ['clause', 'clause-nested', `clause-${c.kind}`], dataClauseId: c.id, dataPagefindTitle: searchTitle(c) } } as never;
        // The body is wrapped so the clause's grid lays out head, body and rulings, not each inline run.
        const body = { type: 'clauseBody', data: { hName: 'div', hProperties: { className: ['clause-body'] } }, children: n.children };
        n.children = [clauseHead(c) as never, body as never, ...(clauseRulings(c) as never[]), ...(clauseCards(c.id) as never[])];
      }
    }
    if (n.type === 'blockquote') n.data = { ...(n.data ?? {}), hProperties: { className: ['commentary'] } };
  });
}

/** HTML of a whole chapter body (without its level-1 title, which the page shows). */
export function renderChapter(chapter: Chapter): string {
  const { clauseById } = siteData();
  const children: RootContent[] = [];
  const terms: TermContext = { next: 0 };
  for (const block of chapter.blocks) {
    if (block.type === 'heading') {
      const { heading } = block;
      const node = structuredClone(heading.node);
      node.data = { hProperties: { id: headingId(heading.number) } };
      node.children = [hastNode(h('span', { className: ['section-number'] }, heading.number)) as never, { type: 'text', value: ' ' }, ...node.children];
      children.push(node);
    } else if (block.type === 'clause') {
      const body = structuredClone(block.nodes);
      const clause = clauseById.get(block.id)!;
      linkTerms(terms, body, clause);
      children.push(wrapClause(clause, body));
    } else if (block.node.type !== 'html' && block.node.type !== 'definition') {
      children.push(structuredClone(block.node));
    }
  }
  const root: Root = { type: 'root', children };
  decorate(root);
  const hast = toHtml.runSync(root);
  return toHtml.stringify(hast);
}
