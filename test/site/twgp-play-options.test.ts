/**
 * The TWGP playground's options (site/src/lib/playground/twgp-options.ts, twgp-labels.ts,
 * twgp.ts, the page /play/twgp/): every action and event kind of the protocol has a label of
 * its own; the options' actions and events read in the spec's terms with their cards and units
 * named; a kind without a label reads in words (the fallback form, never raw JSON); the ticked
 * keys become the setup's options with their prerequisites and values; a key a match's decks
 * cannot play has its reason; the board names the options and their cards; the built page
 * offers every key of the engine, linked to its clause, with the reasons by match.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { twgpEngine } from '../../engine/twgp/contract.ts';
import { parseDeckFile } from '../../engine/twgp/deck-file.ts';
import type { OptionDeckFile } from '../../engine/twgp/deck-file-options.ts';
import { GENERIC_MARK, isGeneric, who } from '../../site/src/lib/playground/labels-common.ts';
import { actionLabel, decisionLabel, eventLines, readable, type Table } from '../../site/src/lib/playground/twgp-labels.ts';
import { chosenOptions, prerequisitesOf, unavailableReason } from '../../site/src/lib/playground/twgp-options.ts';
import { matchSetup, optionsText, seatOptionText, unitMarks, type TwgpMatch } from '../../site/src/lib/playground/twgp.ts';
import { page, ROOT } from './built-html.ts';

/** A table that names every card and unit, as the page's does from the reader's view. */
const TABLE: Table = {
  who,
  hand: (i) => `手札${i}`,
  unit: (r) => `${who((r as { player?: string } | undefined)?.player)}の「ユニット${(r as { square?: number } | undefined)?.square}」`,
  unitName: (r) => TABLE.unit(r),
  ownUnit: (s) => `「自分のユニット${s}」`,
  own: (g, s) => `${g}${s}`,
  pile: (p, i) => `${p}${i}`,
  phase: (s) => `フェーズ${s}`,
  stayed: (i) => `残した${i}`,
};
const me = { player: 'あなた', square: 0 };
const them = { player: 'エンジン', square: 1 };

