import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkScenarioTags, clauseIdsOf } from '../../../tools/rulings/tags.ts';

const known = new Set(['twgp.attack.charge-boost.achieve']);

test('tags with a dot are clause IDs; other tags are not', () => {
  assert.deepEqual(clauseIdsOf(['@wip', '@twgp.attack.charge-boost.achieve']), ['twgp.attack.charge-boost.achieve']);
});

test('a clause tag that names no clause is reported with the feature file and line', () => {
  const problems = checkScenarioTags('features/twgp/x.feature', { name: 'S', line: 9 }, [{ name: '@twgp.attack.no-such', line: 8, column: 3 }], known);
  assert.deepEqual(problems, ['features/twgp/x.feature:8:3: tag @twgp.attack.no-such names no clause in spec/ (npm run -s spec:index lists them)']);
});

test('a malformed clause-like tag is reported as malformed', () => {
  const problems = checkScenarioTags('f.feature', { name: 'S', line: 2 }, [{ name: '@TWGP.Attack', line: 1, column: 1 }], known);
  assert.match(problems[0]!, /^f\.feature:1:1: tag @TWGP\.Attack looks like a clause ID but is malformed/);
});

test('a scenario that names no clause is reported at the scenario line', () => {
  const problems = checkScenarioTags('f.feature', { name: 'S', line: 5 }, [{ name: '@wip', line: 4, column: 1 }], known);
  assert.deepEqual(problems, ["f.feature:5: scenario 'S' names no clause: tag it with the ID of each clause it verifies, e.g. @twgp.attack.charge-boost.achieve"]);
});

test('known clause tags pass', () => {
  assert.deepEqual(checkScenarioTags('f.feature', { name: 'S', line: 5 }, [{ name: '@twgp.attack.charge-boost.achieve', line: 4, column: 1 }], known), []);
});
