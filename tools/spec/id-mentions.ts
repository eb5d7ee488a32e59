/**
 * Clause IDs written outside the spec's own links: in feature tags and step text, expected
 * outcomes, engine citations (`clause: '…'`), doc comments, docs and tests. One finder serves
 * the check that every such mention names a clause (test/tools/spec/clause-id-mentions.test.ts)
 * and `npm run spec:rename`, which rewrites them.
 *
 * A mention is a book's name followed by dot-separated ID segments, not inside a longer word or
 * path. Three forms are not clause IDs and are left alone: a file name (`twgp.schema.json`,
 * `tommy-walker.md`), and a prefix naming a group of clauses (`tommy-walker.abilities.*`,
 * `'kakushin.battle.'`), which is accepted when some clause ID starts with it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface Mention {
  id: string;
  file: string;
  line: number;
  column: number;
  /** Offset of the mention in the file's text. */
  offset: number;
}

const FILE_EXTENSIONS = new Set(['md', 'json', 'ts', 'js', 'mjs', 'py', 'feature', 'ndjson', 'html', 'txt', 'tsv', 'yaml', 'yml', 'astro', 'css', 'svg', 'png']);

/** The mention pattern for a set of book names (the spec's folders). */
export function mentionPattern(books: readonly string[]): RegExp {
  const names = books.map((b) => b.replace(/[-]/g, '\\-')).join('|');
  return new RegExp(`(?<![\\w./-])((?:${names})(?:\\.[a-z0-9]+(?:-[a-z0-9]+)*)+)(?![\\w-]|\\.[a-z0-9])`, 'g');
}

/** Clause IDs mentioned in a text, with 1-based line and column; file names are skipped. */
export function mentionsIn(text: string, file: string, pattern: RegExp): Mention[] {
  const out: Mention[] = [];
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  for (const m of text.matchAll(pattern)) {
    const id = m[1]!;
    if (FILE_EXTENSIONS.has(id.slice(id.lastIndexOf('.') + 1))) continue;
    const offset = m.index!;
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    out.push({ id, file, line: lo + 1, column: offset - lineStarts[lo]! + 1, offset });
  }
  return out;
}

/** Folders and files outside spec/ where clause IDs are written. */
export const MENTION_ROOTS = ['features', 'steps', 'engine', 'tools', 'scripts', 'test', 'docs', 'site/src', 'examples', 'bench', 'README.md'];

/**
 * The repository's text files under `roots`: git's tracked and untracked-but-not-ignored files
 * when git knows the folder, else a walk that skips node_modules and dot folders.
 */
export function textFiles(root: string, roots: readonly string[]): string[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', ...roots], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').filter(Boolean);
  } catch {
    files = roots.flatMap((r) => walk(root, r));
  }
  return files.filter((f) => existsSync(join(root, f)) && statSync(join(root, f)).isFile()).sort();
}

function walk(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .filter((name) => name !== 'node_modules' && !name.startsWith('.'))
    .flatMap((name) => walk(root, relative(root, join(full, name)).split(sep).join('/')));
}

/** A file's text, or null for one that is not UTF-8 text (an image, a binary). */
export function readText(path: string): string | null {
  const bytes = readFileSync(path);
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Mentions that name no clause: neither an ID nor an alias (a former ID) nor a prefix of an
 * ID. `aliases` maps a former ID to the clause's ID; those are returned apart, to be warned of.
 */
export function checkMentions(mentions: readonly Mention[], ids: ReadonlySet<string>, aliases: ReadonlyMap<string, string>): { unknown: Mention[]; former: Mention[] } {
  const prefixes = new Set<string>();
  for (const id of ids) for (let i = id.indexOf('.'); i !== -1; i = id.indexOf('.', i + 1)) prefixes.add(id.slice(0, i));
  const unknown: Mention[] = [];
  const former: Mention[] = [];
  for (const m of mentions) {
    if (ids.has(m.id) || prefixes.has(m.id)) continue;
    if (aliases.has(m.id)) former.push(m);
    else unknown.push(m);
  }
  return { unknown, former };
}
