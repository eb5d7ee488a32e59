/** scripts/kakushin-battle.ts: runs the example sheets, locates errors by file and line, replays by seed. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const run = (...args: string[]) => spawnSync(process.execPath, ['scripts/kakushin-battle.ts', ...args], { encoding: 'utf8' });

test('a battle between two example sheets prints the log and replays from its seed', () => {
  const a = run('examples/kakushin/swordsman.txt', 'examples/kakushin/heatwave.txt', '--seed', '7');
  assert.equal(a.status, 0, a.stderr);
  assert.match(a.stdout, /剣士は沙羅双樹を使用！\n→残りパネル：剣\n/u);
  assert.match(a.stdout, /^勝者：/mu);
  assert.match(a.stderr, /heatwave\.txt:17: warning: kakushin\.plan\.void\.future/u);
  assert.equal(run('examples/kakushin/swordsman.txt', 'examples/kakushin/heatwave.txt', '--seed', '7').stdout, a.stdout);
});

test('the 自作自演 example stays frozen for 15 turns', () => {
  const r = run('examples/kakushin/matchpump.txt', 'examples/kakushin/guardian.json', '--seed', '2', '--json');
  assert.equal(r.status, 0, r.stderr);
  const state = JSON.parse(r.stdout) as { turn: number; fighters: { panels: { kind: string; ailments: string[] }[] }[] };
  assert.equal(state.fighters[0]!.panels.map((p) => p.kind).join(''), '火火火火水水水水');
  assert.ok(state.fighters[0]!.panels.every((p) => p.ailments.includes('Freeze')));
});

test('an invalid sheet is rejected with file:line and clause, exit code 1', () => {
  const r = run('examples/kakushin/invalid.txt', 'examples/kakushin/swordsman.txt');
  assert.equal(r.status, 1);
  assert.match(r.stderr, /invalid\.txt:10: kakushin\.character\.skills\.banned/u);
  assert.match(r.stderr, /invalid\.txt:11: kakushin\.character\.skills\.pool/u);
  assert.match(r.stderr, /invalid\.txt:12: kakushin\.canon\.declare\.form/u);
  assert.match(r.stderr, /invalid\.txt:3: kakushin\.character\.points\.total/u);
  assert.equal(r.stdout, '');
});

test('bad usage exits 2', () => {
  assert.equal(run('examples/kakushin/swordsman.txt').status, 2);
  assert.equal(run('a', 'b', '--seed', 'x').status, 2);
});
