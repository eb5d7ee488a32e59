/**
 * npm run -s engine:serve -- [book …] [--fault <fault>]
 *
 * Serves the reference engines over the conformance protocol (docs/protocol.md): one JSON
 * request per line on standard input, one JSON response per line on standard output. With
 * book names, only those books are announced. `--fault` switches on a deliberate fault
 * (tools/protocol/faults.ts) so that the suite's power to catch it can be tested.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createServer } from '../../engine/core/server.ts';
import { REFERENCE_ENGINES, REFERENCE_INFO } from '../../engine/reference.ts';
import { FAULTS, withFault } from './faults.ts';

const USAGE = `usage: npm run -s engine:serve -- [book …] [--fault <fault>]
  books:  ${REFERENCE_ENGINES.map((e) => e.book).join(', ')} (default: all)
  faults: ${Object.keys(FAULTS).join(', ')}`;

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { fault: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
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
const engines = args.positionals.length ? REFERENCE_ENGINES.filter((e) => args.positionals.includes(e.book)) : REFERENCE_ENGINES;
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
