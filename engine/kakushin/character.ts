/**
 * Chapter 01, キャラクター (spec/kakushin/01-character.md): checking a character sheet and
 * building a character. Every problem names the clause it breaks and where (a JSON path, and
 * for plans the sentence and offset). Void plan sentences and over-long plans are warnings:
 * the character stays valid (kakushin.plan.void.isolated). Never throws.
 */
import { parsePlan, planLength } from './plan.ts';
import { plays } from './readings.ts';
import { findSkill, SKILL_POOL } from './skills.ts';
import { setOwn } from '../core/json.ts';
import { nameProblem, unsafeText } from '../core/text.ts';
import type { Character, CharacterSheet, Points, SkillDef, SkillSlot } from './types.ts';

export interface BuildIssue {
  /** ID of the clause the sheet breaks. */
  clause: string;
  /** JSON path in the sheet, e.g. `points.vitality`, `skills[2]`, `plan`. */
  path: string;
  message: string;
  /** For plan sentences: 1-based sentence number, code-point offset in the plan, line in the plan. */
  sentence?: number;
  offset?: number;
  line?: number;
}

export type BuildResult =
  | { ok: true; character: Character; warnings: BuildIssue[] }
  | { ok: false; errors: BuildIssue[]; warnings: BuildIssue[] };

export interface BuildOptions {
  pool?: readonly SkillDef[];
  /**
   * The alternative readings switched on (readings.ts) that a sheet's check plays:
   * 'points-at-most' (kakushin.character.points.note-exact) and 'skills-once'
   * (kakushin.character.skills.note-duplicate).
   */
  readings?: readonly string[];
}

/** The points a sheet must distribute (kakushin.character.points.total). */
export const TOTAL_POINTS = 18;
/** HP per point of 体力 (kakushin.character.points.vitality). */
export const HP_PER_VITALITY = 8;
/** Guaranteed plan length, and with 圧縮思考 (kakushin.plan.length, kakushin.qa.compressed-thought). */
export const PLAN_GUARANTEE = 1000;

const POINT_FIELDS = ['vitality', 'fire', 'water', 'wind', 'earth', 'sword'] as const;
const POINT_KEYS: readonly string[] = [...POINT_FIELDS, 'intellect'];
const SHEET_FIELDS: readonly string[] = ['name', 'points', 'skills', 'plan', 'setting'];
/** 宣告 with its target: 宣告：空圧, [宣告：空圧], 宣告[空圧], 宣告（空圧）. */
const DECLARE = /^[[［]?宣告\s*(?:[：:]\s*(.*?)|[[［（(〔]\s*(.*?)\s*[\]］）)〕])[\]］]?$/u;

/** Sheet keys as the source's template names them, accepted alongside the English ones. */
const JAPANESE_KEYS: Record<string, string> = { 名前: 'name', スキル: 'skills', プラン: 'plan', 設定: 'setting', 点数: 'points' };
const JAPANESE_POINTS: Record<string, string> = { 体力: 'vitality', 知性: 'intellect', 知力: 'intellect', 火: 'fire', 水: 'water', 風: 'wind', 地: 'earth', 剣: 'sword' };

/**
 * The longest plan the engine reads, in code points (line breaks excluded, as kakushin.plan.note-length
 * counts): a practical bound of the project, a hundred times the guarantee of kakushin.plan.length.
 * A longer plan is refused as malformed at its path before anything of it is read.
 */
export const MAX_PLAN_LENGTH = 100 * PLAN_GUARANTEE;
/** The longest character-sheet template text read (parseSheetText), in UTF-16 code units: a practical bound (1 MB of ASCII). */
export const MAX_SHEET_TEXT_LENGTH = 1 << 20;

/** What a key of a sheet object means: its field as an English path (`name`, `points.vitality`). */
function meaning(key: string, inPoints: boolean): string {
  if (Object.hasOwn(JAPANESE_POINTS, key)) return `points.${JAPANESE_POINTS[key]}`;
  if (inPoints) return `points.${key}`;
  return Object.hasOwn(JAPANESE_KEYS, key) ? JAPANESE_KEYS[key]! : key;
}

