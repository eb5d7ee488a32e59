/**
 * The position description (docs/protocol/twgp.md): reads a plain JSON "these cards are on
 * these squares, it is this player's turn and this sequence" into a state, reporting every
 * problem by its JSON path (`position.seats[1].battleGrid[0].power`). A position that the
 * rules say cannot exist (seven cards in a surge, a weapon under a base-00 unit) is malformed.
 */
import { seedRng } from '../core/rng.ts';
import { nameProblem, unsafeText } from '../core/text.ts';
import type { ShapeError } from '../core/violation.ts';
import { readTools } from './coin-dice.ts';
import { readEffect } from './effect.ts';
import { readChargeSpec } from './charge-effect-card.ts';
import { readCard as readCardForm } from './card.ts';
import { gridWidth, MODES_ON, type GridName } from './field.ts';
import { renewOldLogs } from './sublimation.ts';
import { checkDependencies } from './options.ts';
import { readEarthFacts } from './surge-earth.ts';
import { readMasterField } from './master-drive.ts';
import { readPhaseDevice, readPhaseField } from './phase-device.ts';
import { CARD_KINDS, type Card, type Edition, type Format, type Mode, type Placed, type Seat, type TwgpState, type Unit, type Window } from './state.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number => Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;

/** Collects shape errors while reading. */
export class Reader {
  errors: ShapeError[] = [];
  fail(path: string, message: string): undefined {
    this.errors.push({ path, message });
    return undefined;
  }
  /** Reports fields of `o` that the form does not have. */
  only(o: Json, path: string, fields: readonly string[]): void {
    for (const k of Object.keys(o)) if (!fields.includes(k)) this.fail(`${path}.${k}`, `unknown field (the fields are ${fields.join(', ')})`);
  }
  object(v: unknown, path: string): Json | undefined {
    return isObject(v) ? v : this.fail(path, 'must be an object');
  }
  list(v: unknown, path: string, max = Infinity, why = ''): unknown[] | undefined {
    if (v === undefined) return [];
    if (!Array.isArray(v)) return this.fail(path, 'must be an array');
    if (v.length > max) return this.fail(path, `has ${v.length} entries; at most ${max}${why}`);
    return v;
  }
  int(v: unknown, path: string, min: number, max: number, fallback?: number): number | undefined {
    if (v === undefined && fallback !== undefined) return fallback;
    return isInt(v, min, max) ? v : this.fail(path, `must be an integer from ${min} to ${max === Infinity ? 'up' : max}`);
  }
  oneOf<T extends string>(v: unknown, path: string, allowed: readonly T[], fallback?: T): T | undefined {
    if (v === undefined && fallback !== undefined) return fallback;
    return allowed.includes(v as T) ? (v as T) : this.fail(path, `must be one of ${allowed.join(', ')}`);
  }
}

/**
 * The most players a position may seat: a practical bound of the project. The rules are read
 * as for two or more players (twgp.overview.note.players) with no upper number; the engine
 * plays two and takes more as listed, up to this many.
 */
export const MAX_PLAYERS = 8;
/**
 * The most vitals of a trial battle (twgp.resource.format.trial sets only a minimum of 7),
 * and so the widest grid: a practical bound of the reference engine. Its pending decisions
 * list every legal action, and the material sets of a power drive grow as two to the power
 * of the grid's width (2^10 sets of further materials at 11 squares).
 */
export const MAX_VITAL_COUNT = 11;
/**
 * The most cards a pile of a seat (deck, hand, storage) or a unit's materials may list: a
 * practical bound of the project (a trial battle's deck is three or more packs of 20 with no
 * upper number: twgp.resource.format.trial).
 */
export const MAX_ZONE_CARDS = 1000;
/** The most reserve bundles a seat may hold: a practical bound (a trial battle names no upper number of bundles). */
export const MAX_BUNDLES = 50;
const ZONE_BOUND = ` (a practical bound of the engine)`;

