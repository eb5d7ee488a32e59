/** Shared fixtures for the じゃんけん・ギア engine tests: seeded legal decks and configurations. */
import { randomDeck, seedRng, type GameConfig, type JgState } from '../../../engine/janken-gear/index.ts';

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
