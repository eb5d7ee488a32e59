/** A problem found in a source file, located so an editor can jump to it. */
export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** `file:line:column: message`, the format compilers and editors understand. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column}: ${d.message}`;
}

export function byLocation(a: Diagnostic, b: Diagnostic): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
}
