/**
 * Links from the site to files in the project's repository (a ruling's feature file, the spec
 * file of a clause), at a line. REPO_URL is the repository's web address and REPO_BRANCH the
 * branch to link to; files are linked GitHub's way, `<REPO_URL>/blob/<branch>/<path>#L<line>`
 * (Gitea and Forgejo read the same form).
 */
export const DEFAULT_REPO_URL = 'https://github.com/tcg-rulebooks/tcg-rulebooks';
export const DEFAULT_REPO_BRANCH = 'main';

/** The repository address from REPO_URL's value, without a trailing slash; the default when unset. */
export function repoUrl(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEFAULT_REPO_URL;
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
