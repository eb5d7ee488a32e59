/**
 * Option keys of the clause index: the `option=` of `variant` clauses (an optional rule) and of
 * `note` clauses (an alternative reading: the reading the note rejects, which an engine may
 * play when the key is switched on). One place for the rulings' tag check, the feature lint,
 * the conformance hooks and the site, and the spec lint's checks of the keys.
 */
import type { Diagnostic } from './diagnostics.ts';
import type { Clause } from './model.ts';

/** Clause kinds that may carry `option=`: a variant (its rule) and a note (its rejected reading). */
export const OPTION_KINDS: ReadonlySet<string> = new Set(['variant', 'note']);

function keyOf(c: Clause): string | undefined {
  return Object.hasOwn(c.attrs, 'option') && OPTION_KINDS.has(c.kind) ? c.attrs.option : undefined;
}

/** Every option key per book: variant keys and alternative-reading keys, the keys a ruling's `@option:` may name. */
export function optionKeysByBook(clauses: readonly Clause[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const c of clauses) {
    const key = keyOf(c);
    if (!key) continue;
    if (!out.has(c.book)) out.set(c.book, new Set());
    out.get(c.book)!.add(key);
  }
  return out;
}

/** The alternative readings per book: each note's key mapped to the note. */
export function readingsByBook(clauses: readonly Clause[]): Map<string, Map<string, Clause>> {
  const out = new Map<string, Map<string, Clause>>();
  for (const c of clauses) {
    const key = c.kind === 'note' ? keyOf(c) : undefined;
    if (!key) continue;
    if (!out.has(c.book)) out.set(c.book, new Map());
    out.get(c.book)!.set(key, c);
  }
  return out;
}

/** The alternative-reading key of a note clause, if it names one. */
export function readingKeyOf(c: Clause): string | undefined {
  return c.kind === 'note' ? keyOf(c) : undefined;
}

/**
 * The spec lint's checks of option keys that need the whole book: `option=` belongs on a
 * variant or a note only, and an alternative reading's key names that one reading: no other
 * clause of the book (a variant or another note) may carry it.
 */
export function checkOptionKeys(clauses: readonly Clause[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const owners = new Map<string, Clause[]>();
  for (const c of clauses) {
    if (!Object.hasOwn(c.attrs, 'option')) continue;
    if (!OPTION_KINDS.has(c.kind)) {
      out.push({ file: c.file, line: c.line, column: c.column, message: `clause '${c.id}': option= belongs on a variant (its rule's key) or a note (the key of the reading it rejects), not on a ${c.kind}` });
      continue;
    }
    const k = `${c.book}\u0000${c.attrs.option}`;
    owners.set(k, [...(owners.get(k) ?? []), c]);
  }
  for (const group of owners.values()) {
    const note = group.find((c) => c.kind === 'note');
    if (!note || group.length === 1) continue;
    for (const c of group.filter((x) => x !== note)) {
      out.push({ file: c.file, line: c.line, column: c.column, message: `clause '${c.id}': option key '${c.attrs.option}' is already the alternative reading of note '${note.id}' (${note.file}:${note.line}); a reading's key names that one reading` });
    }
  }
  return out;
}

/** The alternative readings per book as key → note ID (what the rulings' tag checks need). */
export function readingNotesByBook(clauses: readonly Clause[]): Map<string, Map<string, string>> {
  return new Map([...readingsByBook(clauses)].map(([book, m]) => [book, new Map([...m].map(([k, c]) => [k, c.id]))]));
}
