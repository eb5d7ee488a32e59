/**
 * node bench/lib/lint-unsaved.ts   (SPEC_ROOT: the repository to read; default the current folder)
 *
 * What `node tools/spec/cli.ts lint` does, for chapter files larger than the CLI reads
 * (MAX_CHAPTER_BYTES and the delimiter limits of tools/spec/source.ts refuse them by design):
 * every chapter's text is read here and given to loadSpec as an editor's unsaved buffer, the
 * way the remark plugin lints one, so the whole index, the references and the lint checks run
 * on it while the size check is skipped. Prints the CLI's summary line; exit 1 on problems.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatDiagnostic } from '../../tools/spec/diagnostics.ts';
import { loadSpec } from '../../tools/spec/load.ts';

const root = process.env.SPEC_ROOT ?? process.cwd();
const unsaved = new Map<string, string>();
for (const book of readdirSync(join(root, 'spec')).sort()) {
  for (const name of readdirSync(join(root, 'spec', book)).filter((n) => n.endsWith('.md'))) {
    unsaved.set(`spec/${book}/${name}`, readFileSync(join(root, 'spec', book, name), 'utf8'));
  }
}
const spec = loadSpec(root, 'spec', unsaved);
for (const d of [...spec.diagnostics, ...spec.warnings].slice(0, 20)) process.stderr.write(formatDiagnostic(d) + '\n');
const n = spec.diagnostics.length;
process.stdout.write(`${spec.clauses.length} clauses in ${spec.chapters.length} chapter files of ${spec.books.length} rulebooks; ${n} problem${n === 1 ? '' : 's'}${spec.warnings.length ? `, ${spec.warnings.length} warnings` : ''}\n`);
process.exitCode = n ? 1 : 0;
