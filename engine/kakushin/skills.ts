/**
 * The skill pool as data (kakushin.pool.list, kakushin.pool.note-unavailable).
 *
 * The source's skill list lives on an external site that is not available. Entries with
 * `status: 'canon'` are skills whose behaviour the source states (chapter 06, canon
 * skills); `status: 'sample'` entries are project data standing in for the list, named
 * after skills the source mentions or invented to exercise the rules. `sourced` says which
 * fields come from the source; every other field (a damage amount, a sample cost) is the
 * project's. The site shows this table; keep `note` in Japanese for it.
 */
import type { CostSymbol, SkillDef } from './types.ts';

/** 自作自演 as printed in the source (kakushin.canon.self-play.text). */
export const SELF_PLAY_TEXT = [
  '自作自演 〔マッチポンプ〕 《火水》 強化・妨害',
  '（常）あなたに追加されるパネルは、異状『Freeze』を与えられた状態で追加される。',
  '（常）そのターンのパネル回復以前のタイミングであなたに追加されるパネルは、代わりにそのターンの終了時に追加される。（これはパネル回復と同時のタイミングで追加され、この処理はスタックに乗らない）',
  '（起）『Freeze』でない全てのパネルを未使用状態にする。このスキルのコストの支払いに用いられたパネルは失われる。',
  '（起）この方法で未使用になった、自分の所持する全てのパネルに異状『Confuse』を与える。',
  '（起）この方法で未使用になった、相手の所持する全てのパネルに異状『Poison』を与える。',
  '（誘）あなたはターン終了時、このターンにこのスキルの効果によって失われたパネルを使用済み状態で得る。',
  '（『Freeze』を受けているパネルがターン終了の際に未使用状態に戻る場合、代わりに使用済み状態のままでいる。『Freeze』を受けているパネルではスキルを維持できない。『Freeze』は異状回復チェック時に6/6の確率で回復する。）',
].join('\n');

/** 宣告 as printed in the source (kakushin.canon.declare.*). */
export const DECLARE_TEXT = [
  '宣告[ディスオーダー] 特殊',
  'このスキルは[宣告：空圧]のように、宣告するスキルを指定する状態でスキル名の記載を行う。',
  '(常)このスキルは1つしか所持できない。',
  '(常)宣告されたスキルは試合中に存在しないものとして扱う。',
].join('\n');