/**
 * Renames Japanese keys (名前, 体力, …) to the sheet's English ones; points may also sit at the
 * top level. A field given twice in two spellings (名前 and name, 体力 at the top and
 * points.vitality, 知性 and 知力) is an error at both paths (kakushin.character.sheet), never a
 * silent choice of one.
 */

function normalizeKeys(input: Record<string, unknown>): { sheet: Record<string, unknown>; duplicates: BuildIssue[] } {
  const out: Record<string, unknown> = {};
  const points: Record<string, unknown> = {};
  const seen = new Map<string, string>();
  const duplicates: BuildIssue[] = [];
  const note = (field: string, path: string) => {
    const first = seen.get(field);
    if (first === undefined) return void seen.set(field, path);
    for (const [at, other] of [[first, path], [path, first]] as const) {
      duplicates.push({ clause: 'kakushin.character.sheet', path: at, message: `'${at}' and '${other}' both give ${field}; write it once` });
    }
  };
  for (const [k, v] of Object.entries(input)) {
    const field = meaning(k, false);
    note(field, k);
    if (field.startsWith('points.')) setOwn(points, field.slice('points.'.length), v);
    else setOwn(out, field, v);
  }
  if (typeof out.points === 'object' && out.points !== null && !Array.isArray(out.points)) {
    const source = seen.get('points') ?? 'points';
    const inner: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(out.points)) {
      const field = meaning(k, true);
      note(field, `${source}.${k}`);
      setOwn(inner, field.slice('points.'.length), v);
    }
    out.points = { ...points, ...inner };
  } else if (out.points === undefined && Object.keys(points).length > 0) out.points = points;
  return { sheet: out, duplicates };
}
const COST_SUFFIX = /^(.*?)\s*[[［〔《(（]\s*([火水風地剣白]*)\s*[\]］〕》)）]\s*$/u;
/** A name followed by its reading, in brackets or after a space: 自作自演〔マッチポンプ〕, 空圧 プレシャライズ. */
const WITH_READING = /^(.+?)\s*(?:[[［〔(（]\s*([^\]］〕)）]+?)\s*[\]］〕)）]|\s+(\S+))$/u;

/**
 * Finds the pool entry a sheet names: the name alone, or the name with its reading as the
 * source writes skills (【白炎〔火火白白〕】, 自作自演 〔マッチポンプ〕 《火水》, 空圧 プレシャライズ).
 * Returns the cost written on the sheet, if any, so that a differing one can be reported.
 */
function resolveSheetSkill(text: string, pool: readonly SkillDef[]): { def?: SkillDef; name: string; writtenCost?: string } {
  let t = text.trim().replace(/^【(.*)】$/u, '$1').trim();
  const withCost = COST_SUFFIX.exec(t);
  const writtenCost = withCost && withCost[2] !== '' ? withCost[2] : undefined;
  if (withCost) t = withCost[1]!.trim();
  const direct = findSkill(t, pool);
  if (direct) return { def: direct, name: t, writtenCost };
  const r = WITH_READING.exec(t);
  const named = r ? findSkill(r[1]!.trim(), pool) : undefined;
  if (r && named && named.reading !== undefined && named.reading === (r[2] ?? r[3])!.trim()) return { def: named, name: named.name, writtenCost };
  return { name: t, writtenCost };
}

