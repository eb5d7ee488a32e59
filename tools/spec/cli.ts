/**
 * Command line for the spec tooling.
 *   node tools/spec/cli.ts index   print the clause index as one JSON array on stdout
 *   node tools/spec/cli.ts lint    report problems as file:line:column: message; exit 1 if any
 */
import { formatDiagnostic } from './diagnostics.ts';
import { loadSpec } from './load.ts';

const USAGE = 'usage: node tools/spec/cli.ts index|lint   (SPEC_ROOT: the repository to read; default the current folder)';
const [command, ...extra] = process.argv.slice(2);
if (command === '--help' || command === '-h') {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (command !== 'index' && command !== 'lint') {
  process.stderr.write(`${command === undefined ? '' : `unknown command '${command}'\n`}${USAGE}\n`);
  process.exit(2);
}
if (extra.length) {
  process.stderr.write(`${command} takes no arguments, got ${extra.map((a) => `'${a}'`).join(' ')}\n${USAGE}\n`);
  process.exit(2);
}
const root = process.env.SPEC_ROOT ?? process.cwd();
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
  for (const d of spec.diagnostics) process.stderr.write(formatDiagnostic(d) + '\n');
  // Warnings are printed but do not fail lint.
  for (const d of spec.warnings) process.stderr.write(formatDiagnostic(d) + '\n');
  const n = spec.diagnostics.length;
  const w = spec.warnings.length;
  const warned = w ? `, ${w} warning${w === 1 ? '' : 's'}` : '';
  const summary = `${spec.clauses.length} clauses in ${spec.chapters.length} chapter files of ${spec.books.length} rulebooks; ${n} problem${n === 1 ? '' : 's'}${warned}`;
  (n ? process.stderr : process.stdout).write(summary + '\n');
  process.exitCode = n ? 1 : 0;
}
