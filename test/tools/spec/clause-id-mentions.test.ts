/**
 * Every clause ID written anywhere outside the spec's links (feature tags, step text, expected
 * outcomes, engine citations, doc comments, docs, tests) names a clause of the spec, so a
 * renamed or deleted clause cannot leave a stale citation behind unnoticed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec } from '../../../tools/spec/load.ts';
import { MENTION_ROOTS, checkMentions, mentionPattern, mentionsIn, readText, textFiles } from '../../../tools/spec/id-mentions.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

// Bad-input fixtures and tests of unknown IDs name clauses that do not exist on purpose: they
// live in test/corpus/, or (in tests and docs) spell the unknown segment so (no-such…, nope, nothing…).
const DELIBERATELY_UNKNOWN = /\.(?:no-such|nope|nothing|no\.such)/;
const isFixture = (file: string) => file.startsWith('test/corpus/') || file.endsWith('/reviews.json');

test('mentions are found with their line and column; file names and prefixes are not IDs', () => {
  const text = "a\n  see twgp.attack.charge-boost.achieve, or `twgp.schema.json`.\nclause: 'tommy-walker.setup.deck-size' (tommy-walker.abilities.*) x/twgp.attack";
  const found = mentionsIn(text, 'f.ts', mentionPattern(['twgp', 'tommy-walker']));
  assert.deepEqual(found.map((m) => `${m.line}:${m.column} ${m.id}`), ['2:7 twgp.attack.charge-boost.achieve', '3:10 tommy-walker.setup.deck-size', '3:41 tommy-walker.abilities']);
  const ids = new Set(['twgp.attack.charge-boost.achieve', 'tommy-walker.abilities.cond.enemy', 'tommy-walker.setup.no-such-size']);
  const { unknown, former } = checkMentions(found, ids, new Map([['tommy-walker.setup.deck-size', 'tommy-walker.setup.no-such-size']]));
  assert.deepEqual(unknown, []);
  assert.deepEqual(former.map((m) => m.id), ['tommy-walker.setup.deck-size']);
  assert.deepEqual(checkMentions(found, new Set(), new Map()).unknown.length, 3);
});

test('every clause ID written in features, steps, engines, tools, tests and docs names a clause', () => {
  const spec = loadSpec(ROOT);
  const ids = new Set(spec.clauses.map((c) => c.id));
  const aliases = new Map(spec.clauses.flatMap((c) => (c.attrs.aliases ?? '').split(',').filter(Boolean).map((a) => [a, c.id] as [string, string])));
  const pattern = mentionPattern(spec.books);
  const mentions = textFiles(ROOT, MENTION_ROOTS)
    .filter((f) => !isFixture(f))
    .flatMap((f) => {
      const text = readText(join(ROOT, f));
      return text === null ? [] : mentionsIn(text, f, pattern);
    });
  assert.ok(mentions.length > 5000, `only ${mentions.length} mentions found: is the finder broken?`);
  const { unknown, former } = checkMentions(mentions, ids, aliases);
  const problems = [
    ...unknown.filter((m) => !((m.file.startsWith('test/') || m.file.startsWith('docs/')) && DELIBERATELY_UNKNOWN.test(m.id))).map((m) => `${m.file}:${m.line}:${m.column}: '${m.id}' names no clause`),
    ...former.map((m) => `${m.file}:${m.line}:${m.column}: '${m.id}' is a former ID of ${aliases.get(m.id)}: run npm run spec:rename -- ${m.id} ${aliases.get(m.id)} again, or write the new ID`),
  ];
  assert.deepEqual(problems, []);
});