const CARD_FIELDS = ['name', 'kind', 'power', 'effect'] as const;
const UNIT_FIELDS = [...CARD_FIELDS, 'mode', 'controller', 'weapons', 'materials', 'plus', 'down', 'accel', 'text', 'declaredTurn', 'token'] as const;
const SEAT_FIELDS = ['battleGrid', 'vitalGrid', 'chargeGrid', 'deck', 'hand', 'surge', 'storage', 'reserves', 'finalInstalled', 'vitalsOutTurn', 'overSkillUsed', 'pool', 'tokens', 'phaseDevice', 'keepWeapons'] as const;
const POSITION_FIELDS = ['players', 'seed', 'options', 'format', 'vitalCount', 'edition', 'turn', 'seats', 'sublimated', 'tools'] as const;

/**
 * Reads a card in the protocol's card form (card.ts: name, kind, power or printed, game;
 * twgp.overview.scope.unified, twgp.status.power.conversion), with `rank`, the number of a
 * playing card used as a vital (twgp.resource.vital.playing-card: A = 1 … K = 13; a joker
 * has none, twgp.resource.note.playing-card).
 */
export function readCard(r: Reader, v: unknown, path: string, extra: readonly string[] = []): Card | undefined {
  const card: Card | undefined = readCardForm(v, path, r.errors, [...extra, 'rank', 'effect', 'set', 'charge', 'master', 'phase', 'search', 'earth']);
  if (!card || !isObject(v)) return card;
  const out: Card & { effect?: unknown } = { ...card };
  if (v.effect !== undefined) {
    const effect = readEffect(v.effect, `${path}.effect`, r.errors);
    if (effect === undefined) return undefined;
    out.effect = effect;
  }
  // A piece of a set card (twgp.resource.deck.set-cards): the set's name and its number of pieces.
  if (v.set !== undefined) {
    const set = isObject(v.set) ? v.set : undefined;
    const size = set ? r.int(set.size, `${path}.set.size`, 2, 99) : undefined;
    if (!set || typeof set.name !== 'string' || set.name === '') return r.fail(`${path}.set`, 'must be {name, size}: the set this card is a piece of and its number of pieces, 2 or more (twgp.resource.deck.set-cards)');
    if (size === undefined) return undefined;
    (out as Card & { set?: unknown }).set = { name: set.name, size };
  }
  // A charge-effect card's reading (option charge-effects, twgp.charge-effect.reading); law 1 makes it a log counter.
  if (v.charge !== undefined) {
    const read = readChargeSpec(v.charge, `${path}.charge`, r.errors);
    if (!read) return undefined;
    if (read.logCounter) out.kind = 'ログ・カウンター';
    else out.charge = read.spec;
  }
  // Options' marks: a master unit (twgp.master-drive.master-unit), a phase-device card (twgp.phase-device), a searching text (twgp.phase-device.search-cards).
  if (v.master !== undefined) {
    const master = readMasterField(v.master, `${path}.master`, (at, m) => void r.fail(at, m));
    if (!master) return undefined;
    out.master = master;
  }
  if (v.phase !== undefined) {
    const phase = readPhaseField(v.phase, `${path}.phase`, (at, m) => void r.fail(at, m));
    if (!phase) return undefined;
    out.phase = phase;
  }
  if (v.search !== undefined) {
    if (typeof v.search !== 'boolean') return r.fail(`${path}.search`, 'must be true or false (twgp.phase-device.search-cards)');
    if (v.search) out.search = true;
  }
  // A surge earth card's facts in its own game (twgp.surge-earth.card-conditions).
  if (v.earth !== undefined) {
    const earth = readEarthFacts(v.earth, `${path}.earth`, (at, m) => void r.fail(at, m));
    if (!earth) return undefined;
    out.earth = earth;
  }
  if (v.rank !== undefined) {
    const rank = r.int(v.rank, `${path}.rank`, 1, 13);
    if (rank === undefined) return undefined;
    out.rank = rank;
  }
  return out;
}

function readUnitCard(r: Reader, v: unknown, path: string, extra: readonly string[] = []): (Card & { power: number }) | undefined {
  const card = readCard(r, v, path, extra);
  if (!card) return undefined;
  if (card.kind !== undefined && card.kind !== 'ユニット') return r.fail(`${path}.kind`, "a card on the battle grid or under a unit as material is a unit: 'ユニット'");
  if (card.power === undefined) return (isObject(v) && v.power !== undefined) ? undefined : r.fail(`${path}.power`, 'a unit has a base power 0–99 (twgp.status.power.base)');
  return { ...card, kind: 'ユニット', power: card.power };
}

