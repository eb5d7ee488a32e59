/**
 * Chapter 20, オプションの通則 (spec/twgp/20-options.md): the options as a whole.
 *
 * - An option (or a variant of an option) is on when its key is in the setup's `options` with
 *   a value other than `false` (twgp.options.optional: nothing agreed, nothing on).
 * - OPTION_DEPENDENCIES is the one table of what each key presupposes (twgp.options.dependencies
 *   for the options, twgp.options.variants for the variants). A helper who implements an option
 *   or a variant with a prerequisite adds its row here, one line.
 * - The options are chosen before the game and never changed during it
 *   (twgp.options.whole-game, twgp.options.note.when-chosen): they are read with the setup (or
 *   the position) and no action of the protocol changes `state.options` (an action of type
 *   `options` is malformed: there is no such action).
 */
import type { TwgpState } from './state.ts';

/**
 * What each key presupposes, with the clause that says so: to adopt the key, every key of
 * `requires` must be adopted too. Keys without a prerequisite have no row.
 */
export const OPTION_DEPENDENCIES: Readonly<Record<string, { requires: readonly string[]; clause: string }>> = {
  'charge-effects': { requires: ['deck-card-types'], clause: 'twgp.options.dependencies' },
  'master-skills': { requires: ['master-drive'], clause: 'twgp.options.dependencies' },
  'log-sd-counter': { requires: ['deck-card-types', 'surge-earth'], clause: 'twgp.options.variants' },
  'log-counter-weapon': { requires: ['deck-card-types'], clause: 'twgp.options.variants' },
  'log-sd-counter-weapon': { requires: ['deck-card-types', 'surge-earth'], clause: 'twgp.options.variants' },
  'master-center': { requires: ['master-drive'], clause: 'twgp.options.variants' },
  'phase-attribute': { requires: ['phase-device'], clause: 'twgp.options.variants' },
  'spell-speed': { requires: ['charge-effects'], clause: 'twgp.options.variants' },
  'over-skill-no-sublimation': { requires: ['over-skills'], clause: 'twgp.options.variants' },
  // An alternative reading of an over-skill note means nothing without the option (twgp.over-skill.option).
  'over-power-slows': { requires: ['over-skills'], clause: 'twgp.over-skill.option' },
};

/** Keys that cannot be adopted together, with the clause that says so: the second key is refused. */
export const OPTION_CONFLICTS: readonly { keys: readonly [string, string]; clause: string }[] = [
  // Re-vital's state of no face-down vital cannot arise when running out is a loss at once (twgp.re-vital.option, twgp.re-vital.note.loss).
  { keys: ['re-vital', 'sudden-loss'], clause: 'twgp.re-vital.option' },
];

/** The keys with every key they presuppose, transitively, each once, in the order first met (twgp.options.dependencies, twgp.options.variants). */
export function withPrerequisites(keys: readonly string[]): string[] {
  const out: string[] = [];
  const add = (k: string) => {
    if (out.includes(k)) return;
    out.push(k);
    for (const r of Object.hasOwn(OPTION_DEPENDENCIES, k) ? OPTION_DEPENDENCIES[k]!.requires : []) add(r);
  };
  keys.forEach(add);
  return out;
}

/** Whether the option or variant `key` is on in these options (twgp.options.optional). */
export const adopted = (options: Readonly<Record<string, unknown>> | undefined, key: string): boolean => options !== undefined && options[key] !== undefined && options[key] !== false;

/** Whether the option or variant `key` is on in this game. */
export const optionOn = (state: Pick<TwgpState, 'options'>, key: string): boolean => adopted(state.options, key);

/**
 * Checks the prerequisites of the adopted keys (twgp.options.independent,
 * twgp.options.dependencies, twgp.options.variants): each missing prerequisite is a problem at
 * `<path>.<key>`, citing the clause; a setup (or position) with one is malformed, like every
 * other problem of what a setup brings.
 */
export function checkDependencies(options: Readonly<Record<string, unknown>>, path: string, fail: (at: string, message: string) => void): void {
  for (const key of Object.keys(options)) {
    // Own rows only: a hostile key such as '__proto__' names no row.
    const row = Object.hasOwn(OPTION_DEPENDENCIES, key) ? OPTION_DEPENDENCIES[key] : undefined;
    if (!row || !adopted(options, key)) continue;
    const missing = row.requires.filter((k) => !adopted(options, k));
    if (missing.length) {
      const what = row.clause === 'twgp.options.variants' ? 'the variant' : 'the option';
      fail(`${path}.${key}`, `${what} '${key}' presupposes ${row.requires.map((k) => `'${k}'`).join(' and ')}; this setup does not adopt ${missing.map((k) => `'${k}'`).join(' or ')} (${row.clause}, twgp.options.independent)`);
    }
  }
  for (const { keys: [a, b], clause } of OPTION_CONFLICTS) {
    if (adopted(options, a) && adopted(options, b)) fail(`${path}.${b}`, `'${b}' cannot be adopted together with '${a}' (${clause})`);
  }
}
