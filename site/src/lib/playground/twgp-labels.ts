/**
 * TWGP in the spec's terms (spec/twgp/, the glossary terms of chapters 2–19): the
 * playground's buttons, decision headings, log lines and results, from the contract's
 * actions and events (docs/protocol/twgp.md). Hand cards and squares are indices in the
 * protocol; a `Table` (from the reader's view) names the cards they are. The kinds labelled
 * are those a base-system game between the sample decks (decks/twgp/) meets, and a few more
 * of the base system; any other kind reads in the generic form of labels-common.ts.
 */
import type { GameResult } from '../../../../engine/core/game.ts';
import { gameOverLine, generic, genericLine, quoted as q, resultText as resultIn, type Who } from './labels-common.ts';
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
  install: 'インストール：ファイナル・デッキにする予備の束を選びます',
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
    case 'direct': return `${t.unit(a.attacker)}で${t.who(a.player)}にノーマル・ダイレクト`;
    case 'direct-target': return `${t.unit(a.unit)}をダイレクトの標的にする`;
    case 'assault': return `${t.unit(a.attacker)}で${t.unit(a.target)}にアサルト${list(a.surge).length ? `（サージ ${list(a.surge).length} 枚でサージ・ダイレクト）` : ''}${list(a.convert).length ? `（サージ・コンヴァーター ${list(a.convert).length}）` : ''}`;
    case 'charge-boost': return `${t.unit(a.attacker)}で${t.unit(a.target)}にチャージ・ブースト（ダウンロード ${a.downloads} 枚${list(a.recharge).length ? `、リ=チャージ ${list(a.recharge).length} 枚` : ''}）`;
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
    case 'sublimation-skill': return a.skill === 'surge-jamming' ? `${t.unit(a.unit)}にサージ・ジャミング` : generic(a.type, a);
    case 'install': return `予備の ${Number(a.bundle) + 1} 番目の束をファイナル・デッキにする`;
    case 'judge': return a.event === 'deadlock' ? '膠着として審判に判定を求める（全員が負け、勝者なし）' : generic(a.type, a);
    default: return generic(a.type, a);
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
    case 'direct-declared': return line(`${t.unitName(e.attacker)}が${t.who(e.player)}にノーマル・ダイレクトを宣言した。`);
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
    case 'judge': return line(`ゲーム・ジャッジ：${e.event === 'deadlock' ? '膠着（全員が負け）' : e.event}。`);
    default: return [genericLine(e)];
  }
}

/** How a game ends, by its loss clause (twgp.judge.loss). */
const HOW: Record<string, string> = {
  'twgp.judge.loss.vital-short': '失うべきヴァイタルが残っていないプレイヤーの負け',
  'twgp.judge.loss.deadlock': '膠着：審判の判定で全員の負け',
};

export const resultText = (r: GameResult): string => resultIn(r, HOW, '勝者なし');
