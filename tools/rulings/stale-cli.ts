/**
 * The stale-ruling alarm's command line (records: tools/rulings/reviews.ts).
 *
 *   node tools/rulings/stale-cli.ts stale [book …] [--format json]
 *     names every ruling tagged with a clause whose text changed since the ruling was last
 *     reviewed (file:line of both, and a diff of the clause), every ruling or tag not reviewed
 *     yet, and every record of a ruling that is gone; exits 1 if there is any.
 *   node tools/rulings/stale-cli.ts review <file.feature[:line]> … | --clause <id> … | --new | --all
 *     records rulings as reviewed against their clauses as they read now.
 */
import { fail, parseCommandLine } from '../command-line.ts';
import { inlineDiff } from '../spec/fingerprint.ts';
import { loadSpec } from '../spec/load.ts';
import type { Clause } from '../spec/model.ts';
import { loadRulings, type Ruling } from './load.ts';
import { findStale, markReviewed, readReviews, reviewsFile, writeReviews, type Finding, type Reviews } from './reviews.ts';

const USAGE = `usage: node tools/rulings/stale-cli.ts stale [book …] [--format text|json]
       node tools/rulings/stale-cli.ts review <file.feature[:line]> … | --clause <id> … | --new | --all

stale   lists rulings whose tagged clauses changed since they were reviewed (with a diff of the
        clause), rulings or tags not reviewed yet, and records of rulings that are gone;
        exit 1 if any
review  marks rulings reviewed against their clauses as they read now, in
        features/<book>/reviews.json (commit it):
          <file.feature:line>   the ruling at that line (its scenario or an example row)
          <file.feature>        every ruling of the file
          --clause <id>         every ruling tagged with the clause (repeatable)
          --new                 only rulings and tags that have no record yet, and drops the
                                records of rulings that are gone (after adding, renaming or
                                deleting rulings); never touches a stale record
          --all                 every ruling (a bulk review: check the rulings first)`;

const root = process.cwd();

function load(): { clauses: Clause[]; rulings: Ruling[] } {
  try {
    const spec = loadSpec(root);
    return { clauses: spec.clauses, rulings: loadRulings(root, []) };
  } catch (error) {
    return fail((error as Error).message);
  }
}

function reviewsReader(): (book: string) => Reviews {
  const cache = new Map<string, Reviews>();
  return (book) => {
    if (!cache.has(book)) {
      try {
        cache.set(book, readReviews(root, book));
      } catch (error) {
        fail((error as Error).message);
      }
    }
    return cache.get(book)!;
  };
}

function describe(f: Finding): string {
  if (f.kind === 'gone') return `${reviewsFile(f.book)}: a review is recorded for ruling '${f.name}', which no longer exists in ${f.book}; run npm run spec:review -- --new to drop it`;
  const at = `${f.ruling.uri}:${f.ruling.line}: ruling '${f.ruling.name}'`;
  const clause = `${f.clause.id} (${f.clause.file}:${f.clause.line})`;
  if (f.kind === 'unreviewed') return `${at} has no review of ${clause} yet; check it, then run npm run spec:review -- ${f.ruling.uri}:${f.ruling.line}`;
  return [
    `${at} is stale: ${clause} changed since the ruling was reviewed`,
    `  was:  ${f.was}`,
    `  now:  ${f.now}`,
    `  diff: ${inlineDiff(f.was, f.now)}`,
    `  check the ruling against the new text, then run npm run spec:review -- ${f.ruling.uri}:${f.ruling.line}`,
  ].join('\n');
}

function asJson(f: Finding): object {
  if (f.kind === 'gone') return { kind: f.kind, book: f.book, ruling: f.name, file: reviewsFile(f.book) };
  const base = { kind: f.kind, book: f.ruling.book, ruling: f.ruling.name, file: f.ruling.uri, line: f.ruling.line, clause: f.clause.id, clauseFile: f.clause.file, clauseLine: f.clause.line };
  return f.kind === 'changed' ? { ...base, was: f.was, now: f.now } : base;
}

function stale(books: string[], format: string): void {
  const { clauses, rulings } = load();
  const known = new Set(rulings.map((r) => r.book));
  for (const b of books) if (!known.has(b)) fail(`unknown book '${b}' (books with rulings: ${[...known].sort().join(', ')})`);
  const chosen = books.length ? rulings.filter((r) => books.includes(r.book)) : rulings;
  const findings = findStale(clauses, chosen, reviewsReader());
  if (format === 'json') {
    process.stdout.write(JSON.stringify(findings.map(asJson), null, 2) + '\n');
  } else {
    for (const f of findings) console.error(describe(f));
    const count = (k: Finding['kind']) => findings.filter((f) => f.kind === k).length;
    const staleRulings = new Set(findings.filter((f) => f.kind === 'changed').map((f) => (f.kind === 'changed' ? `${f.ruling.book}/${f.ruling.name}` : '')));
    const line = `${new Set(chosen.map((r) => `${r.book}/${r.name}`)).size} rulings checked: ${staleRulings.size} stale (${count('changed')} changed clause${count('changed') === 1 ? '' : 's'}), ${count('unreviewed')} unreviewed tag${count('unreviewed') === 1 ? '' : 's'}, ${count('gone')} gone`;
    (findings.length ? process.stderr : process.stdout).write(line + '\n');
  }
  process.exitCode = findings.length ? 1 : 0;
}

