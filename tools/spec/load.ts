/**
 * Loads every rulebook under spec/: parses each chapter once and builds the clause index,
 * with the checks that need the whole book (duplicate IDs, unknown references).
 */
import { existsSync, readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { byLocation, type Diagnostic } from './diagnostics.ts';
import type { Clause, Spec } from './model.ts';
import { namespaceOf } from './syntax.ts';
import { CHAPTER_FILE, parseChapter, type ParsedChapter } from './parse.ts';
import { chapterSource, tooLarge } from './source.ts';
import { termWarnings } from './terms.ts';
import { checkOptionKeys } from './readings.ts';

const BOOK_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Reads spec/<book>/*.md below `root` (the repository root). `unsaved` gives the text of
 * chapter files (by repository-relative path) to read instead of what is on disk: an editor's
 * buffer, linted against the whole index.
 */
export function loadSpec(root: string, specDir = 'spec', unsaved: ReadonlyMap<string, string> = new Map()): Spec {
  const base = join(root, specDir);
  if (!existsSync(base) || !statSync(base).isDirectory()) {
    throw new Error(`no ${specDir}/ folder in ${root}: run the spec tools from the repository root`);
  }
  const diagnostics: Diagnostic[] = [];
  const at = (path: string) => relative(root, path).split(sep).join('/');
  const books: string[] = [];
  for (const name of listDir(base, at(base), diagnostics)) {
    const path = join(base, name);
    const stats = statOrReport(path, at(path), diagnostics);
    if (stats?.isDirectory()) books.push(name);
    else if (stats && !name.startsWith('.')) {
      diagnostics.push({ file: at(path), line: 1, column: 1, message: `'${name}' is not read: only rulebook folders (${specDir}/<book>/NN-slug.md) hold spec text` });
    }
  }
  books.sort();
  const parsed: ParsedChapter[] = [];
  for (const book of books) {
    const bookFile = at(join(base, book));
    if (!BOOK_NAME.test(book)) {
      diagnostics.push({ file: bookFile, line: 1, column: 1, message: `rulebook folder '${book}' must be a lowercase kebab-case name (it is the clause ID namespace)` });
    }
    for (const name of listDir(join(base, book), bookFile, diagnostics).sort()) {
      const path = join(base, book, name);
      const file = at(path);
      const stats = statOrReport(path, file, diagnostics);
      if (!stats) continue;
      const markdown = /\.md$/i.test(name);
      if (!stats.isFile()) {
        if (markdown || !name.startsWith('.')) diagnostics.push({ file, line: 1, column: 1, message: `'${name}' is a ${stats.isDirectory() ? 'folder' : 'special file'}, not a chapter file; it is not read (chapters are files named NN-slug.md)` });
        continue;
      }
      if (!markdown) {
        if (!name.startsWith('.')) diagnostics.push({ file, line: 1, column: 1, message: `'${name}' is not a chapter file and is not read (chapters are files named NN-slug.md)` });
        continue;
      }
      // A '.MD' file is read too; parseChapter reports its name.
      const text = unsaved.get(file);
      parsed.push(text === undefined ? readChapter(path, file, book, name, stats.size) : parseText(text, file, book, name));
    }
    checkChapterNumbers(parsed.filter((p) => p.chapter.book === book), diagnostics);
  }
  for (const p of parsed) diagnostics.push(...p.diagnostics);
  const clauses = parsed.flatMap((p) => p.clauses);

  const firstById = new Map<string, (typeof clauses)[number]>();
  for (const clause of clauses) {
    const first = firstById.get(clause.id);
    if (first) {
      diagnostics.push({ file: clause.file, line: clause.line, column: clause.column, message: `duplicate clause ID '${clause.id}' (first defined at ${first.file}:${first.line}:${first.column})` });
    } else firstById.set(clause.id, clause);
  }
  const aliases = checkAliases(clauses, firstById, diagnostics);
  diagnostics.push(...checkOptionKeys(clauses));
  const warnings: Diagnostic[] = [];
  for (const p of parsed) {
    for (const link of p.links) {
      const renamed = aliases.get(link.id);
      if (renamed && !firstById.has(link.id)) {
        warnings.push({ file: p.chapter.file, line: link.line, column: link.column, message: `warning: reference to former clause ID '${link.id}', renamed to '${renamed}': write #${renamed}` });
      } else if (!firstById.has(link.id)) {
        diagnostics.push({ file: p.chapter.file, line: link.line, column: link.column, message: `reference to unknown clause ID '${link.id}'` });
      }
    }
  }
  diagnostics.sort(byLocation);
  warnings.push(...termWarnings(clauses));
  warnings.sort(byLocation);
  return { books, chapters: parsed.map((p) => p.chapter), clauses, diagnostics, warnings, aliases };
}

/**
 * The former IDs of renamed clauses (`aliases=`, written by npm run spec:rename), each mapped
 * to the clause's ID. A former ID may not be a clause's ID, be claimed by two clauses, or
 * belong to another book: each would make an old address ambiguous.
 */
function checkAliases(clauses: readonly Clause[], ids: ReadonlyMap<string, Clause>, diagnostics: Diagnostic[]): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const c of clauses) {
    for (const alias of (c.attrs.aliases ?? '').split(',').filter(Boolean)) {
      const where = { file: c.file, line: c.line, column: c.column };
      const holder = ids.get(alias);
      if (holder) diagnostics.push({ ...where, message: `former ID '${alias}' of '${c.id}' is the ID of a clause (${holder.file}:${holder.line})` });
      else if (aliases.has(alias)) diagnostics.push({ ...where, message: `former ID '${alias}' of '${c.id}' is already a former ID of '${aliases.get(alias)}'` });
      else if (namespaceOf(alias) !== c.book) diagnostics.push({ ...where, message: `former ID '${alias}' of '${c.id}' belongs to another book ('${namespaceOf(alias)}')` });
      else aliases.set(alias, c.id);
    }
  }
  return aliases;
}

