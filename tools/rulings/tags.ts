/**
 * How a ruling names the clauses it verifies: scenario tags that are clause IDs
 * (`@twgp.attack.charge-boost.achieve`). A tag containing a dot is read as a clause ID.
 */
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
