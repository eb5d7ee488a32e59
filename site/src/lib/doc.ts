/**
 * Renders a developer-written Markdown document (not spec) for the site with the spec
 * tooling's own Markdown reader; inline code that is a clause ID becomes a link.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import { markdownProcessor } from '../../../tools/spec/parse.ts';
import { ROOT, clausePath, href, siteData } from './data.ts';
import { sanitize } from './sanitize.ts';

// Raw HTML is dropped (remark-rehype's default) and unsafe link and image URLs removed.
const toHtml = unified().use(remarkRehype).use(...sanitize).use(rehypeStringify);

export interface RenderedDoc {
  title: string;
  html: string;
  headings: { depth: number; slug: string; text: string }[];
}

export function renderDoc(relativePath: string): RenderedDoc {
  const tree = markdownProcessor.parse(readFileSync(join(ROOT, relativePath), 'utf8')) as Root;
  const { clauseById } = siteData();
  let title = relativePath;
  const headings: RenderedDoc['headings'] = [];
  tree.children = tree.children.filter((n) => {
    if (n.type === 'heading' && n.depth === 1) {
      title = n.children.map((c) => ('value' in c ? c.value : '')).join('');
      return false;
    }
    return true;
  });
  let count = 0;
  visit(tree, (node, index, parent) => {
    if (node.type === 'heading' && node.depth <= 3) {
      const slug = `doc-${++count}`;
      node.data = { hProperties: { id: slug } };
      headings.push({ depth: node.depth, slug, text: node.children.map((c) => ('value' in c ? c.value : '')).join('') });
    }
    if (node.type === 'inlineCode' && parent && index !== undefined) {
      const clause = clauseById.get(node.value);
      if (clause) parent.children[index] = { type: 'link', url: href(clausePath(clause)), children: [node] } as never;
    }
  });
  return { title, html: toHtml.stringify(toHtml.runSync(tree)), headings };
}
