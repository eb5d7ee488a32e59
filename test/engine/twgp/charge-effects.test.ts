// The option charge-effects (spec chapters 22-23): charge-effect cards in deck files (the reading
// written after チャージ・エフェクト), and complete games with them where every offered use is accepted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseDeckFile } from '../../../engine/twgp/deck-file.ts';
import { twgpEngine } from '../../../engine/twgp/index.ts';

const SAMPLE = 'decks/twgp/full-charge-effects.txt';
const read = (text: string) => parseDeckFile(text, 'test');
const half = (lines: string[]) => ['format: half', '[entry]', ...lines, ...Array.from({ length: 20 - lines.length }, (_, i) => `兵${i} | unit 0${(i % 8) + 1}`), '[vitals]', 'a', 'b', 'c'].join('\n');

test('the sample deck reads its charge-effect cards by kind, text and strength', () => {
  const r = parseDeckFile(readFileSync(SAMPLE, 'utf8'), SAMPLE);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.errors));
  const cards = [...r.deckFile.deck.entry.archive, ...r.deckFile.deck.entry.pile, ...r.deckFile.deck.reserves.flat()];
  const byName = Object.fromEntries(cards.filter((c) => c.charge).map((c) => [c.name, c.charge]));
  assert.deepEqual(byName['火炎の魔法'], { kind: 'スペル', strength: 3 });
  assert.deepEqual(byName['力の泉'], { kind: 'プラス', strength: 2 });
  assert.equal(byName['鏡の盾']!.kind, 'リフレクト');
  assert.equal(byName['解毒草']!.kind, 'ポーション');
  assert.equal(byName['魅惑の歌声']!.strength, 6);
});

test('a deck file refuses an unknown charge effect and a text of two kinds, at the line', () => {
  const bad = read(half(['謎の札 | チャージ・エフェクト ふしぎ']));
  assert.ok(!bad.ok && bad.errors.some((e) => e.line === 3 && /unknown charge effect/.test(e.message)));
  const two = read(half(['二重の札 | チャージ・エフェクト 「火炎で焼き、敵を毒にする」']));
  assert.ok(!two.ok && two.errors.some((e) => e.line === 3 && /twgp\.charge-effect\.reading\.one-function/.test(e.message)));
  const chosen = read(half(['二重の札 | チャージ・エフェクト 「火炎で焼き、敵を毒にする」 ポイズン']));
  assert.ok(chosen.ok, JSON.stringify(!chosen.ok && chosen.errors));
  const logged = read(half(['遺言 | チャージ・エフェクト 「このカードが墓地に送られたとき、1枚引く」']));
  assert.ok(logged.ok && logged.deckFile.deck.entry.pile[0]!.kind === 'ログ・カウンター');
});

test('random games with charge effects: every offered use is accepted and games go on', () => {
  const deck = (f: string) => {
    const r = parseDeckFile(readFileSync(f, 'utf8'), f);
    assert.ok(r.ok);
    return r.deckFile.deck;
  };
  const e = twgpEngine as unknown as {
    start(s: unknown): { ok: boolean; state: unknown };
    pending(s: unknown): { player: string; options: { type: string }[] }[];
    apply(s: unknown, p: string, a: unknown): { ok: boolean; state: unknown; events: { type: string }[] };
  };
  let used = 0;
  for (let seed = 1; seed <= 4; seed++) {
    const started = e.start({ players: ['A', 'B'], seed, format: 'full', options: { 'deck-card-types': true, 'charge-effects': true }, decks: [deck(SAMPLE), deck(SAMPLE)] });
    assert.ok(started.ok, JSON.stringify(started).slice(0, 300));
    let state = started.state;
    let r = seed;
    for (let i = 0; i < 1500; i++) {
      const ds = e.pending(state);
      if (!ds.length) break;
      const d = ds[0]!;
      const uses = d.options.filter((o) => o.type === 'charge-effect');
      r = (r * 1103515245 + 12345) % 2147483648;
      // The generator's high bits: its low bits repeat with short periods (the lowest alternates).
      const h = r >>> 12;
      const pick = uses.length && h % 2 === 0 ? uses[(h >>> 1) % uses.length]! : d.options[(h >>> 1) % d.options.length]!;
      const done = e.apply(state, d.player, pick);
      assert.ok(done.ok, `offered ${JSON.stringify(pick)} refused: ${JSON.stringify(done).slice(0, 300)}`);
      if (pick.type === 'charge-effect') used++;
      state = done.state;
    }
  }
  assert.ok(used > 0, 'no charge effect was used');
});

test('a メディカル on a grid gives back the state a ハザード changed this battle, and a ドレイン\'s cards (twgp.charge-effect.medical.note.hazard)', () => {
  const e = twgpEngine as unknown as {
    position(d: unknown): { ok: boolean; state: { seats: { battleGrid: (Record<string, unknown> | null)[] }[] } };
    apply(s: unknown, p: string, a: unknown): { ok: boolean; state: { seats: { battleGrid: (Record<string, unknown> | null)[] }[] }; events: Record<string, unknown>[] };
  };
  const r = e.position({
    players: ['A', 'B'], turn: { player: 'B', sequence: 'battle' }, options: { 'deck-card-types': true, 'charge-effects': true },
    seats: [{ battleGrid: [{ name: '甲', power: 5 }] }, { battleGrid: [{ name: '乙', power: 6 }, { name: '丙', power: 4 }], hand: [{ name: '薬草', kind: 'チャージ・エフェクト', charge: { kind: 'メディカル' } }] }],
  });
  assert.ok(r.ok, JSON.stringify(r).slice(0, 300));
  // As the battle left it once a ハザード of A's had turned 乙 sideways and a ドレイン had taken 丙's cards (reached through an interrupt in play).
  const grid = r.state.seats[1]!.battleGrid;
  const mid = { ...r.state, seats: [r.state.seats[0], { ...r.state.seats[1], battleGrid: grid.map((u, i) => (i === 0 ? { ...u, mode: 'Save', hazardFrom: 'Active' } : i === 1 ? { ...u, drained: true } : u)) }] };
  const done = e.apply(mid, 'B', { type: 'charge-effect', cards: [0], target: { player: 'B', square: 0 } });
  assert.ok(done.ok, JSON.stringify(done).slice(0, 300));
  const [u, v] = done.state.seats[1]!.battleGrid;
  assert.equal(u!.mode, 'Active');
  assert.equal(u!.hazardFrom, undefined);
  assert.equal(v!.drained, undefined);
  assert.ok(done.events.some((x) => x.type === 'mode' && x.clause === 'twgp.charge-effect.medical.note.hazard'), JSON.stringify(done.events));
});
