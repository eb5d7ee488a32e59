/**
 * Runs a 革新的なTCG battle between two character sheets and prints the battle log.
 *
 *   node scripts/kakushin-battle.ts <sheetA> <sheetB> [--seed N] [--final] [--json]
 *
 * A sheet is the source's submission template (.txt) or a JSON CharacterSheet (.json).
 * Problems are printed as file:line: clause: message. Exit code 0 after a battle, 1 when a
 * sheet is invalid, 2 on bad usage.
 */
import { readFileSync } from 'node:fs';
import {
  battleLog, buildCharacter, parseSheetText, runBattle,
  type BuildIssue, type Character, type CharacterSheet,
} from '../engine/kakushin/index.ts';

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: node scripts/kakushin-battle.ts <sheetA> <sheetB> [--seed N] [--final] [--json]\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
const files: string[] = [];
let seed = 1;
let final = false;
let json = false;
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--seed') {
    const v = Number(args[++i]);
    if (!Number.isInteger(v) || v < 0) usage(`--seed needs a whole number, got '${args[i]}'`);
    seed = v;
  } else if (a === '--final') final = true;
  else if (a === '--json') json = true;
  else if (a.startsWith('--')) usage(`unknown option ${a}`);
  else files.push(a);
}
if (files.length !== 2) usage('give exactly two character sheets');

/** Where an issue is in the file: the field's line, or for plan sentences the plan's line plus the sentence's. */
function lineOf(issue: BuildIssue, lines: Record<string, number>): string {
  const field = lines[issue.path];
  if (field === undefined) return '';
  return `:${issue.path === 'plan' && issue.line !== undefined ? field + issue.line - 1 : field}`;
}

function load(file: string): Character | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    process.stderr.write(`${file}: cannot read: ${(e as Error).message}\n`);
    return null;
  }
  let sheet: unknown;
  let lines: Record<string, number> = {};
  if (file.endsWith('.json')) {
    try {
      sheet = JSON.parse(text) as CharacterSheet;
    } catch (e) {
      process.stderr.write(`${file}: not JSON: ${(e as Error).message}\n`);
      return null;
    }
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

const a = load(files[0]!);
const b = load(files[1]!);
if (!a || !b) process.exit(1);
const state = runBattle(a, b, { seed, final });
if (json) process.stdout.write(`${JSON.stringify(state, null, 2)}\n`);
else process.stdout.write(`${battleLog(state).join('\n')}\n`);
