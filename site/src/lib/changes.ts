/**
 * The changes page's data: the changelog of clauses (tools/spec/changes.ts, the same code as
 * `npm run spec:changes`) between tagged releases, newest first, with the changes since the
 * last tag; or, with no tag, over the last commits. Read once per build from git; a site built
 * outside a git checkout says so instead.
 */
import { execFileSync } from 'node:child_process';
import { clausesAt, compareClauses, type ClauseChange } from '../../../tools/spec/changes.ts';
import { ROOT, siteData } from './data.ts';

/** How many commits the page covers when the repository has no tag. */
export const RECENT_COMMITS = 20;
/** How many release intervals the page lists at most. */
const MAX_RELEASES = 5;

export interface ChangeSpan {
  title: string;
  from: { rev: string; commit: string; date: string };
  to: { rev: string; date: string };
  changes: ClauseChange[];
}

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 }).trim();
}

const dateOf = (rev: string) => git(['log', '-1', '--format=%cs', rev]);

/** The spans the page shows, or the reason there are none (no git, a shallow or one-commit history). */
export function changeSpans(): { spans: ChangeSpan[] } | { unavailable: string } {
  let tags: string[];
  try {
    git(['rev-parse', '--verify', 'HEAD']);
    tags = git(['tag', '--list', '--sort=-creatordate']).split('\n').filter(Boolean);
  } catch {
    return { unavailable: 'このサイトは git の履歴のない場所でビルドされたため、変更履歴を表示できません。' };
  }
  const current = siteData().spec.clauses;
  const span = (title: string, from: string, to: string | null): ChangeSpan => {
    const commit = git(['rev-parse', `${from}^{commit}`]);
    const after = to === null ? current : clausesAt(ROOT, git(['rev-parse', `${to}^{commit}`]));
    return { title, from: { rev: from, commit, date: dateOf(commit) }, to: { rev: to ?? '作業中の版', date: to === null ? dateOf('HEAD') : dateOf(to) }, changes: compareClauses(clausesAt(ROOT, commit), after) };
  };
  if (tags.length) {
    const spans = [span(`${tags[0]} 以降`, tags[0]!, null)];
    for (let i = 0; i + 1 < Math.min(tags.length, MAX_RELEASES + 1); i++) spans.push(span(`${tags[i + 1]} → ${tags[i]}`, tags[i + 1]!, tags[i]!));
    return { spans };
  }
  const commits = Number(git(['rev-list', '--count', 'HEAD']));
  if (commits < 2) return { unavailable: 'リリースのタグがなく、比べられる過去のコミットもありません。' };
  const n = Math.min(RECENT_COMMITS, commits - 1);
  return { spans: [span(`直近 ${n} コミットの変更（リリースのタグがないため）`, `HEAD~${n}`, null)] };
}

/** A change of text as parts to show (the changelog's own diff, shared with the command line). */
export { diffParts as textDiff } from '../../../tools/spec/fingerprint.ts';
