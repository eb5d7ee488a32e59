/**
 * Chapter 04, プラン (spec/kakushin/04-plan.md): reads a plan written in the controlled
 * Japanese of docs/kakushin-plan-grammar.md. A sentence is `condition、condition、…、directive。`;
 * a sentence outside the grammar is void and reported with its sentence number and offset
 * (kakushin.plan.void.*, kakushin.plan.note-controlled). Parsing never throws.
 */
import { findSkill, SKILL_POOL } from './skills.ts';
import type {
  AilmentName, Category, Comparison, Condition, Directive, PanelKind, Plan, PlanDiagnostic,
  SkillDef, SkillSelector, Stat, Statement, TargetSpec, Who,
} from './types.ts';

export interface PlanContext {
  /** Skills the plan may name (default: the project's pool). */
  pool?: readonly SkillDef[];
  /** Names of the skills the character holds; own directives naming others are void. Unchecked if absent. */
  held?: readonly string[];
}

/** A reason to void a sentence: the clause and what is wrong. */
interface Fault {
  clause: string;
  message: string;
  column: number;
  /** What to write instead, when the grammar has a way to say it (kakushin.plan.note-skill-comparison). */
  instead?: string;
}

type Result<T> = { ok: true; value: T } | { ok: false; clause: string; message: string; instead?: string };

const TERMINATORS = new Set(['。', '！', '？', '!', '?', '\n', '\r', '．']);
const LEADING_JUNK = /^[\s・\-*•●○◆◇■□「『（(]+/u;
/** Closing quotes and brackets trimmed from a sentence's end (with white space): by a backward scan, not a regex, so a long run of them stays linear. */
const TRAILING_JUNK = /[\s」』）)]/u;
/** 後で after より is the turn comparison 「Nターン目より後では」, not "later". */
const FUTURE = /次の?ターン|来ターン|翌ターン|将来|未来|この先|(?<!より)後で|あとで|次回/u;
const NONDETERMINISTIC = /気分|適当|なんとなく|気が向いたら|たまに|時々|ときどき|運次第|運任せ/u;
/**
 * The longest sentence read, in code points: a practical bound of the project. No form of the
 * grammar (docs/kakushin-plan-grammar.md) comes near it, so a longer sentence is void as
 * unreadable (kakushin.plan.void.unreadable) without being matched, which keeps reading a plan
 * linear in its length however it is written.
 */
export const MAX_SENTENCE_LENGTH = 300;
const MAX_CONDITIONS = 3; // kakushin.plan.note-controlled: four or more conditions nest too deep.
/** The longest directive spans six 、-segments (a panel order lists five kinds); longer tails are never tried, so parsing stays linear. */
const MAX_DIRECTIVE_SEGMENTS = 6;
/** A segment ending like this qualifies the target that follows it (「使用中のスキルパターンで、最も数の多いパネル」), not a condition. */
const TARGET_QUALIFIER = /(?:スキルパターンで|パネルで|パネルのうち)$/u;

/**
 * Polite endings of an instruction and their plain forms (kakushin.plan.note-polite), tried in
 * order: the first whose ending matches is rewritten. Specific verbs come before the general します.
 */
const POLITE: readonly (readonly [RegExp, string])[] = [
  [/残しておきます$/u, '残しておく'],
  [/(減ら|残)します$/u, '$1す'],
  [/しません$/u, 'しない'],
  [/使いません$/u, '使わない'],
  [/します$/u, 'する'],
  [/(使|狙|行|支払)います$/u, '$1う'],
  [/譲ります$/u, '譲る'],
  [/選びます$/u, '選ぶ'],
  [/(並べ|得|充て|あて|与え|かけ|捨て)ます$/u, '$1る'],
  [/です$/u, ''],
];
/** What may follow より when two skills are compared (「沙羅双樹を斬撃より優先する」): kakushin.plan.note-skill-comparison. */
const AFTER_YORI = /^(?:も)?(?:先に|前に)?(?:優先|使)/u;
/** The other order (「斬撃より沙羅双樹を優先する」): the preferred skill stands after より. */
const AFTER_YORI_NAMED = /^(?:も)?(?:先に|前に)?(.+?)を(?:優先|先に使|使)/u;

const KIND = '(火|水|風|地|剣)';
const CATEGORY = '(攻撃|反撃|変化|妨害|受動|防御|回復|維持|強化|特殊)';
const CMP = '(以上|以下|未満|より多い|より少ない|を超える|を上回る|を下回る|より大きい|より小さい)?';
const WHO = '(?:(自分|相手)の)?';

