/** Reads pages of the built site (site/dist) as HAST trees. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unified } from 'unified';
import rehypeParse from 'rehype-parse';
import type { Root } from 'hast';
import type { Spec } from '../../tools/spec/model.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DIST = join(ROOT, 'site', 'dist');

const parser = unified().use(rehypeParse);
const cache = new Map<string, Root>();

/** The page at a site path such as `/twgp/attack/`. */
export function page(path: string): Root {
  const file = join(DIST, path, 'index.html');
  if (!existsSync(file)) throw new Error(`${file} does not exist: build the site first (npm run site:build)`);
  let tree = cache.get(file);
  if (!tree) {
    tree = parser.parse(readFileSync(file, 'utf8'));
    cache.set(file, tree);
  }
  return tree;
}

/** Site path of the chapter page that holds a spec file: the front chapter is the book's index. */
export function chapterPathOf(spec: Spec, file: string): string {
  const c = spec.chapters.find((ch) => ch.file === file);
  if (!c) throw new Error(`no chapter for ${file}`);
  return c.number === 0 ? `/${c.book}/` : `/${c.book}/${c.slug}/`;
}
