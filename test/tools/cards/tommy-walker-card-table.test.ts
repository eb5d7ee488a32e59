// The トミーウォーカーTCG card table in the spec is the source of truth of the engine's printed
// card data (tools/cards/tommy-walker.ts): the generated engine/tommy-walker/card-data.ts must
// be what `npm run tw:cards` writes, a difference names the card, the field, both values and
// the command, malformed rows are file:line errors, and the engine's ability model must still
// match the printed ability texts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CARD_DATA_FILE, CARD_TABLE_FILE, compareWithSpec, modelMismatches, readCardTable, renderCardData } from '../../../tools/cards/tommy-walker.ts';
import { PRINTED_CARDS } from '../../../engine/tommy-walker/card-data.ts';
import { CARDS, CARD_MODEL_PROBLEMS } from '../../../engine/tommy-walker/cards.ts';

const chapter = readFileSync(CARD_TABLE_FILE, 'utf8');
const table = readCardTable(chapter);

test('the spec card table reads without errors into 36 cards, in card-list order', () => {
  assert.deepEqual(table.errors, []);
  assert.equal(table.cards.length, 36);
  assert.deepEqual(table.cards[0], { id: 'tw1-ralph', series: 'TW1', rarity: 'C', name: 'チキンレッグの翔剣士・ラルフ', attributeText: '男/T', stars: 4, power: 2800, abilities: ['AT:敵が「女」なら7900'], line: 12 });
  assert.deepEqual(table.cards.find((c) => c.id === 'tw1-premiere')!.abilities, ['登場:「P」にライドすると6900', 'DMG:「P」に勝ったら☆+1']);
});

test(`${CARD_DATA_FILE} agrees with the spec's card table (else: npm run tw:cards)`, () => {
  assert.deepEqual(compareWithSpec(table.cards, PRINTED_CARDS), []);
  assert.equal(readFileSync(CARD_DATA_FILE, 'utf8'), renderCardData(table.cards), `${CARD_DATA_FILE} is not what npm run tw:cards writes: run npm run tw:cards`);
});

test('an editor changing a card\'s power in the spec gets the card, the field, both values and the command', () => {
  const edited = readCardTable(chapter.replace('| 男/T | ☆4 | 2800 |', '| 男/T | ☆4 | 3000 |'));
  assert.deepEqual(edited.errors, []);
  const diff = compareWithSpec(edited.cards, PRINTED_CARDS);
  assert.deepEqual(diff, [`${CARD_TABLE_FILE}:12: card tw1-ralph (チキンレッグの翔剣士・ラルフ): 戦闘力 (power) differs: spec '3000', engine '2800'; run npm run tw:cards to regenerate ${CARD_DATA_FILE} from the spec`]);
});