export const SKILL_POOL: readonly SkillDef[] = [
  // ---- canon: the source states their behaviour ----
  {
    name: '斬撃', cost: ['剣'], categories: ['攻撃'], mode: 'active', effects: [{ kind: 'damage', amount: 4 }],
    status: 'canon', sourced: ['name', 'cost'],
    note: 'コスト〔剣〕と使われ方は原典の例による。ダメージ量 4 は原典に書かれておらず、本プロジェクトが補った値。',
    clauses: ['kakushin.canon.slash', 'kakushin.canon.note-example-costs', 'kakushin.skill.example.slash-three'],
  },
  {
    name: '沙羅双樹', cost: ['剣', '剣'], categories: ['攻撃'], mode: 'active', effects: [{ kind: 'damage', amount: 9 }],
    status: 'canon', sourced: ['name', 'cost'],
    note: 'コスト〔剣剣〕と使われ方は原典の例による。ダメージ量 9 は原典に書かれておらず、本プロジェクトが補った値。',
    clauses: ['kakushin.canon.sara', 'kakushin.canon.note-example-costs', 'kakushin.plan.example.prefer-sara'],
  },
  {
    name: '宣告', reading: 'ディスオーダー', cost: [], categories: ['特殊'], mode: 'constant', effects: [{ kind: 'declare' }],
    status: 'canon', sourced: ['name', 'reading', 'categories', 'effects', 'text'], text: DECLARE_TEXT,
    note: '原典の追加スキル。宣告したスキルを両者のスキルから消す。1 体に 1 個まで。',
    clauses: ['kakushin.canon.declare.form', 'kakushin.canon.declare.one', 'kakushin.canon.declare.erase', 'kakushin.canon.declare.passive', 'kakushin.pool.added'],
  },
  {
    name: '自作自演', reading: 'マッチポンプ', cost: ['火', '水'], categories: ['強化', '妨害'], mode: 'active', effects: [{ kind: 'self-play' }],
    status: 'canon', sourced: ['name', 'reading', 'cost', 'categories', 'effects', 'text'], text: SELF_PLAY_TEXT,
    note: '原典の「マッチポンプの検討」に全文と処理例がある。取得パネルはターン終了時に Freeze 付きで加わり、起動効果は何も起こさない。',
    clauses: ['kakushin.canon.self-play.text', 'kakushin.canon.self-play.constant', 'kakushin.canon.self-play.freeze-added', 'kakushin.canon.self-play.deferred', 'kakushin.canon.self-play.unused-null', 'kakushin.canon.self-play.regain', 'kakushin.canon.self-play.freeze-maintain'],
  },

  // ---- sample: named in the source, behaviour partly known ----
  {
    name: '白炎', cost: ['火', '火', '白', '白'], categories: ['攻撃'], mode: 'active', effects: [{ kind: 'damage', amount: 14 }],
    status: 'sample', sourced: ['name', 'cost'],
    note: 'コスト〔火火白白〕は原典のコスト支払いの例による。効果は原典になく、ダメージ 14 は見本の値。',
    clauses: ['kakushin.cost.example.white-flame', 'kakushin.cost.white'],
  },
  {
    name: '空圧', reading: 'プレシャライズ', cost: ['風', '風'], categories: ['妨害'], mode: 'active', effects: [{ kind: 'erase-panels', count: 1 }],
    status: 'sample', sourced: ['name', 'reading'],
    note: '原典では相手のパネルを使用済みにするスキルとして対象指定の例に出てくる。コストと個数は見本の値。',
    clauses: ['kakushin.target.plan', 'kakushin.qa.used-is-gone'],
  },
  {
    name: '灼熱波', reading: 'ヒートウェイブ', cost: ['火', '火'], categories: ['攻撃', '変化'], mode: 'active',
    effects: [{ kind: 'damage', amount: 4 }, { kind: 'bind-plan', recover: 3 }],
    status: 'sample', sourced: ['name', 'reading'],
    note: '原典ではプランに Bind を与えるスキルとして対象指定の例に出てくる。コスト、ダメージ、回復確率（3/6）は見本の値。',
    clauses: ['kakushin.target.plan', 'kakushin.plan.target'],
  },
  {
    name: 'ミクニーの悪戯', cost: ['風'], categories: ['妨害'], mode: 'active', effects: [{ kind: 'refund-cost' }],
    status: 'sample', sourced: ['name', 'effects'],
    note: '未使用状態に戻す効果を、Q&A の読み替えどおり「このスキルのコストを支払わなかったことにする」として収める。コストは見本の値。',
    clauses: ['kakushin.qa.mikuny-refund', 'kakushin.battle.loop.mikuny'],
  },
  {
    name: '熱力学の悪魔', cost: ['火', '水'], categories: ['維持'], mode: 'active', effects: [{ kind: 'return-to-unused' }],
    status: 'sample', sourced: ['name', 'effects'],
    note: 'パネルを未使用状態に戻す維持スキル。このゲームでは効果がなく、維持による低減だけが続く（Q&A）。コストは見本の値。',
    clauses: ['kakushin.qa.no-return-to-unused'],
  },
  {
    name: '待機', cost: ['地'], categories: [], mode: 'active', effects: [{ kind: 'discard-own-panels' }],
    status: 'sample', sourced: ['name', 'effects'],
    note: '使うと手元のパネルがすべてなくなる（Q&A）。コストは見本の値。',
    clauses: ['kakushin.qa.wait'],
  },
  {
    name: '吸収', cost: [], categories: ['回復'], mode: 'constant', effects: [{ kind: 'absorb', perPanel: 1 }],
    status: 'sample', sourced: ['name'],
    note: 'パネルの取得の段階では発動しない（Q&A）。見本では取得以外でパネルを得たときに 1 個につき 1 回復するが、その手段は見本データにない。',
    clauses: ['kakushin.qa.absorb-not-at-acquisition'],
  },
  {
    name: '圧縮思考', cost: [], categories: [], mode: 'constant', effects: [{ kind: 'plan-capacity', chars: 1050 }],
    status: 'sample', sourced: ['name', 'effects'],
    note: '習得していればプランの保証が 1050 文字になる（Q&A）。他の効果は不明。',
    clauses: ['kakushin.qa.compressed-thought'],
  },
  {
    name: '句読点', cost: [], categories: [], mode: 'constant', effects: [{ kind: 'unknown' }], banned: true,
    status: 'sample', sourced: ['name'],
    note: '禁止スキル。働きは原典でも読み取れないとされている。',
    clauses: ['kakushin.pool.banned', 'kakushin.qa.punctuation'],
  },

  // ---- sample: project data exercising the rules ----
  {
    name: '火球', cost: ['火'], categories: ['攻撃'], mode: 'active', effects: [{ kind: 'damage', amount: 3 }],
    status: 'sample', sourced: [], note: '見本の攻撃スキル（火属性・魔法）。', clauses: ['kakushin.skill.attribute'],
  },
  {
    name: '水弾', cost: ['水'], categories: ['攻撃'], mode: 'active', effects: [{ kind: 'damage', amount: 3 }],
    status: 'sample', sourced: [], note: '見本の攻撃スキル（水属性・魔法）。', clauses: ['kakushin.skill.attribute'],
  },
  {
    name: '風刃', cost: ['風', '剣'], categories: ['攻撃'], mode: 'active', effects: [{ kind: 'damage', amount: 6 }],
    status: 'sample', sourced: [], note: '見本の攻撃スキル（風属性・剣属性の剣技）。', clauses: ['kakushin.skill.kind.sword-art', 'kakushin.skill.attribute'],
  },
  {
    name: '岩砕', cost: ['地'], categories: ['攻撃'], mode: 'active', effects: [{ kind: 'damage', amount: 3 }],
    status: 'sample', sourced: [], note: '見本の攻撃スキル（地属性・魔法）。', clauses: ['kakushin.skill.attribute'],
  },
  {
    name: '鉄壁', cost: ['地', '地'], categories: ['防御', '維持'], mode: 'active', effects: [{ kind: 'guard', amount: 2 }],
    status: 'sample', sourced: [], note: '見本の維持スキル。維持している間、受けるダメージを 1 回ごとに 2 減らす。', clauses: ['kakushin.maintain.persist', 'kakushin.maintain.reduce'],
  },
  {
    name: '守りの白', cost: ['白'], categories: ['防御', '維持'], mode: 'active', effects: [{ kind: 'guard', amount: 1 }],
    status: 'sample', sourced: [], note: '見本の維持スキル。白 1 個で維持でき、低減する種類をプランで選べる。', clauses: ['kakushin.qa.white-reduction'],
  },
  {
    name: '受け流し', cost: ['風'], categories: ['防御', '受動'], mode: 'passive', effects: [{ kind: 'guard', amount: 3 }],
    status: 'sample', sourced: [], note: '見本の受動スキル。相手のスキル 1 回のダメージを 3 減らす。', clauses: ['kakushin.skill.passive.trigger'],
  },
  {
    name: '返し刃', cost: ['剣'], categories: ['反撃', '受動'], mode: 'passive', effects: [{ kind: 'counter', amount: 3 }],
    status: 'sample', sourced: [], note: '見本の反撃スキル。相手がスキルを使うと、その効果より先に相手へ 3 ダメージ。', clauses: ['kakushin.skill.counter.reactive', 'kakushin.skill.passive.trigger'],
  },
  {
    name: '癒しの雨', cost: ['水', '水'], categories: ['回復'], mode: 'active', effects: [{ kind: 'heal', amount: 8 }],
    status: 'sample', sourced: [], note: '見本の回復スキル。HP を 8 回復する（最大HP まで）。', clauses: ['kakushin.battle.note-heal-cap'],
  },
  {
    name: '毒霧', cost: ['水', '風'], categories: ['妨害'], mode: 'active', effects: [{ kind: 'poison', amount: 3, recover: 2 }],
    status: 'sample', sourced: [], note: '見本のスキル。相手に Poison を与える。Poison は状態異常の適用で 3 ダメージ、回復の確認で 2/6 の確率で回復。', clauses: ['kakushin.battle.recovery', 'kakushin.battle.apply-ailments'],
  },
  {
    name: '氷結', cost: ['水', '水'], categories: ['変化'], mode: 'active', effects: [{ kind: 'ail-panels', ailment: 'Freeze', count: 2, on: 'opponent' }],
    status: 'sample', sourced: [], note: '見本の変化スキル。相手のパネル 2 個に Freeze を与える（対象はプランで指定、なければ無作為）。', clauses: ['kakushin.qa.panel-ailment-vanish'],
  },
  {
    name: '残響', cost: ['風'], categories: ['変化'], mode: 'active', effects: [{ kind: 'ail-panels', ailment: 'Poison', count: 1, on: 'paid' }],
    status: 'sample', sourced: [], note: '見本の変化スキル。コストに使ったパネルに Poison を与えるが、そのパネルはもうないので何も起こらない（Q&A）。', clauses: ['kakushin.qa.cost-panel-ailment'],
  },
];

