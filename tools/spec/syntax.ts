/**
 * The clause syntax: how a clause label, a clause ID and a clause reference are spelled.
 * Documented for editors in docs/clause-syntax.md; every tool reads clauses through here.
 */

/** The five kinds of clause. `rule` and `variant` are normative. */
export const CLAUSE_KINDS = ['rule', 'definition', 'example', 'note', 'variant'] as const;
export type ClauseKind = (typeof CLAUSE_KINDS)[number];

export function isClauseKind(word: string): word is ClauseKind {
  return (CLAUSE_KINDS as readonly string[]).includes(word);
}

/** Kinds whose clauses state what the rules require, and so must be covered by rulings. */
export const NORMATIVE_KINDS: readonly ClauseKind[] = ['rule', 'variant'];

/** One ID segment: lowercase ASCII letters and digits, words joined by single hyphens. */
const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** A clause ID: two or more segments joined by dots, from general to specific. */
export const CLAUSE_ID = new RegExp(`^${SEGMENT}(?:\\.${SEGMENT})+$`);

export function isClauseId(text: string): boolean {
  return CLAUSE_ID.test(text);
}

/**
 * A label candidate: a word, `[`, anything, `]`, then optional attributes, alone on the
 * first line of a paragraph. Anything that matches this shape is treated as a label and
 * validated, so a misspelt kind or a malformed ID is reported instead of read as prose.
 */
const LABEL_LINE = /^([A-Za-z][\w-]*)\[([^\]\n]*)\]((?:[ \t]+[^\n]*)?)$/;

/** Attribute keys a label may carry, and what each value must look like. */
export const ATTRIBUTE_RULES: Record<string, { pattern: RegExp; meaning: string }> = {
  option: { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, meaning: 'a lowercase kebab-case option key' },
  edition: { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, meaning: 'a lowercase edition key' },
  // Former IDs of a renamed clause (npm run spec:rename): old links and addresses still reach it.
  aliases: { pattern: new RegExp(`^${SEGMENT}(?:\\.${SEGMENT})+(?:,${SEGMENT}(?:\\.${SEGMENT})+)*$`), meaning: 'comma-separated former clause IDs' },
  // Definitions only (tools/spec/terms.ts): the term's reading, its English gloss, and
  // `link=no` for a second definition of a term that the site should not link to.
  reading: { pattern: /^[\u3041-\u3096\u30a1-\u30fa\u30fc]+$/, meaning: 'the reading in kana alone (hiragana, katakana, ー)' },
  en: { pattern: /^[^"\p{Cc}]+$/u, meaning: 'an English gloss (in double quotes if it has spaces)' },
  link: { pattern: /^no$/, meaning: "'no' (the site does not link uses of the term to this definition)" },
};

export interface LabelMatch {
  kindWord: string;
  id: string;
  /** Raw attribute text after the closing bracket, trimmed. */
  attributeText: string;
}

/** Reads a label from the first line of a paragraph, or returns null if there is none. */
export function matchLabel(firstLine: string): LabelMatch | null {
  const m = LABEL_LINE.exec(firstLine.trimEnd());
  if (!m) return null;
  return { kindWord: m[1]!, id: m[2]!, attributeText: (m[3] ?? '').trim() };
}

/** A line inside a paragraph that looks like a label: a label not at the start of a paragraph. */
export function looksLikeLabel(line: string): boolean {
  const m = LABEL_LINE.exec(line.trimEnd());
  return m !== null && isClauseKind(m[1]!);
}

/** Parses `key=value key2=value2`; returns the pairs or a message saying what is wrong. */
export function parseAttributes(text: string): { attrs: Record<string, string> } | { error: string } {
  const attrs: Record<string, string> = {};
  if (text === '') return { attrs };
  // A value may be double-quoted to hold spaces: en="charge boost".
  for (const pair of text.match(/(?:[^ \t"]|"[^"]*"?)+/g) ?? []) {
    const eq = pair.indexOf('=');
    if (eq <= 0) return { error: `attribute '${pair}' is not of the form key=value` };
    const key = pair.slice(0, eq);
    const raw = pair.slice(eq + 1);
    const quoted = /^"[^"]*"$/.test(raw);
    if (!quoted && raw.includes('"')) return { error: `attribute ${key}: unbalanced double quote in '${raw}'` };
    const value = quoted ? raw.slice(1, -1) : raw;
    // Own keys only: `constructor=` or `__proto__=` must be unknown attributes, not Object's.
    const rule = Object.hasOwn(ATTRIBUTE_RULES, key) ? ATTRIBUTE_RULES[key] : undefined;
    if (!rule) {
      return { error: `unknown attribute '${key}' (known: ${Object.keys(ATTRIBUTE_RULES).join(', ')})` };
    }
    if (!rule.pattern.test(value)) return { error: `attribute ${key}='${value}' must be ${rule.meaning}` };
    if (Object.hasOwn(attrs, key)) return { error: `attribute '${key}' is given twice` };
    attrs[key] = value;
  }
  return { attrs };
}

/**
 * A clause reference is an ordinary Markdown link whose target is `#` and a clause ID:
 * `[チャージ・ブースト](#twgp.attack.charge-boost)`. Returns the ID, or null for other links.
 */
export function referencedId(url: string): string | null {
  return url.startsWith('#') ? url.slice(1) : null;
}

/** The rulebook a clause ID belongs to: its first segment. */
export function namespaceOf(id: string): string {
  return id.split('.')[0]!;
}
