/**
 * Command line for the spec tooling.
 *   node tools/spec/cli.ts index                    print the clause index as one JSON array on stdout
 *   node tools/spec/cli.ts lint [file…] [--format text|json]
 *     report problems as file:line:column: message (or a JSON array); exit 1 if any error.
 *     With files, only those chapters are checked, each against the whole index, through the
 *     remark plugin (tools/spec/remark-lint.ts) that editors use too.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { VFile } from 'vfile';
import { formatDiagnostic, type Diagnostic } from './diagnostics.ts';
import { loadSpec } from './load.ts';
import { markdownProcessor } from './parse.ts';
import remarkRulebookLint from './remark-lint.ts';

const USAGE = 'usage: node tools/spec/cli.ts index | lint [file.md …] [--format text|json]   (SPEC_ROOT: the repository to read; default the current folder)';

function fail(message: string): never {
  process.stderr.write(`${message ? `${message}\n` : ''}${USAGE}\n`);
  process.exit(2);
}

const [command, ...extra] = process.argv.slice(2);
if (command === '--help' || command === '-h') {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (command !== 'index' && command !== 'lint') fail(command === undefined ? '' : `unknown command '${command}'`);
let parsed;
try {
  parsed = parseArgs({ args: extra, allowPositionals: true, options: { format: { type: 'string', default: 'text' } } });
} catch (error) {
  fail((error as Error).message);
}
const { values, positionals } = parsed;
if (command === 'index' && (positionals.length || extra.length)) fail(`index takes no arguments, got ${extra.map((a) => `'${a}'`).join(' ')}`);
if (values.format !== 'text' && values.format !== 'json') fail(`--format must be text or json, not '${values.format}'`);
const root = process.env.SPEC_ROOT ?? process.cwd();

type Found = Diagnostic & { severity: 'error' | 'warning' };

/** The problems of the named chapter files, through the remark plugin. */
function lintFiles(files: string[]): Found[] {
  const found: Found[] = [];
  for (const name of files) {
    const path = resolve(name);
    const file = relative(root, path).split(sep).join('/');
    if (!file.startsWith('spec/') || !file.endsWith('.md')) fail(`${name}: not a chapter file of ${root}/spec (spec/<book>/NN-slug.md)`);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      fail(`${name}: cannot read (${(error as Error).message})`);
    }
    const vfile = new VFile({ path, value: text, cwd: root });
    const processor = markdownProcessor().use(remarkRulebookLint, { root });
    processor.runSync(processor.parse(vfile), vfile);
    for (const m of vfile.messages) {
      found.push({ file, line: m.line ?? 1, column: m.column ?? 1, message: m.fatal ? m.reason : `warning: ${m.reason}`, severity: m.fatal ? 'error' : 'warning' });
    }
  }
  return found;
}

let spec;
try {
  spec = loadSpec(root);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}

if (command === 'index') {
  process.stdout.write(JSON.stringify(spec.clauses, null, 2) + '\n');
  // The index is still printed so tools can read what is there; problems go to stderr.
  for (const d of spec.diagnostics) process.stderr.write(formatDiagnostic(d) + '\n');
  process.exitCode = spec.diagnostics.length ? 1 : 0;
} else {
  const found: Found[] = positionals.length
    ? lintFiles(positionals)
    : [...spec.diagnostics.map((d) => ({ ...d, severity: 'error' as const })), ...spec.warnings.map((d) => ({ ...d, severity: 'warning' as const }))];
  const errors = found.filter((d) => d.severity === 'error').length;
  const warnings = found.length - errors;
  if (values.format === 'json') {
    process.stdout.write(JSON.stringify(found.map(({ file, line, column, severity, message }) => ({ file, line, column, severity, message: message.replace(/^warning: /, '') })), null, 2) + '\n');
  } else {
    for (const d of found) process.stderr.write(formatDiagnostic(d) + '\n');
    const scope = positionals.length ? `${positionals.length} file${positionals.length === 1 ? '' : 's'} checked against ${spec.clauses.length} clauses` : `${spec.clauses.length} clauses in ${spec.chapters.length} chapter files of ${spec.books.length} rulebooks`;
    const summary = `${scope}; ${errors} problem${errors === 1 ? '' : 's'}${warnings ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}`;
    (errors ? process.stderr : process.stdout).write(summary + '\n');
  }
  process.exitCode = errors ? 1 : 0;
}
