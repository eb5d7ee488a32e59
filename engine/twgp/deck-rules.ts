/**
 * The rules of chapter 2 (リソース) that a deck file can be checked against before the
 * battle: the counts of each format and each bundle's content. Used by deck-file.ts; every
 * problem is located at the line of the section (or the card) it concerns.
 */
import { MAX_VITAL_COUNT } from './position.ts';
import { poisonNamed, type CardForm } from './card.ts';
import type { Format } from './state.ts';

/** A section of a deck file with the line of its header and its cards with their lines. */
export interface Section {
  kind: 'entry' | 'archive' | 'bundle' | 'vitals' | 'phase';
  line: number;
  label: string;
  cards: { card: CardForm; line: number }[];
  /** Card lines of the section that could not be read (already reported): counted, so that one bad line is not also a wrong count. */
  unread: number;
}

type At = (line: number, message: string) => void;

/** Cards in one bundle (twgp.resource.deck, twgp.resource.format.counts). */
export const BUNDLE_SIZE = 20;
/** The most cards of the opening archive (twgp.resource.archive.prepared). */
export const OPENING_ARCHIVE_MAX = 6;
/**
 * The most bundles a trial battle's file may bring: a practical bound (the rules set only a
 * minimum of 3, twgp.resource.format.trial), 50 × 20 = 1,000 cards, the engine's bound of a pile.
 */
export const MAX_BUNDLES = 50;
/** The most vitals: a practical bound (a trial battle's vitals are odd and at least 7), the engine's MAX_VITAL_COUNT. */
export const MAX_VITALS = MAX_VITAL_COUNT;

const COUNTS = 'twgp.resource.format.counts';

/**
 * The counts of the format (twgp.resource.format.counts): the entry deck is one bundle of
 * exactly 20, split into the opening archive of at most 6 (twgp.resource.archive.prepared)
 * and the pile; every further bundle is exactly 20; a half battle brings 1 bundle and 3
 * vitals, a full battle 2–6 bundles (twgp.resource.full.entry,
 * twgp.resource.note.full-bundles) and 5 vitals, a trial battle 3 or more bundles and an odd
 * number of vitals, at least 7.
 */
export function checkCounts(format: Format, formatLine: number, sections: Section[], at: At): void {
  const of = (kind: Section['kind']) => sections.filter((s) => s.kind === kind);
  const count = (s: Section) => s.cards.length + s.unread;
  const [entry] = of('entry');
  const [archive] = of('archive');
  const [vitals] = of('vitals');
  const bundles = of('bundle');

  // The entry deck: archive + pile = 20, the archive at most 6.
  if (archive && count(archive) > OPENING_ARCHIVE_MAX) {
    at(archive.line, `the opening archive has ${count(archive)} cards; at most ${OPENING_ARCHIVE_MAX} (twgp.resource.archive.prepared)`);
  }
  if (!entry) at(formatLine, "the file has no [entry] section (the entry deck's pile, top first: twgp.resource.entry-deck)");
  else {
    const a = archive ? count(archive) : 0;
    const total = a + count(entry);
    if (total !== BUNDLE_SIZE) at(entry.line, `the entry deck has ${total} cards (${a} in [archive] + ${count(entry)} in [entry]); a bundle is exactly ${BUNDLE_SIZE} (${COUNTS})`);
  }

  // Every other bundle: exactly 20.
  for (const b of bundles) {
    if (count(b) !== BUNDLE_SIZE) at(b.line, `this bundle has ${count(b)} cards; a bundle is exactly ${BUNDLE_SIZE} (${COUNTS})`);
  }

  // The number of bundles, the entry deck included.
  const total = 1 + bundles.length;
  if (format === 'half' && bundles.length > 0) {
    at(bundles[0]!.line, `a half battle brings one bundle of ${BUNDLE_SIZE} (the entry deck) and no [bundle] (${COUNTS})`);
  } else if (format === 'full' && total < 2) {
    at(formatLine, 'a full battle brings 2–6 bundles: the entry deck and 1 to 5 [bundle] sections; this file has none (twgp.resource.full.entry)');
  } else if (format === 'full' && total > 6) {
    at(bundles[5]!.line, `a full battle brings at most 6 bundles; this file has ${total}, counting the entry deck (twgp.resource.note.full-bundles)`);
  } else if (format === 'trial' && total < 3) {
    at(formatLine, `a trial battle brings 3 or more bundles: the entry deck and at least 2 [bundle] sections; this file has ${bundles.length} (${COUNTS})`);
  } else if (total > MAX_BUNDLES) {
    at(bundles[MAX_BUNDLES - 1]!.line, `at most ${MAX_BUNDLES} bundles are read (a practical bound of the engine: a pile holds at most 1,000 cards)`);
  }

  // The vitals.
  if (!vitals) {
    at(formatLine, 'the file has no [vitals] section (twgp.resource.vital)');
    return;
  }
  const v = count(vitals);
  const need = format === 'half' ? 3 : format === 'full' ? 5 : undefined;
  if (need !== undefined && v !== need) at(vitals.line, `a ${format} battle brings ${need} vitals; this file has ${v} (${COUNTS})`);
  if (need === undefined && (v < 7 || v % 2 === 0)) at(vitals.line, `a trial battle brings an odd number of vitals, at least 7; this file has ${v} (${COUNTS})`);
  if (need === undefined && v > MAX_VITALS) at(vitals.line, `at most ${MAX_VITALS} vitals are read (a practical bound of the engine)`);
}