test('a card removed from, added to or moved in the spec is named', () => {
  const removed = compareWithSpec(table.cards.slice(1), PRINTED_CARDS);
  assert.ok(removed.some((d) => d.includes('card tw1-ralph (チキンレッグの翔剣士・ラルフ) is in the engine\'s card data but not in the spec')), removed.join('\n'));
  const added = compareWithSpec(table.cards, PRINTED_CARDS.slice(1));
  assert.ok(added.some((d) => /:12: card tw1-ralph .* is in the spec but not in the engine's card data; run npm run tw:cards/.test(d)), added.join('\n'));
  const swapped = compareWithSpec([table.cards[1]!, table.cards[0]!, ...table.cards.slice(2)], PRINTED_CARDS);
  assert.ok(swapped.some((d) => d.includes('is card 1 of the spec\'s list but card 2 of the engine\'s')), swapped.join('\n'));
});

test('malformed rows are file:line:column errors naming the row and the column, and the row is left out', () => {
  const bad = chapter
    .replace('| TW1 | C | チキンレッグの翔剣士・ラルフ | 男/T | ☆4 | 2800 |', '| TW1 | X | チキンレッグの翔剣士・ラルフ | 男/Q | 4 | 2,800 |')
    .replace('`tw1-premiere` |', 'tw1-premiere |')
    .replace('| TW2 | C | 悪路王 | 男/T | ☆2 | 4000 | AT:手札が3枚いかなら7000 | `tw2-akuro-o` |', '| TW2 | C | 悪路王 | 男/T | ☆2 | 4000 |')
    .replace('`tw2-en-jusan`', '`tw2-ralph`').replace('`tw2-hinamori-isuka`', '`tw2-ralph`');
  const r = readCardTable(bad);
  const at = (line: number) => r.errors.filter((e) => e.startsWith(`${CARD_TABLE_FILE}:${line}:`));
  assert.equal(at(12).length, 4, r.errors.join('\n'));
  assert.match(at(12).join('\n'), /card table row 1 \(tw1-ralph チキンレッグの翔剣士・ラルフ\): レアリティ: 'X' is not one of C, U, R/);
  assert.match(at(12).join('\n'), /性別\/属性: '男\/Q'/);
  assert.match(at(12).join('\n'), /ダメージ: '4' is not ☆/);
  assert.match(at(12).join('\n'), /戦闘力: '2,800' is not a positive whole number/);
  assert.match(at(13).join('\n'), /ID: 'tw1-premiere' must be written as code/);
  assert.match(at(14).join('\n'), /card table row 3 \(悪路王\): 6 cells, the table has 8 columns/);
  assert.match(at(16).join('\n'), /ID: 'tw2-ralph' is also the ID of the card on line 15/);
  assert.equal(r.cards.length, 32);
  assert.ok(!r.cards.some((c) => c.id === 'tw1-ralph' || c.id === 'tw2-akuro-o'));
});

test('a chapter without the clause or its table says so at the clause', () => {
  assert.match(readCardTable('# カードリスト\n').errors[0]!, /^spec\/tommy-walker\/11-card-list\.md:1:1: no clause tommy-walker\.card-list\.cards/);
  const noTable = chapter.replace(/\n\| 作品[\s\S]*?`tw4-lovelinstar` \|\n/, '\n');
  assert.match(readCardTable(noTable).errors[0]!, /:7:1: clause tommy-walker\.card-list\.cards must own exactly one table .* found 0/);
  const header = readCardTable(chapter.replace('| 戦闘力 |', '| パワー |'));
  assert.match(header.errors[0]!, /:10:1: the card table's columns must be 作品, レアリティ, カード名, 性別\/属性, ダメージ, 戦闘力, 特殊能力, ID; found .*パワー/);
});

test("the renderer escapes quotes and backslashes in the generated TypeScript", () => {
  const odd = [{ ...table.cards[0]!, name: "it's \\ odd" }];
  const text = renderCardData(odd);
  assert.match(text, /name: 'it\\'s \\\\ odd'/);
});

test('every printed card pairs with an ability model of its timing, and none is left over', () => {
  assert.deepEqual(CARD_MODEL_PROBLEMS, []);
});

test('the engine\'s ability model still matches the printed ability texts, and a changed number in the spec is named', () => {
  assert.deepEqual(modelMismatches(CARDS), []);
  const ralph = CARDS[0]!;
  const edited = { ...ralph, abilities: [{ ...ralph.abilities[0]!, text: 'AT:敵が「女」なら8000' }] };
  assert.deepEqual(modelMismatches([edited]), ["card tw1-ralph (チキンレッグの翔剣士・ラルフ), ability 1: the printed text 'AT:敵が「女」なら8000' has no '7900', which the engine's ability model (set-power) uses; update the model in engine/tommy-walker/cards.ts to the spec's text"]);
  const callisto = CARDS.find((c) => c.id === 'tw2-callisto')!;
  assert.deepEqual(modelMismatches([callisto]), [], 'a count may be printed in kanji (三枚)');
});
