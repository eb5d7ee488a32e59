/**
 * Reads one chapter file into headings, clauses and commentary. This is the only place
 * that parses spec Markdown (unified + remark-parse + remark-gfm); lint, the clause index
 * and the site all consume its output.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { List, ListItem, Nodes, Paragraph, Root, RootContent } from 'mdast';
import type { Diagnostic } from './diagnostics.ts';
import type { Block, Chapter, Clause, SectionHeading } from './model.ts';
import { collectRefs, resolveReferenceLinks, type LinkAt } from './refs.ts';
import { normalise } from './source.ts';
import { strayLabels, unclosedBlocks } from './strays.ts';
import { isClauseId, isClauseKind, matchLabel, namespaceOf, parseAttributes } from './syntax.ts';
import { checkPublishable } from './publishable.ts';
import { definitionGloss } from './terms.ts';

/** Label attributes that say something about a definition's term. */
const TERM_ATTRIBUTES = ['reading', 'en', 'link'];

/** The project's one Markdown reader (GFM); the site reuses it for its developer docs. */
export const markdownProcessor = unified().use(remarkParse).use(remarkGfm);

/** `NN-slug.md`: the chapter number orders the book and starts every display number. */
export const CHAPTER_FILE = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

export interface ParsedChapter {
  chapter: Chapter;
  clauses: Clause[];
  /** Every in-spec link, so the loader can check its target exists. */
  links: LinkAt[];
  diagnostics: Diagnostic[];
}

/** Where in the numbering tree new children go: a heading or a clause, with its counter. */
interface NumberingParent {
  number: string;
  next: number;
}

