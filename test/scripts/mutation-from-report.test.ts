/**
 * npm run mutation -- <book> --from-report records the book's score only from the report of a
 * run of the whole book: the report of a run narrowed with --mutate (which leaves
 * reports/mutation/<book>.narrowed.json beside it) scores some modules, not the book.
 * Run in a scratch folder holding the book's configuration, a small report and the scores file.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT, runScript, scratch } from './command-line.ts';

const REPORT = {
  schemaVersion: '1',
  files: {
    'engine/janken-gear/field.ts': {
      language: 'typescript',
      source: 'export const a = true;\n',
      mutants: [
        { id: '1', mutatorName: 'BooleanLiteral', replacement: 'false', status: 'Killed', location: { start: { line: 1, column: 18 }, end: { line: 1, column: 22 } } },
        { id: '2', mutatorName: 'BooleanLiteral', replacement: 'false', status: 'Survived', location: { start: { line: 1, column: 18 }, end: { line: 1, column: 22 } } },
      ],
    },
  },
};

/**
 * A scratch folder with the configuration, a report and empty scores. `narrowed`: the report is
 * marked as a narrowed run's. `failingStryker`: its node_modules holds only a Stryker that exits
 * 1 at once (a run that fails or is stopped), else it is the project's.
 */
function folder(narrowed: boolean, failingStryker = false): string {
  const dir = scratch('mutation-from-report');
  mkdirSync(join(dir, 'mutation'));
  cpSync(join(ROOT, 'mutation', 'janken-gear.stryker.mjs'), join(dir, 'mutation', 'janken-gear.stryker.mjs'));
  writeFileSync(join(dir, 'mutation', 'equivalent.json'), '{}\n');
  writeFileSync(join(dir, 'mutation', 'scores.json'), '{}\n');
  mkdirSync(join(dir, 'reports', 'mutation'), { recursive: true });
  writeFileSync(join(dir, 'reports', 'mutation', 'janken-gear.json'), JSON.stringify(REPORT));
  if (narrowed) writeFileSync(join(dir, 'reports', 'mutation', 'janken-gear.narrowed.json'), '["engine/janken-gear/field.ts"]\n');
  if (failingStryker) {
    const bin = join(dir, 'node_modules', '@stryker-mutator', 'core', 'bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'stryker.js'), 'process.exit(1);\n');
  } else {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  }
  return dir;
}

test('the report of a narrowed run is read and printed, but its score is not recorded as the book\'s', () => {
  const dir = folder(true);
  const r = runScript('scripts/mutation.ts', ['janken-gear', '--from-report'], { cwd: dir });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /50\.0%  engine\/janken-gear\/field\.ts: 1 caught, 1 survived/);
  assert.match(r.stdout, /not recorded in mutation[/\\]scores\.json: the report is of a run narrowed to engine\/janken-gear\/field\.ts/);
  assert.equal(readFileSync(join(dir, 'mutation', 'scores.json'), 'utf8'), '{}\n');
});

test('the report of a whole-book run is recorded', () => {
  const dir = folder(false);
  const r = runScript('scripts/mutation.ts', ['janken-gear', '--from-report'], { cwd: dir });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /recorded in mutation[/\\]scores\.json: janken-gear 50%/);
  assert.equal(JSON.parse(readFileSync(join(dir, 'mutation', 'scores.json'), 'utf8'))['janken-gear'].score, 50);
});

test('a narrowed run that fails or is stopped part way still marks the report as narrowed', () => {
  // The report is some modules' (the last narrowed run's, say) but not marked, and Stryker fails
  // at once, as a run stopped part way would: the report is left as it was, and --from-report
  // must not then take it for the whole book's.
  const dir = folder(false, true);
  const run = runScript('scripts/mutation.ts', ['janken-gear', '--mutate', 'engine/janken-gear/field.ts'], { cwd: dir });
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stderr, /Stryker failed/);
  const r = runScript('scripts/mutation.ts', ['janken-gear', '--from-report'], { cwd: dir });
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /not recorded in mutation[/\\]scores\.json: the report is of a run narrowed to engine\/janken-gear\/field\.ts/);
  assert.equal(readFileSync(join(dir, 'mutation', 'scores.json'), 'utf8'), '{}\n');
});
