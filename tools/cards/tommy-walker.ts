/**
 * The トミーウォーカーTCG card list as spec: the card table of spec/tommy-walker/11-card-list.md
 * (owned by clause `tommy-walker.card-list.cards`, read with the one spec parser,
 * tools/spec/parse.ts) is the source of truth for every printed field of a card. This module
 * reads the table into records (malformed rows are file:line errors), renders the engine's
 * generated data file engine/tommy-walker/card-data.ts from them, and compares the engine's
 * data with the spec field by field, naming the card, the field, both values and the command.
 *
 *   npm run tw:cards            rewrite engine/tommy-walker/card-data.ts from the spec
 *   npm run tw:cards -- --check only compare; exit 1 on a difference (npm test checks the same)
 *
 * The engine stays standalone: it imports the generated file, never this module or the spec.
 * Behaviour (the ability model) stays in engine/tommy-walker/cards.ts; `modelMismatches`
 * checks that its numbers and attributes still occur in the printed ability texts.
 */
import { readFileSync } from 'node:fs';
import type { Table, TableCell } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseChapter } from '../spec/parse.ts';
import type { CardData, PrintedCard } from '../../engine/tommy-walker/cards.ts';

export const CARD_TABLE_FILE = 'spec/tommy-walker/11-card-list.md';
export const CARD_TABLE_CLAUSE = 'tommy-walker.card-list.cards';
export const CARD_DATA_FILE = 'engine/tommy-walker/card-data.ts';
export const REGENERATE = 'npm run tw:cards';

/** The columns of the card table, in order, with the record field each fills. */
export const COLUMNS = [
  ['作品', 'series'],
  ['レアリティ', 'rarity'],
  ['カード名', 'name'],
  ['性別/属性', 'attributeText'],
  ['ダメージ', 'stars'],
  ['戦闘力', 'power'],
  ['特殊能力', 'abilities'],
  ['ID', 'id'],
] as const;

/** The separator of two abilities in one 特殊能力 cell. */
export const ABILITY_SEPARATOR = ' ／ ';

export interface CardRow extends PrintedCard {
  /** Line of the row in the chapter file. */
  line: number;
}

export interface CardTable {
  cards: CardRow[];
  /** `file:line:column: message`, one per problem; the cards of bad rows are left out. */
  errors: string[];
}

