import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chapterOf, parseChapters, type Coverage } from '../../../tools/rulings/coverage.ts';
import { checkGaps, readKnownGaps } from '../../../tools/rulings/known-gaps.ts';

const uncovered = (id: string, status: 'untested' | 'failed') => ({ id, status, kind: 'rule', file: 'spec/b/01-x.md', line: 1, column: 1 }) as unknown as Coverage['uncovered'][number];
const result = (ids: string[], open: Coverage['uncovered']): Coverage => ({ normative: ids.length, ids, covered: ids.length - open.length, uncovered: open });

test('parseChapters reads a chapter or a range, and refuses the rest', () => {
  assert.deepEqual(parseChapters('01-19'), { from: 1, to: 19 });
  assert.deepEqual(parseChapters('7'), { from: 7, to: 7 });
  assert.equal(parseChapters('19-01'), undefined);
  assert.equal(parseChapters('x'), undefined);
  assert.equal(parseChapters('1-2-3'), undefined);
});

test("chapterOf is the number a clause's file name begins with", () => {
  assert.equal(chapterOf({ file: 'spec/twgp/07-attack.md' }), 7);
  assert.equal(chapterOf({ file: 'spec/twgp/90-provenance.md' }), 90);
  assert.equal(chapterOf({ file: 'spec/twgp/README.md' }), undefined);
});

test('a listed untested clause is excused; an unlisted one is not', () => {
  const gaps = readKnownGaps('# comment\nb.one waits for the engine\n', 'gaps.txt');
  const check = checkGaps(result(['b.one', 'b.two'], [uncovered('b.one', 'untested'), uncovered('b.two', 'untested')]), gaps, 'gaps.txt', new Set(['b.one', 'b.two']));
  assert.deepEqual(check.excused.map((c) => c.id), ['b.one']);
  assert.deepEqual(check.unexcused.map((c) => c.id), ['b.two']);
  assert.deepEqual(check.errors, []);
});

test('a failing ruling is never excused by the list', () => {
  const gaps = readKnownGaps('b.one waits\n', 'gaps.txt');
  const check = checkGaps(result(['b.one'], [uncovered('b.one', 'failed')]), gaps, 'gaps.txt', new Set(['b.one']));
  assert.deepEqual(check.unexcused.map((c) => c.id), ['b.one']);
});

test('the list only shrinks: a passing entry, an unknown ID, a duplicate or a missing reason is an error', () => {
  const gaps = readKnownGaps('b.one passes now\nb.nope unknown\nb.two twice\nb.two twice\nb.three\n', 'gaps.txt');
  const check = checkGaps(result(['b.one', 'b.two', 'b.three'], [uncovered('b.two', 'untested'), uncovered('b.three', 'untested')]), gaps, 'gaps.txt', new Set(['b.one', 'b.two', 'b.three']));
  assert.deepEqual(check.errors, [
    "gaps.txt:4: b.two is listed twice (first at line 3)",
    "gaps.txt:5: 'b.three' gives no reason (write '<clause-id> <reason>')",
    'gaps.txt:1: b.one has a passing ruling now: remove it from the known gaps',
    'gaps.txt:2: b.nope is not a normative clause of this coverage check',
  ]);
});
