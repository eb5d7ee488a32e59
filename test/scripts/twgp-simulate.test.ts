// npm run simulate -- --book twgp: TWGP games between two deck files (scripts/lib/twgp-simulate.ts).
// Bad arguments and bad deck files are usage errors (exit 2) before any game; a run reports win
// rates with confidence intervals, the games without a winner, the average length and the
// endings by clause; a saved log replays, an edited one is refused (exit 1).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertRefused, runScript, scratch } from './command-line.ts';
import { parseOptions, wilson } from '../../scripts/lib/twgp-simulate.ts';

const FULL = ['--decks', 'decks/twgp/full-three-worlds.txt', 'decks/twgp/full-knights.txt'];
const simulate = (...args: string[]) => runScript('scripts/simulate.ts', ['--book', 'twgp', ...args], { timeoutMs: 180_000 });

test('--book takes tommy-walker, twgp or janken-gear; --book twgp --help shows the TWGP options', () => {
  for (const book of ['chess', '', 'constructor']) assertRefused(runScript('scripts/simulate.ts', ['--book', book, ...FULL]), 2, /^--book takes one of tommy-walker, twgp, janken-gear,/, 2);
  assertRefused(runScript('scripts/simulate.ts', ['--book']), 2, /^--book takes one of tommy-walker, twgp, janken-gear, got ''/, 2);
  const help = simulate('--help');
  assert.equal(help.status, 0);
  assert.match(help.stdout, /--book twgp --decks <deck A> <deck B>/);
  assert.match(help.stdout, /--stall-turns T/);
  assert.match(runScript('scripts/simulate.ts', ['--help']).stdout, /--book B/);
});

test('bad arguments are usage errors before any game', () => {
  assertRefused(simulate(...FULL, '--agents', 'greedy,random'), 2, /^--agents takes two of random, heuristic separated by a comma/, 2);
  assertRefused(simulate(...FULL, '--agents', 'constructor,random'), 2, /^--agents takes two of random, heuristic/, 2);
  assertRefused(simulate(...FULL, '--format', 'quarter'), 2, /^--format must be half, full or trial/, 2);
  assertRefused(simulate(...FULL, '--format', 'half'), 2, /is a full deck; --format half: both decks must be written for one format/, 2);
  assertRefused(simulate('--decks', 'decks/twgp/half.txt', 'decks/twgp/full-knights.txt'), 2, /full-knights\.txt is a full deck; decks\/twgp\/half\.txt is half/, 2);
  assertRefused(simulate(...FULL, '--games', '0'), 2, /^--games must be an integer from 1 to 1000000, got '0'/, 2);
  assertRefused(simulate(...FULL, '--stall-turns', '0'), 2, /^--stall-turns must be an integer from 1/, 2);
  assertRefused(simulate(...FULL, '--options', 'Bad Key'), 2, /^--options takes key=value pairs/, 2);
  assertRefused(simulate(...FULL, '--options', 'no-such-option=3', '--games', '1'), 2, /setup\.options\.no-such-option: option 'no-such-option' is not implemented/, 2);
  assertRefused(simulate(...FULL, '--bogus'), 2, /^unknown argument '--bogus'/, 2);
  assertRefused(simulate(), 2, /^give two deck files with --decks/, 2);
  assertRefused(simulate('--replay', 'x.json', ...FULL), 2, /^--replay replays a saved log; it takes no --decks/, 2);
});

test('a deck file with a problem is refused at its file and line', () => {
  const dir = scratch('twgp-sim');
  const bad = join(dir, 'bad.txt');
  writeFileSync(bad, readFileSync('decks/twgp/full-knights.txt', 'utf8').replace('format: full', 'format: full\nsize: 5'));
  assertRefused(simulate('--decks', 'decks/twgp/full-three-worlds.txt', bad), 2, /bad\.txt:\d+: unknown header 'size'/, 4);
  assertRefused(simulate('--decks', 'decks/twgp/full-three-worlds.txt', join(dir, 'none.txt')), 2, /none\.txt: cannot read the deck file \(no such file\)/, 2);
});

