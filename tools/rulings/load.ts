/**
 * The rulings as the website, coverage and the per-clause reports see them: every scenario of
 * features/ (read with the official Gherkin parser), joined with its result from the Cucumber
 * message streams of the runs (by default each book's reports/<book>.ndjson, written by
 * `npm run conformance`). A ruling missing from the reports is 'not-run'; one skipped because
 * the engine does not announce an option it needs is 'not-applicable'.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { AstBuilder, GherkinClassicTokenMatcher, Parser, compile } from '@cucumber/gherkin';
import { IdGenerator, type Envelope, type GherkinDocument, type Pickle } from '@cucumber/messages';
import { clauseIdsOf } from './tags.ts';

export type RulingStatus = 'passed' | 'failed' | 'not-applicable' | 'not-run';

export interface RulingStep {
  keyword: string;
  text: string;
  /** Data table rows, if the step has one. */
  table?: string[][];
  docString?: string;
  status: 'passed' | 'failed' | 'skipped' | 'undefined' | 'pending' | 'ambiguous' | 'not-run';
  message?: string;
}

export interface Ruling {
  /** Stable address segment: `<book>/<feature file stem>/<hash of scenario name and example row>`. */
  slug: string;
  book: string;
  uri: string;
  line: number;
  feature: string;
  name: string;
  tags: string[];
  clauseIds: string[];
  status: RulingStatus;
  /** Failure message of the first failing step or hook; for 'not-applicable', why. */
  message?: string;
  /** 1-based index of the failing step in `steps`, when a step (not a hook) failed. */
  failedStep?: number;
  steps: RulingStep[];
  /** For a row of a Scenario Outline's Examples: the table's name and line, its header and this row's values. */
  example?: RulingExample;
  /** The report (Cucumber message stream) the result was read from; none for 'not-run'. */
  report?: string;
}

export interface RulingExample {
  /** The Examples table's name (may be empty) and the line of this row. */
  name: string;
  line: number;
  header: string[];
  values: string[];
}

const newId = IdGenerator.uuid();

/** Every `.feature` file below `dir`, as repository-relative paths with forward slashes. */
function featureFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.feature')) out.push(relative(root, p).split(sep).join('/'));
    }
  };
  if (existsSync(join(root, dir))) walk(join(root, dir));
  return out;
}

/** Locations of every scenario, example row and step of a Gherkin document, by AST node ID. */
function astIndex(doc: GherkinDocument) {
  const lines = new Map<string, number>();
  const keywords = new Map<string, string>();
  const examples = new Map<string, RulingExample>();
  const addSteps = (steps: readonly { id: string; keyword: string; location: { line: number } }[]) => {
    for (const s of steps) {
      keywords.set(s.id, s.keyword.trim());
      lines.set(s.id, s.location.line);
    }
  };
  const addScenarioLike = (children: GherkinDocument['feature'] extends infer F ? F extends { children: infer C } ? C : never : never) => {
    for (const child of children) {
      if (child.background) addSteps(child.background.steps);
      if (child.scenario) {
        lines.set(child.scenario.id, child.scenario.location.line);
        addSteps(child.scenario.steps);
        for (const ex of child.scenario.examples) {
          for (const row of ex.tableBody) {
            lines.set(row.id, row.location.line);
            examples.set(row.id, { name: ex.name, line: row.location.line, header: ex.tableHeader?.cells.map((c) => c.value) ?? [], values: row.cells.map((c) => c.value) });
          }
        }
      }
      if (child.rule) addScenarioLike(child.rule.children as never);
    }
  };
  if (doc.feature) addScenarioLike(doc.feature.children);
  return { lines, keywords, examples };
}

/** Key that identifies a scenario (or example row) across separate parses: uri and lines. */
function pickleKey(uri: string, pickle: Pickle, lines: Map<string, number>): string {
  return `${uri}:${pickle.astNodeIds.map((id) => lines.get(id) ?? '?').join(':')}`;
}

interface Parsed {
  ruling: Ruling;
  key: string;
}

/** The text of a feature file; bytes that are not UTF-8 are refused at their line and column. */
function featureSource(root: string, uri: string): string {
  const bytes = readFileSync(join(root, uri));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Feed the bytes one at a time: the decoder throws at the first one that cannot be UTF-8.
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let at = 0;
    try {
      for (; at < bytes.length; at++) decoder.decode(bytes.subarray(at, at + 1), { stream: true });
      decoder.decode();
    } catch {
      // `at` is the offending byte (or the end, for a sequence cut off by the end of the file).
    }
    const lineStart = bytes.lastIndexOf(0x0a, at - 1) + 1;
    const line = bytes.subarray(0, lineStart).filter((b) => b === 0x0a).length + 1;
    const column = new TextDecoder().decode(bytes.subarray(lineStart, at)).length + 1;
    throw new Error(`${uri}:${line}:${column}: invalid UTF-8 (byte offset ${at}): save the file as UTF-8`);
  }
}

/**
 * A scenario outline whose Examples tables have no rows compiles to no ruling at all; it is
 * refused at its line instead of disappearing.
 */