export function parseChapter(text: string, file: string, book: string, fileName: string): ParsedChapter {
  // Without a BOM and with LF line endings, source offsets, lines and columns agree.
  const source = normalise(text);
  const diagnostics: Diagnostic[] = [];
  const clauses: Clause[] = [];
  const headings: SectionHeading[] = [];
  const blocks: Block[] = [];
  const report = (node: { position?: Nodes['position'] } | undefined, message: string, line?: number, column?: number) => {
    const start = node?.position?.start;
    diagnostics.push({ file, line: line ?? start?.line ?? 1, column: line ? (column ?? 1) : start?.column ?? 1, message });
  };
  /** Paragraphs whose first line was read as a label (good or bad), for the stray-label check. */
  const labelParagraphs = new Set<Paragraph>();

  const nameMatch = CHAPTER_FILE.exec(fileName);
  if (!nameMatch) {
    report(undefined, `chapter file name '${fileName}' must look like NN-slug.md (two digits, a hyphen, a lowercase kebab-case slug)`);
  }
  const chapterNumber = nameMatch ? Number(nameMatch[1]) : 0;
  const slug = nameMatch ? nameMatch[2]! : fileName.replace(/\.md$/i, '');

  const root = markdownProcessor.parse(source) as Root;
  resolveReferenceLinks(root);

  // Heading stack: index d holds the numbering parent for headings of depth d.
  const headingStack: (NumberingParent & { text: string; depth: number })[] = [];
  let chapterTitle = '';
  let seenH1 = false;
  let owner: { clause: Clause; numbering: NumberingParent } | null = null;

  const currentSection = () => headingStack[headingStack.length - 1];

  /** Creates a clause from a labelled paragraph; returns null (after reporting) if the label is bad. */
  const openClause = (
    para: Paragraph,
    numbering: NumberingParent | undefined,
    parent: Clause | null,
  ): Clause | null => {
    const firstLine = paragraphFirstLine(para, source);
    const label = matchLabel(firstLine);
    if (!label) return null;
    labelParagraphs.add(para);
    if (!isClauseKind(label.kindWord)) {
      report(para, `unknown clause kind '${label.kindWord}' (expected one of rule, definition, example, note, variant)`);
      return null;
    }
    if (!isClauseId(label.id)) {
      report(para, `malformed clause ID '${label.id}': use lowercase ASCII words joined by '-', segments joined by '.', at least two segments (e.g. ${book}.attack.charge-boost)`);
      return null;
    }
    if (namespaceOf(label.id) !== book) {
      report(para, `clause ID '${label.id}' is in namespace '${namespaceOf(label.id)}' but this file belongs to rulebook '${book}'; IDs here must start with '${book}.'`);
    }
    const parsed = parseAttributes(label.attributeText);
    let attrs: Record<string, string> = {};
    if ('error' in parsed) report(para, `clause '${label.id}': ${parsed.error}`);
    else attrs = parsed.attrs;
    if (label.kindWord === 'variant' && !Object.hasOwn(attrs, 'option')) {
      report(para, `variant clause '${label.id}' needs an option key: variant[${label.id}] option=some-key`);
    }
    const termOnly = TERM_ATTRIBUTES.filter((k) => Object.hasOwn(attrs, k));
    if (label.kindWord !== 'definition' && termOnly.length) {
      report(para, `clause '${label.id}': ${termOnly.join(', ')} only belong${termOnly.length === 1 ? 's' : ''} on a definition`);
    }
    if (!numbering) {
      report(para, `clause '${label.id}' comes before the chapter heading; start the file with '# title'`);
    }
    const counter = numbering ?? { number: String(chapterNumber), next: 1 };
    const clause: Clause = {
      id: label.id,
      book,
      kind: label.kindWord,
      number: `${counter.number}.${counter.next++}`,
      title: headingStack.length ? currentSection()!.text : chapterTitle,
      text: '',
      file,
      line: para.position!.start.line,
      column: para.position!.start.column,
      attrs,
      parent: parent?.id ?? null,
      refs: [],
      chapter: slug,
    };
    stripLabel(para);
    if (clause.kind === 'definition') {
      const strong = para.children.find((n) => n.type === 'strong');
      if (strong) {
        clause.term = toString(strong);
        clause.gloss = definitionGloss(para, clause.term, attrs);
      } else report(para, `definition '${label.id}' has no term: write the term in **bold** at the start of its text`);
    }
    clauses.push(clause);
    return clause;
  };

  /** Gives a clause its owned block: list items that carry labels become nested clauses. */
  const own = (clause: Clause, numbering: NumberingParent, node: RootContent, texts: string[]) => {
    if (node.type === 'list') {
      ownList(node, clause, numbering, texts);
    } else {
      texts.push(plainText(node));
    }
  };

  const ownList = (list: List, parent: Clause | null, numbering: NumberingParent, texts: string[]) => {
    for (const item of list.children) {
      const nested = labelledItem(item, numbering, parent);
      if (nested) continue;
      if (!parent) {
        report(item, 'list item outside any clause: label it (rule[...] on its first line) or mark the list as commentary with "> "');
        continue;
      }
      texts.push(...itemTexts(item, parent, numbering));
    }
  };

  /** Text of an unlabelled list item inside a clause; labelled sub-items are still clauses. */
  const itemTexts = (item: ListItem, parent: Clause, numbering: NumberingParent): string[] => {
    const out: string[] = [];
    for (const child of item.children) {
      if (child.type === 'list') ownList(child, parent, numbering, out);
      else out.push(plainText(child));
    }
    return out;
  };

  /** A list item whose first paragraph starts with a label: a nested clause. */
  const labelledItem = (item: ListItem, numbering: NumberingParent, parent: Clause | null): boolean => {
    const first = item.children[0];
    if (first?.type !== 'paragraph' || !matchLabel(paragraphFirstLine(first, source))) return false;
    const clause = openClause(first, numbering, parent);
    if (!clause) return true;
    (item.data as Record<string, unknown>) = { ...(item.data ?? {}), clauseId: clause.id };
    const childNumbering: NumberingParent = { number: clause.number, next: 1 };
    const texts = [plainText(first)];
    for (const child of item.children.slice(1)) {
      if (child.type === 'paragraph') texts.push(plainText(child));
      else own(clause, childNumbering, child, texts);
    }
    finish(clause, texts);
    return true;
  };

  const finish = (clause: Clause, texts: string[]) => {
    clause.text = texts.filter((t) => t !== '').join('\n');
    if (clause.text.trim() === '') {
      diagnostics.push({ file, line: clause.line, column: clause.column, message: `clause '${clause.id}' has no text: write it on the lines right after the label` });
    }
  };

  let ownerTexts: string[] = [];
  const closeOwner = () => {
    if (owner) finish(owner.clause, ownerTexts);
    owner = null;
    ownerTexts = [];
  };

  for (const node of root.children) {
    switch (node.type) {
      case 'heading': {
        closeOwner();
        const text = toString(node);
        if (node.depth === 1) {
          if (seenH1) report(node, 'a chapter file has exactly one level-1 heading (the chapter title)');
          seenH1 = true;
          chapterTitle = text;
          headingStack.length = 0;
          headingStack.push({ number: String(chapterNumber), next: 1, text, depth: 1 });
          break;
        }
        if (!seenH1) {
          report(node, 'the first heading of a chapter file must be its level-1 title');
          seenH1 = true;
          headingStack.push({ number: String(chapterNumber), next: 1, text: chapterTitle, depth: 1 });
        }
        while (headingStack.length > 1 && currentSection()!.depth >= node.depth) headingStack.pop();
        const parent = currentSection()!;
        if (node.depth > parent.depth + 1) {
          report(node, `heading level ${node.depth} follows level ${parent.depth}: headings may go down one level at a time`);
        }
        const heading: SectionHeading = { depth: node.depth, number: `${parent.number}.${parent.next++}`, text, line: node.position!.start.line, node };
        headings.push(heading);
        blocks.push({ type: 'heading', heading });
        headingStack.push({ number: heading.number, next: 1, text, depth: node.depth });
        break;
      }
      case 'paragraph': {
        closeOwner();
        if (!matchLabel(paragraphFirstLine(node, source))) {
          report(node, 'text outside any clause: start it with a label such as rule[<id>] or mark it as commentary with "> "');
          blocks.push({ type: 'other', node });
          break;
        }
        const clause = openClause(node, currentSection(), null);
        if (!clause) {
          blocks.push({ type: 'other', node });
          break;
        }
        owner = { clause, numbering: { number: clause.number, next: 1 } };
        ownerTexts = [plainText(node)];
        blocks.push({ type: 'clause', id: clause.id, nodes: [node] });
        break;
      }
      case 'list':
      case 'table':
      case 'code': {
        if (owner) {
          own(owner.clause, owner.numbering, node, ownerTexts);
          const last = blocks[blocks.length - 1];
          if (last?.type === 'clause') last.nodes.push(node);
          break;
        }
        if (node.type === 'list') {
          // Every unlabelled item is reported; the labelled ones are clauses all the same.
          const numbering = currentSection() ?? { number: String(chapterNumber), next: 1 };
          for (const item of node.children) if (labelledOrReport(item)) labelledItem(item, numbering, null);
          blocks.push({ type: 'other', node });
          break;
        }
        report(node, `${node.type} outside any clause: put it right after a clause's text (no blank paragraph between) or inside a "> " commentary`);
        blocks.push({ type: 'other', node });
        break;
      }
      case 'blockquote':
        closeOwner();
        blocks.push({ type: 'commentary', node });
        break;
      case 'thematicBreak':
        closeOwner();
        blocks.push({ type: 'other', node });
        break;
      case 'html':
      case 'definition':
        blocks.push({ type: 'other', node });
        break;
      default:
        closeOwner();
        report(node, `unsupported Markdown block '${node.type}' in a spec file`);
        blocks.push({ type: 'other', node });
    }
  }
  closeOwner();
  if (!seenH1) report(undefined, 'chapter file has no level-1 heading (the chapter title)');

  diagnostics.push(...strayLabels(root, source, file, labelParagraphs), ...unclosedBlocks(root, source, file));
  const links = collectRefs(root, source, clauses, report);
  checkPublishable(root, report);

  return {
    chapter: { book, file, number: chapterNumber, slug, title: chapterTitle, headings, blocks },
    clauses,
    links,
    diagnostics,
  };

  /** A top-level list outside clauses is allowed only when every item is itself a clause. */
  function labelledOrReport(item: ListItem): boolean {
    const first = item.children[0];
    if (first?.type === 'paragraph' && matchLabel(paragraphFirstLine(first, source))) return true;
    report(item, 'list item outside any clause: label it (rule[...] on its first line) or mark the list as commentary with "> "');
    return false;
  }
}

