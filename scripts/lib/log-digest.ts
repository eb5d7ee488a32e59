/**
 * The digest that lets a saved game log (engine/tommy-walker/log.ts, written and read by
 * scripts/simulate.ts) tell that it was edited after it was written.
 *
 * The digest is `sha256:` and the SHA-256 (node:crypto) of the canonical JSON of the log
 * without its `digest` field: setup, entries (every action), the recorded result and any
 * other field. Canonical JSON is JSON with no whitespace, object keys sorted by code unit,
 * numbers and strings as JSON.stringify writes them; re-indenting the file or reordering
 * its keys therefore keeps the digest, and any change of a value breaks it.
 *
 * It lives here, not in the engine: it is a property of the file format, the engine stays
 * free of hashing (engine/ imports nothing), and the replay itself still checks every action
 * against the rules whatever the digest says. A digest is not a signature: it detects an
 * edit made without recomputing it (by hand, by a tool, by a truncated copy), not a forgery.
 */
import { createHash } from 'node:crypto';

export const DIGEST_ALGORITHM = 'sha256';
export { canonicalJson, MAX_DEPTH } from './canonical-json.ts';
import { canonicalJson } from './canonical-json.ts';

/** The digest of a log object (its `digest` field left out), or why it cannot be computed. */
export function logDigest(log: object): { ok: true; digest: string } | { ok: false; message: string } {
  const rest = Object.fromEntries(Object.entries(log).filter(([k]) => k !== 'digest'));
  const canon = canonicalJson(rest);
  if (!canon.ok) return canon;
  return { ok: true, digest: `${DIGEST_ALGORITHM}:${createHash(DIGEST_ALGORITHM).update(canon.text, 'utf8').digest('hex')}` };
}

/** The log with its digest as the last field. */
export function withDigest<T extends object>(log: T): T & { digest: string } {
  const d = logDigest(log);
  if (!d.ok) throw new Error(`cannot compute the log's digest: ${d.message}`);
  return { ...log, digest: d.digest };
}

export type DigestCheck =
  | { status: 'match' }
  | { status: 'missing' }
  | { status: 'mismatch'; recorded: string; computed: string }
  | { status: 'invalid'; message: string };

/** Whether a parsed log's recorded digest is the digest of its content. */
export function checkDigest(log: unknown): DigestCheck {
  if (typeof log !== 'object' || log === null || Array.isArray(log)) return { status: 'invalid', message: 'a game log is a JSON object' };
  if (!Object.hasOwn(log, 'digest')) return { status: 'missing' };
  const recorded = (log as { digest: unknown }).digest;
  if (typeof recorded !== 'string' || !/^sha256:[0-9a-f]{64}$/.test(recorded)) {
    return { status: 'invalid', message: `digest: must be 'sha256:' and 64 lowercase hex digits, got ${JSON.stringify(recorded)?.slice(0, 80)}` };
  }
  const computed = logDigest(log);
  if (!computed.ok) return { status: 'invalid', message: computed.message };
  return computed.digest === recorded ? { status: 'match' } : { status: 'mismatch', recorded, computed: computed.digest };
}
