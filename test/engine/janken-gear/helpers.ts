/** Shared fixtures for the じゃんけん・ギア engine tests: seeded legal decks and configurations, and games played with core's helpers. */
import { playGame, randomAgent, replay, type Replayed } from '../../../engine/core/play.ts';
import type { LogEntry } from '../../../engine/core/game.ts';
import { jankenGear, randomDeck, seedRng, startGame, type GameConfig, type JgAction, type JgState } from '../../../engine/janken-gear/index.ts';

export function configFor(seed: number, variants?: GameConfig['variants']): GameConfig {
  const [a, rng] = randomDeck(seedRng(seed * 2 + 1));
  const [b] = randomDeck(rng);
  return { seed, players: ['A', 'B'], decks: { A: a, B: b }, ...(variants ? { variants } : {}) };
}

/** Every card a player owns, wherever it is, sorted. */
export function allCards(state: JgState, player: string): string[] {
  const a = state.areas[player]!;
  return [...a.deck, ...a.hand, ...a.field.flatMap((f) => f.cards), ...a.vitals.map((v) => v.card), ...a.discard].sort();
}

/** A game between two random agents (engine/core/play.ts) from a configuration that must start. */
export function randomGame(config: GameConfig, agentSeed: number) {
  const started = startGame(config);
  if (!started.ok) throw new Error(`cannot start: ${JSON.stringify(started)}`);
  return playGame(jankenGear, started.state, { A: randomAgent, B: randomAgent }, agentSeed, 10_000);
}

/** Replays a log from a configuration (engine/core/play.ts); a configuration refused is entry -1. */
export function replayFrom(config: GameConfig, log: unknown): Replayed<JgState> {
  const started = startGame(config);
  if (!started.ok) return { ok: false, entry: -1, error: JSON.stringify(started) };
  return replay(jankenGear, started.state, log);
}

export type { LogEntry, JgAction };