/** The rulings a `review` selector names; an error says which selector named none. */
function select(rulings: readonly Ruling[], files: string[], clauseIds: string[], clauses: readonly Clause[]): Ruling[] {
  const chosen = new Set<Ruling>();
  for (const sel of files) {
    const m = /^(.*?\.feature)(?::(\d+))?$/.exec(sel);
    if (!m) fail(`'${sel}' is not <file.feature> or <file.feature:line>`);
    const [, file, line] = m;
    const inFile = rulings.filter((r) => r.uri === file!.replace(/^\.\//, ''));
    if (!inFile.length) fail(`${file}: no rulings in this file (is the path relative to the repository root?)`);
    // A line selects the ruling whose scenario starts at it, or the outline holding that row.
    const hit = line ? rulingAtLine(inFile, Number(line)) : inFile;
    if (!hit.length) fail(`${sel}: no ruling starts at or contains this line`);
    for (const r of hit) chosen.add(r);
  }
  const ids = new Set(clauses.map((c) => c.id));
  for (const id of clauseIds) {
    if (!ids.has(id)) fail(`--clause ${id}: no clause has this ID`);
    const hit = rulings.filter((r) => r.clauseIds.includes(id));
    if (!hit.length) fail(`--clause ${id}: no ruling is tagged with this clause`);
    for (const r of hit) chosen.add(r);
  }
  // Every row of an outline is one ruling for the records: take them all.
  const names = new Set([...chosen].map((r) => `${r.book}\u0000${r.name}`));
  return rulings.filter((r) => names.has(`${r.book}\u0000${r.name}`));
}

function rulingAtLine(inFile: readonly Ruling[], line: number): Ruling[] {
  const starts = [...new Set(inFile.map((r) => r.line))].sort((a, b) => a - b);
  const start = starts.filter((s) => s <= line).pop();
  return start === undefined ? [] : inFile.filter((r) => r.line === start);
}

function review(files: string[], clauseIds: string[], onlyNew: boolean, all: boolean): void {
  const modes = [files.length + clauseIds.length > 0, onlyNew, all].filter(Boolean).length;
  if (modes !== 1) fail(`review takes rulings (files, --clause), or --new, or --all: exactly one of them\n${USAGE}`);
  const { clauses, rulings } = load();
  const read = reviewsReader();
  let chosen: Ruling[];
  if (all) chosen = rulings;
  else if (onlyNew) {
    const unreviewed = new Set(findStale(clauses, rulings, read).filter((f) => f.kind === 'unreviewed').map((f) => (f.kind === 'unreviewed' ? f.ruling : null)));
    chosen = [];
    // Only the missing tags are added: a stale record keeps its old fingerprint.
    for (const book of new Set(rulings.map((r) => r.book))) {
      const reviews = read(book);
      const names = new Set(rulings.filter((r) => r.book === book).map((r) => r.name));
      const fresh = markReviewed(reviews, clauses, [...unreviewed].filter((r) => r!.book === book) as Ruling[], names, true);
      for (const [name, record] of Object.entries(fresh.rulings)) {
        const old = reviews.rulings[name] ?? {};
        fresh.rulings[name] = { ...record, ...old };
      }
      writeReviews(root, book, fresh);
    }
    console.log(`recorded ${unreviewed.size} ruling${unreviewed.size === 1 ? '' : 's'} with unreviewed tags; dropped the records of rulings that are gone`);
    return;
  } else chosen = select(rulings, files, clauseIds, clauses);
  for (const book of new Set(chosen.map((r) => r.book))) {
    const names = new Set(rulings.filter((r) => r.book === book).map((r) => r.name));
    writeReviews(root, book, markReviewed(read(book), clauses, chosen.filter((r) => r.book === book), names, all));
  }
  const n = new Set(chosen.map((r) => `${r.book}/${r.name}`)).size;
  console.log(`marked ${n} ruling${n === 1 ? '' : 's'} reviewed against their clauses as they read now`);
}

const [command, ...rest] = process.argv.slice(2);
if (command === '--help' || command === '-h' || command === undefined) {
  (command ? process.stdout : process.stderr).write(USAGE + '\n');
  process.exit(command ? 0 : 2);
}
const { values, positionals } = parseCommandLine(
  USAGE,
  { format: { type: 'string', default: 'text' }, clause: { type: 'string', multiple: true, default: [] }, new: { type: 'boolean', default: false }, all: { type: 'boolean', default: false } },
  { args: rest },
);
if (command === 'stale') {
  if (values.format !== 'text' && values.format !== 'json') fail(`--format must be text or json, not '${values.format}'`);
  if (values.clause.length || values.new || values.all) fail(`stale takes only books and --format\n${USAGE}`);
  stale(positionals, values.format);
} else if (command === 'review') {
  if (values.format !== 'text') fail(`review takes no --format`);
  review(positionals, values.clause, values.new, values.all);
} else fail(`unknown command '${command}'\n${USAGE}`);