export function readCards(r: Reader, v: unknown, path: string, max = Infinity, why = ''): Card[] {
  return (r.list(v, path, max, why) ?? []).flatMap((c, i) => readCard(r, c, `${path}[${i}]`) ?? []);
}

interface Context {
  players: string[];
  owner: string;
  width: number;
}

/** The controller of a unit: its owner, or for the Hack modes the hacker (twgp.mode.note.hack). */
function readController(r: Reader, o: Json, path: string, mode: Mode, ctx: Context): string | undefined {
  const hacked = mode === 'Hack-Active' || mode === 'Hack-Save';
  // A grid blast declared with a Hack-Active unit stays its hacker's (twgp.mode.hack.controller, twgp.attack.grid-blast.hacker).
  if (mode === 'GB-Prompt' && typeof o.controller === 'string' && o.controller !== ctx.owner && ctx.players.includes(o.controller)) return o.controller;
  if (o.controller === undefined) {
    if (!hacked) return ctx.owner;
    const others = ctx.players.filter((p) => p !== ctx.owner);
    return others.length === 1 ? others[0] : r.fail(`${path}.controller`, 'a hacked unit names the player who controls it (with more than two players)');
  }
  if (typeof o.controller !== 'string' || !ctx.players.includes(o.controller)) return r.fail(`${path}.controller`, `must be one of the players ${ctx.players.join(', ')}`);
  if (hacked && o.controller === ctx.owner) return r.fail(`${path}.controller`, 'a hacked unit is controlled by the player who hacked it, not its owner (twgp.mode.note.hack)');
  if (!hacked && o.controller !== ctx.owner) return r.fail(`${path}.controller`, `only a hacked unit (Hack-Active, Hack-Save) is controlled by another player than its owner`);
  return o.controller;
}

/** A unit's printed text (twgp.attack.unit-text-void: kept as written, never read by the rules). */
function readText(r: Reader, v: unknown, path: string): string | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'string') return r.fail(path, 'must be the printed text (a string)');
  if (v.length > 2000) return r.fail(path, 'is longer than 2000 characters (a practical bound of the engine)');
  const problem = unsafeText(v);
  return problem === null ? v : r.fail(path, `the text ${problem}`);
}

function readUnit(r: Reader, v: unknown, path: string, ctx: Context): Unit | undefined {
  const card = readUnitCard(r, v, path, UNIT_FIELDS.slice(CARD_FIELDS.length));
  if (!card || !isObject(v)) return undefined;
  const mode = r.oneOf(v.mode, `${path}.mode`, MODES_ON.battleGrid, 'Active');
  const weapons = readCards(r, v.weapons, `${path}.weapons`, 6, ' (twgp.card-type.weapon.lay)');
  weapons.forEach((w, i) => w.kind !== undefined && w.kind !== 'ウェポン' && r.fail(`${path}.weapons[${i}].kind`, "a card laid under a unit as weapon is a 'ウェポン'"));
  if (weapons.length && card.power === 0) r.fail(`${path}.weapons`, 'a base-00 unit cannot use weapons (twgp.card-type.weapon.zero-limit)');
  if (weapons.length && mode === 'Stealth') r.fail(`${path}.weapons`, 'a stealth unit cannot carry weapons (twgp.stealth.weapon-no)');
  const materials = (r.list(v.materials, `${path}.materials`, MAX_ZONE_CARDS, ZONE_BOUND) ?? []).flatMap((m, i) => readUnitCard(r, m, `${path}.materials[${i}]`) ?? []);
  const plus = r.int(v.plus, `${path}.plus`, 0, Infinity, 0);
  const down = r.int(v.down, `${path}.down`, 0, Infinity, 0);
  const accel = v.accel === undefined ? false : typeof v.accel === 'boolean' ? v.accel : r.fail(`${path}.accel`, 'must be true or false');
  const text = readText(r, v.text, `${path}.text`);
  const declaredTurn = v.declaredTurn === undefined ? undefined : r.int(v.declaredTurn, `${path}.declaredTurn`, 1, Number.MAX_SAFE_INTEGER);
  if (v.declaredTurn !== undefined && mode !== 'GB-Prompt') r.fail(`${path}.declaredTurn`, 'only a grid-blast-declared unit (GB-Prompt) has a turn of declaration (twgp.attack.grid-blast.not-same-turn)');
  if (mode === undefined) return undefined;
  const controller = readController(r, v, path, mode, ctx);
  if (controller === undefined || plus === undefined || down === undefined || accel === undefined) return undefined;
  const unit: Unit = { uid: 0, card: text === undefined ? card : { ...card, text }, mode, controller, weapons, materials, plus, down, accel };
  // A token on the field (twgp.drive.token): its card goes back to the seat's tokens when it leaves.
  if (v.token !== undefined && typeof v.token !== 'boolean') r.fail(`${path}.token`, 'must be true or false (twgp.drive.token)');
  if (v.token === true) unit.card = { ...unit.card, token: true };
  if (declaredTurn !== undefined && mode === 'GB-Prompt') unit.declaredTurn = declaredTurn;
  return unit;
}

