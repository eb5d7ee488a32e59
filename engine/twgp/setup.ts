/**
 * The setup of a game (docs/protocol/twgp.md): the players, their resources in the deck form
 * (resources.ts DeckForm), and the table before the first turn — vitals face down on the
 * vital grid (twgp.field.vital-grid.setup), the entry deck's archive in hand and its pile cut
 * (twgp.resource.archive.prepared, twgp.resource.deck.cut) — with the turn order still to be
 * chosen (twgp.sequence.first-player).
 */
import { nextInt, seedRng, type Rng } from '../core/rng.ts';
import type { ShapeError } from '../core/violation.ts';
import { checkBundleLimits, duplicatesOf } from './deck-legality.ts';
import { gridWidth } from './field.ts';
import { readTools } from './coin-dice.ts';
import { MAX_ZONE_CARDS, readCards, readEdition, readFormat, readOptions, readPlayers, Reader } from './position.ts';
import { BUNDLE_SIZE, cut, OPENING_ARCHIVE_MAX, type DeckForm } from './resources.ts';
import { checkAstralPerDeck } from './unit-skills.ts';
import { earthFouls } from './surge-earth.ts';
import { checkChargeDecks } from './charge-effect-card.ts';
import { checkMasterSetup, readMasters } from './master-drive.ts';
import { checkPhaseSetup } from './phase-device.ts';
import type { Card, Format, PhaseSquare, PlayerId, Seat, TwgpState } from './state.ts';

const SETUP_FIELDS = ['players', 'seed', 'options', 'format', 'vitalCount', 'edition', 'decks', 'ages', 'tools', 'masters'] as const;
const DECK_FIELDS = ['entry', 'reserves', 'vitals', 'cut', 'pool', 'phase'] as const;

/** The number of 20-card bundles each format brings (twgp.resource.format.counts, twgp.resource.note.full-bundles). */
export function bundleRange(format: Format): [number, number] {
  return format === 'half' ? [1, 1] : format === 'full' ? [2, 6] : [3, 50];
}

/**
 * One player's deck form (twgp.resource): the entry deck split into the opening archive of at
 * most 6 and the pile (twgp.resource.archive.prepared, twgp.resource.note.opening-hand), the
 * reserve bundles in the order given, the vitals; optionally the directed order of the entry
 * pile's cut (twgp.resource.note.cut-director) and, with deck-select, the pool of cards brought
 * instead of the reserves (twgp.resource.deck.select). Counts beyond the format's are refused
 * (twgp.resource.excess-foul, twgp.resource.format.counts), so are a bundle's second base-00 or
 * poison unit (twgp.resource.deck.zero-limit, twgp.resource.deck.poison-limit); duplicates are
 * not looked for now (twgp.resource.no-duplicates): `fouls` lists them for after the game.
 */
