/**
 * Each book's protocol page (docs/protocol/<book>.md) ends with "A complete exchange": request
 * and answer lines as they went over the wire. Sending the requests to the served reference
 * engine gives exactly the answers written there (the engine's `name` and `version` aside), so
 * the worked examples an implementer reads stay true.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const BOOKS = ['janken-gear', 'tommy-walker', 'twgp', 'kakushin'];

/** The [request, answer] pairs of the page's "A complete exchange" section. */
function exchange(book: string): [string, unknown][] {
  const page = readFileSync(`docs/protocol/${book}.md`, 'utf8');
  const start = page.indexOf('\n## A complete exchange');
  assert.ok(start >= 0, `docs/protocol/${book}.md has no "A complete exchange" section`);
  const end = page.indexOf('\n## ', start + 5);
  const section = page.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```json\n(.*?)\n```/gs)].map((m) => {
    const [request, answer] = m[1]!.split('\n');
    return [request!, JSON.parse(answer!)];
  });
}

for (const book of BOOKS) {
  test(`the complete exchange of docs/protocol/${book}.md is what the reference engine answers`, () => {
    const pairs = exchange(book);
    const ops = new Set(pairs.map(([r]) => (JSON.parse(r) as { op: string }).op));
    for (const op of ['start', 'position', 'apply', 'observe']) assert.ok(ops.has(op), `the exchange shows no ${op}`);
    const run = spawnSync(process.execPath, ['tools/protocol/serve.ts', book], { input: `${pairs.map(([r]) => r).join('\n')}\n`, encoding: 'utf8' });
    const answers = run.stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    assert.equal(answers.length, pairs.length, run.stderr);
    pairs.forEach(([request, written], i) => {
      const answer = answers[i]!;
      if (answer.engine) (written as Record<string, unknown>).engine = answer.engine;
      assert.deepEqual(answer, written, `answer to ${request}`);
    });
  });
}
