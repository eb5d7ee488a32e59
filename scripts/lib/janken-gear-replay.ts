/**
 * じゃんけん・ギア game logs on the command line (`npm run simulate -- --book janken-gear
 * --replay <log.json>`): a log is `{book: 'janken-gear', setup, entries, result, digest}` in
 * the engine contract's forms (setup and actions as docs/protocol/janken-gear.md writes
 * them), the form the website's playground downloads. The replay starts the game from the
 * setup, applies every entry with the shared replay of engine/core/play.ts and, if the log
 * records a result, requires the same one; the digest (log-digest.ts) shows an edited file.
 */
import { replay } from '../../engine/core/play.ts';
import { jankenGearEngine } from '../../engine/janken-gear/contract.ts';
import type { JgState } from '../../engine/janken-gear/state.ts';
import { readTextInput, usageError } from './cli.ts';
import { checkDigest } from './log-digest.ts';

const MAX_LOG_BYTES = 16 << 20;

export const JANKEN_GEAR_HELP = `usage: npm run simulate -- --book janken-gear --replay <log.json>

Replays a じゃんけん・ギア game log and prints its result. A log is a JSON object
{"book": "janken-gear", "setup", "entries": [{"player", "action"}, …], "result", "digest"}
with the setup and the actions in the protocol's form (docs/protocol/janken-gear.md), as the
website's playground (/play/janken-gear/) downloads it. A log whose digest does not match its
content is refused; a log without a digest is replayed with a warning.

exit codes: 0 replayed; 1 the log was edited or does not replay; 2 usage error (bad
arguments, a file that cannot be read or is not JSON); 70 internal error.`;

function refuse(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

interface JankenGearLog {
  book?: unknown;
  setup?: unknown;
  entries?: unknown;
  result?: unknown;
}

function replayLog(file: string): void {
  const input = readTextInput(file, MAX_LOG_BYTES);
  if (!input.ok) usageError(`${file}: cannot read the game log (${input.message})`);
  let log: JankenGearLog;
  try {
    log = JSON.parse((input as { text: string }).text) as JankenGearLog;
  } catch (e) {
    return usageError(`${file}: not a JSON game log (${(e as Error).message}); is the file complete?`);
  }
  if (typeof log !== 'object' || log === null || log.book !== 'janken-gear') refuse(`${file}: not a じゃんけん・ギア game log (its "book" is not "janken-gear")`);
  const digest = checkDigest(log);
  if (digest.status === 'invalid') refuse(`${file}: ${digest.message}`);
  if (digest.status === 'mismatch') refuse(`${file}: the log was edited after it was written: its digest is ${digest.recorded}, its content's is ${digest.computed}`);
  if (digest.status === 'missing') process.stderr.write(`${file}: warning: the log has no digest, so whether it was edited cannot be checked; replaying it against the rules only\n`);
  const started = jankenGearEngine.start(log.setup);
  if (!started.ok) refuse(`${file}: the log's setup is refused: ${JSON.stringify(started).slice(0, 500)}`);
  const expected = log.result === undefined ? undefined : (log.result as Parameters<typeof replay>[3]);
  const r = replay(jankenGearEngine, (started as { state: JgState }).state, log.entries, expected);
  const count = Array.isArray(log.entries) ? log.entries.length : 0;
  if (!r.ok) refuse(r.entry < 0 || r.entry >= count ? `${file}: ${r.error}` : `${file}: entries[${r.entry}] cannot be replayed: ${r.error}`);
  const result = jankenGearEngine.result((r as { state: JgState }).state);
  console.log(`${file}: ${count} actions replayed${digest.status === 'match' ? ', digest checked' : ''}`);
  console.log(result ? `result: ${result.winner ?? 'draw'} (${result.clause}: ${result.reason})` : 'result: the game is not over');
  if (log.result !== undefined) console.log('the replayed result is the recorded one');
}

/** `--book janken-gear`: only `--replay FILE` (and `--help`); the arguments without `--book`. */
export function jankenGearSimulate(argv: string[]): void {
  if (argv.includes('--help')) return void console.log(JANKEN_GEAR_HELP);
  if (argv.length !== 2 || argv[0] !== '--replay' || !argv[1]) usageError(`--book janken-gear takes only --replay <log.json>, got '${argv.join(' ')}'`, 'see --book janken-gear --help');
  replayLog(argv[1]!);
}
