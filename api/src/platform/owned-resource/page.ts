import { sql } from 'drizzle-orm';

export type PageQuery = { page: number; pageSize: number };
/** A list's query: its page and the search box's text. */
export type ListQuery = PageQuery & { q?: string | undefined };
export type Page<T> = { dados: T[]; total: number; page: number; pageSize: number };

/** Rows matching the whole filter, beside each row of the page: paging in one query, not two. */
export const totalOver = () => sql<number>`count(*) OVER ()`.mapWith(Number);

export const offsetOf = (q: PageQuery) => (q.page - 1) * q.pageSize;

/**
 * The page answer for `rows` selected with `total: totalOver()`, shown as `dados`. A page past
 * the end has no row to carry the total: only then is it counted apart (`countAll`).
 */
export async function pageOf<T>(
  rows: readonly { total: number }[],
  q: PageQuery,
  dados: T[],
  countAll: () => Promise<number>,
): Promise<Page<T>> {
  const total = rows[0]?.total ?? (q.page > 1 ? await countAll() : 0);
  return { dados, total, page: q.page, pageSize: q.pageSize };
}
