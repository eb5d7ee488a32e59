/**
 * The card-effect vocabulary: what the base system reads of a card's text (chapters 13, 14,
 * 16 and 18). TWGP plays other games' cards, so a card's text is written, at the table and
 * in a position, in the few terms the base system can act on: how the card goes off
 * (its property, twgp.property.kinds), what it costs (twgp.cost.list, twgp.matrix.instant-cost)
 * and the steps it does, each of them a reading of the text under the matrix
 * (twgp.matrix, twgp.matrix.note.precedence). Text the base system cannot act on is not
 * written (it is void: twgp.matrix.void-texts).
 *
 * The form (`card.effect`, docs/protocol/twgp.schema.json `$defs/effect`):
 *
 *     {"property": "log-counter", "cost": {"kind": "surge", "count": 1}, "do": [{"type": "vital-loss", "count": 1}]}
 *
 * A text written in several paragraphs gives each paragraph its own condition, cost and steps
 * (twgp.resource.paragraphs-independent), the property staying the card's:
 *
 *     {"property": "charge-trap", "paragraphs": [{"cost": {"kind": "surge", "count": 2}, "do": [...]}, {"when": "targeted", "do": [...]}]}
 */
import type { ShapeError } from '../core/violation.ts';

/** The four kinds of property cards (twgp.property.kinds). */
export const PROPERTIES = ['vital-trap', 'vital-counter', 'charge-trap', 'log-counter'] as const;
export type Property = (typeof PROPERTIES)[number];

/** The thirteen costs (twgp.cost.list) by key. */
export const COST_KINDS = [
  'surge', 'close', 'damage', 'recharge', 'download', 'shut-down', 'link-log',
  'deck-log', 'unit-log', 'weapon-log', 'charge-log', 'frame-log', 'phase-lost',
] as const;
export type CostKind = (typeof COST_KINDS)[number];

/**
 * A cost: one of the thirteen (`kind`, `count`), or a company's numeric cost as printed
 * (`instant`), which matrix 07 reads as 1 damage for an instant effect (twgp.matrix.instant-cost).
 */
export type Cost = { kind: CostKind; count: number } | { instant: number };

/**
 * The steps an effect does, in order. Each names the clause that reads it:
 * - `vital-loss`: the affected player loses `count` vitals (a log counter's is unstoppable: twgp.direct.unstoppable);
 * - `log-out`: the target unit goes to the log without comparing power (matrix 02, twgp.matrix.once-per-game);
 * - `multiply`: the target unit's computed power times `factor`, once per value (matrix 04, twgp.matrix.void-processes);
 * - `search`, `return-deleted`: searching the pile, bringing back a deleted card (void: matrix 04);
 * - `deck-reduce`: the affected player's pile loses `count` cards from the top to the log (deck-out), capped by matrix 05 (twgp.matrix.deck-reduction);
 * - `discard`: `count` cards of the hand to the log, read as to the bottom of the pile (matrix 08, twgp.matrix.no-hand-discard);
 * - `deck-select`: take a card chosen from the pile, read as the 2nd card after six shuffles (matrix 09, twgp.matrix.deck-select); with `unit`, only a unit fits;
 * - `draw`: draw `count`, read as setup (matrix 10, twgp.matrix.draw);
 * - `extra-turn`: the player takes the next turn too (twgp.sequence.note.extra-turn, matrix 03);
 * - `count`: the card counts its effect (twgp.count.effect) for `turns` (capped at 3: twgp.count.note.number-cap);
 * - `vital-decrease`, `vital-increase`: count a vital down or up step by step (twgp.count.vital.decrease, twgp.count.vital.increase);
 * - `unit-life`: the target unit counts with the vital under it (twgp.count.unit-life, twgp.count.note.life-card);
 * - `count-e`: the card counts re-actives as a Count‐E (twgp.count.count-e);
 * - `coin`, `die`: toss a coin or roll a die, by the coin-dice rules (twgp.coin-dice);
 * - `win`: the player wins — text contradicting the victory conditions (void: matrix 06);
 * - `token`: the player puts a token `name` on their battle grid, valid only with a real card of that name prepared apart from the deck (twgp.drive.token; token.ts placeToken);
 * - `face-down`: the target unit is forced face down (裏タテ置き), which never works on a unit of base power 04 or more (twgp.stealth.high-power-immune; stealth.ts forceFaceDown);
 * - `attack`: a log counter's attack of `power` (00–99) on a unit its owner chooses, or a direct (log-counter-attack.ts,
 *   twgp.card-type.log-counter.direct); `power` absent: the text's number converts to no power, read as 06 (twgp.card-type.log-counter.power-06).
 */