function readPlaced(r: Reader, v: unknown, path: string, grid: GridName): Placed | undefined {
  const card = readCard(r, v, path, ['mode']);
  const fallback = grid === 'vitalGrid' ? 'Vital' : 'Charge';
  const mode = isObject(v) ? r.oneOf(v.mode, `${path}.mode`, MODES_ON[grid], fallback) : undefined;
  return card && mode ? { card, mode } : undefined;
}

/**
 * A charge-grid square holding several cards, top first (twgp.field.charge-grid.stack): only
 * copies of the same card, all face-up upright (Active); a face-down charge card takes a square
 * of its own (twgp.field.charge-grid.capacity).
 */
function readChargeStack(r: Reader, list: unknown[], path: string): Placed | undefined {
  const cards = list.map((c, i) => readPlaced(r, c, `${path}[${i}]`, 'chargeGrid'));
  if (cards.some((c) => c === undefined) || cards.length === 0) return cards.length ? undefined : r.fail(path, 'must list the cards of the square (or be null)');
  const placed = cards as Placed[];
  const down = placed.findIndex((c) => c.mode !== 'Active');
  if (placed.length > 1 && down >= 0) return r.fail(`${path}[${down}]`, 'a face-down charge card takes a square of its own: only face-up upright cards are stacked (twgp.field.charge-grid.capacity, twgp.field.charge-grid.stack)');
  const other = placed.findIndex((c) => c.card.name !== placed[0]!.card.name);
  if (other >= 0) return r.fail(`${path}[${other}]`, `only copies of the same card are stacked on a charge square; '${placed[other]!.card.name}' is not '${placed[0]!.card.name}' (twgp.field.charge-grid.stack)`);
  const [top, ...under] = placed;
  return under.length ? { ...top!, stacked: under.map((c) => c.card) } : top;
}

function readSquares<T>(r: Reader, v: unknown, path: string, width: number, one: (v: unknown, path: string) => T | undefined): (T | null)[] {
  const list = r.list(v, path, width, ` (the grid has ${width} squares, twgp.field.note.grid-width)`) ?? [];
  const squares = list.map((sq, i) => (sq === null ? null : (one(sq, `${path}[${i}]`) ?? null)));
  return [...squares, ...Array<null>(width - squares.length).fill(null)];
}

