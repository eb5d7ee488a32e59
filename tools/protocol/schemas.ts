/**
 * The protocol's JSON Schemas (docs/protocol/), compiled once with ajv: the envelope of each
 * response by op, and each book's own forms. `checkResponse` answers with the problems of a
 * response as `path: message` lines (empty when it is in schema).
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction, type ErrorObject } from 'ajv/dist/2020.js';

const DIR = join(import.meta.dirname, '..', '..', 'docs', 'protocol');

export type Op = 'handshake' | 'start' | 'position' | 'pending' | 'apply' | 'view' | 'result' | 'observe' | 'reset';

/** Which $defs of messages.schema.json a successful answer to each op must satisfy. */
const SUCCESS_DEF: Record<Op, string> = {
  handshake: 'handshake',
  start: 'started',
  position: 'started',
  pending: 'pending',
  apply: 'applied',
  view: 'view',
  result: 'result',
  observe: 'observe',
  reset: 'reset',
};

export const BOOK_FORMS = ['setup', 'position', 'action', 'event', 'view', 'observation'] as const;
export type BookForm = (typeof BOOK_FORMS)[number];

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

function instance(): Ajv2020 {
  if (ajv) return ajv;
  ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addSchema(JSON.parse(readFileSync(join(DIR, 'messages.schema.json'), 'utf8')));
  return ajv;
}

/** The validator for `#/$defs/<def>` of a schema file (messages or a book), compiled once. */
function validator(file: string, def: string): ValidateFunction | undefined {
  const key = `${file}#${def}`;
  const hit = compiled.get(key);
  if (hit) return hit;
  const a = instance();
  const id = `tcg-rulebooks:protocol/${file}`;
  if (!a.getSchema(id)) {
    const path = join(DIR, `${file}.schema.json`);
    if (!existsSync(path)) return undefined;
    a.addSchema(JSON.parse(readFileSync(path, 'utf8')));
  }
  const v = a.getSchema(`${id}#/$defs/${def}`);
  if (v) compiled.set(key, v);
  return v;
}

function describe(errors: readonly ErrorObject[] | null | undefined, at: string): string[] {
  return (errors ?? []).map((e) => `${at}${e.instancePath.replace(/\//g, '.').replace(/\.(\d+)(?=\.|$)/g, '[$1]')}: ${e.message ?? 'invalid'}${e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')})` : ''} [schema ${e.schemaPath}]`);
}

/** Problems of `value` against a book's form (empty if none, or if the book has no schema file). */
export function checkBookForm(book: string, form: BookForm, value: unknown, at: string): string[] {
  const v = validator(book, form);
  if (!v) return [];
  return v(value) ? [] : describe(v.errors, at);
}

/** Whether the book has a schema file with every form. */
export function bookSchemaProblems(book: string): string[] {
  return BOOK_FORMS.filter((f) => !validator(book, f)).map((f) => `docs/protocol/${book}.schema.json has no $defs/${f}`);
}

/**
 * Problems of a response to `op` for `book`: its envelope, then the book-specific parts
 * (events, options of pending decisions, the view, the observation).
 */
export function checkResponse(op: Op, book: string | undefined, response: unknown): string[] {
  const r = response as Record<string, unknown>;
  const envelope = validator('messages', r && r.ok === false ? 'failure' : SUCCESS_DEF[op])!;
  if (!envelope(response)) return describe(envelope.errors, 'response');
  if (!book || r.ok === false) return [];
  const problems: string[] = [];
  if (Array.isArray(r.events)) r.events.forEach((e, i) => problems.push(...checkBookForm(book, 'event', e, `response.events[${i}]`)));
  if (Array.isArray(r.decisions)) {
    r.decisions.forEach((d: { options?: unknown[] }, i) =>
      (d.options ?? []).forEach((a, j) => problems.push(...checkBookForm(book, 'action', a, `response.decisions[${i}].options[${j}]`))),
    );
  }
  if (op === 'view') problems.push(...checkBookForm(book, 'view', r.view, 'response.view'));
  if (op === 'observe') problems.push(...checkBookForm(book, 'observation', r.observation, 'response.observation'));
  return problems;
}
