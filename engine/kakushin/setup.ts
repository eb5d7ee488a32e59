/**
 * The contract's way in (engine/core/README.md, docs/protocol/kakushin.md): reading a setup
 * (two character sheets, a seed, …) or a position description (the same, plus the battle's
 * current values) into a game state. Sheets are built by chapter 01 (character.ts); a sheet
 * of the wrong shape (kakushin.character.sheet.*) is malformed input located by JSON path, a
 * sheet a rule forbids is a violation citing that rule. Never throws.
 */
import { nameProblem } from '../core/text.ts';
import { malformed, violation, type Failure, type ShapeError } from '../core/violation.ts';
import { createBattle, decideInitiative, TURN_STEPS, type TurnStep } from './battle.ts';
import { buildCharacter, parseSheetText, type BuildIssue } from './character.ts';
import { readReadings } from './readings.ts';
import { SKILL_POOL } from './skills.ts';
import {
  CATEGORIES, PANEL_KINDS,
  type AilmentName, type BattleEvent, type BattleState, type Category, type Character, type CostSymbol, type Panel, type PanelKind,
  type PlanDiagnostic, type Side, type SkillDef,
} from './types.ts';

/** What the contract keeps of each sheet besides the battle: the skill list as learned and the plan's reading. */
export interface SheetReading {
  /** The skill list as the sheet was read, top first; 宣告 with its target (宣告：空圧). */
  learned: string[];
  /** The plan's length as counted for the guarantee (kakushin.plan.note-length). */
  planLength: number;
  /** The void sentences of the plan (kakushin.plan.void.*). */
  planVoid: PlanDiagnostic[];
}

/** The contract's state: the battle, the players who submitted the characters, and where the turn is. */
export interface KakushinGame {
  players: [string, string];
  battle: BattleState;
  sheets: [SheetReading, SheetReading];
  /** The next step of the turn in progress, or null between turns. */
  next: TurnStep | null;
}

/** A warning that setting up caused: a void plan sentence, an over-long plan, an ignored field… */
export type Warning = { type: 'warning' } & BuildIssue;

export type Begun = { ok: true; game: KakushinGame; warnings: Warning[]; events: BattleEvent[] } | Failure;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max = Number.MAX_SAFE_INTEGER): v is number => Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max;

const SETUP_FIELDS = ['players', 'seed', 'options', 'characters', 'final', 'skills', 'dice'];
const POSITION_FIELDS = [...SETUP_FIELDS, 'first', 'turn', 'step', 'sides'];
const COST_SYMBOLS = '火水風地剣白';
/** The most sample skills a setup may add (`skills`): a practical bound of the project (each name is checked against the others). */
export const MAX_EXTRA_SKILLS = 100;
/** The longest cost of a sample skill, in symbols: a practical bound (a cost is paid panel by panel from at most MAX_POSITION_LIST panels). */
export const MAX_SAMPLE_COST = 100;
/**
 * The longest list a setup or position may give for `dice` and for a side's `panels`,
 * `maintained` and `ailments`: a practical bound of the project, far above what a battle of
 * kakushin.battle.turn-limit's 15 turns can reach (a character gains at most 17 panels a turn).
 */
export const MAX_POSITION_LIST = 1000;

/** Shape problems of the fields every setup and position share. */
function checkCommon(input: Json, root: string, fields: readonly string[]): ShapeError[] {
  const errors: ShapeError[] = [];
  const players = input.players;
  if (!Array.isArray(players) || players.length !== 2 || !players.every((p) => typeof p === 'string' && p !== '') || players[0] === players[1]) {
    errors.push({ path: `${root}.players`, message: 'must be two different player names (non-empty strings), in seat order' });
  } else {
    players.forEach((p, i) => {
      const problem = nameProblem(p as string);
      if (problem) errors.push({ path: `${root}.players[${i}]`, message: `the player name ${problem}` });
    });
  }
  if (!Number.isSafeInteger(input.seed)) errors.push({ path: `${root}.seed`, message: 'must be a whole number (a safe integer)' });
  // Every option key is an alternative reading (readings.ts), true or false.
  readReadings(input.options, `${root}.options`, errors);
  if (!Array.isArray(input.characters) || input.characters.length !== 2) errors.push({ path: `${root}.characters`, message: 'must be two character sheets (objects, or the source template as text)' });
  if (input.final !== undefined && typeof input.final !== 'boolean') errors.push({ path: `${root}.final`, message: 'must be true (a tournament final: kakushin.battle.loop.mikuny-both) or false' });
  if (Array.isArray(input.dice) && input.dice.length > MAX_POSITION_LIST) errors.push({ path: `${root}.dice`, message: `has ${input.dice.length} die results; at most ${MAX_POSITION_LIST} are read` });
  else if (input.dice !== undefined && !(Array.isArray(input.dice) && input.dice.every((d) => isInt(d, 1, 6)))) {
    errors.push({ path: `${root}.dice`, message: 'must be an array of die results, each a whole number from 1 to 6' });
  }
  for (const key of Object.keys(input)) if (!fields.includes(key)) errors.push({ path: `${root}.${key}`, message: `'${key}' is not a field of a ${root}` });
  return errors;
}

