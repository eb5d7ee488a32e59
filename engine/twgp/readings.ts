/**
 * The alternative readings this engine can play: the reading a note clause rejects, switched on
 * by the note's `option=` key in a setup's or position's options, like a variant (its value is
 * read in position.ts OPTION_VALUES, its prerequisites in options.ts). Without a key the engine
 * follows the reading each note adopts.
 */
import type { OptionInfo } from '../core/contract.ts';
import type { ReadingInfo } from '../core/readings.ts';

export const READINGS: readonly ReadingInfo[] = [
  {
    key: 'over-power-slows',
    note: 'twgp.over-skill.note.speed',
    value: 'true: over power slows the side it is added to like weapons (1 speed per power) when a charge boost compares speeds; needs over-skills',
  },
];

/** An implemented option key as the contract announces it: a reading's key with its note. */
export function optionInfo(key: string): OptionInfo {
  const reading = READINGS.find((r) => r.key === key);
  return reading ? { key, note: reading.note, value: reading.value } : { key };
}

/** Whether `key` is an alternative reading's key rather than an option's or a variant's. */
export const isReading = (key: string): boolean => READINGS.some((r) => r.key === key);
