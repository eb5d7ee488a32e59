/** Writes a throw-away repository with the given spec files and returns its root. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadSpec } from '../../../tools/spec/load.ts';

export function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'spec-fixture-'));
  mkdirSync(join(root, 'spec'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** Diagnostics of a fixture as `file:line:column: message` strings. */
export function lint(files: Record<string, string>): string[] {
  return loadSpec(fixture(files)).diagnostics.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`);
}

/** A valid chapter with two clauses, to build bad cases from. */
export const GOOD = `# 章

## 節

rule[demo.section.first]
最初の規則。

rule[demo.section.second]
二つ目の規則は[最初の規則](#demo.section.first)を参照する。
`;