const ID = /^tw[1-4]-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads the card table from the chapter text (`file` names it in errors). */
export function readCardTable(text: string, file = CARD_TABLE_FILE): CardTable {
  const errors: string[] = [];
  const at = (line: number, column: number, message: string) => errors.push(`${file}:${line}:${column}: ${message}`);
  const name = file.split('/').pop()!;
  const parsed = parseChapter(text, file, 'tommy-walker', name);
  const block = parsed.chapter.blocks.find((b) => b.type === 'clause' && b.id === CARD_TABLE_CLAUSE);
  const clause = parsed.clauses.find((c) => c.id === CARD_TABLE_CLAUSE);
  if (!block || block.type !== 'clause' || !clause) {
    at(1, 1, `no clause ${CARD_TABLE_CLAUSE}: the card table must follow that clause's text`);
    return { cards: [], errors };
  }
  const tables = block.nodes.filter((n): n is Table => n.type === 'table');
  if (tables.length !== 1) {
    at(clause.line, clause.column, `clause ${CARD_TABLE_CLAUSE} must own exactly one table (the card table, right after its text), found ${tables.length}`);
    return { cards: [], errors };
  }
  const [header, ...rows] = tables[0]!.children;
  const headerCells = header!.children.map((c) => toString(c).trim());
  const expected = COLUMNS.map(([title]) => title);
  if (headerCells.join('|') !== expected.join('|')) {
    at(header!.position!.start.line, 1, `the card table's columns must be ${expected.join(', ')}; found ${headerCells.join(', ')}`);
    return { cards: [], errors };
  }
  const cards: CardRow[] = [];
  const ids = new Map<string, number>();
  const names = new Map<string, number>();
  rows.forEach((row, index) => {
    const line = row.position!.start.line;
    const cells = row.children;
    const label = `card table row ${index + 1}`;
    if (cells.length !== COLUMNS.length) {
      const known = cells[2] ? ` (${toString(cells[2]).trim()})` : '';
      at(line, 1, `${label}${known}: ${cells.length} cells, the table has ${COLUMNS.length} columns (${expected.join(', ')})`);
      return;
    }
    const value = (i: number) => toString(cells[i]!).trim();
    const idCell = cells[7]!;
    const id = value(7);
    const who = ID.test(id) ? `${label} (${id} ${value(2)})` : `${label} (${value(2)})`;
    const bad: string[] = [];
    const col = (i: number) => cells[i]!.position?.start.column ?? 1;
    const problem = (i: number, message: string) => {
      bad.push(message);
      at(line, col(i), `${who}: ${expected[i]}: ${message}`);
    };
    const series = value(0);
    if (!/^TW[1-4]$/.test(series)) problem(0, `'${series}' is not one of TW1, TW2, TW3, TW4`);
    const rarity = value(1);
    if (!/^[CUR]$/.test(rarity)) problem(1, `'${rarity}' is not one of C, U, R`);
    const cardName = value(2);
    if (!cardName) problem(2, 'empty');
    else if (names.has(cardName)) problem(2, `'${cardName}' is also the name of the card on line ${names.get(cardName)}`);
    const attributeText = value(3);
    if (!/^[男女]\/(?:P|T|S|ST)$/.test(attributeText)) problem(3, `'${attributeText}' is not a gender and stats such as 男/T (男 or 女, then P, T, S or ST)`);
    const starsText = value(4);
    if (!/^☆[1-9][0-9]*$/.test(starsText)) problem(4, `'${starsText}' is not ☆ and a positive whole number such as ☆3`);
    const powerText = value(5);
    if (!/^[1-9][0-9]*$/.test(powerText)) problem(5, `'${powerText}' is not a positive whole number`);
    const abilities = value(6).split(ABILITY_SEPARATOR).map((a) => a.trim());
    if (abilities.some((a) => a === '')) problem(6, `an empty ability: abilities are separated by '${ABILITY_SEPARATOR.trim()}' with a space either side`);
    if (!isInlineCode(idCell) || !ID.test(id)) problem(7, `'${id}' must be written as code (\`tw1-name\`): tw1–tw4, a hyphen, lowercase ASCII words joined by hyphens`);
    else if (!id.startsWith(`${series.toLowerCase()}-`)) problem(7, `'${id}' must start with the series, ${series.toLowerCase()}-`);
    else if (ids.has(id)) problem(7, `'${id}' is also the ID of the card on line ${ids.get(id)}`);
    if (bad.length) return;
    ids.set(id, line);
    names.set(cardName, line);
    cards.push({ id, series: series as PrintedCard['series'], rarity: rarity as PrintedCard['rarity'], name: cardName, attributeText, stars: Number(starsText.slice(1)), power: Number(powerText), abilities, line });
  });
  if (!rows.length) at(tables[0]!.position!.start.line, 1, 'the card table has no cards');
  return { cards, errors };
}

function isInlineCode(cell: TableCell): boolean {
  return cell.children.length === 1 && cell.children[0]!.type === 'inlineCode';
}

/** The text of engine/tommy-walker/card-data.ts for these cards. */
export function renderCardData(cards: readonly PrintedCard[]): string {
  const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const rows = cards.map((c) => `  { id: ${q(c.id)}, series: ${q(c.series)}, rarity: ${q(c.rarity)}, name: ${q(c.name)}, attributeText: ${q(c.attributeText)}, stars: ${c.stars}, power: ${c.power}, abilities: [${c.abilities.map(q).join(', ')}] },`);
  return [
    '/**',
    ` * GENERATED by \`${REGENERATE}\` from the card table of ${CARD_TABLE_FILE}`,
    ` * (clause ${CARD_TABLE_CLAUSE}): do not edit. The spec is the source of truth; edit the`,
    ' * table there and run the command. The printed fields of every card in card-list order;',
    ' * cards.ts joins them with the ability model (the behaviour, which stays in the engine).',
    ' */',
    "import type { PrintedCard } from './cards.ts';",
    '',
    'export const PRINTED_CARDS: readonly PrintedCard[] = [',
    ...rows,
    '];',
    '',
  ].join('\n');
}

