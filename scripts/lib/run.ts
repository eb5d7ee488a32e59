/**
 * Runs a command, echoing its output as it comes (unless `echo` is false: a command run
 * alongside another keeps its output for the caller to print whole), and returns its exit
 * code and output.
 */
import { spawn } from 'node:child_process';

export interface RunResult {
  code: number;
  output: string;
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, { echo = true }: { echo?: boolean } = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (echo) process.stderr.write(chunk);
    });
    child.on('error', (error) => resolve({ code: 127, output: `${output}\n${command}: ${error.message}` }));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
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