function readSeat(r: Reader, v: unknown, path: string, ctx: Context): Seat {
  const o = r.object(v, path) ?? {};
  r.only(o, path, SEAT_FIELDS);
  const w = ctx.width;
  return {
    player: ctx.owner,
    battleGrid: readSquares(r, o.battleGrid, `${path}.battleGrid`, w, (u, p) => readUnit(r, u, p, ctx)),
    vitalGrid: readSquares(r, o.vitalGrid, `${path}.vitalGrid`, w, (c, p) => readPlaced(r, c, p, 'vitalGrid')),
    chargeGrid: readSquares(r, o.chargeGrid, `${path}.chargeGrid`, w, (c, p) => (Array.isArray(c) ? readChargeStack(r, c, p) : readPlaced(r, c, p, 'chargeGrid'))),
    deck: readCards(r, o.deck, `${path}.deck`, MAX_ZONE_CARDS, ZONE_BOUND),
    hand: readCards(r, o.hand, `${path}.hand`, MAX_ZONE_CARDS, ZONE_BOUND),
    surge: readCards(r, o.surge, `${path}.surge`, 6, ' (twgp.field.surge.place)'),
    storage: readCards(r, o.storage, `${path}.storage`, MAX_ZONE_CARDS, ZONE_BOUND),
    reserves: (r.list(o.reserves, `${path}.reserves`, MAX_BUNDLES, ZONE_BOUND) ?? []).map((b, i) => readCards(r, b, `${path}.reserves[${i}]`, MAX_ZONE_CARDS, ZONE_BOUND)),
    installed: 1,
    finalInstalled: o.finalInstalled === undefined ? false : typeof o.finalInstalled === 'boolean' ? o.finalInstalled : (r.fail(`${path}.finalInstalled`, 'must be true or false'), false),
    vitalsOutTurn: o.vitalsOutTurn === undefined || o.vitalsOutTurn === null ? null : (r.int(o.vitalsOutTurn, `${path}.vitalsOutTurn`, 1, Number.MAX_SAFE_INTEGER) ?? null),
    lost: false,
    // deck-select: the cards brought, not yet chosen (twgp.resource.deck.select).
    // Real cards prepared for tokens, apart from the deck (twgp.drive.token).
    // The phase device under the vitals (twgp.phase-device.setup).
    ...(o.phaseDevice === undefined ? {} : { phaseDevice: readPhaseDevice(o.phaseDevice, `${path}.phaseDevice`, w, (c, p, extra) => readCard(r, c, p, extra), (at, m) => void r.fail(at, m)) }),
    ...(o.tokens === undefined ? {} : { tokens: readCards(r, o.tokens, `${path}.tokens`, MAX_ZONE_CARDS, ZONE_BOUND).map((c) => ({ ...c, token: true })) }),
    ...(o.pool === undefined ? {} : { pool: readCards(r, o.pool, `${path}.pool`, MAX_ZONE_CARDS, ZONE_BOUND) }),
    // The owner's choice to leave a logged unit's weapons on its square (twgp.card-type.weapon.stay).
    ...(o.keepWeapons === undefined ? {} : { keepWeapons: typeof o.keepWeapons === 'boolean' ? o.keepWeapons : (r.fail(`${path}.keepWeapons`, 'must be true or false (twgp.card-type.weapon.stay)'), false) }),
    ...(o.overSkillUsed === undefined ? {} : { overSkillUsed: typeof o.overSkillUsed === 'boolean' ? o.overSkillUsed : (r.fail(`${path}.overSkillUsed`, 'must be true or false (twgp.sublimation.variant.over-skill)'), false) }),
  };
}

export function readPlayers(r: Reader, v: unknown, path: string): string[] | undefined {
  if (!Array.isArray(v) || v.length < 2) return r.fail(path, 'must list two or more player names in seat order (twgp.overview.note.players)');
  if (v.length > MAX_PLAYERS) return r.fail(path, `lists ${v.length} players; the engine seats at most ${MAX_PLAYERS} (a practical bound)`);
  const bad = v.findIndex((p, i) => typeof p !== 'string' || p === '' || v.indexOf(p) !== i);
  if (bad >= 0) return r.fail(`${path}[${bad}]`, 'must be a player name (a non-empty string) given once');
  const named = v.map((p: string) => nameProblem(p));
  named.forEach((problem, i) => problem && r.fail(`${path}[${i}]`, `the player name ${problem}`));
  return named.some((x) => x) ? undefined : (v as string[]);
}

/**
 * How each implemented option's value is read (the `option=` of variant clauses): the problem
 * with a value, or null.
 * - `surge-count` (twgp.attack.assault.surge-count): surge cards per direct, a positive integer;
 * - `assault-download` (twgp.attack.assault.attacker-download): true or false.
 */
