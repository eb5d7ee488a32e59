/**
 * Seeded faults: one rule function of a reference engine broken at a time, to measure whether
 * a book's rulings catch a wrong engine (docs/seeded-faults.md).
 *
 * A fault is data: the engine file, the rule function, the clauses it breaks, and one exact
 * text replacement in that file. The hook (tools/faults/hook.ts) applies one fault to the
 * engine process as the file is loaded, without touching the file; the runner
 * (scripts/faults.ts) runs the rulings tagged with the fault's clauses against that engine.
 * A fault whose `find` text does not occur exactly once in its file is refused, loudly, so
 * that a fault never silently becomes a no-op when the engine's code changes.
 */

/** The environment variable that names the one fault to apply: `<book>:<id>`. */
export const FAULT_ENV = 'TCG_SEEDED_FAULT';
/** A file to which the hook appends `<book>:<id>` each time it applies the fault. */
export const REPORT_ENV = 'TCG_SEEDED_FAULT_REPORT';

export interface SeededFault {
  /** Kebab-case, named by what it breaks (`speed-ignores-weapons`); unique in its book. */
  id: string;
  /** The engine file, relative to the repository root (`engine/twgp/status.ts`). */
  file: string;
  /** The rule function the replacement breaks. */
  function: string;
  /** The clause IDs (of spec/<book>/) the fault breaks: their rulings must catch it. */
  clauses: string[];
  /** Exact text that occurs exactly once in the file. */
  find: string;
  /** What replaces it: a small realistic bug. */
  replace: string;
  /** One line: what the engine gets wrong. */
  why: string;
}

/** One book's fault set and how its reference engine is served. */
export interface FaultSet {
  book: string;
  /** The arguments of tools/protocol/serve.ts that serve this book's engine. */
  serve: string[];
  faults: readonly SeededFault[];
}

/** A fault that cannot be applied; the message names the fault and its file. */
export class FaultError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FaultError';
  }
}

/** How often `find` occurs in `text` (non-overlapping). */
export function occurrences(text: string, find: string): number {
  if (find === '') return 0;
  let n = 0;
  for (let i = text.indexOf(find); i !== -1; i = text.indexOf(find, i + find.length)) n++;
  return n;
}

/** The name a fault goes by in messages and in TCG_SEEDED_FAULT: `<book>:<id>`. */
export const faultName = (book: string, fault: Pick<SeededFault, 'id'>) => `${book}:${fault.id}`;

/** The source with the fault applied; throws a FaultError unless `find` occurs exactly once. */
export function applyFault(book: string, fault: SeededFault, source: string): string {
  const n = occurrences(source, fault.find);
  if (n !== 1) {
    const how = n === 0 ? 'does not occur' : `occurs ${n} times`;
    throw new FaultError(
      `seeded fault ${faultName(book, fault)}: its find text ${how} in ${fault.file} (it must occur exactly once; ` +
        `update the fault in tools/faults/${book}.ts to the engine's current code): ${JSON.stringify(fault.find)}`,
    );
  }
  const at = source.indexOf(fault.find);
  return source.slice(0, at) + fault.replace + source.slice(at + fault.find.length);
}

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * What is wrong with a fault set, as located messages (empty if nothing): ids kebab-case and
 * unique, every field present, the file under engine/, `replace` differing from `find`, the
 * find text occurring exactly once in the file (read by `readSource`), and every clause one of
 * `clauseIds` (when given).
 */
export function checkFaultSet(set: FaultSet, readSource: (file: string) => string | undefined, clauseIds?: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  set.faults.forEach((f, i) => {
    const at = `tools/faults/${set.book}.ts: fault ${i + 1}${typeof f.id === 'string' ? ` (${f.id})` : ''}`;
    if (typeof f.id !== 'string' || !ID.test(f.id)) problems.push(`${at}: id must be kebab-case`);
    else if (seen.has(f.id)) problems.push(`${at}: duplicate id`);
    else seen.add(f.id);
    for (const key of ['file', 'function', 'find', 'replace', 'why'] as const) {
      if (typeof f[key] !== 'string' || (key !== 'replace' && f[key].trim() === '')) problems.push(`${at}: ${key} must be a non-empty string`);
    }
    if (!Array.isArray(f.clauses) || f.clauses.length === 0) problems.push(`${at}: clauses must list at least one clause ID`);
    else if (clauseIds) for (const c of f.clauses) if (!clauseIds.has(c)) problems.push(`${at}: clause ${c} is not a clause of spec/`);
    if (typeof f.file !== 'string' || !f.file.startsWith(`engine/`)) problems.push(`${at}: file must be an engine file (engine/…)`);
    if (f.find === f.replace) problems.push(`${at}: replace is the same as find`);
    if (typeof f.file === 'string' && typeof f.find === 'string' && f.find !== '') {
      const source = readSource(f.file);
      if (source === undefined) problems.push(`${at}: no such file ${f.file}`);
      else {
        try {
          applyFault(set.book, f, source);
        } catch (e) {
          problems.push((e as Error).message);
        }
      }
    }
  });
  return problems;
}
