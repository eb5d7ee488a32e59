/**
 * トミーウォーカーTCG in the spec's terms (spec/tommy-walker/02-terms.md and the chapters
 * of each phase): the playground's buttons, decision headings, log lines and results, from
 * the contract's actions and events (docs/protocol/tommy-walker.md, cards by their names).
 */
import type { GameResult } from '../../../../engine/core/game.ts';
import { CARD_BY_NAME } from '../../../../engine/tommy-walker/cards.ts';
import type { WireAction } from '../../../../engine/tommy-walker/wire.ts';
import { gameOverLine, genericLine, quoted as plain, resultText as resultIn, type Who } from './labels-common.ts';
import type { Line } from './types.ts';

export const PHASES: Record<string, string> = {
  draw: 'ドローフェイズ',
  check: '確認フェイズ',
  attack: 'アタックフェイズ',
  damage: 'ダメージフェイズ',
  over: 'ゲーム終了',
};

export const DECISIONS: Record<string, string> = {
  'draw-phase': 'ドローフェイズ：ドローするか、アタックカードを裏向きに出します',
  appear: 'アタックカードの登場能力を使うかどうか',
  'copy-appear': '結界の能力：敵の登場能力を自分に適用するかどうか',
  revenge: 'アタックフェイズ：戦闘力の低い側のリベンジアクション',
  'after-damage': 'ダメージフェイズの後：清廉騎士カリストの DMG 能力',
};

/** 「card」 with its 戦闘力 and ☆, as the card list prints them. */
export function card(name: unknown): string {
  const data = typeof name === 'string' ? CARD_BY_NAME.get(name) : undefined;
  return data ? `「${data.name}」（戦闘力 ${data.power}、☆${data.stars}）` : `「${String(name)}」`;
}

export function actionLabel(a: WireAction): string {
  switch (a.type) {
    case 'draw': return 'ドローする';
    case 'place': return `${card(a.card)}をアタックカードとして裏向きに出す`;
    case 'use': return '登場能力を使う';
    case 'take': return `捨て札から${plain(a.card)}を手札に加える`;
    case 'return': return `手札の${plain(a.card)}をデッキの上に戻す`;
    case 'decline': return '使わない（やめる）';
    case 'activate': return a.discard?.length ? `AT 能力を発動し、手札の${a.discard.map(plain).join('')}を捨てる` : 'AT 能力を発動する';
    case 'hand': return `${plain(a.card)}の手札能力を使う`;
    case 'ride': return `${card(a.card)}にライドする`;
    case 'end': return 'エンドを宣言する';
    case 'swap': return `手札の${plain(a.card)}を捨て、アタックカードを手札にする`;
  }
}

export function eventLines(e: { type: string } & Record<string, any>, who: Who): Line[] {
  const p = who(e.player);
  switch (e.type) {
    case 'drew': return [{ text: `${p}がドローした。` }];
    case 'placed': return [{ text: `${p}がアタックカードを裏向きに出した。` }];
    case 'revealed': return [{ text: `確認フェイズ：アタックカードを表にした。${(e.cards as { player: string; card: string }[]).map((c) => `${who(c.player)} ${card(c.card)}`).join('、')}` }];
    case 'play-miss': return [{ text: `${p}の${plain(e.card)}はライド専用カード：プレイミス。`, clause: e.clause }];
    case 'appear-used': return [{ text: `${p}が${plain(e.card)}の登場能力を${e.copy ? '結界で自分に適用した' : '使った'}。` }];
    case 'took': return [{ text: `${p}が捨て札から${plain(e.card)}を手札に加えた。` }];
    case 'returned': return [{ text: `${p}が${plain(e.card)}をデッキの上に戻した。` }];
    case 'tie': return [{ text: '戦闘力が等しく、相討ち（どちらも勝利側にならない）。', clause: e.clause }];
    case 'at-activated': return [{ text: `${p}が${plain(e.card)}の AT 能力を発動した${e.discarded?.length ? `（${e.discarded.map(plain).join('')}を捨てた）` : ''}。` }];
    case 'hand-used': return [{ text: `${p}が${plain(e.card)}の手札能力を使い、場に出した。` }];
    case 'barrier-replaced': return [{ text: `${who(e.owner)}の結界${plain(e.card)}が捨て札になった（結界は場に 1 枚）。` }];
    case 'ride': return [{ text: `${p}が${card(e.card)}にライドした。` }];
    case 'end': return [{ text: `${p}がエンドを宣言した。` }];
    case 'battle-won': return [{ text: `${p}がこのターンの勝利側になった。`, clause: e.clause }];
    case 'damage': return [{ text: `${p}が ${e.amount} ダメージを受けた（デッキの上から ${e.milled?.length ?? 0} 枚を捨て札に）。` }];
    case 'self-to-hand': return [{ text: `${p}が${plain(e.discarded)}を捨て、${plain(e.card)}を手札にした。` }];
    case 'cleanup': return [{ text: `クリンナップフェイズ：ターン ${e.round} が終わった。` }];
    case 'game-over': return [gameOverLine(e.result as GameResult, HOW)];
    default: return [genericLine(e)];
  }
}

/** How a game ends, by its result clause. */
const HOW: Record<string, string> = {
  'tommy-walker.game.loss.deck-out': 'デッキが 0 枚になったプレイヤーの負け',
  'tommy-walker.game.loss.both': '同じ時点で二人ともデッキが 0 枚：引き分け',
  'tommy-walker.game.round-limit': '取り決めたターン数に達した：引き分け',
};

export const resultText = (r: GameResult): string => resultIn(r, HOW);
