// npm run simulate -- --save-log / --replay: a saved log carries a digest of its setup and
// actions; an edited log is refused, an old log without a digest replays with a warning, and a
// file that is not a complete log is a usage error, never a stack trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson, checkDigest, logDigest, withDigest } from '../../scripts/lib/log-digest.ts';
import { assertRefused, runScript, scratch } from './command-line.ts';

const simulate = (...args: string[]) => runScript('scripts/simulate.ts', args);

/** One saved log, written once by the command itself. */
const dir = scratch('replay');
const saved = join(dir, 'game.json');
const written = simulate('--decks', 'decks/tommy-walker/a.txt', 'decks/tommy-walker/b.txt', '--games', '1', '--seed', '5', '--agents', 'random,greedy', '--save-log', saved);
const original = () => JSON.parse(readFileSync(saved, 'utf8')) as Record<string, any>;
const writeLog = (name: string, content: unknown) => {
  const p = join(dir, name);
  writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return p;
};

test('the saved log has a sha256 digest of the rest of it, and replays with the digest checked', () => {
  assert.equal(written.status, 0, written.stderr);
  const log = original();
  assert.match(log.digest, /^sha256:[0-9a-f]{64}$/);
  assert.deepEqual(checkDigest(log), { status: 'match' });
  const r = simulate('--replay', saved);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /actions replayed, round \d+, digest checked/);
  assert.equal(r.stderr, '');
});

test('re-indenting the file or reordering its keys keeps the digest valid', () => {
  const log = original();
  const reordered = Object.fromEntries(Object.entries(log).reverse());
  const r = simulate('--replay', writeLog('reordered.json', JSON.stringify(reordered)));
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /digest checked/);
});

test('an edit of the setup, of an action, of the result or of the digest is detected (exit 1)', () => {
  const edits: [string, (l: Record<string, any>) => void][] = [
    ['seed', (l) => (l.setup.seed += 1)],
    ['deck card', (l) => (l.setup.decks[0][0] = l.setup.decks[0][1] === l.setup.decks[0][0] ? l.setup.decks[1][0] : l.setup.decks[0][1])],
    ['action removed', (l) => l.entries.pop()],
    ['player of an action', (l) => (l.entries[0].player = l.entries[0].player === 'A' ? 'B' : 'A')],
    ['result', (l) => (l.result.winner = l.result.winner === 'A' ? 'B' : 'A')],
    ['added field', (l) => (l.comment = 'hi')],
    ['digest', (l) => (l.digest = `sha256:${'0'.repeat(64)}`)],
  ];
  for (const [name, edit] of edits) {
    const log = original();
    edit(log);
    const r = simulate('--replay', writeLog(`edited-${name.replace(/ /g, '-')}.json`, log));
    assertRefused(r, 1, /: the log was edited after it was written: its digest is sha256:[0-9a-f]{64}, its content's is sha256:[0-9a-f]{64}$/m, 2);
  }
});

test('a log without a digest replays with a warning that it cannot be checked', () => {
  const log = original();
  delete log.digest;
  const r = simulate('--replay', writeLog('old.json', log));
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /^.*old\.json: warning: the log has no digest .* whether it was edited cannot be checked/);
  assert.doesNotMatch(r.stdout, /digest checked/);
});

test('a digest that is not sha256 and 64 hex digits is refused', () => {
  for (const digest of ['md5:abc', 42, null, `SHA256:${'A'.repeat(64)}`]) {
    const log = { ...original(), digest };
    assertRefused(simulate('--replay', writeLog('bad-digest.json', log)), 1, /: digest: must be 'sha256:' and 64 lowercase hex digits/, 2);
  }
});

test('a truncated, empty, unparsable, non-object or deeply nested log is refused without a stack trace', () => {
  const text = readFileSync(saved, 'utf8');
  const cases: [string, string, number, RegExp][] = [
    ['truncated.json', text.slice(0, Math.floor(text.length / 2)), 2, /truncated\.json: not a JSON game log \(.*\); is the file complete\?/],
    ['empty.json', '', 2, /empty\.json: not a JSON game log/],
    ['garbage.json', '\u0000\u0001binary', 2, /garbage\.json: not a JSON game log/],
    ['array.json', '[]', 1, /array\.json: a game log is a JSON object/],
    ['null.json', 'null', 1, /null\.json: a game log is a JSON object/],
    ['deep.json', `{"digest":"sha256:${'0'.repeat(64)}","setup":${'['.repeat(100_000)}${']'.repeat(100_000)}}`, 1, /deep\.json: \$\.setup(\[0\])+: nested more than 64 levels deep/],
    ['deep-old.json', `{"setup":${'['.repeat(100_000)}${']'.repeat(100_000)},"entries":[]}`, 1, /deep-old\.json: .*players/],
    ['proto.json', '{"__proto__":{"setup":1},"constructor":{"prototype":1},"entries":[]}', 1, /proto\.json: setup: a game log is an object \{setup, entries\}/],
  ];
  for (const [name, content, code, message] of cases) assertRefused(simulate('--replay', writeLog(name, content)), code, message, 3);
  assertRefused(simulate('--replay', join(dir, 'none.json')), 2, /none\.json: cannot read the game log \(no such file\)/, 2);
  assertRefused(simulate('--replay', dir), 2, /: cannot read the game log \(it is a folder, not a file\)/, 2);
});

test('a log with a byte order mark replays', () => {
  const r = simulate('--replay', writeLog('bom.json', `\ufeff${readFileSync(saved, 'utf8')}`));
  assert.equal(r.status, 0, r.stderr);
});

test('canonical JSON sorts keys, keeps own keys only, and refuses what JSON cannot say', () => {
  assert.deepEqual(canonicalJson({ b: [1, { d: 'x', c: null }], a: true }), { ok: true, text: '{"a":true,"b":[1,{"c":null,"d":"x"}]}' });
  assert.deepEqual(canonicalJson(JSON.parse('{"__proto__":{"x":1}}')), { ok: true, text: '{"__proto__":{"x":1}}' });
  assert.deepEqual(canonicalJson({ a: [Number.NaN] }), { ok: false, message: '$.a[0]: NaN is not a JSON number' });
  assert.equal(canonicalJson({ f: () => 1 }).ok, false);
  const d1 = logDigest({ setup: { seed: 1 }, entries: [] });
  const d2 = logDigest({ entries: [], setup: { seed: 1 }, digest: 'ignored' });
  assert.ok(d1.ok && d2.ok && d1.digest === d2.digest);
  assert.deepEqual(checkDigest(withDigest({ setup: { seed: 1 }, entries: [] })), { status: 'match' });
});
