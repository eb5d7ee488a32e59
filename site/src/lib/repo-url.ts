/**
 * Links from the site to files in the project's repository (a ruling's feature file, the spec
 * file of a clause), at a line. REPO_URL is the repository's web address and REPO_BRANCH the
 * branch to link to; files are linked GitHub's way, `<REPO_URL>/blob/<branch>/<path>#L<line>`
 * (Gitea and Forgejo read the same form).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The address used when REPO_URL is unset and package.json has no `repository`: a placeholder,
 * since the project has no public address yet (README: set REPO_URL when publishing).
 */
export const DEFAULT_REPO_URL = 'https://github.com/tcg-rulebooks/tcg-rulebooks';
export const DEFAULT_REPO_BRANCH = 'main';

/**
 * The web address of package.json's `repository` field (npm's forms: a URL, `{type, url}`,
 * `git+https://….git`, or the `github:owner/repo` / `owner/repo` shorthand), or undefined
 * when the field is absent or names no web address (an ssh:// or git@ URL).
 */
export function repositoryFromPackage(pkg: unknown): string | undefined {
  const field = (pkg as { repository?: unknown } | null)?.repository;
  const raw = typeof field === 'string' ? field : typeof field === 'object' && field !== null ? (field as { url?: unknown }).url : undefined;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const text = raw.trim();
  const short = /^(?:(github|gitlab|bitbucket):)?([\w.-]+)\/([\w.-]+)$/.exec(text);
  if (short) return `https://${short[1] === 'gitlab' ? 'gitlab.com' : short[1] === 'bitbucket' ? 'bitbucket.org' : 'github.com'}/${short[2]}/${short[3]!.replace(/\.git$/, '')}`;
  const web = /^(?:git\+)?(https?:\/\/.+?)(?:\.git)?\/?$/.exec(text);
  return web ? web[1] : undefined;
}

/** The default repository address: package.json's `repository` at the root if it names one, else DEFAULT_REPO_URL. */
export function defaultRepoUrl(root = process.cwd()): string {
  let pkg: unknown;
  try {
    pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  } catch {
    return DEFAULT_REPO_URL;
  }
  return repositoryFromPackage(pkg) ?? DEFAULT_REPO_URL;
}

/** The repository address from REPO_URL's value, without a trailing slash; the default when unset. */
export function repoUrl(value: string | undefined, fallback: () => string = defaultRepoUrl): string {
  if (value === undefined || value.trim() === '') return repoUrl(fallback(), () => DEFAULT_REPO_URL);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`REPO_URL is not an absolute URL: '${value}' (e.g. https://github.com/owner/repo)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`REPO_URL must be an http or https URL, got '${value}'`);
  if (url.search || url.hash) throw new Error(`REPO_URL must be the repository's address without a query or fragment, got '${value}'`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The branch from REPO_BRANCH's value; the default when unset. */
export function repoBranch(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEFAULT_REPO_BRANCH;
  const branch = value.trim();
  if (!/^[\w.\/-]+$/.test(branch) || branch.includes('..')) throw new Error(`REPO_BRANCH is not a branch name: '${value}'`);
  return branch;
}

/** The address of a repository file (a path relative to the repository root), at a line if given. */
export function repoFileUrl(path: string, line?: number, env: Record<string, string | undefined> = process.env): string {
  const file = path.split('/').map(encodeURIComponent).join('/');
  return `${repoUrl(env.REPO_URL)}/blob/${repoBranch(env.REPO_BRANCH)}/${file}${line ? `#L${line}` : ''}`;
}
