/**
 * 革新的なTCG: the plain, serialisable data types shared by the engine modules
 * (spec/kakushin/). Panel kinds, cost symbols and skill categories keep their Japanese
 * names because they are the game's own vocabulary and appear verbatim in plans and logs.
 */
import type { Rng } from '../core/rng.ts';

/** The five panel kinds (kakushin.term.panel), in the default order 火>水>風>地>剣. */
export type PanelKind = '火' | '水' | '風' | '地' | '剣';
export const PANEL_KINDS: readonly PanelKind[] = ['火', '水', '風', '地', '剣'];

/** A cost symbol: a panel kind, or 白, payable by any kind (kakushin.cost.white). */
export type CostSymbol = PanelKind | '白';

/** Skill categories (kakushin.skill.category); 強化 and 特殊 only label (kakushin.skill.category.note-extra). */
export type Category = '攻撃' | '反撃' | '変化' | '妨害' | '受動' | '防御' | '回復' | '維持' | '強化' | '特殊';
export const CATEGORIES: readonly Category[] = ['攻撃', '反撃', '変化', '妨害', '受動', '防御', '回復', '維持', '強化', '特殊'];

export type AilmentName = 'Freeze' | 'Confuse' | 'Poison' | 'Bind';

/**
 * The small typed effect model of a skill (kakushin.pool.note-unavailable). Effects that
 * choose a target in the opponent's panels or plan follow kakushin.target.*.
 */
export type Effect =
  /** 攻撃: damage to the opponent. */
  | { kind: 'damage'; amount: number }
  /** 回復: heals the user, never above maximum HP (kakushin.battle.note-heal-cap). */
  | { kind: 'heal'; amount: number }
  /** 防御: while maintained, reduces every damage the user takes; as a passive, the triggering skill's damage. */
  | { kind: 'guard'; amount: number }
  /** 反撃: damage to the opponent, only when triggered by the opponent's skill (kakushin.skill.counter.reactive). */
  | { kind: 'counter'; amount: number }
  /** Makes opponent panels used, i.e. removes them (kakushin.qa.used-is-gone); targeted. */
  | { kind: 'erase-panels'; count: number }
  /** Gives an ailment to opponent panels (targeted), or to the panels paid for the cost (nothing: kakushin.qa.cost-panel-ailment). */
  | { kind: 'ail-panels'; ailment: AilmentName; count: number; on: 'opponent' | 'paid' }
  /** Gives Bind to one statement of the opponent's plan (targeted); recovers on a die roll ≤ recover. */
  | { kind: 'bind-plan'; recover: number }
  /** Gives the opponent the character ailment Poison: damage at each ailment step, recovery on a roll ≤ recover. */
  | { kind: 'poison'; amount: number; recover: number }
  /** Makes all the user's remaining panels used, i.e. removes them (kakushin.qa.wait). */
  | { kind: 'discard-own-panels' }
  /** ミクニーの悪戯: the panels paid for this use count as not paid (kakushin.qa.mikuny-refund). */
  | { kind: 'refund-cost' }
  /** Returns panels to the unused state: no such concept, nothing happens (kakushin.qa.no-return-to-unused). */
  | { kind: 'return-to-unused' }
  /** 自作自演 (kakushin.canon.self-play.*). */
  | { kind: 'self-play' }
  /** 宣告: erases the declared skill from the battle (kakushin.canon.declare.erase). */
  | { kind: 'declare' }
  /** 圧縮思考: raises the guaranteed plan length (kakushin.qa.compressed-thought). */
  | { kind: 'plan-capacity'; chars: number }
  /** 吸収: would heal per panel gained outside panel acquisition; never at acquisition (kakushin.qa.absorb-not-at-acquisition). */
  | { kind: 'absorb'; perPanel: number }
  /** Behaviour not known (句読点). */
  | { kind: 'unknown' };

/** Which fields of a skill entry are taken from the source text, as opposed to supplied by the project. */
export type SourcedField = 'name' | 'reading' | 'cost' | 'categories' | 'effects' | 'text';

export interface SkillDef {
  name: string;
  /** The katakana reading the source gives (ヒートウェイブ), if any. */
  reading?: string;
  /** Panels to pay, left to right (kakushin.cost.order). */
  cost: CostSymbol[];
  categories: Category[];
  /** active: used in its owner's action; passive: triggered by the opponent's skill use; constant: never used, always in force. */
  mode: 'active' | 'passive' | 'constant';
  effects: Effect[];
  /** canon: the source states the skill's behaviour; sample: project data standing in for the unavailable skill list. */
  status: 'canon' | 'sample';
  /** Fields taken from the source; every other field is project data. */
  sourced: SourcedField[];
  /** The skill text as printed in the source (自作自演, 宣告). */
  text?: string;
  /** In the list but banned (kakushin.pool.banned). */
  banned?: boolean;
  /** Japanese note for readers: what the source says and what the project supplied. */
  note: string;
  /** Clause IDs that describe this skill. */
  clauses: string[];
}

