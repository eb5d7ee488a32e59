/**
 * The conversion of a card's printed value to its 基本パワー (spec chapter 04, ステータス):
 * the table of twgp.status.power.conversion, one row per TCG, and the notes that decide what
 * the table leaves open (twgp.status.power.note.mana-cost, .note.yugioh-stars,
 * .note.other-tcg), and the rules twgp.status.power.conversion.overflow (its reason:
 * .note.digit-overflow) and twgp.status.power.yugioh-zero. Pure: the
 * rulebook's website runs this same module in the browser for its conversion page.
 *
 * A printed value is `{game, item?, value}`: `game` is a TCG of the table written exactly as
 * the spec writes it, `item` (optional) the table's item for it, `value` what is printed:
 * a whole number for the digit and cost rows; for マジック・ザ・ギャザリング a number or a
 * mana cost (`{3}{R}{R}`, `3RR`); for ライブオン the total or the torque counts by colour
 * (`{"赤": 2, "無色": 1}`); for 遊戯王 `{stars, atk, def}` (`null` for an ATK or DEF the card
 * does not have). Nothing here throws; every refusal names the clause and the field.
 */
import { unsafeText } from '../core/text.ts';

/** The TCGs of the table of twgp.status.power.conversion, as the spec writes them. */
export const TCG_NAMES = [
  'ドラクエ・バトルロード', 'マジック・ザ・ギャザリング', 'ヴァイスシュヴァルツ', 'デュエル・マスターズ', 'バトルスピリッツ',
  'ヴァンガード', '恐竜キング', 'ライブオン', 'ポケモン', '遊戯王',
] as const;
export type TcgName = (typeof TCG_NAMES)[number];

/** How a row takes the power from the item: two digits (the lower digit's unit), the value itself, a count of torques, or the stars. */
export type Extraction = { kind: 'digits'; unit: 10 | 100 | 1000 } | { kind: 'value' } | { kind: 'mana' } | { kind: 'torque' } | { kind: 'stars' };

export interface ConversionRow {
  game: TcgName;
  /** The printed item the row uses (使う項目). */
  item: string;
  /** The table's 取り出し方, as the spec writes it. */
  how: string;
  extraction: Extraction;
}

/** The table of twgp.status.power.conversion, in the spec's order. */
export const CONVERSION_TABLE: readonly ConversionRow[] = [
  { game: 'ドラクエ・バトルロード', item: 'HP', how: '千の桁と百の桁', extraction: { kind: 'digits', unit: 100 } },
  { game: 'マジック・ザ・ギャザリング', item: 'マナ・コスト', how: '値をそのまま', extraction: { kind: 'mana' } },
  { game: 'ヴァイスシュヴァルツ', item: 'パワー', how: '万の桁と千の桁', extraction: { kind: 'digits', unit: 1000 } },
  { game: 'デュエル・マスターズ', item: 'コスト', how: '値をそのまま', extraction: { kind: 'value' } },
  { game: 'バトルスピリッツ', item: 'コスト', how: '値をそのまま', extraction: { kind: 'value' } },
  { game: 'ヴァンガード', item: 'パワー', how: '万の桁と千の桁', extraction: { kind: 'digits', unit: 1000 } },
  { game: '恐竜キング', item: '強さ', how: '千の桁と百の桁', extraction: { kind: 'digits', unit: 100 } },
  { game: 'ライブオン', item: 'トルク', how: 'すべてのトルクの個数', extraction: { kind: 'torque' } },
  { game: 'ポケモン', item: 'HP', how: '百の桁と十の桁', extraction: { kind: 'digits', unit: 10 } },
  { game: '遊戯王', item: '☆', how: '星の個数', extraction: { kind: 'stars' } },
];

export const CONVERSION = 'twgp.status.power.conversion';
/** Values with digits above the two the table takes (the rule; the note gives the reason). */
export const CONVERSION_OVERFLOW = 'twgp.status.power.conversion.overflow';
export const DIGIT_OVERFLOW = 'twgp.status.power.note.digit-overflow';
/** A power is two digits, 00–99. */
export const DIGITS = 'twgp.status.power.digits';
export const MANA_COST = 'twgp.status.power.note.mana-cost';
export const YUGIOH_ZERO = 'twgp.status.power.yugioh-zero';
export const YUGIOH_STARS = 'twgp.status.power.note.yugioh-stars';
export const OTHER_TCG = 'twgp.status.power.note.other-tcg';

/** A printed value as the protocol and the deck file give it (see the module comment). */
export interface Printed {
  game: string;
  item?: string;
  value: unknown;
}

/**
 * A conversion: the base power and the clauses it applied (the table's rule first, then any
 * note or rule used), or a refusal citing the clause, with the field of the printed value at
 * fault (`''` for the whole, `game`, `item`, `value`, `value.atk`, …).
 */
export type Conversion = { ok: true; power: number; clauses: string[] } | { ok: false; clause: string; message: string; field: string };

/** The largest power (twgp.status.power.digits). */
const MAX_POWER = 99;
/** The most entries a torque or mana list may hold: a practical bound, far above any card. */
const MAX_PARTS = 100;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
const refuse = (clause: string, field: string, message: string): Conversion => ({ ok: false, clause, message, field });

