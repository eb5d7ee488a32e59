/**
 * Runs a command, echoing its output as it comes (unless `echo` is false: a command run
 * alongside another keeps its output for the caller to print whole), and returns its exit
 * code and output.
 *
 * A command may not hang the caller: past `timeoutMs` it is stopped, with every process it
 * started, and its result says so. Each command leads its own process group so that the
 * processes it started (test files, browsers, servers) are stopped with it; for the same
 * reason, when the caller is interrupted (Ctrl+C) or terminated, the groups still running are
 * stopped before it exits. Once the command itself has exited, processes it left behind
 * that still hold its output open are given `LEFTOVER_GRACE_MS` to end and are then stopped,
 * rather than waited for; the command's own exit code stands, and the result says what was
 * stopped (CI once waited 80 minutes after a stage's last line, issue 16).
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunResult {
  code: number;
  output: string;
  /** Why the command was stopped, when it was: it ran past its time, or left processes behind. */
  stopped?: string;
}

export interface RunOptions {
  echo?: boolean;
  /** Stop the command (and what it started) after this many milliseconds. */
  timeoutMs?: number;
}

const LEFTOVER_GRACE_MS = 10_000;
const KILL_GRACE_MS = 5_000;
const running = new Set<ChildProcess>();

/** Signals the command's whole process group; a group already gone is no error. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    // ESRCH: every process of the group has ended.
  }
}

/** SIGTERM to the group, then SIGKILL to whatever of it is left a few seconds later. */
function stopGroup(child: ChildProcess) {
  signalGroup(child, 'SIGTERM');
  setTimeout(() => signalGroup(child, 'SIGKILL'), KILL_GRACE_MS).unref();
}

let signalsHandled = false;
/** On Ctrl+C or SIGTERM, the groups (which the terminal no longer signals) end with us. */
function handleSignalsOnce() {
  if (signalsHandled) return;
  signalsHandled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const child of running) signalGroup(child, 'SIGKILL');
      // A caller with a handler of its own (npm start's server) ends in its own way.
      if (process.listenerCount(signal) === 1) process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, { echo = true, timeoutMs }: RunOptions = {}): Promise<RunResult> {
  handleSignalsOnce();
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    let output = '';
    let stopped: string | undefined;
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (code: number) => {
      if (settled) return;
      settled = true;
      running.delete(child);
      for (const timer of timers) clearTimeout(timer);
      resolve(stopped ? { code, output: `${output}\n${stopped}\n`, stopped } : { code, output });
    };
    const note = (why: string) => {
      stopped = `${[command, ...args].join(' ')}: ${why}`;
      if (echo) process.stderr.write(`\n${stopped}\n`);
    };
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stdout.write(chunk);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stderr.write(chunk);
    });
    if (timeoutMs !== undefined) {
      timers.push(setTimeout(() => {
        note(`still running after ${Math.round(timeoutMs / 1000)} s: stopped, with every process it started`);
        stopGroup(child);
      }, timeoutMs));
    }
    child.on('error', (error) => {
      output += `\n${command}: ${error.message}`;
      finish(127);
    });
    child.on('exit', (code, signal) => {
      const exitCode = code ?? (stopped ? 124 : 1);
      timers.push(setTimeout(() => {
        note(`exited ${signal ?? `with ${code}`}, but processes it started still held its output ${LEFTOVER_GRACE_MS / 1000} s later: they were stopped`);
        stopGroup(child);
        finish(exitCode);
      }, LEFTOVER_GRACE_MS));
    });
    child.on('close', (code) => finish(code ?? (stopped ? 124 : 1)));
  });
}

/** Counts from node:test's summary lines (`ℹ pass 12`, `ℹ fail 0`). */
export function nodeTestCounts(output: string): { passed: number; failed: number } | null {
  const pass = /^ℹ pass (\d+)$/m.exec(output);
  const fail = /^ℹ fail (\d+)$/m.exec(output);
  return pass && fail ? { passed: Number(pass[1]), failed: Number(fail[1]) } : null;
}

/**
 * Counts from cucumber-js's summary lines (`5 scenarios (3 passed, 1 failed, 1 skipped)`),
 * summed over every run in the output. Skipped scenarios (rulings not applicable to the
 * engine) count as neither; failed, undefined, pending and ambiguous ones count as failed.
 */
export function cucumberCounts(output: string): { passed: number; failed: number } | null {
  let found = false;
  let passed = 0;
  let failed = 0;
  for (const m of output.matchAll(/^(\d+) scenarios? \(([^)]*)\)$/gm)) {
    found = true;
    const count = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(m[2]!)?.[1] ?? 0);
    passed += count('passed');
    failed += count('failed') + count('undefined') + count('pending') + count('ambiguous');
  }
  if (!found && /^0 scenarios$/m.test(output)) return { passed: 0, failed: 0 };
  return found ? { passed, failed } : null;
}
