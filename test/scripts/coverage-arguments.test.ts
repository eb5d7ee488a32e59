// npm run coverage: bad arguments and a report that is missing, a folder, truncated, empty or
// not a Cucumber message stream are usage errors (exit 2) naming the file (and line), with no
// stack trace; a truncated report is never read as rulings that did not run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertRefused, runScript, scratch } from './command-line.ts';

const coverage = (...args: string[]) => runScript('tools/rulings/cli.ts', args);
const dir = scratch('coverage-args');
const report = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
const META = '{"meta":{"protocolVersion":"x"}}';
const FINISHED = '{"testRunFinished":{"success":true,"timestamp":{"seconds":0,"nanos":0}}}';

test('unknown books (inherited property names included), commands and options are usage errors', () => {
  assertRefused(coverage('coverage', 'constructor'), 2, /^unknown rulebook 'constructor' \(have: /, 2);
  assertRefused(coverage('coverage', '__proto__'), 2, /^unknown rulebook '__proto__'/, 2);
  assertRefused(coverage('covrage'), 2, /^unknown command 'covrage'\nusage: /, 2);
  assertRefused(coverage(), 2, /^usage: node tools\/rulings\/cli\.ts coverage/, 2);
  assertRefused(coverage('coverage', 'kakushin', 'twgp'), 2, /^one book at most, got 2/, 2);
  assertRefused(coverage('coverage', '--bogus'), 2, /^Unknown option '--bogus'/, 3);
  assertRefused(coverage('coverage', 'kakushin', '--report'), 2, /argument missing/, 3);
  const h = coverage('--help');
  assert.equal(h.status, 0);
  assert.match(h.stdout, /exit codes: 0 all passed; 1 some did not; 2 usage error/);
});

test('a report that is missing or a folder is a usage error', () => {
  assertRefused(coverage('coverage', 'kakushin', '--report', join(dir, 'none.ndjson')), 2, /^no report at .*none\.ndjson: run npm run conformance first/, 2);
  assertRefused(coverage('coverage', 'kakushin', '--report', dir), 2, /: a report is a file \(reports\/<book>\.ndjson\), not a folder/, 2);
});

test('a truncated, empty or unparsable report is refused with file:line', () => {
  const cases: [string, string, RegExp][] = [
    ['empty.ndjson', '', /empty\.ndjson:1: the report is empty; run npm run conformance again/],
    ['blank.ndjson', '\n\n', /blank\.ndjson:1: the report is empty/],
    ['cut-at-line.ndjson', `${META}\n{"source":{"uri":"x","data":"","mediaType":"text/x.cucumber.gherkin+plain"}}\n`, /cut-at-line\.ndjson:2: the report is truncated: it has no testRunFinished message/],
    ['cut-mid-line.ndjson', `${META}\n{"testRunFinished":{"succ`, /cut-mid-line\.ndjson:2: not a Cucumber message \(invalid JSON; the file may be truncated\)/],
    ['not-json.ndjson', `${META}\nhello\n${FINISHED}\n`, /not-json\.ndjson:2: not a Cucumber message \(invalid JSON\)/],
    ['null.ndjson', `null\n${FINISHED}\n`, /null\.ndjson:1: not a Cucumber message \(a message is a JSON object\)/],
    ['number.ndjson', `${META}\n42\n${FINISHED}\n`, /number\.ndjson:2: not a Cucumber message \(a message is a JSON object\)/],
    ['shape.ndjson', `${META}\n{"testCase":5}\n${FINISHED}\n`, /shape\.ndjson:2: not a Cucumber message of the expected shape \(/],
    ['step.ndjson', `${META}\n{"testStepFinished":{}}\n${FINISHED}\n`, /step\.ndjson:2: not a Cucumber message of the expected shape \(/],
    ['binary.ndjson', '\u0000\u00ff\u0001', /binary\.ndjson:1: not a Cucumber message \(invalid JSON; the file may be truncated\)/],
  ];
  for (const [name, text, message] of cases) assertRefused(coverage('coverage', 'kakushin', '--report', report(name, text)), 2, message, 2);
});

test('a complete but empty run is read: every clause is reported as without a passing ruling (exit 1)', () => {
  const r = coverage('coverage', 'kakushin', '--report', report('no-results.ndjson', `${META}\n${FINISHED}\n`));
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stdout, /^kakushin: 0\/\d+ normative clauses passed \(\d+ rulings not in the report\)$/m);
  assert.doesNotMatch(`${r.stdout}${r.stderr}`, /^ {4}at /m);
});
