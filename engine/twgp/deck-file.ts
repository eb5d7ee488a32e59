/**
 * The TWGP deck file (docs/twgp-deck-files.md): a player's resources written the way they
 * convert their cards at the table, read into the protocol's deck form
 * `{entry: {archive, pile}, reserves, vitals}` (docs/protocol/twgp.md). The counts are the
 * format's (twgp.resource.format.counts, twgp.resource.note.full-bundles,
 * twgp.resource.archive.prepared) and, unless turned off, each bundle's content rules
 * (twgp.resource.deck.zero-limit, twgp.resource.deck.poison-limit refuse the file;
 * twgp.resource.no-duplicates warns, or refuses when asked).
 * Every problem is reported with the file and line; hostile input (huge files, very long
 * lines, control characters) gets a located error, never a throw or a long run.
 */
import { nameProblem, unsafeText } from '../core/text.ts';
import type { ShapeError } from '../core/violation.ts';
import { readCard, type CardForm } from './card.ts';
import { CHARGE_KINDS, readChargeSpec, type ChargeKind } from './charge-effect-card.ts';
import { unknownTcg } from './conversion.ts';
import { printedFromText, splitGame } from './printed-text.ts';
import { CARD_KINDS, type CardKind, type Format } from './state.ts';
import { checkCounts, checkContents, type Section } from './deck-rules.ts';
import { checkOptionSections, isMasterSpec, readMasterWords, splitAttribute, type MasterMark } from './deck-file-options.ts';
import type { MasterCharacter } from './state.ts';

/** One player's resources in the protocol's deck form (the same shape as resources.ts's DeckForm). */
export interface DeckFileDeck {
  entry: { archive: CardForm[]; pile: CardForm[] };
  reserves: CardForm[][];
  vitals: CardForm[];
}

export interface DeckFile {
  format: Format;
  /** The `name:` header, if any. */
  name?: string;
  deck: DeckFileDeck;
  /** The number of vitals (the setting twgp.resource.note.trial-size asks of a trial battle). */
  vitalCount: number;
  /**
   * The `[phase]` section: the phase device's cards, one under each vital in order, each
   * marked with its square and its phase attribute when written (option phase-device,
   * twgp.phase-device.setup, twgp.phase-device.attribute); absent: none. Not part of `deck`:
   * deck-file-options.ts deckFileSetup lays them when the game adopts the option.
   */
  phase?: CardForm[];
  /**
   * The vital marked `master ♂`/`master ♀` (option master-drive, twgp.master-drive.master-unit);
   * absent: none. `deck.vitals` holds it unmarked: deckFileSetup marks it when the game adopts the option.
   */
  master?: MasterMark;
}

/** A problem of a deck file: where (1-based line; column when known) and why. */
export interface DeckFileError {
  file: string;
  line: number;
  column?: number;
  message: string;
}

export interface DeckFileOptions {
  /** Check each bundle's content rules (one 00 unit, one poison unit, no duplicates); default true. */
  contentRules?: boolean;
  /**
   * What a card twice in a bundle or in the vitals is (twgp.resource.no-duplicates): a warning
   * (the default: the rule has duplicates checked after the battle, so the engine's setup
   * accepts them and finds the foul then) or an error.
   */
  duplicates?: 'warn' | 'refuse';
}

/** The longest deck file read, in UTF-16 units: a practical bound (50 bundles of long lines fit easily). */
export const MAX_DECK_FILE_CHARS = 1_000_000;
/** The longest line read, in code points: a practical bound. */
export const MAX_LINE_LENGTH = 500;
/** The most card lines of one section read as cards (the engine's bound of a pile); further lines are counted only. */
export const MAX_SECTION_CARDS = 1000;
/** The most problems reported; the rest are counted. */
export const MAX_ERRORS = 50;

/** `file:line[:column]: message`, the form a command line prints. */
export function formatDeckFileError(e: DeckFileError): string {
  return `${e.file}:${e.line}${e.column ? `:${e.column}` : ''}: ${e.message}`;
}

const own = <T>(table: Record<string, T>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);
const FORMATS: Record<string, Format> = { half: 'half', full: 'full', trial: 'trial', 'ハーフ': 'half', 'フル': 'full', 'トライアル': 'trial' };
/** The English names of the kinds, for deck files. */
const ENGLISH_KINDS: Record<string, CardKind> = {
  unit: 'ユニット', weapon: 'ウェポン', 'log-counter': 'ログ・カウンター', 'charge-trap': 'チャージ・トラップ', 'charge-effect': 'チャージ・エフェクト', 'surge-earth': 'サージ・アース',
};
const KIND_WORDS: Record<string, CardKind> = { ...ENGLISH_KINDS, ...Object.fromEntries(CARD_KINDS.map((k) => [k, k])) };
const SECTIONS = ['entry', 'archive', 'bundle', 'vitals', 'phase'] as const;

