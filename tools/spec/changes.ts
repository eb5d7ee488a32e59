/**
 * The changelog of clauses: which clauses were added, removed, renamed or changed between a
 * git revision of the spec and another revision (or the working tree). Both sides are read
 * with the one parser (loadSpec), so a change is a change of the clause index, not of lines.
 *
 * A clause counts as renamed when a clause of the newer side lists the older ID in its
 * `aliases=` attribute (written by `npm run spec:rename`); a changed clause is one whose
 * fingerprint (kind, edition and option, whitespace-normalised text; the stale-ruling alarm's
 * comparison) differs.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fingerprintText } from './fingerprint.ts';
import { loadSpec } from './load.ts';
import type { Clause } from './model.ts';

export interface ClauseChange {
  kind: 'added' | 'removed' | 'renamed' | 'changed';
  book: string;
  id: string;
  /** For a rename: the ID the clause had before. */
  from?: string;
  /** Where the clause is (the newer side; the older side for a removal). */
  file: string;
  line: number;
  /** For a change (or a rename with a change): the text before and after. */
  was?: string;
  now?: string;
}

function git(root: string, args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The commit a revision names; a clear error when it names none (or git or the repository is missing). */
export function resolveRevision(root: string, rev: string): string {
  if (rev.startsWith('-')) throw new Error(`'${rev}' is not a revision`);
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]).trim();
  } catch {
    throw new Error(`'${rev}' names no commit of the repository at ${root} (try a tag, a branch, a commit hash or HEAD~N)`);
  }
}

/** The clauses of the spec as it was at a commit, read from git into a temporary folder. */
export function clausesAt(root: string, commit: string): Clause[] {
  const dir = mkdtempSync(join(tmpdir(), 'spec-at-'));
  try {
    const files = git(root, ['ls-tree', '-r', '--name-only', commit, '--', 'spec']).split('\n').filter((f) => f.endsWith('.md'));
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), git(root, ['show', `${commit}:${file}`]));
    }
    mkdirSync(join(dir, 'spec'), { recursive: true });
    return loadSpec(dir).clauses;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The changes from `before` to `after`, by book and then by position in the newer text. */
export function compareClauses(before: readonly Clause[], after: readonly Clause[]): ClauseChange[] {
  const old = new Map(before.map((c) => [c.id, c]));
  const now = new Map(after.map((c) => [c.id, c]));
  const renamedFrom = new Map<string, Clause>();
  for (const c of after) {
    for (const alias of (c.attrs.aliases ?? '').split(',').filter(Boolean)) {
      if (old.has(alias) && !now.has(alias)) renamedFrom.set(alias, c);
    }
  }
  const changes: ClauseChange[] = [];
  const at = (c: Clause) => ({ book: c.book, id: c.id, file: c.file, line: c.line });
  for (const c of after) {
    const from = [...renamedFrom].find(([, to]) => to === c)?.[0];
    const prior = old.get(c.id) ?? (from ? old.get(from) : undefined);
    if (!prior) changes.push({ kind: 'added', ...at(c) });
    else {
      const was = fingerprintText(prior);
      const text = fingerprintText(c);
      const diff = was === text ? {} : { was, now: text };
      if (from && !old.has(c.id)) changes.push({ kind: 'renamed', ...at(c), from, ...diff });
      else if (was !== text) changes.push({ kind: 'changed', ...at(c), ...diff });
    }
  }
  for (const c of before) if (!now.has(c.id) && !renamedFrom.has(c.id)) changes.push({ kind: 'removed', ...at(c) });
  const order = new Map(after.map((c, i) => [c.id, i]));
  return changes.sort((a, b) => a.book.localeCompare(b.book) || (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity));
}
