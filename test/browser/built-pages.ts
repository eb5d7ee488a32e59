/** The pages of a built site, as site paths, for tests that visit every page. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Site paths of every built page (`/x/y/` for x/y/index.html), sorted. */
export function builtPages(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.html')) found.push(`/${relative(dir, p).split(sep).join('/')}`.replace(/index\.html$/, ''));
    }
  };
  walk(dir);
  return found;
}

/** The file of a site path. */
export function pageFile(dir: string, path: string): string {
  return join(dir, path.endsWith('/') ? `${path}index.html` : path);
}

/** Whether a built page only forwards to another (the /clause/<id>/ short addresses). */
export function isRedirect(dir: string, path: string): boolean {
  return /<meta\s+http-equiv="refresh"/i.test(readFileSync(pageFile(dir, path), 'utf8').slice(0, 2000));
}