function readDeck(r: Reader, v: unknown, path: string, format: Format, vitals: number, select: number | undefined): DeckForm | undefined {
  const o = r.object(v, path);
  if (!o) return undefined;
  r.only(o, path, DECK_FIELDS);
  const entry = r.object(o.entry, `${path}.entry`) ?? {};
  r.only(entry, `${path}.entry`, ['archive', 'pile']);
  const archive = readCards(r, entry.archive, `${path}.entry.archive`, OPENING_ARCHIVE_MAX, ' (twgp.resource.archive.prepared)');
  const pile = readCards(r, entry.pile, `${path}.entry.pile`, BUNDLE_SIZE);
  if (archive.length + pile.length !== BUNDLE_SIZE) r.fail(`${path}.entry`, `the entry deck has ${archive.length + pile.length} cards (archive and pile); a bundle has ${BUNDLE_SIZE} (twgp.resource.deck)`);
  const list = r.list(o.reserves, `${path}.reserves`, 60) ?? [];
  const reserves = list.map((b, i) => {
    const bundle = readCards(r, b, `${path}.reserves[${i}]`, BUNDLE_SIZE + 1);
    if (bundle.length !== BUNDLE_SIZE) r.fail(`${path}.reserves[${i}]`, `has ${bundle.length} cards; a bundle has ${BUNDLE_SIZE} (${bundle.length > BUNDLE_SIZE ? 'twgp.resource.excess-foul' : 'twgp.resource.format.counts'})`);
    return bundle;
  });
  const [least, most] = bundleRange(format);
  const bundles = reserves.length + 1;
  if (select === undefined && (bundles < least || bundles > most)) r.fail(`${path}.reserves`, `a ${format} battle brings ${least === most ? least : `${least} to ${most}`} bundles of ${BUNDLE_SIZE}; this deck has ${bundles} (${bundles > most ? 'twgp.resource.excess-foul' : format === 'full' ? 'twgp.resource.full.entry' : 'twgp.resource.format.counts'})`);
  if (select !== undefined && format === 'half') r.fail('setup.options.deck-select', 'a half battle uses its one bundle only: there is no later deck to choose (twgp.resource.install.when)');
  if (select !== undefined && format === 'trial' && select < 2 * BUNDLE_SIZE) r.fail(`setup.options.deck-select`, `a trial battle uses 3 or more decks: deck-select brings at least ${2 * BUNDLE_SIZE} cards for the later ones (twgp.resource.format.counts)`);
  const vitalCards = readCards(r, o.vitals, `${path}.vitals`, MAX_ZONE_CARDS);
  if (vitalCards.length > vitals) r.fail(`${path}.vitals`, `a ${format} battle has ${vitals} vitals and the vital grid ${vitals} squares, on which nothing is stacked; this deck has ${vitalCards.length} (twgp.resource.excess-foul, twgp.field.vital-grid.no-stack)`);
  else if (vitalCards.length < vitals) r.fail(`${path}.vitals`, `a ${format} battle has ${vitals} vitals; this deck has ${vitalCards.length} (twgp.resource.format.counts)`);
  // The bundle limits, each bundle on its own (the entry deck's archive and pile are one bundle).
  const fail = (at: string, message: string) => void r.fail(at, message);
  const entryCards = [...archive.map((card, i) => ({ card, path: `${path}.entry.archive[${i}]` })), ...pile.map((card, i) => ({ card, path: `${path}.entry.pile[${i}]` }))];
  checkBundleLimits(entryCards, fail);
  reserves.forEach((b, i) => checkBundleLimits(b.map((card, j) => ({ card, path: `${path}.reserves[${i}][${j}]` })), fail));
  const deck: DeckForm = { entry: { archive, pile }, reserves, vitals: vitalCards };
  if (o.cut !== undefined) {
    const cutOrder = o.cut;
    const ok = Array.isArray(cutOrder) && cutOrder.length === 6 && [0, 1, 2, 3, 4, 5].every((h) => cutOrder.includes(h));
    if (ok) deck.cut = cutOrder as number[];
    else r.fail(`${path}.cut`, 'must order the six heaps of the cut: the numbers 0 to 5 once each, the heap to go on top first (twgp.resource.deck.cut, twgp.resource.note.cut-director)');
  }
  if (select === undefined) {
    if (o.pool !== undefined) r.fail(`${path}.pool`, 'only the variant deck-select brings a pool of cards (twgp.resource.deck.select)');
    return deck;
  }
  if (reserves.length) r.fail(`${path}.reserves`, 'with deck-select the later decks are chosen from the pool, not brought as bundles (twgp.resource.deck.select)');
  const pool = readCards(r, o.pool, `${path}.pool`, select, ` (the set number of deck-select; more is twgp.resource.excess-foul)`);
  if (pool.length !== select) r.fail(`${path}.pool`, `deck-select brings ${select} cards; this deck has ${pool.length} (twgp.resource.note.deck-select)`);
  return { ...deck, pool };
}

/** The order in which players choose their places: the youngest first, equal ages by rock-paper-scissors (the generator). */
function choosers(players: PlayerId[], ages: Record<string, number> | undefined, rng: Rng): { order: PlayerId[]; rng: Rng } {
  let r = rng;
  const keyed = players.map((p) => {
    const [tie, next] = nextInt(r, 1 << 30);
    r = next;
    return { p, age: ages?.[p] ?? 0, tie };
  });
  keyed.sort((a, b) => a.age - b.age || a.tie - b.tie);
  return { order: keyed.map((k) => k.p), rng: r };
}

