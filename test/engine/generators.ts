/**
 * Per-book knowledge for the contract's property tests (contract-properties.test.ts): how to
 * generate starting points (setups with random legal decks or characters, and positions) in
 * each book's protocol form (docs/protocol/<book>.md), which cards each player owns in an
 * observation, which of them a player may see, and when two actions are the same action.
 * Everything here reads only the protocol's forms; the card data of トミーウォーカーTCG is
 * taken from the card list the engine keeps (which cards ride only, which are 結界).
 */
import fc from 'fast-check';
import { READING_KEYS as KK_READINGS } from '../../engine/kakushin/readings.ts';
import { CARDS, handAbility, isRideOnly } from '../../engine/tommy-walker/cards.ts';

/** A starting point: a setup for `start` or a position description for `position`. */
export type Start = { via: 'start'; setup: Record<string, unknown> } | { via: 'position'; position: Record<string, unknown> };

export interface BookKit {
  book: string;
  /** Starting points the engine must accept. */
  starts: fc.Arbitrary<Start>;
  /** Every card each player owns in an observation, as card names (a multiset, sorted). */
  owned(observation: any): Record<string, string[]>;
  /** The card names `viewer` may see in an observation (a multiset); a viewer who is not a player sees what anyone may. */
  visible(observation: any, viewer: string): string[];
  /** The card names a view shows in its zones (a multiset; a card named again elsewhere, as the card of a counter, is not counted twice). */
  viewed(view: any): string[];
  /** Relative number of runs: below 1 for a book whose `apply` does much (a whole turn). */
  runs?: number;
  /** An action in a form equal for actions the protocol says are the same (cards listed in any order, …). */
  canonical(action: unknown): unknown;
  /** The card names each player's deck brings, for a book whose setup decks are not lists of names. */
  deckNames?(setup: Record<string, unknown>): Record<string, string[]>;
}

type Obj = Record<string, any>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const sorted = (xs: string[]) => [...xs].sort();
/** A copy of an action with the array at `key` sorted (an order the protocol ignores). */
function sortField(action: unknown, key: string): unknown {
  if (!isObj(action) || !Array.isArray(action[key])) return action;
  return { ...action, [key]: [...action[key]].map((x) => JSON.stringify(x)).sort() };
}
const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

// ---------------------------------------------------------------- TWGP (docs/protocol/twgp.md)
// Games start from setups with random legal decks (the deck form of engine/twgp/setup.ts)
// and from positions. Card names are numbered per seat (札0-1, …) after generation, so they
// never collide with other strings.

/** A card of a generated bundle: mostly units of low base power (charge drives), some of any, and the other kinds. */
const twgpDeckCard = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: 9 }).map((power) => ({ kind: 'ユニット', power })) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 99 }).map((power) => ({ kind: 'ユニット', power })) },
  { weight: 2, arbitrary: fc.constantFrom({ kind: 'ウェポン' }, { kind: 'ログ・カウンター' }, { kind: 'チャージ・トラップ' }, { kind: 'チャージ・エフェクト' }, {}) },
);
/** Twenty cards with at most one unit of base power 00 (twgp.resource.deck.zero-limit): a later 00 becomes 01. */
const twgpBundle = fc.array(twgpDeckCard, { minLength: 20, maxLength: 20 }).map((cards) => {
  let zero = false;
  return cards.map((c) => {
    if (!('power' in c) || c.power !== 0) return c;
    if (!zero) return (zero = true), c;
    return { ...c, power: 1 };
  });
});

