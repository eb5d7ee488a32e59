/**
 * Deck files of トミーウォーカーTCG (decks/tommy-walker/*.txt), for the simulation script, the
 * benchmark and the site's playground: one card name (or card id) per line, a count before a
 * name. The protocol never reads them (a setup names its cards in JSON: docs/protocol/tommy-walker.md),
 * so the mutation runs leave this module out, as they do the agents.
 */
import { unsafeText } from '../core/text.ts';
import { CARD_BY_ID, CARD_BY_NAME, CARDS } from './cards.ts';
import { DECK_SIZE } from './setup.ts';
import type { CardId } from './state.ts';

export interface DeckFileError {
  line: number;
  message: string;
}

/**
 * Reads a deck file: one card name (or card id) per line, `#` starts a comment, and a line
 * may start with a count, `3 x name`. Errors say the line and why; a deck that is not 16
 * cards is an error citing tommy-walker.setup.deck-size.
 */
export function parseDeckFile(text: string): { ok: true; deck: CardId[] } | { ok: false; errors: DeckFileError[] } {
  const deck: CardId[] = [];
  const errors: DeckFileError[] = [];
  let total = 0;
  if (typeof text !== 'string') return { ok: false, errors: [{ line: 0, message: 'a deck file must be text' }] };
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    // A control or bidirectional formatting character is refused, never echoed back in a message.
    const unsafe = unsafeText(line);
    if (unsafe) return void errors.push({ line: i + 1, message: `the line ${unsafe}` });
    const counted = /^(\d+)\s*[x×]\s*(.+)$/.exec(line);
    const count = counted ? Number(counted[1]) : 1;
    const name = (counted ? counted[2]! : line).trim();
    const found = CARD_BY_NAME.get(name) ?? CARD_BY_ID.get(name);
    if (!found) {
      const near = CARDS.filter((c) => c.name.includes(name) || name.includes(c.name.replace(/^.*・/, ''))).map((c) => c.name);
      errors.push({ line: i + 1, message: `unknown card '${name}'${near.length ? ` (did you mean ${near.map((n) => `'${n}'`).join(' or ')}?)` : ''}` });
      return;
    }
    if (count < 1) {
      errors.push({ line: i + 1, message: `count must be at least 1, got ${count}` });
      return;
    }
    // Count every card, but hold no more than one past a full deck: a huge count is an error, not a huge array.
    total += count;
    for (let k = 0; k < count && deck.length <= DECK_SIZE; k++) deck.push(found.id);
  });
  if (!errors.length && total !== DECK_SIZE) {
    errors.push({ line: 0, message: `the deck has ${total} cards; tommy-walker.setup.deck-size needs exactly ${DECK_SIZE}` });
  }
  return errors.length ? { ok: false, errors } : { ok: true, deck };
}
