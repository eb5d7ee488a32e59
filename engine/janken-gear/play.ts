/**
 * Agents and a game loop for じゃんけん・ギア: a random agent, a random legal deck, and
 * `playGame`, which lets two agents play a game to its end and keeps the log.
 */
import type { Agent, GameResult, LogEntry } from '../core/game.ts';
import { nextInt, seedRng, type Rng } from '../core/rng.ts';
import { ALL_CARDS, isDiamond, JOKER } from './cards.ts';
import { DECK_SIZE } from './deck.ts';
import { apply, pending, view, type JgView } from './game.ts';
import { startGame, type GameConfig } from './setup.ts';
import type { CardCode, JgAction, JgState, PlayerId } from './state.ts';

export type JgAgent = Agent<JgAction, JgView>;

/** Picks one of the legal options uniformly at random. */
export const randomAgent: JgAgent = (_view, decision, rng) => {
  const [i, next] = nextInt(rng, decision.options.length);
  return { action: decision.options[i]!, rng: next };
};

/**
 * A random deck that satisfies chapter 03: 20 cards drawn from a pool holding one Joker,
 * one of each diamond and two of each ♠♥♣ card.
 */
export function randomDeck(rng: Rng): [CardCode[], Rng] {
  const pool = ALL_CARDS.flatMap((c) => (c === JOKER || isDiamond(c) ? [c] : [c, c]));
  const deck: CardCode[] = [];
  let r = rng;
  for (let k = 0; k < DECK_SIZE; k++) {
    const [i, next] = nextInt(r, pool.length);
    r = next;
    deck.push(pool.splice(i, 1)[0]!);
  }
  return [deck, r];
}

export interface PlayedGame {
  config: GameConfig;
  log: LogEntry<JgAction>[];
  state: JgState;
  result: GameResult | null;
}

/**
 * Plays a game between two agents, each seeing only its own view. Stops at the result or
 * after `maxActions` actions. An agent's illegal action is reported, not skipped.
 */
export function playGame(config: GameConfig, agents: Record<PlayerId, JgAgent>, agentSeed: number, maxActions = 10_000): PlayedGame {
  const started = startGame(config);
  if (!started.ok) throw new Error(`cannot start: ${JSON.stringify('deckErrors' in started ? started.deckErrors : started.malformed)}`);
  let state = started.state;
  let rng = seedRng(agentSeed);
  const log: LogEntry<JgAction>[] = [];
  while (state.result === null && log.length < maxActions) {
    const decision = pending(state)[0]!;
    const chosen = agents[decision.player]!(view(state, decision.player), decision, rng);
    rng = chosen.rng;
    const applied = apply(state, decision.player, chosen.action);
    if (!applied.ok) {
      throw new Error(`agent ${decision.player} chose an illegal action ${JSON.stringify(chosen.action)}: ${JSON.stringify('violation' in applied ? applied.violation : applied.malformed)}`);
    }
    log.push({ player: decision.player, action: chosen.action });
    state = applied.state;
  }
  return { config, log, state, result: state.result };
}