/** The setup's extra sample skills (`skills`) as pool entries, or their shape problems. */
function extraSkills(input: unknown, root: string): { pool: SkillDef[]; errors: ShapeError[] } {
  const errors: ShapeError[] = [];
  const pool: SkillDef[] = [];
  if (input === undefined) return { pool, errors };
  if (!Array.isArray(input)) return { pool, errors: [{ path: `${root}.skills`, message: 'must be an array of sample skills {name, cost, categories, damage}' }] };
  if (input.length > MAX_EXTRA_SKILLS) return { pool, errors: [{ path: `${root}.skills`, message: `has ${input.length} sample skills; at most ${MAX_EXTRA_SKILLS} may be added` }] };
  input.forEach((raw, i) => {
    const at = `${root}.skills[${i}]`;
    if (!isObject(raw)) return errors.push({ path: at, message: 'must be a sample skill {name, cost, categories, damage}' });
    const { name, cost, categories = [], damage } = raw;
    if (typeof name !== 'string' || name.trim() === '') errors.push({ path: `${at}.name`, message: 'must be a non-empty skill name' });
    else if (nameProblem(name)) errors.push({ path: `${at}.name`, message: `the skill name ${nameProblem(name)}` });
    else if (SKILL_POOL.some((k) => k.name === name || k.reading === name) || pool.some((k) => k.name === name)) errors.push({ path: `${at}.name`, message: `'${name}' is already in the skill pool` });
    if (typeof cost !== 'string' || ![...cost].every((c) => COST_SYMBOLS.includes(c))) errors.push({ path: `${at}.cost`, message: 'must be the cost as a string of 火水風地剣白, left to right (may be empty)' });
    else if (cost.length > MAX_SAMPLE_COST) errors.push({ path: `${at}.cost`, message: `has ${cost.length} symbols; a sample skill costs at most ${MAX_SAMPLE_COST}` });
    if (!Array.isArray(categories) || !categories.every((c) => CATEGORIES.includes(c as Category))) errors.push({ path: `${at}.categories`, message: `must be an array of categories (${CATEGORIES.join('、')})` });
    if (damage !== undefined && !isInt(damage, 1)) errors.push({ path: `${at}.damage`, message: 'must be a whole number of 1 or more' });
    for (const key of Object.keys(raw)) if (!['name', 'cost', 'categories', 'damage'].includes(key)) errors.push({ path: `${at}.${key}`, message: `'${key}' is not a field of a sample skill` });
    if (errors.length > 0) return;
    const kinds = categories as Category[];
    pool.push({
      // A 受動 skill is used only when the opponent uses one (kakushin.skill.passive.trigger), and a
      // 反撃 skill's damage is dealt only then (kakushin.skill.counter.reactive).
      name: name as string, cost: [...(cost as string)] as CostSymbol[], categories: kinds, mode: kinds.includes('受動') ? 'passive' : 'active',
      effects: damage === undefined ? [] : [{ kind: kinds.includes('反撃') ? 'counter' : 'damage', amount: damage as number }],
      status: 'sample', sourced: [], note: 'この対戦の設定で加えた見本スキル', clauses: [],
    });
  });
  return { pool, errors };
}

const isShape = (issue: BuildIssue) => issue.clause === 'kakushin.character.sheet' || issue.clause.startsWith('kakushin.character.sheet.');
const located = (at: string, path: string) => (path === '' ? at : `${at}.${path}`);