function readAges(r: Reader, v: unknown, players: PlayerId[]): Record<string, number> | undefined {
  if (v === undefined) return undefined;
  const o = r.object(v, 'setup.ages');
  if (!o) return undefined;
  r.only(o, 'setup.ages', players);
  for (const [p, age] of Object.entries(o)) if (!Number.isSafeInteger(age) || (age as number) < 0 || (age as number) > 200) r.fail(`setup.ages.${p}`, 'must be an age in whole years, 0 to 200 (twgp.sequence.first-player)');
  return o as Record<string, number>;
}

/** A seat at the start: vitals face down, the archive in hand, the entry pile cut. */
function seatFor(player: PlayerId, deck: DeckForm, width: number, rng: Rng): { seat: Seat; rng: Rng } {
  const dealt = cut(deck.entry.pile, rng, deck.cut);
  const vitalGrid = Array.from({ length: width }, (_, i) => (deck.vitals[i] ? { card: deck.vitals[i]!, mode: 'Vital' as const } : null));
  const seat: Seat = {
    player, battleGrid: Array<null>(width).fill(null), vitalGrid, chargeGrid: Array<null>(width).fill(null),
    deck: dealt.pile, hand: deck.entry.archive, surge: [], storage: [], reserves: deck.reserves,
    installed: 1, finalInstalled: false, vitalsOutTurn: null, lost: false,
    ...(deck.pool ? { pool: deck.pool } : {}),
  };
  return { seat, rng: dealt.rng };
}

/** The duplicates of each bundle and of the vitals (twgp.resource.no-duplicates, twgp.resource.note.duplicate-scope). */
function deckDuplicates(deck: DeckForm): string[] {
  return [
    ...duplicatesOf([...deck.entry.archive, ...deck.entry.pile], 'the entry deck'),
    ...deck.reserves.flatMap((b, i) => duplicatesOf(b, `reserve bundle ${i}`)),
    ...duplicatesOf(deck.vitals, 'the vitals'),
  ];
}

/**
 * The checks of what the options master-drive and phase-device bring (master-drive.ts
 * checkMasterSetup, phase-device.ts checkPhaseSetup), deck by deck; the phase devices laid.
 */
function optionResources(r: Reader, o: Record<string, unknown>, options: Record<string, unknown>, players: PlayerId[], decks: (DeckForm | undefined)[], decksIn: unknown[], width: number): ((PhaseSquare | null)[] | undefined)[] {
  const fail = (at: string, message: string) => void r.fail(at, message);
  const registry = readMasters(o.masters, 'setup.masters', players, fail);
  return players.map((player, i) => {
    const deck = decks[i];
    if (!deck) return undefined;
    const path = `setup.decks[${i}]`;
    const raw = decksIn[i] as Record<string, unknown> | undefined;
    const phase = raw && raw.phase !== undefined ? readCards(r, raw.phase, `${path}.phase`, MAX_ZONE_CARDS) : [];
    const at = (cards: Card[], where: string) => cards.map((card, j) => ({ card, path: `${path}.${where}[${j}]` }));
    const others = [...at(deck.entry.archive, 'entry.archive'), ...at(deck.entry.pile, 'entry.pile'), ...deck.reserves.flatMap((b, k) => at(b, `reserves[${k}]`)), ...at(deck.pool ?? [], 'pool')];
    const vitals = at(deck.vitals, 'vitals');
    checkMasterSetup(options, player, players, vitals, [...others, ...at(phase, 'phase')], registry, fail);
    return checkPhaseSetup(options, phase, `${path}.phase`, width, [...others, ...vitals], fail);
  });
}

