/**
 * mutation/scores.json: the mutation score of each book from its last full run of `npm run
 * mutation -- <book>` (not a --mutate run of some files), with the date and commit it was
 * measured at. docs/conformance.md's table and the site's conformance dashboard read it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleScore } from './report.ts';
import { totalScore } from './report.ts';

export interface BookMutationScore {
  /** Day of the run, YYYY-MM-DD (UTC). */
  date: string;
  /** The commit the engine and rulings were at (with "+changes" when the tree was not clean). */
  commit: string;
  caught: number;
  counted: number;
  /** Percent, one decimal. */
  score: number;
  /** Per module (file under engine/<book>/): percent, one decimal, or null when no mutant counted. */
  modules: Record<string, number | null>;
}

export const SCORES_FILE = join('mutation', 'scores.json');

const round = (n: number) => Math.round(n * 10) / 10;

export function readScores(root: string): Record<string, BookMutationScore> {
  const path = join(root, SCORES_FILE);
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, BookMutationScore>;
  } catch (error) {
    throw new Error(`${SCORES_FILE}: not valid JSON (${(error as Error).message})`);
  }
}

function commitOf(root: string): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'engine', 'features', 'steps'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

/**
 * Records a full run's figures for `book` and returns them: dated today at the current commit,
 * or, when the figures are read again from the same run's report, at `run`'s date and commit.
 */
export function recordScore(root: string, book: string, modules: readonly ModuleScore[], run?: Pick<BookMutationScore, 'date' | 'commit'>, now = new Date()): BookMutationScore {
  const total = totalScore(modules);
  const entry: BookMutationScore = {
    date: run?.date ?? now.toISOString().slice(0, 10),
    commit: run?.commit ?? commitOf(root),
    caught: total.caught,
    counted: total.counted,
    score: total.score === null ? 0 : round(total.score),
    modules: Object.fromEntries(modules.map((m) => [m.file.replace(`engine/${book}/`, ''), m.score === null ? null : round(m.score)])),
  };
  const scores = { ...readScores(root), [book]: entry };
  const sorted = Object.fromEntries(Object.keys(scores).sort().map((k) => [k, scores[k]]));
  writeFileSync(join(root, SCORES_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
  return entry;
}
