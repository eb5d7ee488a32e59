// TWGP deck files (docs/twgp-deck-files.md): sections, card lines with base powers or printed
// values, the format's counts and each bundle's content, every problem at file:line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDeckFileError, parseDeckFile } from '../../../engine/twgp/deck-file.ts';

const DECKS = fileURLToPath(new URL('../../../decks/twgp/', import.meta.url));

/** `n` unit lines named `prefix1…`, base powers 1, 2, … (mod 12, never 0). */
const units = (prefix: string, n: number, from = 0) => Array.from({ length: n }, (_, i) => `${prefix}${i + from + 1} | unit ${((i + from) % 12) + 1}`);
const vitals = (n: number) => ['[vitals]', ...Array.from({ length: n }, (_, i) => `V${i + 1}`)];
const bundle = (prefix: string) => ['[bundle]', ...units(prefix, 20)];
const file = (...lines: string[]) => lines.join('\n') + '\n';
const half = (...entry: string[]) => file('format: half', '[archive]', ...units('a', 2), '[entry]', ...entry, ...vitals(3));

const ok = (text: string) => {
  const r = parseDeckFile(text, 'd.txt');
  assert.ok(r.ok, r.ok ? '' : r.errors.map(formatDeckFileError).join('\n'));
  assert.deepEqual(r.warnings, []);
  return r.deckFile;
};
const problems = (text: string, options = {}) => {
  const r = parseDeckFile(text, 'd.txt', options);
  assert.ok(!r.ok, 'expected problems');
  return r.errors.map(formatDeckFileError);
};

test('every sample deck in decks/twgp parses; the four formats are represented', () => {
  const formats: string[] = [];
  const files = readdirSync(DECKS).filter((f) => f.endsWith('.txt'));
  for (const f of files) {
    const deck = ok(readFileSync(join(DECKS, f), 'utf8'));
    formats.push(deck.format);
    const bundles = [[...deck.deck.entry.archive, ...deck.deck.entry.pile], ...deck.deck.reserves];
    for (const b of bundles) {
      assert.equal(b.length, 20, f);
      const unitsOf = b.filter((c) => c.kind === 'ユニット');
      // Units are most of a bundle; a charge-effect deck holds several effect cards as well.
      assert.ok(unitsOf.length > 10, `${f}: most cards are units`);
      assert.ok(unitsOf.every((c) => c.power! >= 0 && c.power! <= 12), `${f}: base powers 00–12`);
      assert.ok(unitsOf.filter((c) => c.power === 0).length <= 1, `${f}: one 00 unit per bundle`);
    }
  }
  assert.deepEqual(formats.sort().filter((x, i, a) => a.indexOf(x) === i), ['full', 'half', 'trial']);
  assert.equal(formats.filter((x) => x === 'full').length >= 2, true);
});

test('a half deck: archive and pile in order, base powers direct and converted, kinds, game, vitals', () => {
  const d = ok(file(
    '# a comment line', 'format: half', 'name: テスト', '',
    '[archive]', '大魔王ゾーマ | unit ドラクエ・バトルロード HP 8700', 'ピカ | unit ポケモン 120 # HP 120 → 12',
    '[entry]', 'ゾンビ | ユニット 00 | ドラクエ・バトルロード', '鋼の剣 | ウェポン', '記録 | log-counter', '罠 | チャージ・トラップ | ドルサーガ', 'ただの札',
    ...units('u', 13),
    ...vitals(3),
  ));
  assert.equal(d.format, 'half');
  assert.equal(d.name, 'テスト');
  assert.equal(d.vitalCount, 3);
  assert.deepEqual(d.deck.entry.archive, [
    { name: '大魔王ゾーマ', kind: 'ユニット', power: 87, game: 'ドラクエ・バトルロード' },
    { name: 'ピカ', kind: 'ユニット', power: 12, game: 'ポケモン' },
  ]);
  assert.deepEqual(d.deck.entry.pile.slice(0, 5), [
    { name: 'ゾンビ', kind: 'ユニット', power: 0, game: 'ドラクエ・バトルロード' },
    { name: '鋼の剣', kind: 'ウェポン' },
    { name: '記録', kind: 'ログ・カウンター' },
    { name: '罠', kind: 'チャージ・トラップ', game: 'ドルサーガ' },
    { name: 'ただの札' },
  ]);
  assert.equal(d.deck.entry.pile[5]!.name, 'u1');
  assert.deepEqual(d.deck.reserves, []);
  assert.deepEqual(d.deck.vitals.map((c) => c.name), ['V1', 'V2', 'V3']);
});

