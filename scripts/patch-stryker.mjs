// Runs after npm install (package.json "postinstall"); plain JavaScript so that any Node runs it.
//
// @stryker-mutator/cucumber-runner 9.6.1 hands cucumber-js its formatter as a bare file:///…
// URL. cucumber-js 13 reads a format entry `file:///x/y.cjs` as "formatter `file`, output to
// `///x/y.cjs`", so the runner's results file is overwritten and no test result comes back.
// Written in double quotes ("file:///x/y.cjs"), the entry is read as one formatter path. This
// changes that one expression, once; an install without the runner is left alone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../node_modules/@stryker-mutator/cucumber-runner/dist/src/cucumber-test-runner.js', import.meta.url);
const BARE = 'format: [href],';
const QUOTED = 'format: [JSON.stringify(href)], // quoted for cucumber-js 13 (scripts/patch-stryker.mjs)';

if (existsSync(file)) {
  const text = readFileSync(file, 'utf8');
  if (text.includes(QUOTED)) process.exit(0);
  if (!text.includes(BARE)) {
    console.error(`scripts/patch-stryker.mjs: ${file.pathname} no longer has '${BARE}'; check whether this @stryker-mutator/cucumber-runner still needs the patch`);
    process.exit(1);
  }
  writeFileSync(file, text.replace(BARE, QUOTED));
  console.log('scripts/patch-stryker.mjs: quoted the cucumber runner\'s formatter path for cucumber-js 13');
}
