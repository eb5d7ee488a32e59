/**
 * TWGP's alternative readings (engine/twgp/readings.ts): the contract announces each reading
 * key with its note, a setup switches it on like a variant, and its prerequisite is checked.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { twgpEngine as engine } from '../../../engine/twgp/contract.ts';
import { setupFor } from './decks.ts';

const withOptions = (options: Record<string, unknown>) => setupFor('half', 1, ['A', 'B'], { options });

test('the contract announces over-power-slows as the alternative reading of twgp.over-skill.note.speed', () => {
  const info = engine.options?.find((o) => o.key === 'over-power-slows');
  assert.equal(info?.note, 'twgp.over-skill.note.speed');
  assert.ok(engine.options?.filter((o) => o.key !== 'over-power-slows').every((o) => o.note === undefined), 'variants carry no note');
});

test('over-power-slows starts a game with over-skills, and is refused without it, citing twgp.over-skill.option', () => {
  assert.ok(engine.start(withOptions({ 'over-skills': true, 'over-power-slows': true })).ok);
  const alone = engine.start(withOptions({ 'over-power-slows': true }));
  assert.ok(!alone.ok && 'malformed' in alone);
  const problem = alone.malformed.find((p) => p.path.endsWith('options.over-power-slows'));
  assert.ok(problem, JSON.stringify(alone.malformed));
  assert.match(problem.message, /twgp\.over-skill\.option/);
});

test('over-power-slows takes true or false only', () => {
  const bad = engine.start(withOptions({ 'over-skills': true, 'over-power-slows': 1 }));
  assert.ok(!bad.ok && 'malformed' in bad && bad.malformed.some((p) => p.path.endsWith('options.over-power-slows')), JSON.stringify(bad));
});
