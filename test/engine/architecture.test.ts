/**
 * Properties every engine keeps (developers' guide, "Architecture and style"): it stands
 * alone, its randomness is seeded, and every clause ID it cites exists in the spec.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec } from '../../tools/spec/load.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENGINE = join(ROOT, 'engine');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith('.ts') ? [path] : [];
  });
}

const files = sources(ENGINE).map((path) => ({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
const books = loadSpec(ROOT).books;
const known = new Set(loadSpec(ROOT).clauses.map((c) => c.id));

test('engine/ imports nothing from steps/, site/, tools/ or other books', () => {
  const bad: string[] = [];
  let imports = 0;
  for (const { file, text } of files) {
    const own = file.split('/')[1];
    // Import and export statements only (a message text may well say "from '…'").
    for (const m of text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gm)) {
      const spec = m[1]!;
      imports++;
      if (!spec.startsWith('.')) {
        bad.push(`${file}: imports '${spec}'; engines use no packages, not even Node's own modules`);
        continue;
      }
      const target = relative(ENGINE, join(ROOT, file, '..', spec));
      const top = target.split('/')[0];
      if (target.startsWith('..')) bad.push(`${file}: imports '${spec}' from outside engine/`);
      // engine/reference.ts is the registry of the four books' engines.
      else if (file !== 'engine/reference.ts' && top !== own && top !== 'core') bad.push(`${file}: imports another book's engine '${spec}'`);
    }
  }
  assert.ok(imports > 50, `expected many relative imports, found ${imports}`);
  assert.deepEqual(bad, []);
});

test('engine randomness comes only from the seeded generator in the state', () => {
  const bad = files.filter(({ text }) => /Math\.random|Date\.now|new Date\(|performance\.now|crypto\.random/.test(text)).map((f) => f.file);
  assert.deepEqual(bad, []);
});

test('every clause ID an engine cites exists in the spec', () => {
  const cited = new RegExp(`['\`"]((?:${books.join('|')})(?:\\.[a-z0-9]+(?:-[a-z0-9]+)*)+)['\`"]`, 'g');
  const unknown: string[] = [];
  let count = 0;
  for (const { file, text } of files) {
    for (const m of text.matchAll(cited)) {
      count++;
      if (!known.has(m[1]!)) unknown.push(`${file}: ${m[1]}`);
    }
  }
  assert.ok(count > 100, `expected the engines to cite many clauses, found ${count}`);
  assert.deepEqual(unknown, []);
});

test('steps/<book>/ reach engines only through the protocol: no import from engine/', () => {
  const STEPS = join(ROOT, 'steps');
  const bad: string[] = [];
  let checked = 0;
  for (const book of readdirSync(STEPS).filter((d) => d !== 'support' && statSync(join(STEPS, d)).isDirectory())) {
    for (const path of sources(join(STEPS, book))) {
      checked++;
      const file = relative(ROOT, path);
      for (const m of readFileSync(path, 'utf8').matchAll(/\b(?:from|import)\s*\(?\s*'([^']+)'/g)) {
        const target = relative(ROOT, join(path, '..', m[1]!));
        if (m[1]!.startsWith('.') && (target.startsWith('engine/') || target.startsWith('engine\\'))) bad.push(`${file}: imports '${m[1]}'`);
        if (m[1]!.startsWith('.') && target.startsWith('tools/') && target !== 'tools/protocol/driver.ts') bad.push(`${file}: imports '${m[1]}' (steps may use only the protocol driver's types)`);
      }
    }
  }
  assert.ok(checked >= 4, `expected step files for the four books, found ${checked}`);
  assert.deepEqual(bad, []);
});
