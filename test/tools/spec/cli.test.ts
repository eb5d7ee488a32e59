import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { fixture, GOOD } from './fixture.ts';

const CLI = fileURLToPath(new URL('../../../tools/spec/cli.ts', import.meta.url));
const cli = (root: string, command: string) =>
  spawnSync(process.execPath, [CLI, command], { cwd: root, encoding: 'utf8' });

test('spec:index prints the clause index as one JSON array on stdout', () => {
  const out = cli(fixture({ 'spec/demo/01-a.md': GOOD }), 'index');
  assert.equal(out.status, 0, out.stderr);
  const index = JSON.parse(out.stdout) as { id: string }[];
  assert.deepEqual(index.map((c) => c.id), ['demo.section.first', 'demo.section.second']);
});

test('spec:lint exits 0 on a clean spec and 1 with file:line:column on a duplicate ID', () => {
  assert.equal(cli(fixture({ 'spec/demo/01-a.md': GOOD }), 'lint').status, 0);
  const bad = cli(fixture({ 'spec/demo/01-a.md': `${GOOD}\nrule[demo.section.first]\n重複。\n` }), 'lint');
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /^spec\/demo\/01-a\.md:11:1: duplicate clause ID 'demo\.section\.first' \(first defined at spec\/demo\/01-a\.md:5:1\)$/m);
});

test('without a spec/ folder the CLI says so and exits 2 instead of crashing', () => {
  const out = spawnSync(process.execPath, [CLI, 'lint'], { cwd: fileURLToPath(new URL('.', import.meta.url)), encoding: 'utf8' });
  assert.equal(out.status, 2);
  assert.match(out.stderr, /^no spec\/ folder in .*: run the spec tools from the repository root$/m);
});
