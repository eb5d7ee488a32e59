/**
 * The card database of トミーウォーカーTCG: all 36 cards of the card list, with every
 * ability written in the small ability model below (chapters `tommy-walker.cards.*`,
 * `tommy-walker.abilities.*` and `tommy-walker.card-list.cards`). The engine executes the
 * model generically; no card is special-cased by name.
 *
 * This module is also the export the website reads: `CARDS` (in card-list order),
 * `CARD_BY_ID` (stable ASCII ids usable in URLs) and `SERIES`.
 *
 * The printed fields (name, series, rarity, 性別/属性, ☆, 戦闘力, ability texts) come from the
 * spec's card table through the generated card-data.ts (`npm run tw:cards`); only the ability
 * model below (the behaviour) is written here.
 */
import { PRINTED_CARDS } from './card-data.ts';

/** 登場作品 (tommy-walker.cards.series). */
export type Series = 'TW1' | 'TW2' | 'TW3' | 'TW4';
/** レアリティ (tommy-walker.cards.rarity). */
export type Rarity = 'C' | 'U' | 'R';
/** 性別 (tommy-walker.cards.gender). */
export type Gender = '男' | '女';
/** 能力値 (tommy-walker.cards.stat). */
export type Stat = 'P' | 'T' | 'S';
/** Any attribute an ability text can name in 「」 (tommy-walker.cards.attributes.match). */
export type Attribute = Gender | Stat;

export const SERIES: Readonly<Record<Series, string>> = {
  TW1: '無限のファンタジア',
  TW2: 'シルバーレイン',
  TW3: 'エンドブレイカー!',
  TW4: 'サイキックハーツ',
};

/** Conditions of ability texts (tommy-walker.abilities.cond.*). */
export type Condition =
  /** 敵が「X」なら (tommy-walker.abilities.cond.enemy) */
  | { kind: 'enemy-has'; attribute: Attribute }
  /** 手札がN枚以下なら (tommy-walker.abilities.cond.hand) */
  | { kind: 'hand-at-most'; count: number }
  /** 「X」にライドすると (tommy-walker.abilities.cond.ride) */
  | { kind: 'rode-onto'; attribute: Attribute }
  /** 「X」に勝ったら (tommy-walker.abilities.cond.won) */
  | { kind: 'won-against'; attribute: Attribute }
  /** ライドした敵に勝ったら (tommy-walker.abilities.cond.won-rider) */
  | { kind: 'won-against-rider' };

/** This card's power becomes `value` (tommy-walker.abilities.effect.set-power). */
export interface SetPower { kind: 'set-power'; value: number }
/** Discard 1–3 hand cards with `attribute`; power by the total (tommy-walker.abilities.effect.discard-steps). */
export interface DiscardSteps { kind: 'discard-steps'; attribute: Attribute; values: readonly [number, number, number] }
/** 自分の戦闘力+N (tommy-walker.abilities.effect.add-power). */
export interface AddPower { kind: 'add-power'; amount: number }
/** ☆+N to the damage this player deals (tommy-walker.abilities.effect.stars-plus). */
export interface AddStars { kind: 'add-stars'; amount: number }
/** 敵の☆-N: the opponent deals N less (tommy-walker.abilities.effect.enemy-stars). */
export interface EnemyStars { kind: 'enemy-stars'; amount: number }
/** Take one card (with `attribute`, if any) from own discard to hand (tommy-walker.abilities.effect.take-from-discard). */
export interface TakeFromDiscard { kind: 'take-from-discard'; attribute: Attribute | null }
/** Return up to `max` hand cards to the top of the deck (tommy-walker.abilities.effect.return-to-deck). */
export interface ReturnToDeck { kind: 'return-to-deck'; max: number }
/** Apply the enemy's used on-appear ability to oneself (tommy-walker.abilities.effect.copy-appear). */
export interface CopyEnemyAppear { kind: 'copy-enemy-appear' }
/** After the damage phase, discard a hand card and take this card into hand (tommy-walker.abilities.effect.self-to-hand). */
export interface SelfToHand { kind: 'self-to-hand' }
/** ライドでしか登場できない (tommy-walker.cards.weakness.ride-only). */
export interface RideOnly { kind: 'ride-only' }