/**
 * Reads a deck file. `file` names it in every problem. Returns the deck form with the
 * format and the number of vitals (and the warnings: duplicates, unless refused), or every
 * problem found (at most MAX_ERRORS).
 */
export function parseDeckFile(text: string, file = 'deck', options: DeckFileOptions = {}): { ok: true; deckFile: DeckFile; warnings: DeckFileError[] } | { ok: false; errors: DeckFileError[] } {
  const errors: DeckFileError[] = [];
  const warnings: DeckFileError[] = [];
  const at = (line: number, message: string, column?: number) => void errors.push({ file, line, ...(column ? { column } : {}), message });
  const warn = (line: number, message: string) => void warnings.push({ file, line, message: `warning: ${message}; the battle is played and the foul found after it (twgp.judge.loss.foul)` });
  if (typeof text !== 'string') return { ok: false, errors: [{ file, line: 1, message: 'a deck file is text' }] };
  if (text.length > MAX_DECK_FILE_CHARS) return { ok: false, errors: [{ file, line: 1, message: `the file has ${text.length} characters; at most ${MAX_DECK_FILE_CHARS} are read (a practical bound)` }] };

  let format: { value: Format; line: number } | undefined;
  let name: string | undefined;
  const sections: Section[] = [];
  const masters: { line: number; vital: number; character: MasterCharacter }[] = [];
  let current: Section | undefined;
  const lines = text.split(/\r\n|\n|\r/);
  for (let i = 0; i < lines.length && errors.length <= MAX_ERRORS; i++) {
    const n = i + 1;
    const raw = i === 0 ? lines[i]!.replace(/^\uFEFF/, '') : lines[i]!;
    if (raw.length > MAX_LINE_LENGTH * 2 || [...raw].length > MAX_LINE_LENGTH) {
      at(n, `the line is longer than ${MAX_LINE_LENGTH} characters (a practical bound)`);
      continue;
    }
    const unsafe = unsafeText(raw);
    if (unsafe) {
      at(n, `the line ${unsafe}`);
      continue;
    }
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') continue;

    const header = /^\[\s*([^\]\s]+)\s*([^\]]*)\]$/.exec(line);
    if (header) {
      const kind = header[1]!.toLowerCase() as Section['kind'];
      if (!SECTIONS.includes(kind)) {
        at(n, `unknown section [${header[1]}] (the sections are ${SECTIONS.map((s) => `[${s}]`).join(', ')})`);
        current = undefined;
        continue;
      }
      const again = kind !== 'bundle' && sections.find((s) => s.kind === kind);
      if (again) at(n, `a second [${kind}] section (the first is at line ${again.line}); list its cards in one section`);
      current = { kind, line: n, label: header[2]!.trim(), cards: [], unread: 0 };
      sections.push(current);
      continue;
    }
    if (!current) {
      const field = /^([A-Za-z]+)\s*[:：]\s*(.*)$/.exec(line);
      const key = field?.[1]!.toLowerCase();
      if (key === 'format') {
        const value = own(FORMATS, field![2]!.trim().toLowerCase());
        if (format) at(n, `format is given twice (first at line ${format.line})`);
        else if (!value) at(n, `unknown format '${field![2]!.trim()}': half, full or trial (twgp.resource.format)`);
        else format = { value, line: n };
      } else if (key === 'name') {
        const problem = nameProblem(field![2]!.trim());
        if (problem) at(n, `the deck's name ${problem}`);
        else name = field![2]!.trim();
      } else {
        at(n, field ? `unknown header '${field[1]}' (the headers are format and name)` : 'a card line must follow a section header such as [entry]');
      }
      continue;
    }
    // Past a practical bound a section's lines are only counted (its count is wrong anyway).
    if (current.cards.length + current.unread >= MAX_SECTION_CARDS) {
      current.unread += 1;
      continue;
    }
    const read = readCardLine(line, raw, (column, message) => at(n, message, column), current.kind);
    if (read) {
      if (read.master) masters.push({ line: n, vital: current.cards.length, character: read.master });
      current.cards.push({ card: read.attribute === undefined ? read.card : { ...read.card, phase: { square: 0, attribute: read.attribute } }, line: n });
    } else current.unread += 1;
  }
  if (errors.length > MAX_ERRORS) return { ok: false, errors: [...errors.slice(0, MAX_ERRORS), { file, line: errors[MAX_ERRORS]!.line, message: 'too many problems; the rest of the file was not read' }] };

  if (!format) at(1, 'the file names no format: begin it with a line "format: half", "format: full" or "format: trial" (twgp.resource.format)');
  else checkCounts(format.value, format.line, sections, at);
  if (options.contentRules !== false) checkContents(sections, at, options.duplicates === 'refuse' ? at : warn);
  checkOptionSections(sections, masters, at);
  if (errors.length || !format) return { ok: false, errors };

  const cardsOf = (kind: Section['kind']) => sections.filter((s) => s.kind === kind).map((s) => s.cards.map((c) => c.card));
  const vitals = cardsOf('vitals')[0] ?? [];
  const deck: DeckFileDeck = { entry: { archive: cardsOf('archive')[0] ?? [], pile: cardsOf('entry')[0] ?? [] }, reserves: cardsOf('bundle'), vitals };
  // The phase device's cards, each marked with its square (twgp.phase-device.setup).
  const phase = (cardsOf('phase')[0] ?? []).map((c, square) => ({ ...c, phase: { ...c.phase, square } }));
  const master = masters[0] && { vital: masters[0].vital, ...masters[0].character };
  return { ok: true, deckFile: { format: format.value, ...(name ? { name } : {}), deck, vitalCount: vitals.length, ...(phase.length ? { phase } : {}), ...(master ? { master } : {}) }, warnings: warnings.slice(0, MAX_ERRORS) };
}