/** A setup with one legal deck per player (twgp.resource.format.counts): 1 bundle (half) or 2–3 (full), the opening archive 0–6. */
export function twgpSetup(players: string[], format: 'half' | 'full') {
  const vitals = format === 'half' ? 3 : 5;
  const deck = fc.record({
    bundles: fc.array(twgpBundle, { minLength: format === 'half' ? 1 : 2, maxLength: format === 'half' ? 1 : 3 }),
    archive: fc.integer({ min: 0, max: 6 }),
  });
  return fc
    .record({ seed, decks: fc.array(deck, { minLength: players.length, maxLength: players.length }), ages: fc.array(fc.integer({ min: 5, max: 60 }), { minLength: players.length, maxLength: players.length }) })
    .map(({ seed, decks, ages }) => ({
      players,
      seed,
      format,
      ages: Object.fromEntries(players.map((p, i) => [p, ages[i]!])),
      decks: decks.map((d, i) => {
        let n = 0;
        const named = (c: object) => ({ name: `札${i}-${++n}`, ...c });
        const [entry, ...reserves] = d.bundles.map((b) => b.map(named));
        return {
          entry: { archive: entry!.slice(0, d.archive), pile: entry!.slice(d.archive) },
          reserves,
          vitals: Array.from({ length: vitals }, () => named({})),
        };
      }),
    }));
}

/** Every card name of a deck form, as a player owns them after start. */
export function twgpDeckNames(deck: Obj): string[] {
  return [...deck.entry.archive, ...deck.entry.pile, ...deck.reserves.flat(), ...deck.vitals].map((c: Obj) => c.name);
}

const TWGP_BATTLE_MODES = ['Active', 'Active', 'Active', 'Active', 'Active', 'Active', 'Hack-Active', 'Stealth', 'Save', 'Hack-Save', 'GB-Prompt', 'Drain'] as const;
const twgpMaterial = fc.record({ power: fc.integer({ min: 0, max: 99 }) });
const twgpUnit = fc
  .record({
    power: fc.oneof(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 9 })),
    mode: fc.constantFrom(...TWGP_BATTLE_MODES),
    weapons: fc.integer({ min: 0, max: 3 }),
    materials: fc.array(twgpMaterial, { maxLength: 3 }),
    plus: fc.integer({ min: 0, max: 3 }),
    down: fc.integer({ min: 0, max: 3 }),
    accel: fc.boolean(),
  })
  .map((u) => ({ ...u, weapons: u.power === 0 || u.mode === 'Stealth' ? 0 : u.weapons }));
const twgpPlaced = (modes: readonly string[]) => fc.option(fc.record({ mode: fc.constantFrom(...modes) }), { nil: null });

function twgpPosition(players: string[], format: 'half' | 'full') {
  const width = format === 'half' ? 3 : 5;
  const seat = fc.record({
    battleGrid: fc.array(fc.option(twgpUnit, { nil: null, freq: 3 }), { minLength: 1, maxLength: width }),
    vitalGrid: fc.array(twgpPlaced(['Vital', 'Vital', 'Active', 'Damage']), { maxLength: width }),
    chargeGrid: fc.array(twgpPlaced(['Charge', 'Active']), { maxLength: width }),
    deck: fc.integer({ min: 0, max: 4 }),
    hand: fc.integer({ min: 0, max: 3 }),
    surge: fc.integer({ min: 0, max: 6 }),
    storage: fc.integer({ min: 0, max: 2 }),
  });
  return fc
    .record({
      seed,
      turn: fc.record({ player: fc.constantFrom(...players), sequence: fc.constantFrom('battle', 'battle', 'battle', 'build') }),
      seats: fc.array(seat, { minLength: players.length, maxLength: players.length }),
    })
    .map(({ seed, turn, seats }) => ({
      players,
      seed,
      format,
      turn,
      seats: seats.map((s, i) => {
        let n = 0;
        const card = () => ({ name: `札${i}-${++n}` });
        const other = players[(i + 1) % players.length]!;
        return {
          battleGrid: s.battleGrid.map((u) => u && {
            ...card(),
            power: u.power,
            mode: u.mode,
            ...(u.mode.startsWith('Hack') ? { controller: other } : {}),
            weapons: Array.from({ length: u.weapons }, () => ({ ...card(), kind: 'ウェポン' })),
            materials: u.materials.map((m) => ({ ...card(), power: m.power })),
            plus: u.plus,
            down: u.down,
            accel: u.accel,
          }),
          vitalGrid: s.vitalGrid.map((v) => v && { ...card(), ...v }),
          chargeGrid: s.chargeGrid.map((v) => v && { ...card(), ...v }),
          deck: Array.from({ length: s.deck }, card),
          hand: Array.from({ length: s.hand }, card),
          surge: Array.from({ length: s.surge }, card),
          storage: Array.from({ length: s.storage }, card),
        };
      }),
    }));
}