export type AppearEffect = SetPower | TakeFromDiscard | ReturnToDeck;
export type Effect = SetPower | DiscardSteps | AddPower | AddStars | EnemyStars | TakeFromDiscard | ReturnToDeck | CopyEnemyAppear | SelfToHand | RideOnly;

/** One printed ability: its timing, optional condition and effect, and the text as printed. */
export type Ability =
  | { timing: 'appear'; condition: Condition | null; effect: AppearEffect; text: string }
  | { timing: 'at'; condition: Condition | null; effect: SetPower | DiscardSteps; text: string }
  | { timing: 'hand'; barrier: boolean; condition: Condition | null; effect: AddPower | EnemyStars | CopyEnemyAppear; text: string }
  | { timing: 'dmg'; condition: Condition | null; effect: AddStars | SelfToHand; text: string }
  | { timing: 'weakness'; condition: null; effect: RideOnly; text: string };

export type Timing = Ability['timing'];

/** The printed fields of a card: the columns of the spec's card table (card-data.ts is generated from it). */
export interface PrintedCard {
  /** Stable ASCII id, usable in URLs: series and a romanised name. */
  id: string;
  series: Series;
  rarity: Rarity;
  name: string;
  /** The 性別/属性 field as printed, e.g. "男/ST". */
  attributeText: string;
  /** ダメージ: the number of ☆. */
  stars: number;
  /** 戦闘力 as printed. */
  power: number;
  /** The ability texts as printed, top first. */
  abilities: readonly string[];
}

export interface CardData extends Omit<PrintedCard, 'abilities'> {
  gender: Gender;
  /** 能力値: one, or two for the card printed "ST" (tommy-walker.card-list.note.st). */
  stats: readonly Stat[];
  /** In printed order, top first (tommy-walker.cards.ability). */
  abilities: readonly Ability[];
}

/** An ability without its printed text: the behaviour the engine owns. */
export type AbilityModel = Ability extends infer A ? (A extends Ability ? Omit<A, 'text'> : never) : never;

// Small constructors keep the table below readable; each returns plain data.
const enemyHas = (attribute: Attribute): Condition => ({ kind: 'enemy-has', attribute });
const handAtMost = (count: number): Condition => ({ kind: 'hand-at-most', count });
const rodeOnto = (attribute: Attribute): Condition => ({ kind: 'rode-onto', attribute });
const wonAgainst = (attribute: Attribute): Condition => ({ kind: 'won-against', attribute });
const setPower = (value: number): SetPower => ({ kind: 'set-power', value });

const at = (condition: Condition | null, effect: SetPower | DiscardSteps): AbilityModel => ({ timing: 'at', condition, effect });
const appear = (condition: Condition | null, effect: AppearEffect): AbilityModel => ({ timing: 'appear', condition, effect });
const barrier = (condition: Condition | null, effect: AddPower | EnemyStars | CopyEnemyAppear): AbilityModel => ({ timing: 'hand', barrier: true, condition, effect });
const dmg = (condition: Condition | null, effect: AddStars | SelfToHand): AbilityModel => ({ timing: 'dmg', condition, effect });
const starPlus = (condition: Condition): AbilityModel => dmg(condition, { kind: 'add-stars', amount: 1 });
const rideOnly: AbilityModel = { timing: 'weakness', condition: null, effect: { kind: 'ride-only' } };
const discardSteps = (attribute: Attribute, a: number, b: number, c: number): DiscardSteps => ({ kind: 'discard-steps', attribute, values: [a, b, c] });

/**
 * The ability model of every card, by card id, in printed order: the behaviour the engine
 * executes. The printed text of each ability comes from the spec's card table
 * (card-data.ts, generated); `joinCards` pairs them by position.
 */