/** The first source line of a paragraph, read from the source so no inline parsing interferes. */
function paragraphFirstLine(para: Paragraph, source: string): string {
  const { start, end } = para.position!;
  const raw = source.slice(start.offset, end.offset);
  const nl = raw.indexOf('\n');
  return nl === -1 ? raw : raw.slice(0, nl);
}

/**
 * Removes the label line from a labelled paragraph so renderers show only the clause text.
 * The label line may have been split into several inline nodes (`__proto__=` reads as bold):
 * every node that ends on the label's line goes, and a text node that runs past it is cut
 * after its first line break.
 */
function stripLabel(para: Paragraph): void {
  const labelLine = para.position!.start.line;
  while (para.children.length) {
    const first = para.children[0]!;
    const endLine = first.position?.end.line ?? labelLine;
    if (endLine === labelLine) {
      para.children.shift();
      continue;
    }
    if (first.type === 'text') {
      const nl = first.value.indexOf('\n');
      first.value = nl === -1 ? '' : first.value.slice(nl + 1);
      if (first.value === '') para.children.shift();
    }
    break;
  }
}

/** Plain text of a block; table cells are separated so the text stays readable. */
function plainText(node: Nodes): string {
  if (node.type === 'table') {
    return node.children.map((row) => row.children.map((cell) => toString(cell).trim()).join(' | ')).join('\n');
  }
  if (node.type === 'list') {
    return node.children.map((item) => plainText(item)).join('\n');
  }
  if (node.type === 'listItem') {
    return node.children.map((child) => plainText(child)).join('\n');
  }
  return toString(node).trim();
}
