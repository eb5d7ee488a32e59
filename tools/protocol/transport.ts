/**
 * The driver's two transports. Both carry one JSON line out and one JSON line back:
 * `inProcess` hands the line to a protocol server in this process (the reference engines);
 * `subprocess` writes it to the standard input of a command and reads the answer from its
 * standard output, with a timeout, and reports a crash, a hang or a closed pipe as a fault.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from '../../engine/core/server.ts';

export interface Transport {
  /** What the report calls this engine's command. */
  readonly command: string;
  /** Sends one line and resolves with the engine's next line; rejects with an EngineFault. */
  send(line: string, timeoutMs: number): Promise<string>;
  /** Stops the engine (a subprocess is killed); the next send starts it again. */
  close(): void;
}

/** A failure of the engine as a program (not a rule): crash, hang, garbage, closed pipe. */
export class EngineFault extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineFault';
  }
}

export function inProcess(server: Server, command = 'reference (in process)'): Transport {
  return {
    command,
    send: async (line) => JSON.stringify(server.handle(JSON.parse(line))),
    close: () => {},
  };
}

const STDERR_LINES = 20;

/** How long a freshly started engine may take to answer its first request (its start-up included), at least. */
export const STARTUP_TIMEOUT_MS = 30_000;

/** Runs `command` through the shell; keeps the last lines of its standard error for messages. */
export function subprocess(command: string, cwd = process.cwd()): Transport {
  let child: ChildProcess | undefined;
  let buffer = '';
  let lines: string[] = [];
  let stderr: string[] = [];
  let waiting: { resolve: (line: string) => void; reject: (e: Error) => void } | undefined;
  let exited: string | undefined;
  /** Whether the current child has not answered yet: its first answer may take start-up time. */
  let fresh = false;

  const tail = () => (stderr.length ? `; last standard error lines:\n  ${stderr.slice(-STDERR_LINES).join('\n  ')}` : '');

  function fail(message: string) {
    const w = waiting;
    waiting = undefined;
    w?.reject(new EngineFault(message + tail()));
  }

  function startChild(): ChildProcess {
    buffer = '';
    lines = [];
    stderr = [];
    exited = undefined;
    fresh = true;
    const c = spawn(command, { shell: true, cwd, stdio: ['pipe', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
    c.stdout!.setEncoding('utf8');
    c.stderr!.setEncoding('utf8');
    // A child that was stopped (a timeout) may still write or exit later: only the current
    // child's output and exit count, so a late answer can never be taken for a new request's.
    c.stdout!.on('data', (chunk: string) => {
      if (child !== c) return;
      buffer += chunk;
      let nl: number;
      while ((nl = buffer.indexOf('\n')) !== -1) {
        lines.push(buffer.slice(0, nl).replace(/\r$/, ''));
        buffer = buffer.slice(nl + 1);
      }
      if (waiting && lines.length) {
        const w = waiting;
        waiting = undefined;
        w.resolve(lines.shift()!);
      }
    });
    c.stderr!.on('data', (chunk: string) => {
      if (child !== c) return;
      stderr.push(...chunk.split('\n').filter((l) => l !== ''));
      if (stderr.length > 200) stderr = stderr.slice(-STDERR_LINES);
    });
    c.stdin!.on('error', () => {});
    c.on('error', (e) => {
      if (child !== c) return;
      exited = `the engine command could not be started: ${e.message}`;
      child = undefined;
      fail(exited);
    });
    c.on('exit', (code, signal) => {
      if (child !== c) return;
      exited = `engine exited (${signal ? `signal ${signal}` : `code ${code}`})`;
      child = undefined;
      fail(exited);
    });
    return c;
  }

  function kill(c: ChildProcess) {
    try {
      if (c.pid && process.platform !== 'win32') process.kill(-c.pid, 'SIGKILL');
      else c.kill('SIGKILL');
    } catch {
      c.kill('SIGKILL');
    }
  }

  return {
    command,
    send(line, timeoutMs) {
      child ??= startChild();
      const c = child;
      const limit = fresh ? Math.max(timeoutMs, STARTUP_TIMEOUT_MS) : timeoutMs;
      return new Promise<string>((resolve, reject) => {
        if (lines.length) return resolve(lines.shift()!);
        const timer = setTimeout(() => {
          if (waiting) {
            waiting = undefined;
            child = undefined;
            kill(c);
            reject(new EngineFault(`no answer within ${limit} ms (the engine was stopped and is started again for the next ruling)${tail()}`));
          }
        }, limit);
        waiting = {
          resolve: (l) => {
            clearTimeout(timer);
            fresh = false;
            resolve(l);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        };
        c.stdin!.write(line + '\n');
      });
    },
    close() {
      if (child) {
        const c = child;
        child = undefined;
        c.stdin?.end();
        kill(c);
      }
    },
  };
}
