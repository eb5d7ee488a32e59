/**
 * npm run -s engine:serve -- [book …] [--fault <fault>] [--follow <key>[,<key>…]]
 *
 * Serves the reference engines over the conformance protocol (docs/protocol.md): one JSON
 * request per line on standard input, one JSON response per line on standard output. With
 * book names, only those books are announced. `--fault` switches on a deliberate fault
 * (tools/protocol/faults.ts) so that the suite's power to catch it can be tested. `--follow`
 * serves alternative readings (option= keys of note clauses) as the engine's own: switched on
 * in every game and announced in the handshake's `readings` (engine/core/readings.ts).
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { following, unknownReadings } from '../../engine/core/readings.ts';
import { createServer } from '../../engine/core/server.ts';
import { REFERENCE_ENGINES, REFERENCE_INFO } from '../../engine/reference.ts';
import { FAULTS, withFault } from './faults.ts';

const USAGE = `usage: npm run -s engine:serve -- [book …] [--fault <fault>] [--follow <key>[,<key>…]]
  books:    ${REFERENCE_ENGINES.map((e) => e.book).join(', ')} (default: all)
  faults:   ${Object.keys(FAULTS).join(', ')}
  readings: ${REFERENCE_ENGINES.map((e) => `${e.book}: ${e.options.filter((o) => o.note).map((o) => o.key).join(', ') || '(none)'}`).join('; ')}`;

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { fault: { type: 'string' }, follow: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
} catch (e) {
  console.error(`${(e as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const unknown = args.positionals.filter((b) => !REFERENCE_ENGINES.some((e) => e.book === b));
if (unknown.length) {
  console.error(`unknown book ${unknown.map((b) => `'${b}'`).join(', ')}\n${USAGE}`);
  process.exit(2);
}
const fault = args.values.fault;
if (fault !== undefined && !Object.hasOwn(FAULTS, fault)) {
  console.error(`unknown fault '${fault}'\n${USAGE}`);
  process.exit(2);
}
const chosen = args.positionals.length ? REFERENCE_ENGINES.filter((e) => args.positionals.includes(e.book)) : REFERENCE_ENGINES;
// Each --follow key goes to the served book that has that alternative reading; a key no served book has is refused.
const follow = (args.values.follow ?? '').split(',').filter(Boolean);
const stray = follow.filter((k) => chosen.every((e) => unknownReadings(e, [k]).length));
if (stray.length) {
  console.error(`no served book has the alternative reading ${stray.map((k) => `'${k}'`).join(', ')}\n${USAGE}`);
  process.exit(2);
}
const engines = chosen.map((e) => {
  const keys = follow.filter((k) => !unknownReadings(e, [k]).length);
  return keys.length ? following(e, keys) : e;
});
const server = withFault(createServer(REFERENCE_INFO, engines), fault);

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (line.trim() === '') continue;
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch (e) {
    process.stdout.write(JSON.stringify({ id: null, ok: false, error: { code: 'bad-request', message: `not JSON: ${(e as Error).message}` } }) + '\n');
    continue;
  }
  const answer = server.handle(request);
  if (answer === 'hang') continue;
  if (answer === 'crash') process.exit(70);
  process.stdout.write((typeof answer === 'string' ? answer : JSON.stringify(answer)) + '\n');
}
