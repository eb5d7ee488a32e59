/**
 * Runs a command of the project the way a user does (a child process from the repository's
 * root) and checks that a refusal looks like a command line's: the expected exit code, a
 * short message on stderr that says what is wrong, and no stack trace.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** `node <script> …args` from the repository's root, with a time limit. */
export function runScript(script: string, args: string[], options: { env?: NodeJS.ProcessEnv; input?: string; cwd?: string; timeoutMs?: number } = {}): Ran {
  const r = spawnSync(process.execPath, [join(ROOT, script), ...args], {
    cwd: options.cwd ?? ROOT,
    encoding: 'utf8',
    env: { ...process.env, TCG_DEBUG: '', ...options.env },
    input: options.input ?? '',
    timeout: options.timeoutMs ?? 90_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A fresh temporary folder. */
export function scratch(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `${prefix}-`));
}

/**
 * Asserts a refusal: exit code `code`, stderr matching `message`, at most `maxLines` lines
 * of output, and nothing that looks like a stack trace or an uncaught exception.
 */
export function assertRefused(r: Ran, code: number, message: RegExp, maxLines = 12): void {
  const all = `${r.stdout}${r.stderr}`;
  assert.equal(r.status, code, `exit code ${r.status}, expected ${code}; output:\n${all}`);
  assert.match(r.stderr, message);
  assert.doesNotMatch(all, /^ {4}at /m, `a stack trace:\n${all}`);
  assert.doesNotMatch(all, /node:internal|Node\.js v\d|^\s*\^\s*$|Uncaught|TypeError|RangeError|ReferenceError/m, `an uncaught exception:\n${all}`);
  const lines = all.trimEnd().split('\n').length;
  assert.ok(lines <= maxLines, `${lines} lines of output (at most ${maxLines} expected):\n${all}`);
}
