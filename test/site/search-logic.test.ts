/**
 * The search dialog's own logic, in Node: which clauses a typed ID or number jumps to
 * (site/src/lib/clause-jump.ts), and how a Pagefind result is re-pointed at its best clause
 * (site/src/lib/search-results.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bookNames, clauseJumps, type JumpTable } from '../../site/src/lib/clause-jump.ts';
import { landOnBestAnchor, type ResultData, type SubResult } from '../../site/src/lib/search-results.ts';

const table: JumpTable = {
  books: {
    twgp: { title: 'TCG World Grand Prix（TWGP）競技規則', names: bookNames('twgp', 'TCG World Grand Prix（TWGP）競技規則') },
    'tommy-walker': { title: 'トミーウォーカーTCG 競技規則', names: bookNames('tommy-walker', 'トミーウォーカーTCG 競技規則') },
  },
  clauses: [
    ['twgp.attack.charge-boost.achieve', 'twgp', '7.3.7', '/twgp/attack/#twgp.attack.charge-boost.achieve', '規則・7. アタック'],
    ['twgp.attack.grid-blast.achieve', 'twgp', '7.4.6', '/twgp/attack/#twgp.attack.grid-blast.achieve', '規則・7. アタック'],
    ['tommy-walker.attack.at.condition', 'tommy-walker', '7.3.7', '/tommy-walker/attack/#tommy-walker.attack.at.condition', '規則・7. アタックフェイズ'],
    ['', 'twgp', '7.3', '/twgp/attack/#sec-7.3', '7.3 チャージ・ブースト・7. アタック'],
  ],
};
const ids = (query: string) => clauseJumps(table, query).map((j) => j.id || j.path);

test('a clause ID, or its tail cut at a dot, jumps to the clause', () => {
  assert.deepEqual(ids('twgp.attack.charge-boost.achieve'), ['twgp.attack.charge-boost.achieve']);
  assert.deepEqual(ids('  TWGP.Attack.Charge-Boost.Achieve '), ['twgp.attack.charge-boost.achieve']);
  assert.deepEqual(ids('charge-boost.achieve'), ['twgp.attack.charge-boost.achieve']);
  assert.deepEqual(ids('.achieve'), []);
  assert.deepEqual(ids('boost.achieve'), [], 'a tail is cut at a dot, not inside a word');
});

test('a display number with the book jumps to that book\'s clause, without it to every book\'s', () => {
  assert.deepEqual(ids('twgp 7.3.7'), ['twgp.attack.charge-boost.achieve']);
  assert.deepEqual(ids('7.3.7 TWGP'), ['twgp.attack.charge-boost.achieve']);
  assert.deepEqual(ids('ＴＷＧＰ　７．３．７'), ['twgp.attack.charge-boost.achieve'], 'full-width letters and digits');
  assert.deepEqual(ids('トミーウォーカー 7.3.7'), ['tommy-walker.attack.at.condition']);
  assert.deepEqual(ids('7.3.7'), ['twgp.attack.charge-boost.achieve', 'tommy-walker.attack.at.condition']);
  assert.deepEqual(ids('twgp 7.3'), ['/twgp/attack/#sec-7.3'], 'a section by its number');
});

test('ordinary words, unknown books and unknown numbers jump nowhere', () => {
  assert.deepEqual(ids('チャージ・ブースト'), [], 'no term is defined in this table');
  assert.deepEqual(ids('じゃんけん 7.3.7'), []);
  assert.deepEqual(ids('twgp 9.9.9'), []);
  assert.deepEqual(ids(''), []);
});

function sub(url: string, title: string, scores: number[]): SubResult {
  return { url, title, excerpt: `excerpt of ${title}`, locations: scores.map((_, i) => i), weighted_locations: scores.map((s, i) => ({ weight: 1, balanced_score: s, location: i })) };
}

function result(kind: string, subs: SubResult[]): ResultData {
  return { url: '/twgp/attack/', excerpt: 'page excerpt', meta: { title: '7. アタック' }, filters: { 種類: [kind] }, sub_results: subs };
}

test('a rule chapter\'s result lands on its best-scoring clause, ranked first, titled under the chapter', () => {
  const best = sub('/twgp/attack/#twgp.attack.charge-boost.achieve', '7.3.7 規則 twgp.attack.charge-boost.achieve', [5, 5]);
  const many = sub('/twgp/attack/#twgp.attack', '7.1.1 定義 twgp.attack', [1, 1, 1, 1]);
  const shown = landOnBestAnchor(result('規則', [many, best]));
  assert.equal(shown.url, best.url);
  assert.equal(shown.excerpt, best.excerpt);
  assert.equal(shown.meta.title, '7. アタック › 7.3.7 規則 twgp.attack.charge-boost.achieve');
  assert.deepEqual(shown.sub_results.map((s) => s.url), [best.url, many.url]);
});

test('other pages keep their own link; their sections are only ranked', () => {
  const steps = sub('/rulings/x/#steps', '手順', [1]);
  const clauses = sub('/rulings/x/#clauses', '検証する条項', [3]);
  const shown = landOnBestAnchor({ ...result('裁定', [steps, clauses]), url: '/rulings/x/' });
  assert.equal(shown.url, '/rulings/x/');
  assert.deepEqual(shown.sub_results.map((s) => s.url), [clauses.url, steps.url]);
  assert.equal(landOnBestAnchor(result('規則', [])).url, '/twgp/attack/');
});

test('a defined term offers its definitions, in every book that defines it', () => {
  const withTerms: JumpTable = {
    ...table,
    clauses: [
      ['twgp.attack.charge-boost', 'twgp', '7.3.1', '/twgp/attack/#twgp.attack.charge-boost', '定義・7. アタック', ['チャージ・ブースト']],
      ['twgp.no-such-hand', 'twgp', '2.1.1', '/twgp/zones/#twgp.no-such-hand', '定義・2. 領域', ['手札']],
      ['tommy-walker.no-such-hand', 'tommy-walker', '2.1.1', '/tommy-walker/terms/#tommy-walker.no-such-hand', '定義・2. 用語', ['手札', '山札']],
    ],
  };
  const terms = (query: string) => clauseJumps(withTerms, query).map((j) => j.id);
  assert.deepEqual(terms('チャージ・ブースト'), ['twgp.attack.charge-boost']);
  assert.deepEqual(terms('チャージブースト'), ['twgp.attack.charge-boost'], 'without the middle dot');
  assert.deepEqual(terms('手札'), ['twgp.no-such-hand', 'tommy-walker.no-such-hand']);
  assert.deepEqual(terms('山札'), ['tommy-walker.no-such-hand'], 'any term a definition defines');
  assert.deepEqual(terms('チャージ'), [], 'only a whole term');
});
