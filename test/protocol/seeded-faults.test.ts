/**
 * The seeded faults of every book with a fault set (tools/faults/, docs/seeded-faults.md):
 * `npm run faults` runs each fault's tagged rulings against the served reference engine with
 * that one rule function broken, after checking that those rulings pass without a fault, and
 * every fault must be caught. A fault that escapes is a weak ruling: strengthen the rulings,
 * never the fault.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { FAULT_SETS } from '../../tools/faults/sets.ts';
import { ROOT } from './run.ts';

function faults(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--disable-warning=DEP0180', 'scripts/faults.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

for (const [book, set] of Object.entries(FAULT_SETS)) {
  test(`${book}: every one of the ${set.faults.length} seeded faults is caught by the rulings`, async () => {
    const run = await faults(['--book', book]);
    const escaped = run.output.split('\n').filter((l) => /^(ESCAPED|BROKEN|UNTESTED) /.test(l));
    assert.deepEqual(escaped, [], `faults not caught:\n${run.output.slice(-6000)}`);
    assert.match(run.output, new RegExp(`^${set.faults.length} of ${set.faults.length} seeded faults caught`, 'm'), run.output.slice(-6000));
    assert.equal(run.code, 0, run.output.slice(-6000));
  });
}
