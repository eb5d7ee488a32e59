/**
 * Card names in a トミーウォーカーTCG ruling's text, found so the ruling page can link each to
 * its card page. Longer names are tried first, so a name inside another (シルバーレイン in
 * 『シルバーレイン』's cards) never cuts a longer one short.
 */
import { CARDS, type CardData } from '../../../engine/tommy-walker/cards.ts';

export type Segment = { text: string; card?: CardData };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byName = new Map(CARDS.map((c) => [c.name, c]));
const pattern = new RegExp([...byName.keys()].sort((a, b) => b.length - a.length).map(escape).join('|'), 'g');

/** The text cut into runs, each card name a run of its own carrying the card. */
export function cardSegments(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    out.push({ text: m[0], card: byName.get(m[0])! });
    last = m.index + m[0].length;
  }
  if (last < text.length || out.length === 0) out.push({ text: text.slice(last) });
  return out;
}

/** The cards a text names, each once, in order of first mention. */
export function cardsNamed(text: string): CardData[] {
  return [...new Set(cardSegments(text).flatMap((s) => (s.card ? [s.card] : [])))];
}