export const ABILITY_MODELS: Readonly<Record<string, readonly AbilityModel[]>> = {
  // TW1『無限のファンタジア』
  'tw1-ralph': [at(enemyHas('女'), setPower(7900))],
  'tw1-premiere': [
    appear(rodeOnto('P'), setPower(6900)),
    starPlus(wonAgainst('P')),
  ],
  // TW2『シルバーレイン』
  'tw2-akuro-o': [at(handAtMost(3), setPower(7000))],
  'tw2-en-jusan': [at(handAtMost(3), setPower(7020))],
  'tw2-hinamori-isuka': [at(enemyHas('P'), setPower(13350))],
  'tw2-mizu-no-orochi': [
    starPlus({ kind: 'won-against-rider' }),
    starPlus(wonAgainst('S')),
  ],
  'tw2-morat-hero': [appear(rodeOnto('男'), setPower(6700))],
  'tw2-jack-maxim': [
    appear(null, { kind: 'take-from-discard', attribute: null }),
  ],
  'tw2-callisto': [
    at(handAtMost(3), setPower(5050)),
    dmg(null, { kind: 'self-to-hand' }),
  ],
  'tw2-silver-rain': [barrier(null, { kind: 'add-power', amount: 1000 })],
  'tw2-renjo': [
    barrier(null, { kind: 'copy-enemy-appear' }),
  ],
  // TW3『エンドブレイカー!』
  'tw3-zephyr': [at(enemyHas('S'), setPower(12500))],
  'tw3-burrows': [at(enemyHas('T'), setPower(12300))],
  'tw3-amina': [
    at(null, discardSteps('P', 8100, 12000, 15900)),
  ],
  'tw3-aquario': [barrier(null, { kind: 'add-power', amount: 1000 })],
  'tw3-elder-hanks': [
    appear(null, { kind: 'return-to-deck', max: 3 }),
  ],
  'tw3-grantram': [
    appear(rodeOnto('S'), setPower(6100)),
    starPlus(wonAgainst('S')),
  ],
  'tw3-maria': [appear(rodeOnto('T'), setPower(7500))],
  'tw3-dahlia': [
    at(null, discardSteps('女', 5000, 6000, 7000)),
  ],
  'tw3-cookberry': [at(enemyHas('女'), setPower(7400))],
  'tw3-algora': [
    appear(null, { kind: 'take-from-discard', attribute: 'S' }),
  ],
  'tw3-reiji': [
    at(enemyHas('T'), setPower(10400)),
    starPlus(wonAgainst('T')),
  ],
  'tw3-kadasphere': [barrier(null, { kind: 'add-power', amount: 1000 })],
  // TW4『サイキックハーツ』
  'tw4-akira-usami': [
    at(enemyHas('P'), setPower(5700)),
    starPlus(wonAgainst('P')),
  ],
  'tw4-alexis-campanella': [
    at(enemyHas('S'), setPower(9950)),
    starPlus(wonAgainst('S')),
  ],
  'tw4-hina-kuratsuchi': [
    at(null, discardSteps('女', 8200, 12600, 17000)),
  ],
  'tw4-ren-somei': [appear(rodeOnto('P'), setPower(8800))],
  'tw4-amon': [at(enemyHas('T'), setPower(14950))],
  'tw4-leticia-tachibana': [appear(rodeOnto('女'), setPower(6400))],
  'tw4-demonoid': [
    at(null, discardSteps('T', 8500, 13000, 17500)),
  ],
  'tw4-takuma-araki': [barrier(null, { kind: 'enemy-stars', amount: -1 })],
  'tw4-saya-kizuki': [
    barrier(enemyHas('P'), { kind: 'add-power', amount: 2000 }),
  ],
  'tw4-david-flooringer': [
    barrier(enemyHas('女'), { kind: 'add-power', amount: 2000 }),
  ],
  'tw4-himeko-igarashi': [
    barrier(null, { kind: 'copy-enemy-appear' }),
  ],
  'tw4-german-shark': [rideOnly, at(handAtMost(3), setPower(9700))],
  'tw4-lovelinstar': [rideOnly, at(rodeOnto('男'), setPower(9700))],
};

