/**
 * Runs the benchmark scripts in bench/: all of them, or those named on the command line
 * (`npm run bench -- tommy-walker`). Each prints its own figures.
 */
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const wanted = process.argv.slice(2);
const all = readdirSync('bench').filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, '')).sort();
const unknown = wanted.filter((w) => !all.includes(w));
if (unknown.length) {
  console.error(`no benchmark named ${unknown.join(', ')} (have: ${all.join(', ') || 'none'})`);
  process.exit(2);
}
let failed = 0;
for (const name of wanted.length ? wanted : all) {
  console.log(`== bench/${name}.ts`);
  const run = spawnSync(process.execPath, [join('bench', `${name}.ts`)], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
if (!all.length) console.log('no benchmarks in bench/ yet');
process.exit(failed ? 1 : 0);
