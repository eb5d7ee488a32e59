/**
 * Turns a parsed chapter (mdast from the spec tooling) into HTML: clauses become anchored
 * boxes carrying their ID, display number and rulings; clause links point at clause pages.
 * Nothing here parses Markdown: it only transforms the tree the spec tooling produced.
 */
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import type { Nodes, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { Chapter, Clause } from '../../../tools/spec/model.ts';
import { KIND_LABEL, STATUS_LABEL, clausePath, href, rulingPath, siteData } from './data.ts';

// Raw HTML is let through for the clause headers built here; the spec's own HTML blocks are dropped below.
const toHtml = unified().use(remarkRehype, { allowDangerousHtml: true }).use(rehypeStringify, { allowDangerousHtml: true });

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function headingId(number: string): string {
  return `sec-${number}`;
}

/** Readers' labels for attribute values; others are shown as key=value. */
const ATTR_LABEL: Record<string, (v: string) => string> = {
  edition: (v) => ({ source: '原典', completion: '本プロジェクトによる補完' })[v] ?? (/^\d{4}$/.test(v) ? `${v}年版` : v),
  option: (v) => `オプション ${v}`,
};

/** The header line of a clause: number (a permalink), kind, ID, attributes. */
function clauseHead(c: Clause): string {
  const attrs = Object.entries(c.attrs)
    .map(([k, v]) => `<span class="clause-attr clause-attr-${escape(k)}" data-${escape(k)}="${escape(v)}" title="${escape(k)}=${escape(v)}">${escape(ATTR_LABEL[k]?.(v) ?? `${k}=${v}`)}</span>`)
    .join(' ');
  const untested = (c.kind === 'rule' || c.kind === 'variant') && !siteData().rulingsOf.has(c.id) ? ' <span class="no-rulings">裁定なし</span>' : '';
  return `<div class="clause-head"><a class="clause-number" href="#${escape(c.id)}" title="この条項へのリンク">${escape(c.number)}</a> <span class="clause-kind">${KIND_LABEL[c.kind]}</span> <code class="clause-id">${escape(c.id)}</code> ${attrs}${untested}</div>`;
}

/** The rulings beside a clause, each with its status; nothing when there are none. */
function clauseRulings(c: Clause): string {
  const rulings = siteData().rulingsOf.get(c.id) ?? [];
  if (rulings.length === 0) return '';
  const items = rulings
    .map((r) => `<li><a href="${href(rulingPath(r))}"><span class="status status-${r.status}" data-status="${r.status}">${STATUS_LABEL[r.status]}</span> ${escape(r.name)}</a></li>`)
    .join('');
  return `<aside class="clause-rulings" aria-label="裁定"><ul>${items}</ul></aside>`;
}

const html = (value: string): RootContent => ({ type: 'html', value });

function wrapClause(c: Clause, body: RootContent[]): RootContent {
  return {
    type: 'clauseBox',
    data: { hName: 'div', hProperties: { id: c.id, className: ['clause', `clause-${c.kind}`], dataClauseId: c.id } },
    children: [html(clauseHead(c)), { type: 'clauseBody', data: { hName: 'div', hProperties: { className: ['clause-body'] } }, children: body } as never, html(clauseRulings(c))],
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
        n.data = { ...(n.data ?? {}), hProperties: { className: ['clause-ref'], title: `${target.number} ${target.id}` } };
      }
    }
    if (n.type === 'listItem') {
      const id = (n.data as { clauseId?: string } | undefined)?.clauseId;
      const c = id ? clauseById.get(id) : undefined;
      if (c && !(n.data as { decorated?: boolean }).decorated) {
        n.data = { ...(n.data ?? {}), decorated: true, hProperties: { id: c.id, className: ['clause', 'clause-nested', `clause-${c.kind}`], dataClauseId: c.id } } as never;
        // The body is wrapped so the clause's grid lays out head, body and rulings, not each inline run.
        const body = { type: 'clauseBody', data: { hName: 'div', hProperties: { className: ['clause-body'] } }, children: n.children };
        n.children = [html(clauseHead(c)) as never, body as never, html(clauseRulings(c)) as never];
      }
    }
    if (n.type === 'blockquote') n.data = { ...(n.data ?? {}), hProperties: { className: ['commentary'] } };
  });
}

/** HTML of a whole chapter body (without its level-1 title, which the page shows). */
export function renderChapter(chapter: Chapter): string {
  const { clauseById } = siteData();
  const children: RootContent[] = [];
  for (const block of chapter.blocks) {
    if (block.type === 'heading') {
      const { heading } = block;
      const node = structuredClone(heading.node);
      node.data = { hProperties: { id: headingId(heading.number) } };
      node.children = [html(`<span class="section-number">${escape(heading.number)}</span> `) as never, ...node.children];
      children.push(node);
    } else if (block.type === 'clause') {
      const body = structuredClone(block.nodes);
      children.push(wrapClause(clauseById.get(block.id)!, body));
    } else if (block.node.type !== 'html' && block.node.type !== 'definition') {
      children.push(structuredClone(block.node));
    }
  }
  const root: Root = { type: 'root', children };
  decorate(root);
  const hast = toHtml.runSync(root);
  return toHtml.stringify(hast);
}