/** A panel held by a character, with the ailments on it (kakushin.qa.panel-ailment-vanish). */
export interface Panel {
  kind: PanelKind;
  ailments: AilmentName[];
}

/** The seven point values of a character sheet (kakushin.character.sheet.points). */
export interface Points {
  vitality: number;
  intellect: number;
  fire: number;
  water: number;
  wind: number;
  earth: number;
  sword: number;
}

/** A character sheet as submitted; `intellect` may be left out (kakushin.character.sheet.note-intellect-field). */
export interface CharacterSheet {
  name: string;
  points: Omit<Points, 'intellect'> & { intellect?: number };
  /** Skill names, top first; 宣告 is written with its target, e.g. '宣告：空圧'. */
  skills: string[];
  plan: string;
  setting?: string;
}

/** One entry of a character's skill list: the skill's data, and for 宣告 the declared skill. */
export interface SkillSlot {
  skill: SkillDef;
  declared?: string;
}

/** A validated character, ready to battle. */
export interface Character {
  name: string;
  points: Points;
  /** 体力 × 8, fixed at the start (kakushin.qa.max-hp). */
  maxHp: number;
  skills: SkillSlot[];
  plan: Plan;
  setting: string;
}

// ---- plans (spec/kakushin/04-plan.md, docs/kakushin-plan-grammar.md) ----

export type Comparison = '>=' | '<=' | '<' | '>' | '=';
export type Who = 'self' | 'opponent';
export type Stat = 'vitality' | 'intellect' | 'fire' | 'water' | 'wind' | 'earth' | 'sword';

/** Names skills in a plan: one skill by name, or every held skill matching attribute/category/kind. */
export type SkillSelector =
  | { by: 'name'; name: string }
  | { by: 'all' }
  | { by: 'sword-art' }
  | { by: 'magic' }
  | { by: 'class'; attribute?: PanelKind; category?: Category };

export type Condition =
  | { kind: 'panel-count'; who: Who; panel: PanelKind | 'any'; cmp: Comparison; n: number }
  | { kind: 'stat'; who: Who; stat: Stat; cmp: Comparison; n: number }
  | { kind: 'hp'; who: Who; cmp: Comparison; n: number }
  | { kind: 'hp-percent'; who: Who; cmp: Comparison; n: number }
  | { kind: 'turn'; cmp: Comparison; n: number }
  | { kind: 'order'; first: boolean }
  | { kind: 'holds'; who: Who; skill: string }
  /** 「○○を使った場合」: the skill being resolved (target choice), else used this turn. */
  | { kind: 'using'; skills: SkillSelector }
  | { kind: 'turn-end' };

export type TargetSpec =
  | { kind: 'panel'; panel: PanelKind }
  | { kind: 'most-panels' }
  | { kind: 'fewest-panels' }
  /** 1-based index among the opponent's readable statements; -1 is the last. */
  | { kind: 'plan'; index: number };

export type Directive =
  | { kind: 'prefer'; skills: SkillSelector }
  | { kind: 'forbid'; skills: SkillSelector }
  | { kind: 'limit'; skills: SkillSelector; max: number }
  | { kind: 'reserve'; panel: PanelKind | 'any'; n: number }
  | { kind: 'target'; target: TargetSpec; ailment?: AilmentName }
  | { kind: 'give-up-first' }
  | { kind: 'release'; skills: SkillSelector }
  | { kind: 'panel-order'; order: PanelKind[] }
  | { kind: 'pay'; symbol: CostSymbol; panel: PanelKind; skills?: SkillSelector }
  | { kind: 'reduce-order'; order: PanelKind[] };

/** One readable plan sentence. */
export interface Statement {
  /** 1-based sentence number in the plan. */
  sentence: number;
  /** Code-point offset of the sentence's first character in the plan text (0-based). */
  offset: number;
  line: number;
  text: string;
  conditions: Condition[];
  directive: Directive;
}

/** A sentence the engine treats as void, with where it is and the clause that voids it. */
export interface PlanDiagnostic {
  sentence: number;
  offset: number;
  line: number;
  /** Code-point offset, within the sentence, of the part that could not be read. */
  column: number;
  text: string;
  clause: string;
  message: string;
  /** What to write instead, when the grammar has a way to say it (kakushin.plan.note-skill-comparison). */
  instead?: string;
}

export interface Plan {
  text: string;
  /** Length as counted for the guarantee (kakushin.plan.note-length). */
  length: number;
  statements: Statement[];
  diagnostics: PlanDiagnostic[];
}

// ---- battle state (spec/kakushin/05-battle.md) ----

export type Side = 0 | 1;

export interface Maintenance {
  skill: string;
  cost: CostSymbol[];
  /** Damage reduction while maintained (sum of the skill's guard effects). */
  guard: number;
}