const OPTION_VALUES: Record<string, (v: unknown) => string | null> = {
  'surge-count': (v) => (Number.isSafeInteger(v) && (v as number) >= 1 ? null : 'must be a positive integer: the surge cards spent per direct (twgp.attack.assault.surge-count)'),
  'assault-download': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.attack.assault.attacker-download)'),
  'sublimation-gap': (v) => (Number.isSafeInteger(v) && (v as number) >= 1 ? null : 'must be a positive integer: the gap of vitals that makes a player sublimate (twgp.sublimation.variant.gap)'),
  'over-skill-no-sublimation': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.sublimation.variant.over-skill)'),
  reuse: (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.bonus.reuse, twgp.judge.variant.reuse)'),
  'deck-select': (v) => (Number.isSafeInteger(v) && (v as number) >= 20 && (v as number) <= 1000 ? null : 'must be the number of cards each player brings for the later decks, 20 to 1000 (twgp.resource.deck.select, twgp.resource.note.deck-select)'),
  'sudden-loss': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.judge.variant.sudden)'),
  'download-face-up': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.field.download.face-up)'),
  're-vital': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.re-vital.option)'),
  bonds: (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.bonds.option)'),
  'over-skills': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.over-skill.option)'),
  'over-power-slows': (v) => (typeof v === 'boolean' ? null : 'must be true or false (the alternative reading of twgp.over-skill.note.speed)'),
  'surge-earth': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.surge-earth.option)'),
  'unit-skills': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.unit-skill.option)'),
  'deck-card-types': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.card-type.option)'),
  'log-counter-weapon': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.card-type.log-counter.variant.weapon)'),
  'log-sd-counter': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.card-type.log-counter.variant.sd-counter)'),
  'log-sd-counter-weapon': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.card-type.log-counter.variant.sd-counter-weapon)'),
  'charge-effects': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.charge-effect.option)'),
  'spell-speed': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.charge-effect.spell.variant.speed)'),
  'master-drive': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.master-drive.option)'),
  'master-skills': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.master-skill.option)'),
  'master-center': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.master-drive.variant.center)'),
  'charge-back': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.charge-back.option)'),
  'phase-device': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.phase-device.option)'),
  'phase-attribute': (v) => (typeof v === 'boolean' ? null : 'must be true or false (twgp.phase-device.variant.attribute)'),
};

/** Option keys (the `option=` of variant clauses) this engine implements. */
export const IMPLEMENTED_OPTIONS: readonly string[] = Object.keys(OPTION_VALUES);

export function readOptions(r: Reader, v: unknown, path: string): Record<string, unknown> {
  if (v === undefined) return {};
  const o = r.object(v, path);
  if (!o) return {};
  for (const key of Object.keys(o)) {
    if (!IMPLEMENTED_OPTIONS.includes(key)) r.fail(`${path}.${key}`, `option '${key}' is not implemented by this engine (it announces ${IMPLEMENTED_OPTIONS.length ? IMPLEMENTED_OPTIONS.join(', ') : 'no options'})`);
    else {
      const problem = OPTION_VALUES[key]!(o[key]);
      if (problem) r.fail(`${path}.${key}`, problem);
    }
  }
  // twgp.options.dependencies, twgp.options.variants: every adopted key's prerequisites adopted too.
  checkDependencies(o, path, (at, message) => void r.fail(at, message));
  return o;
}

export function readFormat(r: Reader, o: Json, root: string): { format: Format; vitalCount?: number } | undefined {
  const format = r.oneOf(o.format, `${root}.format`, ['half', 'full', 'trial'] as const, 'full');
  if (format !== 'trial') {
    if (o.vitalCount !== undefined) r.fail(`${root}.vitalCount`, 'only a trial battle sets its number of vitals');
    return format ? { format } : undefined;
  }
  const n = o.vitalCount;
  if (!isInt(n, 7, MAX_VITAL_COUNT) || n % 2 === 0) return r.fail(`${root}.vitalCount`, `a trial battle has an odd number of vitals, 7 or more (twgp.resource.format.trial), and at most ${MAX_VITAL_COUNT} (a practical bound)`);
  return { format, vitalCount: n };
}

