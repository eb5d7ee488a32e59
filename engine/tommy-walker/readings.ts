/**
 * The alternative readings this engine can play: the reading a note clause rejects, switched
 * on by the note's `option=` key in a setup's or position's options, like a variant. Without
 * a key the engine follows the reading each note adopts.
 */
import { readingKeys, readingOptions } from '../core/readings.ts';

export const READINGS = [
  {
    key: 'ride-only-hand-places',
    note: 'tommy-walker.draw.note.forced-ride-only',
    value: 'true: a hand of ride-only cards alone may place one (a play miss) instead of drawing; only an empty hand must draw',
  },
  {
    key: 'both-miss-tie',
    note: 'tommy-walker.check.note.both-miss',
    value: 'true: when both attack cards are play misses nobody wins the battle and the round ends like a tie, with no damage',
  },
  {
    key: 'at-needs-condition',
    note: 'tommy-walker.attack.note.at-condition',
    value: 'true: an AT ability with a condition may be activated only while its condition holds',
  },
  {
    key: 'tie-at-ride',
    note: 'tommy-walker.attack.note.tie-when',
    value: 'true: a ride whose printed power equals the enemy\'s ends the round in mutual destruction at once, before the ridden card\'s on-appear abilities',
  },
  {
    key: 'end-when-nothing-left',
    note: 'tommy-walker.attack.note.voluntary-end',
    value: 'true: the lower side may declare エンド only when it has no revenge action left',
  },
  {
    key: 'barrier-one-round',
    note: 'tommy-walker.attack.note.barrier-always',
    value: 'true: a 結界 left on the field only takes up the place after the round it was put out in; its effect lasts to that round\'s clean-up phase like any hand ability',
  },
  {
    key: 'copy-checks-condition',
    note: 'tommy-walker.abilities.note.copy-appear',
    value: 'true: a 結界 copies a conditional on-appear ability only when the condition holds for its own owner',
  },
  {
    key: 'discard-per-activation',
    note: 'tommy-walker.attack.note.discard-total',
    value: 'true: a discarding AT ability takes the value of the cards discarded by that one activation, not the running total',
  },
] as const;

export type Reading = (typeof READINGS)[number]['key'];

export const READING_KEYS = readingKeys(READINGS);

/** The readings as the contract's options (key, note, value). */
export const READING_OPTIONS = readingOptions(READINGS);

/** Whether the state plays the alternative reading `r` (its key was switched on). */
export function plays(s: { readings: readonly string[] }, r: Reading): boolean {
  return s.readings.includes(r);
}
