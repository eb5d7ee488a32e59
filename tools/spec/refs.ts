/**
 * Clause references in a parsed chapter: `[text](#id)`, reference-style `[text][name]` with
 * `[name]: #id`, and (checked, though not references) HTML links `<a href="#id">`.
 */
import type { Definition, Link, Nodes, Root } from 'mdast';
import type { Clause } from './model.ts';
import { isClauseId, referencedId } from './syntax.ts';

export interface LinkAt {
  id: string;
  line: number;
  column: number;
}

type Report = (node: { position?: Nodes['position'] } | undefined, message: string, line?: number, column?: number) => void;

/**
 * Turns each reference-style link whose definition points at `#…` into an ordinary link
 * (at the reference's position), so every tool and the site treat both spellings alike.
 */
export function resolveReferenceLinks(root: Root): void {
  const definitions = new Map<string, Definition>();
  eachNode(root, (d) => {
    if (d.type === 'definition' && !definitions.has(d.identifier)) definitions.set(d.identifier, d);
  });
  if (definitions.size === 0) return;
  eachNode(root, (ref) => {
    if (ref.type !== 'linkReference') return;
    const def = definitions.get(ref.identifier);
    if (!def || referencedId(def.url) === null) return;
    const link = ref as unknown as Link & { referenceType?: string; identifier?: string; label?: string | null };
    delete link.referenceType;
    delete link.identifier;
    delete link.label;
    link.type = 'link';
    link.url = def.url;
    link.title = def.title ?? null;
  });
}

/**
 * Records every in-spec link as a reference of the clause it sits in, and returns them all
 * so the loader can check their targets. A clause owns the lines from its label to the next
 * clause's label; attribution is a binary search over the clauses, so the whole pass is
 * O(links × log clauses).
 */
export function collectRefs(root: Root, source: string, clauses: Clause[], report: Report): LinkAt[] {
  const byLine = [...clauses].sort((a, b) => a.line - b.line);
  const seen = new Map<Clause, Set<string>>();
  const holderAt = (line: number): Clause | undefined => {
    let lo = 0;
    let hi = byLine.length - 1;
    let found: Clause | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (byLine[mid]!.line <= line) {
        found = byLine[mid];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
  const links: LinkAt[] = [];
  eachNode(root, (node) => {
    if (node.type === 'link') {
      const id = referencedId(node.url);
      if (id === null) return;
      const { line, column } = node.position!.start;
      (node.data as Record<string, unknown>) = { ...(node.data ?? {}), clauseRef: id };
      const holder = holderAt(line);
      if (holder) {
        let ids = seen.get(holder);
        if (!ids) seen.set(holder, (ids = new Set(holder.refs)));
        if (!ids.has(id)) {
          ids.add(id);
          holder.refs.push(id);
        }
      }
      if (!isClauseId(id)) report(node, `link target '#${id}' is not a clause ID; in-spec links must point at a clause: [text](#book.section.name)`);
      else links.push({ id, line, column });
    } else if (node.type === 'html' && !/^\s*<!--/.test(node.value)) {
      for (const link of htmlLinks(node, source)) {
        if (!isClauseId(link.id)) report(undefined, `HTML link target '#${link.id}' is not a clause ID; write clause references as Markdown links: [text](#book.section.name)`, link.line, link.column);
        else links.push(link);
      }
    }
  });
  return links;
}

/** Calls `fn` on every node in document order (pre-order), without recursion. */
export function eachNode(root: Nodes, fn: (node: Nodes) => void): void {
  const stack: Nodes[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    fn(node);
    if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
}

/** `href="#…"` attributes in an HTML node, located in the source. */
function htmlLinks(node: Nodes, source: string): LinkAt[] {
  const start = node.position?.start;
  const end = node.position?.end;
  if (start?.offset === undefined || end?.offset === undefined) return [];
  const raw = source.slice(start.offset, end.offset);
  const out: LinkAt[] = [];
  let line = start.line;
  let lineStart = -1; // offset in raw of the character before the current line (-1: first line)
  let scanned = 0;
  for (const m of raw.matchAll(/\bhref\s*=\s*(["']?)#([^"'\s>]*)\1/gi)) {
    for (let i = raw.indexOf('\n', scanned); i !== -1 && i < m.index; i = raw.indexOf('\n', i + 1)) {
      line++;
      lineStart = i;
    }
    scanned = m.index;
    const column = lineStart === -1 ? start.column + m.index : m.index - lineStart;
    out.push({ id: m[2]!, line, column });
  }
  return out;
}