/** The row of a TCG named exactly as the table writes it, or undefined. */
export function conversionRow(game: string): ConversionRow | undefined {
  return CONVERSION_TABLE.find((r) => r.game === game);
}

/** Refuses a TCG the table does not list (twgp.status.power.note.other-tcg). */
export function unknownTcg(game: string, field = 'game'): Conversion & { ok: false } {
  const chars = [...game];
  const shown = chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : game;
  return {
    ok: false,
    clause: OTHER_TCG,
    field,
    message: `'${shown}' is not a TCG of the conversion table (${TCG_NAMES.join('、')}); a card of another TCG has no conversion unless the players agree one before the battle (${OTHER_TCG})`,
  };
}

/**
 * The base power of a printed value (twgp.status.power.conversion): finds the TCG's row
 * (refusing another TCG: twgp.status.power.note.other-tcg), checks the item, and takes the
 * power from the value by the row's extraction.
 */
export function convertPrinted(printed: unknown): Conversion {
  if (!isObject(printed)) return refuse(CONVERSION, '', 'a printed value is an object {game, item?, value}');
  for (const k of Object.keys(printed)) {
    if (k !== 'game' && k !== 'item' && k !== 'value') return refuse(CONVERSION, k, 'unknown field (the fields are game, item, value)');
  }
  if (typeof printed.game !== 'string') return refuse(CONVERSION, 'game', `must be the name of a TCG of the conversion table (${TCG_NAMES.join('、')})`);
  const row = conversionRow(printed.game);
  if (!row) {
    const unsafe = unsafeText(printed.game, false);
    return unsafe ? refuse(OTHER_TCG, 'game', `the TCG's name ${unsafe}`) : unknownTcg(printed.game);
  }
  if (printed.item !== undefined && printed.item !== row.item) {
    return refuse(CONVERSION, 'item', `${row.game}'s power is taken from its ${row.item} (${CONVERSION}); the item, if given, must be '${row.item}'`);
  }
  return extract(row, printed.value);
}

/** Takes the power from a value by the row's extraction (the steps of twgp.status.power.conversion). */
function extract(row: ConversionRow, value: unknown): Conversion {
  const x = row.extraction;
  switch (x.kind) {
    case 'digits':
      return digits(row, value, x.unit);
    case 'value':
      return isCount(value) ? capped(value, [CONVERSION]) : refuse(CONVERSION, 'value', `${row.game}'s ${row.item} is a whole number from 0 up`);
    case 'mana':
      return manaValue(value);
    case 'torque':
      return torqueCount(value);
    case 'stars':
      return yugiohStars(value);
  }
}

/**
 * A value taken as it is (値をそのまま, a count of torques) above 99 is 99: a power has two
 * digits (twgp.status.power.digits), and the cap is the one twgp.status.power.conversion.overflow
 * sets for the digit rows. (The spec states the cap for digit rows only; this reading extends
 * it to the value rows, where no printed card is known to exceed 99 but the mana cost of a
 * joke card may.)
 */
function capped(power: number, clauses: string[]): Conversion {
  return power > MAX_POWER ? { ok: true, power: MAX_POWER, clauses: [...clauses, DIGITS] } : { ok: true, power, clauses };
}

/**
 * 「桁」の行 (twgp.status.power.conversion): the two named digits, upper first, which is the
 * value divided by the lower digit's unit with the fraction dropped. A value with digits above
 * the two is divided the same way and capped at 99 (twgp.status.power.conversion.overflow, for
 * the reason of twgp.status.power.note.digit-overflow): HP 481 → 04, HP 12000 → 99.
 */
function digits(row: ConversionRow, value: unknown, unit: number): Conversion {
  if (!isCount(value)) return refuse(CONVERSION, 'value', `${row.game}'s ${row.item} is a whole number from 0 up`);
  const power = Math.floor(value / unit);
  // Digits above the two: the overflow rule applies.
  const clauses = value >= unit * 100 ? [CONVERSION, CONVERSION_OVERFLOW] : [CONVERSION];
  return power > MAX_POWER ? { ok: true, power: MAX_POWER, clauses } : { ok: true, power, clauses };
}

/**
 * マジック・ザ・ギャザリング (twgp.status.power.note.mana-cost): the sum of every mana symbol
 * of any colour, X (and Y, Z) counted 0. A hybrid symbol counts its larger part ({2/W} is 2),
 * a Phyrexian symbol 1. The value is a number (the sum) or the cost as printed: `{3}{R}{R}`
 * or `3RR`.
 */
