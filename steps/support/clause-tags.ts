/**
 * Fails any scenario, before its steps run and with the feature file's line in the message,
 * whose clause tags are malformed or name no clause, whose `@option:` tags name no option of
 * its book, or that has no steps or no outcome step (tools/rulings/tags.ts, scenarioProblems;
 * `npm run features:lint` runs the same checks without running the rulings).
 */
import { Before } from '@cucumber/cucumber';
import { loadSpec } from '../../tools/spec/load.ts';
import { bookOfUri, scenarioProblems } from '../../tools/rulings/tags.ts';

let knownIds: Set<string> | undefined;
let optionKeys: Map<string, Set<string>> | undefined;

function clauseIds(): Set<string> {
  index();
  return knownIds!;
}

/** Option keys (`option=` of variant clauses) per book. */
function options(book: string): Set<string> {
  index();
  return optionKeys!.get(book) ?? new Set();
}

function index() {
  if (knownIds) return;
  const clauses = loadSpec(process.cwd()).clauses;
  knownIds = new Set(clauses.map((c) => c.id));
  optionKeys = new Map();
  for (const c of clauses) {
    const key = Object.hasOwn(c.attrs, 'option') ? c.attrs.option : undefined;
    if (c.kind !== 'variant' || !key) continue;
    if (!optionKeys.has(c.book)) optionKeys.set(c.book, new Set());
    optionKeys.get(c.book)!.add(key);
  }
}

Before(function ({ pickle, gherkinDocument }) {
  const problems = scenarioProblems(gherkinDocument, pickle, clauseIds(), options(bookOfUri(pickle.uri)));
  if (problems.length) throw new Error(problems.join('\n'));
});