/** The action and event kinds of docs/protocol/twgp.md: the first cell of each row of its tables, between two headings. */
function protocolKinds(from: string, to: string): string[] {
  const doc = readFileSync(join(ROOT, 'docs', 'protocol', 'twgp.md'), 'utf8');
  const start = doc.indexOf(from);
  const text = doc.slice(start, doc.indexOf(to, start));
  // `assault` `drain`, `decoy`, `charge-shield`, `assault`/`charge-boost` `bonds`: the kinds are the first word of each piece.
  return [...new Set([...text.matchAll(/^\| ([^|]+) \|/gm)].flatMap((m) => m[1]!.split(/,|\//).flatMap((piece) => /`([a-z-]+)`/.exec(piece)?.[1] ?? [])))];
}

test('every action and event kind of the protocol has a label of its own, not the fallback form', () => {
  const actions = protocolKinds('## Actions (`pending`, `apply`)', '## Events');
  const events = protocolKinds('## Events', '## Results');
  assert.ok(actions.length > 60 && actions.includes('lay-weapon') && actions.includes('over-summon'), `actions read: ${actions.join(' ')}`);
  assert.ok(events.length > 100 && events.includes('surge-earth-set') && events.includes('bond'), `events read: ${events.join(' ')}`);
  assert.deepEqual(actions.filter((type) => isGeneric(actionLabel({ type, event: 'foul', skill: 'surge-jamming' }, TABLE))), []);
  assert.deepEqual(events.filter((type) => eventLines({ type }, TABLE).some((l) => isGeneric(l.text))), []);
  for (const kind of ['surge-earth', 'burst-setup', 'tracer', 'hack-continue', 'over-skill', 'recover', 'log-counter']) assert.ok(!isGeneric(decisionLabel(kind)), kind);
});

test("the options' actions and events read in the spec's terms, their cards and units named", () => {
  const actions = [
    [{ type: 'lay-weapon', card: 2, unit: me }, /手札2.*ウェポン.*あなたの「ユニット0」/],
    [{ type: 'charge-effect', cards: [1, 3], target: them, via: me }, /「手札1」「手札3」のチャージ効果.*Ｌｖ 2.*エンジンの「ユニット1」.*介して/],
    [{ type: 'surge-earth-set', card: 0, square: 2 }, /手札0.*サージ・アース.*3 番のマス/],
    [{ type: 'surge-earth', squares: [] }, /サージ・アースを使わない/],
    [{ type: 'master-drive', vital: 1, square: 2 }, /vitalGrid1.*マスター・ドライヴ/],
    [{ type: 'charge-back', square: 1, to: 'bottom', shuffle: 6 }, /「自分のユニット1」をチャージ・バック（山札の下へ、6 回/],
    [{ type: 'phase-device', square: 0, play: { type: 'charge-drive', square: 1, face: 'up' } }, /フェーズ0.*手札にあるものとして使う：「フェーズ0」をチャージ・ドライヴ/],
    [{ type: 'assault', attacker: me, target: them, bonds: [{ player: 'あなた', square: 2 }], overLoad: 1 }, /アサルト（キズナ.*「ユニット2」と連携、オーバー・ロード：ヴァイタル 1 枚）/],
    [{ type: 'direct', player: 'エンジン', method: 'charge-effect', cards: [4] }, /手札の「手札4」（チャージ・エフェクト）でエンジンにノーマル・ダイレクト/],
    [{ type: 'over-drive', vitals: 2 }, /オーバー・ドライヴ（ヴァイタル 2 枚、召喚パワー 20）/],
    [{ type: 'recover', square: 0 }, /リ=ヴァイタル/],
    [{ type: 'bond', unit: me }, /キズナ/],
  ] as const;
  for (const [a, want] of actions) {
    const label = actionLabel(a, TABLE);
    assert.match(label, want);
    assert.doesNotMatch(label, /undefined|NaN|\[object|[{}"]/, label);
  }
  const events = [
    [{ type: 'weapon', player: 'あなた', card: '鋼の剣', from: 'hand', to: me }, /あなたのウェポン「鋼の剣」：手札からあなたの「ユニット0」へ/],
    [{ type: 'charge-effect', effect: 'プラス', by: 'あなた', level: 1, outcome: 'achieved', unit: me, amount: 2 }, /あなたのチャージ効果「プラス」Ｌｖ 1：達成（あなたの「ユニット0」）/],
    [{ type: 'surge-earth-set', player: 'エンジン', card: '大地の守り石', square: 0, stacked: 1 }, /エンジンがサージ・アース「大地の守り石」/],
    [{ type: 'phase-device', player: 'あなた', square: 1, card: '融合騎士', to: 'hand' }, /フェーズ・デヴァイス 2 番のマスの「融合騎士」/],
    [{ type: 'direct-declared', player: 'エンジン', method: 'charge-effect', effect: 'スペル', level: 1 }, /チャージ効果「スペル」Ｌｖ 1でエンジンに/],
  ] as const;
  for (const [e, want] of events) {
    const [l] = eventLines(e, TABLE);
    assert.match(l!.text, want);
    assert.doesNotMatch(l!.text, /undefined|NaN|\[object|[{}"]/, l!.text);
  }
});

test('a kind without a label reads in words in the fallback form: units, players and cards named, never raw JSON', () => {
  const text = readable('no-such-kind', { type: 'no-such-kind', player: 'エンジン', unit: them, cards: ['「甲」', 2], nested: { level: 3, on: true }, clause: 'twgp.status.power' }, TABLE);
  assert.ok(text.startsWith(GENERIC_MARK) && isGeneric(text));
  assert.match(text, /no-such-kind⟩ プレイヤー：エンジン、ユニット：エンジンの「ユニット1」、札：「甲」・2、nested：Ｌｖ 3、on あり/);
  assert.doesNotMatch(text, /[{}"]|twgp\.status\.power/);
  // An unlabelled event keeps its clause for the log's link.
  assert.deepEqual(eventLines({ type: 'no-such-event', player: 'あなた', clause: 'twgp.status.power' }, TABLE), [{ text: `${GENERIC_MARK}no-such-event⟩ プレイヤー：あなた`, clause: 'twgp.status.power' }]);
});

const file = (key: string): OptionDeckFile => {
  const r = parseDeckFile(readFileSync(join(ROOT, 'decks', 'twgp', `${key}.txt`), 'utf8'), key);
  if (!r.ok) throw new Error(key);
  return r.deckFile;
};
const HALF: TwgpMatch = { format: 'half', files: [file('half-card-types'), file('half')] };
const FULL: TwgpMatch = { format: 'full', files: [file('full-knights'), file('full-three-worlds')] };
const refusal = (m: TwgpMatch) => (options: Record<string, unknown>) => {
  const r = twgpEngine.start({ ...matchSetup(m, options), seed: 1 });
  return r.ok ? undefined : 'malformed' in r ? r.malformed.map((x) => x.message).join('; ') : r.violation.message;
};

test('the ticked keys become the setup options with what they presuppose and their values; a key a match cannot play has its reason', () => {
  assert.deepEqual(chosenOptions([]), {});
  assert.deepEqual(chosenOptions(['spell-speed', 'surge-count']), { 'spell-speed': true, 'charge-effects': true, 'deck-card-types': true, 'surge-count': 2 });
  assert.deepEqual(prerequisitesOf('log-sd-counter'), ['deck-card-types', 'surge-earth']);
  // The setup brings the master units and the phase device only under their options, and records the options.
  const base = matchSetup(HALF);
  assert.ok(!('options' in base) && !('masters' in base));
  const on = matchSetup(HALF, chosenOptions(['master-drive', 'phase-device'])) as { options: object; masters: object; decks: { phase?: unknown[] }[] };
  assert.deepEqual(on.options, { 'master-drive': true, 'phase-device': true });
  assert.deepEqual(Object.keys(on.masters).sort(), ['あなた', 'エンジン']);
  assert.ok(on.decks.every((d) => d.phase?.length));
  assert.ok(twgpEngine.start({ ...on, seed: 1 }).ok);
  // The half match plays every key but deck-select (no deck file brings its cards); the full match lacks master units, the phase device, surge earths, and two of its units are base 00.
  const blocked = (m: TwgpMatch) => twgpEngine.options.map((o) => o.key).filter((k) => unavailableReason(k, m.files, refusal(m)));
  assert.deepEqual(blocked(HALF), ['deck-select']);
  assert.deepEqual(blocked(FULL).sort(), ['deck-select', 'master-center', 'master-drive', 'master-skills', 'phase-attribute', 'phase-device', 'surge-earth', 'unit-skills'].sort());
  assert.match(unavailableReason('master-drive', FULL.files, refusal(FULL))!, /マスター・ユニット/);
  assert.match(unavailableReason('deck-select', HALF.files, refusal(HALF))!, /デッキ・セレクトで持ち込む札/);
  // unit-skills in the full match: the engine refuses the setup (two base-00 units in a deck), and the reason says so.
  assert.match(unavailableReason('unit-skills', FULL.files, refusal(FULL))!, /エンジンがゲームの用意を受け付けません.*twgp\.unit-skill\.astral\.one-per-deck/);
});

test('the board names the options in force and what they put on units and seats', () => {
  assert.equal(optionsText({}, {}), 'なし（基本システム）');
  assert.equal(optionsText({ bonds: true, 'surge-count': 2, reuse: false }, { bonds: 'キズナ' }), 'キズナ、surge-count（2）');
  const unit = { name: 'x', basePower: 6, power: 7, speed: 90, mode: 'Active', placement: '表タテ', controller: 'あなた', weapons: ['鋼の剣'], materials: [], plus: 1, down: 0, accel: true, master: '♂', jamming: 1 } as unknown as Parameters<typeof unitMarks>[0];
  assert.equal(unitMarks(unit), '（マスター・ユニット ♂・ウェポン 「鋼の剣」・プラス 1・アクセル・Ｓジャミング 1）');
  const seat = { phaseDevice: [{ name: '超次元竜', state: 'x' }, null], earths: [{ square: 1, cards: ['石'], faceUp: false }], counters: [{ square: 0 }], stayedWeapons: [{ square: 2, name: '銀の盾' }] } as unknown as Parameters<typeof seatOptionText>[0];
  assert.equal(seatOptionText(seat), 'フェーズ・デヴァイス 1:「超次元竜」、2:なし／サージ・アース 2:裏向き／伏せたログ・カウンター 1:裏向き／残したウェポン 3:「銀の盾」');
});

test('the built page offers every option of the engine, named and linked to its clause, with the reasons a match cannot play one', () => {
  const tree = page('/play/twgp/');
  const items = selectAll('.pg-option-choice li', tree);
  assert.deepEqual(items.map((li) => li.properties.dataKey).sort(), twgpEngine.options.map((o) => o.key).sort());
  for (const li of items) {
    const key = String(li.properties.dataKey);
    assert.equal(select('input[type="checkbox"][name="option"]', li)?.properties.value, key);
    const link = select('a[data-clause]', li)!;
    assert.match(String(link.properties.href), new RegExp(`^/twgp/[^#]+#${String(link.properties.dataClause).replace(/\./g, '\\.')}$`), key);
    assert.match(toString(select('label', li)!), /[ァ-ヶ一-龠]/, `${key} is named in Japanese`);
    const why = JSON.parse(String(li.properties.dataUnavailable)) as Record<string, string>;
    if (key === 'deck-select') assert.deepEqual(Object.keys(why).sort(), ['full-knights+full-three-worlds', 'half-card-types+half']);
    if (key === 'master-drive') assert.deepEqual(Object.keys(why), ['full-knights+full-three-worlds']);
    if (key === 'bonds') assert.deepEqual(why, {});
  }
  // The names are the clauses' own words where they have them.
  const name = (key: string) => toString(select(`li[data-key="${key}"] label`, tree)!).trim();
  assert.equal(name('bonds'), 'キズナ');
  assert.equal(name('master-skills'), 'マスター・スキル');
  assert.equal(name('reuse'), 'リ=ユース');
  assert.equal(name('log-sd-counter'), 'Ｌ / S‐Dカウンター');
});
