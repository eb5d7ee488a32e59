/**
 * TWGP in the spec's terms (spec/twgp/, the glossary terms of chapters 2–19): the
 * playground's buttons, decision headings, log lines and results, from the contract's
 * actions and events (docs/protocol/twgp.md). Hand cards and squares are indices in the
 * protocol; a `Table` (from the reader's view) names the cards they are. The kinds labelled
 * are those of the base system and of the options and variant rules (chapters 20–31, the
 * actions and events of docs/protocol/twgp.md); a kind or a field without a label still
 * reads in words (`readable`: the kind's name if known and each field with units, players
 * and cards named), marked as the generic form of labels-common.ts, never as raw JSON.
 */
import type { GameResult } from '../../../../engine/core/game.ts';
import { gameOverLine, generic, quoted as q, resultText as resultIn, type Who } from './labels-common.ts';
import type { Line } from './types.ts';

type Ref = { player: string; square: number };
type Fields = { type: string } & Record<string, any>;

/** What the labels need of the table now: cards by the indices and squares the protocol uses. */
export interface Table {
  who: Who;
  /** The name of the reader's hand card at an index. */
  hand(index: unknown): string | undefined;
  /** The unit on a battle-grid square, by name (「…」), or how it lies when the reader may not see it. */
  unit(ref: unknown): string;
  /** The same by name only (the log: the unit's power and MODE are those after the move). */
  unitName(ref: unknown): string;
  /** The unit on a square of the reader's own battle grid. */
  ownUnit(square: unknown): string;
  /** The reader's card on a square of the charge or vital grid. */
  own(grid: 'chargeGrid' | 'vitalGrid', square: unknown): string | undefined;
  /** The reader's surge or storage card at an index. */
  pile(pile: unknown, index: unknown): string | undefined;
  /** The reader's phase-device card on a vital square (option phase-device). */
  phase(square: unknown): string | undefined;
  /** The reader's weapon left on its square (stayedWeapons, option deck-card-types). */
  stayed(index: unknown): string | undefined;
}

/** The spec's names of the sequences, windows and routine processes. */
export const SEQUENCES: Record<string, string> = { build: 'ビルド・シークェンス', battle: 'バトル・シークェンス' };
const STEPS: Record<string, string> = { rebuild: 'A リ=ビルド', setup: 'B セットアップ', 're-active': 'C リ=アクティヴ', reload: 'D リ=ロード', 'full-charge': 'E フル=チャージ' };
const PILES: Record<string, string> = { surge: 'サージ', storage: 'ストレージ', hand: '手札' };
export const MODES: Record<string, string> = {
  Active: 'アクティヴ', 'Hack-Active': 'ハック・アクティヴ', Stealth: 'ステルス', Charge: 'チャージ', Vital: 'ヴァイタル',
  Save: 'セーヴ', Damage: 'ダメージ', 'Hack-Save': 'ハック・セーヴ', 'GB-Prompt': 'GBプロンプト', Drain: 'ドレイン',
};
const DECLARATIONS: Record<string, string> = { assault: 'アサルト', 'charge-boost': 'チャージ・ブースト', direct: 'ノーマル・ダイレクト', effect: 'プロパティの効果', decoy: 'デコイ' };
const PROPERTIES: Record<string, string> = { 'charge-trap': 'チャージ・トラップ', 'vital-trap': 'ヴァイタル・トラップ', 'log-counter': 'ログ・カウンター', 'vital-counter': 'ヴァイタル・カウンター', counter: 'カウンター' };
const CAUSES: Record<string, string> = { 'normal-direct': 'ノーマル・ダイレクト', 'surge-direct': 'サージ・ダイレクト', 'log-counter': 'ログ・カウンター', cost: 'コスト', effect: '効果', 'vital-trap': 'ヴァイタル・トラップ', 'over-skill': 'オーバー・スキル' };
const DRIVES: Record<string, string> = { charge: 'チャージ・ドライヴ', power: 'パワー・ドライヴ', counter: 'カウンター・ドライヴ', master: 'マスター・ドライヴ', over: 'オーバー・ドライヴ' };
const OUTCOMES: Record<string, string> = { win: '攻撃側の勝ち', draw: '引き分け', lose: '攻撃側の負け', achieved: '達成', failed: '未達成', miss: '不発（実行条件を満たさない）', none: 'なし', direct: 'ダイレクト' };

const name = (t: Table, v: unknown, of: (x: unknown) => string | undefined): string => {
  const n = of(v);
  return n === undefined ? `（${String(v)} 番）` : q(n);
};
const squareNo = (square: unknown): string => `${Number(square) + 1} 番のマス`;
const list = (xs: unknown): unknown[] => (Array.isArray(xs) ? xs : []);

