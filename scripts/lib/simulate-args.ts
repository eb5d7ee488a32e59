/**
 * What every book's `npm run simulate` shares: the arguments (--decks, --games, --seed,
 * --agents, --save-log, --replay, --help) and their checks, read once for all books (a book
 * adds its own flags through `own`), and the Wilson interval of the win rates. Every refusal is a usage error (exit 2) ending with where to look
 * (`hint`, e.g. "see --book twgp --help").
 */
import { integerArgument, unwritableReason, usageError } from './cli.ts';

export const MAX_GAMES = 1_000_000;

export interface SimulateArgs {
  decks: string[];
  games: number;
  seed: number;
  agents: string[];
  saveLog: string;
  replay: string;
}

/** Reads the values of one flag: the next argument as text, or as a bounded whole number. */
export interface FlagReader {
  flag: string;
  value(): string;
  int(min: number, max: number): number;
}

export interface SimulateArgsSpec {
  /** The help text printed by --help. */
  help: string;
  /** Where a refusal points the user, e.g. "see --help". */
  hint: string;
  /** The agents' names (own keys only: 'constructor' is not an agent). */
  agents: Record<string, unknown>;
  /** The defaults of the shared values (without `decks`, --decks is required unless --replay). */
  defaults: { games: number; agents: [string, string]; decks?: [string, string] };
  /** The book's own flags: reads the flag's values and returns true, or returns false for a flag it does not know. */
  own?: (flag: string, read: FlagReader) => boolean;
}

/** Reads `argv` by `spec`; exits with a usage error on the first wrong argument. */
export function parseSimulateArgs(argv: readonly string[], spec: SimulateArgsSpec): SimulateArgs {
  const fail = (message: string): never => usageError(`${message} (${spec.hint})`);
  const o: SimulateArgs = { decks: [], games: spec.defaults.games, seed: 1, agents: [...spec.defaults.agents], saveLog: '', replay: '' };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const read: FlagReader = {
      flag,
      value: () => {
        const v = argv[++i];
        // A flag where a value should be ("--decks --games") is a forgotten value, not a value.
        return v === undefined || (v.startsWith('--') && v.length > 2) ? fail(`${flag} needs a value`) : v;
      },
      int: (min, max) => {
        const r = integerArgument(flag, argv[++i], min, max);
        return r.ok ? r.value : fail(r.message);
      },
    };
    if (!shared(flag, read, o, spec, fail) && !spec.own?.(flag, read)) fail(`unknown argument '${flag}'`);
  }
  if (o.seed > Number.MAX_SAFE_INTEGER - (o.games - 1)) fail(`--seed ${o.seed} with --games ${o.games} gives seeds beyond ${Number.MAX_SAFE_INTEGER}`);
  if (o.replay && (o.decks.length || o.saveLog)) fail('--replay replays a saved log; it takes no --decks or --save-log');
  if (!o.replay && !o.decks.length && spec.defaults.decks) o.decks = [...spec.defaults.decks];
  if (!o.replay && o.decks.length !== 2) fail('give two deck files with --decks');
  if (o.saveLog) {
    const why = unwritableReason(o.saveLog);
    if (why) fail(`--save-log ${o.saveLog}: cannot write the log there (${why})`);
  }
  return o;
}

/** The shared flags; false for a flag that is not one of them. */
function shared(flag: string, read: FlagReader, o: SimulateArgs, spec: SimulateArgsSpec, fail: (m: string) => never): boolean {
  switch (flag) {
    case '--help':
    case '-h':
      console.log(spec.help);
      process.exit(0);
    case '--decks':
      o.decks = [read.value(), read.value()];
      return true;
    case '--games':
      o.games = read.int(1, MAX_GAMES);
      return true;
    case '--seed':
      o.seed = read.int(0, Number.MAX_SAFE_INTEGER);
      return true;
    case '--agents': {
      const v = read.value();
      o.agents = v.split(',');
      if (o.agents.length !== 2 || o.agents.some((x) => !Object.hasOwn(spec.agents, x))) fail(`--agents takes two of ${Object.keys(spec.agents).join(', ')} separated by a comma, got '${v}'`);
      return true;
    }
    case '--save-log':
      o.saveLog = read.value();
      return true;
    case '--replay':
      o.replay = read.value();
      return true;
    default:
      return false;
  }
}

/** 95% Wilson score interval of a proportion. */
export function wilson(successes: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