function twgpSeatCards(seat: Obj): { open: string[]; faceDown: string[]; deck: string[]; hand: string[]; reserves: string[] } {
  const open: string[] = [];
  const faceDown: string[] = [];
  for (const u of seat.battleGrid ?? []) {
    if (!u) continue;
    const all = [u.name, ...(u.weapons ?? []), ...(u.materials ?? []).map((m: Obj) => m.name)];
    (String(u.placement).startsWith('裏') ? faceDown : open).push(...all);
  }
  for (const c of [...(seat.vitalGrid ?? []), ...(seat.chargeGrid ?? [])]) if (c) (String(c.placement).startsWith('裏') ? faceDown : open).push(c.name);
  // Log counters laid on the battle grid: face down, or face up once a ハザード turned them (a view names only its own).
  for (const c of seat.counters ?? []) if (c?.name) (c.turned ? open : faceDown).push(c.name);
  open.push(...(seat.surge ?? []), ...(seat.storage ?? []));
  // The observation lists the reserve bundles by names; a view only by counts (nobody sees them).
  const reserves = Array.isArray(seat.reserves) ? seat.reserves.flatMap((b: unknown) => (Array.isArray(b) ? b : [])) : [];
  return { open, faceDown, deck: seat.deck ?? [], hand: seat.hand ?? [], reserves };
}

const twgp: BookKit = {
  book: 'twgp',
  starts: fc.oneof(
    { weight: 3, arbitrary: twgpSetup(['A', 'B'], 'half').map((setup) => ({ via: 'start' as const, setup })) },
    { weight: 1, arbitrary: twgpSetup(['A', 'B'], 'full').map((setup) => ({ via: 'start' as const, setup })) },
    { weight: 1, arbitrary: twgpSetup(['A', 'B', 'C'], 'half').map((setup) => ({ via: 'start' as const, setup })) },
    { weight: 6, arbitrary: twgpPosition(['A', 'B'], 'half').map((position) => ({ via: 'position' as const, position })) },
    { weight: 3, arbitrary: twgpPosition(['A', 'B'], 'full').map((position) => ({ via: 'position' as const, position })) },
    { weight: 1, arbitrary: twgpPosition(['A', 'B', 'C'], 'half').map((position) => ({ via: 'position' as const, position })) },
  ),
  owned(o) {
    const out: Record<string, string[]> = {};
    for (const s of o.seats ?? []) {
      const c = twgpSeatCards(s);
      out[s.player] = sorted([...c.open, ...c.faceDown, ...c.deck, ...c.hand, ...c.reserves]);
    }
    return out;
  },
  /** twgp.md, View: nobody sees a pile; others' hands and face-down cards are hidden. */
  visible(o, viewer) {
    return (o.seats ?? []).flatMap((s: Obj) => {
      const c = twgpSeatCards(s);
      return s.player === viewer ? [...c.open, ...c.faceDown, ...c.hand] : c.open;
    });
  },
  viewed: (v) => (v.seats ?? []).flatMap((s: Obj) => {
    const c = twgpSeatCards(s);
    return [...c.open, ...c.faceDown, ...c.hand].filter((n) => typeof n === 'string');
  }),
  deckNames: (setup) => Object.fromEntries((setup.players as string[]).map((p, i) => [p, sorted(twgpDeckNames((setup.decks as Obj[])[i]!))])),
  runs: 0.5,
  canonical: (a) => a,
};

// ---------------------------------------------------------------- トミーウォーカーTCG (docs/protocol/tommy-walker.md)

const TW_NAMES = CARDS.map((c) => c.name);
const TW_NOT_RIDE_ONLY = CARDS.filter((c) => !isRideOnly(c)).map((c) => c.name);
const TW_BARRIERS = CARDS.filter((c) => handAbility(c)?.barrier).map((c) => c.name);
const twCard = fc.constantFrom(...TW_NAMES);
const twCards = (max: number) => fc.array(twCard, { maxLength: max });

