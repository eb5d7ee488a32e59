// The other command lines (bench, the card table, spec:index/spec:lint, conformance,
// engine:serve, npm test, npm start): unknown arguments and bad values are usage errors
// (exit 2) with the usage line, never a stack trace and never ignored.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertRefused, runScript, scratch } from './command-line.ts';

test('npm run bench: unknown benchmark names (inherited ones included) and options are refused', () => {
  assertRefused(runScript('scripts/bench.ts', ['constructor']), 2, /^no benchmark named constructor \(have: .*tommy-walker/, 3);
  assertRefused(runScript('scripts/bench.ts', ['--seconds', '3']), 2, /^unknown option --seconds/, 3);
  assert.equal(runScript('scripts/bench.ts', ['--help']).status, 0);
});

test('node bench/tommy-walker.ts: the measuring time is a number of seconds from 0.1 to 600', () => {
  for (const s of ['abc', '-5', '1e3', '0', '601', 'Infinity']) {
    assertRefused(runScript('bench/tommy-walker.ts', [s]), 2, new RegExp(`^the measuring time must be a number of seconds from 0\\.1 to 600, got '${s}'`), 3);
  }
  assertRefused(runScript('bench/tommy-walker.ts', ['1', '2']), 2, /^one argument at most/, 3);
});

test('node bench/lighthouse.ts: unknown arguments are refused before Chromium starts', () => {
  assertRefused(runScript('bench/lighthouse.ts', ['--mobile']), 2, /^unknown argument --mobile\nusage: node bench\/lighthouse\.ts/, 2);
  assert.equal(runScript('bench/lighthouse.ts', ['--help']).status, 0);
});

test('npm run tw:cards refuses unknown arguments and works from any folder', () => {
  assertRefused(runScript('tools/cards/cli.ts', ['--chek']), 2, /^unknown argument '--chek'\nusage: /, 2);
  const r = runScript('tools/cards/cli.ts', ['--check'], { cwd: scratch('card-table') });
  assert.equal(r.status, 0, r.stderr);
});

test('spec:index / spec:lint refuse unknown commands and extra arguments', () => {
  assertRefused(runScript('tools/spec/cli.ts', ['lnt']), 2, /^unknown command 'lnt'\nusage: node tools\/spec\/cli\.ts index \| lint/, 2);
  assertRefused(runScript('tools/spec/cli.ts', ['lint', '--fix']), 2, /^Unknown option '--fix'/, 2);
  assertRefused(runScript('tools/spec/cli.ts', ['index', 'x']), 2, /^index takes no arguments, got 'x'/, 2);
  assertRefused(runScript('tools/spec/cli.ts', ['lint', 'README.md']), 2, /^README\.md: not a chapter file of /, 2);
  assertRefused(runScript('tools/spec/cli.ts', ['lint', '--format', 'xml']), 2, /^--format must be text or json, not 'xml'/, 2);
  assertRefused(runScript('tools/spec/cli.ts', []), 2, /^usage: /, 2);
  assertRefused(runScript('tools/spec/cli.ts', ['lint'], { env: { SPEC_ROOT: join(scratch('spec-root'), 'none') } }), 2, /^no spec\/ folder in /, 2);
  assert.equal(runScript('tools/spec/cli.ts', ['--help']).status, 0);
});

test('npm run conformance refuses bad values before any ruling runs, and an unwritable --report before the run', () => {
  const usage = /\nusage: npm run conformance/;
  const cases: [string[], RegExp][] = [
    [['--book', 'constructor'], /^unknown book 'constructor'/],
    [['--jobs', '1e3'], /^--jobs must be an integer from 1 to 16, got '1e3'/],
    [['--jobs', '17'], /^--jobs must be an integer from 1 to 16, got '17'/],
    [['--timeout', '0x10'], /^--timeout must be an integer from 1 to 3600000, got '0x10'/],
    [['--timeout=-1'], /^--timeout must be an integer from 1 to 3600000, got '-1'/],
    [['--report', 'x.json'], /^--report needs exactly one --book/],
    [['--engine', '  '], /^--engine needs a command/],
    [['--book', 'kakushin', '--tags', ' '], /^--tags needs a tag expression/],
    [['--book', 'kakushin', '--tags', '@kakushin.battle'], /^--tags needs --report <file\.json>: a run of some rulings must not replace/],
    [['extra'], /^Unexpected argument 'extra'/],
  ];
  for (const [args, message] of cases) {
    const r = runScript('scripts/conformance.ts', args);
    assertRefused(r, 2, message, 12);
    assert.match(r.stderr, usage);
  }
  const dir = scratch('conformance-args');
  const file = join(dir, 'file');
  writeFileSync(file, 'x');
  assertRefused(runScript('scripts/conformance.ts', ['--book', 'kakushin', '--report', dir]), 2, /^cannot write the report .*: it is a folder/, 12);
  assertRefused(runScript('scripts/conformance.ts', ['--book', 'kakushin', '--report', join(file, 'r.json')]), 2, /^cannot write the report .*r\.json: /, 12);
});

test('engine:serve refuses unknown books and faults, inherited names included', () => {
  assertRefused(runScript('tools/protocol/serve.ts', ['constructor']), 2, /^unknown book 'constructor'\nusage: /, 6);
  assertRefused(runScript('tools/protocol/serve.ts', ['--fault', '__proto__']), 2, /^unknown fault '__proto__'\nusage: /, 6);
  assertRefused(runScript('tools/protocol/serve.ts', ['--fault']), 2, /argument missing/, 6);
  assertRefused(runScript('tools/protocol/serve.ts', ['--bogus']), 2, /^Unknown option '--bogus'/, 6);
});

test('npm test and npm start take no arguments; npm start checks PORT', () => {
  assertRefused(runScript('scripts/test.ts', ['--only', 'unit']), 2, /^npm test takes no arguments, got '--only' 'unit'/, 2);
  assertRefused(runScript('scripts/start.ts', ['--port', '80']), 2, /^npm start takes no arguments/, 2);
  for (const port of ['abc', '0', '65536', '80x']) assertRefused(runScript('scripts/start.ts', [], { env: { PORT: port } }), 2, new RegExp(`^PORT must be a port number from 1 to 65535, got '${port}'`), 2);
});

test('npm run mutation: a bad book, --concurrency or --from-report combination is a usage error before Stryker starts', () => {
  assertRefused(runScript('scripts/mutation.ts', ['no-such-book']), 2, /^no mutation configuration for 'no-such-book'/, 12);
  assertRefused(runScript('scripts/mutation.ts', ['tommy-walker', '--concurrency', '0']), 2, /^--concurrency 0: must be a whole number from 1 to 99/, 12);
  assertRefused(runScript('scripts/mutation.ts', ['tommy-walker', '--from-report', '--concurrency', '1']), 2, /^--from-report runs no mutant/, 12);
  assertRefused(runScript('scripts/mutation.ts', ['tommy-walker', '--mutate', 'engine/twgp/status.ts']), 2, /^--mutate engine\/twgp\/status\.ts: only files of engine\/tommy-walker\//, 12);
});
