/**
 * node tools/spec/changes-cli.ts <git-rev> [--to <git-rev>] [--book <book>] [--format text|json]
 *   lists the clauses added, removed, renamed and changed (with a diff of their text) between
 *   the spec at <git-rev> and the working tree (or --to another revision), per book.
 *   Exit codes: 0 listed (even if nothing changed); 2 usage error or an unknown revision.
 */
import { fail, parseCommandLine } from '../command-line.ts';
import { inlineDiff } from './fingerprint.ts';
import { clausesAt, compareClauses, resolveRevision, type ClauseChange } from './changes.ts';
import { loadSpec } from './load.ts';

const USAGE = `usage: node tools/spec/changes-cli.ts <git-rev> [--to <git-rev>] [--book <book>] [--format text|json]

Lists, per book, the clauses added, removed, renamed (a clause whose aliases= names the old ID)
and changed (kind, edition, option or text; with a diff [-removed-]{+added+}) from the spec at
<git-rev> to the working tree, or to the revision given with --to.`;

const LABEL: Record<ClauseChange['kind'], string> = { added: 'added', removed: 'removed', renamed: 'renamed', changed: 'changed' };

function describe(c: ClauseChange): string {
  const head = `  ${LABEL[c.kind]} ${c.kind === 'renamed' ? `${c.from} → ${c.id}` : c.id} (${c.file}:${c.line})`;
  return c.was !== undefined && c.now !== undefined ? `${head}\n    ${inlineDiff(c.was, c.now)}` : head;
}

const { values, positionals } = parseCommandLine(USAGE, { to: { type: 'string' }, book: { type: 'string' }, format: { type: 'string', default: 'text' } });
if (positionals.length !== 1) fail(USAGE);
if (values.format !== 'text' && values.format !== 'json') fail(`--format must be text or json, not '${values.format}'`);
const root = process.cwd();
let changes: ClauseChange[];
let span: string;
try {
  const from = resolveRevision(root, positionals[0]!);
  const after = values.to === undefined ? loadSpec(root).clauses : clausesAt(root, resolveRevision(root, values.to));
  changes = compareClauses(clausesAt(root, from), after);
  span = `${positionals[0]} (${from.slice(0, 10)}) → ${values.to ?? 'working tree'}`;
} catch (error) {
  fail((error as Error).message);
}
if (values.book !== undefined) changes = changes.filter((c) => c.book === values.book);
if (values.format === 'json') {
  process.stdout.write(JSON.stringify(changes, null, 2) + '\n');
} else {
  console.log(`clause changes ${span}`);
  for (const book of [...new Set(changes.map((c) => c.book))]) {
    const of = changes.filter((c) => c.book === book);
    const n = (k: ClauseChange['kind']) => of.filter((c) => c.kind === k).length;
    console.log(`\n${book}: ${n('added')} added, ${n('removed')} removed, ${n('renamed')} renamed, ${n('changed')} changed`);
    for (const c of of) console.log(describe(c));
  }
  if (!changes.length) console.log('no clause changed');
}
