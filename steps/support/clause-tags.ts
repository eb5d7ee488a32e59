/**
 * Fails any scenario, before its steps run and with the feature file's line in the message,
 * whose clause tags are malformed or name no clause, whose `@option:` tags name no option of
 * its book, or that has no steps or no outcome step.
 */
import { Before } from '@cucumber/cucumber';
import type { GherkinDocument, Pickle } from '@cucumber/messages';
import { loadSpec } from '../../tools/spec/load.ts';
import { bookOfUri, checkOptionTags, checkScenarioShape, checkScenarioTags, type TagAt } from '../../tools/rulings/tags.ts';

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

/** Tags of a pickle with their source positions, looked up in the Gherkin document. */
function locateTags(doc: GherkinDocument, pickle: Pickle): { tags: TagAt[]; line: number } {
  const positions = new Map<string, TagAt>();
  let line = 0;
  const visitScenarioLike = (node: { id: string; tags: readonly { id: string; name: string; location: { line: number; column?: number } }[]; location: { line: number }; examples?: readonly { tags: readonly { id: string; name: string; location: { line: number; column?: number } }[] }[] }) => {
    for (const t of node.tags) positions.set(t.id, { name: t.name, line: t.location.line, column: t.location.column ?? 1 });
    for (const ex of node.examples ?? []) for (const t of ex.tags) positions.set(t.id, { name: t.name, line: t.location.line, column: t.location.column ?? 1 });
    if (pickle.astNodeIds.includes(node.id)) line = node.location.line;
  };
  const feature = doc.feature;
  if (feature) {
    visitScenarioLike({ ...feature, id: '', location: feature.location });
    for (const child of feature.children) {
      if (child.scenario) visitScenarioLike(child.scenario);
      if (child.rule) {
        visitScenarioLike({ ...child.rule, location: child.rule.location });
        for (const rc of child.rule.children) if (rc.scenario) visitScenarioLike(rc.scenario);
      }
    }
  }
  const tags = pickle.tags.map((t) => positions.get(t.astNodeId) ?? { name: t.name, line: 0, column: 0 });
  return { tags, line };
}

Before(function ({ pickle, gherkinDocument }) {
  const { tags, line } = locateTags(gherkinDocument, pickle);
  const scenario = { name: pickle.name, line };
  const problems = [
    ...checkScenarioTags(pickle.uri, scenario, tags, clauseIds()),
    ...checkOptionTags(pickle.uri, tags, options(bookOfUri(pickle.uri))),
    ...checkScenarioShape(pickle.uri, scenario, pickle.steps),
  ];
  if (problems.length) throw new Error(problems.join('\n'));
});