const twSetup = fc.record(
  {
    players: fc.constant(['A', 'B']),
    seed,
    decks: fc.tuple(fc.array(twCard, { minLength: 16, maxLength: 16 }), fc.array(twCard, { minLength: 16, maxLength: 16 })),
    options: fc.option(fc.record({ 'round-limit': fc.integer({ min: 1, max: 30 }) }), { nil: {} }),
  },
);

const twPosition = fc
  .record({
    phase: fc.constantFrom('draw', 'attack'),
    round: fc.integer({ min: 1, max: 3 }),
    barrier: fc.option(fc.record({ owner: fc.constantFrom('A', 'B'), card: fc.constantFrom(...TW_BARRIERS) }), { nil: null }),
    seats: fc.tuple(
      ...[0, 1].map(() => fc.record({ deck: twCards(8), hand: twCards(4), discard: twCards(4), placed: fc.boolean(), bottom: fc.constantFrom(...TW_NOT_RIDE_ONLY), rides: twCards(2) })),
    ),
  })
  .map(({ phase, round, barrier, seats }) => ({
    players: ['A', 'B'],
    phase,
    round,
    barrier,
    seats: seats.map((s) => ({
      deck: s.deck,
      hand: s.hand,
      discard: s.discard,
      stack: phase === 'attack' ? [s.bottom, ...s.rides] : s.placed ? [s.bottom] : [],
    })),
  }));

const tommyWalker: BookKit = {
  book: 'tommy-walker',
  starts: fc.oneof(
    { weight: 2, arbitrary: twSetup.map((setup) => ({ via: 'start' as const, setup })) },
    { weight: 1, arbitrary: twPosition.map((position) => ({ via: 'position' as const, position })) },
  ),
  owned(o) {
    const out: Record<string, string[]> = {};
    for (const s of o.seats ?? []) {
      const barrier = o.barrier && o.barrier.owner === s.player ? [o.barrier.card] : [];
      out[s.player] = sorted([...s.deck, ...s.hand, ...s.discard, ...s.stack, ...s.field, ...barrier]);
    }
    return out;
  },
  /** tommy-walker.md, Views: both decks, the other's hand and, in the draw phase, the other's stack are hidden. */
  visible(o, viewer) {
    const out: string[] = o.barrier ? [o.barrier.card] : [];
    for (const s of o.seats ?? []) {
      const own = s.player === viewer;
      out.push(...s.discard, ...s.field);
      if (own) out.push(...s.hand);
      if (own || o.phase !== 'draw') out.push(...s.stack);
    }
    return out;
  },
  viewed: (v) => [...(v.barrier ? [v.barrier.card] : []), ...(v.seats ?? []).flatMap((s: Obj) => [...s.deck, ...s.hand, ...s.discard, ...s.stack, ...s.field])].filter((n) => n !== null),
  canonical: (a) => sortField(a, 'discard'),
};

// ---------------------------------------------------------------- じゃんけん・ギア (docs/protocol/janken-gear.md)

const JG_RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const JG_SIGN_SUITS = ['♠', '♥', '♣'];
const JG_SIGN_CARDS = JG_SIGN_SUITS.flatMap((s) => JG_RANKS.map((r) => s + r));
const JG_ALL = [...JG_SIGN_CARDS, ...JG_RANKS.map((r) => '◆' + r), 'ジョーカー'];
/** Every card a legal deck may hold, with its copies: two of each sign card, one ◆ card of each rank, one ジョーカー (janken-gear.deck.*). */
const JG_POOL = [...JG_SIGN_CARDS, ...JG_SIGN_CARDS, ...JG_RANKS.map((r) => '◆' + r), 'ジョーカー'];
const jgDeck = fc.shuffledSubarray(JG_POOL, { minLength: 20, maxLength: 20 });

const jgSetup = fc.record({
  players: fc.constant(['A', 'B']),
  seed,
  decks: fc.tuple(jgDeck, jgDeck),
  options: fc.record({ 'sudden-vital-loss': fc.boolean() }),
  stacked: fc.boolean(),
  janken: fc.option(fc.constantFrom([['グー', 'チョキ']], [['パー', 'パー'], ['チョキ', 'グー']]), { nil: undefined }),
}, { requiredKeys: ['players', 'seed', 'decks', 'options', 'stacked'] });

