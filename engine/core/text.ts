/**
 * Text that may cross the contract as a name or a plan: practical bounds of the project, not
 * rules of any book. A name (a player's, a character's) is at most MAX_NAME_LENGTH code points
 * and holds no control character and no bidirectional formatting character, so that what a log,
 * a view or a terminal shows is what was submitted (an override such as U+202E would make one
 * name display as another). Plans and other free text may hold line breaks and tabs but nothing
 * else of that kind. Every check here is one linear pass; nothing throws.
 */

/** The longest name (player, character) accepted, in code points: a practical bound of the project. */
export const MAX_NAME_LENGTH = 100;

/**
 * C0 controls, DEL and C1 controls, the bidirectional marks and embeddings/overrides/isolates
 * (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069); tab, LF and CR are allowed.
 */
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** The same, with tab, LF and CR: none may stand in a name. */
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

const NAMES: Record<number, string> = {
  0x061c: 'ARABIC LETTER MARK', 0x200e: 'LEFT-TO-RIGHT MARK', 0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING', 0x202b: 'RIGHT-TO-LEFT EMBEDDING', 0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE', 0x202e: 'RIGHT-TO-LEFT OVERRIDE', 0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE', 0x2068: 'FIRST STRONG ISOLATE', 0x2069: 'POP DIRECTIONAL ISOLATE',
};

/** With the u flag a surrogate pair is one code point, so this matches only a surrogate standing alone. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
const describe = (code: number) => (NAMES[code] ? `${hex(code)} (${NAMES[code]})` : `${hex(code)} (a control character)`);

/** The code-point offset of UTF-16 index `index` in `text`. */
function codePointOffset(text: string, index: number): number {
  let n = 0;
  for (let i = 0; i < index; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff || i + 1 >= index) n += 1;
    else {
      const d = text.charCodeAt(i + 1);
      n += 1;
      if (d >= 0xdc00 && d <= 0xdfff) i += 1;
    }
  }
  return n;
}

/**
 * Why `text` may not be used as free text (a plan, a setting), or null: a control or
 * bidirectional formatting character (line breaks and tabs allowed when `breaks`), or a lone
 * surrogate (text that is not well-formed Unicode). Names the character and its code-point offset.
 */
export function unsafeText(text: string, breaks = true): string | null {
  const first = (breaks ? UNSAFE : UNSAFE_IN_NAMES).exec(text);
  if (first) return `holds ${describe(first[0].codePointAt(0)!)} at offset ${codePointOffset(text, first.index)}; control and bidirectional formatting characters are refused`;
  if (LONE_SURROGATE.test(text)) return 'is not well-formed Unicode (it holds a lone surrogate)';
  return null;
}

/** Why `name` may not be a name, or null: empty, longer than MAX_NAME_LENGTH code points, or holding an unsafe character. */
export function nameProblem(name: string): string | null {
  if (name.trim() === '') return 'must be a non-empty name';
  if (name.length > MAX_NAME_LENGTH * 2 || [...name].length > MAX_NAME_LENGTH) return `is longer than ${MAX_NAME_LENGTH} characters (a practical bound of the engines)`;
  return unsafeText(name, false);
}