/** The decision headings, by the decision's kind (the window's, docs/protocol/twgp.md). */
export const DECISIONS: Record<string, string> = {
  order: 'ターンの順番を決めます：空いている順番を選びます',
  setup: 'ビルド・シークェンスのセットアップ：チャージ札を手札に加えるか、セットアップを終えます',
  build: 'あなたのビルド・シークェンス：ドライヴ、リ=アクティヴなどをするか、ビルド・シークェンスを終えます',
  battle: 'あなたのバトル・シークェンス：アタック（アサルト、チャージ・ブースト、ノーマル・ダイレクト）をするか、ターンを終えます',
  respond: '行使権があなたにあります：応戦するか、宣言なしにします',
  damage: 'ダメージ：表にするヴァイタルを選び、ヴァイタル効果を決めます',
  routine: 'ダメージ・ルーティン：A〜E の処理を選ぶか、ダメージ・ルーティンを終えます',
  bonus: 'ボーナス：ログの札を山札の下に加えるか、やめます',
  sublimation: '昇華：ログの札を山札の下に加え、切り混ぜます',
  install: 'インストール：ファイナル・デッキにする予備の束を選びます（デッキ・セレクトでは次のデッキの札を選びます）',
  'surge-earth': 'サージ・アース：表にしてサージ・ダイレクトのヴァイタルを打ち消す札を選びます',
  'burst-setup': 'バースト・チャージのセットアップ：チャージ札を手札に加えます',
  tracer: 'トレーサー：チャージ・バックに応じてログに送る基本パワー 02 のユニットを選びます',
  'hack-continue': 'ハック：奪ったユニットの攻撃を続けるか、終えるかを選びます',
  'over-skill': 'オーバー・スキル：表にするヴァイタルを選び、オーバー・ドライヴでは召喚するユニットを選びます',
  recover: 'リ=ヴァイタル：回復するヴァイタルを選びます',
  'log-counter': 'ログ・カウンター：解決するログ・カウンターの狙いを選びます',
};

export function decisionLabel(kind: string): string {
  return DECISIONS[kind] ?? generic(kind);
}

/** An offered or tried action as its button reads. */
export function actionLabel(a: Fields, t: Table): string {
  const hand = (i: unknown) => name(t, i, t.hand);
  switch (a.type) {
    case 'order': return `${Number(a.place) + 1} 番目の順番を選ぶ${a.place === 0 ? '（先攻）' : ''}`;
    case 'setup': return `セットアップ：チャージ・グリッド ${squareNo(a.square)}の${name(t, a.square, (s) => t.own('chargeGrid', s))}を手札に加える`;
    case 'end-setup': return 'セットアップを終える';
    case 'end-build': return 'ビルド・シークェンスを終える';
    case 'end-turn': return 'ターンを終える';
    case 'accept': return '宣言なし（宣言を解決させる）';
    case 'charge-drive': return `${hand(a.card)}をチャージ・ドライヴ（バトル・グリッド ${squareNo(a.square)}、${a.face === 'down' ? '裏向き：ステルス召喚' : '表向き'}）`;
    case 'power-drive': return `${hand(a.card)}をパワー・ドライヴ（コア ${t.ownUnit(a.core)}${list(a.materials).length ? `、素材 ${list(a.materials).map(t.ownUnit).join('・')}` : ''}${a.gridBlast ? '、グリッド・ブラストを続ける' : ''}）`;
    case 'counter-drive': return `${hand(a.card)}をカウンター・ドライヴ（コア ${t.unit(a.core)}${list(a.hand).length ? `、手札の${list(a.hand).map(hand).join('')}` : ''}${list(a.grid).length ? `、グリッドの ${list(a.grid).map(squareNo).join('・')}` : ''}）`;
    case 'stealth': return `${t.unit(a.unit)}をステルスにする`;
    case 'unstealth': return `ステルスの${t.unit(a.unit)}を表タテ置きにする`;
    case 're-active': return `${t.unit(a.unit)}をリ=アクティヴ${a.stealth ? '（裏向きにしてステルス）' : ''}`;
    case 'grid-blast-declare': return `${t.unit(a.unit)}でグリッド・ブラストを宣言する（GBプロンプト）`;
    case 'grid-blast-cancel': return `${t.unit(a.unit)}のグリッド・ブラストの宣言をやめる`;
    case 'grid-blast': return `${t.unit(a.unit)}のグリッド・ブラストを実行する`;
    case 'lay-counter': return `${hand(a.card)}をログ・カウンターとして${a.grid === 'battle' ? 'バトル' : 'チャージ'}・グリッド ${squareNo(a.square)}に裏向きに置く`;
    case 'direct': return `${a.method === 'charge-effect' ? `手札の${list(a.cards).length ? list(a.cards).map(hand).join('') : 'スペル'}（チャージ・エフェクト）` : t.unit(a.attacker)}で${t.who(a.player)}にノーマル・ダイレクト${a.method === 'hack' ? '（ハックしたユニットで）' : ''}`;
    case 'direct-target': return `${t.unit(a.unit)}をダイレクトの標的にする`;
    case 'assault': return `${t.unit(a.attacker)}で${t.unit(a.target)}にアサルト${list(a.surge).length ? `（サージ ${list(a.surge).length} 枚でサージ・ダイレクト）` : ''}${list(a.convert).length ? `（サージ・コンヴァーター ${list(a.convert).length}）` : ''}${attackExtras(a, t)}`;
    case 'charge-boost': return `${t.unit(a.attacker)}で${t.unit(a.target)}にチャージ・ブースト（ダウンロード ${a.downloads} 枚${list(a.recharge).length ? `、リ=チャージ ${list(a.recharge).length} 枚` : ''}）${attackExtras(a, t)}`;
    case 'intercept': return `${t.unit(a.unit)}でインターセプト（連携に加わる）`;
    case 'spend-surge': return `サージ ${list(a.cards).length} 枚を使い、サージ・ダイレクトを返す`;
    case 'activate': return `${a.zone === 'vital' ? 'ヴァイタル' : a.zone === 'hand' ? '手札' : 'チャージ'}・グリッド ${squareNo(a.square)}の${name(t, a.square, (s) => (a.zone === 'vital' ? t.own('vitalGrid', s) : a.zone === 'hand' ? t.hand(s) : t.own('chargeGrid', s)))}のトラップを発動する`;
    case 'damage': return `ヴァイタル・グリッド ${squareNo(a.square)}のヴァイタルを表にする`;
    case 'vital-effect': return `${name(t, a.square, (s) => t.own('vitalGrid', s))}（${squareNo(a.square)}）をヴァイタル効果にする`;
    case 'routine': return `ダメージ・ルーティンの「${STEPS[a.step] ?? a.step}」を始める`;
    case 'end-step': return 'この処理を終える';
    case 'end-routine': return 'ダメージ・ルーティンを終える';
    case 'reload': return `手札の${hand(a.card)}を山札の下に置く（リ=ロード）`;
    case 'end-reload': return `リ=ロードを終える（${a.shuffles} 回切り混ぜる）`;
    case 'full-charge': return `フル=チャージ：${a.count} 枚ダウンロードする`;
    case 'bonus': return `ボーナス：${PILES[a.pile] ?? a.pile}の${name(t, a.index, (i) => t.pile(a.pile, i))}を山札の下に加える`;
    case 'bonus-shuffle': return `ボーナスを終え、山札を ${a.shuffles} 回切り混ぜる`;
    case 'no-bonus': return 'ボーナスをやめる';
    case 'sublimation-log': return `昇華：${PILES[a.pile] ?? a.pile}の${name(t, a.index, (i) => t.pile(a.pile, i))}を山札の下に加える`;
    case 'sublimation-shuffle': return `昇華：山札を ${a.shuffles} 回切り混ぜる`;
    case 'alchemy': return `手札錬金：${PILES[a.from] ?? a.from}の${a.from === 'hand' ? hand(a.index) : name(t, a.index, (i) => t.pile(a.from, i))}を${PILES[a.to] ?? a.to}へ`;
    case 'sublimation-skill': return a.skill === 'surge-jamming' || a.skill === undefined ? `${t.unit(a.unit)}にサージ・ジャミング` : readable(a.type, a, t);
    case 'install': return `予備の ${Number(a.bundle) + 1} 番目の束をファイナル・デッキにする`;
    case 'defuse': return `${t.unit(a.unit)}の融合を解く`;
    case 'judge': return a.event === 'deadlock' ? '膠着として審判に判定を求める（全員が負け、勝者なし）' : `審判の判定：${t.who(a.player)}の${JUDGED[a.event] ?? a.event}`;
    default: return optionActionLabel(a, t) ?? readable(a.type, a, t);
  }
}