/** Why a plan's text is not read at all, or null: longer than MAX_PLAN_LENGTH, or holding an unsafe character. */
function planTextProblem(plan: string): string | null {
  // The UTF-16 length bounds the code points from above and below (×2), so a huge plan is refused without counting it.
  if (plan.length > 2 * MAX_PLAN_LENGTH || (plan.length > MAX_PLAN_LENGTH && planLength(plan) > MAX_PLAN_LENGTH)) {
    return `is longer than ${MAX_PLAN_LENGTH} characters, the most the engine reads (behaviour is guaranteed up to ${PLAN_GUARANTEE}: kakushin.plan.length)`;
  }
  return unsafeText(plan);
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/**
 * Checks a sheet and builds the character (kakushin.character.sheet, kakushin.character.points.*,
 * kakushin.character.skills.*, kakushin.canon.declare.form, kakushin.canon.declare.one,
 * kakushin.plan.length, kakushin.plan.void.*).
 */
export function buildCharacter(input: unknown, options: BuildOptions = {}): BuildResult {
  const pool = options.pool ?? SKILL_POOL;
  const errors: BuildIssue[] = [];
  const warnings: BuildIssue[] = [];
  const err = (clause: string, path: string, message: string) => errors.push({ clause, path, message });
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: [{ clause: 'kakushin.character.sheet', path: '', message: 'a character sheet must be an object' }], warnings };
  }
  const normalized = normalizeKeys(input as Record<string, unknown>);
  errors.push(...normalized.duplicates);
  const sheet = normalized.sheet as Partial<CharacterSheet> & Record<string, unknown>;

  // kakushin.character.sheet: a field the sheet does not have is reported, not silently dropped.
  for (const key of Object.keys(sheet)) {
    if (!SHEET_FIELDS.includes(key)) warnings.push({ clause: 'kakushin.character.sheet', path: key, message: `'${key}' is not a field of the character sheet; it is ignored` });
  }
  if (typeof sheet.points === 'object' && sheet.points !== null && !Array.isArray(sheet.points)) {
    for (const key of Object.keys(sheet.points)) {
      if (!POINT_KEYS.includes(key)) warnings.push({ clause: 'kakushin.character.sheet.points', path: `points.${key}`, message: `'${key}' is not one of the seven point fields; it is ignored` });
    }
  }

  // kakushin.character.sheet.name
  if (typeof sheet.name !== 'string' || sheet.name.trim() === '') err('kakushin.character.sheet.name', 'name', 'the name must be a non-empty string');
  else {
    const problem = nameProblem(sheet.name);
    if (problem) err('kakushin.character.sheet.name', 'name', `the name ${problem}`);
  }

  // kakushin.character.sheet.points: seven non-negative integers (知性 may be left out).
  const raw = (typeof sheet.points === 'object' && sheet.points !== null ? sheet.points : undefined) as Record<string, unknown> | undefined;
  if (!raw) err('kakushin.character.sheet.points', 'points', 'points must be an object with vitality, fire, water, wind, earth, sword (and optionally intellect)');
  const badPoints = raw ? POINT_FIELDS.filter((k) => !isCount(raw[k])) : [];
  for (const k of badPoints) err('kakushin.character.sheet.points', `points.${k}`, `must be an integer 0 or more, got ${JSON.stringify(raw![k])}`);
  const pointsOk = !!raw && badPoints.length === 0;
  if (raw && raw.intellect !== undefined && !isCount(raw.intellect)) {
    err('kakushin.character.sheet.points', 'points.intellect', `must be an integer 0 or more, got ${JSON.stringify(raw.intellect)}`);
  }

  // kakushin.character.sheet.skills
  // More skills than the sheet's points can never be legal: each is a point of 知性 (kakushin.character.points.intellect,
  // kakushin.character.points.total), so a longer list is refused before any entry is read.
  const tooMany = Array.isArray(sheet.skills) && sheet.skills.length > TOTAL_POINTS;
  if (tooMany) err('kakushin.character.points.total', 'skills', `${(sheet.skills as unknown[]).length} skills are listed; each is a point of 知性, and a sheet has ${TOTAL_POINTS} points in all`);
  const badSkills = Array.isArray(sheet.skills) && !tooMany ? sheet.skills.map((s, i) => [s, i] as const).filter(([s]) => typeof s !== 'string' || nameProblem(s) !== null) : [];
  for (const [s, i] of badSkills) err('kakushin.character.sheet.skills', `skills[${i}]`, typeof s === 'string' && s.trim() !== '' ? `the skill ${nameProblem(s)}` : 'each skill must be a non-empty string');
  const skillsOk = Array.isArray(sheet.skills) && !tooMany && badSkills.length === 0;
  if (!Array.isArray(sheet.skills)) err('kakushin.character.sheet.skills', 'skills', 'skills must be an array of skill names, top first');

  // kakushin.character.sheet.plan / .setting
  if (typeof sheet.plan !== 'string') err('kakushin.character.sheet.plan', 'plan', 'the plan must be a string (it may be empty)');
  const planProblem = typeof sheet.plan === 'string' ? planTextProblem(sheet.plan) : null;
  if (planProblem) err('kakushin.character.sheet.plan', 'plan', `the plan ${planProblem}`);
  if (sheet.setting !== undefined && typeof sheet.setting !== 'string') err('kakushin.character.sheet.setting', 'setting', 'the setting must be a string');
  const settingProblem = typeof sheet.setting !== 'string' ? null
    : sheet.setting.length > MAX_PLAN_LENGTH ? `is longer than ${MAX_PLAN_LENGTH} characters, the most the engine keeps` : unsafeText(sheet.setting);
  if (settingProblem) err('kakushin.character.sheet.setting', 'setting', `the setting ${settingProblem}`);

  // Skills: pool, banned, 宣告's form and count.
  const slots: SkillSlot[] = [];
  if (skillsOk) {
    let declares = 0;
    (sheet.skills as string[]).forEach((text, i) => {
      const path = `skills[${i}]`;
      // 宣告's own reading is not a target: 宣告[ディスオーダー]：空圧 is 宣告：空圧.
      const declared = DECLARE.exec(text.trim().replace(/^([[［]?宣告)\s*[[［〔（(]\s*ディスオーダー\s*[\]］〕）)]/u, '$1'));
      const bare = /^[[［]?宣告\s*(?:[[［〔（(]\s*ディスオーダー\s*[\]］〕）)])?[\]］]?$/u.test(text.trim());
      if (declared || bare) {
        const written = (declared?.[1] ?? declared?.[2] ?? '').trim();
        declares += 1;
        const def = findSkill('宣告', pool);
        if (!def) return err('kakushin.character.skills.pool', path, "the skill pool has no '宣告'");
        if (declares > 1) err('kakushin.canon.declare.one', path, 'a character may hold only one 宣告');
        const known = written === '' ? undefined : resolveSheetSkill(written, pool).def;
        const target = known?.name ?? written;
        if (target === '') return err('kakushin.canon.declare.form', path, "宣告 must name the skill it declares, as in '宣告：空圧'");
        if (known?.name === '宣告') return err('kakushin.canon.declare.note-scope', path, '宣告 cannot declare 宣告 (its target is fixed on the sheet: kakushin.qa.declare-fixed)');
        if (!known) warnings.push({ clause: 'kakushin.canon.declare.note-scope', path, message: `declares '${target}', which is not in the skill pool: it erases nothing` });
        slots.push({ skill: def, declared: known?.name ?? target });
        return;
      }
      const { def, name, writtenCost } = resolveSheetSkill(text, pool);
      if (!def) return err('kakushin.character.skills.pool', path, `'${name}' is not in the skill pool`);
      if (def.banned) return err('kakushin.character.skills.banned', path, `'${def.name}' is a banned skill (kakushin.pool.banned)`);
      if (writtenCost !== undefined && writtenCost !== def.cost.join('')) {
        warnings.push({ clause: 'kakushin.qa.list-prevails', path, message: `the sheet writes ${def.name}'s cost as [${writtenCost}]; the skill list's [${def.cost.join('')}] prevails` });
      }
      // kakushin.character.skills.duplicate allows the same skill twice; the alternative reading
      // 'skills-once' (kakushin.character.skills.note-duplicate) refuses the second entry.
      const earlier = plays(options, 'skills-once') ? (sheet.skills as string[]).findIndex((t, j) => j < i && resolveSheetSkill(t, pool).def?.name === def.name) : -1;
      if (earlier >= 0) return err('kakushin.character.skills.duplicate', path, `'${def.name}' is already learned at skills[${earlier}]; under the reading skills-once a skill is learned at most once`);
      slots.push({ skill: def });
    });
  }

  // kakushin.character.points.intellect: 知性 equals the number of skills (kakushin.character.sheet.note-intellect-field).
  const skillCount = Array.isArray(sheet.skills) ? sheet.skills.length : 0;
  const intellect = raw && isCount(raw.intellect) ? raw.intellect : skillCount;
  if (raw && isCount(raw.intellect) && raw.intellect !== skillCount) {
    err('kakushin.character.points.intellect', 'points.intellect', `知性 is ${raw.intellect} but ${skillCount} skill(s) are listed; each point of 知性 is one skill`);
  }
  let points: Points | undefined;
  if (pointsOk && raw) {
    points = { vitality: raw.vitality as number, intellect, fire: raw.fire as number, water: raw.water as number, wind: raw.wind as number, earth: raw.earth as number, sword: raw.sword as number };
    // kakushin.character.points.total
    const total = Object.values(points).reduce((a, b) => a + b, 0);
    if (plays(options, 'points-at-most') ? total > TOTAL_POINTS : total !== TOTAL_POINTS) err('kakushin.character.points.total', 'points', `the seven values add up to ${total}, not ${TOTAL_POINTS} (体力 ${points.vitality}, 知性 ${points.intellect}, 火 ${points.fire}, 水 ${points.water}, 風 ${points.wind}, 地 ${points.earth}, 剣 ${points.sword})`);
    // kakushin.character.points.vitality-positive
    if (points.vitality < 1) err('kakushin.character.points.vitality-positive', 'points.vitality', '体力 must be at least 1 (kakushin.character.points.note-vitality-zero)');
  }

  // The plan: void sentences and length are warnings (kakushin.plan.void.isolated, kakushin.plan.note-length).
  const planText = typeof sheet.plan === 'string' && !planProblem ? sheet.plan : '';
  const plan = parsePlan(planText, { pool, held: slots.map((s) => s.skill.name) });
  for (const d of plan.diagnostics) {
    warnings.push({ clause: d.clause, path: 'plan', sentence: d.sentence, offset: d.offset, line: d.line, message: `sentence ${d.sentence} (offset ${d.offset}, column ${d.column}) is void: ${d.message}: 「${d.text}」` });
  }
  const capacity = Math.max(PLAN_GUARANTEE, ...slots.flatMap((s) => s.skill.effects.map((e) => (e.kind === 'plan-capacity' ? e.chars : 0))));
  if (plan.length > capacity) {
    warnings.push({ clause: 'kakushin.plan.length', path: 'plan', message: `the plan has ${plan.length} characters; behaviour is guaranteed up to ${capacity}` });
  }

  if (errors.length > 0 || !points) return { ok: false, errors, warnings };
  const character: Character = {
    name: (sheet.name as string).trim(),
    points,
    maxHp: points.vitality * HP_PER_VITALITY,
    skills: slots,
    plan,
    setting: typeof sheet.setting === 'string' ? sheet.setting : '',
  };
  return { ok: true, character, warnings };
}

