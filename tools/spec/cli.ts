/**
 * Command line for the spec tooling.
 *   node tools/spec/cli.ts index   print the clause index as one JSON array on stdout
 *   node tools/spec/cli.ts lint    report problems as file:line:column: message; exit 1 if any
 */
import { formatDiagnostic } from './diagnostics.ts';
import { loadSpec } from './load.ts';

const [command] = process.argv.slice(2);
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
} else if (command === 'lint') {
  for (const d of spec.diagnostics) process.stderr.write(formatDiagnostic(d) + '\n');
  const n = spec.diagnostics.length;
  const summary = `${spec.clauses.length} clauses in ${spec.chapters.length} chapter files of ${spec.books.length} rulebooks; ${n} problem${n === 1 ? '' : 's'}`;
  (n ? process.stderr : process.stdout).write(summary + '\n');
  process.exitCode = n ? 1 : 0;
} else {
  process.stderr.write('usage: node tools/spec/cli.ts index|lint\n');
  process.exitCode = 2;
}
