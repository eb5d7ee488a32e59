/**
 * Fails any scenario, before its steps run and with the feature file's line in the message,
 * whose clause tags are malformed or name no clause, whose `@option:` tags name no option of
 * its book, or that has no steps or no outcome step (tools/rulings/tags.ts, scenarioProblems;
 * `npm run features:lint` runs the same checks without running the rulings).
 */
import { Before } from '@cucumber/cucumber';
import { bookOfUri, scenarioProblems } from '../../tools/rulings/tags.ts';
import { tagIndex, type TagIndex } from '../../tools/rulings/tag-index.ts';

// Clause IDs and option keys of the spec, read once per process (kept between runs while
// the spec and its tools are unchanged: tools/rulings/tag-index.ts).
let index: TagIndex | undefined;

Before(async function ({ pickle, gherkinDocument }) {
  index ??= await tagIndex(process.cwd());
  const problems = scenarioProblems(gherkinDocument, pickle, index.ids, index.options.get(bookOfUri(pickle.uri)) ?? new Set());
  if (problems.length) throw new Error(problems.join('\n'));
});
