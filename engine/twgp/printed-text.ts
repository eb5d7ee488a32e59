/**
 * A printed value written as a player writes it (the deck file, docs/twgp-deck-files.md, and
 * the website's conversion page): the TCG's name, then the item (optional) and the value as
 * printed — `ドラクエ・バトルロード HP 8700`, `マジック・ザ・ギャザリング {3}{R}{R}`,
 * `ライブオン 赤×2 無色×1`, `遊戯王 ☆4 ATK 1800 DEF 1000`. Reads it into the printed form of
 * conversion.ts, which converts it; every refusal cites a clause. Full-width digits and letters
 * are read as their ASCII forms (NFKC). Nothing here throws.
 */
import { unsafeText } from '../core/text.ts';
import { CONVERSION, conversionRow, OTHER_TCG, TCG_NAMES, unknownTcg, type Printed, type TcgName } from './conversion.ts';

export type PrintedText = { ok: true; printed: Printed } | { ok: false; clause: string; message: string };

/** The longest value text accepted: a practical bound, far above any printed value. */
export const MAX_PRINTED_TEXT = 200;

/** How the value of each TCG is written, for messages and the conversion page's hints. */
export const VALUE_HINT: Record<TcgName, string> = {
  'ドラクエ・バトルロード': '8700',
  'マジック・ザ・ギャザリング': '{3}{R}{R}',
  'ヴァイスシュヴァルツ': '2500',
  'デュエル・マスターズ': '9',
  'バトルスピリッツ': '12',
  'ヴァンガード': '11000',
  '恐竜キング': '900',
  'ライブオン': '赤×2 無色×1',
  'ポケモン': '120',
  '遊戯王': '☆4 ATK 1800 DEF 1000',
};

const fail = (clause: string, message: string): PrintedText => ({ ok: false, clause, message });

/** The TCG at the start of `text` (the longest table name it begins with) and the rest, or undefined. */
export function splitGame(text: string): { game: TcgName; rest: string } | undefined {
  const game = [...TCG_NAMES].sort((a, b) => b.length - a.length).find((g) => text === g || text.startsWith(`${g} `) || text.startsWith(`${g}\u3000`));
  return game && { game, rest: text.slice(game.length).trim() };
}

/**
 * Reads `text`, the printed value of a card of `game`, into a printed value
 * (twgp.status.power.conversion). `game` must be a TCG of the table
 * (twgp.status.power.note.other-tcg). The item may lead the value (`HP 8700`).
 */
export function printedFromText(game: string, text: string): PrintedText {
  const row = conversionRow(game);
  if (!row) {
    const unsafe = unsafeText(game, false);
    return unsafe ? fail(OTHER_TCG, `the TCG's name ${unsafe}`) : unknownTcg(game);
  }
  if ([...text].length > MAX_PRINTED_TEXT) return fail(CONVERSION, `a printed value of more than ${MAX_PRINTED_TEXT} characters is refused (a practical bound)`);
  const unsafe = unsafeText(text, false);
  if (unsafe) return fail(CONVERSION, `the printed value ${unsafe}`);
  let value = text.normalize('NFKC').trim();
  const item = row.item.normalize('NFKC');
  if (value.toUpperCase().startsWith(item.toUpperCase()) && row.extraction.kind !== 'stars') value = value.slice(item.length).trim();
  const printed = (v: unknown): PrintedText => ({ ok: true, printed: { game: row.game, item: row.item, value: v } });
  const hint = `write ${row.game}'s ${row.item} as printed, e.g. ${VALUE_HINT[row.game]}`;
  if (value === '') return fail(CONVERSION, `the printed value is missing: ${hint}`);
  switch (row.extraction.kind) {
    case 'digits':
    case 'value': {
      const n = wholeNumber(value);
      return n === undefined ? fail(CONVERSION, `'${value}' is not a whole number: ${hint}`) : printed(n);
    }
    case 'mana':
      return printed(wholeNumber(value) ?? value);
    case 'torque': {
      const n = wholeNumber(value);
      if (n !== undefined) return printed(n);
      const counts = torques(value);
      return typeof counts === 'string' ? fail(CONVERSION, `${counts}: ${hint}`) : printed(counts);
    }
    case 'stars': {
      const v = yugioh(value);
      return typeof v === 'string' ? fail(CONVERSION, `${v}: ${hint} (a card with no DEF: DEF -)`) : printed(v);
    }
  }
}

/** A whole number as printed: digits, optionally grouped by commas (8,700); at most 15 digits. */
function wholeNumber(text: string): number | undefined {
  if (!/^(\d{1,3}(,\d{3})+|\d{1,15})$/.test(text)) return undefined;
  const n = Number(text.replace(/,/g, ''));
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Torques by colour: `赤×2 無色×1`, `赤2 + 無色1`, `赤 無色` (a colour alone is one torque). */
function torques(text: string): Record<string, number> | string {
  const counts: Record<string, number> = {};
  const parts = text.replace(/\s*[×xX*]\s*/g, '×').split(/[\s+、,]+/).filter((p) => p !== '');
  for (const part of parts) {
    const m = /^([^\d×]+)×?(\d{1,2})?$/.exec(part);
    if (!m) return `'${part}' is not a torque colour with its count`;
    counts[m[1]!] = (Object.hasOwn(counts, m[1]!) ? counts[m[1]!]! : 0) + (m[2] === undefined ? 1 : Number(m[2]));
  }
  return counts;
}

/** 遊戯王: `☆4` (or `★4`, `☆☆☆☆`, `レベル4`, `ランク4`), `ATK 1800`, `DEF 1000`; `-` for none. */
function yugioh(text: string): { stars?: number; atk: number | null; def: number | null } | string {
  const found: { stars?: number; atk?: number | null; def?: number | null } = {};
  const field = /\s*(?:([☆★]+)(?:\s*×?\s*(\d{1,2}))?|(レベル|ランク|level|rank|lv\.?)\s*(\d{1,2})|(atk|def|攻撃力|守備力)\s*[:=]?\s*(\d{1,15}|-|なし|none))/iy;
  for (let at = 0; at < text.length; at = field.lastIndex) {
    field.lastIndex = at;
    const m = field.exec(text);
    if (!m) return `unexpected '${[...text.slice(at).trim()][0] ?? ''}' at character ${at + 1}`;
    if (m[1] !== undefined || m[3] !== undefined) {
      if (found.stars !== undefined) return 'the stars are given twice';
      found.stars = m[1] !== undefined ? (m[2] !== undefined ? Number(m[2]) : [...m[1]].length) : Number(m[4]);
    } else {
      const key = /^(atk|攻撃力)$/i.test(m[5]!) ? 'atk' : 'def';
      if (found[key] !== undefined) return `${key.toUpperCase()} is given twice`;
      found[key] = /^\d/.test(m[6]!) ? Number(m[6]) : null;
    }
  }
  if (found.atk === undefined) return 'ATK is missing';
  if (found.def === undefined) return 'DEF is missing';
  return { ...(found.stars !== undefined ? { stars: found.stars } : {}), atk: found.atk, def: found.def };
}
