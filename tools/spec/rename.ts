/**
 * Renaming a clause everywhere: its label, spec links, feature tags, IDs in step text and
 * expected outcomes, engine citations, tests, docs and the review records, with the old ID kept
 * as an alias (`aliases=` on the label) so old links and the old /clause/<id>/ address still
 * reach the clause. The rename is planned in memory and checked before anything is written:
 * a collision, an invalid ID or a spec problem the rename would cause refuses it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MENTION_ROOTS, mentionPattern, mentionsIn, readText, textFiles } from './id-mentions.ts';
import { loadSpec } from './load.ts';
import type { Spec } from './model.ts';
import { isClauseId, namespaceOf } from './syntax.ts';

export interface RenamePlan {
  /** Old ID → new ID: the clause, and with `withChildren` every clause below it. */
  ids: Map<string, string>;
  /** Files to rewrite, with their new text and how many mentions change. */
  files: { file: string; text: string; count: number }[];
}

/** Why the rename cannot be done, or null. */
function refusal(spec: Spec, oldId: string, newId: string, withChildren: boolean): string | null {
  const ids = new Set(spec.clauses.map((c) => c.id));
  if (!ids.has(oldId)) return spec.aliases.has(oldId) ? `'${oldId}' is already a former ID of '${spec.aliases.get(oldId)}'` : `no clause has the ID '${oldId}'`;
  if (!isClauseId(newId)) return `'${newId}' is not a clause ID (dot-separated lowercase kebab-case segments, at least two)`;
  if (namespaceOf(newId) !== namespaceOf(oldId)) return `'${newId}' is not in the book '${namespaceOf(oldId)}': a clause keeps its book's namespace`;
  if (newId === oldId) return 'the new ID is the old one';
  const children = spec.clauses.filter((c) => c.id.startsWith(`${oldId}.`));
  if (children.length && !withChildren) return `${children.length} clause${children.length === 1 ? '' : 's'} below '${oldId}' (${children.slice(0, 3).map((c) => c.id).join(', ')}${children.length > 3 ? ', …' : ''}) would keep the old prefix: add --with-children to rename them too`;
  for (const [from, to] of renames(spec, oldId, newId, withChildren)) {
    if (ids.has(to)) return `'${to}' (for '${from}') is already the ID of a clause`;
    if (spec.aliases.has(to)) return `'${to}' (for '${from}') is a former ID of '${spec.aliases.get(to)}'`;
  }
  return null;
}

function renames(spec: Spec, oldId: string, newId: string, withChildren: boolean): Map<string, string> {
  const out = new Map([[oldId, newId]]);
  if (withChildren) for (const c of spec.clauses) if (c.id.startsWith(`${oldId}.`)) out.set(c.id, newId + c.id.slice(oldId.length));
  return out;
}

/** Adds the old IDs to the `aliases=` of each renamed clause's label line. */
function addAliases(text: string, ids: ReadonlyMap<string, string>): string {
  // A label line, at the start of a paragraph or of a list item (a nested clause).
  return text.replace(/^(\s*(?:[-*+]|\d+[.)])?\s*)([a-z]+)\[([^\]\n]+)\]([^\n]*)$/gm, (line, lead: string, kind: string, id: string, attrs: string) => {
    const former = [...ids].find(([, to]) => to === id)?.[0];
    if (!former) return line;
    const m = /(^|\s)aliases=(\S+)/.exec(attrs);
    if (m) return `${lead}${kind}[${id}]${attrs.replace(m[0], `${m[1]}aliases=${m[2]},${former}`)}`;
    return `${lead}${kind}[${id}]${attrs} aliases=${former}`;
  });
}

/** Plans the rename, or throws with the reason it is refused. */
export function planRename(root: string, oldId: string, newId: string, withChildren = false): RenamePlan {
  const spec = loadSpec(root);
  const why = refusal(spec, oldId, newId, withChildren);
  if (why) throw new Error(`rename refused: ${why}`);
  const ids = renames(spec, oldId, newId, withChildren);
  const pattern = mentionPattern(spec.books);
  const files: RenamePlan['files'] = [];
  for (const file of textFiles(root, ['spec', ...MENTION_ROOTS])) {
    const text = readText(join(root, file));
    if (text === null) continue;
    const hits = mentionsIn(text, file, pattern).filter((m) => ids.has(m.id));
    let next = text;
    for (const m of [...hits].reverse()) next = next.slice(0, m.offset) + ids.get(m.id)! + next.slice(m.offset + m.id.length);
    if (file.startsWith('spec/')) next = addAliases(next, ids);
    if (next !== text) files.push({ file, text: next, count: hits.length });
  }
  return { ids, files };
}

/**
 * Writes a plan, then reloads the spec: if the rename added a spec problem (a dangling
 * reference, a broken label), every file is put back as it was and the problems are thrown.
 */
export function applyRename(root: string, plan: RenamePlan): void {
  const before = new Set(loadSpec(root).diagnostics.map((d) => `${d.file}:${d.message}`));
  const originals = plan.files.map(({ file }) => ({ file, text: readFileSync(join(root, file)) }));
  for (const { file, text } of plan.files) writeFileSync(join(root, file), text);
  let added: string[];
  try {
    added = loadSpec(root).diagnostics.filter((d) => !before.has(`${d.file}:${d.message}`)).map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`);
  } catch (error) {
    added = [(error as Error).message];
  }
  if (added.length) {
    for (const { file, text } of originals) writeFileSync(join(root, file), text);
    throw new Error(`rename refused, nothing was changed: it would cause\n${added.join('\n')}`);
  }
}
