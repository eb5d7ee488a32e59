/**
 * What counts as a change of a clause, for the stale-ruling alarm (tools/rulings/reviews.ts)
 * and the changelog of clauses (tools/spec/changes.ts): its kind, the label attributes that
 * change its meaning, and its text with Unicode normalised (NFC) and runs of white space made
 * one space. Re-wrapping a paragraph, or adding a term's reading or an alias, is no change.
 */
import { createHash } from 'node:crypto';
import { diffChars } from 'diff';
import type { Clause } from './model.ts';

/** Label attributes that change what a clause means. */
const MEANINGFUL_ATTRS = ['edition', 'option'];

export function fingerprintText(clause: Pick<Clause, 'kind' | 'attrs' | 'text'>): string {
  const attrs = MEANINGFUL_ATTRS.filter((k) => k in clause.attrs).map((k) => ` ${k}=${clause.attrs[k]}`).join('');
  const text = clause.text.normalize('NFC').replace(/\s+/g, ' ').trim();
  return `${clause.kind}${attrs}: ${text}`;
}

export function fingerprint(clause: Pick<Clause, 'kind' | 'attrs' | 'text'>): string {
  return createHash('sha256').update(fingerprintText(clause)).digest('hex').slice(0, 16);
}

/** A change of text as parts, by characters (the spec's Japanese has no spaces): kept, removed or added. */
export function diffParts(was: string, now: string): { text: string; kind: 'same' | 'removed' | 'added' }[] {
  return diffChars(was, now).map((p) => ({ text: p.value, kind: p.added ? 'added' : p.removed ? 'removed' : 'same' }));
}

/** A change of text as git's word diff shows one: [-removed-]{+added+}. */
export function inlineDiff(was: string, now: string): string {
  return diffParts(was, now)
    .map((p) => (p.kind === 'added' ? `{+${p.text}+}` : p.kind === 'removed' ? `[-${p.text}-]` : p.text))
    .join('');
}
