/**
 * The "この能力を持つカード" list beside a トミーウォーカーTCG clause on its chapter page: the
 * cards whose abilities the clause defines (or that it names), each linking to its card page.
 * Built as HAST, so every card name is escaped as text.
 */
import type { ElementContent } from 'hast';
import type { RootContent } from 'mdast';
import { cardsOfClause } from './card-clauses.ts';
import { cardPath } from './cards.ts';
import { href } from './data.ts';

const text = (value: string) => ({ type: 'text' as const, value });

/** The aside listing the clause's cards, as an mdast node that becomes it; nothing when no card has it. */
export function clauseCards(clauseId: string): RootContent[] {
  const cards = cardsOfClause(clauseId);
  if (cards.length === 0) return [];
  const items: ElementContent[] = cards.map((card) => ({
    type: 'element',
    tagName: 'li',
    properties: {},
    children: [{ type: 'element', tagName: 'a', properties: { href: href(cardPath(card)), dataCard: card.id }, children: [text(card.name)] }],
  }));
  const children: ElementContent[] = [
    { type: 'element', tagName: 'p', properties: { className: ['clause-cards-title'] }, children: [text(`この能力を持つカード（${cards.length}）`)] },
    { type: 'element', tagName: 'ul', properties: {}, children: items },
  ];
  return [{ type: 'hast', data: { hName: 'aside', hProperties: { className: ['clause-cards'], ariaLabel: 'この能力を持つカード' }, hChildren: children } } as never];
}