/** Reads a setup and sets the table; every problem by its JSON path. */
export function readSetup(value: unknown): { ok: true; state: TwgpState } | { ok: false; malformed: ShapeError[] } {
  const r = new Reader();
  const o = r.object(value, 'setup');
  if (!o) return { ok: false, malformed: r.errors };
  r.only(o, 'setup', SETUP_FIELDS);
  if (!Number.isSafeInteger(o.seed)) r.fail('setup.seed', 'must be an integer (the seed of the generator)');
  const players = readPlayers(r, o.players, 'setup.players');
  const options = readOptions(r, o.options, 'setup.options');
  const format = readFormat(r, o, 'setup');
  const edition = readEdition(r, o.edition, 'setup.edition');
  if (!players || !format || edition === undefined || r.errors.length) return { ok: false, malformed: r.errors };
  const width = gridWidth(format.format, format.vitalCount);
  const decksIn = Array.isArray(o.decks) ? o.decks : (r.fail('setup.decks', 'must list one deck per player, in the order of players'), []);
  if (decksIn.length && decksIn.length !== players.length) r.fail('setup.decks', `lists ${decksIn.length} decks for ${players.length} players`);
  const select = typeof options['deck-select'] === 'number' ? (options['deck-select'] as number) : undefined;
  const decks = players.map((_, i) => readDeck(r, decksIn[i], `setup.decks[${i}]`, format.format, width, select));
  // twgp.unit-skill.astral.one-per-deck: with unit-skills, one base-00 unit in all a player brings.
  decks.forEach((d, i) => d && checkAstralPerDeck(options, [
    ...d.entry.archive.map((card, j) => ({ card, path: `setup.decks[${i}].entry.archive[${j}]` })),
    ...d.entry.pile.map((card, j) => ({ card, path: `setup.decks[${i}].entry.pile[${j}]` })),
    ...d.reserves.flatMap((b, k) => b.map((card, j) => ({ card, path: `setup.decks[${i}].reserves[${k}][${j}]` }))),
    ...(d.pool ?? []).map((card, j) => ({ card, path: `setup.decks[${i}].pool[${j}]` })),
  ], (at, message) => void r.fail(at, message)));
  // twgp.charge-effect.deck-unique: with charge-effects, one card of each effect in each deck of 20.
  if (options['charge-effects'] === true) decks.forEach((d, i) => d && checkChargeDecks(d, `setup.decks[${i}]`, (at, message) => void r.fail(at, message)));
  // twgp.resource.format.counts: a trial battle's number of bundles is one number for every player.
  const counts = decks.map((d) => (d ? d.reserves.length + 1 : undefined));
  if (format.format === 'trial' && select === undefined && counts.every((n) => n !== undefined) && new Set(counts).size > 1) {
    r.fail('setup.decks', `a trial battle's players bring the same number of bundles (twgp.resource.format.counts); these decks bring ${counts.join(', ')}`);
  }
  // The options' resources: master units (twgp.master-drive.prepare and after) and phase devices (twgp.phase-device.setup and after).
  const phaseDevices = optionResources(r, o, options, players, decks, decksIn, width);
  const ages = readAges(r, o.ages, players);
  const tools = readTools(r, o.tools, 'setup.tools', players);
  if (r.errors.length) return { ok: false, malformed: r.errors };
  let rng = seedRng(o.seed as number);
  const seats: Seat[] = players.map((p, i) => {
    const made = seatFor(p, decks[i]!, width, rng);
    rng = made.rng;
    return phaseDevices[i] ? { ...made.seat, phaseDevice: phaseDevices[i] } : made.seat;
  });
  const order = choosers(players, ages, rng);
  // twgp.resource.no-duplicates: looked for only after the game; kept until then.
  const fouls = players.flatMap((player, i) => deckDuplicates(decks[i]!).map((reason) => ({ player, clause: 'twgp.resource.no-duplicates', reason })));
  // twgp.surge-earth.card-conditions: a surge earth failing one of the four conditions is found by the same check.
  players.forEach((player, i) => { const d = decks[i]!; fouls.push(...earthFouls([...d.entry.archive, ...d.entry.pile, ...d.reserves.flat(), ...(d.pool ?? [])]).map((f) => ({ player, ...f }))); });
  const state: TwgpState = {
    ...format, edition, options, seats,
    turn: { player: players[0]!, sequence: 'build', number: 0 },
    right: order.order[0]!, stack: [],
    window: { kind: 'order', choosers: order.order, places: players.map(() => null) },
    queue: [], sublimated: null, result: null, nextUid: 1, rng: order.rng,
    ...(tools ? { tools } : {}),
    ...(fouls.length ? { fouls } : {}),
  };
  return { ok: true, state };
}

export type { Card };
