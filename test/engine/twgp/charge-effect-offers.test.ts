/**
 * The option charge-effects (chapters 22-23): `pending` offers exactly the `charge-effect`
 * actions `apply` accepts (docs/protocol/twgp.md). Seeded games of decks holding all sixteen
 * kinds (the same cards in both bundles, for levels 2) are walked; at each state, for each
 * player, every offered use must apply, and a set of other uses must be refused unless
 * offered: every one-field neighbour of an offered use (a card added, dropped or swapped; each
 * target, unit used through, named kind, a copied クラック's kind, state, evasion, charge square
 * and summon, or none)
 * and a sample of uses built from the hand's cards and the field (one or two cards, each
 * target, each field's values). Accepted ⇔ offered.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { twgpEngine as engine } from '../../../engine/twgp/contract.ts';
import { CHARGE_KINDS } from '../../../engine/twgp/charge-effect-card.ts';
import type { TwgpState } from '../../../engine/twgp/state.ts';

type Action = Record<string, unknown> & { type: string };
type Ref = { player: string; square: number };
const MODES = ['Active', 'Save', 'Stealth'];

/** A charge-effect card of the kind; the same name and strength in both bundles makes the same card. */
const charge = (player: string, kind: string, more: Record<string, unknown> = {}) => ({ name: `${player}の${kind}`, kind: 'チャージ・エフェクト', charge: { kind, strength: 3, ...more } });
const units = (player: string, bundle: string, powers: number[]) => powers.map((power, i) => ({ name: `${player}の${bundle}兵${i + 1}`, kind: 'ユニット', power }));

/** A full-battle deck: the entry bundle and one reserve, 20 cards each, the sixteen kinds between them (some in both: levels 2). */
function deck(player: string) {
  const first = ['スペル', 'リフレクト', 'プラス', 'ダウン', 'アクセル', 'スロー', 'ポイズン', 'ハザード', 'ジャミング', 'ドレイン'].map((k) => charge(player, k));
  const second = ['スペル', 'アクセル', 'ハザード', 'ポーション', 'ハック', 'クラック', 'メディカル', 'コピー'].map((k) => charge(player, k));
  second.push({ name: `${player}の召喚術`, kind: 'チャージ・エフェクト', charge: { kind: 'アナザー', strength: 6, summon: true } } as never);
  const entry = [...units(player, '前', [1, 2, 3, 5, 7, 0, 4, 2, 6, 9]), ...first];
  // The opening hand: two units and four charge effects.
  const archive = [entry[0]!, entry[3]!, entry[10]!, entry[14]!, entry[17]!, entry[12]!];
  return {
    entry: { archive, pile: entry.filter((c) => !archive.includes(c)) },
    reserves: [[...units(player, '後', [1, 3, 2, 6, 8, 4, 2, 5, 1, 7, 3]), ...second]],
    vitals: Array.from({ length: 5 }, (_, i) => ({ name: `${player}のヴァイタル${i + 1}` })),
  };
}

const ROTATION = ['スペル', 'アクセル', 'ハザード', 'クラック', 'コピー', 'メディカル', 'ハック', 'ポーション', 'スロー', 'ジャミング', 'ポイズン', 'リフレクト', 'ダウン', 'プラス', 'ドレイン'];

/**
 * Every 40 steps, each player's hand gets charge effects beyond what the deck brings — two of
 * one card (a level 2), a コピー, another kind and the summoning アナザー by turns — and a
 * スペル, a プラス and a クラック lie in each log for the copies (the engine checks a state's shape only).
 */
function enrich(state: TwgpState, step: number): TwgpState {
  if (step % 40) return state;
  const k = step / 40;
  const seats = state.seats.map((s) => {
    const hand = s.hand.length > 8 ? s.hand.slice(0, 4) : s.hand;
    const twice = ROTATION[k % ROTATION.length]!;
    const more = [charge(s.player, twice), charge(s.player, twice), charge(s.player, 'コピー'), charge(s.player, ROTATION[(k * 7 + 3) % ROTATION.length]!)];
    if (k % 2) more.push({ name: `${s.player}の召喚術`, kind: 'チャージ・エフェクト', charge: { kind: 'アナザー', strength: 6, summon: true } } as never);
    return { ...s, hand: [...hand, ...more] as never, storage: [...s.storage, charge('古', 'スペル'), charge('古', 'プラス'), charge('古', 'クラック')] as never };
  });
  return { ...state, seats };
}