function checkOutlines(doc: GherkinDocument, uri: string): void {
  const scenarios = (children: readonly { scenario?: GherkinDocument['feature'] extends infer F ? F extends { children: readonly (infer C)[] } ? C extends { scenario?: infer S } ? S : never : never : never; rule?: { children: readonly unknown[] } }[]): void => {
    for (const child of children) {
      const sc = child.scenario;
      if (sc && sc.examples.length > 0 && sc.examples.every((ex) => ex.tableBody.length === 0)) {
        throw new Error(`${uri}:${sc.location.line}:${sc.location.column ?? 1}: scenario outline '${sc.name}' has no example rows, so it is no ruling: add rows to its examples table`);
      }
      if (child.rule) scenarios(child.rule.children as never);
    }
  };
  if (doc.feature) scenarios(doc.feature.children);
}

function parseFeature(root: string, uri: string): Parsed[] {
  const source = featureSource(root, uri);
  const parser = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher());
  let parsed: GherkinDocument;
  try {
    parsed = parser.parse(source);
  } catch (error) {
    // The Gherkin parser's messages already carry (line:column); prefix the file.
    throw new Error(`${uri}: ${(error as Error).message}`);
  }
  const doc = { ...parsed, uri };
  checkOutlines(doc, uri);
  const { lines, keywords, examples } = astIndex(doc);
  const pickles = compile(doc, uri, newId);
  const book = uri.split('/')[1] ?? '';
  const stem = uri.split('/').pop()!.replace(/\.feature$/, '');
  const used = new Set<string>();
  return pickles.map((pickle) => {
    const key = pickleKey(uri, pickle, lines);
    const rowLine = pickle.astNodeIds.length > 1 ? String(lines.get(pickle.astNodeIds[1]!)) : '';
    let hash = createHash('sha1').update(`${pickle.name}\u0000${rowLine}`).digest('hex').slice(0, 8);
    while (used.has(hash)) hash = createHash('sha1').update(hash).digest('hex').slice(0, 8);
    used.add(hash);
    const tags = pickle.tags.map((t) => t.name);
    const example = pickle.astNodeIds.length > 1 ? examples.get(pickle.astNodeIds[1]!) : undefined;
    return {
      key,
      ruling: {
        slug: `${book}/${stem}/${hash}`,
        book,
        uri,
        line: lines.get(pickle.astNodeIds[0]!) ?? 0,
        feature: doc.feature?.name ?? stem,
        name: pickle.name,
        tags,
        clauseIds: clauseIdsOf(tags),
        status: 'not-run',
        steps: pickle.steps.map((s) => ({
          keyword: keywords.get(s.astNodeIds[0]!) ?? '',
          text: s.text,
          ...(s.argument?.dataTable ? { table: s.argument.dataTable.rows.map((r) => r.cells.map((c) => c.value)) } : {}),
          ...(s.argument?.docString ? { docString: s.argument.docString.content } : {}),
          status: 'not-run' as const,
        })),
        ...(example ? { example } : {}),
      },
    };
  });
}

type Results = Map<string, { report: string; status: RulingStatus; message?: string; failedStep?: number; steps: Map<number, { status: string; message?: string }> }>;

const STATUS_RANK = ['PASSED', 'SKIPPED', 'PENDING', 'UNDEFINED', 'AMBIGUOUS', 'FAILED', 'UNKNOWN'];

/** The text with which a skipped ruling's attachment says it needs an unannounced option. */
export const NOT_APPLICABLE = 'not-applicable';

/**
 * The envelopes of a Cucumber message stream, each with its line. Refused with file:line: a
 * line that is not JSON or not a JSON object, and a stream with no `testRunFinished` message
 * (an empty file, or a run that was cut off): its missing results would otherwise be taken
 * silently for rulings that did not run.
 */
