/**
 * The card database of トミーウォーカーTCG: all 36 cards of the card list, with every
 * ability written in the small ability model below (chapters `tommy-walker.cards.*`,
 * `tommy-walker.abilities.*` and `tommy-walker.card-list.cards`). The engine executes the
 * model generically; no card is special-cased by name.
 *
 * This module is also the export the website reads: `CARDS` (in card-list order),
 * `CARD_BY_ID` (stable ASCII ids usable in URLs) and `SERIES`.
 */

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

export interface CardData {
  /** Stable ASCII id, usable in URLs: series and a romanised name. */
  id: string;
  series: Series;
  rarity: Rarity;
  name: string;
  gender: Gender;
  /** 能力値: one, or two for the card printed "ST" (tommy-walker.card-list.note.st). */
  stats: readonly Stat[];
  /** The 性別/属性 field as printed, e.g. "男/ST". */
  attributeText: string;
  /** ダメージ: the number of ☆. */
  stars: number;
  /** 戦闘力 as printed. */
  power: number;
  /** In printed order, top first (tommy-walker.cards.ability). */
  abilities: readonly Ability[];
}

// Small constructors keep the table below readable; each returns plain data.
const enemyHas = (attribute: Attribute): Condition => ({ kind: 'enemy-has', attribute });
const handAtMost = (count: number): Condition => ({ kind: 'hand-at-most', count });
const rodeOnto = (attribute: Attribute): Condition => ({ kind: 'rode-onto', attribute });
const wonAgainst = (attribute: Attribute): Condition => ({ kind: 'won-against', attribute });
const setPower = (value: number): SetPower => ({ kind: 'set-power', value });

const at = (text: string, condition: Condition | null, effect: SetPower | DiscardSteps): Ability => ({ timing: 'at', condition, effect, text });
const appear = (text: string, condition: Condition | null, effect: AppearEffect): Ability => ({ timing: 'appear', condition, effect, text });
const barrier = (text: string, condition: Condition | null, effect: AddPower | EnemyStars | CopyEnemyAppear): Ability => ({ timing: 'hand', barrier: true, condition, effect, text });
const dmg = (text: string, condition: Condition | null, effect: AddStars | SelfToHand): Ability => ({ timing: 'dmg', condition, effect, text });
const starPlus = (text: string, condition: Condition): Ability => dmg(text, condition, { kind: 'add-stars', amount: 1 });
const rideOnly: Ability = { timing: 'weakness', condition: null, effect: { kind: 'ride-only' }, text: '弱点:ライドでしか登場できない' };
const discardSteps = (attribute: Attribute, a: number, b: number, c: number): DiscardSteps => ({ kind: 'discard-steps', attribute, values: [a, b, c] });

function card(id: string, series: Series, rarity: Rarity, name: string, attributeText: string, stars: number, power: number, abilities: Ability[]): CardData {
  const [gender, stat] = attributeText.split('/') as [Gender, string];
  return { id, series, rarity, name, gender, stats: [...stat] as Stat[], attributeText, stars, power, abilities };
}