/** What the options add to an attack's declaration: キズナ (bonds), オーバー・ロード (overLoad), Ｓドレイン (drain). */
function attackExtras(a: Fields, t: Table): string {
  const parts = [
    ...(list(a.bonds).length ? [`キズナで${list(a.bonds).map(t.unitName).join('・')}と連携`] : []),
    ...(a.overLoad ? [`オーバー・ロード：ヴァイタル ${a.overLoad} 枚`] : []),
    ...(list(a.drain).length ? [`Ｓドレインで相手のサージ ${list(a.drain).length} 枚`] : []),
  ];
  return parts.length ? `（${parts.join('、')}）` : '';
}

/** The actions of the options and variant rules (docs/protocol/twgp.md, *Actions of the options*), or undefined for another kind. */
function optionActionLabel(a: Fields, t: Table): string | undefined {
  const hand = (i: unknown) => name(t, i, t.hand);
  const squares = (xs: unknown) => list(xs).map(squareNo).join('・');
  switch (a.type) {
    case 'lay-weapon': return `${hand(a.card)}をウェポンとして${t.unit(a.unit)}の下に敷く`;
    case 'pass-weapon': return `${t.unitName(a.from)}の ${Number(a.weapon) + 1} 枚目のウェポンを${t.unitName(a.unit)}に渡す`;
    case 'return-weapon': return `${t.unitName(a.unit)}の ${Number(a.weapon) + 1} 枚目のウェポンを手札に戻す`;
    case 'take-weapon': return `残しておいたウェポン${name(t, a.weapon, t.stayed)}を${a.to === 'hand' ? '手札に戻す' : `${t.unitName(a.unit)}の下に敷く`}`;
    case 'log-counter-attack': return a.direct ? 'ログ・カウンターでダイレクトする' : a.target ? `ログ・カウンターで${t.unit(a.target)}を狙う${list(a.with).length ? `（ほかの ${list(a.with).length} 枚と合わせて）` : ''}` : 'ログ・カウンターで何も狙わない';
    case 'charge-effect': return `${list(a.cards).map(hand).join('')}のチャージ効果を使う（Ｌｖ ${list(a.cards).length}${a.target ? `、標的 ${t.unit(a.target)}` : ''}${a.via ? `、${t.unitName(a.via)}を介して` : ''}${a.named ? `、${a.named}を指定` : ''}${a.crackNamed ? `、${a.crackNamed}を無力に` : ''}${a.evade ? '、回避に使う' : ''}）`;
    case 'surge-earth-set': return `${hand(a.card)}をサージ・アースとしてバトル・グリッド ${squareNo(a.square)}に裏向きに伏せる`;
    case 'surge-earth': {
      const n = list(a.squares).length + list(a.counters).length + list(a.battleCounters).length;
      return n ? `サージ・アースを表にする（${[list(a.squares).length ? `バトル・グリッド ${squares(a.squares)}` : '', list(a.counters).length ? `チャージ・グリッドのログ・カウンター ${squares(a.counters)}` : '', list(a.battleCounters).length ? `バトル・グリッドのログ・カウンター ${squares(a.battleCounters)}` : ''].filter(Boolean).join('、')}、${n} 枚）` : 'サージ・アースを使わない';
    }
    case 'burst-charge': return `${t.unit(a.unit)}でバースト・チャージ（サージ ${list(a.surge).length} 枚、${t.who(a.player)}が ${a.downloads} 枚ダウンロード${a.setup ? '、セットアップさせる' : ''}${list(a.drain).length ? `、Ｓドレイン ${list(a.drain).length} 枚` : ''}）`;
    case 'burst-setup': return `バースト・チャージのセットアップ：チャージ・グリッド ${squareNo(a.square)}の${name(t, a.square, (s) => t.own('chargeGrid', s))}を手札に加える`;
    case 'probe': return `${t.unit(a.unit)}で${t.unit(a.target)}をプローヴする`;
    case 'tracer': return list(a.units).length ? `トレーサー：${list(a.units).map(t.unitName).join('・')}をログに送る` : 'トレーサーを使わない';
    case 'continue-attack': return a.target ? `奪ったユニットの攻撃を${t.unit(a.target)}に続ける` : '奪ったユニットの攻撃を終える';
    case 'decoy': return `${t.unit(a.unit)}をデコイにして${t.unitName(a.substitute)}を身代わりにする`;
    case 'charge-shield': return `${t.unit(a.unit)}でチャージ・シールド（ダウンロード ${a.downloads} 枚）`;
    case 'master-drive': return `ヴァイタル・グリッド ${squareNo(a.vital)}のマスター・ユニット${name(t, a.vital, (s) => t.own('vitalGrid', s))}をバトル・グリッド ${squareNo(a.square)}にマスター・ドライヴ`;
    case 'master-damage': return 'バトル・グリッドのマスター・ユニットを失うヴァイタルの 1 枚にする（ヴァイタル・グリッドに戻す）';
    case 's-jamming': return `${t.unit(a.unit)}にＳジャミング（サージ 3 枚）`;
    case 'charge-back': return `${t.ownUnit(a.square)}をチャージ・バック（${a.to === 'hand' ? '手札へ' : '山札の下へ'}${a.shuffle ? `、${a.shuffle} 回切り混ぜる` : ''}${list(a.recharge).length ? `、リ=チャージ ${list(a.recharge).length} 枚` : ''}）`;
    case 'phase-device': return `フェーズ・デヴァイス ${squareNo(a.square)}の${name(t, a.square, t.phase)}を${a.play && typeof a.play === 'object' ? `手札にあるものとして使う：${actionLabel({ ...(a.play as Fields), card: -1 }, { ...t, hand: (i) => (i === -1 ? t.phase(a.square) : t.hand(i)) })}` : '手札に加える'}`;
    case 'recover': return `リ=ヴァイタル：ヴァイタル・グリッド ${squareNo(a.square)}の${name(t, a.square, (s) => t.own('vitalGrid', s))}を裏タテ置きに戻す`;
    case 'bond': return `${t.unit(a.unit)}をキズナの連携に加える`;
    case 'over-load': return `${t.unit(a.unit)}にオーバー・ロード（ヴァイタル ${a.vitals} 枚、パワー +${10 * Number(a.vitals)}）`;
    case 'over-drive': return `オーバー・ドライヴ（ヴァイタル ${a.vitals} 枚、召喚パワー ${10 * Number(a.vitals)}）`;
    case 'over-vital': return `オーバー・スキル：ヴァイタル・グリッド ${squareNo(a.square)}のヴァイタルを表にする`;
    case 'over-summon': return `オーバー・ドライヴで${hand(a.card)}をバトル・グリッド ${squareNo(a.square)}に召喚する`;
    case 'end-over-drive': return 'オーバー・ドライヴを終える';
    case 'select': return `デッキ・セレクト：持ち込んだ札の ${Number(a.card) + 1} 枚目を次のデッキに選ぶ`;
    default: return undefined;
  }
}

