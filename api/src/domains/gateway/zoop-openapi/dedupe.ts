import { mapChildren, type Json } from './schema-walk';

/** Subtrees smaller than this stay inline: a `$ref` would cost more than it saves. */
const MIN_CHARS = 300;

const slugOf = (title: unknown, where: string) =>
  (typeof title === 'string' ? title : where)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/**
 * Moves every schema that appears more than once (the transaction answer, the split rules,
 * 3-D Secure …) into `definitions`, pointed at by `zoop#/definitions/<name>`, so the committed
 * file stays small. The witness inlines them again before compiling.
 */
export function dedupe(schemas: Json[], places: string[]): { definitions: Json; schemas: Json[] } {
  const counts = new Map<string, number>();
  const count = (s: Json): Json => {
    const text = JSON.stringify(s);
    if (text.length >= MIN_CHARS) counts.set(text, (counts.get(text) ?? 0) + 1);
    return mapChildren(s, count);
  };
  schemas.forEach(count);
  const definitions: Json = {};
  const names = new Map<string, string>();
  // Outermost first: a repeated schema is replaced whole, its own repeated parts inside it once.
  // Untitled schemas are named after the place they were first met (`getTransaction-200-items`).
  const replace = (s: Json, where: string): Json => {
    const text = JSON.stringify(s);
    const inner = (child: Json, key: string) => replace(child, `${where}-${key}`);
    if ((counts.get(text) ?? 0) < 2) return mapChildren(s, inner);
    let name = names.get(text);
    if (!name) {
      const base = slugOf(s.title, where);
      name = base;
      for (let i = 2; name in definitions; i++) name = `${base}-${i}`;
      names.set(text, name);
      definitions[name] = mapChildren(s, (child, key) => replace(child, `${name}-${key}`));
    }
    return { $ref: `zoop#/definitions/${name}` };
  };
  return { schemas: schemas.map((s, i) => replace(s, places[i] ?? 'schema')), definitions };
}
