/** Rows of a raw `db.execute(sql...)`: node-postgres answers `{ rows }`, PGlite's drizzle the same. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/** A user's search text as a LIKE/ILIKE pattern part: `%`, `_` and `\` match themselves. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search box's text as a "contains" pattern; nothing typed, no pattern (no filter). */
export const containsPattern = (text: string | undefined): string | undefined =>
  text ? `%${escapeLike(text)}%` : undefined;