/** Counts a plan for the length guarantee: code points, line breaks excluded (kakushin.plan.note-length). */
export function planLength(text: string): number {
  return [...text].filter((c) => c !== '\n' && c !== '\r').length;
}

/** Parses a plan; every sentence becomes a statement or a located diagnostic. */
export function parsePlan(text: string, ctx: PlanContext = {}): Plan {
  const statements: Statement[] = [];
  const diagnostics: PlanDiagnostic[] = [];
  const source = typeof text === 'string' ? text : '';
  let number = 0;
  for (const sentence of splitSentences(source)) {
    number += 1;
    const parsed: ReturnType<typeof parseSentence> = sentence.length > MAX_SENTENCE_LENGTH
      ? { fault: { clause: 'kakushin.plan.void.unreadable', column: 0, message: `the sentence has ${sentence.length} characters; a sentence longer than ${MAX_SENTENCE_LENGTH} is not read` } }
      : parseSentence(sentence.text, ctx);
    if ('fault' in parsed) {
      diagnostics.push({
        sentence: number, offset: sentence.offset, line: sentence.line, column: parsed.fault.column,
        text: sentence.text, clause: parsed.fault.clause, message: parsed.fault.message,
        ...(parsed.fault.instead ? { instead: parsed.fault.instead } : {}),
      });
    } else {
      statements.push({ sentence: number, offset: sentence.offset, line: sentence.line, text: sentence.text, ...parsed });
    }
  }
  return { text: source, length: planLength(source), statements, diagnostics };
}

