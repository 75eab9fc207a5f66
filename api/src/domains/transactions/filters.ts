import { and, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { periodWindow } from '@pagora/shared';
import { UUID_PATTERN, type TransactionFilters } from '@pagora/shared/contracts';
import { transactions } from '../payments';
import { escapeLike } from '../../platform/db/sql-helpers';

/** The list's filters as SQL over `transactions` (the caller's scope is added separately). */
export function filterWhere(filters: TransactionFilters, now: Date = new Date()): SQL | undefined {
  const window = filters.period ? periodWindow(filters.period, now) : null;
  const q = filters.q?.trim();
  return and(
    filters.status && filters.status !== 'all' ? eq(transactions.status, filters.status) : undefined,
    filters.method && filters.method !== 'all' ? eq(transactions.method, filters.method) : undefined,
    window ? and(gte(transactions.createdAt, window.from), lt(transactions.createdAt, window.to)) : undefined,
    filters.late === 'true'
      ? and(
          eq(transactions.latePayment, true),
          isNull(transactions.lateReviewedAt),
          eq(transactions.status, 'pago'),
        )
      : undefined,
    q ? searchWhere(q) : undefined,
  );
}

/** Customer name, e-mail or transaction id, case-insensitive (spec 000 "Transactions"). */
function searchWhere(q: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`;
  return or(
    ilike(transactions.payerName, pattern),
    ilike(transactions.payerEmail, pattern),
    UUID_PATTERN.test(q)
      ? eq(transactions.id, q.toLowerCase())
      : sql`${transactions.id}::text ILIKE ${`${escapeLike(q.toLowerCase())}%`}`,
  );
}
