/**
 * node --import ./tools/faults/hook.ts <program>   with   TCG_SEEDED_FAULT=<book>:<id>
 *
 * Applies one seeded fault (tools/faults/<book>.ts) to this process: when the fault's engine
 * file is loaded, its source is rewritten in memory (module.registerHooks' load hook); the
 * file on disk is never touched. Without TCG_SEEDED_FAULT (or with it empty) the hook does
 * nothing.
 *
 * It fails loudly, with one message naming the fault and its file and exit code 2, when the
 * variable names no fault, or when the fault's find text does not occur exactly once in the
 * file (checked on disk at start and again on the source loaded). If the process ends
 * normally without having loaded the file, it says so and exits 3: a fault that is never
 * applied must not pass for one the rulings caught.
 *
 * TCG_SEEDED_FAULT_REPORT=<file>: each time the fault is applied, a line `<book>:<id>` is
 * appended to that file (the runner checks that the engine it ran was the faulty one).
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { applyFault, FAULT_ENV, FaultError, faultName, REPORT_ENV, type SeededFault } from './fault.ts';
import { FAULT_SETS } from './sets.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function die(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** The fault a TCG_SEEDED_FAULT value names, or a message saying why it names none. */
export function resolveFault(value: string): { book: string; fault: SeededFault } | { error: string } {
  const m = /^([^:]+):(.+)$/.exec(value);
  if (!m) return { error: `${FAULT_ENV} must be <book>:<fault id>, got '${value}'` };
  const [, book, id] = m as unknown as [string, string, string];
  const set = Object.hasOwn(FAULT_SETS, book) ? FAULT_SETS[book] : undefined;
  if (!set) return { error: `${FAULT_ENV}='${value}': no seeded-fault set for the book '${book}' (have: ${Object.keys(FAULT_SETS).join(', ')})` };
  const fault = set.faults.find((f) => f.id === id);
  if (!fault) return { error: `${FAULT_ENV}='${value}': unknown fault '${id}' in tools/faults/${book}.ts (npm run faults -- --book ${book} --list)` };
  return { book, fault };
}

const value = process.env[FAULT_ENV]?.trim();
if (value) {
  const found = resolveFault(value);
  if ('error' in found) die(found.error);
  const { book, fault } = found;
  const name = faultName(book, fault);
  const path = `${ROOT}${fault.file}`;
  const url = pathToFileURL(path).href;
  let onDisk: string;
  try {
    onDisk = readFileSync(path, 'utf8');
  } catch (e) {
    die(`seeded fault ${name}: cannot read its file ${fault.file}: ${(e as Error).message}`);
  }
  try {
    applyFault(book, fault, onDisk);
  } catch (e) {
    die((e as Error).message);
  }
  let applied = false;
  registerHooks({
    load(u, context, nextLoad) {
      const loaded = nextLoad(u, context);
      if (u.split('?')[0] !== url || loaded.source === undefined || loaded.source === null) return loaded;
      let source: string;
      try {
        source = applyFault(book, fault, typeof loaded.source === 'string' ? loaded.source : Buffer.from(loaded.source as Uint8Array).toString('utf8'));
      } catch (e) {
        die(e instanceof FaultError ? e.message : `seeded fault ${name}: ${(e as Error).message}`);
      }
      applied = true;
      const report = process.env[REPORT_ENV];
      if (report) appendFileSync(report, `${name}\n`);
      return { ...loaded, source };
    },
  });
  process.on('exit', (code) => {
    if (!applied && code === 0) {
      process.stderr.write(`seeded fault ${name} was never applied: the program did not load ${fault.file}\n`);
      process.exit(3);
    }
  });
}