/** All 36 cards in the order of the card list (tommy-walker.card-list.cards). */
export const CARDS: readonly CardData[] = [
  // TW1『無限のファンタジア』
  card('tw1-ralph', 'TW1', 'C', 'チキンレッグの翔剣士・ラルフ', '男/T', 4, 2800, [at('AT:敵が「女」なら7900', enemyHas('女'), setPower(7900))]),
  card('tw1-premiere', 'TW1', 'C', 'はじまりは・プルミエール', '女/P', 2, 5100, [
    appear('登場:「P」にライドすると6900', rodeOnto('P'), setPower(6900)),
    starPlus('DMG:「P」に勝ったら☆+1', wonAgainst('P')),
  ]),
  // TW2『シルバーレイン』
  card('tw2-akuro-o', 'TW2', 'C', '悪路王', '男/T', 2, 4000, [at('AT:手札が3枚いかなら7000', handAtMost(3), setPower(7000))]),
  card('tw2-en-jusan', 'TW2', 'C', '「神将」燕・十三', '男/P', 3, 3600, [at('AT:手札が3枚以下なら7020', handAtMost(3), setPower(7020))]),
  card('tw2-hinamori-isuka', 'TW2', 'C', '雛森・イスカ', '女/P', 2, 3900, [at('AT:敵が「P」なら13350', enemyHas('P'), setPower(13350))]),
  card('tw2-mizu-no-orochi', 'TW2', 'C', '水のオロチ', '女/T', 2, 4700, [
    starPlus('DMG:ライドした敵に勝ったら☆+1', { kind: 'won-against-rider' }),
    starPlus('DMG:「S」に勝ったら☆+1', wonAgainst('S')),
  ]),
  card('tw2-morat-hero', 'TW2', 'C', 'モーラットヒーロー', '男/S', 3, 4300, [appear('登場:「男」にライドすると6700', rodeOnto('男'), setPower(6700))]),
  card('tw2-jack-maxim', 'TW2', 'U', 'ジャック・マキシム達', '男/P', 4, 1600, [
    appear('登場:捨て札から一枚選び、手札に加えても良い', null, { kind: 'take-from-discard', attribute: null }),
  ]),
  card('tw2-callisto', 'TW2', 'R', '清廉騎士カリスト', '男/ST', 3, 3700, [
    at('AT:手札が三枚以下なら5050', handAtMost(3), setPower(5050)),
    dmg('DMG:ダメージフェイズ終了後に、手札を1枚捨て、代わりにこのカードを手札にしても良い', null, { kind: 'self-to-hand' }),
  ]),
  card('tw2-silver-rain', 'TW2', 'R', 'シルバーレイン', '男/P', 2, 3500, [barrier('手札:「結界」自分の戦闘力+1000', null, { kind: 'add-power', amount: 1000 })]),
  card('tw2-renjo', 'TW2', 'R', '妖狐七星将・廉貞', '男/S', 3, 3300, [
    barrier('手札:「結界」敵の「登場」能力が発動したら、自分にそれを適用しても良い', null, { kind: 'copy-enemy-appear' }),
  ]),
  // TW3『エンドブレイカー!』
  card('tw3-zephyr', 'TW3', 'C', '革命聖女ゼファー', '女/S', 3, 3500, [at('AT:敵が「S」なら12500', enemyHas('S'), setPower(12500))]),
  card('tw3-burrows', 'TW3', 'C', '豪放の魔獣戦士・バロウズ', '男/P', 2, 4200, [at('AT:敵が「T」なら12300', enemyHas('T'), setPower(12300))]),
  card('tw3-amina', 'TW3', 'C', '桜苺の星霊術士・アミナ', '女/S', 3, 4200, [
    at('AT:手札の「P」を1枚捨てたら8100\n2枚捨てたら12000/\n3枚捨てたら15900', null, discardSteps('P', 8100, 12000, 15900)),
  ]),
  card('tw3-aquario', 'TW3', 'C', '水神アクエリオ', '男/T', 4, 3800, [barrier('手札:「結界」自分の戦闘力+1000', null, { kind: 'add-power', amount: 1000 })]),
  card('tw3-elder-hanks', 'TW3', 'C', 'ハンクス長老', '男/T', 2, 3900, [
    appear('登場:手札を3枚まで、好きな順番で山札に戻しても良い', null, { kind: 'return-to-deck', max: 3 }),
  ]),
  card('tw3-grantram', 'TW3', 'C', 'ハンマーの城塞騎士・グラントラム', '男/P', 2, 5200, [
    appear('登場:「S」にライドすると6100', rodeOnto('S'), setPower(6100)),
    starPlus('DMG:「S」に勝ったら☆+1', wonAgainst('S')),
  ]),
  card('tw3-maria', 'TW3', 'C', '崩落のマリア', '女/T', 1, 6000, [appear('登場:「T」にライドすると7500', rodeOnto('T'), setPower(7500))]),
  card('tw3-dahlia', 'TW3', 'C', '魔法剣士・ダリア', '女/T', 4, 4000, [
    at('AT:手札の「女」を1枚捨てたら5000\n2枚捨てたら6000\n3枚捨てたら7000', null, discardSteps('女', 5000, 6000, 7000)),
  ]),
  card('tw3-cookberry', 'TW3', 'C', '緑の塔主・クックベリー', '女/P', 2, 5300, [at('AT:敵が「女」なら7400', enemyHas('女'), setPower(7400))]),
  card('tw3-algora', 'TW3', 'C', 'ラビシャン女王・アルゴラ', '女/P', 2, 4800, [
    appear('登場:捨て札から「S」を一枚選び、手札に加えても良い', null, { kind: 'take-from-discard', attribute: 'S' }),
  ]),
  card('tw3-reiji', 'TW3', 'C', '六花結びの魔法剣士・レイジ', '男/T', 4, 2300, [
    at('AT:敵が「T」なら10400', enemyHas('T'), setPower(10400)),
    starPlus('DMG:「T」に勝ったら☆+1', wonAgainst('T')),
  ]),
  card('tw3-kadasphere', 'TW3', 'R', '形成するものカダスフィア', '男/P', 4, 2000, [barrier('手札:「結界」自分の戦闘力+1000', null, { kind: 'add-power', amount: 1000 })]),
  // TW4『サイキックハーツ』
  card('tw4-akira-usami', 'TW4', 'C', '宇佐美・アキラ', '女/T', 3, 4400, [
    at('AT:敵が「P」なら5700', enemyHas('P'), setPower(5700)),
    starPlus('DMG:「P」に勝ったら☆+1', wonAgainst('P')),
  ]),
  card('tw4-alexis-campanella', 'TW4', 'C', '『吸血鬼』アレクシス・カンパネラ', '男/P', 4, 2300, [
    at('AT:敵が「S」なら9950', enemyHas('S'), setPower(9950)),
    starPlus('DMG:「S」に勝ったら☆+1', wonAgainst('S')),
  ]),
  card('tw4-hina-kuratsuchi', 'TW4', 'C', '倉槌・緋那', '女/T', 2, 3800, [
    at('AT:手札の「女」を1枚捨てたら8200\n2枚捨てたら12600\n3枚捨てたら17000', null, discardSteps('女', 8200, 12600, 17000)),
  ]),
  card('tw4-ren-somei', 'TW4', 'C', '葬名・煉', '男/P', 2, 4600, [appear('登場:「P」にライドすると8800', rodeOnto('P'), setPower(8800))]),
  card('tw4-amon', 'TW4', 'C', 'ソロモンの悪魔『アモン』', '男/T', 3, 2800, [at('AT:敵が「T」なら14950', enemyHas('T'), setPower(14950))]),
  card('tw4-leticia-tachibana', 'TW4', 'C', '橘・レティシア', '女/S', 2, 5600, [appear('登場:「女」にライドすると6400', rodeOnto('女'), setPower(6400))]),
  card('tw4-demonoid', 'TW4', 'C', 'デモノイド', '男/P', 3, 4000, [
    at('AT:手札の「T」を1枚捨てたら8500\n2枚捨てたら13000\n3枚捨てたら17500', null, discardSteps('T', 8500, 13000, 17500)),
  ]),
  card('tw4-takuma-araki', 'TW4', 'U', '荒木・琢磨', '男/T', 4, 3800, [barrier('手札:「結界」敵の☆-1', null, { kind: 'enemy-stars', amount: -1 })]),
  card('tw4-saya-kizuki', 'TW4', 'U', '『シャドウ』綺月・紗矢', '女/T', 4, 3400, [
    barrier('手札:「結界」敵が「P」なら、自分の攻撃力+2000', enemyHas('P'), { kind: 'add-power', amount: 2000 }),
  ]),
  card('tw4-david-flooringer', 'TW4', 'U', 'デーヴィッド・フローリンガー', '男/P', 2, 3400, [
    barrier('手札:「結界」敵が「女」なら、自分の戦闘力+2000', enemyHas('女'), { kind: 'add-power', amount: 2000 }),
  ]),
  card('tw4-himeko-igarashi', 'TW4', 'R', '五十嵐・姫子', '女/T', 4, 2300, [
    barrier('手札:「結界」敵の「登場」能力が発動したら、自分にそれを適用しても良い', null, { kind: 'copy-enemy-appear' }),
  ]),
  card('tw4-german-shark', 'TW4', 'R', 'ゲルマンシャーク', '男/P', 2, 8100, [rideOnly, at('AT手札が三枚以下なら9700', handAtMost(3), setPower(9700))]),
  card('tw4-lovelinstar', 'TW4', 'R', 'ラブリンスター', '女/S', 3, 7300, [rideOnly, at('AT「男」にライドすると9700', rodeOnto('男'), setPower(9700))]),
];

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
