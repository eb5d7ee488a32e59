// Properties of the conversion, the card form and the deck file over random input (fast-check,
// fixed seed): nothing throws, every answer is a power 0–99 or a refusal citing a clause, and
// every problem is located.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { ShapeError } from '../../../engine/core/violation.ts';
import { readCard } from '../../../engine/twgp/card.ts';
import { convertPrinted, TCG_NAMES } from '../../../engine/twgp/conversion.ts';
import { parseDeckFile } from '../../../engine/twgp/deck-file.ts';
import { printedFromText } from '../../../engine/twgp/printed-text.ts';

const SEED = 11;
const CLAUSE = /^twgp\.[a-z0-9.-]+$/;
const game = fc.oneof(fc.constantFrom(...TCG_NAMES), fc.string());
const value = fc.oneof(fc.nat(), fc.integer(), fc.double(), fc.string(), fc.constant(null), fc.dictionary(fc.string(), fc.oneof(fc.nat(100), fc.anything())),
  fc.record({ stars: fc.oneof(fc.nat(20), fc.anything()), atk: fc.oneof(fc.nat(5000), fc.constant(null), fc.anything()), def: fc.oneof(fc.nat(5000), fc.constant(null)) }, { requiredKeys: [] }));
const printed = fc.oneof(fc.record({ game, item: fc.option(fc.string(), { nil: undefined }), value }, { requiredKeys: ['game'] }), fc.anything());

test('convertPrinted: any input gives a power 0–99 with clauses, or a refusal citing a clause with its field', () => {
  fc.assert(fc.property(printed, (p) => {
    const r = convertPrinted(p);
    if (r.ok) {
      assert.ok(Number.isInteger(r.power) && r.power >= 0 && r.power <= 99);
      assert.ok(r.clauses.length > 0 && r.clauses.every((c) => CLAUSE.test(c)));
    } else {
      assert.match(r.clause, CLAUSE);
      assert.equal(typeof r.field, 'string');
      assert.ok(r.message.length > 0);
    }
  }), { seed: SEED, numRuns: 2000 });
});

test('a larger printed number never gives a smaller power (digit and value rows)', () => {
  const rows = TCG_NAMES.filter((g) => g !== 'ライブオン' && g !== '遊戯王');
  fc.assert(fc.property(fc.constantFrom(...rows), fc.nat(), fc.nat(), (g, a, b) => {
    const [lo, hi] = a <= b ? [a, b] : [b, a];
    const x = convertPrinted({ game: g, value: lo });
    const y = convertPrinted({ game: g, value: hi });
    assert.ok(x.ok && y.ok && x.power <= y.power);
  }), { seed: SEED, numRuns: 1000 });
});

test('printedFromText: any text gives a printed value of that TCG (converted or refused by convertPrinted), or a refusal citing a clause', () => {
  fc.assert(fc.property(game, fc.string({ unit: 'grapheme', maxLength: 60 }), (g, text) => {
    const r = printedFromText(g, text);
    if (!r.ok) return void assert.match(r.clause, CLAUSE);
    assert.equal(r.printed.game, g);
    const c = convertPrinted(r.printed);
    assert.ok(c.ok || CLAUSE.test(c.clause));
  }), { seed: SEED, numRuns: 2000 });
});

test('readCard: any value is a card or problems under the path given', () => {
  fc.assert(fc.property(fc.oneof(fc.record({ name: fc.oneof(fc.string(), fc.anything()), kind: fc.anything(), power: fc.oneof(fc.nat(120), fc.anything()), printed, game: fc.anything() }, { requiredKeys: [] }), fc.anything()), (v) => {
    const errors: ShapeError[] = [];
    const card = readCard(v, 'c', errors);
    assert.ok(errors.every((e) => e.path === 'c' || e.path.startsWith('c.')), JSON.stringify(errors));
    if (errors.length === 0) {
      assert.ok(card);
      assert.ok(card.power === undefined || (card.power >= 0 && card.power <= 99));
    }
  }), { seed: SEED, numRuns: 2000 });
});

test('parseDeckFile: any text is a deck or problems at a line of the file', () => {
  const line = fc.oneof(fc.constantFrom('format: half', 'format: full', 'format: trial', '[entry]', '[archive]', '[bundle]', '[vitals]', 'x | unit 3', 'y | unit ポケモン HP 120', 'z | ウェポン', '# c'), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ maxLength: 40 }));
  fc.assert(fc.property(fc.array(line, { maxLength: 80 }), fc.constantFrom('\n', '\r\n', '\r'), (lines, eol) => {
    const text = lines.join(eol);
    const r = parseDeckFile(text, 'f');
    if (r.ok) return;
    const count = text.split(/\r\n|\n|\r/).length;
    for (const e of r.errors) {
      assert.equal(e.file, 'f');
      assert.ok(Number.isInteger(e.line) && e.line >= 1 && e.line <= count, JSON.stringify(e));
      assert.ok(e.message.length > 0);
    }
  }), { seed: SEED, numRuns: 1000 });
});
