/**
 * `npm run tw:cards [-- --check]`: writes engine/tommy-walker/card-data.ts from the card
 * table of spec/tommy-walker/11-card-list.md (the spec is the source of truth), or with
 * `--check` only reports, card by card and field by field, where the engine's data differs
 * (exit 1). A malformed table row is a file:line error (exit 1) and nothing is written.
 * Works from any folder: the files are those of this script's repository.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CARD_DATA_FILE, CARD_TABLE_FILE, REGENERATE, compareWithSpec, readCardTableFile, renderCardData } from './tommy-walker.ts';

const USAGE = `usage: ${REGENERATE} [-- --check]`;
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(`${USAGE}\n  writes ${CARD_DATA_FILE} from the card table of ${CARD_TABLE_FILE};\n  --check only reports where they differ (exit 1 if they do)`);
  process.exit(0);
}
const unknown = args.filter((a) => a !== '--check');
if (unknown.length) {
  console.error(`unknown argument ${unknown.map((a) => `'${a}'`).join(', ')}\n${USAGE}`);
  process.exit(2);
}
const root = fileURLToPath(new URL('../..', import.meta.url));
const table = readCardTableFile(root);
if (table.errors.length) {
  for (const e of table.errors) console.error(e);
  console.error(`${table.errors.length} problem${table.errors.length === 1 ? '' : 's'} in the card table; ${CARD_DATA_FILE} not ${args.includes('--check') ? 'checked' : 'written'}`);
  process.exit(1);
}
const text = renderCardData(table.cards);
const target = `${root}/${CARD_DATA_FILE}`;
let current = '';
try {
  current = readFileSync(target, 'utf8');
} catch {
  // A missing file is written (or reported by --check).
}
if (args.includes('--check')) {
  if (current === text) {
    console.log(`${CARD_DATA_FILE}: agrees with ${CARD_TABLE_FILE} (${table.cards.length} cards)`);
    process.exit(0);
  }
  let differences: string[] = [];
  try {
    const { PRINTED_CARDS } = (await import(pathToFileURL(target).href)) as typeof import('../../engine/tommy-walker/card-data.ts');
    differences = compareWithSpec(table.cards, PRINTED_CARDS);
  } catch (e) {
    differences = [`${CARD_DATA_FILE}: cannot be loaded (${(e as Error).message}); run ${REGENERATE}`];
  }
  for (const d of differences) console.error(d);
  if (!differences.length) console.error(`${CARD_DATA_FILE}: same data, but not as ${REGENERATE} writes it (edited by hand?); run ${REGENERATE}`);
  process.exit(1);
}
if (current === text) {
  console.log(`${CARD_DATA_FILE}: already up to date (${table.cards.length} cards)`);
} else {
  try {
    writeFileSync(target, text);
  } catch (e) {
    console.error(`${CARD_DATA_FILE}: cannot write (${(e as Error).message})`);
    process.exit(2);
  }
  console.log(`${CARD_DATA_FILE}: written from ${CARD_TABLE_FILE} (${table.cards.length} cards)`);
}