/** The log lines of an event. */
export function eventLines(e: Fields, t: Table): Line[] {
  const p = t.who(e.player);
  const c = typeof e.clause === 'string' ? { clause: e.clause } : {};
  const line = (text: string, clause?: string): Line[] => [{ text, ...(clause ? { clause } : c) }];
  switch (e.type) {
    case 'order': return line(`${p}が ${Number(e.place) + 1} 番目の順番を選んだ。`, 'twgp.sequence.first-player');
    case 'turn-order': return line(`ターンの順番：${list(e.players).map(t.who).join(' → ')}。`);
    case 'turn': return line(`ターン ${e.number}：${p}のターン（${SEQUENCES[e.sequence] ?? e.sequence}）。`);
    case 'sequence': return line(`${p}の${SEQUENCES[e.sequence] ?? e.sequence}。`);
    case 'scroll': return line(`ターンのスクロール：${t.who(e.from)}から${t.who(e.to)}へ。`, 'twgp.sequence.scroll');
    case 'setup': return line(`${p}がセットアップでチャージ札を手札に加えた（${squareNo(e.square)}）。`);
    case 'setup-done': return line(`${p}がセットアップを終えた。`);
    case 'download': return line(`${p}が ${e.count} 枚ダウンロードした。`);
    case 'drive': return line(`${p}が${DRIVES[e.drive] ?? e.drive}：${q(e.card)}をバトル・グリッド ${squareNo(e.square)}に${e.mode ? `（${MODES[e.mode] ?? e.mode}）` : ''}${e.drivePower !== undefined ? `、召喚パワー ${e.drivePower}` : ''}。`);
    case 'mode': return line(`${t.unitName(e.unit)}が${MODES[e.mode] ?? e.mode}になった。`);
    case 'declare': return line(`${t.who(e.by)}が${DECLARATIONS[e.declaration] ?? e.declaration}を宣言した（${t.who(e.affects)}に対外干渉）。`);
    case 'interrupt': return line(`${t.who(e.by)}のインターラプト：${DECLARATIONS[e.declaration] ?? e.declaration}。`);
    case 'right': return line(`行使権が${p}に移った。`);
    case 'accept': return line(`${p}が宣言なし：宣言が解決する。`, 'twgp.declare.accept');
    case 'direct-declared': return line(e.method === 'charge-effect' ? `チャージ効果「${e.effect}」Ｌｖ ${e.level}で${t.who(e.player)}にノーマル・ダイレクトを宣言した。` : `${t.unitName(e.attacker)}が${t.who(e.player)}にノーマル・ダイレクトを宣言した${e.method === 'hack' ? '（ハックしたユニットで）' : ''}。`);
    case 'direct': return line(`ノーマル・ダイレクト：算定パワー ${e.attackPower} 対 ヴァイタルのパワー ${e.vitalPower}、${OUTCOMES[e.outcome] ?? e.outcome}。`);
    case 'direct-interrupted': return line(`${t.unitName(e.unit)}がダイレクトに割り込んだ。`);
    case 'direct-blocked': return line(`${t.unitName(e.unit)}がダイレクトの標的になり、ダイレクトを止めた。`);
    case 'assault-declared': return line(`${t.unitName(e.attacker)}が${t.unitName(e.target)}にアサルトを宣言した${e.surge ? `（サージ ${e.surge} 枚）` : ''}。`);
    case 'assault': return line(`アサルト：攻撃の算定パワー ${e.attackPower} 対 防御 ${e.defensePower}、${OUTCOMES[e.outcome] ?? e.outcome}。`);
    case 'charge-boost-declared': return line(`${t.unitName(e.attacker)}が${t.unitName(e.target)}にチャージ・ブーストを宣言した（ダウンロード ${e.downloads} 枚）。`);
    case 'charge-boost': return line(`チャージ・ブースト：増幅パワー ${e.boostPower} 対 算定パワー ${e.targetPower}、スピード ${e.attackerSpeed} 対 ${e.targetSpeed}、${OUTCOMES[e.outcome] ?? e.outcome}。`);
    case 'recharge': return line(`${p}が ${e.count} 枚リ=チャージした。`);
    case 'surge': return line(`${p}がサージを ${e.count} 枚使った（${list(e.cards).map(q).join('')}）。`);
    case 'surge-direct': return line(`サージ・ダイレクト：${e.outcome === 'none' ? 'なし' : `${e.player ? t.who(e.player) : ''}${e.vitals !== undefined ? ` ヴァイタル ${e.vitals}` : ''}（${OUTCOMES[e.outcome] ?? e.outcome}）`}。`);
    case 'surge-converter': return line(`${p}がサージ・コンヴァーターで ${e.count} 枚をサージにした。`);
    case 's-jamming': return line(`${t.unitName(e.unit)}にサージ・ジャミング（レベル ${e.level}）。`);
    case 'instant-effects-end': return line(`瞬間効果が終わった（${list(e.units).map(t.unitName).join('、')}）。`);
    case 'intercept': return line(`${t.unitName(e.unit)}がインターセプトし、連携に加わった。`);
    case 'evaded': return line(`${t.unitName(e.attacker)}の攻撃は標的がドライヴで去ったため空振りした。`);
    case 'no-block': return line(`グリッド・ブラストの取り消しはダイレクトを止めない（${t.unitName(e.unit)}）。`);
    case 'log-out': return line(`${p}の${q(e.card)}がログ・アウト（${PILES[e.to] ?? e.to}へ）。`, 'twgp.field.log-out.surge-first');
    case 'damage': return line(`${p}がヴァイタルを ${e.count} 枚失う（${CAUSES[e.cause] ?? e.cause}）。`, 'twgp.damage');
    case 'vital': return line(`${p}のヴァイタル${q(e.card)}（${squareNo(e.square)}）が${e.mode === 'Active' ? 'ヴァイタル効果になった' : `${MODES[e.mode] ?? e.mode}になった`}。`);
    case 'routine': return line(`${p}がダメージ・ルーティンの「${STEPS[e.step] ?? e.step}」を始めた。`);
    case 'routine-end': return line(`${p}が「${STEPS[e.step] ?? e.step}」を終えた。`);
    case 'routine-done': return line(`${p}がダメージ・ルーティンを終えた。`);
    case 'reload': return line(`${p}が${q(e.card)}を山札の下に置いた（リ=ロード）。`);
    case 'reloaded': return line(`${p}がリ=ロードを終え、山札を ${e.shuffles} 回切り混ぜた。`);
    case 'bonus': return line(`${p}のボーナス：${PILES[e.pile] ?? e.pile}の${q(e.card)}を山札の下に加えた。`, 'twgp.bonus');
    case 'bonus-shuffle': return line(`${p}がボーナスを終え、山札を ${e.shuffles} 回切り混ぜた。`);
    case 'no-bonus': return line(`${p}がボーナスをやめた。`);
    case 'sublimation': return line(`${p}が昇華した（ヴァイタルの格差 ${e.gap}）。`);
    case 'sublimation-log': return line(`昇華：${p}が${PILES[e.pile] ?? e.pile}の${q(e.card)}を山札の下に加えた。`);
    case 'sublimation-shuffle': return line(`昇華：${p}が山札を ${e.shuffles} 回切り混ぜた。`);
    case 'alchemy': return line(`${p}の手札錬金：${q(e.card)}を${PILES[e.from] ?? e.from}から${PILES[e.to] ?? e.to}へ。`);
    case 'lay-counter': return line(`${p}がログ・カウンターを裏向きに置いた（${squareNo(e.square)}）。`);
    case 'activate': return line(`${p}が${q(e.card)}（${PROPERTIES[e.property] ?? e.property}）を発動した。`);
    case 'effect': return line(`${q(e.card)}（${PROPERTIES[e.property] ?? e.property}）の効果が解決した。`);
    case 'install-due': return line(`${p}の山札が尽きた：インストールする束を選ぶ（残り ${e.remaining} 束）。`, 'twgp.resource.install');
    case 'install-choice': return line(`${p}が予備の ${Number(e.bundle) + 1} 番目の束を選んだ。`);
    case 'install': return line(`${p}が束をインストールした${e.final ? '（ファイナル・デッキ）' : ''}。`, 'twgp.resource.install');
    case 'unstoppable': return line(`${p}への${CAUSES[e.cause] ?? e.cause}は止められない。`);
    case 'fizzle': return line(`${DECLARATIONS[e.declaration] ?? e.declaration}は、攻撃するユニットが場を去ったため解決しない。`);
    case 'cancelled': return line(`${DECLARATIONS[e.declaration] ?? e.declaration}は取り消された。`);
    case 'void': return line(`${p}へのノーマル・ダイレクトは効果を持たない。`);
    case 'loss': return line(`${p}の敗北。`);
    case 'result': return [gameOverLine({ winner: e.winner, clause: e.clause, reason: '' } as GameResult, HOW, '勝者なし')];
    case 'judge': return line(`ゲーム・ジャッジ：${e.event === 'deadlock' ? '膠着（全員が負け）' : `${p}の${JUDGED[e.event] ?? e.event}`}。`);
    case 'grid-blast': return line(`${t.unitName(e.attacker)}のグリッド・ブラスト：${t.who(e.player)}の場へ、パワー ${e.attackPower}。`);
    case 'grid-blast-compare': return line(`グリッド・ブラスト：${q(e.name)}（算定パワー ${e.power}）対 パワー ${e.attackPower}、${e.outcome === 'logged' ? 'ログへ送った' : '残った'}。`);
    case 'grid-blast-charge': return line(`グリッド・ブラスト：${p}のチャージ札 ${e.count} 枚をログへ送った。`);
    case 'revealed': return line(`${p}の${q(e.card)}（${squareNo(e.square)}）が表になった。`);
    case 'defused': return line(`${t.unitName(e.unit)}の融合が解かれた。`);
    case 'log-counter': return line(`${p}のログ・カウンター${q(e.card)}が発動した。`);
    case 'cost': return line(`${p}がコスト「${COSTS[e.kind] ?? e.kind}」を払った${e.count !== undefined ? `（${e.count}）` : ''}。`);
    case 'closed': return line(`${p}が手札の${list(e.cards).map(q).join('')}をクローズした。`);
    case 'count': return line(`${p}の${e.grid === 'vital' ? 'ヴァイタル' : 'チャージ'}・グリッド ${squareNo(e.square)}の数え処理${e.step !== null && e.step !== undefined ? `：${e.step}` : 'が終わった'}${e.orientation ? `（${e.orientation}）` : ''}。`);
    case 'multiply': return line(`${t.unitName(e.unit)}のパワーが ${e.factor} 倍になった（算定パワー ${e.power}）。`);
    case 'log-out-effect': return line(`${p}の効果で${t.unitName(e.unit)}をログ・アウトした。`);
    case 'deck-select': return line(`${p}が山札から${q(e.card)}を選び${e.to === 'hand' ? '手札に加えた' : '山札の下に置いた'}（${e.shuffles} 回切り混ぜる）。`);
    case 'extra-turn': return line(`${p}が追加のターンを得た。`);
    case 'coin': return line(`${p}がコインを投げた：${e.face === 'heads' ? '表' : '裏'}${e.with === 'die' ? `（ダイスで代用、${e.die}）` : ''}。`);
    case 'die': return line(`${p}がダイスを振った：${e.value}${e.with === 'coins' ? '（コインで代用）' : ''}。`);
    case 'foul': return line(`${p}の反則が見つかった。`);
    case 'withdrawn': return line(`敗退したプレイヤー（${list(e.players).map(t.who).join('・')}）に関わる宣言 ${e.count} 件が取り下げられた。`);
    default: {
      const text = optionEventText(e, t);
      return [{ text: text ?? readable(e.type, e, t), ...c }];
    }
  }
}

