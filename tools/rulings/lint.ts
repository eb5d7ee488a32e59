/**
 * The feature lint: every problem of the rulings in features/ that can be seen without running
 * them, each located at file:line:column. The checks are those the Before hook applies at run
 * time (tools/rulings/tags.ts, scenarioProblems: clause tags that are malformed or name no
 * clause, unknown `@option:` keys, no steps or no outcome step), plus:
 *   - duplicate-name: two rulings of one book with one name (an outline's rows are one ruling);
 *   - non-normative-tags: a scenario tagged only with definition, example or note clauses and
 *     no rule or variant clause (checkNormativeTags);
 *   - parse: a feature file the Gherkin parser refuses, or that is not UTF-8.
 *
 *   node tools/rulings/lint.ts [--format text|json] [file.feature …]   (npm run features:lint)
 * Exit codes: 0 no error (warnings are printed); 1 errors; 2 usage error. Every check is an
 * error; non-normative-tags was a warning until the rulings that tested a note or definition
 * alone had been tagged with the rule they read.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { AstBuilder, GherkinClassicTokenMatcher, Parser, compile } from '@cucumber/gherkin';
import { IdGenerator, type GherkinDocument } from '@cucumber/messages';
import { loadSpec } from '../spec/load.ts';
import type { Clause } from '../spec/model.ts';
import { optionKeysByBook, readingNotesByBook } from '../spec/readings.ts';
import { bookOfUri, checkNormativeTags, duplicateNames, locateTags, scenarioProblems } from './tags.ts';

export type FeatureCheck = 'scenario' | 'duplicate-name' | 'non-normative-tags' | 'parse';

export interface FeatureDiagnostic {
  file: string;
  line: number;
  column: number;
  check: FeatureCheck;
  /** 'warning' for a check in WARNING_CHECKS (none today); else 'error'. */
  severity: 'error' | 'warning';
  message: string;
}

/**
 * Checks reported as warnings: printed, but they do not fail the lint. None today: a new check
 * may start here while the existing rulings are brought in line, as non-normative-tags did.
 */
export const WARNING_CHECKS: ReadonlySet<FeatureCheck> = new Set<FeatureCheck>();

/** Every .feature file below features/, sorted, as repository-relative paths with '/'. */
export function featureFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.feature')) out.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(join(root, 'features'));
  return out;
}

/** `uri:line[:column]: message` (as the tag checks write them) back into its parts. */
function located(text: string, check: FeatureCheck): FeatureDiagnostic {
  const m = /^(.*?\.feature):(\d+)(?::(\d+))?: ([\s\S]*)$/.exec(text);
  const severity = WARNING_CHECKS.has(check) ? 'warning' : 'error';
  if (!m) return { file: '', line: 0, column: 0, check, severity, message: text };
  return { file: m[1]!, line: Number(m[2]), column: Number(m[3] ?? 1), check, severity, message: m[4]! };
}

/**
 * Lints the given feature files (repository-relative; default every file under features/)
 * against the clause index. Duplicate names are looked for among the files linted.
 */
export function lintFeatures(root: string, clauses: readonly Clause[], files: readonly string[] = featureFiles(root)): FeatureDiagnostic[] {
  const knownIds = new Set(clauses.map((c) => c.id));
  const kindOf = new Map(clauses.map((c) => [c.id, c.kind as string]));
  const options = optionKeysByBook(clauses);
  const readings = readingNotesByBook(clauses);
  const out: FeatureDiagnostic[] = [];
  const named: { book: string; name: string; uri: string; line: number }[] = [];
  const newId = IdGenerator.uuid();
  for (const uri of files) {
    let doc: GherkinDocument;
    try {
      const source = new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(join(root, uri)));
      doc = { ...new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(source), uri };
    } catch (error) {
      const message = (error as Error).message;
      const at = /\((\d+):(\d+)\)/.exec(message);
      out.push({ file: uri, line: at ? Number(at[1]) : 1, column: at ? Number(at[2]) : 1, check: 'parse', severity: 'error', message: message.replace(/\n/g, '; ') });
      continue;
    }
    const book = bookOfUri(uri);
    for (const pickle of compile(doc, uri, newId)) {
      out.push(...scenarioProblems(doc, pickle, knownIds, options.get(book) ?? new Set(), readings.get(book)).map((p) => located(p, 'scenario')));
      const { tags, line } = locateTags(doc, pickle);
      out.push(...checkNormativeTags(uri, { name: pickle.name, line }, tags, kindOf).map((p) => located(p, 'non-normative-tags')));
      named.push({ book, name: pickle.name, uri, line });
    }
  }
  out.push(...duplicateNames(named).map((p) => located(p, 'duplicate-name')));
  // One diagnostic per place and message: an outline's rows repeat their scenario's problems.
  const seen = new Set<string>();
  return out
    .filter((d) => {
      const key = `${d.file}:${d.line}:${d.column}:${d.message}`;
      return seen.has(key) ? false : (seen.add(key), true);
    })
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

const USAGE = 'usage: npm run features:lint -- [--format text|json] [features/<book>/x.feature …]';

if (import.meta.main) {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { format: { type: 'string', default: 'text' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(`${USAGE}\n  reports problems of the rulings as file:line:column: message (exit 1 if any);\n  --format json prints one JSON array of { file, line, column, check, message }`);
    process.exit(0);
  }
  const format = parsed.values.format;
  if (format !== 'text' && format !== 'json') {
    console.error(`--format must be text or json, got '${format}'\n${USAGE}`);
    process.exit(2);
  }
  const root = process.cwd();
  const files = parsed.positionals.map((f) => relative(root, resolve(f)).split(sep).join('/'));
  for (const f of files) {
    let ok = false;
    try {
      ok = f.endsWith('.feature') && statSync(join(root, f)).isFile();
    } catch {
      // reported below
    }
    if (!ok) {
      console.error(`'${f}' is not a .feature file\n${USAGE}`);
      process.exit(2);
    }
  }
  let clauses: Clause[];
  try {
    clauses = loadSpec(root).clauses;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const diagnostics = lintFeatures(root, clauses, files.length ? files : undefined);
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  if (format === 'json') process.stdout.write(`${JSON.stringify(diagnostics, null, 2)}\n`);
  else {
    for (const d of diagnostics) process.stderr.write(`${d.file}:${d.line}:${d.column}: ${d.severity === 'warning' ? 'warning: ' : ''}${d.message}\n`);
    const n = errors;
    const w = diagnostics.length - errors;
    (n ? process.stderr : process.stdout).write(`${files.length || featureFiles(root).length} feature files; ${n} problem${n === 1 ? '' : 's'}, ${w} warning${w === 1 ? '' : 's'}\n`);
  }
  process.exitCode = errors ? 1 : 0;
}
