/**
 * じゃんけん・ギア in the spec's terms (spec/janken-gear/01-glossary.md and chapters 04–09):
 * the playground's buttons, decision headings, log lines and results, from the contract's
 * actions and events (docs/protocol/janken-gear.md: cards as ♠5, ◆10, ジョーカー; signs
 * as グー, チョキ, パー; field cards by their ids f1, f2, …).
 */
import type { GameResult } from '../../../../engine/core/game.ts';
import type { ProtocolAction, ProtocolFieldCard } from '../../../../engine/janken-gear/protocol.ts';
import { gameOverLine, genericLine, quoted as c, resultText as resultIn, type Who } from './labels-common.ts';
import type { Line } from './types.ts';

export const PHASES: Record<string, string> = {
  'choose-order': '先攻・後攻を決める',
  main: 'ターン',
  support: '場札戦闘（補助の時間）',
  direct: 'ダイレクト',
  over: 'ゲーム終了',
};

export const DECISIONS: Record<string, string> = {
  'choose-order': 'ジャンケンに勝ちました：先攻か後攻かを選びます',
  turn: 'あなたのターン：場札を出す、場札で攻撃する、ターンを終える',
  support: '場札戦闘の補助の時間：補助札かジョーカーを使うか、パスをします',
  direct: 'ダイレクトを受けます：◆J・◆Q・◆K で無効にするか、パスをします',
  counter: '相手が ◆J・◆Q・◆K を使いました：◆A で打ち消すか、パスをします',
};

/** A field card as the page shows it: its id, its cards, its sign and its original power. */
export function fieldCard(f: ProtocolFieldCard | undefined, id: unknown): string {
  return f ? `場札 ${f.id}（${f.cards.join(' ')}、${f.sign}、パワー ${f.power}）` : `場札 ${String(id)}`;
}

/** `field(id)` finds a field card on either side, for labels that name one by id. */
export type FieldLookup = (id: unknown) => ProtocolFieldCard | undefined;

export function actionLabel(a: ProtocolAction, field: FieldLookup): string {
  const f = (id: unknown) => fieldCard(field(id), id);
  switch (a.type) {
    case 'choose-order': return a.goFirst ? '先攻を選ぶ' : '後攻を選ぶ';
    case 'deploy': return a.cards.length > 1 ? `${a.cards.map(c).join('')}を束にして場札として出す` : `${c(a.cards[0])}を場札として出す`;
    case 'attack': return a.target === null ? `${f(a.attacker)}で相手にダイレクトを行う` : `${f(a.attacker)}で相手の${f(a.target)}を攻撃する`;
    case 'end-turn': return 'ターンを終える';
    case 'pass': return 'パスをする';
    case 'joker': return 'ジョーカーを使う（決着させずにターンを奪う）';
    case 'boost': return `補助札${c(a.card)}でパワーを加算する`;
    case 'change-sign': return `補助札${c(a.card)}で記号を${a.sign}に変える`;
    case 'chain': return `補助札${c(a.card)}で連鎖を使う`;
    case 'counter': return a.target === null ? `${c(a.card)}でダイレクトを無効にする` : `${c(a.card)}でダイレクトを無効にし、${f(a.target)}を攻撃する`;
    case 'cancel': return `${c(a.card)}で相手の ◆J・◆Q・◆K を打ち消す`;
  }
}

const SIDES: Record<string, string> = { attacker: '攻撃側の勝ち', defender: '防御側の勝ち', 'both-defeated': '両方とも倒された' };
const EFFECTS: Record<string, string> = { boost: 'パワーの加算', 'change-sign': '記号の変更', chain: '連鎖' };

export function eventLines(e: { type: string } & Record<string, any>, who: Who, players: readonly string[]): Line[] {
  const p = who(e.player);
  switch (e.type) {
    case 'janken': return [{ text: `ジャンケン：${(e.throws as string[][]).map((t) => t.map((s, i) => `${who(players[i])} ${s}`).join('・')).join(' → ')}。${who(e.winner)}の勝ち。`, clause: 'janken-gear.setup.first-player' }];
    case 'order-chosen': return [{ text: `${who(e.first)}が先攻になった。` }];
    case 'turn-started': return [{ text: `ターン ${e.turn}：${p}のターン。${e.drew ? `手札が 6 枚になるまで ${e.drew} 枚引いた。` : ''}`, clause: 'janken-gear.turn.refill' }];
    case 'deployed': return [{ text: `${p}が${fieldCard(e.fieldCard, '')}を出した。` }];
    case 'battle-started': return [{ text: `場札戦闘：${who(e.attacker)}の場札 ${e.attackerCard} が相手の場札 ${e.defenderCard} を攻撃した。`, clause: 'janken-gear.battle.start' }];
    case 'passed': return [{ text: `${p}がパスをした。` }];
    case 'support-used': return [{ text: `${p}が補助札${c(e.card)}で${EFFECTS[e.effect] ?? e.effect}を使った${e.sign ? `（記号を${e.sign}に）` : ''}。` }];
    case 'battle-settled': return [{ text: `決着：${SIDES[e.winner] ?? e.winner}（戦闘パワー ${e.attackerPower} 対 ${e.defenderPower}）。倒された場札：${[...e.defeated, ...e.chained].join('、') || 'なし'}${e.chained?.length ? `（連鎖 ${e.chained.join('、')}）` : ''}。`, clause: e.clause }];
    case 'joker-used': return [{ text: `${p}がジョーカーを使い、場札戦闘を決着させずにターンを奪った。`, clause: 'janken-gear.battle.joker' }];
    case 'direct-launched': return [{ text: `${who(e.from)}が${who(e.to)}に${e.penetrating ? '貫通ダイレクト' : 'ダイレクト'}を行った。` }];
    case 'direct-void': return [{ text: `${who(e.to)}へのダイレクトは効果を持たない。`, clause: e.clause }];
    case 'counter-used': return [{ text: `${p}が${c(e.card)}でダイレクトを無効にし、場札 ${e.target} を攻撃した。`, clause: 'janken-gear.diamond.counter' }];
    case 'counter-cancelled': return [{ text: `${p}の${c(e.card)}は打ち消された。`, clause: 'janken-gear.diamond.ace-cancel' }];
    case 'direct-nullified': return [{ text: `${who(e.to)}へのダイレクトは${c(e.card)}で無効になった。場札 ${e.target} は${e.defeated ? '倒された' : '倒されなかった'}。`, clause: 'janken-gear.diamond.counter.judge' }];
    case 'direct-hit': return [{ text: `${who(e.to)}がダイレクトを受け、ヴァイタル${c(e.vital)}を失った（残りヴァイタル ${e.remaining} 枚）。`, clause: 'janken-gear.direct.effect' }];
    case 'turn-ended': return [{ text: `${p}のターンが終わった。` }];
    case 'game-over': return [gameOverLine(e.result as GameResult, HOW)];
    default: return [genericLine(e)];
  }
}

/** How a game ends, by its result clause. */
const HOW: Record<string, string> = {
  'janken-gear.direct.lose': '残りヴァイタルのないプレイヤーがダイレクトを受けた',
  'janken-gear.direct.sudden-loss': '最後の残りヴァイタルを失った',
  'janken-gear.turn.stalemate': '続いた 2 回のターンで、どちらも札を使わず攻撃もしなかった',
};

export const resultText = (r: GameResult): string => resultIn(r, HOW);
