/**
 * Loads every rulebook under spec/: parses each chapter once and builds the clause index,
 * with the checks that need the whole book (duplicate IDs, unknown references).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { byLocation, type Diagnostic } from './diagnostics.ts';
import type { Spec } from './model.ts';
import { CHAPTER_FILE, parseChapter, type ParsedChapter } from './parse.ts';

const BOOK_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads spec/<book>/*.md below `root` (the repository root). */
export function loadSpec(root: string, specDir = 'spec'): Spec {
  const base = join(root, specDir);
  if (!existsSync(base) || !statSync(base).isDirectory()) {
    throw new Error(`no ${specDir}/ folder in ${root}: run the spec tools from the repository root`);
  }
  const diagnostics: Diagnostic[] = [];
  const books = readdirSync(base)
    .filter((name) => statSync(join(base, name)).isDirectory())
    .sort();
  const parsed: ParsedChapter[] = [];
  for (const book of books) {
    const bookFile = relative(root, join(base, book)).split(sep).join('/');
    if (!BOOK_NAME.test(book)) {
      diagnostics.push({ file: bookFile, line: 1, column: 1, message: `rulebook folder '${book}' must be a lowercase kebab-case name (it is the clause ID namespace)` });
    }
    const files = readdirSync(join(base, book)).filter((f) => f.endsWith('.md')).sort();
    for (const name of files) {
      const path = join(base, book, name);
      const file = relative(root, path).split(sep).join('/');
      parsed.push(parseChapter(readFileSync(path, 'utf8'), file, book, name));
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
  for (const p of parsed) {
    for (const link of p.links) {
      if (!firstById.has(link.id)) {
        diagnostics.push({ file: p.chapter.file, line: link.line, column: link.column, message: `reference to unknown clause ID '${link.id}'` });
      }
    }
  }
  diagnostics.sort(byLocation);
  return { books, chapters: parsed.map((p) => p.chapter), clauses, diagnostics };
}

function checkChapterNumbers(chapters: ParsedChapter[], diagnostics: Diagnostic[]): void {
  const seen = new Map<number, string>();
  for (const { chapter } of chapters) {
    const name = chapter.file.split('/').pop()!;
    if (!CHAPTER_FILE.test(name)) continue;
    const other = seen.get(chapter.number);
    if (other) diagnostics.push({ file: chapter.file, line: 1, column: 1, message: `chapter number ${String(chapter.number).padStart(2, '0')} is also used by ${other}` });
    else seen.set(chapter.number, chapter.file);
  }
}
