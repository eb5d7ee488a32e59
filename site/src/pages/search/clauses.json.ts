// The table the search box jumps with (see lib/clause-jump.ts): every clause's ID, book,
// display number and address, and every chapter's and section's number, from the one clause index.
import { KIND_LABEL, bookTitle, chapterPath, clausePath, href, orderedBooks, siteData } from '../../lib/data.ts';
import { headingId } from '../../lib/render.ts';
import { visit } from 'unist-util-visit';
import { toString } from 'mdast-util-to-string';
import type { Clause } from '../../../../tools/spec/model.ts';
import { bookNames, type JumpClause, type JumpTable } from '../../lib/clause-jump.ts';

/** The terms a definition defines: its term and the other **bold** words of its paragraphs (`算定スピード` beside `スピード`). */
function definedTerms(c: Clause): string[] {
  const block = siteData().spec.chapters.flatMap((ch) => ch.blocks).find((b) => b.type === 'clause' && b.id === c.id);
  const bold: string[] = [];
  if (block?.type === 'clause') for (const node of block.nodes) visit(node, 'strong', (strong) => void bold.push(toString(strong)));
  return [...new Set([...(c.term ? [c.term] : []), ...bold.filter((t) => t.length <= 20)])];
}

export function GET(): Response {
  const { spec } = siteData();
  const table: JumpTable = {
    books: Object.fromEntries(orderedBooks().map((book) => [book, { title: bookTitle(book), names: bookNames(book, bookTitle(book)) }])),
    clauses: [
      ...spec.clauses.map((c): JumpClause => {
        const chapter = spec.chapters.find((ch) => ch.file === c.file)!;
        const row: JumpClause = [c.id, c.book, c.number, href(clausePath(c)), `${KIND_LABEL[c.kind]}・${chapter.number}. ${chapter.title}`];
        return c.kind === 'definition' ? [...row, definedTerms(c)] : row;
      }),
      // Chapters and sections by number too (`twgp 7`, `twgp 7.3`); they have no clause ID.
      ...spec.chapters.filter((ch) => ch.number !== 0).flatMap((ch): JumpClause[] => [
        ['', ch.book, String(ch.number), href(chapterPath(ch)), `${ch.number}. ${ch.title}`],
        ...ch.headings.map((h): JumpClause => ['', ch.book, h.number, href(`${chapterPath(ch)}#${headingId(h.number)}`), `${h.number} ${h.text}・${ch.number}. ${ch.title}`]),
      ]),
    ],
  };
  return new Response(JSON.stringify(table), { headers: { 'content-type': 'application/json' } });
}
