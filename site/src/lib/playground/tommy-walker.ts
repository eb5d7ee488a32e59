/**
 * トミーウォーカーTCG in the playground: the contract engine (engine/tommy-walker/contract.ts),
 * the greedy agent, and the replay log in the form `npm run simulate -- --replay` reads
 * (engine/tommy-walker/log.ts: the engine's own setup and actions, card ids), with the digest
 * the command line checks. Labels are in tommy-walker-labels.ts.
 */
import type { Decision, PlayerId } from '../../../../engine/core/game.ts';
import { greedyAgent } from '../../../../engine/tommy-walker/agents.ts';
import { pending as ownPending } from '../../../../engine/tommy-walker/engine.ts';
import { tommyWalkerEngine } from '../../../../engine/tommy-walker/contract.ts';
import type { TwState } from '../../../../engine/tommy-walker/state.ts';
import { view as ownView } from '../../../../engine/tommy-walker/view.ts';
import { atIndexOf, idOf, readAction, wireAction, type WireAction, type WireView } from '../../../../engine/tommy-walker/wire.ts';
import { actionLabel, card, DECISIONS, eventLines, PHASES, resultText } from './tommy-walker-labels.ts';
import { AGENT, generic, HUMAN, who } from './labels-common.ts';
import type { BoardRow, PlayBook } from './types.ts';


/** The decks by card name, the reader's first (decks/tommy-walker/, read by the page). */
export function tommyWalkerPlay(decks: [string[], string[]]): PlayBook<TwState, WireAction> {
  const engine = tommyWalkerEngine as unknown as PlayBook<TwState, WireAction>['engine'];
  return {
    book: 'tommy-walker',
    engine,
    human: HUMAN,
    agent: AGENT,
    setup: (seed) => ({ players: [HUMAN, AGENT], seed, decks }),
    agentMove(state, decision, rng) {
      // The agent decides in the engine's own values from its own view only, as in simulations.
      const own = ownPending(state).find((d) => d.player === decision.player)!;
      const chosen = greedyAgent(ownView(state, decision.player), own, rng);
      return { action: wireAction(chosen.action), rng: chosen.rng };
    },
    actionLabel,
    decisionLabel: (d: Decision<WireAction>) => DECISIONS[d.kind] ?? generic(d.kind),
    eventLines: (e) => eventLines(e, who),
    tries(state, player) {
      const seat = state.players.indexOf(player);
      const hand = [...new Set((engine.view(state, player) as WireView).seats[seat]?.hand.filter((c): c is string => c !== null) ?? [])];
      return [
        { type: 'draw' }, { type: 'end' }, { type: 'activate' }, { type: 'use' }, { type: 'decline' },
        ...hand.flatMap((c): WireAction[] => [{ type: 'place', card: c }, { type: 'ride', card: c }, { type: 'hand', card: c }]),
      ];
    },
    board(state) {
      const v = engine.view(state, HUMAN) as WireView;
      const powers = (engine.observe(state) as { seats: { power: number | null }[] }).seats.map((s) => s.power);
      const rows: BoardRow[] = [{ label: '局面', value: `ターン ${v.round}・${PHASES[v.phase] ?? v.phase}${v.barrier ? `・場の結界 ${card(v.barrier.card)}（${who(v.barrier.owner)}）` : ''}` }];
      v.seats.forEach((s, i) => {
        const attack = s.stack.at(-1);
        const shown = attack === undefined ? 'なし' : attack === null ? '裏向き' : `${card(attack)}${v.phase !== 'draw' && powers[i] !== null ? ` 今の戦闘力 ${powers[i]}` : ''}`;
        const hand = s.hand.every((c) => c === null) ? `${s.hand.length} 枚` : s.hand.map((c) => card(c)).join('、') || 'なし';
        rows.push({ label: who(s.player), value: `デッキ ${s.deck.length} 枚／手札 ${hand}／捨て札 ${s.discard.length} 枚／アタックカード ${shown}` });
      });
      return rows;
    },
    resultText,
    replayLog(setup, moves, result) {
      const s = setup as { players: [PlayerId, PlayerId]; seed: number; decks: [string[], string[]] };
      return {
        setup: { players: s.players, decks: s.decks.map((d) => d.map((n) => idOf(n)!)), seed: s.seed, roundLimit: null },
        entries: moves.map((m) => {
          const read = readAction(m.action, atIndexOf(m.before, m.before.players.indexOf(m.player)));
          if (!read.ok) throw new Error(`a played action is not an action: ${JSON.stringify(read.malformed)}`);
          return { player: m.player, action: read.action };
        }),
        result,
      };
    },
    replayCommand: 'npm run simulate -- --replay',
  };
}
