/**
 * The alternative readings this engine can play: the reading a note clause rejects, switched
 * on by the note's `option=` key in a setup's or position's options, next to the variant
 * `sudden-vital-loss`. They are kept with the variant switches (`variants.readings` of the
 * state); without a key the engine follows the reading each note adopts.
 */
import { readingKeys, readingOptions } from '../core/readings.ts';
import type { Variants } from './state.ts';

export const READINGS = [
  {
    key: 'copies-by-rank',
    note: 'janken-gear.deck.note.copies',
    value: 'true: ♠♥♣ cards of the same rank are copies whatever their suit, so a deck holds at most two ♠♥♣ cards of each rank',
  },
  {
    key: 'ace-on-same-sign',
    note: 'janken-gear.battle.note.ace',
    value: 'true: a lone A beats a field card holding a face card only when their signs are the same (janken first, then the A rule, then power)',
  },
  {
    key: 'penetrate-on-direct',
    note: 'janken-gear.battle.note.penetrate',
    value: 'true: a direct made by a field card of power 11 or more is followed by a penetrating direct, if that field card is still on the field',
  },
  {
    key: 'same-power-boosted',
    note: 'janken-gear.diamond.note.same-power',
    value: 'true: a sign change or a chain compares the diamond with the battle power of the field card (boosts included), not its own power',
  },
] as const;

export type Reading = (typeof READINGS)[number]['key'];

export const READING_KEYS = readingKeys(READINGS);

/** The readings as the contract's options (key, note, value). */
export const READING_OPTIONS = readingOptions(READINGS);

/** Whether the switches play the alternative reading `r` (its key was switched on). */
export function plays(s: { variants: Variants }, r: Reading): boolean {
  return s.variants.readings?.includes(r) ?? false;
}
