import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkOptionTags, checkScenarioTags, clauseIdsOf, readingSides } from '../../../tools/rulings/tags.ts';

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

const readings = new Map([['both-miss-tie', 'demo.check.note.both-miss']]);
const options = new Set(['round-limit', 'both-miss-tie']);

test('an @option: key may be a variant\'s or a note\'s; a note\'s key needs the note tagged too', () => {
  const tag = (name: string, column = 1) => ({ name, line: 4, column });
  assert.deepEqual(checkOptionTags('f.feature', [tag('@option:both-miss-tie'), tag('@demo.check.note.both-miss', 24)], options, readings), []);
  assert.deepEqual(checkOptionTags('f.feature', [tag('@option:round-limit')], options, readings), []);
  assert.deepEqual(checkOptionTags('f.feature', [tag('@option:both-miss-tie')], options, readings), [
    'f.feature:4:1: tag @option:both-miss-tie switches on the alternative reading of note demo.check.note.both-miss: tag the ruling @demo.check.note.both-miss too',
  ]);
  assert.match(checkOptionTags('features/demo/f.feature', [tag('@option:nope')], options, readings)[0]!, /names no option of demo \(an option is the option= of a variant or note clause: both-miss-tie, round-limit\)/);
});

test('a ruling tagged with a note plays its adopted reading unless it switches the note\'s key on', () => {
  assert.deepEqual(readingSides(['@demo.check.note.both-miss', '@demo.check.rule'], readings), { alternative: [], adopted: ['both-miss-tie'] });
  assert.deepEqual(readingSides(['@demo.check.note.both-miss', '@option:both-miss-tie'], readings), { alternative: ['both-miss-tie'], adopted: [] });
  assert.deepEqual(readingSides(['@demo.check.rule', '@option:round-limit'], readings), { alternative: [], adopted: [] });
});