test('a run reports win rates with 95% intervals, games nobody won, the average length and the endings by clause', () => {
  const r = simulate(...FULL, '--games', '6', '--seed', '3', '--agents', 'heuristic,random', '--stall-turns', '30');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^6 TWGP games \(full\), seeds 3–8/m);
  const wins = [...r.stdout.matchAll(/^deck [AB] \S+ \((heuristic|random)\): (\d+) wins, win rate [\d.]+% \(95% CI [\d.]+%–[\d.]+%\)$/gm)].map((m) => Number(m[2]));
  assert.equal(wins.length, 2, r.stdout);
  const none = Number(/^no winner: (\d+) /m.exec(r.stdout)?.[1]);
  const unfinished = Number(/^unfinished: (\d+)/m.exec(r.stdout)?.[1] ?? 0);
  assert.equal(wins[0]! + wins[1]! + none + unfinished, 6, r.stdout);
  assert.match(r.stdout, /^average: [\d.]+ actions, [\d.]+ turns per game$/m);
  const endings = [...r.stdout.matchAll(/^ {2}(twgp\.judge\.[a-z.-]+): (\d+) /gm)].reduce((n, m) => n + Number(m[2]), 0);
  assert.equal(endings, 6 - unfinished, r.stdout);
  // Not a terminal and no --progress: no progress lines.
  assert.equal(r.stderr, '');
  // The same arguments give the same figures (seeded tables and agents).
  const again = simulate(...FULL, '--games', '6', '--seed', '3', '--agents', 'heuristic,random', '--stall-turns', '30');
  assert.equal(again.stdout.replace(/, [\d.]+ s$/m, ''), r.stdout.replace(/, [\d.]+ s$/m, ''));
});

test('--progress shows progress on stderr; a stalled game is judged a deadlock after the stall turns', () => {
  const r = simulate('--decks', 'decks/twgp/half.txt', 'decks/twgp/half.txt', '--games', '2', '--stall-turns', '5', '--progress');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stderr, /^2\/2 games \(100\.0%\)/m);
  // The half sample's opening hands hold no unit a charge drive can bring out: nothing can happen.
  assert.match(r.stdout, /^no winner: 2 .*deadlocks judged after 5 turns without a vital lost: 2$/m);
  assert.match(r.stdout, /^ {2}twgp\.judge\.loss\.deadlock: 2 /m);
});

test('a saved log replays to its result; an edited one is refused', () => {
  const dir = scratch('twgp-log');
  const file = join(dir, 'game.json');
  const r = simulate(...FULL, '--games', '1', '--seed', '2', '--stall-turns', '30', '--save-log', file);
  assert.equal(r.status, 0, r.stderr);
  const log = JSON.parse(readFileSync(file, 'utf8'));
  assert.equal(log.book, 'twgp');
  assert.match(log.digest, /^sha256:[0-9a-f]{64}$/);
  const replayed = simulate('--replay', file);
  assert.equal(replayed.status, 0, replayed.stderr);
  assert.match(replayed.stdout, /actions replayed, turn \d+, digest checked/);
  assert.match(replayed.stdout, /the replayed result is the recorded one/);
  const edited = join(dir, 'edited.json');
  writeFileSync(edited, JSON.stringify({ ...log, agentSeed: log.agentSeed + 1 }));
  assertRefused(simulate('--replay', edited), 1, /the log was edited after it was written/, 2);
  const { digest: _, ...bare } = log;
  const changed = join(dir, 'changed.json');
  writeFileSync(changed, JSON.stringify({ ...bare, entries: bare.entries.slice(1) }));
  assertRefused(simulate('--replay', changed), 1, /entries\[0\] cannot be replayed/, 3);
  assertRefused(simulate('--replay', 'decks/twgp/half.txt'), 2, /not a JSON game log/, 2);
});

test('option values and the Wilson interval', () => {
  assert.deepEqual(parseOptions('surge-count=2,assault-download,name=x,off=false'), { 'surge-count': 2, 'assault-download': true, name: 'x', off: false });
  assert.match(String(parseOptions('a=1,a=2')), /gives a twice/);
  const [lo, hi] = wilson(5, 10);
  assert.ok(Math.abs(lo - 0.2366) < 1e-3 && Math.abs(hi - 0.7634) < 1e-3);
  assert.deepEqual(wilson(0, 0), [0, 1]);
});