/** Builds the two characters; shape errors are malformed, the first rule broken a violation. */
function buildBoth(input: unknown[], root: string, pool: readonly SkillDef[], readings: readonly string[]): { characters: Character[]; warnings: Warning[] } | Failure {
  const shape: ShapeError[] = [];
  const rules: BuildIssue[] = [];
  const warnings: Warning[] = [];
  const characters: Character[] = [];
  input.forEach((raw, i) => {
    const at = `${root}.characters[${i}]`;
    let sheet = raw;
    if (typeof raw === 'string') {
      const parsed = parseSheetText(raw);
      if (!parsed.ok) return shape.push(...parsed.errors.map((e) => ({ path: at, message: `line ${e.line}: ${e.message}` })));
      sheet = parsed.sheet;
    }
    const built = buildCharacter(sheet, { pool, readings });
    for (const w of built.warnings) warnings.push({ type: 'warning', ...w, path: located(at, w.path) });
    if (built.ok) return characters.push(built.character);
    for (const e of built.errors) {
      if (isShape(e)) shape.push({ path: located(at, e.path), message: e.message });
      else rules.push({ ...e, path: located(at, e.path) });
    }
  });
  if (shape.length > 0) return { ok: false, malformed: shape };
  if (rules.length > 0) return violation(rules[0]!.clause, `${rules[0]!.path}: ${rules[0]!.message}`);
  return { characters, warnings };
}

function reading(c: Character): SheetReading {
  return {
    learned: c.skills.map((slot) => (slot.declared === undefined ? slot.skill.name : `${slot.skill.name}：${slot.declared}`)),
    planLength: c.plan.length,
    planVoid: c.plan.diagnostics,
  };
}

/** Reads the fields shared by setups and positions, and sets up the battle without initiative. */
function common(input: unknown, root: 'setup' | 'position'): Begun {
  if (!isObject(input)) return malformed(root, `a ${root} must be an object {players, seed, characters, …}`);
  const shape = checkCommon(input, root, root === 'setup' ? SETUP_FIELDS : POSITION_FIELDS);
  const extra = extraSkills(input.skills, root);
  shape.push(...extra.errors);
  if (shape.length > 0) return { ok: false, malformed: shape };
  const readings = readReadings(input.options, `${root}.options`, []);
  const built = buildBoth(input.characters as unknown[], root, [...SKILL_POOL, ...extra.pool], readings);
  if ('ok' in built) return built;
  const [a, b] = built.characters as [Character, Character];
  const battle = createBattle(a, b, { seed: input.seed as number, final: (input.final as boolean | undefined) ?? false, readings });
  if (input.dice !== undefined) battle.dice = [...(input.dice as number[])];
  const game: KakushinGame = { players: [...(input.players as [string, string])], battle, sheets: [reading(a), reading(b)], next: null };
  return { ok: true, game, warnings: built.warnings, events: [] };
}

/** A setup: the battle is set up and the first player decided (kakushin.battle.initiative); turn 1 is next. */
export function readSetup(input: unknown): Begun {
  const begun = common(input, 'setup');
  if (!begun.ok) return begun;
  begun.game.battle = decideInitiative(begun.game.battle);
  return begun;
}

// ---- positions ----

/** Whether `raw` is an array longer than MAX_POSITION_LIST (reported at `at`). */
function tooLong(raw: unknown, at: string, errors: ShapeError[]): boolean {
  if (!Array.isArray(raw) || raw.length <= MAX_POSITION_LIST) return false;
  errors.push({ path: at, message: `has ${raw.length} entries; at most ${MAX_POSITION_LIST} are read` });
  return true;
}

function readPanels(raw: unknown, at: string, errors: ShapeError[]): Panel[] {
  if (!Array.isArray(raw)) {
    errors.push({ path: at, message: 'must be an array of panels {kind, ailments}, left to right' });
    return [];
  }
  if (tooLong(raw, at, errors)) return [];
  return raw.map((p, i) => {
    const kind = isObject(p) ? p.kind : undefined;
    const ailments = isObject(p) ? (p.ailments ?? []) : undefined;
    if (!PANEL_KINDS.includes(kind as PanelKind)) errors.push({ path: `${at}[${i}].kind`, message: `must be one of ${PANEL_KINDS.join('')}` });
    if (!Array.isArray(ailments) || !ailments.every((a) => ['Freeze', 'Confuse', 'Poison'].includes(a as string))) errors.push({ path: `${at}[${i}].ailments`, message: 'must be an array of panel ailments (Freeze, Confuse, Poison)' });
    return { kind: kind as PanelKind, ailments: Array.isArray(ailments) ? [...(ailments as AilmentName[])] : [] };
  });
}