export type EffectStep =
  | { type: 'vital-loss'; count: number }
  | { type: 'log-out' }
  | { type: 'multiply'; factor: number }
  | { type: 'search' }
  | { type: 'return-deleted' }
  | { type: 'deck-reduce'; count: number }
  | { type: 'discard'; count: number }
  | { type: 'deck-select'; unit: boolean }
  | { type: 'draw'; count: number }
  | { type: 'extra-turn' }
  | { type: 'count'; turns: number }
  | { type: 'vital-decrease' }
  | { type: 'vital-increase' }
  | { type: 'unit-life' }
  | { type: 'count-e' }
  | { type: 'coin' }
  | { type: 'die' }
  | { type: 'win' }
  | { type: 'face-down' }
  | { type: 'token'; name: string }
  | { type: 'attack'; power?: number };

export const STEP_TYPES = [
  'vital-loss', 'log-out', 'multiply', 'search', 'return-deleted', 'deck-reduce', 'discard', 'deck-select', 'draw',
  'extra-turn', 'count', 'vital-decrease', 'vital-increase', 'unit-life', 'count-e', 'coin', 'die', 'win', 'face-down', 'token',
  'attack',
] as const;

/** Steps that need a target unit named in the activation. */
export const TARGETED_STEPS: readonly EffectStep['type'][] = ['log-out', 'multiply', 'unit-life', 'face-down', 'attack'];

/** Steps whose number field is `count` (at least 1). */
const COUNTED: readonly string[] = ['vital-loss', 'deck-reduce', 'discard', 'draw'];

/** One paragraph of a card's text: its own condition, cost and steps (twgp.resource.paragraphs-independent). */
export interface Paragraph {
  /** A trap's condition: `targeted` — only while a declaration on the stack affects its owner; absent: any moment of the battle sequence. */
  when?: 'targeted';
  cost?: Cost;
  do: EffectStep[];
}

/**
 * A card's effect: one paragraph written at the top (`when`, `cost`, `do`), or two or more in
 * `paragraphs`, never both.
 */
export interface CardEffect extends Partial<Paragraph> {
  /** How the card goes off; absent: read from its kind (チャージ・トラップ, ログ・カウンター), else none. */
  property?: Property;
  /** The paragraphs of a text written in two or more, each independent of the others. */
  paragraphs?: Paragraph[];
}

/** The paragraphs of an effect, in the card's order (one for an effect written at the top). */
export function paragraphsOf(effect: CardEffect): Paragraph[] {
  if (effect.paragraphs) return effect.paragraphs;
  const one: Paragraph = { do: effect.do ?? [] };
  if (effect.when) one.when = effect.when;
  if (effect.cost) one.cost = effect.cost;
  return [one];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown, max = 99): v is number => Number.isSafeInteger(v) && (v as number) >= 1 && (v as number) <= max;

export function readCost(v: unknown, path: string, errors: ShapeError[]): Cost | undefined {
  if (!isObject(v)) return void errors.push({ path, message: 'must be a cost {"kind", "count"} or {"instant"}' });
  if ('instant' in v) {
    for (const k of Object.keys(v)) if (k !== 'instant') errors.push({ path: `${path}.${k}`, message: 'unknown field (a printed numeric cost has only instant)' });
    return isCount(v.instant, 1000000) ? { instant: v.instant } : void errors.push({ path: `${path}.instant`, message: 'must be the printed number, 1 or more' });
  }
  for (const k of Object.keys(v)) if (k !== 'kind' && k !== 'count') errors.push({ path: `${path}.${k}`, message: 'unknown field (the fields are kind, count)' });
  const kind = COST_KINDS.includes(v.kind as CostKind) ? (v.kind as CostKind) : void errors.push({ path: `${path}.kind`, message: `must be one of ${COST_KINDS.join(', ')} (twgp.cost.list)` });
  const count = isCount(v.count) ? v.count : void errors.push({ path: `${path}.count`, message: 'must be a number of cards from 1 to 99' });
  return kind && count ? { kind, count } : undefined;
}

