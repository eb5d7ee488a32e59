/**
 * The spec lint as a unified (remark) plugin: each problem the clause index finds in a chapter
 * becomes a vfile message at its line and column, so it shows in any unified host: the
 * command line (`npm run spec:lint -- <file…>`), unified-engine, or an editor through the
 * language server (tools/spec/language-server.ts).
 *
 * A chapter is checked against the whole index: the file's own text (the editor's buffer, which
 * may be unsaved) is read in place of the copy on disk, and every other chapter from disk, so
 * duplicate IDs and unknown references across chapters are found too. Files outside spec/ are
 * left alone.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import type { Diagnostic } from './diagnostics.ts';
import { loadSpec } from './load.ts';

export interface Options {
  /** The repository root; by default the nearest folder above the file holding spec/. */
  root?: string;
}

/** The nearest folder at or above `from` that holds a spec/ folder. */
export function repositoryRoot(from: string): string | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'spec'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The problems of one chapter file, with its text as given, checked against the whole spec. */
export function lintChapter(root: string, file: string, text: string): { errors: Diagnostic[]; warnings: Diagnostic[] } {
  const spec = loadSpec(root, 'spec', new Map([[file, text]]));
  return { errors: spec.diagnostics.filter((d) => d.file === file), warnings: spec.warnings.filter((d) => d.file === file) };
}

export default function remarkRulebookLint(options: Options = {}) {
  return (_tree: Root, file: VFile) => {
    if (!file.path) return;
    const root = options.root ?? repositoryRoot(dirname(resolve(file.cwd, file.path)));
    if (!root) return;
    const rel = relative(root, resolve(file.cwd, file.path)).split(sep).join('/');
    if (!rel.startsWith('spec/')) return;
    const { errors, warnings } = lintChapter(root, rel, String(file.value));
    for (const d of errors) {
      const message = file.message(d.message, { place: { line: d.line, column: d.column }, ruleId: 'clause', source: 'rulebook' });
      message.fatal = true;
    }
    for (const d of warnings) file.message(d.message.replace(/^warning: /, ''), { place: { line: d.line, column: d.column }, ruleId: 'former-id', source: 'rulebook' });
  };
}