function manaValue(value: unknown): Conversion {
  const clauses = [CONVERSION, MANA_COST];
  if (isCount(value)) return capped(value, clauses);
  if (typeof value !== 'string') return refuse(MANA_COST, 'value', 'a mana cost is a whole number or the symbols as printed, e.g. {3}{R}{R} or 3RR');
  const unsafe = unsafeText(value, false);
  if (unsafe) return refuse(MANA_COST, 'value', `the mana cost ${unsafe}`);
  const cost = value.replace(/\s+/g, '');
  if (cost.length > MAX_PARTS) return refuse(MANA_COST, 'value', `a mana cost of more than ${MAX_PARTS} characters is refused (a practical bound)`);
  if (cost === '') return refuse(MANA_COST, 'value', 'the mana cost is empty; a card with no mana cost has the value 0');
  let sum = 0;
  const symbol = /\{([^{}]{0,20})\}|(\d{1,9})|([A-Za-z])/y;
  for (let at = 0; at < cost.length; at = symbol.lastIndex) {
    symbol.lastIndex = at;
    const m = symbol.exec(cost);
    if (!m) return refuse(MANA_COST, 'value', `unexpected '${[...cost.slice(at)][0]}' in the mana cost at character ${at + 1}`);
    const n = m[1] !== undefined ? braced(m[1]) : m[2] !== undefined ? Number(m[2]) : letter(m[3]!);
    if (n === undefined) return refuse(MANA_COST, 'value', `'${m[0]}' is not a mana symbol (numbers, W U B R G C S, X Y Z, hybrid {W/U} {2/W}, Phyrexian {W/P})`);
    sum += n;
  }
  return capped(sum, clauses);
}

/** One bare mana letter: a coloured, colourless or snow symbol counts 1, X Y Z count 0. */
function letter(c: string): number | undefined {
  const u = c.toUpperCase();
  return 'WUBRGCS'.includes(u) ? 1 : 'XYZ'.includes(u) ? 0 : undefined;
}

/** One braced symbol: a number, a letter, or hybrid/Phyrexian parts split by `/` (the larger part; P adds nothing). */
function braced(inner: string): number | undefined {
  if (/^\d{1,9}$/.test(inner)) return Number(inner);
  const parts = inner.split('/');
  if (parts.length > 3 || parts.some((p) => !/^(\d{1,9}|[A-Za-z])$/.test(p))) return undefined;
  const values = parts.filter((p) => p.toUpperCase() !== 'P' || parts.length === 1).map((p) => (/^\d/.test(p) ? Number(p) : letter(p)));
  if (values.length === 0 || values.some((v) => v === undefined)) return undefined;
  return Math.max(...(values as number[]));
}

/**
 * ライブオン (twgp.status.power.conversion: すべてのトルクの個数): the number of all torques of
 * every colour, given as the total or as counts by colour ({"赤": 2, "無色": 1} → 03).
 */
function torqueCount(value: unknown): Conversion {
  if (isCount(value)) return capped(value, [CONVERSION]);
  if (!isObject(value)) return refuse(CONVERSION, 'value', 'ライブオン\'s torques are a count, or the counts by colour such as {"赤": 2, "無色": 1}');
  const colours = Object.keys(value);
  if (colours.length > MAX_PARTS) return refuse(CONVERSION, 'value', `more than ${MAX_PARTS} colours of torque are refused (a practical bound)`);
  let sum = 0;
  for (const colour of colours) {
    const unsafe = unsafeText(colour, false);
    if (unsafe) return refuse(CONVERSION, 'value', `a torque colour ${unsafe}`);
    const n = value[colour];
    if (!isCount(n) || n > 99) return refuse(CONVERSION, `value[${JSON.stringify(colour.slice(0, 20))}]`, 'a torque count is a whole number from 0 to 99');
    sum += n;
  }
  return capped(sum, [CONVERSION]);
}

/**
 * 遊戯王: the number of stars (twgp.status.power.conversion), level and rank alike; 00 when
 * ATK or DEF is 0 whatever the stars (twgp.status.power.yugioh-zero); 00 for a card that has
 * no ATK or no DEF, such as a link monster (twgp.status.power.note.yugioh-stars).
 */
function yugiohStars(value: unknown): Conversion {
  if (!isObject(value)) return refuse(CONVERSION, 'value', "遊戯王's value is {stars, atk, def} (atk or def null when the card has none)");
  for (const k of Object.keys(value)) if (k !== 'stars' && k !== 'atk' && k !== 'def') return refuse(CONVERSION, `value.${k}`, 'unknown field (the fields are stars, atk, def)');
  for (const k of ['atk', 'def'] as const) {
    if (value[k] !== null && !isCount(value[k])) return refuse(CONVERSION, `value.${k}`, `${k.toUpperCase()} is a whole number from 0 up, or null when the card has none`);
  }
  if (value.stars !== undefined && (!isCount(value.stars) || value.stars > 99)) return refuse(CONVERSION, 'value.stars', 'the stars are a count from 0 to 99');
  if (value.atk === 0 || value.def === 0) return { ok: true, power: 0, clauses: [YUGIOH_ZERO] };
  if (value.atk === null || value.def === null) return { ok: true, power: 0, clauses: [YUGIOH_STARS] };
  if (value.stars === undefined) return refuse(YUGIOH_STARS, 'value.stars', 'a card with both ATK and DEF has stars (level or rank): give their number');
  return { ok: true, power: value.stars, clauses: [CONVERSION, YUGIOH_STARS] };
}
