/**
 * The actions players take and the events the engine reports. Plain data: an action is
 * what an agent answers to a decision, and what a game log records.
 */
import type { GameResult, PlayerId } from '../core/game.ts';
import type { CardId } from './state.ts';

export type TwAction =
  /** Draw phase: draw the top card of one's deck (tommy-walker.draw.any-number). */
  | { type: 'draw' }
  /** Draw phase: place this hand card face down as the attack card (tommy-walker.draw.place). */
  | { type: 'place'; card: CardId }
  /** Use a power-setting on-appear ability, or apply it by copy (tommy-walker.check.appear.use). */
  | { type: 'use' }
  /** Take this card from one's discard pile (tommy-walker.abilities.effect.take-from-discard). */
  | { type: 'take'; card: CardId }
  /** Put this hand card on top of one's deck (tommy-walker.abilities.effect.return-to-deck). */
  | { type: 'return'; card: CardId }
  /** Do not use the ability, or stop returning cards. */
  | { type: 'decline' }
  /** Revenge action: activate AT ability `ability` (index in the card's abilities), discarding these cards if it asks for it (tommy-walker.attack.at.activate). */
  | { type: 'activate'; ability: number; discard?: CardId[] }
  /** Revenge action: put this hand card on the field for its hand ability (tommy-walker.attack.hand.use). */
  | { type: 'hand'; card: CardId }
  /** Revenge action: ride this hand card (tommy-walker.attack.ride). */
  | { type: 'ride'; card: CardId }
  /** Declare エンド (tommy-walker.attack.end). */
  | { type: 'end' }
  /** 清廉騎士カリスト after damage: discard this hand card and take the attack card into hand (tommy-walker.abilities.effect.self-to-hand). */
  | { type: 'swap'; card: CardId };

export type TwEvent =
  | { type: 'drew'; player: PlayerId }
  | { type: 'placed'; player: PlayerId }
  | { type: 'revealed'; cards: Record<PlayerId, CardId> }
  | { type: 'play-miss'; player: PlayerId; card: CardId; clause: string }
  | { type: 'appear-used'; player: PlayerId; card: CardId; ability: number; copy: boolean }
  | { type: 'took'; player: PlayerId; card: CardId }
  | { type: 'returned'; player: PlayerId; card: CardId }
  | { type: 'tie'; clause: string }
  | { type: 'at-activated'; player: PlayerId; card: CardId; ability: number; discarded: CardId[] }
  | { type: 'hand-used'; player: PlayerId; card: CardId }
  | { type: 'barrier-replaced'; owner: PlayerId; card: CardId }
  | { type: 'ride'; player: PlayerId; card: CardId }
  | { type: 'end'; player: PlayerId }
  | { type: 'battle-won'; player: PlayerId; clause: string }
  | { type: 'damage'; player: PlayerId; amount: number; milled: CardId[] }
  | { type: 'self-to-hand'; player: PlayerId; card: CardId; discarded: CardId }
  | { type: 'cleanup'; round: number }
  | { type: 'game-over'; result: GameResult };