/**
 * One card line, `name | kind … | game`: the name; then (optional) the kind — a unit as
 * `unit 87` (its base power) or `unit <TCG> [item] <value>` (its printed value, converted by
 * twgp.status.power.conversion), another kind by its name, or in [vitals] a master unit's mark
 * `master ♂ [human|non-human]` (twgp.master-drive.master-unit); then (optional) the TCG the
 * card comes from; in [phase], last, optionally the phase attribute `属性 タキオン`
 * (twgp.phase-device.attribute). The card is read by card.ts's readCard, so its checks are
 * the protocol's.
 */
function readCardLine(line: string, raw: string, fail: (column: number, message: string) => void, section: Section['kind']): { card: CardForm; master?: MasterCharacter; attribute?: string } | undefined {
  let chargeForm: Record<string, unknown> | undefined;
  const all = line.split('|').map((p) => p.trim());
  const column = (k: number) => {
    let index = raw.indexOf(line);
    for (let j = 0; j < k; j++) index = raw.indexOf('|', index) + 1;
    return [...raw.slice(0, index)].length + 1 + (raw.slice(index).length - raw.slice(index).trimStart().length);
  };
  // A phase attribute, the last field of a [phase] line (twgp.phase-device.attribute).
  const split = splitAttribute(all);
  if (typeof split === 'string') return void fail(column(all.length - 1), split);
  if (split.attribute !== undefined && section !== 'phase') return void fail(column(all.length - 1), 'a phase attribute is written on a line of [phase] only, the phase device (twgp.phase-device.attribute)');
  const { parts, attribute } = split;
  if (parts.length > 3) return void fail(column(3), `a card line has at most three fields: name | kind | game${section === 'phase' ? ' (and last the phase attribute, 属性 …)' : ''} ('|' cannot stand in a name)`);
  const [name, spec = '', game] = parts as [string, string?, string?];
  const form: Record<string, unknown> = { name };
  if (game !== undefined) form.game = game;
  let master: MasterCharacter | undefined;
  const [first, ...words] = spec.split(/[\s\u3000]+/);
  // A master unit's mark (option master-drive): a vital that is the player's master unit.
  if (spec !== '' && isMasterSpec(first!)) {
    if (section !== 'vitals') return void fail(column(1), 'a master unit is prepared among the vitals only: mark it in [vitals] (twgp.master-drive.only-in-vitals)');
    const read = readMasterWords(words);
    if (typeof read === 'string') return void fail(column(1), read);
    master = read;
  } else if (spec !== '') {
    const [word, ...rest] = spec.split(/[\s\u3000]+/);
    const kind = own(KIND_WORDS, word!.toLowerCase()) ?? own(KIND_WORDS, word!);
    if (!kind) return void fail(column(1), `unknown kind '${word}' (unit or ユニット, ${CARD_KINDS.slice(1).join(', ')}, or their English names ${Object.keys(ENGLISH_KINDS).slice(1).join(', ')})`);
    form.kind = kind;
    const value = rest.join(' ').normalize('NFKC');
    // A cursed weapon (twgp.card-type.weapon.cursed): `ウェポン 呪い` or `weapon cursed`.
    if (kind === 'ウェポン' && (value === '呪い' || value.toLowerCase() === 'cursed')) form.cursed = true;
    // A charge-effect card's reading (option charge-effects, twgp.charge-effect.reading): `チャージ・エフェクト スペル 03`, `charge-effect spell ポケモン HP 30`, `チャージ・エフェクト 「火炎魔法で焼き払う」`.
    else if (kind === 'チャージ・エフェクト' && value !== '') {
      const charge = chargeFromText(rest.join(' '));
      if (typeof charge === 'string') return void fail(column(1), charge);
      chargeForm = charge;
    } else if (kind !== 'ユニット' && value !== '') return void fail(column(1), `a ${kind} card has no base power; only a unit has one (twgp.status.power.base)`);
    if (kind === 'ユニット') {
      if (value === '') return void fail(column(1), 'a unit needs its base power (unit 87) or its printed value with its TCG (unit ポケモン HP 120) (twgp.status.power.base)');
      if (/^\d{1,15}$/.test(value)) form.power = Number(value);
      else {
        const split = splitGame(rest.join(' '));
        if (!split) return void fail(column(1), unknownTcg(rest[0]!.slice(0, 60)).message);
        const printed = printedFromText(split.game, split.rest);
        if (!printed.ok) return void fail(column(1), printed.message.includes(printed.clause) ? printed.message : `${printed.message} (${printed.clause})`);
        form.printed = printed.printed;
      }
    }
  }
  const errors: ShapeError[] = [];
  const card = readCard(form, '', errors);
  // The charge effect's reading, by the reading laws (charge-effect-card.ts); law 1 makes the card a log counter.
  const read = chargeForm && card ? readChargeSpec(chargeForm, '.charge', errors) : undefined;
  if (card && read?.logCounter) card.kind = 'ログ・カウンター';
  else if (card && read?.spec) card.charge = read.spec;
  for (const e of errors) fail(column(e.path.startsWith('.game') ? 2 : e.path.startsWith('.name') ? 0 : 1), `${own(LABEL, e.path.split(/[.[]/)[1] ?? '') ?? 'card'}: ${e.message}`);
  return errors.length || !card ? undefined : { card, ...(master ? { master } : {}), ...(attribute !== undefined ? { attribute } : {}) };
}

