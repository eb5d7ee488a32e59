/**
 * Runs a 革新的なTCG battle between two character sheets and prints the battle log.
 *
 *   node scripts/kakushin-battle.ts <sheetA> <sheetB> [--seed N] [--final] [--json]
 *
 * A sheet is the source's submission template (.txt) or a JSON CharacterSheet (.json), at
 * most 1 MB. Problems are printed as file:line: clause: message. Exit code 0 after a battle,
 * 1 when a sheet cannot be read (missing, a folder, over 1 MB) or is invalid, 2 on bad usage
 * (unknown option, a seed that is not an integer from 0 to 9007199254740991, not exactly two
 * sheets), 70 on an internal error.
 */
import {
  battleLog, buildCharacter, checkBattleOptions, parseSheetText, runBattle,
  type BuildIssue, type Character,
} from '../engine/kakushin/index.ts';
import { duplicateKeys } from '../engine/core/json.ts';
import { guardMain, integerArgument, readTextInput, usageError } from './lib/cli.ts';

const USAGE = 'usage: node scripts/kakushin-battle.ts <sheetA> <sheetB> [--seed N] [--final] [--json]';
const HELP = `${USAGE}

Runs a 革新的なTCG battle between two character sheets and prints the battle log.
A sheet is the submission template (.txt) or a JSON character sheet (.json); see
examples/kakushin/.

options:
  --seed N   seed of the battle's dice, an integer from 0 to 9007199254740991 (default 1)
  --final    play the battle as a final: a battle both players lose to
             ミクニーの悪戯 loops is won by the GM (kakushin.battle.loop.mikuny-both)
  --json     print the final battle state as JSON instead of the log
  --help     this text

exit codes: 0 a battle was played; 1 a sheet cannot be read or is invalid; 2 usage error
(options, not two sheets); 70 internal error.`;
const MAX_SHEET_BYTES = 1 << 20;

function usage(message: string): never {
  usageError(message, USAGE);
}

function parseCommandLine(args: string[]): { files: string[]; seed: number; final: boolean; json: boolean } {
  const files: string[] = [];
  let seed = 1;
  let final = false;
  let json = false;
  let onlyFiles = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (onlyFiles || a === '-' || !a.startsWith('-')) files.push(a);
    else if (a === '--') onlyFiles = true;
    else if (a === '--help' || a === '-h') {
      process.stdout.write(`${HELP}\n`);
      process.exit(0);
    } else if (a === '--seed' || a.startsWith('--seed=')) {
      const r = integerArgument('--seed', a === '--seed' ? args[++i] : a.slice('--seed='.length), 0, Number.MAX_SAFE_INTEGER);
      if (!r.ok) usage(r.message);
      seed = r.value;
    } else if (a === '--final') final = true;
    else if (a === '--json') json = true;
    else usage(`unknown option ${a}`);
  }
  if (files.length !== 2) usage(`give exactly two character sheets, got ${files.length}`);
  return { files, seed, final, json };
}

/** Where an issue is in the file: the field's line, or for plan sentences the plan's line plus the sentence's. */
function lineOf(issue: BuildIssue, lines: Record<string, number>): string {
  if (!Object.hasOwn(lines, issue.path)) return '';
  const field = lines[issue.path]!;
  return `:${issue.path === 'plan' && issue.line !== undefined ? field + issue.line - 1 : field}`;
}

function load(file: string): Character | null {
  const input = readTextInput(file, MAX_SHEET_BYTES);
  if (!input.ok) {
    process.stderr.write(`${file}: cannot read the character sheet (${input.message})\n`);
    return null;
  }
  const text = input.text;
  let sheet: unknown;
  let lines: Record<string, number> = {};
  if (file.endsWith('.json')) {
    try {
      sheet = JSON.parse(text) as unknown;
    } catch (e) {
      process.stderr.write(`${file}: not JSON: ${(e as Error).message}\n`);
      return null;
    }
    // JSON.parse keeps the last of a key given twice; a sheet that says a thing twice is refused instead.
    const twice = duplicateKeys(text);
    for (const d of twice) process.stderr.write(`${file}:${d.line}:${d.column}: kakushin.character.sheet (${d.path}): ${d.message}\n`);
    if (twice.length) return null;
  } else {
    const parsed = parseSheetText(text);
    if (!parsed.ok) {
      for (const e of parsed.errors) process.stderr.write(`${file}:${e.line}: ${e.clause}: ${e.message}\n`);
      return null;
    }
    sheet = parsed.sheet;
    lines = parsed.lines;
  }
  const built = buildCharacter(sheet);
  for (const w of built.warnings) process.stderr.write(`${file}${lineOf(w, lines)}: warning: ${w.clause} (${w.path}): ${w.message}\n`);
  if (!built.ok) {
    for (const e of built.errors) process.stderr.write(`${file}${lineOf(e, lines)}: ${e.clause} (${e.path || 'sheet'}): ${e.message}\n`);
    return null;
  }
  return built.character;
}

function main(): void {
  const { files, seed, final, json } = parseCommandLine(process.argv.slice(2));
  const options = { seed, final };
  const bad = checkBattleOptions(options);
  if (bad.length) usage(bad.map((e) => `${e.path}: ${e.message}`).join('\n'));
  const a = load(files[0]!);
  const b = load(files[1]!);
  if (!a || !b) process.exit(1);
  const state = runBattle(a, b, options);
  if (json) process.stdout.write(`${JSON.stringify(state, null, 2)}\n`);
  else process.stdout.write(`${battleLog(state).join('\n')}\n`);
}

guardMain('kakushin:battle', main);