test('twgp.resource.format.counts: a bundle is exactly 20; half brings 3 vitals and no other bundle', () => {
  assert.deepEqual(problems(half(...units('u', 17))), ['d.txt:5: the entry deck has 19 cards (2 in [archive] + 17 in [entry]); a bundle is exactly 20 (twgp.resource.format.counts)']);
  assert.deepEqual(problems(file('format: half', '[entry]', ...units('u', 20), ...bundle('b'), ...vitals(3))), [
    'd.txt:23: a half battle brings one bundle of 20 (the entry deck) and no [bundle] (twgp.resource.format.counts)',
  ]);
  assert.deepEqual(problems(file('format: half', '[entry]', ...units('u', 20), ...vitals(5))), ['d.txt:23: a half battle brings 3 vitals; this file has 5 (twgp.resource.format.counts)']);
});

test('twgp.resource.archive.prepared: the opening archive is at most 6 cards of the entry deck', () => {
  const seven = file('format: half', '[archive]', ...units('a', 7), '[entry]', ...units('u', 13), ...vitals(3));
  assert.deepEqual(problems(seven), ['d.txt:2: the opening archive has 7 cards; at most 6 (twgp.resource.archive.prepared)']);
  ok(file('format: half', '[archive]', ...units('a', 6), '[entry]', ...units('u', 14), ...vitals(3)));
  ok(file('format: half', '[entry]', ...units('u', 20), ...vitals(3)));
});

test('full: 2–6 bundles (twgp.resource.full.entry, twgp.resource.note.full-bundles) and 5 vitals', () => {
  const full = (n: number) => file('format: full', '[entry]', ...units('u', 20), ...Array.from({ length: n }, () => bundle('b')).flat(), ...vitals(5));
  ok(full(1));
  ok(full(5));
  assert.match(problems(full(0))[0]!, /^d\.txt:1: a full battle brings 2–6 bundles.*twgp\.resource\.full\.entry/);
  assert.deepEqual(problems(full(6)), ['d.txt:128: a full battle brings at most 6 bundles; this file has 7, counting the entry deck (twgp.resource.note.full-bundles)']);
  assert.match(problems(file('format: full', '[entry]', ...units('u', 20), ...bundle('b'), ...vitals(3)))[0]!, /:44: a full battle brings 5 vitals; this file has 3/);
});

test('trial: 3 or more bundles and an odd number of vitals, at least 7 (twgp.resource.format.counts)', () => {
  const trial = (n: number, v: number) => file('format: trial', '[entry]', ...units('u', 20), ...Array.from({ length: n }, () => bundle('b')).flat(), ...vitals(v));
  const d = ok(trial(2, 7));
  assert.equal(d.deck.reserves.length, 2);
  assert.equal(d.vitalCount, 7);
  assert.equal(ok(trial(4, 11)).vitalCount, 11);
  assert.match(problems(trial(1, 7))[0]!, /^d\.txt:1: a trial battle brings 3 or more bundles.*this file has 1 \(twgp\.resource\.format\.counts\)/);
  assert.match(problems(trial(2, 8))[0]!, /an odd number of vitals, at least 7; this file has 8 \(twgp\.resource\.format\.counts\)/);
  assert.match(problems(trial(2, 5))[0]!, /this file has 5/);
});

test('a reserve bundle of the wrong size is located at its header', () => {
  const text = file('format: full', '[entry]', ...units('u', 20), '[bundle 予備]', ...units('b', 21), ...vitals(5));
  assert.deepEqual(problems(text), ['d.txt:23: this bundle has 21 cards; a bundle is exactly 20 (twgp.resource.format.counts)']);
});