/** What each timing's printed text starts with (tommy-walker.cards.timing.*). */
export const TIMING_PREFIX: Readonly<Record<Timing, string>> = { appear: '登場', at: 'AT', hand: '手札', dmg: 'DMG', weakness: '弱点' };

/**
 * The cards: each printed card joined with its ability model, ability by ability. Never
 * throws: a card without a model, a model without a card, a different number of abilities or
 * a text whose timing is not the model's is a problem (test/tools/cards checks there are
 * none); the card keeps the abilities that could be paired.
 */
export function joinCards(printed: readonly PrintedCard[], models: Readonly<Record<string, readonly AbilityModel[]>>): { cards: CardData[]; problems: string[] } {
  const problems: string[] = [];
  const cards = printed.map((p): CardData => {
    const model = Object.hasOwn(models, p.id) ? models[p.id]! : [];
    const who = `card ${p.id} (${p.name})`;
    if (!Object.hasOwn(models, p.id)) problems.push(`${who} has no ability model in engine/tommy-walker/cards.ts`);
    else if (model.length !== p.abilities.length) problems.push(`${who} prints ${p.abilities.length} abilities but its model in engine/tommy-walker/cards.ts has ${model.length}`);
    const abilities: Ability[] = [];
    model.slice(0, p.abilities.length).forEach((m, i) => {
      const text = p.abilities[i]!;
      if (!text.startsWith(TIMING_PREFIX[m.timing])) problems.push(`${who}, ability ${i + 1}: the printed text '${text}' does not start with ${TIMING_PREFIX[m.timing]}, the timing of its model (${m.timing})`);
      abilities.push({ ...m, text } as Ability);
    });
    const [gender, stat = ''] = p.attributeText.split('/') as [Gender, string?];
    return { id: p.id, series: p.series, rarity: p.rarity, name: p.name, gender, stats: [...stat] as Stat[], attributeText: p.attributeText, stars: p.stars, power: p.power, abilities };
  });
  const printedIds = new Set(printed.map((p) => p.id));
  for (const id of Object.keys(models)) if (!printedIds.has(id)) problems.push(`card ${id} has an ability model in engine/tommy-walker/cards.ts but is not in the card table`);
  return { cards, problems };
}

const joined = joinCards(PRINTED_CARDS, ABILITY_MODELS);

/** All 36 cards in the order of the card list (tommy-walker.card-list.cards). */
export const CARDS: readonly CardData[] = joined.cards;

/** Where the printed cards and the ability models do not pair up; empty when they agree. */
export const CARD_MODEL_PROBLEMS: readonly string[] = joined.problems;

export const CARD_BY_ID: ReadonlyMap<string, CardData> = new Map(CARDS.map((c) => [c.id, c]));
export const CARD_BY_NAME: ReadonlyMap<string, CardData> = new Map(CARDS.map((c) => [c.name, c]));

/** The card with this id; throws only on an id the engine itself produced wrongly (callers check input first). */
export function cardOf(id: string): CardData {
  const c = CARD_BY_ID.get(id);
  if (!c) throw new Error(`unknown card id '${id}'`);
  return c;
}

/** Whether a card has an attribute (tommy-walker.cards.attributes.match): its gender or one of its stats. */
export function hasAttribute(c: CardData, attribute: Attribute): boolean {
  return c.gender === attribute || (c.stats as readonly string[]).includes(attribute);
}

/** Whether the card has the weakness ライドでしか登場できない (tommy-walker.cards.weakness.ride-only). */
export function isRideOnly(c: CardData): boolean {
  return c.abilities.some((a) => a.timing === 'weakness' && a.effect.kind === 'ride-only');
}

/** The card's 手札 ability, if it has one (tommy-walker.cards.timing.hand). */
export function handAbility(c: CardData): Extract<Ability, { timing: 'hand' }> | undefined {
  return c.abilities.find((a): a is Extract<Ability, { timing: 'hand' }> => a.timing === 'hand');
}