const FIELD_TITLE: Record<keyof PrintedCard, string> = Object.fromEntries(COLUMNS.map(([title, field]) => [field, `${title} (${field})`])) as Record<keyof PrintedCard, string>;

/**
 * Where the engine's printed data differs from the spec's table: one message per card and
 * field, naming the card (ID and name), both values and the command that makes them agree.
 */
export function compareWithSpec(spec: readonly CardRow[], engine: readonly PrintedCard[], file = CARD_TABLE_FILE): string[] {
  const out: string[] = [];
  const fix = `run ${REGENERATE} to regenerate ${CARD_DATA_FILE} from the spec`;
  const engineById = new Map(engine.map((c, i) => [c.id, { card: c, index: i }]));
  const specIds = new Set(spec.map((c) => c.id));
  const show = (v: unknown) => (Array.isArray(v) ? v.map((s) => `'${s}'`).join(ABILITY_SEPARATOR) : `'${String(v)}'`);
  spec.forEach((s, i) => {
    const where = `${file}:${s.line}: card ${s.id} (${s.name})`;
    const e = engineById.get(s.id);
    if (!e) {
      out.push(`${where} is in the spec but not in the engine's card data; ${fix}`);
      return;
    }
    for (const [, field] of COLUMNS) {
      const a = s[field];
      const b = e.card[field];
      if (JSON.stringify(a) !== JSON.stringify(b)) out.push(`${where}: ${FIELD_TITLE[field]} differs: spec ${show(a)}, engine ${show(b)}; ${fix}`);
    }
    if (e.index !== i) out.push(`${where} is card ${i + 1} of the spec's list but card ${e.index + 1} of the engine's; ${fix}`);
  });
  for (const c of engine) {
    if (!specIds.has(c.id)) out.push(`${CARD_DATA_FILE}: card ${c.id} (${c.name}) is in the engine's card data but not in the spec's card table (${file}); ${fix}`);
  }
  return out;
}

const KANJI = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/**
 * Where the engine's ability model no longer matches the printed text it is joined with:
 * every number and attribute of an ability's condition and effect must occur in its text
 * (a count may be written in kanji, 三枚). Such a difference is not regenerated: the
 * behaviour is the engine's, so the message asks to update engine/tommy-walker/cards.ts.
 */
export function modelMismatches(cards: readonly CardData[]): string[] {
  const out: string[] = [];
  for (const c of cards) {
    c.abilities.forEach((a, i) => {
      const wanted: string[][] = [];
      const cond = a.condition;
      if (cond && 'attribute' in cond) wanted.push([`「${cond.attribute}」`]);
      if (cond?.kind === 'hand-at-most') wanted.push([String(cond.count), KANJI[cond.count] ?? String(cond.count)]);
      const e = a.effect;
      if (e.kind === 'set-power') wanted.push([String(e.value)]);
      if (e.kind === 'discard-steps') wanted.push([`「${e.attribute}」`], ...e.values.map((v) => [String(v)]));
      if (e.kind === 'add-power') wanted.push([`+${e.amount}`]);
      if (e.kind === 'add-stars') wanted.push([`☆+${e.amount}`]);
      if (e.kind === 'enemy-stars') wanted.push([`☆${e.amount}`]);
      if (e.kind === 'take-from-discard' && e.attribute) wanted.push([`「${e.attribute}」`]);
      if (e.kind === 'return-to-deck') wanted.push([String(e.max), KANJI[e.max] ?? String(e.max)]);
      for (const alternatives of wanted) {
        if (!alternatives.some((w) => a.text.includes(w))) {
          out.push(`card ${c.id} (${c.name}), ability ${i + 1}: the printed text '${a.text}' has no '${alternatives.join("' or '")}', which the engine's ability model (${a.effect.kind}) uses; update the model in engine/tommy-walker/cards.ts to the spec's text`);
        }
      }
    });
  }
  return out;
}

/** Reads the chapter file under `root` (the repository). */
export function readCardTableFile(root: string): CardTable {
  let text: string;
  try {
    text = readFileSync(`${root}/${CARD_TABLE_FILE}`, 'utf8');
  } catch (e) {
    return { cards: [], errors: [`${CARD_TABLE_FILE}: cannot read the chapter (${(e as Error).message})`] };
  }
  return readCardTable(text);
}
