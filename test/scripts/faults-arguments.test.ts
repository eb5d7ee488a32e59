/** `npm run faults` answers --help and refuses bad arguments like every command line (exit 2, one message, no stack trace). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertRefused, runScript } from './command-line.ts';

const faults = (...args: string[]) => runScript('scripts/faults.ts', args);

test('npm run faults: --help, --list and refused arguments', () => {
  const help = faults('--help');
  assert.equal(help.status, 0);
  assert.match(help.stdout, /^usage: npm run faults -- /);
  assert.match(help.stdout, /exit codes: 0 every fault caught/);
  assertRefused(faults('--bogus'), 2, /^Unknown option '--bogus'/, 12);
  assertRefused(faults('--book', 'nobook'), 2, /^no seeded-fault set for the book 'nobook' \(have: twgp\)/, 12);
  assertRefused(faults('--book', 'twgp', '--fault', 'no-such-fault'), 2, /^unknown fault 'no-such-fault' in tools\/faults\/twgp\.ts/, 12);
  assertRefused(faults('--jobs', '0'), 2, /^--jobs must be an integer from 1 to 16, got '0'/, 12);
  assertRefused(faults('--timeout', '1e3'), 2, /^--timeout must be an integer from 1 to 3600000, got '1e3'/, 12);
  const list = faults('--book', 'twgp', '--list', '--fault', 'speed-ignores-weapons');
  assert.equal(list.status, 0, list.stderr);
  assert.match(list.stdout, /^twgp:speed-ignores-weapons {2}engine\/twgp\/status\.ts slowedSpeed {2}\[twgp\.status\.speed\.weapon\] {2}\d+ rulings\n {4}speed is computed/);
});