const jgCards = (max: number) => fc.array(fc.constantFrom(...JG_ALL), { maxLength: max });
const jgFieldCard = fc.tuple(fc.constantFrom(...JG_SIGN_SUITS), fc.array(fc.constantFrom(...JG_RANKS), { minLength: 1, maxLength: 3 })).map(([s, rs]) => rs.map((r) => s + r));
const jgSeat = fc.record({ hand: jgCards(6), deck: jgCards(6), field: fc.array(jgFieldCard, { maxLength: 3 }), vitals: jgCards(3), lostVitals: jgCards(3), discard: jgCards(4) });

const jgPosition = fc
  .record({
    turnPlayer: fc.constantFrom('A', 'B'),
    turn: fc.integer({ min: 1, max: 20 }),
    seats: fc.tuple(jgSeat, jgSeat),
    attackedMask: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    quietTurns: fc.constantFrom(0, 1),
    activeThisTurn: fc.boolean(),
    sudden: fc.boolean(),
  })
  .map(({ turnPlayer, turn, seats, attackedMask, quietTurns, activeThisTurn, sudden }) => {
    const withIds = seats.map((s, i) => ({ ...s, field: s.field.map((cards, j) => ({ id: `${'ab'[i]}${j + 1}`, cards })) }));
    const turnSeat = withIds[turnPlayer === 'A' ? 0 : 1]!;
    return {
      players: ['A', 'B'],
      turnPlayer,
      turn,
      seats: withIds,
      attacked: turnSeat.field.filter((_, j) => attackedMask[j]).map((f) => f.id),
      quietTurns,
      activeThisTurn,
      options: { 'sudden-vital-loss': sudden },
    };
  });

const jankenGear: BookKit = {
  book: 'janken-gear',
  starts: fc.oneof(
    { weight: 2, arbitrary: jgSetup.map((setup) => ({ via: 'start' as const, setup })) },
    { weight: 1, arbitrary: jgPosition.map((position) => ({ via: 'position' as const, position })) },
  ),
  owned(o) {
    const out: Record<string, string[]> = {};
    for (const s of o.seats ?? []) out[s.player] = sorted([...s.hand, ...s.deck, ...s.field.flatMap((f: Obj) => f.cards), ...s.vitals, ...s.lostVitals, ...s.discard]);
    return out;
  },
  /** janken-gear.md, View: never the opponent's hand, a deck's cards or a face-down vital. */
  visible(o, viewer) {
    return (o.seats ?? []).flatMap((s: Obj) => [...(s.player === viewer ? s.hand : []), ...s.field.flatMap((f: Obj) => f.cards), ...s.lostVitals, ...s.discard]);
  },
  viewed: (v) => [
    ...v.hand, ...v.field.flatMap((f: Obj) => f.cards), ...v.discard, ...v.lostVitals,
    ...v.opponentField.flatMap((f: Obj) => f.cards), ...v.opponentDiscard, ...v.opponentLostVitals,
  ],
  canonical: (a) => (isObj(a) && a.type === 'deploy' ? sortField(a, 'cards') : a),
};

// ---------------------------------------------------------------- 革新的なTCG (docs/protocol/kakushin.md)
// No cards and nothing hidden (the view is the observation): `owned` and `visible` are empty.

const KK_SKILLS = ['斬撃', '沙羅双樹', '自作自演', '白炎', '空圧', '灼熱波', 'ミクニーの悪戯', '熱力学の悪魔', '待機', '吸収', '圧縮思考', '火球', '水弾', '風刃', '岩砕', '鉄壁', '守りの白', '受け流し', '返し刃', '癒しの雨', '毒霧', '氷結', '残響'];
const KK_MAINTAINED = ['熱力学の悪魔', '鉄壁', '守りの白'];
const KK_PLANS = [
  '', '剣パネルが3個以上の時、沙羅双樹を優先する。', '斬撃を使用しない。', '毒霧は1ターンに1回まで使用する。剣パネルを1個残す。',
  '空圧を使った場合、最も数の多いパネルを対象とする。', '潮をふく。', '鉄壁を優先する。',
];
const POINT_KEYS = ['vitality', 'fire', 'water', 'wind', 'earth', 'sword'] as const;

