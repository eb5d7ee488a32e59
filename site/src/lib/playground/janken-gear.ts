/**
 * じゃんけん・ギア in the playground: the contract engine (engine/janken-gear/contract.ts),
 * the engine's random agent (engine/core/play.ts), decks dealt at random from the seed
 * (randomDeck of engine/janken-gear/deck.ts), and the replay log that `npm run simulate --
 * --book janken-gear --replay` reads (scripts/lib/janken-gear-replay.ts). Labels are in
 * janken-gear-labels.ts.
 */
import type { Decision } from '../../../../engine/core/game.ts';
import { randomAgent } from '../../../../engine/core/play.ts';
import { seedRng } from '../../../../engine/core/rng.ts';
import { cardLabel, isDiamond, suitOf } from '../../../../engine/janken-gear/cards.ts';
import { jankenGearEngine } from '../../../../engine/janken-gear/contract.ts';
import { randomDeck } from '../../../../engine/janken-gear/deck.ts';
import type { JgProtocolView } from '../../../../engine/janken-gear/observe.ts';
import { codeOf, type ProtocolAction, type ProtocolFieldCard } from '../../../../engine/janken-gear/protocol.ts';
import type { JgState } from '../../../../engine/janken-gear/state.ts';
import { actionLabel, DECISIONS, eventLines, fieldCard, PHASES, resultText } from './janken-gear-labels.ts';
import { AGENT, generic, HUMAN, who } from './labels-common.ts';
import type { BoardRow, PlayBook } from './types.ts';

const PLAYERS = [HUMAN, AGENT];

/** Both decks from the seed, so that the seed alone gives the game. */
function decks(seed: number): [string[], string[]] {
  const [a, next] = randomDeck(seedRng(seed));
  const [b] = randomDeck(next);
  return [a.map(cardLabel), b.map(cardLabel)];
}

export function jankenGearPlay(): PlayBook<JgState, ProtocolAction> {
  const engine = jankenGearEngine as unknown as PlayBook<JgState, ProtocolAction>['engine'];
  const viewOf = (state: JgState) => engine.view(state, HUMAN) as JgProtocolView;
  const lookup = (state: JgState) => {
    const v = viewOf(state);
    return (id: unknown): ProtocolFieldCard | undefined => [...v.field, ...v.opponentField].find((f) => f.id === id);
  };
  return {
    book: 'janken-gear',
    engine,
    human: HUMAN,
    agent: AGENT,
    setup: (seed) => ({ players: PLAYERS, seed, decks: decks(seed), options: { 'sudden-vital-loss': false } }),
    agentMove: (state, decision, rng) => randomAgent(engine.view(state, decision.player), decision, rng) as { action: ProtocolAction; rng: typeof rng },
    actionLabel: (a, state) => actionLabel(a, lookup(state)),
    decisionLabel: (d: Decision<ProtocolAction>) => DECISIONS[d.kind] ?? generic(d.kind),
    eventLines: (e) => eventLines(e, who, PLAYERS),
    tries(state) {
      const v = viewOf(state);
      const hand = [...new Set(v.hand)];
      const signCards = hand.filter((c) => !isDiamond(codeOf(c)!) && c !== 'ジョーカー');
      const mixed = signCards.find((c) => suitOf(codeOf(c)!) !== suitOf(codeOf(signCards[0])!));
      const targets = [...v.opponentField.map((f) => f.id), null];
      return [
        { type: 'end-turn' }, { type: 'pass' }, { type: 'joker' },
        ...hand.map((c): ProtocolAction => ({ type: 'deploy', cards: [c] })),
        ...(mixed ? [{ type: 'deploy', cards: [signCards[0]!, mixed] } as ProtocolAction] : []),
        ...hand.filter((c) => isDiamond(codeOf(c)!)).map((c): ProtocolAction => ({ type: 'boost', card: c })),
        ...v.field.flatMap((f) => targets.map((t): ProtocolAction => ({ type: 'attack', attacker: f.id, target: t }))),
      ];
    },
    board(state) {
      const v = viewOf(state);
      const fieldText = (fs: ProtocolFieldCard[]) => fs.map((f) => fieldCard(f, f.id)).join('、') || 'なし';
      const rows: BoardRow[] = [
        { label: '局面', value: `ターン ${v.turn}・${PHASES[v.phase] ?? v.phase}${v.turnPlayer ? `・手番 ${who(v.turnPlayer)}` : ''}` },
        { label: 'あなた', value: `残りヴァイタル ${v.vitalsLeft} 枚／失ったヴァイタル ${v.lostVitals.join(' ') || 'なし'}／デッキ ${v.deckCount} 枚／捨札 ${v.discard.length} 枚／手札 ${v.hand.join(' ') || 'なし'}` },
        { label: 'あなたの場札', value: fieldText(v.field) },
        { label: 'エンジン', value: `残りヴァイタル ${v.opponentVitalsLeft} 枚／失ったヴァイタル ${v.opponentLostVitals.join(' ') || 'なし'}／デッキ ${v.opponentDeckCount} 枚／捨札 ${v.opponentDiscard.length} 枚／手札 ${v.opponentHandCount} 枚` },
        { label: 'エンジンの場札', value: fieldText(v.opponentField) },
      ];
      const b = v.battle as null | { attacker: string; attackerCard: string; defenderCard: string; attackerSign: string; defenderSign: string; attackerPower: number; defenderPower: number };
      if (b) rows.push({ label: '場札戦闘', value: `攻撃側 ${who(b.attacker)} の場札 ${b.attackerCard}（${b.attackerSign}、戦闘パワー ${b.attackerPower}）対 防御側の場札 ${b.defenderCard}（${b.defenderSign}、戦闘パワー ${b.defenderPower}）` });
      if (v.direct) rows.push({ label: 'ダイレクト', value: `${who(v.direct.from)} → ${who(v.direct.to)}${v.direct.penetrating ? '（貫通ダイレクト）' : ''}${v.direct.counter ? `、${v.direct.counter.card} で無効にし場札 ${v.direct.counter.target} を攻撃` : ''}` });
      return rows;
    },
    resultText,
    replayLog: (setup, moves, result) => ({ book: 'janken-gear', setup, entries: moves.map((m) => ({ player: m.player, action: m.action })), result }),
    replayCommand: 'npm run simulate -- --book janken-gear --replay',
  };
}
