/** Battles (spec chapter 05): deterministic from the seed, plain data, pure step functions. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  acquisitionStep, actionStep, battleLog, buildCharacter, playTurn, runBattle, startBattle, type Character, type CharacterSheet,
} from '../../../engine/kakushin/index.ts';

function make(sheet: CharacterSheet): Character {
  const r = buildCharacter(sheet);
  assert.ok(r.ok, JSON.stringify(!r.ok && r.errors));
  return r.character;
}

const heat = make({ name: '灼熱', points: { vitality: 11, fire: 2, water: 0, wind: 2, earth: 0, sword: 0 }, skills: ['灼熱波', '空圧', '受け流し'], plan: '空圧を使った場合、最も数の多いパネルを対象とする。' });
const poison = make({ name: '毒使い', points: { vitality: 12, fire: 0, water: 2, wind: 2, earth: 0, sword: 0 }, skills: ['毒霧', '返し刃'], plan: '毒霧は1ターンに1回まで使用する。剣パネルを1個残す。' });

test('a battle replays identically from its seed', () => {
  for (const seed of [1, 2, 3, 77, 2014]) {
    const a = runBattle(heat, poison, { seed });
    const b = runBattle(heat, poison, { seed });
    assert.deepEqual(a, b);
    assert.ok(a.result, 'the battle ended');
  }
});

test('different seeds can give different battles', () => {
  const logs = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => battleLog(runBattle(heat, poison, { seed })).join('\n')));
  assert.ok(logs.size > 1);
});

test('the state is plain JSON data at every step', () => {
  let s = startBattle(heat, poison, { seed: 9 });
  while (!s.result) {
    assert.deepEqual(JSON.parse(JSON.stringify(s)), s);
    s = playTurn(s);
  }
});

test('step functions do not modify the state they are given', () => {
  const s = startBattle(heat, poison, { seed: 4 });
  const frozen = JSON.stringify(s);
  const t = acquisitionStep(s);
  actionStep(t, 0);
  playTurn(s);
  assert.equal(JSON.stringify(s), frozen);
});

test('every battle ends by turn 15 with a result naming a kakushin clause', () => {
  for (let seed = 1; seed <= 30; seed++) {
    const s = runBattle(heat, poison, { seed });
    assert.ok(s.result && s.turn <= 15);
    assert.match(s.result.clause, /^kakushin\.battle\./);
  }
});

test('the log uses the source trace style', () => {
  const sword = make({ name: '剣士', points: { vitality: 13, fire: 0, water: 0, wind: 0, earth: 0, sword: 3 }, skills: ['斬撃', '沙羅双樹'], plan: '' });
  const s = playTurn(startBattle(sword, poison, { seed: 1 }));
  const log = battleLog(s);
  assert.ok(log.includes('剣士は斬撃を使用！'));
  assert.ok(log.some((l) => /^→残りパネル：剣*$/u.test(l)));
});
