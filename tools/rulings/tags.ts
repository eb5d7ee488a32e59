/**
 * How a ruling names the clauses it verifies: scenario tags that are clause IDs
 * (`@twgp.attack.charge-boost.achieve`). A tag containing a dot is read as a clause ID.
 */
import type { GherkinDocument, Pickle } from '@cucumber/messages';
import { isClauseId } from '../spec/syntax.ts';

export interface TagAt {
  /** Tag as written, with its leading '@'. */
  name: string;
  line: number;
  column: number;
}

export function looksLikeClauseTag(name: string): boolean {
  return name.slice(1).includes('.');
}

/** Clause IDs named by a scenario's tags. */
export function clauseIdsOf(tagNames: readonly string[]): string[] {
  return tagNames.filter(looksLikeClauseTag).map((t) => t.slice(1));
}

/**
 * Problems with a scenario's clause tags, each as `uri:line:column: message`: a clause-like
 * tag that is malformed or names no clause, or a scenario that names no clause at all.
 */
export function checkScenarioTags(
  uri: string,
  scenario: { name: string; line: number },
  tags: readonly TagAt[],
  knownIds: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const clauseTags = tags.filter((t) => looksLikeClauseTag(t.name));
  for (const tag of clauseTags) {
    const id = tag.name.slice(1);
    if (!isClauseId(id)) {
      problems.push(`${uri}:${tag.line}:${tag.column}: tag ${tag.name} looks like a clause ID but is malformed (lowercase ASCII words joined by '-' and '.')`);
    } else if (!knownIds.has(id)) {
      problems.push(`${uri}:${tag.line}:${tag.column}: tag ${tag.name} names no clause in spec/ (npm run -s spec:index lists them)`);
    }
  }
  if (clauseTags.length === 0) {
    problems.push(`${uri}:${scenario.line}: scenario '${scenario.name}' names no clause: tag it with the ID of each clause it verifies, e.g. @twgp.attack.charge-boost.achieve`);
  }
  return problems;
}

/** The rulebook of a feature file: the folder after `features/` in `…/features/<book>/…`. */
export function bookOfUri(uri: string): string {
  const parts = uri.split(/[\\/]/);
  const at = parts.lastIndexOf('features');
  return at === -1 ? '' : (parts[at + 1] ?? '');
}

/** Prefix of a tag that says a ruling needs an option: `@option:<key>`. */
export const OPTION_TAG = '@option:';

/** Option keys a scenario's tags say it needs. */
export function optionsOf(tagNames: readonly string[]): string[] {
  return tagNames.filter((t) => t.startsWith(OPTION_TAG)).map((t) => t.slice(OPTION_TAG.length));
}

/**
 * Problems with a scenario's option tags: each key must be the `option=` of a `variant` or
 * `note` clause of the scenario's book, and a ruling of an alternative reading (the key of a
 * note, `bookReadings`) is also tagged with that note, so that the note shows it and an
 * engine that follows the note's reading is not asked to play it without the key.
 */
export function checkOptionTags(uri: string, tags: readonly TagAt[], bookOptions: ReadonlySet<string>, bookReadings: ReadonlyMap<string, string> = new Map()): string[] {
  const problems: string[] = [];
  const named = new Set(tags.map((t) => t.name));
  for (const tag of tags.filter((t) => t.name.startsWith(OPTION_TAG))) {
    const key = tag.name.slice(OPTION_TAG.length);
    if (!bookOptions.has(key)) {
      const known = [...bookOptions].sort();
      problems.push(`${uri}:${tag.line}:${tag.column}: tag ${tag.name} names no option of ${bookOfUri(uri)} (an option is the option= of a variant or note clause${known.length ? `: ${known.join(', ')}` : '; this book has none'})`);
    }
    const note = bookReadings.get(key);
    if (note && !named.has(`@${note}`)) {
      problems.push(`${uri}:${tag.line}:${tag.column}: tag ${tag.name} switches on the alternative reading of note ${note}: tag the ruling @${note} too`);
    }
  }
  return problems;
}

/**
 * The alternative readings a ruling takes a side on. `alternative`: the keys of its
 * `@option:` tags that are readings (it plays the rejected reading); `adopted`: the keys of
 * the notes it is tagged with but whose key it does not switch on (it plays the reading the
 * note adopts). An engine that follows an alternative reading cannot run the adopted one's
 * rulings: they are not applicable to it.
 */