/** Finds a pool entry by name or by its reading; undefined if the pool has no such skill. */
export function findSkill(name: string, pool: readonly SkillDef[] = SKILL_POOL): SkillDef | undefined {
  return pool.find((s) => s.name === name) ?? pool.find((s) => s.reading !== undefined && s.reading === name);
}

export function isCanon(skill: SkillDef): boolean {
  return skill.status === 'canon';
}

/** Writes a cost as the source does, e.g. 〔火火白白〕. */
export function costText(cost: readonly CostSymbol[]): string {
  return `〔${cost.join('')}〕`;
}

/** One row of the skill table the site shows: display strings plus the canon/sample mark. */
export interface SkillRow {
  name: string;
  reading: string;
  cost: string;
  categories: string;
  mode: SkillDef['mode'];
  status: SkillDef['status'];
  canon: boolean;
  banned: boolean;
  sourced: SkillDef['sourced'];
  note: string;
  text: string;
  clauses: string[];
}

/** The pool as table rows, canon skills first, each group in pool order. */
export function skillRows(pool: readonly SkillDef[] = SKILL_POOL): SkillRow[] {
  return [...pool.filter(isCanon), ...pool.filter((s) => !isCanon(s))].map((s) => ({
    name: s.name,
    reading: s.reading ?? '',
    cost: s.cost.length ? costText(s.cost) : '（なし）',
    categories: s.categories.join('・'),
    mode: s.mode,
    status: s.status,
    canon: isCanon(s),
    banned: s.banned ?? false,
    sourced: [...s.sourced],
    note: s.note,
    text: s.text ?? '',
    clauses: [...s.clauses],
  }));
}