test('each bundle\'s content: no card twice, one 00 unit, one poison unit; across bundles and vitals duplicates are allowed', () => {
  const dup = half('u1 | unit 3', ...units('u', 17));
  assert.deepEqual(problems(dup, { duplicates: 'refuse' }), ["d.txt:7: 'u1' is already in this bundle (line 6); this bundle may not hold a card twice (twgp.resource.no-duplicates)"]);
  const warned = parseDeckFile(dup, 'd.txt');
  assert.ok(warned.ok);
  assert.deepEqual(warned.warnings.map(formatDeckFileError), ["d.txt:7: warning: 'u1' is already in this bundle (line 6); this bundle may not hold a card twice (twgp.resource.no-duplicates); the battle is played and the foul found after it (twgp.judge.loss.foul)"]);
  const zeros = half('z1 | unit 0', 'z2 | unit ポケモン HP 0', ...units('u', 16));
  assert.deepEqual(problems(zeros), ['d.txt:7: a second base-00 unit in this bundle (the first at line 6); a bundle holds at most one (twgp.resource.deck.zero-limit)']);
  const poison = half('Poison Frog | unit 3', '毒蛇 | unit 4', ...units('u', 16));
  assert.match(problems(poison)[0]!, /^d\.txt:7: a second unit whose name holds poison.*twgp\.resource\.deck\.poison-limit/);
  assert.match(problems(file('format: half', '[entry]', ...units('u', 20), '[vitals]', 'V', 'V', 'W'), { duplicates: 'refuse' })[0]!, /'V' is already in the vitals/);
  ok(file('format: full', '[entry]', ...units('u', 20), '[bundle]', ...units('u', 20), '[vitals]', 'u1', 'u2', 'u3', 'u4', 'u5'));
  ok(half('同じパワー | unit 3', '別の名前 | unit 3', ...units('u', 16)));
  const unchecked = parseDeckFile(zeros, 'd.txt', { contentRules: false });
  assert.ok(unchecked.ok && unchecked.warnings.length === 0);
});

test('card lines: unknown kinds, other TCGs, bad values and missing powers at file:line:column', () => {
  const one = (line: string) => problems(half(line, ...units('u', 17)));
  assert.deepEqual(one('x | monster 3'), ["d.txt:6:5: unknown kind 'monster' (unit or ユニット, ウェポン, ログ・カウンター, チャージ・トラップ, チャージ・エフェクト, サージ・アース, or their English names weapon, log-counter, charge-trap, charge-effect, surge-earth)"]);
  assert.match(one('x | unit ドルサーガ 5')[0]!, /^d\.txt:6:5: 'ドルサーガ' is not a TCG of the conversion table.*twgp\.status\.power\.note\.other-tcg/);
  assert.match(one('x | unit ポケモン HP たくさん')[0]!, /^d\.txt:6:5: 'たくさん' is not a whole number.*twgp\.status\.power\.conversion/);
  assert.match(one('x | unit')[0]!, /a unit needs its base power.*twgp\.status\.power\.base/);
  assert.match(one('x | unit 100')[0]!, /^d\.txt:6:5: base power: must be an integer from 0 to 99/);
  assert.match(one('x | ウェポン 3')[0]!, /only a unit has one/);
  assert.match(one('x | unit 3 | ドラクエ・バトルロード | more')[0]!, /^d\.txt:6:\d+: a card line has at most three fields/);
  assert.match(one('x | unit ポケモン 120 | 遊戯王')[0]!, /^d\.txt:6:\d+: game: the card comes from '遊戯王'/);
  assert.match(one('x | unit 遊戯王 ☆4 ATK 1800')[0]!, /DEF is missing/);
  assert.match(one('x | unit マジック・ザ・ギャザリング {2}{Q}')[0]!, /'\{Q\}' is not a mana symbol.*twgp\.status\.power\.note\.mana-cost/);
  assert.match(one(`${'x'.repeat(101)} | unit 3`)[0]!, /^d\.txt:6:1: name: the card name is longer than 100/);
});

