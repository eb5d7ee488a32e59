/**
 * Whole battles from character sheets, for the scripts (scripts/kakushin-battle.ts, the benchmark)
 * and unit tests: check the options, build both characters, decide initiative and play turns to
 * the end (spec/kakushin/05-battle.md, kakushin.battle.turn). The contract (contract.ts) does not
 * use this module: it starts battles from setups (setup.ts) and plays them step by step
 * (battle.ts playSteps); so the mutation runs leave it out, as they do the agents.
 */
import type { ShapeError } from '../core/violation.ts';
import { createBattle, decideInitiative, playSteps } from './battle.ts';
import { buildCharacter, type BuildIssue, type BuildOptions } from './character.ts';
import { READING_KEYS } from './readings.ts';
import type { BattleOptions, BattleState, Character } from './types.ts';

/** A battle set up and with initiative decided, ready for turn 1. */
export function startBattle(a: Character, b: Character, options: BattleOptions): BattleState {
  return decideInitiative(createBattle(a, b, options));
}

/** One whole turn, steps 2–7 (kakushin.battle.turn). Decides initiative first if needed. */
export function playTurn(state: BattleState): BattleState {
  return playSteps(state, null, 'turn-end').battle;
}

/**
 * The largest turn limit a battle may be given (the rule's is 15: kakushin.battle.turn-limit): a
 * practical bound of the project, so that a battle's length stays bounded.
 */
export const MAX_TURN_LIMIT = 1000;
/**
 * The largest loop limit (skill uses in one action before it is a loop; the rule's reading is
 * 1000: kakushin.battle.note-loop): a practical bound, since every use is logged.
 */
export const MAX_LOOP_LIMIT = 100_000;

/**
 * Checks battle options before a battle (kakushin.battle.turn-limit, kakushin.battle.note-loop):
 * the seed a whole number, the limits whole numbers from 1 to MAX_TURN_LIMIT / MAX_LOOP_LIMIT, `final` a boolean. Returns the
 * problems by JSON path; empty when the options are fine.
 */
export function checkBattleOptions(options: unknown): ShapeError[] {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return [{ path: 'options', message: 'battle options must be an object with a seed' }];
  const o = options as Record<string, unknown>;
  const errors: ShapeError[] = [];
  if (!Number.isSafeInteger(o.seed)) errors.push({ path: 'options.seed', message: `the seed must be a whole number, got ${JSON.stringify(o.seed)}` });
  for (const [key, max] of [['turnLimit', MAX_TURN_LIMIT], ['loopLimit', MAX_LOOP_LIMIT]] as const) {
    const v = o[key];
    if (v !== undefined && !(Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= max)) errors.push({ path: `options.${key}`, message: `${key} must be a whole number from 1 to ${max}, got ${JSON.stringify(v)}` });
  }
  if (o.final !== undefined && typeof o.final !== 'boolean') errors.push({ path: 'options.final', message: `final must be true or false, got ${JSON.stringify(o.final)}` });
  if (o.readings !== undefined) {
    if (!Array.isArray(o.readings)) errors.push({ path: 'options.readings', message: `readings must be an array of alternative-reading keys (${READING_KEYS.join(', ')})` });
    else o.readings.forEach((k, i) => {
      if (!READING_KEYS.includes(k as string)) errors.push({ path: `options.readings[${i}]`, message: `${JSON.stringify(k)} is not an alternative reading of this book (${READING_KEYS.join(', ')})` });
    });
  }
  for (const key of Object.keys(o)) {
    if (!['seed', 'turnLimit', 'loopLimit', 'final', 'readings'].includes(key)) errors.push({ path: `options.${key}`, message: `'${key}' is not a battle option` });
  }
  return errors;
}

export type PreparedBattle =
  | { ok: true; state: BattleState; warnings: BuildIssue[] }
  | { ok: false; errors: BuildIssue[]; malformed: ShapeError[] };

/**
 * The checked way in from unchecked input: builds both characters from their sheets
 * (buildCharacter, paths prefixed `sheets[0].` / `sheets[1].`), checks the options, and starts
 * the battle with initiative decided. Never throws; nothing starts unless everything is valid.
 */
export function prepareBattle(sheetA: unknown, sheetB: unknown, options: unknown, build: BuildOptions = {}): PreparedBattle {
  const given = typeof options === 'object' && options !== null ? (options as BattleOptions).readings : undefined;
  const readings = build.readings ?? (Array.isArray(given) ? given : undefined);
  const built = [buildCharacter(sheetA, { ...build, readings }), buildCharacter(sheetB, { ...build, readings })] as const;
  const prefix = (i: number) => (issue: BuildIssue): BuildIssue => ({ ...issue, path: issue.path ? `sheets[${i}].${issue.path}` : `sheets[${i}]` });
  const warnings = built.flatMap((r, i) => r.warnings.map(prefix(i)));
  const errors = built.flatMap((r, i) => (r.ok ? [] : r.errors.map(prefix(i))));
  const malformed = checkBattleOptions(options);
  if (!built[0].ok || !built[1].ok || errors.length > 0 || malformed.length > 0) return { ok: false, errors, malformed };
  return { ok: true, state: startBattle(built[0].character, built[1].character, { ...(options as BattleOptions), readings: readings ?? [] }), warnings };
}

/**
 * A whole battle from its seed: deterministic, so the same characters and seed replay identically.
 * Expects characters from buildCharacter and options that pass checkBattleOptions (prepareBattle
 * checks both).
 */
export function runBattle(a: Character, b: Character, options: BattleOptions): BattleState {
  let s = startBattle(a, b, options);
  while (!s.result) s = playTurn(s);
  return s;
}
