import type { z } from 'zod';
import type { ZoopHttp } from './http';
import { zoopListSchema } from './schemas';

/** Zoop's lists take 1-100 items a page (`limit`, `offset`) and say `has_more` (OpenAPI v1.1). */
export const PAGE_SIZE = 100;

/**
 * Every page of a Zoop list, each item with its raw JSON. Stops when Zoop says there is no more or
 * answers an empty page (so a list that always says `has_more` cannot loop forever).
 */
export async function everyPage<S extends z.ZodType>(
  http: ZoopHttp,
  path: string,
  query: Record<string, string>,
  item: S,
): Promise<{ data: z.output<S>; raw: unknown }[]> {
  const all: { data: z.output<S>; raw: unknown }[] = [];
  for (let offset = 0; ; offset += PAGE_SIZE) {
    const q = new URLSearchParams({ ...query, limit: String(PAGE_SIZE), offset: String(offset) });
    const { data, raw } = await http.get(`${path}?${q}`, zoopListSchema(item));
    const rawItems = (raw as { items: unknown[] }).items;
    data.items.forEach((d: z.output<S>, i: number) => all.push({ data: d, raw: rawItems[i] }));
    if (!data.has_more || data.items.length === 0) return all;
  }
}