export function readingSides(tagNames: readonly string[], bookReadings: ReadonlyMap<string, string>): { alternative: string[]; adopted: string[] } {
  const on = new Set(optionsOf(tagNames));
  const tagged = new Set(clauseIdsOf(tagNames));
  const alternative: string[] = [];
  const adopted: string[] = [];
  for (const [key, note] of bookReadings) {
    if (on.has(key)) alternative.push(key);
    else if (tagged.has(note)) adopted.push(key);
  }
  return { alternative, adopted };
}

/** A step as the shape check sees it: its Gherkin type (Context, Action, Outcome, Unknown). */
export interface StepShape {
  type?: string;
}

/**
 * A scenario must have steps and at least one outcome step (ならば / Then, or a かつ / And
 * after one), or it asserts nothing and cannot fail.
 */
export function checkScenarioShape(uri: string, scenario: { name: string; line: number }, steps: readonly StepShape[]): string[] {
  if (steps.length === 0) return [`${uri}:${scenario.line}: scenario '${scenario.name}' has no steps, so it asserts nothing`];
  if (!steps.some((s) => s.type === 'Outcome')) {
    return [`${uri}:${scenario.line}: scenario '${scenario.name}' has no outcome step (ならば …): it asserts nothing and cannot fail`];
  }
  return [];
}

/**
 * Rulings that share a name within a book, as `uri:line: …` lines naming the first use. An
 * outline's example rows share their scenario's line and are one ruling for this check.
 */
export function duplicateNames(rulings: readonly { book: string; name: string; uri: string; line: number }[]): string[] {
  const first = new Map<string, { uri: string; line: number }>();
  const problems: string[] = [];
  for (const r of rulings) {
    const key = `${r.book}\u0000${r.name}`;
    const seen = first.get(key);
    if (!seen) first.set(key, { uri: r.uri, line: r.line });
    else if (seen.uri !== r.uri || seen.line !== r.line) problems.push(`${r.uri}:${r.line}: ruling name '${r.name}' is already used in ${r.book} at ${seen.uri}:${seen.line}`);
  }
  return problems;
}

/** Tags of a pickle with their source positions, looked up in the Gherkin document. */
export function locateTags(doc: GherkinDocument, pickle: Pickle): { tags: TagAt[]; line: number } {
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


/**
 * Every problem of one scenario (a pickle of its Gherkin document) that can be seen without
 * running it: its clause tags, its option tags and its shape. The Before hook of
 * steps/support/clause-tags.ts fails the scenario on them; `npm run features:lint` reports them.
 */
export function scenarioProblems(doc: GherkinDocument, pickle: Pickle, knownIds: ReadonlySet<string>, bookOptions: ReadonlySet<string>, bookReadings: ReadonlyMap<string, string> = new Map()): string[] {
  const { tags, line } = locateTags(doc, pickle);
  const scenario = { name: pickle.name, line };
  return [
    ...checkScenarioTags(pickle.uri, scenario, tags, knownIds),
    ...checkOptionTags(pickle.uri, tags, bookOptions, bookReadings),
    ...checkScenarioShape(pickle.uri, scenario, pickle.steps),
  ];
}

/** Clause kinds that state rules a ruling can verify (the others explain, illustrate or interpret). */
export const NORMATIVE_KINDS: ReadonlySet<string> = new Set(['rule', 'variant']);

/**
 * A ruling verifies rules: a scenario whose clause tags all name definitions, examples or
 * notes, and no rule or variant clause, is reported at its first such tag. Tagging a note (the
 * adopted reading) or an example beside the rule it reads is fine; tags naming no clause are
 * checkScenarioTags' business and are skipped here.
 */
export function checkNormativeTags(uri: string, scenario: { name: string; line: number }, tags: readonly TagAt[], kindOf: ReadonlyMap<string, string>): string[] {
  const known = tags.filter((t) => looksLikeClauseTag(t.name) && kindOf.has(t.name.slice(1)));
  if (!known.length || known.some((t) => NORMATIVE_KINDS.has(kindOf.get(t.name.slice(1))!))) return [];
  const first = known[0]!;
  const named = known.map((t) => `${t.name} (${kindOf.get(t.name.slice(1))})`).join(', ');
  return [`${uri}:${first.line}:${first.column}: scenario '${scenario.name}' is tagged only with clauses that are not rules: ${named}; tag it with the rule or variant clause it verifies`];
}
