/**
 * node tools/spec/rename-cli.ts <old-id> <new-id> [--with-children] [--dry-run]
 *   renames a clause everywhere (tools/spec/rename.ts) and keeps the old ID as an alias.
 *   Exit codes: 0 renamed (or planned, with --dry-run); 2 refused or a usage error.
 */
import { fail, parseCommandLine } from '../command-line.ts';
import { applyRename, planRename } from './rename.ts';

const USAGE = `usage: node tools/spec/rename-cli.ts <old-id> <new-id> [--with-children] [--dry-run]

Renames a clause in its label, spec links, feature tags, step text, engine citations, tests,
docs and review records, and records the old ID as aliases= on the label, so old links (lint
warns of them) and the old /clause/<old-id>/ address still reach the clause. Refused, with
nothing changed, when the new ID is taken, is not a valid ID of the same book, or the rename
would leave a spec problem.
  --with-children  also rename the clauses whose IDs start with <old-id>. (old.x → new.x)
  --dry-run        print what would change, change nothing`;

const { values, positionals } = parseCommandLine(USAGE, { 'with-children': { type: 'boolean', default: false }, 'dry-run': { type: 'boolean', default: false } });
if (positionals.length !== 2) fail(USAGE);
const [oldId, newId] = positionals as [string, string];
try {
  const plan = planRename(process.cwd(), oldId, newId, values['with-children']);
  for (const { file, count } of plan.files) console.log(`${file}: ${count} mention${count === 1 ? '' : 's'}`);
  const total = plan.files.reduce((n, f) => n + f.count, 0);
  const what = [...plan.ids].map(([a, b]) => `${a} → ${b}`).join(', ');
  if (values['dry-run']) console.log(`would rename ${what}: ${total} mentions in ${plan.files.length} files (dry run: nothing changed)`);
  else {
    applyRename(process.cwd(), plan);
    console.log(`renamed ${what}: ${total} mentions in ${plan.files.length} files; the old ID is kept as aliases= on the label`);
  }
} catch (error) {
  fail((error as Error).message);
}
