/**
 * Chapter 22, チャージ・エフェクト (spec/twgp/22-charge-effects.md): a charge-effect card as
 * TWGP reads it — another company's card text read as one of the sixteen kinds by the five
 * reading laws (twgp.charge-effect.reading), its base strength and its printed cost — and the
 * deck rule of one card of each effect per deck (twgp.charge-effect.deck-unique).
 *
 * The form (`card.charge`, docs/protocol/twgp.md):
 *
 *     {"kind": "スペル", "strength": 3}
 *     {"text": "相手のモンスターを魅了する", "strength": {"game": "ポケモン", "item": "HP", "value": 30}}
 *     {"kind": "アナザー", "cost": {"kind": "surge", "count": 1}}
 */
import type { ShapeError } from '../core/violation.ts';
import { convertPrinted } from './conversion.ts';
import { readCost, type Cost } from './effect.ts';
import type { Card } from './state.ts';

/** The sixteen charge effects (twgp.charge-effect.kinds), in the chapter's order. */
export const CHARGE_KINDS = [
  'スペル', 'リフレクト', 'プラス', 'ダウン', 'アクセル', 'スロー', 'ポイズン', 'ポーション',
  'ハック', 'クラック', 'ドレイン', 'ハザード', 'メディカル', 'ジャミング', 'コピー', 'アナザー',
] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** The count effects (twgp.charge-effect.count-effect): they last three re-actives. */
export const COUNT_EFFECTS: readonly ChargeKind[] = ['ハック', 'クラック', 'ポーション'];

/** What TWGP reads of a charge-effect card: its kind, its base strength (power 00–99) and the cost printed on it. */
export interface ChargeSpec {
  kind: ChargeKind;
  /** 基本の威力 / 基本の効果 (twgp.charge-effect.enhanced), as a power: 06 when the text gives none that is a power (twgp.charge-effect.reading.power-06). */
  strength: number;
  /** The cost printed on the card; paid only by アナザー (twgp.charge-effect.cost, twgp.charge-effect.reading.conditions-void). */
  cost?: Cost;
  /** The text it was classified from, if given. */
  text?: string;
  /** An アナザー whose text summons a unit (charge-effect-another.ts); absent: it does not. */
  summon?: boolean;
}

/** The strength of a number that is not a power item (twgp.charge-effect.reading.power-06). */
export const DEFAULT_STRENGTH = 6;

/**
 * The text examples of each kind (the `.texts` clauses of chapter 23), as words looked for in
 * a card's text. ポーション's 毒消し is looked for before ポイズン's 毒 (it holds it).
 */
export const TEXT_WORDS: readonly [ChargeKind, string, readonly string[]][] = [
  ['ポーション', 'twgp.charge-effect.potion.texts', ['毒消し', '解毒']],
  ['スペル', 'twgp.charge-effect.spell.texts', ['火炎', '雷撃', '津波', '地震']],
  ['リフレクト', 'twgp.charge-effect.reflect.texts', ['反射']],
  ['プラス', 'twgp.charge-effect.plus.texts', ['レベル上昇', 'レベルを上げ', 'HP増加', 'HPを増や']],
  ['ダウン', 'twgp.charge-effect.down.texts', ['レベル下降', 'レベルを下げ', 'HP減少', 'HPを減ら']],
  ['アクセル', 'twgp.charge-effect.accel.texts', ['加速', '行動回数増加', '連続攻撃', '連射']],
  ['スロー', 'twgp.charge-effect.slow.texts', ['減速', '行動回数減少']],
  ['ポイズン', 'twgp.charge-effect.poison.texts', ['毒']],
  ['ハック', 'twgp.charge-effect.hack.texts', ['魅了', '混乱', '錯乱', '洗脳']],
  ['クラック', 'twgp.charge-effect.crack.texts', ['封印', '無力化']],
  ['ドレイン', 'twgp.charge-effect.drain.texts', ['召喚素材を奪', '装備を奪']],
  ['ハザード', 'twgp.charge-effect.hazard.texts', ['動けな', '麻痺', '眠り', '石化', '気絶', '仮死', '病気']],
  ['メディカル', 'twgp.charge-effect.medical.texts', ['回復']],
  ['ジャミング', 'twgp.charge-effect.jamming.texts', ['ステルス', '隠れ', '見えなく']],
  ['コピー', 'twgp.charge-effect.copy.texts', ['コピー']],
];

