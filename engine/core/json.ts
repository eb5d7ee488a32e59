/**
 * Keys given twice in one JSON object. `JSON.parse` keeps the last of them silently, so a file
 * that says the same thing twice (a character sheet with two `name`s) would be read as only
 * one of its readings; readers of user files call `duplicateKeys` on text that `JSON.parse`
 * accepted and refuse it when anything is found. Keys are compared after unescaping (`"name"`
 * and `"n\u0061me"` are the same key). One linear pass with an explicit stack: no recursion,
 * so nesting depth cannot overflow the call stack; never throws.
 */

/** A key given twice: the JSON path of the second, where it and the first stand (1-based line and column). */
export interface DuplicateKey {
  path: string;
  line: number;
  column: number;
  message: string;
}

type Frame =
  | { kind: 'object'; path: string; keys: Map<string, { line: number; column: number }>; key: string | null; expectKey: boolean }
  | { kind: 'array'; path: string; index: number };

const IDENTIFIER = /^[A-Za-z_$\p{L}][\w$\p{L}\p{N}]*$/u;
const member = (path: string, key: string) => (IDENTIFIER.test(key) ? (path === '' ? key : `${path}.${key}`) : `${path}[${JSON.stringify(key)}]`);

/** The path of the value that starts now inside `frame` (or `root` at the top). */
function valuePath(frame: Frame | undefined, root: string): string {
  if (!frame) return root;
  return frame.kind === 'array' ? `${frame.path}[${frame.index}]` : member(frame.path, frame.key ?? '');
}

/**
 * The duplicate keys of `text`, which should be JSON that `JSON.parse` accepts (on other text
 * the answer is whatever the scan finds, never an exception). `root` prefixes every path.
 */
export function duplicateKeys(text: string, root = ''): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const stack: Frame[] = [];
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const top = stack[stack.length - 1];
    if (c === '\n') {
      line += 1;
      lineStart = i + 1;
    } else if (c === '{' || c === '[') {
      const path = valuePath(top, root);
      stack.push(c === '{' ? { kind: 'object', path, keys: new Map(), key: null, expectKey: true } : { kind: 'array', path, index: 0 });
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',') {
      if (top?.kind === 'object') top.expectKey = true;
      else if (top?.kind === 'array') top.index += 1;
    } else if (c === ':') {
      if (top?.kind === 'object') top.expectKey = false;
    } else if (c === '"') {
      const start = i;
      for (i += 1; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i += 1;
      if (top?.kind !== 'object' || !top.expectKey) continue;
      let key: string;
      try {
        key = JSON.parse(text.slice(start, i + 1)) as string;
      } catch {
        key = text.slice(start + 1, i);
      }
      const at = { line, column: start - lineStart + 1 };
      const first = top.keys.get(key);
      if (first) {
        found.push({
          path: member(top.path, key), ...at,
          message: `${JSON.stringify(key)} is given twice in one object (first at line ${first.line}, column ${first.column}); write it once`,
        });
      } else top.keys.set(key, at);
      top.key = key;
    }
  }
  return found;
}

/**
 * A deep copy of plain data (objects, arrays and primitives: what a state, an action or a view
 * is), many times faster than structuredClone, which serialises. A key named `__proto__` (a
 * player may be named so) is copied as an own property, never set as the copy's prototype.
 */
export function copyPlain<T>(value: T): T {
  return copy(value, false) as T;
}

/**
 * The plain data as JSON would carry it (JSON.parse(JSON.stringify(value)) without the text in
 * between): a deep copy without the properties whose value is undefined, and null for
 * undefined in a list.
 */
export function asJsonValue<T>(value: T): T {
  return copy(value, true) as T;
}

/**
 * Sets an own, enumerable property, as JSON.parse would: a key "__proto__" (a player may be
 * named so) is a key like any other, never the object's prototype, which assignment would set.
 */
export function setOwn(o: object, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  else (o as Record<string, unknown>)[key] = value;
}

function copy(value: unknown, json: boolean): unknown {
  if (typeof value !== 'object' || value === null) return json && value === undefined ? null : value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i], json);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = (value as Record<string, unknown>)[key];
    if (json && v === undefined) continue;
    const c = copy(v, json);
    // Assignment inline (setOwn's other case): this loop runs for every key of every copy.
    if (key === '__proto__') setOwn(out, key, c);
    else out[key] = c;
  }
  return out;
}
