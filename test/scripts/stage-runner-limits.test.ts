/**
 * npm test's stage runner (scripts/lib/run.ts) never hangs on a stage: a command past its
 * time limit is stopped with every process it started, and processes a command leaves behind
 * holding its output are stopped soon after it exits, its exit code kept.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { run } from '../../scripts/lib/run.ts';

/** Whether a process is alive (signal 0 only checks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Node code for a child that starts a grandchild sleeping a minute, prints its pid, then runs `then`. */
const withGrandchild = (then: string) =>
  `const g = require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: ['ignore', 'inherit', 'inherit'] });` +
  `console.log('grandchild ' + g.pid); ${then}`;

const grandchildPid = (output: string) => Number(/grandchild (\d+)/.exec(output)?.[1]);

async function gone(pid: number, withinMs: number): Promise<boolean> {
  const end = Date.now() + withinMs;
  while (Date.now() < end) {
    if (!alive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !alive(pid);
}

test('a command that finishes in time gives its exit code and output, and is not marked stopped', async () => {
  const result = await run(process.execPath, ['-e', 'console.log("hello"); process.exit(3)'], {}, { echo: false, timeoutMs: 30_000 });
  assert.equal(result.code, 3);
  assert.match(result.output, /hello/);
  assert.equal(result.stopped, undefined);
});

test('a command past its limit is stopped with the processes it started, and fails saying why', async () => {
  const started = Date.now();
  const result = await run(process.execPath, ['-e', withGrandchild('setTimeout(() => {}, 60000)')], {}, { echo: false, timeoutMs: 1_500 });
  assert.ok(Date.now() - started < 20_000, 'the run returned long before the command would have ended');
  assert.notEqual(result.code, 0);
  assert.match(result.stopped ?? '', /still running after 2 s: stopped/);
  assert.match(result.output, /still running after/);
  const pid = grandchildPid(result.output);
  assert.ok(pid > 0, 'the grandchild printed its pid');
  assert.ok(await gone(pid, 10_000), 'the grandchild was stopped too');
});

test('processes left behind holding the output are stopped after a grace period; the exit code stands', async () => {
  const started = Date.now();
  const result = await run(process.execPath, ['-e', withGrandchild('setTimeout(() => process.exit(0), 200)')], {}, { echo: false });
  const took = Date.now() - started;
  assert.ok(took < 30_000, `returned after ${took} ms, not after the grandchild's minute`);
  assert.equal(result.code, 0);
  assert.match(result.stopped ?? '', /processes it started still held its output 10 s later/);
  const pid = grandchildPid(result.output);
  assert.ok(await gone(pid, 10_000), 'the leftover grandchild was stopped');
});
