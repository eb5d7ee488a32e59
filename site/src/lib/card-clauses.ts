/**
 * Which clauses define each ability of a トミーウォーカーTCG card, read from the card
 * database's ability model (engine/tommy-walker/cards.ts: timing, condition and effect kinds,
 * each of which the database's comments tie to one clause), and the other way round: which
 * cards have an ability a clause defines. Clauses whose text names a card (the card list's
 * reading notes, a rule about one card) are tied to it as well.
 *
 * A kind missing from the tables below, or a table entry naming no clause of the book, stops
 * the build with the card, the ability and the ID, rather than leaving a card without links.
 */
import type { Ability, CardData } from '../../../engine/tommy-walker/cards.ts';
import { CARDS, SERIES } from '../../../engine/tommy-walker/cards.ts';
import type { Clause } from '../../../tools/spec/model.ts';
import { siteData } from './data.ts';

const BOOK = 'tommy-walker';
const THIS_FILE = 'site/src/lib/card-clauses.ts';

/** The definition of each timing (tommy-walker.cards.timing.*), and of 弱点. */
const TIMING_CLAUSE: Record<Ability['timing'], string> = {
  appear: 'tommy-walker.cards.timing.appear',
  at: 'tommy-walker.cards.timing.at',
  hand: 'tommy-walker.cards.timing.hand',
  dmg: 'tommy-walker.cards.timing.dmg',
  weakness: 'tommy-walker.cards.weakness',
};

/** The reading of each condition (tommy-walker.abilities.cond.*). */
const CONDITION_CLAUSE: Record<NonNullable<Ability['condition']>['kind'], string> = {
  'enemy-has': 'tommy-walker.abilities.cond.enemy',
  'hand-at-most': 'tommy-walker.abilities.cond.hand',
  'rode-onto': 'tommy-walker.abilities.cond.ride',
  'won-against': 'tommy-walker.abilities.cond.won',
  'won-against-rider': 'tommy-walker.abilities.cond.won-rider',
};

/** The reading of each effect (tommy-walker.abilities.effect.*, and the ride-only weakness). */
const EFFECT_CLAUSE: Record<Ability['effect']['kind'], string> = {
  'set-power': 'tommy-walker.abilities.effect.set-power',
  'discard-steps': 'tommy-walker.abilities.effect.discard-steps',
  'add-power': 'tommy-walker.abilities.effect.add-power',
  'add-stars': 'tommy-walker.abilities.effect.stars-plus',
  'enemy-stars': 'tommy-walker.abilities.effect.enemy-stars',
  'take-from-discard': 'tommy-walker.abilities.effect.take-from-discard',
  'return-to-deck': 'tommy-walker.abilities.effect.return-to-deck',
  'copy-enemy-appear': 'tommy-walker.abilities.effect.copy-appear',
  'self-to-hand': 'tommy-walker.abilities.effect.self-to-hand',
  'ride-only': 'tommy-walker.cards.weakness.ride-only',
};

/** A 結界 (a hand ability printed 「結界」) is defined in the terms chapter. */
const BARRIER_CLAUSE = 'tommy-walker.terms.barrier';

function lookup(id: string | undefined, what: string, card: CardData): Clause {
  const clause = id ? siteData().clauseById.get(id) : undefined;
  if (!clause) {
    throw new Error(`${THIS_FILE}: ${card.id} (${card.name}), ${what}: ${id ? `clause '${id}' is not in the spec` : 'no clause is mapped for this kind'}`);
  }
  return clause;
}

/** The clauses that define one ability: its timing (and 結界), its condition, its effect, in that order. */
export function abilityClauses(card: CardData, ability: Ability): Clause[] {
  const what = `ability '${ability.text.replace(/\n/g, ' ')}'`;
  const ids = [
    [TIMING_CLAUSE[ability.timing], `${what}, timing ${ability.timing}`],
    ...(ability.timing === 'hand' && ability.barrier ? [[BARRIER_CLAUSE, `${what}, 結界`]] : []),
    ...(ability.condition ? [[CONDITION_CLAUSE[ability.condition.kind], `${what}, condition ${ability.condition.kind}`]] : []),
    [EFFECT_CLAUSE[ability.effect.kind], `${what}, effect ${ability.effect.kind}`],
  ] as [string | undefined, string][];
  return ids.map(([id, where]) => lookup(id, where, card));
}

/**
 * A clause's text without the series titles it names as series: one card is named after its
 * series (シルバーレイン), and the series' definition, which lists all four, does not name it.
 */
function withoutSeries(text: string): string {
  const titles = Object.values(SERIES);
  const listsSeries = titles.every((t) => text.includes(t));
  return titles.reduce((t, title) => t.split(`『${title}』`).join('').split(listsSeries ? title : `『${title}』`).join(''), text);
}

/** Clauses of the book, other than the card table itself, whose text names the card. */
export function clausesNamingCard(card: CardData): Clause[] {
  return siteData().spec.clauses.filter((c) => c.book === BOOK && c.id !== 'tommy-walker.card-list.cards' && withoutSeries(c.text).includes(card.name));
}

/** Whether this build has the book (a fixture site, such as the hostile one, has other books only). */
function hasBook(): boolean {
  return siteData().spec.books.includes(BOOK);
}

let byClause: Map<string, CardData[]> | undefined;

/** The cards with an ability a clause defines, or that the clause names; in card-list order. */
export function cardsOfClause(clauseId: string): CardData[] {
  if (!byClause) {
    byClause = new Map();
    if (hasBook()) {
      for (const card of CARDS) {
        const ids = new Set([...card.abilities.flatMap((a) => abilityClauses(card, a)), ...clausesNamingCard(card)].map((c) => c.id));
        for (const id of ids) byClause.set(id, [...(byClause.get(id) ?? []), card]);
      }
    }
  }
  return byClause.get(clauseId) ?? [];
}

/** Whether card pages can link clauses in this build. */
export function cardClausesAvailable(): boolean {
  return hasBook();
}