/** Words of a condition "when this goes to the log from the deck or the field" (twgp.charge-effect.reading.log-counter). */
const LOGGED_WORDS = /(捨札|墓地|トラッシュ|ドロップ|ログ)(に|へ)(置かれ|送られ|行っ|なっ|いっ)た(とき|時|場合)/;

/**
 * The kinds a card text reads as (the `.texts` clauses): every kind one of whose words is in
 * the text, 毒消し counted for ポーション only. Full-width letters and spaces are normalised
 * first (NFKC, spaces removed).
 */
export function kindsOfText(text: string): ChargeKind[] {
  let t = text.normalize('NFKC').replace(/\s+/g, '');
  const kinds: ChargeKind[] = [];
  for (const [kind, , words] of TEXT_WORDS) {
    if (!words.some((w) => t.includes(w))) continue;
    kinds.push(kind);
    // 毒消し is the potion's word: it is no poison's 毒 (twgp.charge-effect.potion.texts).
    if (kind === 'ポーション') t = t.replace(/毒消し|解毒/g, '');
  }
  return kinds;
}

/** A card text's paragraphs, each read on its own (twgp.charge-effect.reading.paragraphs): its lines, blank ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text.split(/\r\n|\n|\r/).map((p) => p.trim()).filter((p) => p !== '');
}

/** Whether the text makes the card work when it goes to the log (twgp.charge-effect.reading.log-counter). */
export function worksWhenLogged(text: string): boolean {
  return LOGGED_WORDS.test(text.normalize('NFKC').replace(/\s+/g, ''));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads `card.charge` at `path` (the reading laws of twgp.charge-effect.reading):
 * - law 1 (twgp.charge-effect.reading.log-counter): a text conditioned on going to the log
 *   makes the card a log counter — `logCounter: true`, no charge spec;
 * - the kind: `kind` as given (the one function chosen, twgp.charge-effect.reading.one-function,
 *   twgp.charge-effect.reading.note.classify); without it, the kind the text reads as by the
 *   text examples (the `.texts` clauses); a text of none of them is アナザー
 *   (twgp.charge-effect.another.texts); a text of several kinds must say which one is used
 *   (law 5, twgp.charge-effect.reading.one-function);
 * - law 3 (twgp.charge-effect.reading.power-06): `strength` a power 0–99, or a printed value
 *   of the card's game converted by the table (twgp.charge-effect.reading.note.power-amount);
 *   absent: 06;
 * - `cost`: the printed cost (effect.ts's form), kept; only アナザー pays it (law 2).
 */
export function readChargeSpec(v: unknown, path: string, errors: ShapeError[]): { spec?: ChargeSpec; logCounter?: true } | undefined {
  const fail = (at: string, message: string): undefined => void errors.push({ path: at, message });
  if (!isObject(v)) return fail(path, 'must be a charge effect {kind?, text?, strength?, cost?} (twgp.charge-effect.reading)');
  for (const k of Object.keys(v)) if (!['kind', 'text', 'strength', 'cost', 'summon'].includes(k)) fail(`${path}.${k}`, 'unknown field (the fields are kind, text, strength, cost, summon)');
  if (v.summon !== undefined && typeof v.summon !== 'boolean') fail(`${path}.summon`, 'must be true or false: whether the アナザー\'s text summons a unit');
  const before = errors.length;
  let text: string | undefined;
  if (v.text !== undefined) {
    if (typeof v.text !== 'string' || v.text === '' || v.text.length > 500) fail(`${path}.text`, 'must be the card text, 1 to 500 characters');
    else text = v.text;
  }
  // Law 4 (twgp.charge-effect.reading.paragraphs): each paragraph is read on its own; law 1's condition binds only its paragraph.
  const paragraphs = text === undefined ? [] : paragraphsOf(text);
  let kind: ChargeKind | undefined;
  if (v.kind !== undefined) {
    kind = CHARGE_KINDS.find((k) => k === v.kind);
    if (!kind) fail(`${path}.kind`, `must be one of the sixteen charge effects: ${CHARGE_KINDS.join(', ')} (twgp.charge-effect.kinds)`);
    // The paragraphs of the function chosen (all of them when none names it): a log condition there makes the card a log counter.
    const chosen = paragraphs.filter((p) => kind !== undefined && kindsOfText(p).includes(kind));
    if (kind && (chosen.length ? chosen : paragraphs).some(worksWhenLogged)) return errors.length > before ? undefined : { logCounter: true };
  } else if (text !== undefined) {
    // Each paragraph's function: a log-conditioned one is a log counter (law 1), else the kinds it reads as.
    const functions = [...new Set(paragraphs.flatMap((p) => (worksWhenLogged(p) ? ['log-counter'] : kindsOfText(p))))];
    if (functions.length > 1) fail(`${path}.kind`, `the text reads as ${functions.join(' and ')}; a card is used as one of them only: give kind (twgp.charge-effect.reading.one-function)`);
    else if (functions[0] === 'log-counter') return errors.length > before ? undefined : { logCounter: true };
    kind = (functions[0] as ChargeKind | undefined) ?? 'アナザー';
  } else {
    fail(`${path}.kind`, 'give the kind the card is read as, or its text (twgp.charge-effect.reading.note.classify)');
  }
  let strength = DEFAULT_STRENGTH;
  if (v.strength !== undefined) {
    if (Number.isSafeInteger(v.strength) && (v.strength as number) >= 0 && (v.strength as number) <= 99) strength = v.strength as number;
    else if (isObject(v.strength)) {
      const c = convertPrinted(v.strength);
      if (c.ok) strength = c.power;
      else fail(`${path}.strength${c.field ? `.${c.field}` : ''}`, `${c.message} (${c.clause}, twgp.charge-effect.reading.note.power-amount)`);
    } else fail(`${path}.strength`, 'must be a power 0–99 or a printed value {game, item?, value} (twgp.charge-effect.reading.note.power-amount)');
  }
  const cost = v.cost === undefined ? undefined : readCost(v.cost, `${path}.cost`, errors);
  if (errors.length > before || !kind) return undefined;
  const spec: ChargeSpec = { kind, strength };
  if (cost) spec.cost = cost;
  if (text !== undefined) spec.text = text;
  if (v.summon === true) {
    if (kind !== 'アナザー') return fail(`${path}.summon`, 'only an アナザー keeps its text, a summon among it (twgp.charge-effect.reading.conditions-void)');
    spec.summon = true;
  }
  return { spec };
}

export { sameCard } from './card.ts';

/**
 * One deck of 20 holds no two charge-effect cards of the same effect
 * (twgp.charge-effect.deck-unique; the kind decided at registration,
 * twgp.charge-effect.reading.note.classify). Each second card is refused at its path.
 */
export function checkChargeDeck(cards: { card: Card; path: string }[], fail: (path: string, message: string) => void): void {
  const first = new Map<ChargeKind, string>();
  for (const { card, path } of cards) {
    const kind = card.charge?.kind;
    if (!kind) continue;
    const seen = first.get(kind);
    if (seen !== undefined) fail(path, `a second charge effect ${kind} in this deck (the first is '${seen}'); a deck of 20 holds one card of each effect (twgp.charge-effect.deck-unique)`);
    else first.set(kind, card.name);
  }
}

/** twgp.charge-effect.deck-unique for a player's decks: the entry deck (archive and pile) and each reserve bundle, each a deck of 20. */
export function checkChargeDecks(deck: { entry: { archive: Card[]; pile: Card[] }; reserves: Card[][] }, path: string, fail: (path: string, message: string) => void): void {
  checkChargeDeck([...deck.entry.archive.map((card, j) => ({ card, path: `${path}.entry.archive[${j}]` })), ...deck.entry.pile.map((card, j) => ({ card, path: `${path}.entry.pile[${j}]` }))], fail);
  deck.reserves.forEach((b, k) => checkChargeDeck(b.map((card, j) => ({ card, path: `${path}.reserves[${k}][${j}]` })), fail));
}
