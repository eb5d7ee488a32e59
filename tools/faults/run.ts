/**
 * Runs rulings against a book's reference engine served with one seeded fault (or none), in
 * this process through Cucumber's API: the support code is loaded once, then each run selects
 * the rulings tagged with a fault's clauses.
 *
 * The steps' protocol driver (steps/support/engine.ts) connects once, to the command in
 * TCG_ENGINE, and closes the engine after each run; the next run starts it again, and the new
 * engine process reads TCG_SEEDED_FAULT from this process's environment, which `runFault`
 * sets before each run. The hook (tools/faults/hook.ts) appends the fault's name to the file
 * in TCG_SEEDED_FAULT_REPORT when it applies it, so that a run whose engine never loaded the
 * faulty file is told apart from one that caught nothing.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { Envelope } from '@cucumber/messages';
import { loadConfiguration, loadSupport, runCucumber } from '@cucumber/cucumber/api';
import { NOT_APPLICABLE } from '../rulings/load.ts';
import { FAULT_ENV, faultName, REPORT_ENV, type FaultSet, type SeededFault } from './fault.ts';

export interface Outcome {
  /** `file:line name` of the ruling. */
  ruling: string;
  /** Its feature file and clause IDs (its tags without `@`). */
  uri: string;
  clauses: string[];
  status: 'passed' | 'failed' | 'not-applicable';
  message: string;
}

export type Verdict =
  | { status: 'caught'; failed: Outcome[]; outcomes: number }
  | { status: 'escaped'; outcomes: Outcome[] }
  | { status: 'broken'; reason: string };

const quiet = () => new Writable({ write: (_c, _e, done) => done() });

/** A Cucumber tag expression selecting the rulings tagged with any of the clauses. */
export const tagExpression = (clauses: readonly string[]) => [...new Set(clauses)].map((c) => `@${c}`).join(' or ');

/** The engine command: the served reference of the set's book, with the hook loaded. */
export function engineCommand(set: FaultSet): string {
  return [JSON.stringify(process.execPath), '--import', './tools/faults/hook.ts', 'tools/protocol/serve.ts', ...set.serve].join(' ');
}

export interface Runner {
  /** The rulings tagged with `clauses`, against the engine with no fault. */
  clean(clauses: readonly string[]): Promise<Outcome[]>;
  /** The fault's tagged rulings against the engine with the fault, judged; `files` narrows the feature files read (those of its rulings). */
  fault(fault: SeededFault, files?: readonly string[]): Promise<Verdict>;
}

/**
 * Loads the book's Cucumber profile and support code, and points the steps at the served
 * engine of `set` (TCG_ENGINE, TCG_ENGINE_TIMEOUT_MS, TCG_SEEDED_FAULT_REPORT=`report`).
 */
export async function prepare(root: string, set: FaultSet, timeoutMs: number, report: string): Promise<Runner> {
  process.env.TCG_ENGINE = engineCommand(set);
  process.env.TCG_ENGINE_TIMEOUT_MS = String(timeoutMs);
  process.env[REPORT_ENV] = report;
  delete process.env[FAULT_ENV];
  const environment = { cwd: root, stdout: quiet(), stderr: process.stderr };
  const { runConfiguration } = await loadConfiguration({ profiles: [set.book], provided: { format: [] } }, environment);
  const support = await loadSupport(runConfiguration, environment);

  async function run(clauses: readonly string[], files?: readonly string[]): Promise<Outcome[]> {
    const collect = collector();
    const options = {
      ...runConfiguration,
      sources: { ...runConfiguration.sources, ...(files?.length ? { paths: [...new Set(files)] } : {}), tagExpression: tagExpression(clauses) },
      formats: { stdout: 'summary', files: {}, publish: false as const, options: {} },
      support,
    };
    await runCucumber(options, { ...environment, stdout: quiet() }, collect.onMessage);
    return collect.outcomes();
  }

  return {
    clean(clauses) {
      delete process.env[FAULT_ENV];
      return run(clauses);
    },
    async fault(fault, files) {
      const name = faultName(set.book, fault);
      rmSync(report, { force: true });
      process.env[FAULT_ENV] = name;
      try {
        const outcomes = await run(fault.clauses, files);
        const applied = existsSync(report) && readFileSync(report, 'utf8').split('\n').includes(name);
        const failed = outcomes.filter((o) => o.status === 'failed');
        // An engine that crashed, could not start or did not answer in time is not a catch: the run says so
        // (a step Cucumber timed out included: on a loaded machine that is slowness, not a wrong answer).
        const crash = failed.find((o) => /engine exited|could not be started|no answer within|function timed out/.test(o.message));
        if (!applied) return { status: 'broken', reason: `the engine never loaded ${fault.file} with the fault applied` };
        if (crash) return { status: 'broken', reason: `the faulty engine failed as a program: ${firstLine(crash.message)}` };
        return failed.length ? { status: 'caught', failed, outcomes: outcomes.length } : { status: 'escaped', outcomes };
      } finally {
        delete process.env[FAULT_ENV];
      }
    },
  };
}

export const firstLine = (m: string) => m.split('\n').find((l) => l.trim() !== '')?.trim() ?? '';

/** Each test case's outcome from a run's messages: its first failing step's message, or passed, or not applicable. */
function collector() {
  const lines = new Map<string, number>();
  const pickles = new Map<string, { name: string; uri: string; line: number; clauses: string[] }>();
  const cases = new Map<string, string>();
  const started = new Map<string, { testCaseId: string; failed: boolean; message: string; notApplicable: boolean }>();
  type Children = readonly { scenario?: { id: string; location: { line: number } }; rule?: { children: Children } }[];
  const visit = (children: Children) => {
    for (const c of children) {
      if (c.scenario) lines.set(c.scenario.id, c.scenario.location.line);
      if (c.rule) visit(c.rule.children);
    }
  };
  return {
    onMessage(e: Envelope) {
      if (e.gherkinDocument?.feature) visit(e.gherkinDocument.feature.children);
      if (e.pickle) pickles.set(e.pickle.id, { name: e.pickle.name, uri: e.pickle.uri, line: lines.get(e.pickle.astNodeIds[0] ?? '') ?? 0, clauses: e.pickle.tags.map((t) => t.name.slice(1)) });
      if (e.testCase) cases.set(e.testCase.id, e.testCase.pickleId);
      if (e.testCaseStarted) started.set(e.testCaseStarted.id, { testCaseId: e.testCaseStarted.testCaseId, failed: false, message: '', notApplicable: false });
      const attached = e.attachment?.testCaseStartedId ? started.get(e.attachment.testCaseStartedId) : undefined;
      if (attached && e.attachment!.body.startsWith(NOT_APPLICABLE)) attached.notApplicable = true;
      if (e.testStepFinished) {
        const s = started.get(e.testStepFinished.testCaseStartedId);
        const r = e.testStepFinished.testStepResult;
        if (s && !s.failed && r.status !== 'PASSED' && r.status !== 'SKIPPED') {
          s.failed = true;
          s.message = r.message ?? `step ${r.status.toLowerCase()}`;
        }
      }
    },
    outcomes(): Outcome[] {
      return [...started.values()].map((s) => {
        const p = pickles.get(cases.get(s.testCaseId) ?? '');
        const ruling = p ? `${p.uri}:${p.line} ${p.name}` : s.testCaseId;
        return { ruling, uri: p?.uri ?? '', clauses: p?.clauses ?? [], status: s.failed ? 'failed' : s.notApplicable ? 'not-applicable' : 'passed', message: s.message };
      });
    },
  };
}
