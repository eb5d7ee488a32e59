/**
 * Canonical JSON (no whitespace, object keys sorted by code unit, numbers and strings as
 * JSON.stringify writes them), the text a game log's digest is computed over
 * (log-digest.ts). Kept apart from the hashing and free of Node imports so that the
 * website's playground (site/src/lib/playground/) writes logs with the same digest in the
 * browser.
 */
/** Deeper nesting than a game log ever has; deeper input is refused rather than recursed into. */
export const MAX_DEPTH = 64;

/** The canonical JSON of `value`, or a message naming the JSON path of what cannot be written. */
export function canonicalJson(value: unknown, path = '$', depth = 0): { ok: true; text: string } | { ok: false; message: string } {
  if (depth > MAX_DEPTH) return { ok: false, message: `${path}: nested more than ${MAX_DEPTH} levels deep` };
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return { ok: true, text: JSON.stringify(value) };
  if (typeof value === 'number') return Number.isFinite(value) ? { ok: true, text: JSON.stringify(value) } : { ok: false, message: `${path}: ${value} is not a JSON number` };
  const parts: string[] = [];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const r = canonicalJson(value[i], `${path}[${i}]`, depth + 1);
      if (!r.ok) return r;
      parts.push(r.text);
    }
    return { ok: true, text: `[${parts.join(',')}]` };
  }
  if (typeof value === 'object') {
    // Own keys only, written as text: a key "__proto__" is a key like any other.
    for (const key of Object.keys(value).sort()) {
      const r = canonicalJson((value as Record<string, unknown>)[key], `${path}.${key}`, depth + 1);
      if (!r.ok) return r;
      parts.push(`${JSON.stringify(key)}:${r.text}`);
    }
    return { ok: true, text: `{${parts.join(',')}}` };
  }
  return { ok: false, message: `${path}: a ${typeof value} is not JSON` };
}

