/**
 * The shape of a 革新的なTCG state (engine/core/contract.ts `checkState`): every field of the
 * contract's state (setup.ts `KakushinGame`) and of the battle inside it (types.ts
 * `BattleState`: fighters, their skills, plans, panels, maintenance, ailments, the events and
 * the result), checked down to the last list entry, so that a state that passes can be
 * observed, viewed and played on without a crash. Each problem is reported with its JSON path
 * rooted at `state` (`state.battle.erased`, `state.battle.fighters[0].skills[2].categories`).
 * Nothing is thrown; the check is one pass over the value, linear in its size.
 *
 * Numbers are bounded where the engine loops or builds lists by them: the points (panels are
 * gained by them), the turn and loop limits (MAX_TURN_LIMIT, MAX_LOOP_LIMIT), the dice.
 * Fields that are not part of the state are ignored, as in the other books' checks.
 */
import type { ShapeError } from '../core/violation.ts';
import { TURN_STEPS } from './battle.ts';
import { MAX_LOOP_LIMIT, MAX_TURN_LIMIT } from './run.ts';
import { HP_PER_VITALITY, TOTAL_POINTS } from './character.ts';
import { READING_KEYS } from './readings.ts';
import { MAX_POSITION_LIST } from './setup.ts';
import { CATEGORIES, PANEL_KINDS } from './types.ts';

