// npm run twgp:options: the same seeded games under the base system and under each option and
// variant key the engine announces, not its alternative readings (scripts/twgp-options-table.ts). Bad arguments are usage
// errors before any game; a run prints one table row per key, each a played result or the
// engine's refusal of the setup.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertRefused, runScript, scratch } from './command-line.ts';
import { IMPLEMENTED_OPTIONS } from '../../engine/twgp/position.ts';
import { isReading } from '../../engine/twgp/readings.ts';

/** The rows' keys: options and variants; the alternative readings of notes have no row. */
const OPTION_KEYS = IMPLEMENTED_OPTIONS.filter((k) => !isReading(k));

const table = (...args: string[]) => runScript('scripts/twgp-options-table.ts', args, { timeoutMs: 300_000 });

test('bad arguments are usage errors before any game', () => {
  assertRefused(table('--games', '0'), 2, /^--games must be an integer from 1 to 1000000, got '0' \(see npm run twgp:options -- --help\)/, 2);
  assertRefused(table('--agents', 'greedy,random'), 2, /^--agents takes two of random, heuristic/, 2);
  assertRefused(table('--replay', 'x.json'), 2, /^npm run twgp:options takes no --replay or --save-log/, 2);
  assertRefused(table('--out', join(scratch('options-table'), 'missing', 't.md')), 2, /^--out .*t\.md: cannot write the table there \(the folder .* does not exist\)/, 2);
  assertRefused(table('--decks', 'decks/twgp/half.txt', 'decks/twgp/full-knights.txt'), 2, /is a half deck and decks\/twgp\/full-knights\.txt a full one/, 2);
  assert.match(table('--help').stdout, /--games N +games per row/);
});

test('one row for the base system and one per announced key, each played or refused with the reason', () => {
  const out = join(scratch('options-table'), 'table.md');
  const r = table('--games', '2', '--out', out);
  assert.equal(r.status, 0, r.stderr);
  const rows = r.stdout.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| 設定') && !l.startsWith('| ---'));
  assert.equal(rows.length, OPTION_KEYS.length + 1);
  assert.match(rows[0]!, /^\| 基本システム \| （なし） \| \d+\.\d% \(/);
  for (const key of OPTION_KEYS) {
    const row = rows.find((l) => l.startsWith(`| \`${key}\` |`));
    assert.ok(row, `no row for ${key}`);
    assert.match(row, /\| \d+\.\d% \(\d+\.\d%–\d+\.\d%\) \| \d+\.\d% \(|受け付けられない：\S/, row);
  }
  // A variant is played with the option it presupposes (twgp.options.variants).
  assert.match(rows.find((l) => l.startsWith('| `spell-speed` |'))!, /\| spell-speed, charge-effects, deck-card-types \|/);
  assert.equal(readFileSync(out, 'utf8'), `${r.stdout.trimEnd()}\n`);
});
