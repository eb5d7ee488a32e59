/**
 * What every command-line tool of the project does the same way: usage errors go to stderr
 * with the usage text and exit 2; `--help` (or `-h`) prints the help and exits 0.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** Prints the message to stderr and ends the process (2: a usage error or input that cannot be read). */
export function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;

/**
 * The options and positionals of `args` (process.argv's by default); an unknown or malformed option fails with the
 * usage, and --help prints `help` (the usage when not given) and exits.
 */
export function parseCommandLine<const O extends ParseArgsOptionsConfig>(usage: string, options: O, { help = usage, args }: { help?: string; args?: string[] } = {}) {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { ...options, ...HELP_OPTION } });
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(help);
    process.exit(0);
  }
  return parsed;
}