/** English names of the sixteen charge effects, for deck files. */
const CHARGE_WORDS: Record<string, ChargeKind> = {
  spell: 'スペル', reflect: 'リフレクト', plus: 'プラス', down: 'ダウン', accel: 'アクセル', slow: 'スロー', poison: 'ポイズン', potion: 'ポーション',
  hack: 'ハック', crack: 'クラック', drain: 'ドレイン', hazard: 'ハザード', medical: 'メディカル', jamming: 'ジャミング', copy: 'コピー', another: 'アナザー',
  ...Object.fromEntries(CHARGE_KINDS.map((k) => [k, k])),
};

/**
 * The reading written after `チャージ・エフェクト` on a card line: the text to read in 「」
 * (its kind by the text examples), or the kind (one of the sixteen, or its English name); then,
 * optionally, the base strength as a power (03) or as the printed value of a TCG of the
 * conversion table (ポケモン HP 30 → 03; twgp.charge-effect.reading.note.power-amount).
 * Returns the charge form, or the problem.
 */
function chargeFromText(text: string): Record<string, unknown> | string {
  const quoted = /^「([^」]+)」\s*(.*)$/.exec(text.trim());
  const [head, ...tail] = (quoted ? quoted[2]! : text.trim()).split(/[\s\u3000]+/).filter((w) => w !== '');
  const out: Record<string, unknown> = quoted ? { text: quoted[1] } : {};
  let words = quoted ? [head, ...tail].filter((w): w is string => w !== undefined) : tail;
  if (!quoted) {
    const kind = own(CHARGE_WORDS, (head ?? '').toLowerCase()) ?? own(CHARGE_WORDS, head ?? '');
    if (!kind) return `unknown charge effect '${(head ?? '').slice(0, 40)}': one of ${CHARGE_KINDS.join(', ')} (or their English names), or the card's text in 「」 (twgp.charge-effect.kinds)`;
    out.kind = kind;
  } else if (words[0] && (own(CHARGE_WORDS, words[0].toLowerCase()) ?? own(CHARGE_WORDS, words[0]))) {
    out.kind = own(CHARGE_WORDS, words[0].toLowerCase()) ?? own(CHARGE_WORDS, words[0]);
    words = words.slice(1);
  }
  if (!words.length) return out;
  const value = words.join(' ').normalize('NFKC');
  if (/^\d{1,2}$/.test(value)) return { ...out, strength: Number(value) };
  const split = splitGame(words.join(' '));
  if (!split) return `the strength is a power (03) or a printed value with its TCG (ポケモン HP 30): '${value.slice(0, 40)}' (twgp.charge-effect.reading.note.power-amount)`;
  const printed = printedFromText(split.game, split.rest);
  if (!printed.ok) return `${printed.message} (${printed.clause}, twgp.charge-effect.reading.note.power-amount)`;
  return { ...out, strength: printed.printed };
}

const LABEL: Record<string, string> = { name: 'name', kind: 'kind', power: 'base power', printed: 'printed value', game: 'game' };