/** Applies one side's current values (`sides[i]`) to the battle, collecting shape problems. */
function applySide(s: BattleState, side: Side, raw: unknown, at: string, errors: ShapeError[]): void {
  if (raw === undefined) return;
  if (!isObject(raw)) return void errors.push({ path: at, message: 'must be an object {hp, panels, maintained, ailments}' });
  const f = s.fighters[side];
  for (const key of Object.keys(raw)) if (!['hp', 'panels', 'maintained', 'ailments'].includes(key)) errors.push({ path: `${at}.${key}`, message: `'${key}' is not a current value of a character` });
  if (raw.hp !== undefined) {
    if (!isInt(raw.hp, 1, f.maxHp)) errors.push({ path: `${at}.hp`, message: `must be a whole number from 1 to the maximum HP ${f.maxHp} (at 0 the battle is over)` });
    else f.hp = raw.hp;
  }
  if (raw.panels !== undefined) f.panels = readPanels(raw.panels, `${at}.panels`, errors);
  if (raw.maintained !== undefined && !tooLong(raw.maintained, `${at}.maintained`, errors)) {
    if (!Array.isArray(raw.maintained)) errors.push({ path: `${at}.maintained`, message: 'must be an array of skill names, in the order they were maintained' });
    else raw.maintained.forEach((name, i) => {
      const skill = f.skills.find((k) => k.name === name);
      if (!skill || !skill.categories.includes('維持')) return errors.push({ path: `${at}.maintained[${i}]`, message: `must be a 維持 skill the character holds; got ${JSON.stringify(name)}` });
      const guard = skill.effects.reduce((sum, e) => sum + (e.kind === 'guard' ? e.amount : 0), 0);
      f.maintenance.push({ skill: skill.name, cost: [...skill.cost], guard });
    });
  }
  if (raw.ailments !== undefined && !tooLong(raw.ailments, `${at}.ailments`, errors)) {
    if (!Array.isArray(raw.ailments)) errors.push({ path: `${at}.ailments`, message: 'must be an array of character ailments {name, damage, recovery}' });
    else raw.ailments.forEach((a, i) => {
      const ok = isObject(a) && ['Poison', 'Confuse'].includes(a.name as string) && isInt(a.damage ?? 0, 0) && isInt(a.recovery, 0, 6);
      if (!ok) return errors.push({ path: `${at}.ailments[${i}]`, message: 'must be {name: "Poison" | "Confuse", damage: whole number ≥ 0, recovery: 0–6 (recovers on a die ≤ recovery)}' });
      f.ailments.push({ name: a.name as AilmentName, damage: (a.damage as number | undefined) ?? 0, recover: a.recovery as number });
    });
  }
}

/**
 * A position description: the two characters, who acts first, the turn and the step of it that
 * comes next, and each side's current HP, panels, maintained skills and ailments. Nothing is run.
 */
export function readPosition(input: unknown): Begun {
  const begun = common(input, 'position');
  if (!begun.ok) return begun;
  const p = input as Json;
  const { game } = begun;
  const errors: ShapeError[] = [];
  const first = game.players.indexOf(p.first as string);
  if (first < 0) errors.push({ path: 'position.first', message: `must be the player who acts first: ${game.players.map((x) => JSON.stringify(x)).join(' or ')}` });
  const turn = p.turn ?? 0;
  const limit = game.battle.options.turnLimit;
  if (p.step === undefined && !isInt(turn, 0, limit - 1)) errors.push({ path: 'position.turn', message: `must be the number of turns played, a whole number from 0 to ${limit - 1}` });
  if (p.step !== undefined && !isInt(turn, 1, limit)) errors.push({ path: 'position.turn', message: `must be the turn in progress, a whole number from 1 to ${limit}` });
  if (p.step !== undefined && !TURN_STEPS.includes(p.step as TurnStep)) errors.push({ path: 'position.step', message: `must be the next step of the turn in progress: ${TURN_STEPS.join(', ')}` });
  if (p.sides !== undefined && !(Array.isArray(p.sides) && p.sides.length === 2)) errors.push({ path: 'position.sides', message: "must be two objects of the characters' current values, in seat order" });
  else if (Array.isArray(p.sides)) p.sides.forEach((raw, i) => applySide(game.battle, i as Side, raw, `position.sides[${i}]`, errors));
  if (errors.length > 0) return { ok: false, malformed: errors };
  game.battle.first = first as Side;
  game.battle.turn = turn as number;
  game.next = (p.step as TurnStep | undefined) ?? null;
  return begun;
}