/** Checks one value found at JSON path `at`, adding its problems to `errors`. */
type Check = (value: unknown, at: string, errors: ShapeError[]) => void;
type Fields = Record<string, Check>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a value is, briefly, for messages (never a long echo of the input). */
function got(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (Array.isArray(v)) return 'a list';
  if (isObject(v)) return 'an object';
  if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

const fail = (errors: ShapeError[], at: string, what: string, v: unknown) => errors.push({ path: at, message: `must be ${what}; got ${got(v)}` });

// ---- the building blocks ----

const str: Check = (v, at, e) => void (typeof v !== 'string' && fail(e, at, 'a string', v));
const bool: Check = (v, at, e) => void (typeof v !== 'boolean' && fail(e, at, 'true or false', v));

function int(min: number, max = Number.MAX_SAFE_INTEGER): Check {
  const what = max === Number.MAX_SAFE_INTEGER ? `a whole number of ${min} or more` : `a whole number from ${min} to ${max}`;
  return (v, at, e) => void (!(Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max) && fail(e, at, what, v));
}

function oneOf(values: readonly unknown[]): Check {
  const what = `one of ${values.map((x) => JSON.stringify(x)).join(', ')}`;
  return (v, at, e) => void (!values.includes(v) && fail(e, at, what, v));
}

const nullable = (check: Check): Check => (v, at, e) => (v === null ? undefined : check(v, at, e));

function list(item: Check, max = Number.MAX_SAFE_INTEGER): Check {
  return (v, at, e) => {
    if (!Array.isArray(v)) return void fail(e, at, 'a list', v);
    if (v.length > max) return void e.push({ path: at, message: `has ${v.length} entries; at most ${max}` });
    v.forEach((x, i) => item(x, `${at}[${i}]`, e));
  };
}

function tuple(...items: Check[]): Check {
  return (v, at, e) => {
    if (!Array.isArray(v) || v.length !== items.length) return void fail(e, at, `a list of ${items.length} entries`, v);
    items.forEach((item, i) => item(v[i], `${at}[${i}]`, e));
  };
}

/** An object with these fields (all required) and these optional ones (absent or valid). */
function obj(fields: Fields, optional: Fields = {}): Check {
  const required = Object.entries(fields);
  const others = Object.entries(optional);
  const what = `an object {${Object.keys(fields).join(', ')}}`;
  return (v, at, e) => {
    if (!isObject(v)) return void fail(e, at, what, v);
    for (const [key, check] of required) check(Object.hasOwn(v, key) ? v[key] : undefined, `${at}.${key}`, e);
    for (const [key, check] of others) if (Object.hasOwn(v, key) && v[key] !== undefined) check(v[key], `${at}.${key}`, e);
  };
}

/** One of several object forms told apart by `tag` (`kind`, `type`, `by`): the form's fields, then its optional ones. */
function tagged(tag: string, forms: Record<string, [Fields, Fields?]>): Check {
  const tags = oneOf(Object.keys(forms));
  const checks = new Map(Object.entries(forms).map(([name, [fields, optional]]) => [name, obj(fields, optional)]));
  return (v, at, e) => {
    if (!isObject(v)) return void fail(e, at, `an object with a ${tag}`, v);
    const form = typeof v[tag] === 'string' && Object.hasOwn(v, tag) ? checks.get(v[tag]) : undefined;
    if (!form) return tags(Object.hasOwn(v, tag) ? v[tag] : undefined, `${at}.${tag}`, e);
    form(v, at, e);
  };
}

/** A map from names to values (usesThisTurn). */
const record = (value: Check): Check => (v, at, e) => {
  if (!isObject(v)) return void fail(e, at, 'an object', v);
  for (const key of Object.keys(v)) value(v[key], `${at}[${JSON.stringify(key)}]`, e);
};

// ---- the game's vocabulary (types.ts) ----

const side = oneOf([0, 1]);
const count = int(0);
const number: Check = (v, at, e) => void (!(typeof v === 'number' && Number.isFinite(v)) && fail(e, at, 'a finite number', v));
const kind = oneOf(PANEL_KINDS);
const kindOrAny = oneOf([...PANEL_KINDS, 'any']);
const costSymbol = oneOf([...PANEL_KINDS, '白']);
const category = oneOf(CATEGORIES);
const ailment = oneOf(['Freeze', 'Confuse', 'Poison', 'Bind']);
const die = int(1, 6);
const recovery = int(0, 6);
const panel = obj({ kind, ailments: list(ailment) });
const panels = list(panel);

/** A skill entry (types.ts SkillDef) and its effects (Effect). */
const effect = tagged('kind', {
  damage: [{ amount: count }],
  heal: [{ amount: count }],
  guard: [{ amount: count }],
  counter: [{ amount: count }],
  'erase-panels': [{ count }],
  'ail-panels': [{ ailment, count, on: oneOf(['opponent', 'paid']) }],
  'bind-plan': [{ recover: recovery }],
  poison: [{ amount: count, recover: recovery }],
  'discard-own-panels': [{}],
  'refund-cost': [{}],
  'return-to-unused': [{}],
  'self-play': [{}],
  declare: [{}],
  'plan-capacity': [{ chars: count }],
  absorb: [{ perPanel: count }],
  unknown: [{}],
});
const skill = obj(
  {
    name: str, cost: list(costSymbol), categories: list(category), mode: oneOf(['active', 'passive', 'constant']),
    effects: list(effect), status: oneOf(['canon', 'sample']),
    sourced: list(oneOf(['name', 'reading', 'cost', 'categories', 'effects', 'text'])), note: str, clauses: list(str),
  },
  { reading: str, text: str, banned: bool },
);

/** A read plan sentence (Statement): its conditions and its directive (kakushin.plan.*). */
const selector = tagged('by', { name: [{ name: str }], all: [{}], 'sword-art': [{}], magic: [{}], class: [{}, { attribute: kind, category }] });
const who = oneOf(['self', 'opponent']);
const cmp = oneOf(['>=', '<=', '<', '>', '=']);
const n = int(Number.MIN_SAFE_INTEGER);
const condition = tagged('kind', {
  'panel-count': [{ who, panel: kindOrAny, cmp, n }],
  stat: [{ who, stat: oneOf(['vitality', 'intellect', 'fire', 'water', 'wind', 'earth', 'sword']), cmp, n }],
  hp: [{ who, cmp, n }],
  'hp-percent': [{ who, cmp, n }],
  turn: [{ cmp, n }],
  order: [{ first: bool }],
  holds: [{ who, skill: str }],
  using: [{ skills: selector }],
  'turn-end': [{}],
});
const target = tagged('kind', { panel: [{ panel: kind }], 'most-panels': [{}], 'fewest-panels': [{}], plan: [{ index: n }] });
const directive = tagged('kind', {
  prefer: [{ skills: selector }],
  forbid: [{ skills: selector }],
  limit: [{ skills: selector, max: count }],
  reserve: [{ panel: kindOrAny, n: count }],
  target: [{ target }, { ailment }],
  'give-up-first': [{}],
  release: [{ skills: selector }],
  'panel-order': [{ order: list(kind) }],
  pay: [{ symbol: costSymbol, panel: kind }, { skills: selector }],
  'reduce-order': [{ order: list(kind) }],
});
const statement = obj({ sentence: int(1), offset: count, line: int(1), text: str, conditions: list(condition), directive });
const diagnostic = obj({ sentence: int(1), offset: count, line: int(1), column: count, text: str, clause: str, message: str }, { instead: str });

/** A character in battle (Fighter); its HP within its maximum, its points each within a sheet's total. */
const point = int(0, TOTAL_POINTS);
const fighterFields = obj({
  name: str,
  points: obj({ vitality: int(1, TOTAL_POINTS), intellect: point, fire: point, water: point, wind: point, earth: point, sword: point }),
  maxHp: int(HP_PER_VITALITY, TOTAL_POINTS * HP_PER_VITALITY),
  hp: count,
  skills: list(skill),
  plan: list(statement),
  panels,
  maintenance: list(obj({ skill: str, cost: list(costSymbol), guard: count })),
  ailments: list(obj({ name: ailment, recover: recovery, damage: count })),
  bound: list(obj({ sentence: int(1), recover: recovery })),
  usesThisTurn: record(count),
  deferred: panels,
  lost: panels,
  usedMikuny: bool,
});
const fighter: Check = (v, at, e) => {
  const before = e.length;
  fighterFields(v, at, e);
  const f = v as { hp: number; maxHp: number };
  if (e.length === before && f.hp > f.maxHp) e.push({ path: `${at}.hp`, message: `must be at most the maximum HP ${f.maxHp}; got ${f.hp}` });
};

/** The battle's end (BattleResult). */
const result = obj({
  winner: nullable(side), losers: list(side, 2), gmWins: bool,
  cause: oneOf(['hp-zero', 'both-zero', 'turn-limit', 'loop']), clause: str, reason: str,
});

/** The battle log (BattleEvent), entry by entry. */
const event = tagged('type', {
  'battle-start': [{ names: tuple(str, str), hp: tuple(number, number) }],
  erased: [{ side, skill: str }],
  'initiative-roll': [{ rolls: tuple(number, number), totals: tuple(number, number) }],
  initiative: [{ first: side, gaveUp: nullable(side) }],
  'turn-start': [{ turn: number }],
  'ailment-check': [{ side, ailment, roll: number, recovered: bool }, { sentence: number }],
  'ailment-damage': [{ side, ailment, amount: number, hp: number }],
  'panels-gained': [{ side, gained: panels, reduced: list(kind), deferred: bool, panels }],
  'maintenance-released': [{ side, skill: str, reason: oneOf(['shortfall', 'plan', 'freeze']), clause: str }],
  'skill-used': [{ side, skill: str, passive: bool, paid: panels, panels }],
  damage: [{ side, amount: number, prevented: number, hp: number, maxHp: number }],
  heal: [{ side, amount: number, hp: number, maxHp: number }],
  'panels-erased': [{ side, panels, clause: str }],
  'ailment-given': [{ side, ailment, on: oneOf(['character', 'panels', 'plan']) }, { panels, sentence: number }],
  refund: [{ side, panels, remaining: panels }],
  'no-effect': [{ side, skill: str, clause: str, reason: str }],
  maintained: [{ side, skill: str, count: number }],
  'deferred-added': [{ side, panels, remaining: panels }],
  'regained-used': [{ side, panels }],
  'turn-end': [{ turn: number, panels: tuple(panels, panels) }],
  loop: [{ side, uses: number }],
  tiebreak: [{ step: oneOf(['ratio', 'vitality', 'dice']), values: (v, at, e) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? tuple(str, str) : tuple(number, number))(v, at, e) }],
  result: [{ result }],
});

