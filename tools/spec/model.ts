import type { Heading, Nodes, RootContent } from 'mdast';
import type { ClauseKind } from './syntax.ts';

/**
 * One clause of the index. The field names up to `line` are a contract: `npm run -s
 * spec:index` prints an array of these and later tools depend on them.
 */
export interface Clause {
  id: string;
  book: string;
  kind: ClauseKind;
  /** Display number derived from position (chapter.section….ordinal); changes when text moves. */
  number: string;
  /** Text of the nearest heading above the clause. */
  title: string;
  /** Plain text of the clause, without its label and without nested clauses. */
  text: string;
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** Label attributes such as `option` (variants) and `edition`. */
  attrs: Record<string, string>;
  /** The clause this one is nested in (a labelled list item inside a clause's list). */
  parent: string | null;
  /** Clause IDs this clause links to, in order of appearance. */
  refs: string[];
  /** Chapter file slug, used for page addresses. */
  chapter: string;
  /** For a definition: the term it defines, the first **bold** text of its paragraph. */
  term?: string;
  /** For a definition: its term's reading, English gloss, abbreviations and other names (tools/spec/terms.ts). */
  gloss?: import('./terms.ts').TermGloss;
}

/** A heading of a chapter with its derived display number. */
export interface SectionHeading {
  depth: number;
  number: string;
  text: string;
  line: number;
  node: Heading;
}

/**
 * A top-level block of a chapter as the parser classified it. The site renders these;
 * lint and the index only need the clauses.
 */
export type Block =
  | { type: 'heading'; heading: SectionHeading }
  | { type: 'clause'; id: string; nodes: RootContent[] }
  | { type: 'commentary'; node: RootContent }
  | { type: 'other'; node: RootContent };

/** One parsed chapter file. */
export interface Chapter {
  book: string;
  file: string;
  /** Chapter number from the file name prefix (00 is the book's front page). */
  number: number;
  slug: string;
  title: string;
  headings: SectionHeading[];
  blocks: Block[];
}

/** Everything the spec holds, read once: chapters in order and the clause index. */
export interface Spec {
  books: string[];
  chapters: Chapter[];
  clauses: Clause[];
  diagnostics: import('./diagnostics.ts').Diagnostic[];
  /** Problems that do not fail lint: links to a renamed clause's former ID, definitions missing a reading or an English gloss. */
  warnings: import('./diagnostics.ts').Diagnostic[];
  /** Former IDs of renamed clauses (`aliases=`), each mapped to the clause's ID. */
  aliases: Map<string, string>;
}

/** Marks an mdast node (a list item) as the start of a nested clause, for the renderer. */
export function nestedClauseId(node: Nodes): string | undefined {
  const data = node.data as { clauseId?: string } | undefined;
  return data?.clauseId;
}
