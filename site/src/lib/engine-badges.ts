/**
 * Beside a normative clause on its chapter page: its status in each other engine's report of
 * the book (the dashboard's columns after the reference, whose rulings the clause lists
 * already), each linking to that engine's list of the clauses of that status. Nothing when the
 * book has no other engine's report.
 */
import type { ElementContent } from 'hast';
import type { Clause } from '../../../tools/spec/model.ts';
import { NORMATIVE_KINDS } from '../../../tools/spec/syntax.ts';
import { CLAUSE_STATUS_LABEL, columnsOf, listPath, statusIn } from './conformance.ts';
import { href, siteData } from './data.ts';

const text = (value: string): ElementContent => ({ type: 'text', value });

export function engineBadges(c: Clause): ElementContent[] {
  if (!NORMATIVE_KINDS.includes(c.kind)) return [];
  const others = columnsOf(c.book).filter((col) => !col.reference);
  if (others.length === 0) return [];
  const chapter = siteData().spec.chapters.find((ch) => ch.file === c.file);
  return others.flatMap((col) => {
    const status = statusIn(col, c.id);
    return [
      text(' '),
      {
        type: 'element',
        tagName: 'a',
        properties: { className: ['clause-engine', 'clause-status', `clause-status-${status}`], href: href(listPath(col, status, chapter)), dataEngine: col.slug, dataStatus: status, title: `${col.name} のレポートでの状態` },
        children: [text(`${col.name}：${CLAUSE_STATUS_LABEL[status]}`)],
      },
    ];
  });
}