function readEnvelopes(path: string): { envelope: Envelope; line: number }[] {
  const again = 'run npm run conformance again';
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`${path}: cannot read the report (${(error as Error).message})`);
  }
  const out: { envelope: Envelope; line: number }[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new Error(`${path}:${i + 1}: not a Cucumber message (invalid JSON${i === lines.length - 1 ? '; the file may be truncated' : ''}); ${again}`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${path}:${i + 1}: not a Cucumber message (a message is a JSON object); ${again}`);
    out.push({ envelope: value as Envelope, line: i + 1 });
  });
  if (!out.some((e) => Object.hasOwn(e.envelope, 'testRunFinished'))) {
    throw new Error(`${path}:${out.at(-1)?.line ?? 1}: ${out.length ? 'the report is truncated: it has no testRunFinished message' : 'the report is empty'}; ${again}`);
  }
  return out;
}

/** Throws the located error of a report that is truncated or not a Cucumber message stream (as loadRulings would). */
export function checkReport(path: string): void {
  collectResults(path, readEnvelopes(path), new Map());
}

/** Results per scenario key from a Cucumber message stream. */
function readReport(path: string, results: Results = new Map()): Results {
  if (!existsSync(path)) return results;
  return collectResults(path, readEnvelopes(path), results);
}

/** The results of the envelopes; one of the wrong shape (a field missing or of another type) is refused by file:line. */
function collectResults(path: string, envelopes: readonly { envelope: Envelope; line: number }[], results: Results): Results {
  const docs = new Map<string, ReturnType<typeof astIndex>>();
  const pickles = new Map<string, Pickle>();
  const testCases = new Map<string, { pickleId: string; steps: Map<string, number | 'hook'> }>();
  const started = new Map<string, string>();
  const stepResults = new Map<string, { index: number | 'hook'; status: string; message?: string }[]>();
  const notApplicable = new Map<string, string>();
  for (const { envelope: e, line } of envelopes) {
    try {
      collectOne(e);
    } catch (error) {
      throw new Error(`${path}:${line}: not a Cucumber message of the expected shape (${(error as Error).message}); run npm run conformance again`);
    }
  }
  return results;

  function collectOne(e: Envelope): void {
    if (e.attachment?.testCaseStartedId && e.attachment.body.startsWith(NOT_APPLICABLE)) notApplicable.set(e.attachment.testCaseStartedId, e.attachment.body);
    if (e.gherkinDocument?.uri) docs.set(e.gherkinDocument.uri, astIndex(e.gherkinDocument));
    if (e.pickle) pickles.set(e.pickle.id, e.pickle);
    if (e.testCase) {
      const pickle = pickles.get(e.testCase.pickleId);
      const steps = new Map<string, number | 'hook'>();
      for (const ts of e.testCase.testSteps) {
        steps.set(ts.id, ts.pickleStepId ? pickle?.steps.findIndex((s) => s.id === ts.pickleStepId) ?? -1 : 'hook');
      }
      testCases.set(e.testCase.id, { pickleId: e.testCase.pickleId, steps });
    }
    if (e.testCaseStarted) started.set(e.testCaseStarted.id, e.testCaseStarted.testCaseId);
    if (e.testStepFinished) {
      const { testCaseStartedId, testStepId, testStepResult } = e.testStepFinished;
      const tc = testCases.get(started.get(testCaseStartedId) ?? '');
      const list = stepResults.get(testCaseStartedId) ?? [];
      list.push({ index: tc?.steps.get(testStepId) ?? 'hook', status: testStepResult.status, ...(testStepResult.message ? { message: testStepResult.message } : {}) });
      stepResults.set(testCaseStartedId, list);
    }
    if (e.testCaseFinished && !e.testCaseFinished.willBeRetried) {
      const id = e.testCaseFinished.testCaseStartedId;
      const tc = testCases.get(started.get(id) ?? '');
      const pickle = pickles.get(tc?.pickleId ?? '');
      const doc = docs.get(pickle?.uri ?? '');
      if (!pickle || !doc) return;
      const list = stepResults.get(id) ?? [];
      const worst = list.reduce((w, r) => (STATUS_RANK.indexOf(r.status) > STATUS_RANK.indexOf(w) ? r.status : w), 'PASSED');
      const failure = list.find((r) => r.status !== 'PASSED' && r.status !== 'SKIPPED');
      const steps = new Map<number, { status: string; message?: string }>();
      for (const r of list) if (typeof r.index === 'number') steps.set(r.index, { status: r.status, ...(r.message ? { message: r.message } : {}) });
      const na = notApplicable.get(id);
      const key = pickleKey(pickle.uri, pickle, doc.lines);
      if (na !== undefined && !failure) {
        results.set(key, { report: path, status: 'not-applicable', message: na, steps });
        return;
      }
      results.set(key, {
        report: path,
        status: worst === 'PASSED' ? 'passed' : 'failed',
        ...(failure?.message ? { message: failure.message } : failure ? { message: `step ${failure.status.toLowerCase()}` } : {}),
        ...(typeof failure?.index === 'number' ? { failedStep: failure.index + 1 } : {}),
        steps,
      });
    }
  }
}

/** The default reports: each book's reports/<book>.ndjson that exists. */
export function defaultReports(root: string): string[] {
  const dir = join(root, 'features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((book) => join(root, 'reports', `${book}.ndjson`))
    .filter((p) => existsSync(p));
}

/** All rulings under `features/`, with results from the reports where they have them (a later report wins). */
export function loadRulings(root: string, reports: string | readonly string[] = defaultReports(root)): Ruling[] {
  const results: Results = new Map();
  for (const report of typeof reports === 'string' ? [reports] : reports) readReport(report, results);
  return featureFiles(root, 'features').flatMap((uri) =>
    parseFeature(root, uri).map(({ ruling, key }) => {
      const result = results.get(key);
      if (!result) return ruling;
      return {
        ...ruling,
        status: result.status,
        report: result.report,
        ...(result.message ? { message: result.message } : {}),
        ...(result.failedStep ? { failedStep: result.failedStep } : {}),
        steps: ruling.steps.map((s, i) => {
          const r = result.steps.get(i);
          return r ? { ...s, status: r.status.toLowerCase() as RulingStep['status'], ...(r.message ? { message: r.message } : {}) } : s;
        }),
      };
    }),
  );
}
