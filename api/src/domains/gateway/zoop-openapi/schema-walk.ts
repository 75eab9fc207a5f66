/** A JSON Schema node, as the OpenAPI document writes it. */
export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Applies `f` to each direct sub-schema of a schema, and only there: a `properties` map is walked
 * through, never treated as a schema itself (a property may be named `items` or `type`).
 */
export function mapChildren(schema: Json, f: (s: Json, key: string) => Json): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'properties' && isObject(v))
      out[k] = Object.fromEntries(Object.entries(v).map(([n, s]) => [n, isObject(s) ? f(s, n) : s]));
    else if (['anyOf', 'oneOf', 'allOf'].includes(k) && Array.isArray(v))
      out[k] = v.map((s: unknown, i) => (isObject(s) ? f(s, `${k}-${i}`) : s));
    else if (['items', 'not', 'additionalProperties'].includes(k) && isObject(v)) out[k] = f(v, k);
    else out[k] = v;
  }
  return out;
}
