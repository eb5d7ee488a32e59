/**
 * Runs the benchmark scripts in bench/: all of them, or those named on the command line
 * (`npm run bench -- tommy-walker`). Each prints its own figures. The whole-process
 * benchmarks of the tooling (conformance, lint: minutes each) run only when named.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const USAGE = 'usage: npm run bench [-- <benchmark> …]   (the benchmarks are the files of bench/: node bench/<name>.ts)';
const wanted = process.argv.slice(2);
if (wanted.includes('--help') || wanted.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const options = wanted.filter((w) => w.startsWith('-'));
if (options.length) {
  console.error(`unknown option ${options.join(', ')}; a benchmark's own options are given to node bench/<name>.ts\n${USAGE}`);
  process.exit(2);
}
// bench/ of this script's repository, wherever it is run from.
const benchDir = fileURLToPath(new URL('../bench', import.meta.url));
if (!existsSync(benchDir) || !statSync(benchDir).isDirectory()) {
  console.error(`no folder ${benchDir}\n${USAGE}`);
  process.exit(2);
}
const all = readdirSync(benchDir).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, '')).sort();
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`no benchmark named ${unknown.join(', ')} (have: ${all.join(', ') || 'none'})\n${USAGE}`);
  process.exit(2);
}
let failed = 0;
/** Whole-process benchmarks of the tooling, minutes each: run only when named. */
const BY_NAME_ONLY = ['conformance', 'lint'];
const chosen = wanted.length ? wanted : all.filter((b) => !BY_NAME_ONLY.includes(b));
for (const name of chosen) {
  console.log(`== bench/${name}.ts`);
  const run = spawnSync(process.execPath, [join(benchDir, `${name}.ts`)], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
if (!all.length) console.log('no benchmarks in bench/ yet');
const skipped = wanted.length ? [] : BY_NAME_ONLY.filter((b) => all.includes(b));
if (skipped.length) console.log(`not run without their names (minutes each): ${skipped.join(', ')}; npm run bench -- ${skipped.join(' ')}`);
process.exit(failed ? 1 : 0);
