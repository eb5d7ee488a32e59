/**
 * The digest of a downloaded replay log, computed in the browser exactly as the command
 * line computes and checks it (scripts/lib/log-digest.ts): `sha256:` and the SHA-256 of the
 * canonical JSON of the log without its digest, here with the Web Crypto API.
 */
import { canonicalJson } from '../../../../scripts/lib/canonical-json.ts';

export async function withDigest<T extends object>(log: T): Promise<T & { digest: string }> {
  const canon = canonicalJson(log);
  if (!canon.ok) throw new Error(`cannot compute the log's digest: ${canon.message}`);
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canon.text));
  const hex = [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return { ...log, digest: `sha256:${hex}` };
}
