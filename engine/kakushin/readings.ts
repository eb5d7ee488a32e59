/**
 * The alternative readings this engine can play: the reading a note clause rejects, switched on
 * by the note's `option=` key in a setup's or position's `options` (true or false). 革新的なTCG has
 * no variant rules, so every option key is one of these. Without a key the engine follows the
 * reading each note adopts.
 */
import { readingKeys, readingOptions } from '../core/readings.ts';
import type { ShapeError } from '../core/violation.ts';

export const READINGS = [
  {
    key: 'points-at-most',
    note: 'kakushin.character.points.note-exact',
    value: 'true: a sheet may distribute at most 18 points, leaving some unused',
  },
  {
    key: 'skills-once',
    note: 'kakushin.character.skills.note-duplicate',
    value: 'true: a sheet may learn each skill at most once; a second entry of the same skill is refused',
  },
  {
    key: 'leftmost-that-fits',
    note: 'kakushin.cost.note-procedure',
    value: 'true: each cost symbol takes the leftmost fitting panel that still lets the rest of the cost be paid, so a skill is usable whenever its panels can pay it in some way',
  },
  {
    key: 'initiative-every-turn',
    note: 'kakushin.battle.note-initiative-once',
    value: 'true: the first player is decided again (体力 + a die each, give-up-first) at the start of every turn, not only once',
  },
  {
    key: 'passive-when-targeted',
    note: 'kakushin.skill.passive.note-scope',
    value: "true: passive skills answer only the opponent's skills that act on their owner (damage, its panels, its plan, an ailment on it), not skills that act on the user alone",
  },
  {
    key: 'shortfall-releases-all',
    note: 'kakushin.maintain.note-instances',
    value: "true: when the panels to gain cannot pay all maintained skills' costs together, every maintenance is released and nothing is reduced",
  },
  {
    key: 'declare-opponent-only',
    note: 'kakushin.canon.declare.note-scope',
    value: "true: 宣告 erases the declared skill from the opponent's skills only; the declaring character keeps its own",
  },
  {
    key: 'freeze-all-paid',
    note: 'kakushin.canon.self-play.note-freeze-paid',
    value: 'true: a 維持 skill fails to be maintained only when every panel that paid it was frozen, not when one was',
  },
  {
    key: 'reduce-by-panel-order',
    note: 'kakushin.qa.note-reduction-order',
    value: "true: without a reduction designation, 白's reduction takes the kinds in the plan's panel order (its leftmost first), not always 火＞水＞風＞地＞剣",
  },
  {
    key: 'mikuny-in-loop-only',
    note: 'kakushin.battle.note-loop',
    value: 'true: a loop with ミクニーの悪戯 in it is lost by those who used ミクニーの悪戯 in the looping action only, not by everyone who used it in the battle',
  },
] as const;

export type Reading = (typeof READINGS)[number]['key'];

export const READING_KEYS = readingKeys(READINGS);

/** The readings as the contract's options (key, note, value). */
export const READING_OPTIONS = readingOptions(READINGS);

/** Whether the state (or build options) plays the alternative reading `r` (its key was switched on). */
export function plays(s: { readings?: readonly string[] }, r: Reading): boolean {
  return (s.readings ?? []).includes(r);
}

/**
 * Reads a setup's or position's `options` (at `path`): the keys switched on, sorted. An unknown
 * key or a value other than true/false is an error at its path.
 */
export function readReadings(v: unknown, path: string, errors: ShapeError[]): string[] {
  if (v === undefined) return [];
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    errors.push({ path, message: 'must be an object of option keys' });
    return [];
  }
  const on: string[] = [];
  for (const [key, value] of Object.entries(v)) {
    if (!READING_KEYS.includes(key)) {
      errors.push({ path: `${path}.${key}`, message: `'${key}' is not an option of this book (革新的なTCG has no variant rules; its alternative readings are ${READING_KEYS.join(', ')})` });
    } else if (typeof value !== 'boolean') {
      errors.push({ path: `${path}.${key}`, message: 'an alternative reading is switched on with true (or off with false)' });
    } else if (value) on.push(key);
  }
  return on.sort();
}
