import { test } from 'node:test';
import assert from 'node:assert/strict';
import { select, selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import { page } from './built-html.ts';

test('the TWGP conversion page offers the ten TCGs of the table and links the clause twgp.status.power.conversion', () => {
  const tree = page('/conversion/twgp/');
  const options = selectAll('select[name="game"] option', tree).map((o) => o.properties.value);
  assert.deepEqual(options, [
    'ドラクエ・バトルロード', 'マジック・ザ・ギャザリング', 'ヴァイスシュヴァルツ', 'デュエル・マスターズ', 'バトルスピリッツ',
    'ヴァンガード', '恐竜キング', 'ライブオン', 'ポケモン', '遊戯王',
  ]);
  const links = selectAll('a', tree).map((a) => String(a.properties.href));
  assert.ok(links.includes('/twgp/status/#twgp.status.power.conversion'));
  assert.ok(links.includes('/twgp/status/#twgp.status.power.note.other-tcg'));
  assert.equal(selectAll('.conversion-table tbody tr', tree).length, 10);
  assert.match(toString(select('h1', tree)!), /換算表/);
});

test('the TWGP sidebar links the conversion page', () => {
  const links = selectAll('nav a', page('/twgp/status/')).map((a) => String(a.properties.href));
  assert.ok(links.includes('/conversion/twgp/'), links.join(' '));
});
