/**
 * The stale-ruling alarm's records: for every ruling, the fingerprint of each clause it is
 * tagged with, as the clause read when an editor last reviewed the ruling. They live in
 * features/<book>/reviews.json, committed, so a review shows up in a diff:
 *
 *   { "rulings": { "<scenario name>": { "<clause id>": "<fingerprint>" } },
 *     "texts":   { "<fingerprint>": "<the clause as fingerprinted>" } }
 *
 * A ruling is named by its scenario name, which is unique within a book (tools/rulings/tags.ts
 * duplicateNames), so moving it to another file keeps its record. The texts are kept so that a
 * changed clause can be shown as a diff against the text that was reviewed. What counts as a
 * change is tools/spec/fingerprint.ts.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { fingerprint, fingerprintText } from '../spec/fingerprint.ts';
import type { Clause } from '../spec/model.ts';
import type { Ruling } from './load.ts';

export { fingerprint, fingerprintText };

export interface Reviews {
  rulings: Record<string, Record<string, string>>;
  texts: Record<string, string>;
}

/** Where a book's records are kept, relative to the repository root. */
export function reviewsFile(book: string): string {
  return `features/${book}/reviews.json`;
}

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['rulings', 'texts'],
  properties: {
    rulings: { type: 'object', additionalProperties: { type: 'object', additionalProperties: { type: 'string', pattern: '^[0-9a-f]{16}$' } } },
    texts: { type: 'object', propertyNames: { pattern: '^[0-9a-f]{16}$' }, additionalProperties: { type: 'string' } },
  },
} as const;

let validate: ReturnType<Ajv2020['compile']> | undefined;

/** A book's records; an empty set when the file does not exist yet. Malformed files are refused with the file and JSON path. */
export function readReviews(root: string, book: string): Reviews {
  const file = reviewsFile(book);
  const path = join(root, file);
  if (!existsSync(path)) return { rulings: {}, texts: {} };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message}); restore it from git or run npm run spec:review -- --new`);
  }
  validate ??= new Ajv2020({ allErrors: true }).compile(SCHEMA);
  if (!validate(data)) {
    const problems = validate.errors!.map((e) => `${file}: ${e.instancePath || '/'} ${e.message}${e.propertyName ? ` (${e.propertyName})` : ''}`);
    throw new Error(problems.join('\n'));
  }
  const reviews = data as Reviews;
  for (const [name, clauses] of Object.entries(reviews.rulings)) {
    for (const [id, hash] of Object.entries(clauses)) {
      if (!(hash in reviews.texts)) throw new Error(`${file}: /rulings/${pointer(name)}/${pointer(id)} names fingerprint ${hash}, which /texts does not hold`);
    }
  }
  return reviews;
}

function pointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Writes a book's records with sorted keys, one entry per line, and drops texts no ruling refers to. */
export function writeReviews(root: string, book: string, reviews: Reviews): void {
  const used = new Set(Object.values(reviews.rulings).flatMap((c) => Object.values(c)));
  const sorted = <T>(o: Record<string, T>, keep: (k: string) => boolean = () => true) =>
    Object.fromEntries(Object.keys(o).sort().filter(keep).map((k) => [k, o[k]!]));
  const out: Reviews = {
    rulings: Object.fromEntries(Object.keys(reviews.rulings).sort().map((name) => [name, sorted(reviews.rulings[name]!)])),
    texts: sorted(reviews.texts, (h) => used.has(h)),
  };
  writeFileSync(join(root, reviewsFile(book)), JSON.stringify(out, null, 2) + '\n');
}

/** What the alarm finds about one ruling. */
export type Finding =
  | { kind: 'changed'; ruling: Ruling; clause: Clause; was: string; now: string }
  | { kind: 'unreviewed'; ruling: Ruling; clause: Clause }
  | { kind: 'gone'; book: string; name: string };

/**
 * Compares the rulings' tagged clauses with their records: a clause whose fingerprint differs
 * from the recorded one is `changed` (the ruling is stale); a ruling or tag with no record is
 * `unreviewed`; a record of a ruling that no longer exists is `gone`. Tags naming no clause
 * are left to the tag check, which refuses them.
 */
export function findStale(clauses: readonly Clause[], rulings: readonly Ruling[], readOf: (book: string) => Reviews): Finding[] {
  const byId = new Map(clauses.map((c) => [c.id, c]));
  // Each book's records are read once: a caller may pass readReviews itself, which reads and
  // validates the file (once a ruling, 12 of the site build's 58 CPU seconds before).
  const read = new Map<string, Reviews>();
  const reviewsOf = (book: string) => read.get(book) ?? read.set(book, readOf(book)).get(book)!;
  const findings: Finding[] = [];
  const names = new Map<string, Set<string>>();
  const seen = new Set<string>();
  for (const ruling of rulings) {
    const key = `${ruling.book}\u0000${ruling.name}`;
    // An outline's example rows are one ruling here, with the tags of all its rows.
    if (!names.has(ruling.book)) names.set(ruling.book, new Set());
    names.get(ruling.book)!.add(ruling.name);
    const reviews = reviewsOf(ruling.book);
    const record = reviews.rulings[ruling.name] ?? {};
    for (const id of ruling.clauseIds) {
      const clause = byId.get(id);
      if (!clause || seen.has(`${key}\u0000${id}`)) continue;
      seen.add(`${key}\u0000${id}`);
      const hash = record[id];
      if (hash === undefined) findings.push({ kind: 'unreviewed', ruling, clause });
      else if (hash !== fingerprint(clause)) findings.push({ kind: 'changed', ruling, clause, was: reviews.texts[hash]!, now: fingerprintText(clause) });
    }
  }
  for (const [book, present] of names) {
    for (const name of Object.keys(reviewsOf(book).rulings)) if (!present.has(name)) findings.push({ kind: 'gone', book, name });
  }
  return findings;
}

/**
 * Records `chosen` rulings as reviewed against the clauses as they read now: their records are
 * replaced by the current fingerprints of their tagged clauses. Records of rulings that no
 * longer exist are dropped when `dropGone` is set.
 */
export function markReviewed(reviews: Reviews, clauses: readonly Clause[], chosen: readonly Ruling[], allNames: ReadonlySet<string>, dropGone: boolean): Reviews {
  const byId = new Map(clauses.map((c) => [c.id, c]));
  const rulings = { ...reviews.rulings };
  const texts = { ...reviews.texts };
  const fresh = new Map<string, Record<string, string>>();
  for (const r of chosen) {
    const record = fresh.get(r.name) ?? {};
    for (const id of r.clauseIds) {
      const clause = byId.get(id);
      if (!clause) continue;
      const hash = fingerprint(clause);
      record[id] = hash;
      texts[hash] = fingerprintText(clause);
    }
    fresh.set(r.name, record);
  }
  for (const [name, record] of fresh) rulings[name] = record;
  if (dropGone) for (const name of Object.keys(rulings)) if (!allNames.has(name)) delete rulings[name];
  return { rulings, texts };
}
