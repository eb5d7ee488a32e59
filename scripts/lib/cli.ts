/**
 * What every command line of the project shares so that it fails like a command line: a
 * usage error is one message on stderr and exit code 2, never a stack trace.
 *
 * - `integerArgument` reads a whole-number argument within documented bounds (safe integers
 *   only: `1e300` or `9007199254740993` are refused, not rounded).
 * - `unwritableReason` checks, before any work starts, that a file can be written there.
 * - `readTextInput` reads an input file with a size limit, dropping a byte order mark and
 *   refusing bytes that are not UTF-8 (with their line and column).
 * - `guardMain` is the last line of defence: an unexpected exception becomes one line naming
 *   the command (exit 70, EX_SOFTWARE); `TCG_DEBUG=1` shows the stack trace for debugging.
 */
import { accessSync, closeSync, constants, existsSync, openSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Exit code of a usage error: bad arguments, or an input file that cannot be read or written. */
export const USAGE_EXIT = 2;
/** Exit code of an internal error (a bug of the command or the engine). */
export const INTERNAL_EXIT = 70;

/** Prints `message` (and the usage line, if any) to stderr and exits with code 2. */
export function usageError(message: string, usage?: string): never {
  process.stderr.write(`${message}${usage ? `\n${usage}` : ''}\n`);
  process.exit(USAGE_EXIT);
}

/**
 * The whole number `text` given for `option`, or a message saying why it is not one between
 * `min` and `max` (inclusive). Accepts decimal digits only (an optional leading minus), so
 * `1e3`, `0x10`, `12abc`, `1.0` and blanks are refused rather than guessed at.
 */
export function integerArgument(option: string, text: string | undefined, min: number, max: number): { ok: true; value: number } | { ok: false; message: string } {
  const range = `an integer from ${min} to ${max}`;
  if (text === undefined) return { ok: false, message: `${option} needs a value: ${range}` };
  if (!/^-?\d+$/.test(text)) return { ok: false, message: `${option} must be ${range}, got '${text}'` };
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < min || n > max) return { ok: false, message: `${option} must be ${range}, got '${text}'` };
  return { ok: true, value: n };
}

/**
 * Why `path` cannot be written as a file, or undefined if it can: its folder must exist and be
 * writable, and the path must not be a folder. Checked before the work starts, so that a long
 * run never ends with a lost result.
 */
export function unwritableReason(path: string): string | undefined {
  if (path === '') return 'the path is empty';
  const full = resolve(path);
  try {
    if (statSync(full).isDirectory()) return 'it is a folder';
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') return `${dirname(path)} is not a folder`;
    if (code !== 'ENOENT') return (e as Error).message;
  }
  const dir = dirname(full);
  try {
    if (!statSync(dir).isDirectory()) return `${dirname(path)} is not a folder`;
    accessSync(dir, constants.W_OK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return `the folder ${dirname(path)} does not exist`;
    if (code === 'ENOTDIR') return `${dirname(path)} is not a folder`;
    return (e as Error).message;
  }
  // Permission bits say little to root or on special file systems: open the file for real
  // (an existing one is not changed; a new one is removed again).
  try {
    if (existsSync(full)) closeSync(openSync(full, 'r+'));
    else {
      closeSync(openSync(full, 'wx'));
      unlinkSync(full);
    }
  } catch (e) {
    return (e as Error).message;
  }
  return undefined;
}

/** The text of an input file (a leading byte order mark dropped), or why it cannot be read. */
export function readTextInput(path: string, maxBytes: number): { ok: true; text: string } | { ok: false; message: string } {
  try {
    const st = statSync(path);
    if (st.isDirectory()) return { ok: false, message: 'it is a folder, not a file' };
    if (st.size > maxBytes) return { ok: false, message: `the file has ${st.size} bytes; at most ${maxBytes} are read` };
    const bytes = readFileSync(path);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, message: invalidUtf8(bytes) };
    }
    return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { ok: false, message: code === 'ENOENT' ? 'no such file' : (e as Error).message };
  }
}

/** Where the first byte that is not UTF-8 is: line, column (in characters) and byte offset. */
function invalidUtf8(bytes: Uint8Array): string {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const n = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (n < 0) break;
    // The second byte's range excludes overlong forms, surrogates and code points past U+10FFFF.
    const [lo, hi] = b === 0xe0 ? [0xa0, 0xbf] : b === 0xed ? [0x80, 0x9f] : b === 0xf0 ? [0x90, 0xbf] : b === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
    let ok = true;
    for (let k = 1; k <= n; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? lo : 0x80) || c > (k === 1 ? hi : 0xbf)) ok = false;
    }
    if (!ok) break;
    i += n + 1;
  }
  const lineStart = bytes.lastIndexOf(0x0a, i - 1) + 1;
  const line = bytes.subarray(0, lineStart).filter((c) => c === 0x0a).length + 1;
  const column = new TextDecoder().decode(bytes.subarray(lineStart, i)).length + 1;
  return `invalid UTF-8 at line ${line}, column ${column} (byte 0x${bytes[i]!.toString(16).padStart(2, '0')} at byte offset ${i}): save the file as UTF-8`;
}

/**
 * Runs `main`; an exception it throws (or a promise it rejects) is printed as one line
 * `<command>: internal error: <message>` and exits 70. With TCG_DEBUG=1 the stack is printed too.
 */
export function guardMain(command: string, main: () => void | Promise<void>): void {
  const die = (e: unknown) => {
    const message = e instanceof Error ? e.message : String(e);
    process.stderr.write(`${command}: internal error: ${message.split('\n')[0]}\n`);
    if (process.env.TCG_DEBUG === '1' && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`);
    process.exit(INTERNAL_EXIT);
  };
  try {
    const r = main();
    if (r instanceof Promise) r.catch(die);
  } catch (e) {
    die(e);
  }
}