function checkChapterNumbers(chapters: ParsedChapter[], diagnostics: Diagnostic[]): void {
  const seen = new Map<number, string>();
  const slugs = new Map<string, string>();
  for (const { chapter } of chapters) {
    const name = chapter.file.split('/').pop()!;
    if (!CHAPTER_FILE.test(name)) continue;
    const other = seen.get(chapter.number);
    if (other) diagnostics.push({ file: chapter.file, line: 1, column: 1, message: `chapter number ${String(chapter.number).padStart(2, '0')} is also used by ${other}` });
    else seen.set(chapter.number, chapter.file);
    // The slug is the chapter's page address: two chapters with one slug would share a page.
    const sameSlug = slugs.get(chapter.slug);
    if (sameSlug) diagnostics.push({ file: chapter.file, line: 1, column: 1, message: `chapter slug '${chapter.slug}' is also used by ${sameSlug} (the slug is the chapter's page address)` });
    else slugs.set(chapter.slug, chapter.file);
  }
}

/** Entries of a folder, or none after reporting why it cannot be read. */
function listDir(path: string, file: string, diagnostics: Diagnostic[]): string[] {
  try {
    return readdirSync(path);
  } catch (error) {
    diagnostics.push({ file, line: 1, column: 1, message: `cannot read folder: ${(error as Error).message}` });
    return [];
  }
}

function statOrReport(path: string, file: string, diagnostics: Diagnostic[]): Stats | null {
  try {
    return statSync(path);
  } catch (error) {
    diagnostics.push({ file, line: 1, column: 1, message: `cannot read: ${(error as Error).message}` });
    return null;
  }
}

/**
 * Reads and parses one chapter file. Never throws: an unreadable file, bytes the limits
 * refuse and (as a last resort) an unexpected parser failure are located diagnostics.
 */
function readChapter(path: string, file: string, book: string, name: string, size: number): ParsedChapter {
  const empty = (diagnostics: Diagnostic[]): ParsedChapter => ({
    chapter: { book, file, number: Number(CHAPTER_FILE.exec(name)?.[1] ?? 0), slug: name.replace(/\.md$/i, ''), title: '', headings: [], blocks: [] },
    clauses: [],
    links: [],
    diagnostics,
  });
  const large = tooLarge(size, file);
  if (large) return empty([large]);
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    return empty([{ file, line: 1, column: 1, message: `cannot read: ${(error as Error).message}` }]);
  }
  const source = chapterSource(bytes, file);
  if (source.text === null) return empty(source.diagnostics);
  const chapter = parseText(source.text, file, book, name);
  chapter.diagnostics.unshift(...source.diagnostics);
  return chapter;
}

/** Parses a chapter's text; a failure of the tools themselves is a diagnostic at line 1, not a crash. */
function parseText(text: string, file: string, book: string, name: string): ParsedChapter {
  try {
    return parseChapter(text, file, book, name);
  } catch (error) {
    return {
      chapter: { book, file, number: Number(CHAPTER_FILE.exec(name)?.[1] ?? 0), slug: name.replace(/\.md$/i, ''), title: '', headings: [], blocks: [] },
      clauses: [],
      links: [],
      diagnostics: [{ file, line: 1, column: 1, message: `the spec tools failed on this file (${(error as Error).message}); please report it with the file` }],
    };
  }
}