/** A unit: a card of kind ユニット, or one with a base power and no kind. */
const isUnit = (c: CardForm) => c.kind === 'ユニット' || (c.kind === undefined && c.power !== undefined);

/**
 * Each bundle's content (the entry deck's archive and pile are one bundle), checked card by
 * card in file order: no card twice in a bundle or in the vitals (twgp.resource.no-duplicates,
 * read per bundle by twgp.resource.note.duplicate-scope; reported through `duplicate`, since
 * the rule has it checked after the battle); at most one base-00 unit
 * (twgp.resource.deck.zero-limit) and one poison unit (twgp.resource.deck.poison-limit) per
 * bundle. Cards of the same name are the same card; different names with the same base power
 * are allowed (twgp.resource.same-power-allowed).
 */
export function checkContents(sections: Section[], at: At, duplicate: At = at): void {
  const entry = sections.filter((s) => s.kind === 'archive' || s.kind === 'entry').flatMap((s) => s.cards);
  const groups = [entry, ...sections.filter((s) => s.kind === 'bundle').map((s) => s.cards)];
  for (const cards of groups) checkBundle(cards, at, duplicate, true);
  for (const v of sections.filter((s) => s.kind === 'vitals')) checkBundle(v.cards, at, duplicate, false);
}

function checkBundle(cards: Section['cards'], at: At, duplicate: At, deck: boolean): void {
  const seen = new Map<string, number>();
  let zero: number | undefined;
  let poison: number | undefined;
  const where = deck ? 'this bundle' : 'the vitals';
  for (const { card, line } of [...cards].sort((a, b) => a.line - b.line)) {
    const first = seen.get(card.name);
    if (first !== undefined) duplicate(line, `'${card.name}' is already in ${where} (line ${first}); ${where} may not hold a card twice (twgp.resource.no-duplicates)`);
    else seen.set(card.name, line);
    if (!deck || !isUnit(card)) continue;
    if (card.power === 0) {
      if (zero !== undefined) at(line, `a second base-00 unit in this bundle (the first at line ${zero}); a bundle holds at most one (twgp.resource.deck.zero-limit)`);
      else zero = line;
    }
    if (poisonNamed(card.name)) {
      if (poison !== undefined) at(line, `a second unit whose name holds poison, venom, toxi or 毒 in this bundle (the first at line ${poison}); at most one (twgp.resource.deck.poison-limit)`);
      else poison = line;
    }
  }
}