/** `text` without the white space and closing quotes at its end (TRAILING_JUNK), scanning back once. */
function trimTrailingJunk(text: string): string {
  let end = text.length;
  while (end > 0 && TRAILING_JUNK.test(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}

/** Splits at sentence ends, trimming bullets and quotes; offsets count code points, `length` is the sentence's in code points. */
function splitSentences(text: string): { text: string; offset: number; line: number; length: number }[] {
  const out: { text: string; offset: number; line: number; length: number }[] = [];
  const chars = [...text];
  let start = 0;
  let line = 1;
  let startLine = 1;
  const flush = (end: number) => {
    const raw = chars.slice(start, end).join('');
    const lead = (LEADING_JUNK.exec(raw)?.[0] ?? '');
    const body = trimTrailingJunk(raw.slice(lead.length));
    if (body !== '') {
      const leadChars = [...lead];
      const newlines = leadChars.filter((c) => c === '\n').length;
      out.push({ text: body, offset: start + leadChars.length, line: startLine + newlines, length: [...body].length });
    }
  };
  chars.forEach((c, i) => {
    if (TERMINATORS.has(c)) {
      flush(i);
      start = i + 1;
      if (c === '\n') line += 1;
      startLine = line;
    }
  });
  flush(chars.length);
  return out;
}

/** Folds width, drops spaces and quotes, and writes small kanji numbers before counters as digits. */
function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\s「」『』"“”]/gu, '')
    .replace(/([一二三四五六七八九十]+)(?=個|枚|つ|回|度|ターン|番|点|%|パーセント|以上|以下|未満)/gu, (m) => String(kanjiNumber(m)));
}

/** Rewrites a polite ending (します, しません, 使います, …です) as the plain form (kakushin.plan.note-polite). */
function plain(text: string): string {
  for (const [ending, replacement] of POLITE) if (ending.test(text)) return text.replace(ending, replacement);
  return text;
}

function kanjiNumber(text: string): number {
  const digit = (c: string | undefined) => (c === undefined ? 0 : '一二三四五六七八九'.indexOf(c) + 1);
  const ten = text.indexOf('十');
  if (ten < 0) return digit(text[0]);
  return (ten === 0 ? 1 : digit(text[0])) * 10 + digit(text[ten + 1]);
}

function compare(word: string | undefined): Comparison {
  switch (word) {
    case '以上': return '>=';
    case '以下': return '<=';
    case '未満': case 'より少ない': case 'を下回る': case 'より小さい': return '<';
    case 'より多い': case 'を超える': case 'を上回る': case 'より大きい': return '>';
    default: return '=';
  }
}

const who = (w: string | undefined): Who => (w === '相手' ? 'opponent' : 'self');

function parseSentence(sentence: string, ctx: PlanContext): { conditions: Condition[]; directive: Directive } | { fault: Fault } {
  // kakushin.plan.void.future / .nondeterministic: words that look ahead or leave the result open.
  const future = FUTURE.exec(sentence);
  if (future) return { fault: { clause: 'kakushin.plan.void.future', column: [...sentence.slice(0, future.index)].length, message: `refers to the future ('${future[0]}')` } };
  const vague = NONDETERMINISTIC.exec(sentence);
  if (vague) return { fault: { clause: 'kakushin.plan.void.nondeterministic', column: [...sentence.slice(0, vague.index)].length, message: `does not fix a single result ('${vague[0]}')` } };

  // Segments between 、 with their code-point columns.
  const segments: { text: string; column: number }[] = [];
  let column = 0;
  let qualifies = false; // whether the previous part qualifies a target: join this part to it
  for (const part of sentence.split(/[、，,]/u)) {
    const prev = segments[segments.length - 1];
    if (prev && qualifies) prev.text += `、${part}`;
    else segments.push({ text: part, column });
    qualifies = TARGET_QUALIFIER.test(normalize(part));
    column += [...part].length + 1;
  }
  // The directive is the shortest tail of segments that reads as one (lists may contain 、).
  let lastFault: Fault | null = null;
  for (let k = segments.length - 1; k >= Math.max(0, segments.length - MAX_DIRECTIVE_SEGMENTS); k--) {
    const tail = segments.slice(k).map((s) => s.text).join('、');
    const directive = parseDirective(plain(normalize(tail)), ctx);
    if (directive === null) continue;
    if (!directive.ok) return { fault: { clause: directive.clause, message: directive.message, column: segments[k]!.column, ...(directive.instead ? { instead: directive.instead } : {}) } };
    const conditions: Condition[] = [];
    for (const seg of segments.slice(0, k)) {
      const c = parseCondition(normalize(seg.text), ctx);
      if (c === null) return { fault: { clause: 'kakushin.plan.void.unreadable', column: seg.column, message: `cannot read the condition '${seg.text}'` } };
      if (!c.ok) return { fault: { clause: c.clause, message: c.message, column: seg.column } };
      conditions.push(c.value);
    }
    // kakushin.plan.void.nesting: too many conditions stacked in one sentence.
    if (conditions.length > MAX_CONDITIONS) {
      return { fault: { clause: 'kakushin.plan.void.nesting', column: 0, message: `${conditions.length} conditions in one sentence; at most ${MAX_CONDITIONS} are read` } };
    }
    if (directive.value.kind === 'target' && !conditions.some((c) => c.kind === 'using')) {
      return { fault: { clause: 'kakushin.plan.void.unreadable', column: segments[k]!.column, message: 'a target choice must name the skill it is for (「○○を使った場合、…」)' } };
    }
    return { conditions, directive: directive.value };
  }
  const last = segments[segments.length - 1]!;
  lastFault ??= { clause: 'kakushin.plan.void.unreadable', column: last.column, message: `cannot read '${last.text}' as an instruction` };
  return { fault: lastFault };
}

// ---- skill selectors ----

function resolveSkillName(text: string, pool: readonly SkillDef[]): SkillDef | undefined {
  const plain = text.replace(/[〔〕()（）[\]［］]/gu, '');
  return (
    findSkill(text, pool) ??
    findSkill(plain, pool) ??
    pool.find((s) => s.reading !== undefined && (plain === s.name + s.reading || plain === s.reading + s.name))
  );
}

function parseSelector(text: string, ctx: PlanContext, own: boolean): Result<SkillSelector> {
  if (/^(?:すべての|全ての|全部の|全)スキル$/u.test(text)) return { ok: true, value: { by: 'all' } };
  if (text === '剣技') return { ok: true, value: { by: 'sword-art' } };
  if (text === '魔法') return { ok: true, value: { by: 'magic' } };
  const cls = new RegExp(`^(?:${KIND}属性の?)?(?:${CATEGORY}の?)?スキル$`, 'u').exec(text);
  if (cls && (cls[1] || cls[2])) {
    const value: SkillSelector = { by: 'class' };
    if (cls[1]) value.attribute = cls[1] as PanelKind;
    if (cls[2]) value.category = cls[2] as Category;
    return { ok: true, value };
  }
  const skill = resolveSkillName(text, ctx.pool ?? SKILL_POOL);
  if (!skill) return { ok: false, clause: 'kakushin.plan.void.unrelated', message: `no skill named '${text}' in the skill pool` };
  if (own && ctx.held && !ctx.held.includes(skill.name)) {
    return { ok: false, clause: 'kakushin.plan.void.unrelated', message: `the character does not hold '${skill.name}'` };
  }
  return { ok: true, value: { by: 'name', name: skill.name } };
}

// ---- conditions ----

const STAT_OF: Record<string, Stat> = {
  体力: 'vitality', 知性: 'intellect', 知力: 'intellect', 火: 'fire', 水: 'water', 風: 'wind', 地: 'earth', 剣: 'sword',
};

/** Reads one condition segment; null if it is not a condition at all. */
function parseCondition(text: string, ctx: PlanContext): Result<Condition> | null {
  if (/^(?:ターン終了時|ターンの終了時|ターン終了の時)(?:に|には|は)?$/u.test(text)) return { ok: true, value: { kind: 'turn-end' } };
  const s = text.replace(/(?:(?:の時|のとき|の場合|場合|時|とき)は?|ならば|なら|では)$/u, '');
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^${WHO}(?:${KIND}の?)?パネル(?:の(?:数|個数|枚数))?が(?:ちょうど)?(\\d+)(?:個|枚|つ)?${CMP}(?:ある)?$`, 'u').exec(s))) {
    return { ok: true, value: { kind: 'panel-count', who: who(m[1]), panel: (m[2] as PanelKind | undefined) ?? 'any', cmp: compare(m[4]), n: Number(m[3]) } };
  }
  if ((m = new RegExp(`^(?:(自分|相手)が)?(?:${KIND}の?)?パネルを(?:ちょうど)?(\\d+)(?:個|枚|つ)${CMP}(?:持っている|所持している|持つ)$`, 'u').exec(s))) {
    return { ok: true, value: { kind: 'panel-count', who: who(m[1]), panel: (m[2] as PanelKind | undefined) ?? 'any', cmp: compare(m[4]), n: Number(m[3]) } };
  }
  if ((m = new RegExp(`^${WHO}(体力|知性|知力|火|水|風|地|剣)(?:の点数|の値)?が(?:ちょうど)?(\\d+)(?:点)?${CMP}$`, 'u').exec(s))) {
    return { ok: true, value: { kind: 'stat', who: who(m[1]), stat: STAT_OF[m[2]!]!, cmp: compare(m[4]), n: Number(m[3]) } };
  }
  if ((m = new RegExp(`^${WHO}HPが(?:最大HPの)?(?:ちょうど)?(\\d+)(?:%|パーセント)${CMP}$`, 'u').exec(s))) {
    return { ok: true, value: { kind: 'hp-percent', who: who(m[1]), cmp: compare(m[3]), n: Number(m[2]) } };
  }
  if ((m = new RegExp(`^${WHO}HPが(?:最大HPの)?半分${CMP}$`, 'u').exec(s))) {
    return { ok: true, value: { kind: 'hp-percent', who: who(m[1]), cmp: compare(m[2]), n: 50 } };
  }
  if ((m = new RegExp(`^${WHO}HPが(?:ちょうど)?(\\d+)${CMP}$`, 'u').exec(s))) {
    return { ok: true, value: { kind: 'hp', who: who(m[1]), cmp: compare(m[3]), n: Number(m[2]) } };
  }
  if ((m = /^(?:現在が?)?第?(\d+)ターン目(以降|以前|まで|より後|より前)?$/u.exec(s))) {
    const cmp: Comparison = m[2] === '以降' ? '>=' : m[2] === '以前' || m[2] === 'まで' ? '<=' : m[2] === 'より後' ? '>' : m[2] === 'より前' ? '<' : '=';
    return { ok: true, value: { kind: 'turn', cmp, n: Number(m[1]) } };
  }
  if ((m = /^(?:自分が)?(先攻|後攻)$/u.exec(s))) return { ok: true, value: { kind: 'order', first: m[1] === '先攻' } };
  if ((m = /^(自分|相手)が(.+?)を(?:持っている|習得している|所持している|持つ)$/u.exec(s))) {
    const sel = parseSelector(m[2]!, ctx, false);
    if (!sel.ok) return sel;
    if (sel.value.by !== 'name') return null;
    return { ok: true, value: { kind: 'holds', who: who(m[1]), skill: sel.value.name } };
  }
  if ((m = /^(?:自分が)?(.+?)を(?:使った|使用した|使う|使用する)$/u.exec(s))) {
    const sel = parseSelector(m[1]!, ctx, true);
    if (!sel.ok) return sel;
    return { ok: true, value: { kind: 'using', skills: sel.value } };
  }
  return null;
}

// ---- directives ----

function kindList(text: string): PanelKind[] | null {
  const kinds = [...text.replace(/[、・,/と]|パネル/gu, '')];
  if (kinds.length === 0 || !kinds.every((k) => '火水風地剣'.includes(k)) || new Set(kinds).size !== kinds.length) return null;
  return kinds as PanelKind[];
}

function parseTarget(text: string): TargetSpec | null {
  let s = text;
  for (;;) {
    // Longer qualifiers first, so that 相手の does not cut 相手のパネルのうち short.
    const next = s.replace(/^(?:使用中のスキルパターンで|相手のスキルパターンで|スキルパターンで|相手のパネルで|相手のパネルのうち|相手の所持パネルで|相手の)、?/u, '');
    if (next === s) break;
    s = next;
  }
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`^${KIND}の?パネル$`, 'u').exec(s))) return { kind: 'panel', panel: m[1] as PanelKind };
  if (/^(?:最も|一番|1番)(?:数の)?多い(?:種類の)?パネル$/u.test(s)) return { kind: 'most-panels' };
  if (/^(?:最も|一番|1番)(?:数の)?少ない(?:種類の)?パネル$/u.test(s)) return { kind: 'fewest-panels' };
  if (/^(?:1番上|一番上|最初|先頭)(?:にある|の)?(?:プラン|記述)$/u.test(s)) return { kind: 'plan', index: 1 };
  if ((m = /^(\d+)番目(?:にある|の)?(?:プラン|記述)$/u.exec(s)) && Number(m[1]) >= 1) return { kind: 'plan', index: Number(m[1]) };
  if (/^(?:1番下|一番下|最後)(?:にある|の)?(?:プラン|記述)$/u.test(s)) return { kind: 'plan', index: -1 };
  return null;
}

const AILMENT_OF: Record<string, AilmentName> = {
  Freeze: 'Freeze', Confuse: 'Confuse', Poison: 'Poison', Bind: 'Bind', フリーズ: 'Freeze', コンフューズ: 'Confuse', ポイズン: 'Poison', バインド: 'Bind',
};

/** Reads a directive; null if no directive form matches, a failed result if one matches but names something void. */
function parseDirective(d: string, ctx: PlanContext): Result<Directive> | null {
  let m: RegExpExecArray | null;
  const withSkills = (text: string, make: (s: SkillSelector) => Directive): Result<Directive> => {
    const sel = parseSelector(text, ctx, true);
    return sel.ok ? { ok: true, value: make(sel.value) } : sel;
  };
  // kakushin.qa.declare-fixed: a declaration cannot be changed during the battle.
  if (/宣告/u.test(d) && /変え|変更|選び直|作り|捏造|入れ/u.test(d)) {
    return { ok: false, clause: 'kakushin.qa.declare-fixed', message: 'the target of 宣告 is fixed on the sheet and cannot be changed by a plan' };
  }
  if (/^先攻を(?:放棄する|放棄|譲る|捨てる|辞退する)$/u.test(d) || /^後攻を(?:選ぶ|選択する)$/u.test(d)) return { ok: true, value: { kind: 'give-up-first' } };
  if ((m = /^(?:取得する|得る)?パネル(?:を|は)(.+?)の順番?(?:に|で)(?:並べる|取得する|得る|する)$/u.exec(d))) {
    const order = kindList(m[1]!);
    return order ? { ok: true, value: { kind: 'panel-order', order } } : null;
  }
  if ((m = /^(?:維持による|維持の)?(?:パネルの)?低減は(.+?)(?:の順に|の順で|から)(?:行う|低減する|減らす)?$/u.exec(d)) ||
      (m = /^(?:維持による低減では?|維持では)?(.+?)パネルの取得(?:量|数)?を(?:優先して)?(?:低減する|減らす)$/u.exec(d))) {
    const order = kindList(m[1]!);
    return order ? { ok: true, value: { kind: 'reduce-order', order } } : null;
  }
  if ((m = new RegExp(`^(?:(.+?)の)?白(?:のコスト)?(?:に|には|の支払いに|の支払いには)${KIND}の?パネルを(?:支払う|使う|使用する|充てる|あてる)$`, 'u').exec(d))) {
    const panel = m[2] as PanelKind;
    if (m[1] === undefined) return { ok: true, value: { kind: 'pay', symbol: '白', panel } };
    return withSkills(m[1], (skills) => ({ kind: 'pay', symbol: '白', panel, skills }));
  }
  if ((m = /^(?:ターンの?終了時に?)?(?:(.+?)の)?維持(?:状態)?を(?:ターンの?終了時に)?(?:すべて)?解除する$/u.exec(d))) {
    const what = m[1];
    if (what === undefined || /^(?:すべて|全て|全部|すべてのスキル|全てのスキル)$/u.test(what)) return { ok: true, value: { kind: 'release', skills: { by: 'all' } } };
    return withSkills(what, (skills) => ({ kind: 'release', skills }));
  }
  if ((m = /^(.+?)(?:は|を)1ターン(?:に|で|あたり|につき)(\d+)(?:回|度)(?:まで|だけ|のみ|以内)(?:使用する|使う)?$/u.exec(d)) ||
      (m = /^(.+?)(?:は|を)1ターン(?:に|で|あたり|につき)(\d+)(?:回|度)しか(?:使用しない|使わない)$/u.exec(d))) {
    const max = Number(m[2]);
    return withSkills(m[1]!, (skills) => ({ kind: 'limit', skills, max }));
  }
  if ((m = /^(.+?)(?:は|を)1ターン(?:に|で|あたり|につき)(\d+)(?:回|度)(?:以上)?(?:使用しない|使わない)$/u.exec(d))) {
    const max = Math.max(0, Number(m[2]) - 1);
    return withSkills(m[1]!, (skills) => ({ kind: 'limit', skills, max }));
  }
  if ((m = new RegExp(`^(?:相手の(?:アクション|行動)(?:まで|のために|に備えて)に?)?(?:防御用の?)?(?:${KIND}の?)?パネルを(\\d+)(?:個|枚|つ)(?:以上)?残(?:す|しておく)$`, 'u').exec(d))) {
    return { ok: true, value: { kind: 'reserve', panel: (m[1] as PanelKind | undefined) ?? 'any', n: Number(m[2]) } };
  }
  if ((m = /^(.+?)に(Freeze|Confuse|Poison|Bind|フリーズ|コンフューズ|ポイズン|バインド)を(?:与える|かける)$/u.exec(d))) {
    const target = parseTarget(m[1]!);
    return target ? { ok: true, value: { kind: 'target', target, ailment: AILMENT_OF[m[2]!]! } } : null;
  }
  if ((m = /^(.+?)を(?:対象とする|対象にする|狙う|標的とする)$/u.exec(d))) {
    const target = parseTarget(m[1]!);
    return target ? { ok: true, value: { kind: 'target', target } } : null;
  }
  if ((m = /^(.+?)(?:は|を)(?:使用しない|使わない)$/u.exec(d))) return withSkills(m[1]!, (skills) => ({ kind: 'forbid', skills }));
  // kakushin.plan.note-skill-comparison: an order between two named skills is not read; say what to write.
  const compared = skillComparison(d, ctx);
  if (compared) {
    return { ok: false, clause: 'kakushin.plan.void.unreadable', message: `comparing two skills ('${compared.first}' before '${compared.second}') is not in the grammar; write 「${compared.first}を優先する」 or put ${compared.first} above ${compared.second} in the skill list`, instead: `${compared.first}を優先する` };
  }
  if ((m = /^(.+?)を(?:優先する|優先して使用する|優先して使う|優先的に使用する|優先的に使う|使用する|使う)$/u.exec(d))) {
    return withSkills(m[1]!, (skills) => ({ kind: 'prefer', skills }));
  }
  return null;
}

/**
 * Finds an order between two skills of the pool in a directive (kakushin.plan.note-skill-comparison).
 * Splits once at the last より, so it stays linear in the length of the sentence.
 */
function skillComparison(d: string, ctx: PlanContext): { first: string; second: string } | null {
  const at = d.lastIndexOf('より');
  if (at < 0) return null;
  const before = d.slice(0, at);
  const after = d.slice(at + 2);
  const isSkill = (text: string) => parseSelector(text, ctx, false).ok;
  // 「AをBより優先する」: A is to be tried first.
  const particle = Math.max(before.lastIndexOf('を'), before.lastIndexOf('は'));
  if (particle > 0 && AFTER_YORI.test(after)) {
    const first = before.slice(0, particle);
    const second = before.slice(particle + 1);
    if (isSkill(first) && isSkill(second)) return { first, second };
  }
  // 「BよりAを優先する」: A is to be tried first.
  const named = AFTER_YORI_NAMED.exec(after);
  if (named && isSkill(before) && isSkill(named[1]!)) return { first: named[1]!, second: before };
  return null;
}
