/**
 * Fails any scenario whose clause tags are malformed or name no clause, before its steps
 * run, with the feature file's line in the message.
 */
import { Before } from '@cucumber/cucumber';
import type { GherkinDocument, Pickle } from '@cucumber/messages';
import { loadSpec } from '../../tools/spec/load.ts';
import { checkScenarioTags, type TagAt } from '../../tools/rulings/tags.ts';

let knownIds: Set<string> | undefined;

function clauseIds(): Set<string> {
  knownIds ??= new Set(loadSpec(process.cwd()).clauses.map((c) => c.id));
  return knownIds;
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
  const problems = checkScenarioTags(pickle.uri, { name: pickle.name, line }, tags, clauseIds());
  if (problems.length) throw new Error(problems.join('\n'));
});
