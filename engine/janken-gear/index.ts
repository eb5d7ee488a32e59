/**
 * The じゃんけん・ギア reference engine. One module per spec chapter:
 * 01 用語 → state.ts, 02 札 → cards.ts, 03 デッキ → deck.ts, 04 ゲームの準備 → setup.ts,
 * 05 場札と束 → field.ts, 06 ターン → turn.ts, 07 場札戦闘 → battle.ts,
 * 08 補助札 → diamond.ts, 09 ダイレクトと勝敗 → direct.ts. game.ts wires them into the
 * shared decision interface; contract.ts puts it behind the engine contract of
 * engine/core/contract.ts in the protocol forms (protocol.ts, position.ts, observe.ts).
 */
export * from './state.ts';
export * from './cards.ts';
export * from './deck.ts';
export * from './setup.ts';
export * from './field.ts';
export * from './turn.ts';
export * from './battle.ts';
export * from './diamond.ts';
export * from './direct.ts';
export * from './shape.ts';
export * from './game.ts';
export * from './protocol.ts';
export * from './position.ts';
export * from './observe.ts';
export * from './contract.ts';
export { seedRng } from '../core/rng.ts';
export type { Violation, Applied } from '../core/violation.ts';
