/** トミーウォーカーTCG card data for the gallery, with the rulings that name each card. */
import { CARDS, SERIES, type CardData } from '../../../engine/tommy-walker/cards.ts';
import { siteData } from './data.ts';
import type { Ruling } from '../../../tools/rulings/load.ts';

export { CARDS, SERIES };
export type { CardData };

export const RARITY_LABEL: Record<string, string> = { C: 'コモン', U: 'アンコモン', R: 'レア' };
export const TIMING_LABEL: Record<string, string> = { appear: '【登場】', at: '【AT】', hand: '【手札】', dmg: '【DMG】', weakness: '弱点' };

/** Rulings of the tommy-walker book whose name or steps mention the card by its printed name. */
export function rulingsOfCard(card: CardData): Ruling[] {
  return siteData().rulings.filter(
    (r) => r.book === 'tommy-walker' && (r.name.includes(card.name) || r.steps.some((s) => s.text.includes(card.name) || s.table?.some((row) => row.includes(card.name)))),
  );
}

export function cardPath(card: CardData): string {
  return `/cards/tommy-walker/${card.id}/`;
}