function readStep(v: unknown, path: string, errors: ShapeError[]): EffectStep | undefined {
  if (!isObject(v) || !STEP_TYPES.includes(v.type as never)) return void errors.push({ path: `${path}.type`, message: `must be one of ${STEP_TYPES.join(', ')}` });
  const type = v.type as EffectStep['type'];
  const fields = COUNTED.includes(type) ? ['count'] : type === 'multiply' ? ['factor'] : type === 'count' ? ['turns'] : type === 'deck-select' ? ['unit'] : type === 'token' ? ['name'] : type === 'attack' ? ['power'] : [];
  for (const k of Object.keys(v)) if (k !== 'type' && !fields.includes(k)) errors.push({ path: `${path}.${k}`, message: `unknown field (a ${type} step has ${fields.length ? fields.join(', ') : 'no other field'})` });
  if (COUNTED.includes(type)) return isCount(v.count) ? ({ type, count: v.count } as EffectStep) : void errors.push({ path: `${path}.count`, message: 'must be a number from 1 to 99' });
  if (type === 'multiply') return Number.isSafeInteger(v.factor) && (v.factor as number) >= 2 && (v.factor as number) <= 10 ? { type, factor: v.factor as number } : void errors.push({ path: `${path}.factor`, message: 'must be a whole factor from 2 to 10' });
  if (type === 'count') return isCount(v.turns) ? { type, turns: v.turns } : void errors.push({ path: `${path}.turns`, message: 'must be a number of turns from 1 to 99' });
  if (type === 'deck-select') return v.unit === undefined || typeof v.unit === 'boolean' ? { type, unit: v.unit === true } : void errors.push({ path: `${path}.unit`, message: 'must be true or false' });
  if (type === 'token') return typeof v.name === 'string' && v.name !== '' && v.name.length <= 100 ? { type, name: v.name } : void errors.push({ path: `${path}.name`, message: 'must be the name of the token (a non-empty string of at most 100 characters)' });
  if (type === 'attack') {
    if (v.power === undefined) return { type };
    return Number.isSafeInteger(v.power) && (v.power as number) >= 0 && (v.power as number) <= 99 ? { type, power: v.power as number } : void errors.push({ path: `${path}.power`, message: 'must be a power from 0 to 99, or absent for a number that converts to no power (twgp.card-type.log-counter.power-06)' });
  }
  return { type } as EffectStep;
}

/** Reads one paragraph's `when`, `cost` and `do` at `path`. */
function readParagraph(v: Json, path: string, errors: ShapeError[]): Paragraph | undefined {
  const before = errors.length;
  if (v.when !== undefined && v.when !== 'targeted') errors.push({ path: `${path}.when`, message: "must be 'targeted' (or absent)" });
  const cost = v.cost === undefined ? undefined : readCost(v.cost, `${path}.cost`, errors);
  const list = Array.isArray(v.do) && v.do.length >= 1 && v.do.length <= 10 ? v.do : (errors.push({ path: `${path}.do`, message: 'must list 1 to 10 steps' }), []);
  const steps = list.map((s, i) => readStep(s, `${path}.do[${i}]`, errors));
  if (errors.length > before) return undefined;
  const paragraph: Paragraph = { do: steps as EffectStep[] };
  if (v.when === 'targeted') paragraph.when = 'targeted';
  if (cost) paragraph.cost = cost;
  return paragraph;
}

/** Reads `card.effect` at `path`; problems by JSON path. */
export function readEffect(v: unknown, path: string, errors: ShapeError[]): CardEffect | undefined {
  if (!isObject(v)) return void errors.push({ path, message: 'must be an effect {"property"?, "when"?, "cost"?, "do"} or {"property"?, "paragraphs"}' });
  const several = v.paragraphs !== undefined;
  const fields = several ? ['property', 'paragraphs'] : ['property', 'when', 'cost', 'do'];
  for (const k of Object.keys(v)) if (!fields.includes(k)) errors.push({ path: `${path}.${k}`, message: several ? 'unknown field (an effect in paragraphs has property and paragraphs; each paragraph has its own when, cost, do)' : 'unknown field (the fields are property, when, cost, do; or property, paragraphs)' });
  const before = errors.length;
  const property = v.property === undefined ? undefined : PROPERTIES.includes(v.property as Property) ? (v.property as Property) : void errors.push({ path: `${path}.property`, message: `must be one of ${PROPERTIES.join(', ')} (twgp.property.kinds)` });
  let effect: CardEffect | undefined;
  if (several) {
    const list = Array.isArray(v.paragraphs) && v.paragraphs.length >= 2 && v.paragraphs.length <= 10 ? v.paragraphs : (errors.push({ path: `${path}.paragraphs`, message: 'must list 2 to 10 paragraphs (a text of one paragraph is written at the top: when, cost, do)' }), []);
    const paragraphs = list.map((p, i) => (isObject(p) ? readParagraph(p, `${path}.paragraphs[${i}]`, errors) : void errors.push({ path: `${path}.paragraphs[${i}]`, message: 'must be a paragraph {"when"?, "cost"?, "do"}' })));
    for (const [i, p] of list.entries()) if (isObject(p)) for (const k of Object.keys(p)) if (!['when', 'cost', 'do'].includes(k)) errors.push({ path: `${path}.paragraphs[${i}].${k}`, message: 'unknown field (a paragraph has when, cost, do)' });
    if (errors.length === before) effect = { paragraphs: paragraphs as Paragraph[] };
  } else {
    const one = readParagraph(v, path, errors);
    if (one) effect = { ...one };
  }
  if (errors.length > before || !effect) return undefined;
  return property ? { property, ...effect } : effect;
}
