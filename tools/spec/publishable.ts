/**
 * Spec text is published on the site exactly as written, so it may hold nothing a browser
 * would run or follow somewhere unsafe: no raw HTML (only HTML comments, which are editorial
 * markers and never rendered) and no link, image or link definition whose URL has a scheme
 * other than http(s). `#clause-id` fragments and relative URLs are fine. The site drops and
 * strips these too (site/src/lib/sanitize.ts); lint says where they are so they get fixed.
 */
import type { Nodes, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** URL schemes a spec link or image may use. */
export const SAFE_SCHEMES = ['http', 'https'];

/**
 * The scheme of a URL as a browser reads it (lowercase, without ':'), or null for a fragment
 * or relative URL. Like the sanitiser, a ':' after the first '/', '?' or '#' is no scheme.
 * Browsers ignore tabs and newlines inside a scheme and leading spaces and control characters,
 * so those are removed first: `java\tscript:` is `javascript:`.
 */
export function urlScheme(url: string): string | null {
  const cleaned = url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  const colon = cleaned.indexOf(':');
  if (colon === -1) return null;
  const cut = cleaned.search(/[/?#]/);
  if (cut !== -1 && cut < colon) return null;
  return cleaned.slice(0, colon).toLowerCase();
}

/** Whether a URL may appear in spec text. */
export function isSafeUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === null || SAFE_SCHEMES.includes(scheme);
}

/** Whether raw HTML is exactly one comment, `<!-- … -->`, with nothing before or after it. */
export function isHtmlComment(value: string): boolean {
  const v = value.trim();
  if (!v.startsWith('<!--') || !v.endsWith('-->')) return false;
  const body = v.slice(4, -3);
  // `<!-->` and `<!--->` close at once; `--!>` also ends a comment in browsers.
  return !body.startsWith('>') && !body.startsWith('->') && !body.includes('-->') && !body.includes('--!>');
}

const shorten = (s: string) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 40 ? `${one.slice(0, 40)}…` : one;
};

const WHAT: Record<string, string> = { link: 'link target', image: 'image source', definition: 'link definition' };

/** Reports raw HTML and unsafe URLs anywhere in a chapter's tree, at the node's position. */
export function checkPublishable(root: Root, report: (node: Nodes, message: string) => void): void {
  visit(root, (node) => {
    // A comment that is never closed is reported by the parser (it hides the rest of the file).
    const unclosedComment = node.type === 'html' && node.value.trimStart().startsWith('<!--') && !node.value.includes('-->');
    if (node.type === 'html' && !isHtmlComment(node.value) && !unclosedComment) {
      report(node, `raw HTML '${shorten(node.value)}' is not allowed in spec text (the site drops it): write it in Markdown, or as an HTML comment if it is an editorial marker`);
    }
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && !isSafeUrl(node.url)) {
      report(node, `${WHAT[node.type]} '${shorten(node.url)}' uses the scheme '${urlScheme(node.url)}:'; spec links may only be #clause-id, relative or http(s) URLs`);
    }
  });
}
