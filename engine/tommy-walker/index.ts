/**
 * トミーウォーカーTCG reference engine. One module per spec chapter (spec/tommy-walker/):
 *
 *   01 cards, 11 card-list → cards.ts (the card database and ability model), card-data.ts
 *                            (printed fields, generated from the spec's card table: npm run tw:cards)
 *   02 terms               → state.ts (zones), view.ts (what each player may see)
 *   03 setup               → setup.ts (decks, shuffle, new game); deck-file.ts reads deck files
 *   04 game                → game.ts (deck-out, draws, round limit)
 *   05 draw                → draw.ts
 *   06 check               → check.ts (reveal, play miss, on-appear abilities and copies)
 *   07 attack              → attack.ts (revenge actions, 結界, ride, エンド)
 *   08 damage              → damage.ts
 *   09 cleanup             → cleanup.ts
 *   10 abilities           → abilities.ts (conditions, power layers, damage amount)
 *
 * engine.ts puts them behind the shared decision interface (engine/core/game.ts);
 * log.ts records and replays games; play.ts and agents.ts play them. contract.ts is the
 * engine contract of engine/core/contract.ts (the protocol's forms, translated by wire.ts;
 * positions read by position.ts).
 */
export * from './cards.ts';
export * from './state.ts';
export * from './events.ts';
export * from './abilities.ts';
export * from './setup.ts';
export * from './deck-file.ts';
export * from './game.ts';
export * from './draw.ts';
export * from './check.ts';
export * from './attack.ts';
export * from './damage.ts';
export * from './cleanup.ts';
export * from './engine.ts';
export * from './view.ts';
export * from './log.ts';
export * from './play.ts';
export * from './agents.ts';
export { tommyWalkerEngine } from './contract.ts';
export { seedRng } from '../core/rng.ts';
export type { Violation, Applied } from '../core/violation.ts';
