/**
 * node bench/lib/parse-floor.ts   (SPEC_ROOT: the repository to read; default the current folder)
 *
 * The floor of bench/lint.ts: reads every chapter file spec/<book>/*.md, as the spec loader
 * does, and parses it with unified + remark-parse + remark-gfm, and nothing else: no index,
 * no references, no checks. Prints how many files and nodes it parsed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';

const base = join(process.env.SPEC_ROOT ?? process.cwd(), 'spec');
const processor = unified().use(remarkParse).use(remarkGfm);
let files = 0;
let nodes = 0;
const count = (node: { children?: unknown[] }): number => 1 + (node.children ?? []).reduce<number>((n, c) => n + count(c as { children?: unknown[] }), 0);
for (const book of readdirSync(base).sort()) {
  for (const name of readdirSync(join(base, book)).filter((n) => n.endsWith('.md')).sort()) {
    nodes += count(processor.parse(readFileSync(join(base, book, name), 'utf8')));
    files++;
  }
}
process.stdout.write(`${files} files parsed, ${nodes} nodes\n`);
