// The card table in spec/tommy-walker/11-card-list.md is generated from the card database;
// this fails when someone edits one without regenerating the other.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CARD_TABLE_FILE, renderCardTable, spliceCardTable } from '../../../scripts/tommy-walker-card-table.ts';

test('the card table in the spec is exactly what the generator produces from the card database', () => {
  const source = readFileSync(CARD_TABLE_FILE, 'utf8');
  const spliced = spliceCardTable(source, renderCardTable());
  assert.ok(spliced.ok, spliced.ok ? '' : spliced.error);
  assert.equal(source, spliced.text, `${CARD_TABLE_FILE} is out of date: run node scripts/tommy-walker-card-table.ts`);
});

test('the generated table has a header, a separator and one row per card', () => {
  const lines = renderCardTable().split('\n');
  assert.equal(lines.length, 2 + 36);
  assert.match(lines[2]!, /チキンレッグの翔剣士・ラルフ/);
});

test('splicing reports missing markers instead of writing anything', () => {
  const r = spliceCardTable('# カードリスト\n', 'table');
  assert.equal(r.ok, false);
});
