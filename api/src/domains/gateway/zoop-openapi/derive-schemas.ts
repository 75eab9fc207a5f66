/**
 * Derives `zoop-openapi-schemas.json` (beside this file) from Zoop's published OpenAPI: the
 * request and answer schemas of the calls our adapter makes, `$ref`s resolved, prose and examples
 * dropped. Run by hand when the document changes (never at build or test time: the project does
 * not read files outside the repository):
 *
 *   cd api && node --import tsx src/domains/gateway/zoop-openapi/derive-schemas.ts \
 *     ../../shared/research/zoop-sources/zoop-openapi-transacoes-recebiveis-v1.1.json
 *   cd .. && npx prettier --write api/src/domains/gateway/zoop-openapi/zoop-openapi-schemas.json
 *
 * The document: "Gestão de transações e recebíveis" v1.1 (server payments.zoop.ws), as vendored
 * by the readme.io SDK in the public repository Matheus-Patricio-dev/payform-backend
 * (`.api/apis/zoop/openapi.json`, 2025). It has no operationIds: ours name each operation by
 * method and path. Where the document contradicts itself (READINGS), the reading applied is written
 * into the output, with its reason, so the committed file says what is Zoop's and what is ours.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dedupe } from './dedupe';
import { READINGS } from './readings';
import { OPERATIONS, type JsonSchema, type OperationKey } from './operations';
import { isObject, type Json } from './schema-walk';

type Doc = { openapi: string; info: { title: string; version: string }; servers?: { url: string }[] };

/** Keywords that only explain (prose, samples): dropped to keep the committed file small. */
const PROSE = new Set(['description', 'example', 'examples', 'externalDocs', 'xml']);

function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are expected, got ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), doc);
}

/** A schema with its `$ref`s inlined and its prose removed; a cycle is an error, not a loop. */
export function cleanSchema(doc: unknown, schema: unknown, seen: string[] = []): JsonSchema {
  if (!isObject(schema)) return {};
  if (typeof schema.$ref === 'string') {
    if (seen.includes(schema.$ref)) throw new Error(`cyclic $ref ${schema.$ref}`);
    return cleanSchema(doc, resolvePointer(doc, schema.$ref), [...seen, schema.$ref]);
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (PROSE.has(key)) continue;
    if (key === 'properties' && isObject(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, s]) => [name, cleanSchema(doc, s, seen)]),
      );
    } else if (['anyOf', 'oneOf', 'allOf'].includes(key) && Array.isArray(value)) {
      out[key] = value.map((s) => cleanSchema(doc, s, seen));
    } else if ((key === 'items' || key === 'not' || key === 'additionalProperties') && isObject(value)) {
      out[key] = cleanSchema(doc, value, seen);
    } else {
      out[key] = value;
    }
  }
  return out;
}

export function derive(doc: Doc & Json, sha256: string, today: string) {
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const operations: Record<string, unknown> = {};
  for (const [key, op] of Object.entries(OPERATIONS) as [OperationKey, (typeof OPERATIONS)[OperationKey]][]) {
    const source = paths[op.path]?.[op.method.toLowerCase()];
    if (!source) throw new Error(`${op.method} ${op.path} is not in the document`);
    const parameters = (Array.isArray(source.parameters) ? source.parameters : []).filter(
      (p): p is Json => isObject(p) && p.in === 'query',
    );
    const body = (source.requestBody as Json | undefined)?.content as Json | undefined;
    const responses = Object.fromEntries(
      Object.entries(source.responses as Record<string, Json>).map(([code, r]) => {
        const content = r.content as Record<string, Json> | undefined;
        return [
          code,
          content?.['application/json'] ? cleanSchema(doc, content['application/json'].schema) : null,
        ];
      }),
    );
    operations[key] = {
      method: op.method,
      path: op.path,
      summary: source.summary,
      query: Object.fromEntries(parameters.map((p) => [p.name, cleanSchema(doc, p.schema)])),
      request: body?.['application/json']
        ? cleanSchema(doc, (body['application/json'] as Json).schema)
        : null,
      responses,
    };
  }
  for (const reading of READINGS) reading.apply(operations as Record<OperationKey, Json>);
  const { definitions } = shareRepeated(operations);
  return {
    source: {
      title: doc.info.title,
      version: doc.info.version,
      openapi: doc.openapi,
      servers: (doc.servers ?? []).map((s) => s.url),
      origin:
        'readme.io SDK vendored in github.com/Matheus-Patricio-dev/payform-backend, .api/apis/zoop/openapi.json (2025)',
      sha256,
    },
    derivedOn: today,
    derivedBy: 'api/src/domains/gateway/zoop-openapi/derive-schemas.ts',
    // The document has no operationIds: ours, each naming one operation by method and path.
    operationIds: Object.fromEntries(
      Object.entries(operations).map(([key, op]) => {
        const o = op as { method: string; path: string; summary?: string };
        return [key, `${o.method} ${o.path} (${o.summary ?? ''})`];
      }),
    ),
    // Every call the document describes, so a test can tell that a call we make is not among them.
    documented: Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    ),
    readings: READINGS.map(({ id, operation, change, reason }) => ({ id, operation, change, reason })),
    operations,
    definitions,
  };
}

/** Every schema of every operation goes through `dedupe` together; each is put back in its place. */
function shareRepeated(operations: Record<string, unknown>) {
  const slots: { holder: Json; key: string; place: string }[] = [];
  for (const [name, op] of Object.entries(operations) as [string, Json][]) {
    if (op.request) slots.push({ holder: op, key: 'request', place: `${name}-request` });
    for (const holder of [op.query as Json, op.responses as Json])
      for (const [key, s] of Object.entries(holder))
        if (s) slots.push({ holder, key, place: `${name}-${key}` });
  }
  const { schemas, definitions } = dedupe(
    slots.map((s) => s.holder[s.key] as Json),
    slots.map((s) => s.place),
  );
  slots.forEach((slot, i) => (slot.holder[slot.key] = schemas[i]));
  return { definitions };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: derive-schemas.ts <path to Zoop openapi.json>');
  const text = readFileSync(file, 'utf8');
  const sha256 = createHash('sha256').update(text).digest('hex');
  const out = derive(JSON.parse(text) as Doc & Json, sha256, new Date().toISOString().slice(0, 10));
  const target = fileURLToPath(new URL('./zoop-openapi-schemas.json', import.meta.url));
  writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`wrote ${target} (${Object.keys(out.operations).length} operations)`);
}
