/**
 * The battle log in the style of the source's traces (kakushin.skill.example.slash-three):
 * 「○○は斬撃を使用！」 followed by 「→残りパネル：剣剣」. Formatting only; no rule is decided here.
 */
import type { BattleEvent, BattleState, Panel } from './types.ts';

/** Panels as kinds in a row; ailments shared by all are shown once as [全Freeze]. */
export function panelText(panels: readonly Panel[]): string {
  if (panels.length === 0) return '';
  const kinds = panels.map((p) => p.kind).join('');
  const shared = panels[0]!.ailments.filter((a) => panels.every((p) => p.ailments.includes(a)));
  const uniform = panels.every((p) => p.ailments.length === shared.length);
  if (uniform) return shared.length === 0 ? kinds : `${kinds}[全${shared.join('・')}]`;
  return panels.map((p) => (p.ailments.length ? `${p.kind}[${p.ailments.join('・')}]` : p.kind)).join('');
}

/** One event as zero or more log lines. */
export function eventLines(s: Pick<BattleState, 'fighters'>, e: BattleEvent): string[] {
  const name = (side: 0 | 1) => s.fighters[side].name;
  switch (e.type) {
    case 'battle-start':
      return [`【対戦】${e.names[0]}（HP ${e.hp[0]}） 対 ${e.names[1]}（HP ${e.hp[1]}）`];
    case 'erased':
      return [`${name(e.side)}の${e.skill}は宣告により存在しないものとして扱われる`];
    case 'initiative-roll':
      return [`先攻決定：${name(0)} 体力${s.fighters[0].points.vitality}＋出目${e.rolls[0]}＝${e.totals[0]}、${name(1)} 体力${s.fighters[1].points.vitality}＋出目${e.rolls[1]}＝${e.totals[1]}`];
    case 'initiative':
      return e.gaveUp === null ? [`${name(e.first)}が先攻`] : [`${name(e.gaveUp)}は先攻を放棄 → ${name(e.first)}が先攻`];
    case 'turn-start':
      return [`(${e.turn}T)`];
    case 'ailment-check': {
      const what = e.sentence === undefined ? e.ailment : `プラン第${e.sentence}文の${e.ailment}`;
      return [`${name(e.side)}の${what}：出目${e.roll}で${e.recovered ? '回復' : '継続'}`];
    }
    case 'ailment-damage':
      return [`（${name(e.side)}は${e.ailment}を受けている）`];
    case 'panels-gained': {
      const reduced = e.reduced.length ? `（維持による低減：${e.reduced.join('')}）` : '';
      if (e.deferred) return [`${name(e.side)}のパネル取得：${panelText(e.gained) || 'なし'}はターン終了時に回る${reduced} →所持パネル：${panelText(e.panels)}`];
      return [`${name(e.side)}はパネルを取得：${panelText(e.gained) || 'なし'}${reduced} →所持パネル：${panelText(e.panels)}`];
    }
    case 'maintenance-released': {
      const why = e.reason === 'plan' ? 'プランによる' : e.reason === 'freeze' ? 'Freezeのパネルでは維持できない' : '取得パネル不足';
      return [`${name(e.side)}の${e.skill}の維持が解除された（${why}）`];
    }
    case 'skill-used':
      return e.passive
        ? [`${name(e.side)}の${e.skill}が発動！`, `→残りパネル：${panelText(e.panels)}`]
        : [`${name(e.side)}は${e.skill}を使用！`, `→残りパネル：${panelText(e.panels)}`];
    case 'damage':
      return [`→${name(e.side)}に${e.amount}ダメージ${e.prevented ? `（${e.prevented}軽減）` : ''}（HP ${e.hp}/${e.maxHp}）`];
    case 'heal':
      return [`→${name(e.side)}は${e.amount}回復（HP ${e.hp}/${e.maxHp}）`];
    case 'panels-erased':
      return [`→${name(e.side)}のパネル ${panelText(e.panels) || 'なし'} が消滅`];
    case 'ailment-given':
      if (e.on === 'plan') return [`→${name(e.side)}のプラン第${e.sentence}文に${e.ailment}`];
      if (e.on === 'panels') return [`→${name(e.side)}のパネル ${(e.panels ?? []).map((p) => p.kind).join('')} に${e.ailment}`];
      return [`→${name(e.side)}に${e.ailment}`];
    case 'refund':
      return [`→コストの ${panelText(e.panels)} は支払われなかったものとして戻る →残りパネル：${panelText(e.remaining)}`];
    case 'no-effect':
      return [`→効果なし（${e.reason}）`];
    case 'maintained':
      return [`→${e.skill}は維持状態になった${e.count > 1 ? `（${e.count}重）` : ''}`];
    case 'deferred-added':
      return [`${name(e.side)}にパネル ${panelText(e.panels)} が加わる →所持パネル：${panelText(e.remaining)}`];
    case 'regained-used':
      return [`${name(e.side)}は ${panelText(e.panels)} を使用済み状態で得る＝消滅`];
    case 'turn-end':
      return [`ターン終了：${name(0)} 所持パネル：${panelText(e.panels[0])} ／ ${name(1)} 所持パネル：${panelText(e.panels[1])}`];
    case 'loop':
      return [`無限ループと認定（${name(e.side)}の行動でスキル使用${e.uses}回）`];
    case 'tiebreak': {
      const label = e.step === 'ratio' ? '現在HP/最大HP' : e.step === 'vitality' ? '体力' : 'さいころ';
      return [`判定（${label}）：${name(0)} ${e.values[0]}、${name(1)} ${e.values[1]}`];
    }
    case 'result': {
      const r = e.result;
      if (r.winner === null) return [`勝者なし${r.gmWins ? '（GMの勝利）' : ''}：${r.reason}`];
      return [`勝者：${name(r.winner)}（${r.reason}）`];
    }
  }
}

/** The whole battle as log lines. */
export function battleLog(s: BattleState): string[] {
  return s.events.flatMap((e) => eventLines(s, e));
}