const kkSheet = fc
  .record({
    name: fc.constantFrom('剣士', '木偶', '魔女', '風来坊'),
    skills: fc.subarray(KK_SKILLS, { minLength: 1, maxLength: 5 }),
    declare: fc.option(fc.constantFrom(...KK_SKILLS), { nil: null }),
    buckets: fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 17, maxLength: 17 }),
    plan: fc.constantFrom(...KK_PLANS),
  })
  .map(({ name, skills, declare, buckets, plan }) => {
    const list = declare && !skills.includes(declare) ? [...skills, `宣告：${declare}`] : skills;
    // 18 points: 知性 is the number of skills (kakushin.character.points.intellect), 体力 at least 1.
    const points: Record<string, number> = { vitality: 1, fire: 0, water: 0, wind: 0, earth: 0, sword: 0 };
    for (const b of buckets.slice(0, 17 - list.length)) points[POINT_KEYS[b]!]! += 1;
    return { name, points, skills: list, plan };
  });

const kkSetup = fc.record({
  players: fc.constant(['A', 'B']),
  seed,
  characters: fc.tuple(kkSheet, kkSheet),
  dice: fc.option(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 6 }), { nil: undefined }),
  // Alternative readings (engine/kakushin/readings.ts), some switched on, some off.
  options: fc.subarray([...KK_READINGS], { maxLength: 3 }).chain((keys) => fc.tuple(...keys.map(() => fc.boolean())).map((on) => Object.fromEntries(keys.map((k, i) => [k, on[i]!])))),
}, { requiredKeys: ['players', 'seed', 'characters'] });

const KK_STEPS = ['recovery', 'ailments', 'panels', 'first-action', 'second-action', 'turn-end'];
const kkSide = fc.record({
  hpFraction: fc.double({ min: 0, max: 1, noNaN: true }),
  panels: fc.array(fc.record({ kind: fc.constantFrom('火', '水', '風', '地', '剣'), ailments: fc.subarray(['Freeze', 'Confuse', 'Poison'], { maxLength: 1 }) }), { maxLength: 6 }),
  ailments: fc.array(fc.record({ name: fc.constantFrom('Poison', 'Confuse'), damage: fc.integer({ min: 0, max: 3 }), recovery: fc.integer({ min: 0, max: 6 }) }), { maxLength: 2 }),
  maintain: fc.boolean(),
});
const kkPosition = fc
  .record({ setup: kkSetup, first: fc.constantFrom('A', 'B'), turn: fc.integer({ min: 1, max: 15 }), step: fc.option(fc.constantFrom(...KK_STEPS), { nil: undefined }), sides: fc.tuple(kkSide, kkSide) })
  .map(({ setup, first, turn, step, sides }) => ({
    ...setup,
    first,
    ...(step === undefined ? { turn: turn - 1 } : { turn, step }),
    sides: sides.map((s, i) => {
      const sheet = setup.characters[i]!;
      return {
        hp: 1 + Math.floor(s.hpFraction * (sheet.points.vitality! - 1)),
        panels: s.panels,
        ailments: s.ailments,
        maintained: s.maintain ? sheet.skills.filter((k) => KK_MAINTAINED.includes(k)).slice(0, 1) : [],
      };
    }),
  }));

const kakushin: BookKit = {
  book: 'kakushin',
  starts: fc.oneof(
    { weight: 2, arbitrary: kkSetup.map((setup) => ({ via: 'start' as const, setup })) },
    { weight: 1, arbitrary: kkPosition.map((position) => ({ via: 'position' as const, position })) },
  ),
  owned: (o) => Object.fromEntries((o.characters ?? []).map((c: Obj) => [c.player, []])),
  visible: () => [],
  viewed: () => [],
  runs: 0.4,
  canonical: (a) => (isObj(a) && a.type === 'turn' && Object.keys(a).every((k) => k === 'type' || (k === 'until' && KK_STEPS.includes(a.until))) ? { type: 'turn' } : a),
};

export const KITS: Readonly<Record<string, BookKit>> = { twgp, 'tommy-walker': tommyWalker, 'janken-gear': jankenGear, kakushin };