test('headers and sections: format required, unknown headers and sections, cards before a section, a second [entry]', () => {
  assert.match(problems(file('[entry]', ...units('u', 20), ...vitals(3)))[0]!, /^d\.txt:1: the file names no format/);
  assert.match(problems(file('format: quarter', '[entry]'))[0]!, /^d\.txt:1: unknown format 'quarter'/);
  assert.match(problems(half(...units('u', 18)).replace('format: half', 'format: half\nformat: full'))[0]!, /^d\.txt:2: format is given twice/);
  assert.match(problems(file('format: half', 'player: A', '[entry]', ...units('u', 20), ...vitals(3)))[0]!, /^d\.txt:2: unknown header 'player'/);
  assert.match(problems(file('format: half', `name: ${'x'.repeat(101)}`, '[entry]', ...units('u', 20), ...vitals(3)))[0]!, /^d\.txt:2: the deck's name is longer than 100/);
  assert.match(problems(file('format: half', 'name:', '[entry]', ...units('u', 20), ...vitals(3)))[0]!, /^d\.txt:2: the deck's name must be a non-empty name/);
  assert.match(problems(file('format: half', 'カード | unit 3'))[0]!, /^d\.txt:2: a card line must follow a section header/);
  assert.match(problems(file('format: half', '[deck]', ...units('u', 20), ...vitals(3)))[0]!, /^d\.txt:2: unknown section \[deck\]/);
  const twice = file('format: half', '[entry]', ...units('u', 10), '[entry]', ...units('u', 10, 10), ...vitals(3));
  assert.match(problems(twice)[0]!, /^d\.txt:13: a second \[entry\] section \(the first is at line 2\)/);
  assert.match(problems(file('format: half', '[entry]', ...units('u', 20)))[0]!, /no \[vitals\] section/);
  assert.match(problems(file('format: half', ...vitals(3)))[0]!, /no \[entry\] section/);
  assert.equal(ok(file('format: トライアル', '[entry]', ...units('u', 20), ...bundle('b'), ...bundle('c'), ...vitals(7))).format, 'trial');
  assert.equal(ok(half(...units('u', 18)).replace(/\n/g, '\r\n')).format, 'half');
  assert.equal(ok('\uFEFF' + half(...units('u', 18))).format, 'half');
});

test('hostile input: control characters, long lines, huge files, many problems, non-text — located, never thrown, quick', () => {
  assert.match(problems(half('a\u202eb | unit 3', ...units('u', 17)))[0]!, /^d\.txt:6: the line holds U\+202E \(RIGHT-TO-LEFT OVERRIDE\)/);
  assert.match(problems(half('a\u0000b | unit 3', ...units('u', 17)))[0]!, /^d\.txt:6: the line holds U\+0000/);
  assert.match(problems(half('x'.repeat(10_000), ...units('u', 17)))[0]!, /^d\.txt:6: the line is longer than 500 characters/);
  assert.match(problems('x'.repeat(2_000_000))[0]!, /^d\.txt:1: the file has 2000000 characters; at most 1000000/);
  const started = Date.now();
  const many = problems(file('format: half', '[entry]', ...Array.from({ length: 50_000 }, (_, i) => `c${i} | bogus`)));
  assert.equal(many.length, 51);
  assert.match(many[50]!, /too many problems/);
  const big = problems(file('format: trial', '[entry]', ...Array.from({ length: 40_000 }, (_, i) => `c${i} | unit ${i % 12 + 1}`)));
  assert.match(big.join('\n'), /the entry deck has 40000 cards/);
  assert.ok(Date.now() - started < 10_000);
  assert.match(problems('\u0000'.repeat(3))[0]!, /U\+0000/);
  assert.deepEqual(parseDeckFile(42 as unknown as string, 'x'), { ok: false, errors: [{ file: 'x', line: 1, message: 'a deck file is text' }] });
  assert.match(problems(file('format: constructor', '[entry]'))[0]!, /unknown format 'constructor'/);
  assert.match(problems(half('x | __proto__', ...units('u', 17)))[0]!, /unknown kind '__proto__'/);
});

test('the complete example of docs/twgp-deck-files.md reads, and every "# → NN" comment is the base power read', () => {
  const doc = readFileSync(fileURLToPath(new URL('../../../docs/twgp-deck-files.md', import.meta.url)), 'utf8');
  const example = /```text\n([\s\S]*?)```/.exec(doc)![1]!;
  const d = ok(example);
  assert.equal(d.format, 'half');
  const cards = [...d.deck.entry.archive, ...d.deck.entry.pile];
  const expected = [...example.matchAll(/^(.+?) \|.*# → (\d\d)/gm)].map((m) => [m[1]!, Number(m[2])]);
  assert.ok(expected.length >= 10);
  for (const [name, power] of expected) assert.equal(cards.find((c) => c.name === name)?.power, power, String(name));
  const broken = example.replace('森の妖精ピクシー | unit 遊戯王 ☆2 ATK 500 DEF 800', '壁守りの石像 | unit 遊戯王 ☆4 ATK 0 DEF 2000');
  assert.match(problems(broken)[0]!, /second base-00 unit.*twgp\.resource\.deck\.zero-limit/);
});

test('every sample deck is a deck the engine deals: start accepts two of the same format, under the base system and with every option its cards need', async () => {
  const { twgpEngine } = await import('../../../engine/twgp/contract.ts');
  const { deckFileSetup } = await import('../../../engine/twgp/deck-file-options.ts');
  // unit-skills is left out: a full or trial sample deck holds a base-00 unit in each bundle, and the option allows one per player (twgp.unit-skill.astral.one-per-deck).
  const all = { 'deck-card-types': true, 'charge-effects': true, 'surge-earth': true, 'master-drive': true, 'master-skills': true, 'phase-device': true, 'phase-attribute': true };
  for (const f of readdirSync(DECKS).filter((x) => x.endsWith('.txt'))) {
    const d = ok(readFileSync(join(DECKS, f), 'utf8'));
    for (const options of [{}, all]) {
      const setup = { players: ['A', 'B'], seed: 1, format: d.format, ...(d.format === 'trial' ? { vitalCount: d.vitalCount } : {}), options, ...deckFileSetup([d, d], ['A', 'B'], options) };
      const started = twgpEngine.start(setup);
      assert.ok(started.ok, `${f} ${JSON.stringify(options)}: ${JSON.stringify(started).slice(0, 600)}`);
    }
  }
});

test('the two decks npm run twgp:options plays by default bring every option\'s cards, and the engine deals them with every such option on', async () => {
  const { twgpEngine } = await import('../../../engine/twgp/contract.ts');
  const { deckFileSetup } = await import('../../../engine/twgp/deck-file-options.ts');
  const [a, b] = ['half-card-types.txt', 'half.txt'].map((f) => ok(readFileSync(join(DECKS, f), 'utf8')));
  const options = { 'deck-card-types': true, 'charge-effects': true, 'surge-earth': true, 'unit-skills': true, 'master-drive': true, 'master-skills': true, 'phase-device': true, 'phase-attribute': true };
  const started = twgpEngine.start({ players: ['A', 'B'], seed: 1, format: 'half', options, ...deckFileSetup([a!, b!], ['A', 'B'], options) });
  assert.ok(started.ok, JSON.stringify(started).slice(0, 500));
  for (const d of [a!, b!]) {
    const cards = [...d.deck.entry.archive, ...d.deck.entry.pile];
    assert.ok(cards.some((c) => c.kind === 'サージ・アース'), 'a surge earth');
    assert.ok(cards.some((c) => c.kind === 'チャージ・エフェクト' && c.charge !== undefined), 'a charge-effect card with its reading');
    for (const p of [0, 1, 2, 4, 5]) assert.ok(cards.some((c) => c.kind === 'ユニット' && c.power === p), `a unit of base power ${p}`);
    assert.ok(d.master, 'a master unit');
    assert.equal(d.phase?.length, d.vitalCount, 'a phase device');
  }
});

// The options' resources (engine/twgp/deck-file-options.ts): the phase device's cards in
// [phase] (option phase-device) and a master unit marked among the vitals (option master-drive).
const withVitals = (vitalLines: string[], ...rest: string[]) => file('format: half', '[entry]', ...units('u', 20), '[vitals]', ...vitalLines, ...rest);

test('[phase]: one card per vital, with an optional phase attribute; not counted in any bundle; a master unit in [vitals]', () => {
  const d = ok(withVitals(['勇者 | master ♂ | ドラクエ・バトルロード', 'V2', 'V3'], '[phase]', '超次元竜 | unit 09 | 遊戯王 | 属性 タキオン', '融合騎士 | unit 08 | attribute グラビティ', '同調術士'));
  assert.deepEqual(d.phase, [
    { name: '超次元竜', kind: 'ユニット', power: 9, game: '遊戯王', phase: { square: 0, attribute: 'タキオン' } },
    { name: '融合騎士', kind: 'ユニット', power: 8, phase: { square: 1, attribute: 'グラビティ' } },
    { name: '同調術士', phase: { square: 2 } },
  ]);
  assert.deepEqual(d.master, { vital: 0, sex: '♂', human: true });
  // The deck form stays the base system's: the master unit an unmarked vital, no phase cards.
  assert.deepEqual(d.deck.vitals, [{ name: '勇者', game: 'ドラクエ・バトルロード' }, { name: 'V2' }, { name: 'V3' }]);
  assert.equal(d.deck.entry.pile.length, 20);
  assert.deepEqual(ok(withVitals(['V1', 'マスター ♀ 地球人以外 | マスター ♀ 地球人以外', 'V3'])).master, { vital: 1, sex: '♀', human: false });
  assert.deepEqual(ok(withVitals(['V1', 'V2', 'Q | master female non-human'])).master, { vital: 2, sex: '♀', human: false });
  const plain = ok(withVitals(['V1', 'V2', 'V3']));
  assert.equal(plain.phase, undefined);
  assert.equal(plain.master, undefined);
});

test('bad [phase] and master lines are located, with the clause', () => {
  const bad = (vitalLines: string[], ...rest: string[]) => problems(withVitals(vitalLines, ...rest));
  assert.deepEqual(bad(['V1', 'V2', 'V3'], '[phase]', 'A | unit 1', 'B | unit 2'), ['d.txt:27: the phase device lays one card under each vital, 3; this [phase] has 2 (twgp.phase-device.all-or-none)']);
  assert.deepEqual(bad(['V1', 'V2', 'V3'], '[phase]', 'A | unit 1', 'B | unit 2', 'A | unit 3'), ["d.txt:30: 'A' is already in [phase] (line 28); the phase device's cards are all different (twgp.phase-device.all-or-none)"]);
  assert.deepEqual(bad(['V1 | unit 3 | 属性 タキオン', 'V2', 'V3']), ['d.txt:24:15: a phase attribute is written on a line of [phase] only, the phase device (twgp.phase-device.attribute)']);
  assert.match(bad(['V1', 'V2', 'V3'], '[phase]', 'A | unit 1 | 属性 \u202e', 'B', 'C')[0]!, /^d\.txt:28: the line holds U\+202E/);
  assert.match(bad(['V1', 'V2', 'V3'], '[phase]', `A | unit 1 | 属性 ${'x'.repeat(101)}`, 'B', 'C')[0]!, /^d\.txt:28:14: the phase attribute is longer than 100 .*twgp\.phase-device\.attribute/);
  assert.deepEqual(bad(['V1 | master', 'V2', 'V3']), ["d.txt:24:6: a master unit names its character's sex: 'master ♂' or 'master ♀' (twgp.master-drive.sex)"]);
  assert.deepEqual(bad(['V1 | master ♂ 宇宙人', 'V2', 'V3']), ["d.txt:24:6: '宇宙人' is not part of a master unit's mark: write 'master ♂' or 'master ♀', then optionally 'human' or 'non-human' (twgp.master-drive.sex, twgp.master-drive.human)"]);
  assert.match(bad(['V1 | master ♂ ♀', 'V2', 'V3'])[0]!, /^d\.txt:24:6: '♀' is not part of a master unit's mark/);
  assert.deepEqual(bad(['V1 | master ♂', 'V2 | master ♀', 'V3']), ['d.txt:25: a second master unit (the first at line 24); a player prepares one master unit among the vitals (twgp.master-drive.prepare)']);
  assert.deepEqual(bad(['u3 | master ♂', 'V2', 'V3']), ["d.txt:5: 'u3' is the master unit (line 24): the same card elsewhere than the vitals is a foul (twgp.master-drive.only-in-vitals)"]);
  assert.deepEqual(bad(['M | master ♂', 'V2', 'V3'], '[phase]', 'M', 'B', 'C'), ["d.txt:28: 'M' is the master unit (line 24): the same card elsewhere than the vitals is a foul (twgp.master-drive.only-in-vitals)"]);
  const inEntry = problems(file('format: half', '[entry]', '勇者 | master ♂', ...units('u', 19), ...vitals(3)));
  assert.deepEqual(inEntry, ['d.txt:3:6: a master unit is prepared among the vitals only: mark it in [vitals] (twgp.master-drive.only-in-vitals)']);
  assert.match(bad(['V1', 'V2', 'V3'], '[phase]', 'A | unit 1 | 遊戯王 | x', 'B', 'C')[0]!, /^d\.txt:28:\d+: a card line has at most three fields: name \| kind \| game \(and last the phase attribute, 属性 …\)/);
  assert.match(bad(['V1', 'V2', 'V3'], '[phase]', 'A', 'B', 'C', '[phase]', 'D')[0]!, /^d\.txt:31: a second \[phase\] section \(the first is at line 27\)/);
  assert.match(bad(['V1', 'V2', 'V3'], '[phase]', 'A | monster 3', 'B', 'C')[0]!, /^d\.txt:28:5: unknown kind 'monster'/);
});

test('deckFileSetup: under the options a file brings its master unit (with the registered sex and consent) and its phase cards; without them, neither', async () => {
  const { deckFileSetup } = await import('../../../engine/twgp/deck-file-options.ts');
  const { twgpEngine } = await import('../../../engine/twgp/contract.ts');
  const a = ok(withVitals(['勇者 | master ♂', 'V2', 'V3'], '[phase]', 'P1 | unit 9 | 属性 タキオン', 'P2 | unit 8', 'P3 | unit 7'));
  const b = ok(withVitals(['V1', '竜王 | master ♀ non-human', 'V3']));
  const base = deckFileSetup([a, b], ['A', 'B']);
  assert.deepEqual(base, { decks: [a.deck, b.deck].map((d) => ({ entry: d.entry, reserves: d.reserves, vitals: d.vitals })) });
  const options = { 'master-drive': true, 'phase-device': true, 'phase-attribute': true };
  const on = deckFileSetup([a, b], ['A', 'B'], options);
  assert.deepEqual(on.masters, { A: { sex: '♂' }, B: { sex: '♀', consent: ['A'] } });
  assert.deepEqual(on.decks[0]!.vitals[0], { name: '勇者', master: { sex: '♂', human: true } });
  assert.deepEqual(on.decks[1]!.vitals[1], { name: '竜王', master: { sex: '♀', human: false } });
  assert.deepEqual(on.decks[0]!.phase!.map((c) => c.name), ['P1', 'P2', 'P3']);
  assert.equal(on.decks[1]!.phase, undefined);
  for (const [opts, s] of [[{}, base], [options, on]] as const) {
    const started = twgpEngine.start({ players: ['A', 'B'], seed: 1, format: 'half', options: opts, ...s });
    assert.ok(started.ok, JSON.stringify(started).slice(0, 500));
  }
  // The consent is what makes a non-human master acceptable (twgp.master-drive.consent).
  const refused = twgpEngine.start({ players: ['A', 'B'], seed: 1, format: 'half', options, decks: on.decks, masters: { ...on.masters, B: { sex: '♀' } } });
  assert.ok(!refused.ok && 'malformed' in refused && refused.malformed.some((m) => /twgp\.master-drive\.consent/.test(m.message)), JSON.stringify(refused).slice(0, 300));
});