export interface CharacterAilment {
  name: AilmentName;
  /** Recovers at the recovery step on a die roll ≤ this (n/6). */
  recover: number;
  /** Damage at the ailment step (Poison). */
  damage: number;
}

export interface Fighter {
  name: string;
  points: Points;
  maxHp: number;
  hp: number;
  /** The skill list after 宣告 erased skills (kakushin.canon.declare.erase). */
  skills: SkillDef[];
  plan: Statement[];
  panels: Panel[];
  maintenance: Maintenance[];
  ailments: CharacterAilment[];
  /** Plan sentences under Bind, by sentence number. */
  bound: { sentence: number; recover: number }[];
  usesThisTurn: Record<string, number>;
  /** 自作自演: panels that arrive at the end of this turn instead (kakushin.canon.self-play.deferred). */
  deferred: Panel[];
  /** 自作自演: panels it lost this turn, regained used at turn end (kakushin.canon.self-play.regain). */
  lost: Panel[];
  /** Whether it has used ミクニーの悪戯 in this battle (kakushin.battle.loop.mikuny-both). */
  usedMikuny: boolean;
}

export interface BattleOptions {
  seed: number;
  /** kakushin.battle.turn-limit: 15. */
  turnLimit?: number;
  /** kakushin.battle.note-loop: skill uses in one action that make an infinite loop; 1000. */
  loopLimit?: number;
  /** Whether this battle is a tournament final (kakushin.battle.loop.mikuny-both). */
  final?: boolean;
  /** The alternative readings switched on (readings.ts READING_KEYS); none by default. */
  readings?: readonly string[];
}

export interface BattleResult {
  /** The winning side, or null when nobody wins. */
  winner: Side | null;
  losers: Side[];
  /** True when both used ミクニーの悪戯 in a looping final (kakushin.battle.loop.mikuny-both). */
  gmWins: boolean;
  /** What ended the battle. */
  cause: 'hp-zero' | 'both-zero' | 'turn-limit' | 'loop';
  /** The clause that decided the winner. */
  clause: string;
  reason: string;
}

export interface BattleState {
  fighters: [Fighter, Fighter];
  /** The first player, once decided. */
  first: Side | null;
  /** Current turn, 0 before the first. */
  turn: number;
  rng: Rng;
  /** Die results fixed in advance (a position or setup's `dice`), used before the generator. */
  dice?: number[];
  options: { turnLimit: number; loopLimit: number; final: boolean };
  /** The alternative readings this battle plays (readings.ts), sorted; empty for the adopted readings. */
  readings: string[];
  /** Skills erased by 宣告. */
  erased: string[];
  events: BattleEvent[];
  result: BattleResult | null;
}

export type BattleEvent =
  | { type: 'battle-start'; names: [string, string]; hp: [number, number] }
  | { type: 'erased'; side: Side; skill: string }
  | { type: 'initiative-roll'; rolls: [number, number]; totals: [number, number] }
  | { type: 'initiative'; first: Side; gaveUp: Side | null }
  | { type: 'turn-start'; turn: number }
  | { type: 'ailment-check'; side: Side; ailment: AilmentName; roll: number; recovered: boolean; sentence?: number }
  | { type: 'ailment-damage'; side: Side; ailment: AilmentName; amount: number; hp: number }
  | { type: 'panels-gained'; side: Side; gained: Panel[]; reduced: PanelKind[]; deferred: boolean; panels: Panel[] }
  | { type: 'maintenance-released'; side: Side; skill: string; reason: 'shortfall' | 'plan' | 'freeze'; clause: string }
  | { type: 'skill-used'; side: Side; skill: string; passive: boolean; paid: Panel[]; panels: Panel[] }
  | { type: 'damage'; side: Side; amount: number; prevented: number; hp: number; maxHp: number }
  | { type: 'heal'; side: Side; amount: number; hp: number; maxHp: number }
  | { type: 'panels-erased'; side: Side; panels: Panel[]; clause: string }
  | { type: 'ailment-given'; side: Side; ailment: AilmentName; on: 'character' | 'panels' | 'plan'; panels?: Panel[]; sentence?: number }
  | { type: 'refund'; side: Side; panels: Panel[]; remaining: Panel[] }
  | { type: 'no-effect'; side: Side; skill: string; clause: string; reason: string }
  | { type: 'maintained'; side: Side; skill: string; count: number }
  | { type: 'deferred-added'; side: Side; panels: Panel[]; remaining: Panel[] }
  | { type: 'regained-used'; side: Side; panels: Panel[] }
  | { type: 'turn-end'; turn: number; panels: [Panel[], Panel[]] }
  | { type: 'loop'; side: Side; uses: number }
  | { type: 'tiebreak'; step: 'ratio' | 'vitality' | 'dice'; values: [number, number] | [string, string] }
  | { type: 'result'; result: BattleResult };