/** Reads a position description; `root` names it in the paths (`position`, or `setup` for start). */
export function readPosition(value: unknown, root = 'position'): { ok: true; state: TwgpState } | { ok: false; malformed: ShapeError[] } {
  const r = new Reader();
  const o = r.object(value, root);
  if (!o) return { ok: false, malformed: r.errors };
  r.only(o, root, POSITION_FIELDS);
  const players = readPlayers(r, o.players, `${root}.players`);
  const seed = r.int(o.seed, `${root}.seed`, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 0);
  const options = readOptions(r, o.options, `${root}.options`);
  const format = readFormat(r, o, root);
  const turnObj = r.object(o.turn, `${root}.turn`);
  let turn: TwgpState['turn'] | undefined;
  if (turnObj) {
    r.only(turnObj, `${root}.turn`, ['player', 'sequence', 'number']);
    const player = !players ? undefined : players.includes(turnObj.player as string) ? (turnObj.player as string) : r.fail(`${root}.turn.player`, 'must be one of the players');
    const sequence = r.oneOf(turnObj.sequence, `${root}.turn.sequence`, ['build', 'battle'] as const);
    const number = r.int(turnObj.number, `${root}.turn.number`, 1, Number.MAX_SAFE_INTEGER, 1);
    if (player && sequence && number !== undefined) turn = { player, sequence, number };
  }
  const seatsIn = r.list(o.seats, `${root}.seats`) ?? [];
  if (players && seatsIn.length > players.length) r.fail(`${root}.seats`, `has ${seatsIn.length} seats for ${players.length} players`);
  if (!players || !format || !turn || seed === undefined || r.errors.length) {
    if (players && format) players.forEach((owner, i) => readSeat(r, seatsIn[i] ?? {}, `${root}.seats[${i}]`, { players, owner, width: gridWidth(format.format, format.vitalCount) }));
    return { ok: false, malformed: r.errors };
  }
  const edition = readEdition(r, o.edition, `${root}.edition`);
  const tools = readTools(r, o.tools, `${root}.tools`, players);
  const width = gridWidth(format.format, format.vitalCount);
  const seats = players.map((owner, i) => readSeat(r, seatsIn[i] ?? {}, `${root}.seats[${i}]`, { players, owner, width }));
  if (r.errors.length || edition === undefined) return { ok: false, malformed: r.errors };
  const numbered = numberUnits(seats);
  // The player who has sublimated (twgp.sublimation.first-only): the position's log cards all became log before this turn.
  const sublimated = o.sublimated === undefined || o.sublimated === null ? null : players.includes(o.sublimated as string) ? (o.sublimated as string) : r.fail(`${root}.sublimated`, 'must be one of the players (the one who has sublimated) or null');
  if (sublimated === undefined) return { ok: false, malformed: r.errors };
  const window: Window = turn.sequence === 'build' ? { kind: 'build', setupDone: [], reactiveDone: false } : { kind: 'battle' };
  return {
    ok: true,
    state: renewOldLogs({ ...format, edition, options, seats: numbered.seats, turn, right: turn.player, stack: [], window, queue: [], sublimated, result: null, nextUid: numbered.next, rng: seedRng(seed), ...(tools ? { tools } : {}) }),
  };
}

/** The edition of part 5 (twgp.overview.edition.setting, twgp.overview.edition.default): 2012 unless the setting says 2013. */
export function readEdition(r: Reader, v: unknown, path: string): Edition | undefined {
  if (v === undefined) return 2012;
  return v === 2012 || v === 2013 ? v : r.fail(path, 'must be 2012 or 2013 (twgp.overview.edition.setting); the pre-revision text of 2011 is a draft, not a rule (twgp.overview.edition.revision-supersedes)');
}

/** Gives every unit its identity, seat by seat and square by square. */
function numberUnits(seats: Seat[]): { seats: Seat[]; next: number } {
  let next = 1;
  const numbered = seats.map((seat) => ({ ...seat, battleGrid: seat.battleGrid.map((u) => (u ? { ...u, uid: next++ } : null)) }));
  return { seats: numbered, next };
}