// ---- the source's submission template as text ----

export interface SheetTextIssue {
  line: number;
  clause: string;
  message: string;
}

export type SheetTextResult =
  | { ok: true; sheet: CharacterSheet; lines: Record<string, number> }
  | { ok: false; errors: SheetTextIssue[] };

const HEADERS: Record<string, keyof Points | 'name' | 'skills' | 'plan' | 'setting'> = {
  名前: 'name', 体力: 'vitality', 知性: 'intellect', 知力: 'intellect', 火: 'fire', 水: 'water', 風: 'wind', 地: 'earth', 剣: 'sword', スキル: 'skills', プラン: 'plan', 設定: 'setting',
};

/** A template header line: a field name alone, a number field with its value, or a text field after a colon. */
function headerOf(line: string): { label: string; value: string } | null {
  let m = /^(名前|体力|知性|知力|火|水|風|地|剣|スキル|プラン|設定)(?:[（(][^）)]*[）)])?$/u.exec(line);
  if (m) return { label: m[1]!, value: '' };
  m = /^(体力|知性|知力|火|水|風|地|剣)(?:\s*[：:]\s*|\s+|(?=[0-9０-９]))(\S.*)$/u.exec(line);
  if (m) return { label: m[1]!, value: m[2]! };
  m = /^(名前|プラン|設定)\s*[：:]\s*(.+)$/u.exec(line);
  if (m) return { label: m[1]!, value: m[2]! };
  return null;
}

