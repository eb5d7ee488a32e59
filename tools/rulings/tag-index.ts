/**
 * What the rulings' tag check (steps/support/clause-tags.ts) needs of the spec: every clause
 * ID, the option keys (`option=` of variant and note clauses) of each book, and which note
 * each alternative reading's key belongs to. Building it parses the
 * whole spec, about a second and a half of CPU in every cucumber process (one per book in a
 * conformance run, one per fault in `npm run faults`), so the result is kept in a file of
 * os.tmpdir() named by a SHA-256 of everything it depends on: the names and bytes of every
 * entry under spec/ and of the spec tools' sources (tools/spec/). Any change of either gives
 * another name, so a kept index is never stale; a file that cannot be read or does not have
 * the expected shape is ignored and the spec parsed.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TagIndex {
  ids: Set<string>;
  /** Option keys per book: variants' and notes' (tools/spec/readings.ts optionKeysByBook). */
  options: Map<string, Set<string>>;
  /** Per book, each alternative reading's key and the note that names it (readingNotesByBook). */
  readings: Map<string, Map<string, string>>;
}

const TOOLS = join(import.meta.dirname, '..', 'spec');

/** Feeds every entry below `dir` (sorted, recursively) into the hash: its name, then a file's bytes. */
function hashTree(hash: ReturnType<typeof createHash>, dir: string, label: string): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch (error) {
    hash.update(`${label}\0unreadable\0${(error as NodeJS.ErrnoException).code}\0`);
    return;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      hash.update(`${label}/${e.name}\0dir\0`);
      hashTree(hash, path, `${label}/${e.name}`);
    } else {
      hash.update(`${label}/${e.name}\0file\0`);
      try {
        const bytes = readFileSync(path);
        hash.update(`${bytes.length}\0`);
        hash.update(bytes);
      } catch (error) {
        hash.update(`unreadable\0${(error as NodeJS.ErrnoException).code}\0`);
      }
    }
  }
}

/** Parses the spec; the parser's modules are loaded only then, so a kept index spares loading them too. */
async function build(root: string): Promise<TagIndex> {
  const { loadSpec } = await import('../spec/load.ts');
  const { optionKeysByBook, readingNotesByBook } = await import('../spec/readings.ts');
  const clauses = loadSpec(root).clauses;
  return { ids: new Set(clauses.map((c) => c.id)), options: optionKeysByBook(clauses), readings: readingNotesByBook(clauses) };
}

function read(path: string): TagIndex | undefined {
  try {
    const data = JSON.parse(readFileSync(path, 'utf8')) as { ids?: unknown; options?: unknown; readings?: unknown };
    const ids = data.ids;
    const options = data.options;
    if (!Array.isArray(ids) || !ids.every((x) => typeof x === 'string')) return undefined;
    if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
    const map = new Map<string, Set<string>>();
    for (const [book, keys] of Object.entries(options)) {
      if (!Array.isArray(keys) || !keys.every((x) => typeof x === 'string')) return undefined;
      map.set(book, new Set(keys));
    }
    if (typeof data.readings !== 'object' || data.readings === null || Array.isArray(data.readings)) return undefined;
    const readings = new Map<string, Map<string, string>>();
    for (const [book, pairs] of Object.entries(data.readings)) {
      if (typeof pairs !== 'object' || pairs === null || Array.isArray(pairs) || !Object.values(pairs).every((x) => typeof x === 'string')) return undefined;
      readings.set(book, new Map(Object.entries(pairs as Record<string, string>)));
    }
    return { ids: new Set(ids), options: map, readings };
  } catch {
    return undefined;
  }
}

/** The tag index of the spec below `root`, from the kept file when there is one for this spec. */
export async function tagIndex(root: string): Promise<TagIndex> {
  const hash = createHash('sha256');
  hash.update('tag-index 2\0');
  hashTree(hash, join(root, 'spec'), 'spec');
  hashTree(hash, TOOLS, 'tools/spec');
  const path = join(tmpdir(), `tcg-rulebooks-tag-index-${hash.digest('hex')}.json`);
  const kept = read(path);
  if (kept) return kept;
  const index = await build(root);
  try {
    // Written under another name and renamed, so that a reader never sees half a file.
    const part = `${path}.${process.pid}.part`;
    writeFileSync(part, JSON.stringify({ ids: [...index.ids], options: Object.fromEntries([...index.options].map(([b, k]) => [b, [...k]])), readings: Object.fromEntries([...index.readings].map(([b, m]) => [b, Object.fromEntries(m)])) }));
    renameSync(part, path);
  } catch {
    // Nothing kept: the next run parses again.
  }
  return index;
}
