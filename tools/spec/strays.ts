/**
 * Text the parser would otherwise lose without a word: clause labels in places where they
 * are not read as labels, and a code fence or HTML comment that is never closed and so
 * swallows everything after it. Each is reported at its line and column.
 */
import type { Nodes, Paragraph, Root } from 'mdast';
import type { Diagnostic } from './diagnostics.ts';
import { looksLikeLabel } from './syntax.ts';

/** Container prefixes a source line carries inside lists and blockquotes. */
const CONTAINER_PREFIX = /^[ \t>]*/;

/**
 * Every line that looks like a clause label (a known kind, `[`, `]`) but does not start a
 * clause: `labelParagraphs` are the paragraphs whose first line the parser read as a label.
 */
export function strayLabels(root: Root, source: string, file: string, labelParagraphs: ReadonlySet<Paragraph>): Diagnostic[] {
  const out: Diagnostic[] = [];
  const walk = (node: Nodes, inQuote: boolean) => {
    const start = node.position?.start;
    const end = node.position?.end;
    if (start?.offset !== undefined && end?.offset !== undefined) {
      if (node.type === 'paragraph' || node.type === 'heading') {
        const lines = source.slice(start.offset, end.offset).split('\n');
        lines.forEach((raw, i) => {
          if (i === 0 && node.type === 'paragraph' && labelParagraphs.has(node)) return;
          const line = i === 0 ? (node.type === 'heading' ? raw.replace(/^#{1,6}[ \t]+/, '') : raw) : raw.replace(CONTAINER_PREFIX, '');
          if (!looksLikeLabel(line.trim())) return;
          const column = (i === 0 ? start.column : 1) + raw.length - line.length;
          const where = inQuote
            ? 'inside a "> " commentary is not read as a clause: take it out of the blockquote to make it a clause'
            : node.type === 'heading'
              ? 'in a heading is not read as a clause: put it on its own line below the heading'
              : i === 0
                ? 'is not read as a clause here: a label starts a paragraph after a blank line, or a list item'
                : 'must start its own paragraph: put a blank line before it';
          out.push({ file, line: start.line + i, column, message: `clause label '${line.trim()}' ${where}` });
        });
        return;
      }
      if (node.type === 'tableCell') {
        const raw = source.slice(start.offset, end.offset);
        const cell = raw.trim().replace(/^\|/, '').replace(/\|$/, '').trim();
        if (looksLikeLabel(cell.split('\n')[0]!)) {
          out.push({ file, line: start.line, column: start.column + Math.max(0, raw.indexOf(cell)), message: `clause label '${cell}' inside a table cell is not read as a clause: put the clause before the table and refer to it` });
        }
        return;
      }
      if (node.type === 'code' && !/^(`{3,}|~{3,})/.test(source.slice(start.offset, end.offset))) {
        // An indented code block: a label indented by four spaces by mistake becomes code.
        source.slice(start.offset, end.offset).split('\n').forEach((raw, i) => {
          const line = raw.replace(CONTAINER_PREFIX, '');
          if (!looksLikeLabel(line.trim())) return;
          out.push({ file, line: start.line + i, column: (i === 0 ? start.column : 1) + raw.length - line.length, message: `clause label '${line.trim()}' is indented into a code block and read as code: remove the indentation (put examples in a fenced \`\`\` block)` });
        });
        return;
      }
      if (node.type === 'html' && !/^\s*<!--/.test(node.value)) {
        source.slice(start.offset, end.offset).split('\n').forEach((raw, i) => {
          const line = raw.replace(CONTAINER_PREFIX, '');
          if (!looksLikeLabel(line.trim())) return;
          out.push({ file, line: start.line + i, column: (i === 0 ? start.column : 1) + raw.length - line.length, message: `clause label '${line.trim()}' inside an HTML block is not read as a clause: spec text is Markdown, write the clause outside the HTML` });
        });
        return;
      }
    }
    if ('children' in node) for (const child of node.children) walk(child, inQuote || node.type === 'blockquote');
  };
  walk(root, false);
  return out;
}

/**
 * A fenced code block whose fence is never closed, and an HTML comment that is never
 * closed: either one silently turns the rest of its container (usually the file) into code
 * or comment.
 */
export function unclosedBlocks(root: Root, source: string, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  /** Last line a block takes: its end, or the line before when it ends at the start of a line. */
  const lastLine = (end: { line: number; column: number }) => (end.column === 1 && end.line > 1 ? end.line - 1 : end.line);
  const walk = (node: Nodes) => {
    const start = node.position?.start;
    const end = node.position?.end;
    if (start?.offset !== undefined && end?.offset !== undefined) {
      const raw = source.slice(start.offset, end.offset);
      if (node.type === 'code') {
        const open = /^(`{3,}|~{3,})/.exec(raw);
        if (open) {
          const lines = raw.split('\n');
          const last = lines.length > 1 ? lines[lines.length - 1]!.replace(CONTAINER_PREFIX, '') : '';
          const fence = open[1]!;
          const closed = new RegExp(`^\\${fence[0]}{${fence.length},}[ \\t]*$`).test(last);
          if (!closed) out.push({ file, line: start.line, column: start.column, message: `code fence '${fence}' is never closed, so everything after it${lastLine(end) > start.line ? ` (to line ${lastLine(end)})` : ''} is read as code: close it with ${fence}` });
        }
        return;
      }
      if (node.type === 'html') {
        if (/^\s*<!--/.test(raw) && !raw.includes('-->')) {
          out.push({ file, line: start.line, column: start.column, message: `HTML comment is never closed, so everything after it${lastLine(end) > start.line ? ` (to line ${lastLine(end)})` : ''} is ignored: close it with -->` });
        }
        return;
      }
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(root);
  return out;
}
