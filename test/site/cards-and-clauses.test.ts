/**
 * トミーウォーカーTCG card pages and the clauses that define their abilities link each other
 * (issue 13, point 5), and ruling pages link the cards their steps name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { CARDS } from '../../engine/tommy-walker/cards.ts';
import { loadSpec } from '../../tools/spec/load.ts';
import { loadRulings } from '../../tools/rulings/load.ts';
import { chapterPathOf, page, ROOT } from './built-html.ts';

const spec = loadSpec(ROOT);
const clause = (id: string) => spec.clauses.find((c) => c.id === id);
const cardHref = (id: string) => `/cards/tommy-walker/${id}/`;

/** The clause IDs a card page links, per ability (in printed order), and in its naming-clauses list. */
function cardLinks(cardId: string) {
  const tree = page(cardHref(cardId));
  const abilities = selectAll('.card-abilities > li', tree).map((li) => selectAll('.card-ability-clauses a', li).map((a) => String(a.properties.dataClause)));
  const naming = selectAll('.card-naming-clauses a', tree).map((a) => String(a.properties.dataClause));
  return { tree, abilities, naming };
}

test('every ability on a card page links its timing and effect clauses (and its condition\'s), each to the clause\'s anchor', () => {
  for (const card of CARDS) {
    const { tree, abilities } = cardLinks(card.id);
    assert.equal(abilities.length, card.abilities.length, card.name);
    for (const [i, ids] of abilities.entries()) {
      const ability = card.abilities[i]!;
      assert.ok(ids.length >= (ability.condition ? 3 : 2), `${card.name} ability ${i + 1}: ${ids.join(', ')}`);
      assert.ok(ids.some((id) => id.startsWith('tommy-walker.cards.timing.') || id === 'tommy-walker.cards.weakness'), `${card.name}: no timing clause`);
      for (const id of ids) {
        const c = clause(id);
        assert.ok(c, `${card.name} links unknown clause ${id}`);
        const a = select(`.card-ability-clauses a[data-clause="${id}"]`, tree)!;
        assert.equal(a.properties.href, `${chapterPathOf(spec, c.file)}#${id}`);
      }
    }
  }
  // Known readings, from the card list: ラルフ's 「AT:敵が「女」なら7900」, カリスト's DMG ability.
  assert.deepEqual(cardLinks('tw1-ralph').abilities[0], ['tommy-walker.cards.timing.at', 'tommy-walker.abilities.cond.enemy', 'tommy-walker.abilities.effect.set-power']);
  assert.ok(cardLinks('tw2-callisto').abilities[1]!.includes('tommy-walker.abilities.effect.self-to-hand'));
  assert.ok(cardLinks('tw2-silver-rain').abilities[0]!.includes('tommy-walker.terms.barrier'), 'a 結界 links the definition of 結界');
});

test('a clause a card\'s ability links lists the card beside it, and every card listed beside a clause links back to it', () => {
  const listed = new Map<string, Set<string>>();
  for (const c of spec.clauses.filter((cl) => cl.book === 'tommy-walker')) {
    const box = select(`[id="${c.id}"]`, page(chapterPathOf(spec, c.file)))!;
    const aside = select(':scope > .clause-cards', box);
    if (!aside) continue;
    assert.match(toString(select('.clause-cards-title', aside)!), /^この能力を持つカード/);
    listed.set(c.id, new Set(selectAll('a', aside).map((a) => String(a.properties.href))));
  }
  assert.ok(listed.size >= 15, `only ${listed.size} clauses list cards`);
  for (const card of CARDS) {
    const { abilities, naming } = cardLinks(card.id);
    const linked = new Set([...abilities.flat(), ...naming]);
    for (const id of linked) assert.ok(listed.get(id)?.has(cardHref(card.id)), `${id} does not list ${card.name}`);
    for (const [id, cards] of listed) if (cards.has(cardHref(card.id))) assert.ok(linked.has(id), `${id} lists ${card.name}, whose page does not link it`);
  }
  // The reading note on 「ST」 names カリスト; the series' definition names シルバーレイン as a series only.
  assert.ok(cardLinks('tw2-callisto').naming.includes('tommy-walker.card-list.note.st'));
  assert.ok(!cardLinks('tw2-silver-rain').naming.includes('tommy-walker.cards.series'));
});

test('a ruling page links each card its steps name to the card\'s page', () => {
  const rulings = loadRulings(ROOT).filter((r) => r.book === 'tommy-walker');
  let naming = 0;
  for (const r of rulings) {
    const text = r.steps.map((s) => [s.text, ...(s.table?.flat() ?? [])].join('\n')).join('\n');
    const expected = CARDS.filter((c) => text.includes(c.name)).map((c) => cardHref(c.id));
    const links = new Set(selectAll('.ruling-steps a.card-link', page(`/rulings/${r.slug}/`)).map((a) => String(a.properties.href)));
    assert.deepEqual([...links].sort(), expected.sort(), r.name);
    if (expected.length) naming++;
  }
  assert.ok(naming > 100, `only ${naming} rulings name a card`);
  // Other books' rulings carry no card links.
  const twgpRuling = loadRulings(ROOT).find((r) => r.book === 'twgp')!;
  assert.equal(selectAll('a.card-link', page(`/rulings/${twgpRuling.slug}/`)).length, 0);
});
