/**
 * Reads a chapter file's bytes into the text the parser sees, and checks the limits that keep
 * parsing bounded. Nothing here throws: every problem is a located diagnostic.
 *
 * - invalid UTF-8 is reported at its first bad byte (the text is still read, with U+FFFD);
 * - a byte order mark is dropped and CRLF / CR line endings become LF (lines and columns
 *   stay those an editor shows);
 * - a file larger than MAX_CHAPTER_BYTES, a line nested deeper than MAX_NESTING_WIDTH or a
 *   block with more inline delimiters than the limits allow is refused before parsing:
 *   the Markdown parser is slow (quadratic) on such input, and would otherwise hang or
 *   overflow its stack.
 */
import type { Diagnostic } from './diagnostics.ts';

/** Largest chapter file read, in bytes (the largest chapter today is about 41 KB). */
export const MAX_CHAPTER_BYTES = 256 * 1024;
/**
 * Widest run of indentation, `>` markers and list markers at the start of a line: the
 * nesting depth of blockquotes and lists (each level takes at least one or two columns).
 */
export const MAX_NESTING_WIDTH = 100;
/** Most emphasis, strikethrough and link delimiters (`*`, `_`, `~`, `[`, `]`) in one block of non-blank lines. */
export const MAX_BLOCK_DELIMITERS = 1000;
/** Most of those delimiters in one chapter file. */
export const MAX_FILE_DELIMITERS = 20000;

export interface ChapterSource {
  /** The text to parse, or null when the file is refused (see diagnostics). */
  text: string | null;
  diagnostics: Diagnostic[];
}

/** Decodes, normalises and checks a chapter file's bytes. `file` is the path used in messages. */
export function chapterSource(bytes: Uint8Array, file: string): ChapterSource {
  const diagnostics: Diagnostic[] = [];
  const large = tooLarge(bytes.length, file);
  if (large) return { text: null, diagnostics: [large] };
  let text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const bad = firstReplacement(bytes, text);
  if (bad.index !== -1) {
    const before = normalise(text.slice(0, bad.index));
    const { line, column } = locate(before, before.length);
    diagnostics.push({ file, line, column, message: `invalid UTF-8 (byte 0x${bytes[bad.offset]!.toString(16).padStart(2, '0')} at byte offset ${bad.offset}): save the file as UTF-8; bad bytes are read as U+FFFD` });
  }
  text = normalise(text);
  const limit = checkLimits(text, file);
  if (limit) return { text: null, diagnostics: [...diagnostics, limit] };
  return { text, diagnostics };
}

/** The size limit's diagnostic for a file of `size` bytes, or null when it is within the limit. */
export function tooLarge(size: number, file: string): Diagnostic | null {
  if (size <= MAX_CHAPTER_BYTES) return null;
  return { file, line: 1, column: 1, message: `chapter file is ${size} bytes, more than the limit of ${MAX_CHAPTER_BYTES} (docs/clause-syntax.md, Limits): split the chapter; the file is not read` };
}

/** Drops a leading byte order mark and turns CRLF and lone CR line endings into LF. */
export function normalise(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** The first limit a text breaks, as a diagnostic at the line that breaks it; null if none. */
export function checkLimits(text: string, file: string): Diagnostic | null {
  let fileDelimiters = 0;
  let blockDelimiters = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') {
      blockDelimiters = 0;
      continue;
    }
    const prefix = /^(?:[ \t]|>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t]))*/.exec(line)![0];
    const width = prefix.replace(/\t/g, '    ').length;
    if (width > MAX_NESTING_WIDTH) {
      return { file, line: i + 1, column: 1, message: `line nested too deep: its indentation, '>' and list markers are ${width} columns wide, more than the limit of ${MAX_NESTING_WIDTH} (docs/clause-syntax.md, Limits); the file is not read` };
    }
    for (let c = 0; c < line.length; c++) {
      const ch = line.charCodeAt(c);
      // * _ ~ [ ]
      if (ch === 42 || ch === 95 || ch === 126 || ch === 91 || ch === 93) {
        blockDelimiters++;
        fileDelimiters++;
        if (blockDelimiters > MAX_BLOCK_DELIMITERS) {
          return { file, line: i + 1, column: c + 1, message: `more than ${MAX_BLOCK_DELIMITERS} emphasis or link delimiters (* _ ~ [ ]) in one paragraph (docs/clause-syntax.md, Limits); the file is not read` };
        }
        if (fileDelimiters > MAX_FILE_DELIMITERS) {
          return { file, line: i + 1, column: c + 1, message: `more than ${MAX_FILE_DELIMITERS} emphasis or link delimiters (* _ ~ [ ]) in one chapter file (docs/clause-syntax.md, Limits); the file is not read` };
        }
      }
    }
  }
  return null;
}

/**
 * Index, in the leniently decoded text, of the first U+FFFD that stands for bad bytes (a
 * U+FFFD written in the file as EF BF BD is text, not an error); -1 if there is none.
 */
function firstReplacement(bytes: Uint8Array, text: string): { index: number; offset: number } {
  let offset = 0;
  let from = 0;
  for (let k = text.indexOf('\uFFFD'); k !== -1; k = text.indexOf('\uFFFD', k + 1)) {
    offset += Buffer.byteLength(text.slice(from, k), 'utf8');
    from = k;
    if (!(bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd)) return { index: k, offset };
  }
  return { index: -1, offset: -1 };
}

/** 1-based line and column of an offset in a text. */
function locate(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const nl = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: offset - nl };
}