const EFFECT_OUTCOMES: Record<string, string> = { achieved: '達成', failed: '未達成', miss: 'ミス', void: '無効', logged: 'ログへ送った', kept: '残った', none: '対象なし', continued: '続けた', ended: '終えた', turned: '身代わりになった' };
const outcome = (o: unknown) => EFFECT_OUTCOMES[String(o)] ?? OUTCOMES[String(o)] ?? String(o);

/** The log text of an event of the options and variant rules (docs/protocol/twgp.md, *Events of the options*), or undefined for another kind. */
function optionEventText(e: Fields, t: Table): string | undefined {
  const p = t.who(e.player);
  const cards = (xs: unknown) => list(xs).map(q).join('');
  const place = (x: unknown) => (x === 'hand' ? '手札' : x && typeof x === 'object' ? t.unitName(x) : String(x));
  switch (e.type) {
    case 'weapon': return `${p}のウェポン${q(e.card)}：${place(e.from)}から${place(e.to)}へ。`;
    case 'charge-trap-from-hand': return `${p}が手札のチャージ・トラップ${q(e.card)}をチャージ・グリッド ${squareNo(e.square)}に置いた。`;
    case 'charge-trap-stack': return `${p}がチャージ・トラップ${q(e.card)}を重ね置きした（${e.level} 枚）。`;
    case 'upload': return `${p}がチャージ・エフェクト${cards(e.cards)}をチャージ・グリッド ${squareNo(e.square)}に置いた（Ｌｖ ${e.level}）。`;
    case 'charge-effect': return `${t.who(e.by)}のチャージ効果「${e.effect}」Ｌｖ ${e.level}：${outcome(e.outcome)}${e.unit ? `（${t.unitName(e.unit)}）` : e.player ? `（${t.who(e.player)}）` : ''}${e.amount !== undefined ? `、${e.amount}` : ''}。`;
    case 'charge-effect-cost': return `${p}がチャージ効果のコストを払った。`;
    case 'charge-effects-end': return `${p}のチャージ・エフェクト${cards(e.cards)}がログに送られた。`;
    case 'delete': return `${t.unitName(e.unit)}がスペルで倒された（${cards(e.cards)}）。`;
    case 'summon': return `${p}がアナザーで${q(e.card)}をバトル・グリッド ${squareNo(e.square)}に召喚した。`;
    case 'summon-ends': return `アナザーで召喚した${q(e.card)}がログに送られた。`;
    case 'poison-unit': return `ポイズン：${t.unitName(e.unit)}（${outcome(e.outcome)}）。`;
    case 'accel-cancelled': return `アクセルが枚数ごとに相殺された（${list(e.units).map(t.unitName).join('・')}）。`;
    case 'not-cancelled': return `ジャミングで${list(e.declarations).map((d) => DECLARATIONS[String(d)] ?? String(d)).join('・')}は取り消されない（${t.unitName(e.unit)}）。`;
    case 'grid-blast-cancelled': return `${t.unitName(e.unit)}のグリッド・ブラストの宣言が解かれた。`;
    case 'counter-turned-back': return `${p}のログ・カウンター（${squareNo(e.square)}）が裏向きに戻った。`;
    case 'surge-earth-set': return `${p}がサージ・アース${q(e.card)}をバトル・グリッド ${squareNo(e.square)}に伏せた（${e.stacked} 枚）。`;
    case 'surge-earth-chance': return `${p}はサージ・アースでヴァイタル ${e.vitals} 枚のサージ・ダイレクトを打ち消せる。`;
    case 'surge-earth': return `${p}がサージ・アースで ${e.cancelled} 枚を打ち消した（残り ${e.vitals} 枚）。`;
    case 'burst-charge-declared': return `${p}が${t.unitName(e.unit)}でバースト・チャージを宣言した。`;
    case 'burst-charge': return `バースト・チャージ：${t.who(e.forced)}が ${e.downloads} 枚ダウンロード${e.setup ? '、セットアップ' : ''}。`;
    case 'probe': return `${p}の${t.unitName(e.unit)}がプローヴ：${t.unitName(e.target)}を表にした。`;
    case 'tracer-chance': return `トレーサーの機会（${list(e.players).map(t.who).join('・')}）。`;
    case 'tracer': return `${p}のトレーサー：${list(e.units).map(t.unitName).join('・')}をログへ、${t.who(e.victim)}がヴァイタルを失う。`;
    case 'attack-continued': return `${p}は奪ったユニットの${DECLARATIONS[e.declaration] ?? e.declaration}を${e.outcome === 'continued' ? `${t.unitName(e.target)}に続けた` : '終えた'}。`;
    case 's-jamming': return `${t.unitName(e.unit)}にＳジャミング（レベル ${e.level}）。`;
    case 'charge-back': return `${p}が${q(e.card)}をチャージ・バックした（${e.to === 'hand' ? '手札へ' : e.to === 'phase' ? 'フェーズ・デヴァイスへ' : '山札の下へ'}）。`;
    case 'shuffle': return `${p}が山札を ${e.times} 回切り混ぜた。`;
    case 'phase-device': return `${p}がフェーズ・デヴァイス ${squareNo(e.square)}の${q(e.card)}を使った${e.to === 'hand' ? '（手札へ）' : ''}。`;
    case 're-vital': return `リ=ヴァイタル：${p}がヴァイタルを ${e.count} 枚回復する。`;
    case 'bond': return `${t.unitName(e.unit)}がキズナの連携に加わった（算定スピード ${e.speed}）。`;
    case 'over-skill': return `${p}が${e.skill === 'over-drive' ? 'オーバー・ドライヴ' : 'オーバー・ロード'}を始めた（ヴァイタル ${e.vitals} 枚）。`;
    case 'over-drive': return `オーバー・ドライヴ：${p}の召喚パワー ${e.summonPower}。`;
    case 'over-load': return `オーバー・ロード：${t.unitName(e.unit)}の過剰パワー ${e.power}。`;
    case 'log-counter-aim': return `${p}のログ・カウンター${q(e.card)}が狙いを待つ。`;
    case 'log-counter-aimed': return `${p}がログ・カウンター${q(e.card)}で${e.direct ? 'ダイレクトを狙った' : e.target ? `${t.unitName(e.target)}を狙った` : '何も狙わなかった'}${list(e.with).length ? `（${cards(e.with)}と合わせて）` : ''}。`;
    case 'log-counter-attack': return `ログ・カウンター${q(e.card)}の攻撃：パワー ${e.attackPower}${e.power !== undefined ? ` 対 算定パワー ${e.power}` : ''}、${outcome(e.outcome)}。`;
    case 'log-counter-direct': return `ログ・カウンター${q(e.card)}が${t.who(e.affects)}にダイレクト。`;
    case 'reuse': return `リ=ユース：${p}がストレージの ${e.count} 枚を山札にし、${e.shuffles} 回切り混ぜた。`;
    case 'deck-out': return `${p}の山札から ${e.count} 枚を取り除いた。`;
    case 'select': return `${p}が次のデッキの札を選んだ。`;
    case 'decoy-declared': return `${p}が${t.unitName(e.unit)}でデコイを宣言した（身代わり ${t.unitName(e.substitute)}）。`;
    case 'decoy': return e.target ? `デコイ：${t.unitName(e.target)}が身代わりになった。` : `デコイは働かなかった（${outcome(e.outcome)}${e.userSpeed !== undefined ? `、スピード ${e.userSpeed} 対 ${e.attackerSpeed}` : ''}）。`;
    case 'charge-shield': return `${p}が${t.unitName(e.unit)}でチャージ・シールド（ダウンロード ${e.downloads} 枚）。`;
    default: return undefined;
  }
}

