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
 * TCG_SEEDED_FAULT_SET=<module.ts>: the fault is looked up in the one set that module exports
 * as FAULT_SET, instead of tools/faults/sets.ts (to try a fault before adding it; the tests).
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { applyFault, FAULT_ENV, FaultError, faultName, REPORT_ENV, type FaultSet, type SeededFault } from './fault.ts';
import { FAULT_SETS } from './sets.ts';

/** A module exporting one FAULT_SET to use instead of tools/faults/sets.ts (to try a fault before adding it, and for tests). */
export const SET_ENV = 'TCG_SEEDED_FAULT_SET';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function die(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** The fault a TCG_SEEDED_FAULT value names in `sets`, or a message saying why it names none. */
export function resolveFault(value: string, sets: Readonly<Record<string, FaultSet>>, where: (book: string) => string): { book: string; fault: SeededFault } | { error: string } {
  const m = /^([^:]+):(.+)$/.exec(value);
  if (!m) return { error: `${FAULT_ENV} must be <book>:<fault id>, got '${value}'` };
  const [, book, id] = m as unknown as [string, string, string];
  const set = Object.hasOwn(sets, book) ? sets[book] : undefined;
  if (!set) return { error: `${FAULT_ENV}='${value}': no seeded-fault set for the book '${book}' (have: ${Object.keys(sets).join(', ')})` };
  const fault = set.faults.find((f) => f.id === id);
  if (!fault) return { error: `${FAULT_ENV}='${value}': unknown fault '${id}' in ${where(book)}` };
  return { book, fault };
}

/** The sets to look in: tools/faults/sets.ts, or the one set a TCG_SEEDED_FAULT_SET module exports as FAULT_SET. */
async function faultSets(): Promise<{ sets: Readonly<Record<string, FaultSet>>; where: (book: string) => string }> {
  const file = process.env[SET_ENV]?.trim();
  if (!file) return { sets: FAULT_SETS, where: (book) => `tools/faults/${book}.ts (npm run faults -- --book ${book} --list)` };
  let set: FaultSet | undefined;
  try {
    set = ((await import(pathToFileURL(resolve(file)).href)) as { FAULT_SET?: FaultSet }).FAULT_SET;
  } catch (e) {
    die(`${SET_ENV}='${file}': cannot load the fault set: ${(e as Error).message}`);
  }
  if (!set || typeof set.book !== 'string' || !Array.isArray(set.faults)) die(`${SET_ENV}='${file}': the module exports no FAULT_SET {book, serve, faults}`);
  return { sets: { [set.book]: set }, where: () => file };
}

const value = process.env[FAULT_ENV]?.trim();
if (value) {
  const { sets, where } = await faultSets();
  const found = resolveFault(value, sets, where);
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
