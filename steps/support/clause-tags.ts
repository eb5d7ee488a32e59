/**
 * Fails any scenario, before its steps run and with the feature file's line in the message,
 * whose clause tags are malformed or name no clause, whose `@option:` tags name no option of
 * its book (or switch on a note's alternative reading without tagging the note), or that has
 * no steps or no outcome step (tools/rulings/tags.ts, scenarioProblems; `npm run features:lint`
 * runs the same checks without running the rulings).
 */
import { Before } from '@cucumber/cucumber';
import { bookOfUri, scenarioProblems } from '../../tools/rulings/tags.ts';
import { tagIndex, type TagIndex } from '../../tools/rulings/tag-index.ts';

// Clause IDs, option keys (variants and notes) and alternative readings (note keys) of the
// spec, read once per process (kept between runs while the spec and its tools are unchanged:
// tools/rulings/tag-index.ts).
let index: Promise<TagIndex> | undefined;

/** The spec's tag index for this process. */
export function specIndex(): Promise<TagIndex> {
  index ??= tagIndex(process.cwd());
  return index;
}

Before(async function ({ pickle, gherkinDocument }) {
  const { ids, options, readings } = await specIndex();
  const book = bookOfUri(pickle.uri);
  const problems = scenarioProblems(gherkinDocument, pickle, ids, options.get(book) ?? new Set(), readings.get(book));
  if (problems.length) throw new Error(problems.join('\n'));
});