/** A canonical key: object keys sorted. */
function key(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(key).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${k}:${key((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(v);
}

/** The seeded generator of the walk. */
const lcg = (s: number) => (s * 1103515245 + 12345) % 2147483648;

interface Field { units: Ref[]; squares: Ref[]; charges: Ref[]; hand: number; own: Ref[] }

function fieldOf(state: TwgpState, player: string): Field {
  const all = state.seats.flatMap((s) => s.battleGrid.map((_, square) => ({ player: s.player, square })));
  return {
    units: all.filter((r) => state.seats.find((s) => s.player === r.player)!.battleGrid[r.square]),
    squares: all,
    charges: state.seats.flatMap((s) => s.chargeGrid.map((_, square) => ({ player: s.player, square }))),
    hand: state.seats.find((s) => s.player === player)!.hand.length,
    own: all.filter((r) => r.player === player),
  };
}

/** Each field's values a use may be tried with (none first). */
function values(f: Field): Record<string, unknown[]> {
  return {
    target: [undefined, ...f.squares],
    via: [undefined, ...f.squares],
    named: [undefined, ...CHARGE_KINDS],
    crackNamed: [undefined, ...CHARGE_KINDS],
    mode: [undefined, ...MODES],
    evade: [undefined, true],
    charge: [undefined, ...f.charges],
    summon: [undefined, ...Array.from({ length: f.hand }, (_, card) => f.own.map((square) => ({ card, square }))).flat()],
  };
}

const set = (a: Action, k: string, v: unknown): Action => {
  const { [k]: _old, ...rest } = a;
  return (v === undefined ? rest : { ...rest, [k]: v }) as Action;
};

/** One-field neighbours of a use. */
function neighbours(a: Action, f: Field): Action[] {
  const out: Action[] = [];
  const cards = a.cards as number[];
  const sorted = (c: number[]) => [...c].sort((x, y) => x - y);
  for (let i = 0; i < f.hand; i++) {
    if (!cards.includes(i)) out.push({ ...a, cards: sorted([...cards, i]) });
    for (const j of cards) if (!cards.includes(i)) out.push({ ...a, cards: sorted([...cards.filter((c) => c !== j), i]) });
  }
  for (const j of cards) if (cards.length > 1) out.push({ ...a, cards: cards.filter((c) => c !== j) });
  for (const [k, vs] of Object.entries(values(f))) for (const v of vs) out.push(set(a, k, v));
  // A hazard on a charge square names the state Save with it.
  for (const c of f.charges) out.push({ ...set(set(a, 'target', undefined), 'charge', c), mode: 'Save' });
  return out;
}

/** A sample of uses built from the hand and the field: one or two cards, a target or none, one or two fields set. */
function sample(f: Field, seed: number, n: number): Action[] {
  const vs = values(f);
  const fields = Object.keys(vs);
  const out: Action[] = [];
  let r = seed;
  const pick = <T>(xs: T[]): T => ((r = lcg(r)), xs[(r >>> 12) % xs.length]!);
  for (let k = 0; k < n && f.hand; k++) {
    const a = pick(Array.from({ length: f.hand }, (_, i) => i));
    const b = pick(Array.from({ length: f.hand }, (_, i) => i));
    let action: Action = { type: 'charge-effect', cards: a === b || k % 2 ? [a] : [Math.min(a, b), Math.max(a, b)] };
    action = set(action, 'target', pick(vs.target!));
    for (let m = 0; m < 1 + (k % 3); m++) {
      const field = pick(fields);
      action = set(action, field, pick(vs[field]!));
    }
    if (action.charge) action = { ...action, mode: 'Save' };
    out.push(action);
  }
  return out;
}

test('charge-effect offers are every use apply accepts, and only those (random walks, all sixteen kinds)', () => {
  const counts: number[] = [];
  const shapes = new Set<string>();
  let refused = 0;
  for (const seed of [3, 11, 29, 47]) {
    const started = engine.start({ players: ['A', 'B'], seed, format: 'full', options: { 'deck-card-types': true, 'charge-effects': true }, decks: [deck('A'), deck('B')] });
    assert.ok(started.ok, JSON.stringify(started).slice(0, 400));
    let state = started.state;
    let r = seed;
    for (let step = 0; step < 260 && !engine.result(state); step++) {
      state = enrich(state, step);
      const decisions = engine.pending(state);
      for (const player of ['A', 'B']) {
        const offered = (decisions.find((d) => d.player === player)?.options ?? []).filter((o) => o.type === 'charge-effect') as unknown as Action[];
        counts.push(offered.length);
        const keys = new Set(offered.map(key));
        const f = fieldOf(state, player);
        for (const o of offered) {
          assert.ok(engine.apply(state, player, o as never).ok, `offered ${player} ${JSON.stringify(o)} was refused`);
          const cards = o.cards as number[];
          shapes.add(`level ${cards.length}`);
          for (const k of ['via', 'target', 'named', 'crackNamed', 'mode', 'evade', 'charge', 'summon']) if (o[k] !== undefined) shapes.add(k);
        }
        // Method C of the direct (a スペル on a player's vitals) lays cards the same way: its offers too.
        const directs = (decisions.find((d) => d.player === player)?.options ?? []).filter((o) => o.type === 'direct' && (o as unknown as Action).method === 'charge-effect') as unknown as Action[];
        for (const o of directs) {
          assert.ok(engine.apply(state, player, o as never).ok, `offered ${player} ${JSON.stringify(o)} was refused`);
          keys.add(key(o));
          shapes.add(`direct level ${((o.cards as number[] | undefined) ?? [0]).length}`);
        }
        const directTries = directs.flatMap((o) => [...neighbours({ ...o, cards: (o.cards as number[] | undefined) ?? [] }, f).filter((n) => (n.cards as number[]).length), ...['A', 'B'].map((q) => ({ ...o, player: q }))]);
        const tries = [...offered.slice(0, 12).flatMap((o) => neighbours(o, f)), ...sample(f, seed * 1000 + step, 60), ...directTries];
        for (const t of tries) {
          if (keys.has(key(t))) continue;
          const done = engine.apply(state, player, t as never);
          if (!done.ok && 'malformed' in done) continue;
          refused++;
          assert.ok(!done.ok, `${player}'s ${JSON.stringify(t)} is not offered but applies (seed ${seed}, step ${step})`);
        }
      }
      const all = decisions.flatMap((d) => d.options.map((action) => ({ player: d.player, action })));
      r = lcg(r);
      // Charge effects half the time when offered, so that the walk reaches stacks of them.
      const uses = all.filter((e) => e.action.type === 'charge-effect');
      const h = r >>> 12; // the high bits: the low ones repeat with short periods
      const chosen = uses.length && h % 2 ? uses[(h >>> 1) % uses.length]! : all[(h >>> 1) % all.length]!;
      const next = engine.apply(state, chosen.player, chosen.action);
      assert.ok(next.ok, JSON.stringify(next).slice(0, 300));
      state = next.state;
    }
  }
  const busy = counts.filter((n) => n > 0);
  const mean = busy.reduce((s, n) => s + n, 0) / Math.max(1, busy.length);
  console.log(`charge-effect offers: ${busy.length} of ${counts.length} decisions offer some, ${mean.toFixed(1)} on average, at most ${Math.max(...counts)}; ${refused} other uses refused; shapes ${[...shapes].sort().join(', ')}`);
  assert.ok(refused > 1000, `${refused} unoffered uses tried`);
  for (const s of ['level 2', 'via', 'target', 'named', 'crackNamed', 'mode']) assert.ok(shapes.has(s), `no offered use had ${s}: ${[...shapes].join(', ')}`);
});

test('the cards of a charge-effect use are listed in ascending hand order: another order is malformed, at the index', () => {
  const started = engine.start({ players: ['A', 'B'], seed: 5, format: 'full', options: { 'deck-card-types': true, 'charge-effects': true }, decks: [deck('A'), deck('B')] });
  assert.ok(started.ok);
  const done = engine.apply(started.state, 'A', { type: 'charge-effect', cards: [3, 1] } as never);
  assert.ok(!done.ok && 'malformed' in done, JSON.stringify(done));
  assert.deepEqual(done.malformed.map((e) => e.path), ['action.cards[1]']);
});
