/**
 * What a definition clause says about its term, read once for the glossary and the site's
 * term links: the reading (kana), the English gloss, the abbreviations (略記) and other names
 * the definition declares, and the further terms it defines in bold. Documented for editors
 * in docs/clause-syntax.md ("Definitions").
 *
 * The spec writes these in the parenthesis right after the bold term,
 * `**チャージ・ブースト**（増幅攻撃、略記 Cブースト、英 charge boost）`, and as label attributes
 * (`reading=`, `en=`) where the text does not give them. An attribute wins over the text.
 */
import { toString } from 'mdast-util-to-string';
import type { Paragraph } from 'mdast';
import type { Clause } from './model.ts';
import type { Diagnostic } from './diagnostics.ts';

export interface TermGloss {
  /** The reading in hiragana, or undefined when neither the spec nor the term's own kana give one. */
  reading?: string;
  /** The English gloss. */
  en?: string;
  /** Abbreviations (略記 …): other spellings of the term, linked like the term itself. */
  abbreviations: string[];
  /** Other names the definition declares (別称、別記、別表記、別名 …), linked like the term. */
  aliases: string[];
  /** Unmarked parts of the parenthesis: a synonym, the source's word or a disambiguation; shown, not linked. */
  notes: string[];
  /** The other **bold** terms the same clause defines (もとのパワー, 戦闘パワー …). */
  also: string[];
}

/** Prefixes of the parenthesis' parts, and which list the part goes to. */
const PREFIXES: [RegExp, 'en' | 'abbreviations' | 'aliases'][] = [
  [/^英\s*/, 'en'],
  [/^略記\s*/, 'abbreviations'],
  [/^(?:別称|別記|別表記|別名)\s*/, 'aliases'],
];

const HIRAGANA_ONLY = /^[\u3041-\u3096ー]+$/;
/** Kana as a reading may be written: hiragana, katakana and the long-vowel mark. */
export const KANA_READING = /^[\u3041-\u3096\u30a1-\u30fa\u30fc]+$/;
/** A term spelled in kana alone (with ・ = ＝ ‐ and spaces between words) reads as it is written. */
const KANA_TERM = /^[\u3041-\u3096\u30a1-\u30fa\u30fc・=＝‐\-／ ]+$/;

/** Katakana to hiragana, code point by code point (ー stays). */
export function toHiragana(kana: string): string {
  return kana.replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));
}

/** The reading of a term written in kana alone, or undefined (kanji, Latin letters, digits, signs). */
export function kanaTermReading(term: string): string | undefined {
  if (!KANA_TERM.test(term)) return undefined;
  const reading = toHiragana(term.replace(/[・=＝‐\-／ ]/g, ''));
  return reading === '' ? undefined : reading;
}

/** The text of the balanced （…） that starts at `from`, or undefined. */
function parenthesisAt(text: string, from: number): string | undefined {
  if (text[from] !== '（') return undefined;
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '（') depth++;
    else if (text[i] === '）' && --depth === 0) return text.slice(from + 1, i);
  }
  return undefined;
}

/** Splits on 、 outside nested brackets. */
function topLevelParts(inner: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of inner) {
    if ('（〔「【'.includes(ch)) depth++;
    if ('）〕」】'.includes(ch)) depth--;
    if (ch === '、' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  parts.push(current.trim());
  return parts.filter((p) => p !== '');
}

/** Reads the parenthesis' parts: a prefix-less part after a prefixed one continues its list. */
function readParts(parts: string[]) {
  const lists = { en: [] as string[], abbreviations: [] as string[], aliases: [] as string[], notes: [] as string[], readings: [] as string[] };
  let last: keyof typeof lists | undefined;
  for (const part of parts) {
    const prefix = PREFIXES.find(([re]) => re.test(part));
    if (prefix) {
      last = prefix[1];
      lists[last].push(part.replace(prefix[0], '').trim());
    } else if (HIRAGANA_ONLY.test(part)) lists.readings.push(part);
    else if (last) lists[last].push(part);
    // The source's own Latin name (Active, SCrolL, Re‐ACtive) serves as the English gloss.
    else if (/^[\x20-\x7e‐]+$/.test(part)) lists.en.push(part);
    else lists.notes.push(part);
  }
  return lists;
}

/** The gloss of a definition paragraph (its label already stripped), given its bold term and attributes. */
export function definitionGloss(para: Paragraph, term: string, attrs: Record<string, string>): TermGloss {
  const strongs = para.children.filter((n) => n.type === 'strong');
  const first = strongs[0];
  let offset = 0;
  for (const child of para.children) {
    if (child === first) break;
    offset += toString(child).length;
  }
  const text = toString(para);
  const also = [...new Set(strongs.slice(1).map((s) => toString(s)).filter((t) => t !== term))];
  // `**表置き**と**裏置き**（英 …）`: the parenthesis may follow a run of terms joined by 、 or と.
  let at = offset + term.length;
  for (let joined = true; joined; ) {
    joined = false;
    for (const other of also) {
      if ((text[at] === '、' || text[at] === 'と') && text.startsWith(other, at + 1)) {
        at += 1 + other.length;
        joined = true;
      }
    }
  }
  const inner = first ? parenthesisAt(text, at) : undefined;
  const parts = readParts(inner ? topLevelParts(inner) : []);
  const reading = attrs.reading !== undefined ? toHiragana(attrs.reading) : (parts.readings[0] ?? kanaTermReading(term));
  const en = attrs.en ?? (parts.en.length ? parts.en.join('、') : undefined);
  return {
    ...(reading !== undefined ? { reading } : {}),
    ...(en !== undefined ? { en } : {}),
    abbreviations: parts.abbreviations.flatMap((a) => a.split('・')).map((a) => a.trim()).filter((a) => a !== ''),
    aliases: parts.aliases,
    notes: parts.notes,
    also,
  };
}

/** The names a definition is linked by: the term, the other bold terms, abbreviations and aliases. */
export function linkedNames(c: Clause): string[] {
  if (c.kind !== 'definition' || !c.term || c.attrs.link === 'no') return [];
  const g = c.gloss;
  return [...new Set([c.term, ...(g?.also ?? []), ...(g?.aliases ?? []), ...(g?.abbreviations ?? [])])];
}

/**
 * Warnings (lint reports them without failing): a definition whose term is not written in
 * kana and has no reading, one with no English gloss, and a name two definitions of one book
 * are linked by (all but one need `link=no`, or the site links the first).
 */
export function termWarnings(clauses: Clause[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (c: Clause, message: string) => out.push({ file: c.file, line: c.line, column: c.column, message: `warning: ${message}` });
  const byName = new Map<string, Clause>();
  for (const c of clauses) {
    if (c.kind !== 'definition' || !c.term) continue;
    if (c.gloss?.reading === undefined) at(c, `definition '${c.id}': the term '${c.term}' is not written in kana alone; give its reading (reading=かな)`);
    if (c.gloss?.en === undefined) at(c, `definition '${c.id}': no English gloss; write （英 …） after the term or en="…"`);
    for (const name of c.term ? [c.term] : []) {
      const key = `${c.book}\u0000${name}`;
      if (c.attrs.link === 'no') continue;
      const other = byName.get(key);
      if (other) at(c, `definition '${c.id}': the term '${name}' is also defined by '${other.id}' (${other.file}:${other.line}); mark all but one link=no so term links go to one of them`);
      else byName.set(key, c);
    }
  }
  return out;
}