/**
 * Reads a sheet written in the source's template (名前 / 体力 15 / … / スキル（1個1点） / ・斬撃 /
 * プラン / … / 設定 / …). Returns the sheet and the line of each field, so that builder issues
 * can be located by line (`lines['skills[0]']`).
 */
export function parseSheetText(text: string): SheetTextResult {
  if (typeof text !== 'string') return { ok: false, errors: [{ line: 0, clause: 'kakushin.character.sheet', message: 'a character sheet template must be text' }] };
  if (text.length > MAX_SHEET_TEXT_LENGTH) {
    return { ok: false, errors: [{ line: 1, clause: 'kakushin.character.sheet', message: `the sheet is ${text.length} characters long; at most ${MAX_SHEET_TEXT_LENGTH} are read` }] };
  }
  const lines = text.split(/\r?\n/);
  const errors: SheetTextIssue[] = [];
  const at: Record<string, number> = {};
  const values: Record<string, string[]> = {};
  let field: string | null = null;
  lines.forEach((rawLine, i) => {
    const lineNo = i + 1;
    const line = rawLine.trim();
    if (/^[=＝\-―ー]{3,}$/u.test(line)) return;
    const head = headerOf(line);
    if (head) {
      field = HEADERS[head.label]!;
      if (field in values) errors.push({ line: lineNo, clause: 'kakushin.character.sheet', message: `the field ${head.label} is given twice` });
      values[field] = [];
      const key = field === 'name' || field === 'skills' || field === 'plan' || field === 'setting' ? field : `points.${field}`;
      at[key] = lineNo;
      if (key.startsWith('points.')) at.points ??= lineNo;
      if (head.value) values[field]!.push(head.value);
      return;
    }
    if (field === null) {
      if (line !== '') errors.push({ line: lineNo, clause: 'kakushin.character.sheet', message: `text before the first field: '${line}'` });
      return;
    }
    if (field === 'skills') {
      if (line === '') return;
      const name = line.replace(/^[・\-*]\s*/u, '');
      at[`skills[${values.skills!.length}]`] = lineNo;
      values.skills!.push(name);
      return;
    }
    if (line === '' && (values[field]!.length === 0 || !['plan', 'setting'].includes(field))) return;
    if (values[field]!.length === 0 && ['plan', 'setting'].includes(field)) at[field] = lineNo;
    values[field]!.push(field === 'plan' || field === 'setting' ? rawLine : line);
  });
  const number = (key: keyof Points): number | undefined => {
    const v = values[key];
    if (v === undefined) return undefined;
    const text = (v[0] ?? '').normalize('NFKC').trim();
    if (!/^\d+$/u.test(text)) {
      errors.push({ line: at[`points.${key}`] ?? 0, clause: 'kakushin.character.sheet.points', message: `${key} must be a whole number, got '${text}'` });
      return undefined;
    }
    return Number(text);
  };
  for (const [label, key] of [['名前', 'name'], ['体力', 'vitality'], ['火', 'fire'], ['水', 'water'], ['風', 'wind'], ['地', 'earth'], ['剣', 'sword'], ['スキル', 'skills'], ['プラン', 'plan']] as const) {
    if (!(key in values)) errors.push({ line: lines.length, clause: 'kakushin.character.sheet', message: `the field ${label} is missing` });
  }
  const points = {
    vitality: number('vitality'), fire: number('fire'), water: number('water'), wind: number('wind'), earth: number('earth'), sword: number('sword'),
    ...(values.intellect ? { intellect: number('intellect') } : {}),
  };
  if (errors.length > 0) return { ok: false, errors };
  const sheet: CharacterSheet = {
    name: (values.name ?? []).join('').trim(),
    points: points as CharacterSheet['points'],
    skills: values.skills ?? [],
    plan: (values.plan ?? []).join('\n').trim(),
    setting: (values.setting ?? []).join('\n').trim(),
  };
  return { ok: true, sheet, lines: at };
}