/** The battle (BattleState); its turn within its turn limit. */
const battleFields = obj(
  {
    fighters: tuple(fighter, fighter),
    first: nullable(side),
    turn: count,
    rng: obj({ state: int(0, 0xffffffff) }),
    options: obj({ turnLimit: int(1, MAX_TURN_LIMIT), loopLimit: int(1, MAX_LOOP_LIMIT), final: bool }),
    readings: list(oneOf(READING_KEYS)),
    erased: list(str),
    events: list(event),
    result: nullable(result),
  },
  { dice: list(die, MAX_POSITION_LIST) },
);
const battle: Check = (v, at, e) => {
  const before = e.length;
  battleFields(v, at, e);
  const b = v as { turn: number; options: { turnLimit: number } };
  if (e.length === before && b.turn > b.options.turnLimit) e.push({ path: `${at}.turn`, message: `must be at most the turn limit ${b.options.turnLimit}; got ${b.turn}` });
};

/** What the contract keeps of each sheet (SheetReading). */
const sheet = obj({ learned: list(str), planLength: count, planVoid: list(diagnostic) });

const players: Check = (v, at, e) => {
  tuple(str, str)(v, at, e);
  if (Array.isArray(v) && v.length === 2 && v[0] === v[1] && typeof v[0] === 'string') e.push({ path: at, message: 'must be two different player names' });
};

const game = obj({ players, battle, sheets: tuple(sheet, sheet), next: nullable(oneOf(TURN_STEPS)) });

/** Problems that make `value` not a state of this engine, by JSON path from `state`; empty when it is one. */
export function checkGameState(value: unknown): ShapeError[] {
  if (!isObject(value)) return [{ path: 'state', message: 'a state is an object {players, battle, sheets, next}' }];
  const errors: ShapeError[] = [];
  game(value, 'state', errors);
  return errors;
}
