// The simulation command: its confidence interval, its output and its errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wilson } from '../../../scripts/simulate.ts';

const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/simulate.ts', ...args], { encoding: 'utf8' });

test('the Wilson interval of 50/100 is about 40.4%–59.6%, and it stays inside [0, 1]', () => {
  const [lo, hi] = wilson(50, 100);
  assert.ok(Math.abs(lo - 0.4038) < 0.001 && Math.abs(hi - 0.5962) < 0.001, `${lo} ${hi}`);
  const [lo0, hi0] = wilson(0, 10);
  assert.equal(lo0, 0);
  assert.ok(hi0 > 0.2 && hi0 < 0.35);
});

test('simulate prints both win rates with confidence intervals, and the saved log replays to the same result', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tw-sim-'));
  const log = join(dir, 'game.json');
  const r = run('--decks', 'decks/tommy-walker/a.txt', 'decks/tommy-walker/b.txt', '--games', '40', '--seed', '3', '--agents', 'greedy,random', '--save-log', log);
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /deck A decks\/tommy-walker\/a\.txt \(greedy\): \d+ wins, win rate [\d.]+% \(95% CI [\d.]+%–[\d.]+%\)/);
  assert.match(r.stdout, /deck B decks\/tommy-walker\/b\.txt \(random\)/);
  const rp = run('--replay', log);
  assert.equal(rp.status, 0, rp.stderr);
  assert.match(rp.stdout, /result: (A|B|draw) \(tommy-walker\.game\./);
});

test('simulate explains a bad deck file by file and line, and documents itself in --help', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tw-sim-'));
  const bad = join(dir, 'bad.txt');
  writeFileSync(bad, '15 x 悪路王\n悪路皇\n');
  const r = run('--decks', bad, 'decks/tommy-walker/b.txt');
  assert.equal(r.status, 2);
  assert.match(r.stderr, new RegExp(`${bad.replace(/[.\\/]/g, '\\$&')}:2: unknown card '悪路皇'`));
  const h = run('--help');
  assert.equal(h.status, 0);
  assert.match(h.stdout, /--decks A B/);
  assert.match(h.stdout, /--agents X,Y/);
});