/** Japanese names of the fields a readable fallback shows. */
const FIELDS: Record<string, string> = {
  player: 'プレイヤー', by: '行う者', affects: '相手', unit: 'ユニット', target: '標的', attacker: '攻撃するユニット', card: '札', cards: '札', square: 'マス', squares: 'マス',
  count: '枚数', level: 'Ｌｖ', outcome: '結果', power: 'パワー', vitals: 'ヴァイタル', downloads: 'ダウンロード', effect: '効果', mode: 'MODE', from: 'から', to: 'へ', units: 'ユニット',
};
const KINDS: Record<string, string> = { ...DECLARATIONS, ...PROPERTIES, 'charge-effect': 'チャージ効果', cost: 'コスト', count: '数え処理', coin: 'コイン', die: 'ダイス', foul: '反則', withdrawn: '宣言の取り下げ', revealed: '公開', 'grid-blast': 'グリッド・ブラスト', 'grid-blast-compare': 'グリッド・ブラストの比較', 'grid-blast-charge': 'グリッド・ブラストのチャージ', defused: '融合の解除', 'extra-turn': '追加のターン', multiply: '倍加', closed: '封鎖', 'log-out-effect': 'ログ・アウトの効果', 'charge-shield': 'チャージ・シールド' };

/**
 * A kind without a label of its own, in words: its name (KINDS, or the protocol's) and each
 * field, with units, players and cards named (never raw JSON). It starts with GENERIC_MARK,
 * so the page marks it as a fallback.
 */
