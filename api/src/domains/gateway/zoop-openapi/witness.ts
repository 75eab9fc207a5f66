import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isObject, mapChildren, type Json } from './schema-walk';
import type { SentUndescribed } from './sent-undescribed';
import { report, type Violation } from './violations';

export { formatViolations, type Violation } from './violations';

/**
 * Checks exchanges with Zoop against the schemas derived from Zoop's OpenAPI
 * (`zoop-openapi-schemas.json`, made by `derive-schemas.ts`, which names the source). Test
 * support, not a test: `openapi-witness.test.ts` feeds it what the adapter sent and the sandbox
 * answered.
 */

const fileSchema = z.object({
  source: z.looseObject({ title: z.string(), version: z.string() }),
  operations: z.record(
    z.string(),
    z.object({
      method: z.string(),
      path: z.string(),
      query: z.record(z.string(), z.looseObject({})),
      request: z.looseObject({}).nullable(),
      responses: z.record(z.string(), z.looseObject({}).nullable()),
    }),
  ),
  definitions: z.record(z.string(), z.looseObject({})),
  documented: z.array(z.string()),
});
export const derived = fileSchema.parse(
  JSON.parse(readFileSync(new URL('./zoop-openapi-schemas.json', import.meta.url), 'utf8')),
);

/** The file shares repeated schemas through `zoop#/definitions/…`; inlined, every error path is a path in one tree. */
function inline(s: Json): Json {
  const ref = typeof s.$ref === 'string' ? /^zoop#\/definitions\/(.+)$/.exec(s.$ref) : null;
  if (ref) {
    const target = derived.definitions[ref[1] ?? ''];
    if (!target) throw new Error(`unknown ${String(s.$ref)}`);
    return inline(target);
  }
  return mapChildren(s, inline);
}

/**
 * The document never says `additionalProperties: false`, so as printed it accepts any field. A
 * request field the document does not describe is a finding all the same (Zoop may ignore it or
 * refuse it), so request schemas are closed here: each object with `properties` accepts those and
 * the names it `required`s (some variants require fields they do not list), nothing else. Answers
 * stay open: Zoop answers more than it documents, and we read only what we parse.
 */
function closed(s: Json): Json {
  const out = mapChildren(s, closed);
  if (!isObject(out.properties) || out.additionalProperties !== undefined) return out;
  const properties = { ...out.properties };
  for (const name of Array.isArray(out.required) ? out.required : [])
    if (typeof name === 'string' && !(name in properties)) properties[name] = {};
  return { ...out, properties, additionalProperties: false };
}

/**
 * Ajv for an OpenAPI 3.0 document:
 * - `strict: false`: the document uses OpenAPI-only keywords and loose shapes Ajv's strict mode
 *   rejects at compile time (`readOnly`, `required` names missing from `properties`, `enum`
 *   without `type`, string defaults on booleans). They do not change what validates.
 * - `nullable: true` is OpenAPI 3.0's way to allow null; Ajv 8 implements that keyword natively.
 *   The document itself never says it: the `answers-nullable` reading adds it to answers.
 * - formats: `int32`, `date`, `date-time`, `email`, `uuid` are checked (ajv-formats). `dateTime`
 *   and `text` are not formats of any standard; OpenAPI 3.0 says a format a tool does not know
 *   falls back to the type alone, so they are declared and accept any string.
 * - `allErrors`, `verbose`: every violation, with the schema it broke (for variant titles).
 */
function openApiAjv(coerceTypes: boolean) {
  const ajv = new Ajv({ strict: false, allErrors: true, verbose: true, coerceTypes });
  addFormats(ajv, ['int32', 'date', 'date-time', 'email', 'uuid']);
  ajv.addFormat('dateTime', true).addFormat('text', true);
  return ajv;
}
const bodies = openApiAjv(false);
// Query values arrive as text; the parameter schemas describe the values they stand for.
const queries = openApiAjv(true);

type Compiled = { validate: ValidateFunction; root: Json };
const cache = new Map<string, Compiled>();
function validator(ajv: Ajv, key: string, schema: () => Json): Compiled {
  const hit = cache.get(key);
  if (hit) return hit;
  const root = schema();
  const compiled = { validate: ajv.compile(root), root };
  cache.set(key, compiled);
  return compiled;
}

/** The allowed undescribed fields some check accepted: an entry never used is stale. */
export const usedUndescribed = new Set<SentUndescribed>();

export type Exchange = {
  step: string;
  method: string;
  path: string;
  query: Record<string, string>;
  request: unknown;
  status: number;
  answer: unknown;
};

const matches = (method: string, path: string, e: Pick<Exchange, 'method' | 'path'>) =>
  method === e.method &&
  new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+').replace(/\/$/, '')}/?$`).test(e.path);

/** Which derived operation an exchange is, if any (path templates matched whole). */
export function operationOf(e: Pick<Exchange, 'method' | 'path'>): string | null {
  const found = Object.entries(derived.operations).find(([, op]) => matches(op.method, op.path, e));
  return found ? found[0] : null;
}

/** Whether the whole document describes the call at all (derived or not). */
export const isDocumented = (e: Pick<Exchange, 'method' | 'path'>) =>
  derived.documented.some((line) => {
    const [method = '', path = ''] = line.split(' ');
    return matches(method, path, e);
  });

/** Every violation of one exchange: its query and body against the request side, its answer against its status. */
export function check(e: Exchange): Violation[] {
  const key = operationOf(e);
  const op = key ? derived.operations[key] : undefined;
  if (!key || !op) return [];
  const call = `${e.step}: ${op.method} ${op.path.replace('/v1/marketplaces/{marketplace_id}', '')}`;
  const out: Violation[] = [];
  const run = (c: Compiled, data: unknown, direction: Violation['direction'], prefix = '') => {
    if (!c.validate(data))
      out.push(
        ...report({ key, call, direction, root: c.root, prefix }, c.validate.errors ?? [], usedUndescribed),
      );
  };
  const query = Object.fromEntries(Object.entries(op.query).map(([n, s]) => [n, inline(s)]));
  run(
    validator(queries, `${key}:query`, () => ({
      type: 'object',
      properties: query,
      additionalProperties: false,
    })),
    { ...e.query },
    'request',
    '?',
  );
  const request = op.request;
  if (request && e.request !== undefined)
    run(
      validator(bodies, `${key}:request`, () => closed(inline(request))),
      e.request,
      'request',
    );
  const described = op.responses[String(e.status)];
  if (described === undefined)
    out.push({ call, direction: 'answer', path: '/', message: `status ${e.status} is not described` });
  else if (described)
    run(
      validator(bodies, `${key}:${e.status}`, () => inline(described)),
      e.answer,
      'answer',
    );
  return out;
}
