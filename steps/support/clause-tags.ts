/**
 * Fails any scenario, before its steps run and with the feature file's line in the message,
 * whose clause tags are malformed or name no clause, whose `@option:` tags name no option of
 * its book (or switch on a note's alternative reading without tagging the note), or that has
 * no steps or no outcome step (tools/rulings/tags.ts, scenarioProblems; `npm run features:lint`
 * runs the same checks without running the rulings).
 */
import { Before } from '@cucumber/cucumber';
import { loadSpec } from '../../tools/spec/load.ts';
import { optionKeysByBook, readingNotesByBook } from '../../tools/spec/readings.ts';
import { bookOfUri, scenarioProblems } from '../../tools/rulings/tags.ts';

let index: { ids: Set<string>; options: Map<string, Set<string>>; readings: Map<string, Map<string, string>> } | undefined;

/** Clause IDs, option keys (variants and notes) and alternative readings (note keys) per book. */
export function specIndex(): NonNullable<typeof index> {
  if (index) return index;
  const clauses = loadSpec(process.cwd()).clauses;
  index = { ids: new Set(clauses.map((c) => c.id)), options: optionKeysByBook(clauses), readings: readingNotesByBook(clauses) };
  return index;
}

Before(function ({ pickle, gherkinDocument }) {
  const { ids, options, readings } = specIndex();
  const book = bookOfUri(pickle.uri);
  const problems = scenarioProblems(gherkinDocument, pickle, ids, options.get(book) ?? new Set(), readings.get(book));
  if (problems.length) throw new Error(problems.join('\n'));
});