export function readable(kind: string, fields: Record<string, unknown>, t: Table): string {
  const value = (v: unknown): string => {
    if (Array.isArray(v)) return v.map(value).join('・') || 'なし';
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if ('player' in o && 'square' in o && Object.keys(o).length === 2) return t.unitName(o);
      return Object.entries(o).map(([k, x]) => `${FIELDS[k] ?? k} ${value(x)}`).join('、');
    }
    if (typeof v === 'boolean') return v ? 'あり' : 'なし';
    if (typeof v === 'string') return MODES[v] ?? OUTCOMES[v] ?? t.who(v);
    return String(v);
  };
  const parts = Object.entries(fields).filter(([k]) => k !== 'type' && k !== 'clause').map(([k, v]) => `${FIELDS[k] ?? k}：${value(v)}`);
  return `${generic(KINDS[kind] ?? kind)}${parts.length ? ` ${parts.join('、')}` : ''}`;
}

/** The referee's events (twgp.judge.loss A–C). */
const JUDGED: Record<string, string> = { unauthorised: '許されない行為（敗退の条件 A）', timeout: '時間切れ（敗退の条件 B）', foul: '反則（敗退の条件 C）', 'pretend-no-dice': 'コインやダイスを持たないふり（反則）' };
/** The thirteen costs by the engine's keys, as twgp.cost.list writes them. */
const COSTS: Record<string, string> = {
  surge: 'サージ', close: 'クローズ', damage: 'ダメージ', recharge: 'リ=チャージ', download: 'ダウンロード', 'shut-down': 'シャット・ダウン', 'link-log': 'リンク × Log',
  'deck-log': 'デッキ × Log', 'unit-log': 'ユニット × Log', 'weapon-log': 'ウェポン × Log', 'charge-log': 'チャージ × Log', 'frame-log': 'フレーム × Log', 'phase-lost': 'フェーズ × Lost',
};

/** How a game ends, by its loss clause (twgp.judge.loss). */
const HOW: Record<string, string> = {
  'twgp.judge.loss.vital-short': '失うべきヴァイタルが残っていないプレイヤーの負け',
  'twgp.judge.loss.deadlock': '膠着：審判の判定で全員の負け',
};

export const resultText = (r: GameResult): string => resultIn(r, HOW, '勝者なし');
